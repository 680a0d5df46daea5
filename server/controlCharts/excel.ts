// A chart's points as an Excel file (issue 31 item 6): a sheet of points under a header block with the limits in
// force, and a sheet of the limits' versions. Headings are the declared labels in the user's language. Values, z,
// centre, s and lines are number cells (people compute on them: a mean, a new s), shown with the places they were
// recorded with; text stays text cells, never formulas (the project's decision in server/system/excel/export.ts).
import ExcelJS from 'exceljs';
import { fieldLabel, valueWord, resourceTitle } from '../../schemas/core/labels.ts';
import { placesOf } from '../../schemas/controlCharts/display.ts';
import { resourceByName } from '../../schemas/resources/index.ts';
import type { ChartView } from '../../schemas/controlCharts/view.ts';
import type { Lang } from '../http/messages.ts';
import { wallClockCell } from '../system/excel/export.ts';

// the declared resources (typed as any resource: the label helpers read them generically)
const controlCharts = resourceByName.get('controlCharts')!;
const controlChartLimits = resourceByName.get('controlChartLimits')!;
const controlPoints = resourceByName.get('controlPoints')!;

/** a number format with n places */
const placesFmt = (n: number) => (n ? `0.${'0'.repeat(Math.min(10, n))}` : '0');
/** a stored decimal as a number cell (ExcelJS writes a JS number; ≤ 15 significant digits are exact in Excel) */
const numCell = (v: string | null) => (v === null || v === '' ? null : Number(v));

export async function chartWorkbook(view: ChartView, lang: Lang, timeZone: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'LIMS';
  const P = (k: string) => fieldLabel(controlPoints, k, lang);
  const C = (k: string) => fieldLabel(controlCharts, k, lang);
  const Lb = (k: string) => fieldLabel(controlChartLimits, k, lang);
  // a cell keeps the full value; its format shows the recorded places (schemas/controlCharts/display.ts)
  const places = placesOf(view);
  const linePlaces = placesFmt(places + 1);

  const ws = wb.addWorksheet(resourceTitle(controlPoints, lang));
  const l = view.limits;
  const block: Array<[string, string | number | null, string?]> = [
    [C('chartNo'), view.chartNo],
    [C('name'), view.name],
    [C('parameterId'), view.parameter],
    [C('kind'), valueWord(controlCharts, 'kind', view.kind, lang)],
    [C('unit'), view.unit],
    [C('rules'), view.rules.join(', ')],
    [C('limitsVersion'), l ? l.revision : null],
    [Lb('centre'), l ? numCell(l.centre) : null, linePlaces],
    [Lb('sd'), l ? numCell(l.sd) : null, '0.000'],
    [Lb('warnHigh'), l ? numCell(l.warnHigh) : null, linePlaces],
    [Lb('warnLow'), l ? numCell(l.warnLow) : null, linePlaces],
    [Lb('actionHigh'), l ? numCell(l.actionHigh) : null, linePlaces],
    [Lb('actionLow'), l ? numCell(l.actionLow) : null, linePlaces],
  ];
  for (const [label, value, fmt] of block) {
    const row = ws.addRow([label, value ?? '—']);
    row.getCell(1).font = { bold: true };
    if (fmt && typeof value === 'number') row.getCell(2).numFmt = fmt;
  }
  ws.addRow([]);
  const cols = [
    'runKey',
    'level',
    'measuredAt',
    'value',
    'z',
    'verdict',
    'rules',
    'qcSheetId',
    'sampleId',
    'analysisSheetId',
    'analystId',
    'equipmentId',
    'limitsVersion',
    'supersededAt',
    'change',
  ];
  const head = ws.addRow(cols.map(P));
  head.font = { bold: true };
  for (const p of view.points) {
    const row = ws.addRow([
      p.runKey,
      p.level,
      wallClockCell(p.measuredAt, timeZone),
      numCell(p.value),
      numCell(p.z),
      valueWord(controlPoints, 'verdict', p.verdict, lang),
      p.rules.join(', '),
      p.qcNo,
      p.sampleNo,
      p.analysisNo,
      p.analyst,
      p.equipment,
      p.limitsVersion,
      p.supersededAt ? wallClockCell(p.supersededAt, timeZone) : null,
      p.change,
    ]);
    row.getCell(3).numFmt = 'yyyy-mm-dd hh:mm';
    row.getCell(4).numFmt = placesFmt(places);
    row.getCell(5).numFmt = '0.00';
    if (p.supersededAt) row.getCell(14).numFmt = 'yyyy-mm-dd hh:mm';
  }
  ws.columns.forEach((c, i) => (c.width = [16, 6, 17, 10, 8, 8, 14, 16, 18, 16, 10, 20, 8, 17, 24][i] ?? 12));

  const vs = wb.addWorksheet(resourceTitle(controlChartLimits, lang));
  const vcols = [
    'revision',
    'source',
    'centre',
    'sd',
    'n',
    'warnHigh',
    'warnLow',
    'actionHigh',
    'actionLow',
    'certifiedValue',
    'expandedUncertainty',
    'coverageFactor',
    'reason',
    'establishedBy',
    'establishedAt',
  ] as const;
  vs.addRow(vcols.map(Lb)).font = { bold: true };
  for (const v of view.versions) {
    const row = vs.addRow([
      v.revision,
      valueWord(controlChartLimits, 'source', v.source, lang),
      numCell(v.centre),
      numCell(v.sd),
      v.n,
      numCell(v.warnHigh),
      numCell(v.warnLow),
      numCell(v.actionHigh),
      numCell(v.actionLow),
      numCell(v.certifiedValue),
      numCell(v.expandedUncertainty),
      numCell(v.coverageFactor),
      v.reason,
      v.establishedBy,
      wallClockCell(v.establishedAt, timeZone),
    ]);
    for (const i of [3, 6, 7, 8, 9]) row.getCell(i).numFmt = linePlaces;
    row.getCell(4).numFmt = '0.000';
    row.getCell(15).numFmt = 'yyyy-mm-dd hh:mm';
  }
  vs.columns.forEach((c, i) => (c.width = i === 12 ? 40 : 14));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
