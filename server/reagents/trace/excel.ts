// A lot's recall view as an Excel file (issue 34 item 4): the lot and its certificate, then one sheet each for the
// solutions made from it, the raw record versions that named them, and the results and issued reports that followed.
// Headings are the declared labels and states their words in the user's language; values are text cells as recorded
// (a concentration keeps its digits), never formulas (the project's decision in server/system/excel/export.ts).
import ExcelJS from 'exceljs';
import { fieldLabel, valueWord, resourceTitle } from '../../../schemas/core/labels.ts';
import { resourceByName } from '../../../schemas/resources/index.ts';
import type { LotTrace } from '../../../schemas/reagents/trace.ts';
import type { Lang } from '../../http/messages.ts';
import { wallClockCell } from '../../system/excel/export.ts';

const R = (name: string) => resourceByName.get(name)!;

function table(wb: ExcelJS.Workbook, title: string, head: string[], rows: Array<Array<string | number | Date | null>>) {
  const ws = wb.addWorksheet(title.slice(0, 31));
  ws.addRow(head).font = { bold: true };
  for (const r of rows) ws.addRow(r.map((v) => v ?? ''));
  ws.columns.forEach((c) => (c.width = 18));
}

export async function lotTraceWorkbook(t: LotTrace, lang: Lang, timeZone: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'LIMS';
  const [lots, mats, sols, recs, sheets, results, reports] = [
    'materialLots',
    'materials',
    'solutions',
    'rawRecords',
    'analysisSheets',
    'results',
    'reports',
  ].map(R);
  const L = (r: typeof lots, k: string) => fieldLabel(r, k, lang);
  const l = t.lot;

  const ws = wb.addWorksheet(resourceTitle(lots, lang).slice(0, 31));
  const block: Array<[string, string | null]> = [
    [L(mats, 'name'), l.material.name],
    [L(mats, 'referenceNo'), l.material.referenceNo],
    [L(mats, 'producer'), l.material.producer],
    [L(lots, 'lotNo'), l.lotNo],
    [L(lots, 'status'), valueWord(lots, 'status', l.status, lang)],
    [L(lots, 'certificateNo'), l.certificateNo],
    [L(lots, 'certifiedValue'), l.certifiedValue && `${l.certifiedValue} ${l.certifiedUnit ?? ''}`.trim()],
    [L(lots, 'certifiedU'), l.certifiedU],
    [L(lots, 'certifiedK'), l.certifiedK],
    [L(lots, 'expiresOn'), l.expiresOn],
  ];
  for (const [label, value] of block) {
    const row = ws.addRow([label, value ?? '—']);
    row.getCell(1).font = { bold: true };
  }
  ws.getColumn(1).width = 24;
  ws.getColumn(2).width = 40;

  const byId = new Map(t.solutions.map((s) => [s.id, s.solutionNo]));
  table(
    wb,
    resourceTitle(sols, lang),
    ['solutionNo', 'name', 'level', 'parents', 'concentration', 'unit', 'preparedOn', 'expiresOn', 'status'].map((k) => L(sols, k)),
    t.solutions.map((s) => [
      s.solutionNo,
      s.name,
      valueWord(sols, 'level', s.level, lang),
      s.parents.map((p) => (p.solutionId ? (byId.get(p.solutionId) ?? String(p.solutionId)) : l.lotNo)).join('、'),
      s.concentration,
      s.unit,
      s.preparedOn,
      s.expiresOn,
      valueWord(sols, 'status', s.status, lang),
    ]),
  );
  const sheetNo = new Map(t.sheets.map((s) => [s.id, s.analysisNo]));
  table(
    wb,
    resourceTitle(recs, lang),
    [L(recs, 'analysisSheetId'), L(recs, 'recordVersion'), L(recs, 'draft'), L(recs, 'solutionUses')],
    t.records.map((r) => [
      sheetNo.get(r.analysisSheetId) ?? String(r.analysisSheetId),
      r.recordVersion,
      valueWord(recs, 'draft', r.draft, lang),
      r.uses.map((x) => `${valueWord(recs, 'solutionUses.use', x.use, lang)}：${byId.get(x.solutionId) ?? x.solutionId}`).join('；'),
    ]),
  );
  table(
    wb,
    resourceTitle(sheets, lang),
    ['analysisNo', 'status'].map((k) => L(sheets, k)),
    t.sheets.map((s) => [s.analysisNo, valueWord(sheets, 'status', s.status, lang)]),
  );
  table(
    wb,
    resourceTitle(results, lang),
    [
      L(results, 'analysisSheetId'),
      L(results, 'sampleId'),
      L(results, 'parameterId'),
      L(results, 'display'),
      L(results, 'unit'),
      L(results, 'status'),
      L(results, 'analysedAt'),
    ],
    t.results.map((r) => [
      r.analysisSheetId ? (sheetNo.get(r.analysisSheetId) ?? String(r.analysisSheetId)) : null,
      r.sampleNo,
      r.parameter,
      r.display,
      r.unit,
      valueWord(results, 'status', r.status, lang),
      r.analysedAt ? wallClockCell(r.analysedAt, timeZone) : null,
    ]),
  );
  table(
    wb,
    resourceTitle(reports, lang),
    ['reportNo', 'title', 'status', 'issuedAt'].map((k) => L(reports, k)),
    t.reports.map((r) => [r.reportNo, r.title, valueWord(reports, 'status', r.status, lang), r.issuedAt ? wallClockCell(r.issuedAt, timeZone) : null]),
  );
  return Buffer.from(await wb.xlsx.writeBuffer());
}
