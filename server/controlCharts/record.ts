// A raw record's own QC lands on its charts when the record is submitted (issue 31 item 2, "when its QC sheet or raw
// record is evaluated"): each continuing calibration check (ccv) the record judged is a point on the calibration_check
// charts of the sheet's test item — every instrument's chart, and a chart naming an instrument only when the record
// used it. One run per submission, runKey `${analysisNo}#${round}`; the value is the check's relative deviation in
// full, (measured − expected) / expected × 100 % (ccvRelativeDeviation: the statistic the record's ccv rule judges),
// so such a chart's unit is % (KIND_UNIT). A resubmission (after a return) supersedes the earlier submission's
// points; a reject opens a corrective action holding this analysis sheet (run.ts, as a QC sheet's run does).
import { ccvRelativeDeviation, type QcEvaluation } from '../../schemas/templates/qc.ts';
import type { QcInput } from '../../schemas/templates/types.ts';
import type { ChartLanding } from '../../schemas/controlCharts/view.ts';
import { nowIso, ids, res, type Row, type Unit } from '../workflow/store.ts';
import { fromDb } from '../crud/codec.ts';
import { latestRecord } from '../analysis/records.ts';
import { landRun, nextRunKey } from './run.ts';

/** The full relative deviations of the record's judged calibration checks, in the record's order. */
export function ccvValues(computed: unknown): string[] {
  const c = (computed ?? {}) as { qc?: QcInput; evaluation?: { qc?: QcEvaluation[] } };
  // evaluateQc judges the record's checks in order, one evaluation each, under its template's ccv rule (none: unjudged)
  const judged = (c.evaluation?.qc ?? []).filter((q) => q.kind === 'ccv');
  return (c.qc?.ccv ?? []).flatMap((x, i) => {
    const d = judged[i] && judged[i].pass !== null ? ccvRelativeDeviation(x) : undefined;
    return d ? [d.toString()] : [];
  });
}

/** Lands the calibration checks of analysis sheet `sheet`'s record, just submitted. */
export async function landRecord(u: Unit, sheet: Row): Promise<ChartLanding[]> {
  // a record's checks name no analyte: they are its test item's only when the sheet has one
  const pids = ids(sheet.parameterIds);
  if (pids.length !== 1) return [];
  const charts = (
    await u.tx
      .selectFrom('controlCharts')
      .selectAll()
      .where('parameterId', '=', pids[0])
      .where('kind', '=', 'calibration_check')
      .where('status', '!=', 'retired')
      .orderBy('id')
      .execute()
  ).map((c) => fromDb(res('controlCharts'), c));
  if (!charts.length) return [];
  const rec = await latestRecord(u, sheet.id as number);
  if (!rec || rec.draft) return [];
  const equipmentIds = ids(rec.equipmentIds);
  const values = ccvValues(rec.computed)
    .slice(0, 10)
    .map((value) => ({
      value,
      src: { sampleId: null, analysisSheetId: sheet.id as number, analystId: (sheet.analystId as number | null) ?? null, equipmentIds, measuredAt: nowIso() },
    }));
  if (!values.length) return [];
  const origin = { no: String(sheet.analysisNo), qcSheetId: null, rawRecordId: rec.id as number };
  const earlier = (
    await u.tx
      .selectFrom('controlPoints')
      .selectAll()
      .where('analysisSheetId', '=', sheet.id as number)
      .where('qcSheetId', 'is', null)
      .orderBy('id')
      .execute()
  ).filter((p) => String(p.runKey).startsWith(`${origin.no}#`));
  const runKey = nextRunKey(origin.no, earlier);
  const out: ChartLanding[] = [];
  for (const chart of charts) {
    if (chart.equipmentId && !equipmentIds.includes(Number(chart.equipmentId))) continue;
    out.push(await landRun(u, chart, { origin, runKey, values, earlier, held: async () => [sheet.id as number] }));
  }
  return out;
}
