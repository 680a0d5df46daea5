// The text of a PDF as a reader extracts it (pdf.js): what the report tests check a PDF's content with.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page, in order. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) pages.push((await (await doc.getPage(i)).getTextContent()).items.map((x) => ('str' in x ? x.str : '')).join(''));
  await doc.destroy();
  return pages;
}

/** The whole document's text, a line between pages. */
export const pdfText = async (bytes: Uint8Array): Promise<string> => (await pdfPages(bytes)).join('\n');
