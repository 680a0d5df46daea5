// The labels of a lot's containers (issue 34 item 1), three across an A4 page like the sample labels
// (server/pdf/labelSheet.ts): a QR code of the container number, the number, the material's name, its lot, the
// CRM's national number and the use-by date. Printed in the language of who prints them; words from the declarations.
import { renderPdf } from '../pdf/render.ts';
import { labelSheet } from '../pdf/labelSheet.ts';
import { fieldLabel, type Lang } from '../../schemas/core/labels.ts';
import { resourceByName } from '../../schemas/resources/index.ts';
import { findBy, load, type Unit } from '../workflow/store.ts';
import { translate } from '../http/messages.ts';
import './messages.ts';

const r = (name: string) => resourceByName.get(name)!;

/** The lot's labels as a PDF and the file's name; a lot not yet accepted has no containers and prints none. */
export async function containerLabels(u: Unit, lotId: number): Promise<{ pdf: Buffer; fileName: string }> {
  const lang = u.ctx.lang as Lang;
  const lot = await load(u, 'materialLots', lotId);
  const material = await load(u, 'materials', Number(lot.materialId));
  const containers = await findBy(u, 'materialContainers', 'lotId', lotId);
  const word = (res: string, f: string) => fieldLabel(r(res), f, lang);
  const cells = containers.map((c) => ({
    qr: String(c.containerNo),
    head: [
      { text: String(c.containerNo), bold: true, fontSize: 10 },
      { text: String(material.name) },
      { text: `${word('materialLots', 'lotNo')} ${lot.lotNo}`, color: '#555' },
    ],
    lines: [
      material.referenceNo ? { text: `${word('materials', 'referenceNo')} ${material.referenceNo}` } : { text: String(material.grade ?? '') },
      { text: `${word('materialContainers', 'expiresOn')} ${c.expiresOn ?? lot.expiresOn}` },
      { text: material.storage ? String(material.storage) : '', color: '#555' },
    ],
  }));
  const title = translate(lang, 'reagents.labels', { lot: String(lot.lotNo) });
  return { pdf: await renderPdf(labelSheet(title, cells)), fileName: `${String(lot.lotNo).replace(/[^\w.-]+/g, '_')}-labels.pdf` };
}
