// The accredited scope in the layout a lab hands an assessor (检验检测能力附表, issue 32 item 5): 序号, 类别（产品/项目/参数）,
// 产品/项目/参数 (序号 and 名称), 依据的标准（方法）名称及编号（含年号）, 限制范围, 说明 — a row per test item of each scope line,
// the lines grouped by category (the matrix) in the dictionary's order and numbered within it. The same filters as the
// scope list (server/crud/query.ts parseListQuery: the list's screen filters are what is exported). Headings in the
// reader's language; the 说明 column states what a line is when it is not in scope (verifying, suspended, …) and a
// standard superseded or withdrawn. Text cells only: nothing here is a number people compute on.
import ExcelJS from 'exceljs';
import { resourceByName } from '../../schemas/resources/index.ts';
import { valueWord } from '../../schemas/core/labels.ts';
import { applyFilters, parseListQuery } from '../crud/query.ts';
import { badRequest } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { MAX_EXPORT_ROWS } from '../system/excel/export.ts';
import { settingOf } from '../db/settings.ts';
import { fromDb } from '../crud/codec.ts';
import { findIn, ids, type Unit } from '../workflow/store.ts';

const scopeLines = resourceByName.get('scopeLines')!;

const WORDS = {
  'zh-CN': {
    title: '检验检测能力附表',
    head: ['序号', '类别（产品/项目/参数）', '产品/项目/参数', '', '依据的标准（方法）名称及编号（含年号）', '限制范围', '说明'],
    sub: ['序号', '名称'],
    sep: '；',
    sheet: '能力附表',
  },
  en: {
    title: 'Schedule of accredited testing capabilities',
    head: [
      'No.',
      'Category (product / item / parameter)',
      'Product / item / parameter',
      '',
      'Standard (method): title and number with year',
      'Limitation',
      'Remarks',
    ],
    sub: ['No.', 'Name'],
    sep: '; ',
    sheet: 'Scope',
  },
} as const;

interface Line {
  matrix: string;
  lineNo: number;
  methodStandardId: number;
  parameterIds: number[];
  limitation: string | null;
  status: string;
  standardFlag: string | null;
}

/** The scope lines the list's filters select, as the assessor's table; the workbook's bytes. */
export async function scopeWorkbook(u: Unit, query: Record<string, unknown>, lang: Lang): Promise<Buffer> {
  const { pageNum: _n, pageSize: _s, ...filters } = query;
  const lq = parseListQuery(scopeLines, filters);
  const base = applyFilters(u.tx.selectFrom('scope_lines'), scopeLines, lq, u.services.database.dialect);
  const total = Number((await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  if (total > MAX_EXPORT_ROWS) throw badRequest('import.tooManyExport', { rows: total, max: MAX_EXPORT_ROWS });
  const lines = (await base.selectAll().orderBy('lineNo').orderBy('id').execute()).map((r) => fromDb(scopeLines, r) as unknown as Line);

  const en = lang === 'en';
  const standards = new Map(
    (await findIn(u, 'methodStandards', [...new Set(lines.map((l) => l.methodStandardId))])).map((s) => [
      Number(s.id),
      `${String((en && s.titleEn) || s.title)} ${String(s.standardNo)}`,
    ]),
  );
  const parameters = new Map(
    (await findIn(u, 'parameters', [...new Set(lines.flatMap((l) => ids(l.parameterIds)))])).map((p) => [Number(p.id), String((en && p.nameEn) || p.name)]),
  );
  const matrices = await u.tx.selectFrom('dictItems').select(['value', 'label', 'labelEn', 'sort']).where('dictCode', '=', 'matrix').execute();
  const category = new Map(matrices.map((m) => [String(m.value), { label: String((en && m.labelEn) || m.label), sort: Number(m.sort) }]));
  const order = (m: string) => category.get(m)?.sort ?? Number.MAX_SAFE_INTEGER;
  const byCategory = new Map<string, Line[]>();
  for (const l of [...lines].sort((a, b) => order(a.matrix) - order(b.matrix) || a.matrix.localeCompare(b.matrix) || a.lineNo - b.lineNo))
    byCategory.set(l.matrix, [...(byCategory.get(l.matrix) ?? []), l]);

  const w = WORDS[lang];
  const wb = new ExcelJS.Workbook();
  wb.creator = 'LIMS';
  // printed as handed over: A4 landscape, one page wide, the heading rows on every page
  const ws = wb.addWorksheet(w.sheet, {
    views: [{ state: 'frozen', ySplit: 3 }],
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, printTitlesRow: '2:3' },
  });
  ws.columns = [{ width: 6 }, { width: 18 }, { width: 6 }, { width: 20 }, { width: 48 }, { width: 24 }, { width: 24 }];
  const labName = (await settingOf(u.tx, 'lab.name')) ?? '';
  ws.addRow([`${labName} ${w.title}`.trim()]);
  ws.mergeCells(1, 1, 1, 7);
  ws.getRow(1).font = { bold: true, size: 14 };
  ws.getRow(1).alignment = { horizontal: 'center' };
  ws.addRow([...w.head]);
  ws.addRow(['', '', ...w.sub, '', '', '']);
  // 产品/项目/参数 spans its two columns; the others span both heading rows
  ws.mergeCells(2, 3, 2, 4);
  for (const c of [1, 2, 5, 6, 7]) ws.mergeCells(2, c, 3, c);
  for (const r of [2, 3]) {
    ws.getRow(r).font = { bold: true };
    ws.getRow(r).alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  }

  let n = 0;
  for (const [matrix, group] of byCategory) {
    n += 1;
    const first = ws.rowCount + 1;
    let k = 0;
    for (const l of group) {
      const remarks = [
        ...(l.status !== 'in_scope' ? [valueWord(scopeLines, 'status', l.status, lang)] : []),
        ...(l.standardFlag ? [valueWord(scopeLines, 'standardFlag', l.standardFlag, lang)] : []),
      ].join(w.sep);
      for (const pid of ids(l.parameterIds)) {
        k += 1;
        ws.addRow([
          n,
          category.get(matrix)?.label ?? matrix,
          k,
          parameters.get(pid) ?? String(pid),
          standards.get(l.methodStandardId) ?? '',
          l.limitation ?? '',
          remarks,
        ]);
      }
    }
    // the category's number and name once, over its rows
    if (ws.rowCount > first) for (const c of [1, 2]) ws.mergeCells(first, c, ws.rowCount, c);
  }
  for (let r = 2; r <= ws.rowCount; r++)
    ws.getRow(r).eachCell({ includeEmpty: true }, (cell) => {
      cell.border = { top: { style: 'thin' }, left: { style: 'thin' }, bottom: { style: 'thin' }, right: { style: 'thin' } };
      if (r > 3) cell.alignment = { vertical: 'middle', wrapText: true, ...(Number(cell.col) === 1 || Number(cell.col) === 3 ? { horizontal: 'center' } : {}) };
    });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
