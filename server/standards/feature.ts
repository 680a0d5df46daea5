// A limit table in and out of Excel (issue 33 item 4): the sheet to fill (an edition's rows, or empty) and the reading
// of a filled one. Reading writes nothing: the rows go back to the edition's form, and the person saves the edition
// the one way it is saved, validated whole and signed (./limitStandards.resource.ts).
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LIMIT_ROW_COLUMNS, limitRowsClasses, limitRowsRead, limitRowsReadFields, type LimitRowsRead } from '../../schemas/standards/limitRowsSheet.ts';
import { standardRow, type StandardRow } from '../../schemas/standards/limitStandards.ts';
import { fromZod } from '../openapi/shapes.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { translate, type Lang } from '../http/messages.ts';
import { fieldErrors } from '../http/zodErrors.ts';
import { contextOf } from '../crud/context.ts';
import { uploadedFile } from '../system/excel/routes.ts';
import { guardWorkbook, readSheet, type Cell } from '../system/excel/workbook.ts';
import { sendXlsx } from '../system/excel/template.ts';
import { toText } from '../system/excel/cells.ts';
import { route } from '../workflow/http.ts';
import { inUnit } from '../workflow/store.ts';
import './messages.ts';
import { storedJson } from '../db/storedJson.ts';

type Classes = z.output<typeof limitRowsClasses>;
const MAX_ROWS = 2000; // an edition holds at most 2,000 rows (limitStandards.rows)

const labelOf = (c: (typeof LIMIT_ROW_COLUMNS)[number], lang: Lang) => c.label[lang === 'en' ? 1 : 0];
/** a header as the template writes it ("项目*") or as a person types it, in either language */
const bare = (h: string) => h.replace(/[*＊\s]/g, '').toLowerCase();
const columnOfHeader = (h: string) => LIMIT_ROW_COLUMNS.find((c) => c.label.some((l) => bare(l) === bare(h)));
const className = (c: Classes[number] | undefined, code: string, lang: Lang) => (c ? (lang === 'en' && c.labelEn) || c.label : code);

/** The sheet's rows: text cells, the class named by its code or either name, each row checked as the edition checks it. */
export function rowsOfSheet(
  sheet: { headers: Map<number, string>; rows: Array<{ row: number; cells: Map<number, Cell> }> },
  classes: Classes,
  lang: Lang,
): LimitRowsRead {
  const at = new Map<number, (typeof LIMIT_ROW_COLUMNS)[number]>();
  for (const [col, h] of sheet.headers) {
    const c = columnOfHeader(h);
    if (c) at.set(col, c);
  }
  const missing = LIMIT_ROW_COLUMNS.filter((c) => c.required && ![...at.values()].includes(c)).map((c) => labelOf(c, lang));
  if (missing.length) throw badRequest('standards.sheet.missingColumns', { columns: missing.join('、') });
  const classColumn = labelOf(
    LIMIT_ROW_COLUMNS.find((c) => c.key === 'classCode')!,
    lang,
  );
  const rows: StandardRow[] = [];
  const errors: LimitRowsRead['errors'] = [];
  for (const { row, cells } of sheet.rows) {
    const raw: Record<string, unknown> = {};
    for (const [col, c] of at) {
      const v = cells.get(col);
      const t = v === undefined || v === null || v === '' ? undefined : toText(v);
      if (t && 'value' in t) raw[c.key] = t.value;
    }
    const named = typeof raw.classCode === 'string' ? raw.classCode : undefined;
    const cls = named === undefined ? undefined : classes.find((k) => k.code === named || k.label === named || k.labelEn === named);
    if (cls) raw.classCode = cls.code;
    else if (named !== undefined && classes.length) {
      errors.push({ row, column: classColumn, message: translate(lang, 'standards.sheet.unknownClass', { name: named }) });
      continue;
    }
    const parsed = standardRow.safeParse(raw);
    if (parsed.success) rows.push(parsed.data);
    else
      for (const e of fieldErrors(parsed.error, lang, raw)) {
        const c = LIMIT_ROW_COLUMNS.find((x) => x.key === e.field.split('.')[0]);
        errors.push({ row, column: c ? labelOf(c, lang) : e.field, message: e.message });
      }
  }
  return { rows, errors };
}

/** The sheet to fill: the row fields' labels (required ones marked *), the edition's rows if any, its classes beside. */
async function limitRowsWorkbook(rows: readonly StandardRow[], classes: Classes, lang: Lang): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'LIMS';
  const ws = wb.addWorksheet(translate(lang, 'standards.sheet.rows'));
  ws.columns = LIMIT_ROW_COLUMNS.map((c) => ({
    header: `${labelOf(c, lang)}${c.required ? '*' : ''}`,
    key: c.key,
    width: c.key === 'analyte' || c.key === 'condition' ? 28 : 14,
  }));
  ws.getRow(1).font = { bold: true };
  // every cell is text: a limit "≤0.5", a table "1" and an oxygen content "6" are kept as typed
  LIMIT_ROW_COLUMNS.forEach((_, i) => (ws.getColumn(i + 1).numFmt = '@'));
  for (const r of rows)
    ws.addRow({
      ...r,
      classCode: className(
        classes.find((k) => k.code === r.classCode),
        r.classCode,
        lang,
      ),
    });
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  const help = wb.addWorksheet(translate(lang, 'standards.sheet.classes'));
  help.columns = [
    { header: translate(lang, 'standards.sheet.classCode'), key: 'code', width: 16 },
    { header: translate(lang, 'standards.sheet.className'), key: 'name', width: 48 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of classes) help.addRow({ code: c.code, name: className(c, c.code, lang) });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export default function registerLimitRowRoutes(app: FastifyInstance): void {
  app.get(
    '/admin/standards/limit-rows/template',
    {
      config: { access: 'standard:query' },
      schema: {
        tags: ['standards'],
        summary: "A limit table to fill in Excel (.xlsx): the row columns in the user's language; with id, that edition's rows and classes",
        querystring: { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9]\\d{0,11}$' } }, additionalProperties: false },
      },
    },
    async (req, reply) => {
      const id = Number((req.query as { id?: string }).id ?? 0);
      const edition = id
        ? await inUnit(contextOf(req), (u) =>
            u.tx.selectFrom('limitStandards').select(['standardNo', 'rows', 'classes']).where('id', '=', id).executeTakeFirst(),
          )
        : undefined;
      if (id && !edition) throw notFound();
      const name = `${edition ? String(edition.standardNo) : translate(req.lang, 'standards.sheet.rows')}.xlsx`;
      return sendXlsx(
        reply,
        name,
        await limitRowsWorkbook(storedJson<StandardRow[]>(edition?.rows) ?? [], storedJson<Classes>(edition?.classes) ?? [], req.lang),
      );
    },
  );
  route(
    app,
    'POST',
    '/admin/standards/limit-rows/read',
    'standard:edit',
    'Read a filled limit table (multipart "file", .xlsx; "classes": the edition\'s classes as JSON): the rows it gives and each refused cell with its row and column; nothing is written',
    async (req, ctx, input) => {
      const file = uploadedFile(req.body);
      const entries = guardWorkbook(file, MAX_ROWS);
      const sheet = await readSheet(entries, (h) => Boolean(columnOfHeader(h)));
      return rowsOfSheet(sheet, input.classes ?? [], ctx.lang);
    },
    { body: limitRowsReadFields, data: fromZod(limitRowsRead), upload: true },
  );
}
