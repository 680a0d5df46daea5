import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

// Noto Sans SC (OFL, from npm) is a TTF that covers Chinese and μ ℃ ≥ ≤ ± ³; WOFF2 would render blank in pdfkit.
const require = createRequire(import.meta.url);
const fontDir = path.dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json'));
const FONTS = {
  normal: path.join(fontDir, '400Regular/NotoSansSC_400Regular.ttf'),
  bold: path.join(fontDir, '700Bold/NotoSansSC_700Bold.ttf'),
};
const allowed = new Set(Object.values(FONTS));

let ready = false;
function setup() {
  if (ready) return;
  // A report never fetches anything: no URLs, and local reads only of the two font files.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((p: string) => allowed.has(path.resolve(p)));
  pdfmake.addFonts({ NotoSansSC: { normal: FONTS.normal, bold: FONTS.bold, italics: FONTS.normal, bolditalics: FONTS.bold } });
  ready = true;
}

export const PDF_FONT = 'NotoSansSC';

/** Renders a document definition to PDF bytes with the embedded CJK font. */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  setup();
  const out = pdfmake.createPdf({ ...doc, defaultStyle: { font: PDF_FONT, fontSize: 9, ...(doc.defaultStyle ?? {}) } });
  return Buffer.from(await out.getBuffer());
}
