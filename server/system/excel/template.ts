import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/index.ts';
import { translate, type Lang } from '../../http/messages.ts';
import { columnsOf, type ImportKind } from './kinds.ts';
import { resourceTitle } from '../../../schemas/core/labels.ts';
import { headerMatcher, loadLookups } from './lookups.ts';

/**
 * A worksheet's name as Excel takes it: none of * ? : \ / [ ] (a resource titled 试剂/标准物质 answered 500) and at
 * most 31 characters; a slash reads the same in its full-width form.
 */
export const sheetTitle = (name: string): string =>
  name
    .replace(/\//g, '／')
    .replace(/[*?:\\[\]]/g, ' ')
    .slice(0, 31);

/** The sheet to fill in: headers in the user's language (required ones marked *) and a sheet of instructions. */
export async function templateWorkbook(db: Kysely<DB>, kind: ImportKind, lang: Lang): Promise<Buffer> {
  const cols = columnsOf(kind);
  const label = headerMatcher(kind.resource.name, cols).label;
  const lookups = await loadLookups(db, cols, lang);
  const wb = new ExcelJS.Workbook();
  wb.creator = 'LIMS';
  const sheetKey = `import.kind.${kind.name}`;
  // a declared resource's import is named by its own label
  const sheetName = translate(lang, sheetKey) === sheetKey ? resourceTitle(kind.resource, lang) : translate(lang, sheetKey);
  const ws = wb.addWorksheet(sheetTitle(sheetName));
  ws.columns = cols.map((c) => ({
    header: `${label(c, lang)}${c.required ? '*' : ''}`,
    key: c.field.name,
    width: Math.max(14, label(c, lang).length * 2 + 4),
  }));
  const head = ws.getRow(1);
  head.font = { bold: true };
  cols.forEach((c, i) => {
    if (c.required) head.getCell(i + 1).font = { bold: true, color: { argb: 'FFC00000' } };
    // text columns keep leading zeros and long numbers as typed
    if (c.type === 'text' || c.type === 'ref') ws.getColumn(i + 1).numFmt = '@';
    if (c.type === 'date') ws.getColumn(i + 1).numFmt = 'yyyy-mm-dd';
  });
  ws.views = [{ state: 'frozen', ySplit: 1 }];

  const help = wb.addWorksheet(translate(lang, 'import.instructions'));
  help.columns = ['column', 'required', 'format', 'options', 'note'].map((k) => ({
    header: translate(lang, `import.col.${k}`),
    key: k,
    width: k === 'note' || k === 'options' ? 50 : 18,
  }));
  help.getRow(1).font = { bold: true };
  for (const c of cols) {
    const note = c.field.name === kind.key ? translate(lang, 'import.note.key') : c.field.name === 'password' ? translate(lang, 'import.note.password') : '';
    help.addRow({
      column: label(c, lang),
      required: translate(lang, c.required ? 'common.yes' : 'common.no'),
      format: translate(lang, `import.type.${c.type}`),
      options: lookups.choices.get(c.field.name)?.options ?? '',
      note,
    });
  }
  if (kind.name === 'users') help.addRow({ note: translate(lang, 'import.note.dept') });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export function sendXlsx(reply: import('fastify').FastifyReply, name: string, body: Buffer | NodeJS.ReadableStream) {
  return reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', `attachment; filename="${encodeURIComponent(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(body);
}
