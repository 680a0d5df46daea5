import type { Kysely } from 'kysely';
import type { DB } from '../../db/index.ts';
import { badRequest } from '../../http/errors.ts';
import { inflateZip, ZipError } from '../excel/zip.ts';
import { sniff } from '../excel/workbook.ts';
import { saveFile } from '../files/store.ts';
import { sanitizeRichText } from './sanitize.ts';

/**
 * A Word .docx into the editor's HTML with mammoth: checked like an import first (type, zip bomb), embedded
 * images stored as notice files (PNG/JPEG/GIF/WebP only), the result sanitised like any notice content.
 */
export async function docxToHtml(db: Kysely<DB>, dataDir: string, content: Buffer, ownerId: number) {
  const kind = sniff(content);
  if (kind !== 'zip') throw badRequest('notice.docxFailed', { reason: kind });
  let entries: Map<string, Buffer>;
  try {
    entries = inflateZip(content);
  } catch (e) {
    if (e instanceof ZipError) throw badRequest(e.kind === 'bomb' ? 'import.bomb' : 'notice.docxFailed', { reason: e.message });
    throw e;
  }
  if (!entries.has('word/document.xml'))
    throw badRequest('notice.docxFailed', { reason: entries.has('xl/workbook.xml') ? 'Excel workbook' : 'not a Word document' });
  const mammoth = (await import('mammoth')).default;
  const skipped: string[] = [];
  let result: { value: string; messages: Array<{ type: string; message: string }> };
  try {
    result = await mammoth.convertToHtml(
      { buffer: content },
      {
        externalFileAccess: false,
        convertImage: mammoth.images.imgElement(async (image) => {
          try {
            const saved = await saveFile(db, dataDir, { content: await image.readAsBuffer(), purpose: 'notice', ownerId, originalName: 'word-image' });
            return { src: saved.url };
          } catch {
            skipped.push(image.contentType);
            return { src: '' };
          }
        }),
      },
    );
  } catch (e) {
    throw badRequest('notice.docxFailed', { reason: String((e as Error).message ?? e).slice(0, 120) });
  }
  return {
    html: await sanitizeRichText(result.value),
    messages: [...result.messages.map((m) => `${m.type}: ${m.message}`), ...skipped.map((t) => `skipped image ${t}`)].slice(0, 50),
  };
}
