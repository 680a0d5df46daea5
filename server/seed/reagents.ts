// The demo lab's reagent store (issue 34 item 6), written through the one write path as the screens do: the equipment
// manager (who keeps the store) enters the catalogue and receives lots, QA signs their acceptance (which makes the
// containers), an analyst opens a bottle of the CRM. Dates are the lab's, counted from today, so the alerts always show
// one lot near its expiry and one already expired.
//
// The CRM: no national CRM certificate for ammonia nitrogen in water could be read with the search tools (searched
// 2026-11-29 for GBW(E)08xxxx / GSB 07-xxxx 氨氮 standard solutions; pages showed other GBW(E)0809xx element solutions,
// none for ammonia nitrogen with its value). So its number, certified value and U are the demo lab's illustrative ones,
// and the data says so (referenceNo and remarks), never passed off as a real certificate.
import type { As } from './people.ts';
import { cascade, insert, labToday, patch, type Unit } from '../workflow/store.ts';
import { addCalendarDays } from '../../schemas/core/dates.ts';
import { renderPdf } from '../pdf/render.ts';
import { saveFile } from '../system/files/store.ts';

const ILLUSTRATIVE = '演示数据：标准物质编号、标准值与不确定度为演示实验室的示例，非真实证书';

/** The demo certificate's PDF (a page stating the certified value, U and k), attached as a person attaches a scan. */
async function certificate(u: Unit, lot: Record<string, unknown>, referenceNo: string): Promise<string> {
  const pdf = await renderPdf({
    content: [
      { text: '标准物质证书（演示）', fontSize: 16, bold: true, margin: [0, 0, 0, 12] },
      { text: `水中氨氮溶液标准物质  ${referenceNo}` },
      { text: `批号 ${lot.lotNo}    证书编号 ${lot.certificateNo}` },
      { text: `标准值 ${lot.certifiedValue} ${lot.certifiedUnit}，扩展不确定度 U = ${lot.certifiedU} ${lot.certifiedUnit}（k = ${lot.certifiedK}）` },
      { text: `有效期至 ${lot.expiresOn}` },
      { text: ILLUSTRATIVE, color: '#a00', margin: [0, 12, 0, 0] },
    ],
  });
  const saved = await saveFile(u.tx, u.services.config.dataDir, {
    content: pdf,
    purpose: 'reagentCertificate',
    ownerId: u.ctx.user!.id,
    originalName: `${lot.certificateNo}.pdf`,
  });
  return saved.url;
}

/** Returns the accepted CRM lot's id: the prepared solutions' seed (server/seed/solutions.ts) starts from it. */
export async function seedReagents(as: As, params: Record<string, number>): Promise<{ crmLotId: number }> {
  const keeper = as('equipment');
  const today = await labToday(keeper);
  const day = (n: number) => addCalendarDays(today, n);
  const accept = async (lotId: number) => cascade(as('qa'), 'materialLots', lotId, 'accept', { by: 'person' });

  const referenceNo = 'GBW(E)08XXXX（示例）';
  const crm = await insert(keeper, 'materials', {
    code: 'RM-NH3N-500',
    name: '水中氨氮溶液标准物质',
    kind: 'crm',
    referenceNo,
    producer: '示例标准物质研制单位',
    parameterIds: [params['W-NH3N']],
    storage: '2–8 ℃ 冷藏，避光',
    shelfLifeOpenedDays: 30,
    minStock: 2,
    remarks: ILLUSTRATIVE,
  });
  const nh4cl = await insert(keeper, 'materials', {
    code: 'SJ-NH4CL-GR',
    name: '氯化铵',
    kind: 'reagent',
    grade: '优级纯',
    casNo: '12125-02-9',
    producer: '国药集团化学试剂有限公司',
    parameterIds: [params['W-NH3N']],
    storage: '常温，干燥密闭',
    shelfLifeOpenedDays: 365,
    minStock: 1,
  });
  const tubes = await insert(keeper, 'materials', {
    code: 'HC-BSG-50',
    name: '具塞比色管 50 mL',
    kind: 'consumable',
    storage: '常温',
    minStock: 10,
  });

  // the CRM lot: certificate attached while it awaits acceptance, accepted (three ampoules), one opened for the stock
  const crmLot = await insert(keeper, 'materialLots', {
    lotNo: 'B2605031',
    materialId: Number(crm.id),
    certificateNo: 'ZS-2026-0503-示例',
    certifiedValue: '500',
    certifiedU: '5',
    certifiedK: '2',
    certifiedUnit: 'mg/L',
    receivedOn: day(-60),
    expiresOn: day(400),
    containers: 3,
    containerSize: '20 mL 安瓿',
    supplier: '示例标准物质经销商',
    remarks: ILLUSTRATIVE,
  });
  await patch(keeper, 'materialLots', Number(crmLot.id), { certificateFile: await certificate(keeper, crmLot, referenceNo) }, 'certificate');
  await accept(Number(crmLot.id));
  const [first] = await as('analyst').tx.selectFrom('material_containers').select('id').where('lotId', '=', Number(crmLot.id)).orderBy('id').execute();
  await cascade(as('analyst'), 'materialContainers', Number(first.id), 'open', { by: 'person' });

  // ammonium chloride: a lot near its expiry (within the alert window) and an older one already expired
  const near = await insert(keeper, 'materialLots', {
    lotNo: '20240612',
    materialId: Number(nh4cl.id),
    purity: '0.998',
    purityTolerance: '0.002',
    receivedOn: day(-500),
    expiresOn: day(10),
    containers: 2,
    containerSize: '500 g',
    supplier: '国药集团化学试剂有限公司',
  });
  await accept(Number(near.id));
  const expired = await insert(keeper, 'materialLots', {
    lotNo: '20230305',
    materialId: Number(nh4cl.id),
    purity: '0.998',
    purityTolerance: '0.002',
    receivedOn: day(-900),
    expiresOn: day(-5),
    containers: 1,
    containerSize: '500 g',
    supplier: '国药集团化学试剂有限公司',
  });
  await accept(Number(expired.id));

  // consumables below their minimum stock (4 boxes in store, 10 wanted)
  const box = await insert(keeper, 'materialLots', {
    lotNo: 'BSG-2611',
    materialId: Number(tubes.id),
    receivedOn: day(-20),
    expiresOn: day(1800),
    containers: 4,
    containerSize: '12 支/盒',
  });
  await accept(Number(box.id));

  return { crmLotId: Number(crmLot.id) };
}
