// Rejects hold release (issue 31 item 4): while an open corrective action lists an analysis sheet, its check, review
// and lock are refused, and so are the report steps that include its results; the refusal names the action and its
// chart. Lab policy: a chart marked `required` that has no limits yet (establishing) or no rule keeps its parameter's
// results from review, lock and report, said, never silently passed. Warnings never block.
import { guardRefused } from '../business/orders.ts';
import { ids, type Unit } from '../workflow/store.ts';

const list = (v: unknown): unknown[] => (typeof v === 'string' ? JSON.parse(v) : Array.isArray(v) ? v : []);

/** Open corrective actions holding any of these analysis sheets, with their chart's number and name. */
export async function holdingActions(u: Unit, analysisSheetIds: number[]) {
  if (!analysisSheetIds.length) return [];
  const open = await u.tx
    .selectFrom('correctiveActions')
    .innerJoin('controlCharts', 'controlCharts.id', 'correctiveActions.chartId')
    .select(['correctiveActions.id', 'correctiveActions.actionNo', 'correctiveActions.analysisSheetIds', 'controlCharts.chartNo', 'controlCharts.name'])
    .where('correctiveActions.status', '=', 'open')
    .orderBy('correctiveActions.id')
    .execute();
  return open.filter((a) => ids(list(a.analysisSheetIds)).some((id) => analysisSheetIds.includes(id)));
}

/** Required charts of these parameters that cannot judge yet: still establishing (no limits) or without a rule. */
export async function requiredUnready(u: Unit, parameterIds: number[]) {
  if (!parameterIds.length) return [];
  const charts = await u.tx
    .selectFrom('controlCharts')
    .select(['chartNo', 'name', 'status', 'rules', 'limitsVersion', 'required'])
    .where('parameterId', 'in', parameterIds)
    .where('status', '!=', 'retired')
    .orderBy('id')
    .execute();
  // a bool is 1/0 on SQLite, true/false on PostgreSQL: read, not bound
  return charts.filter((c) => (c.required === true || c.required === 1) && (c.status === 'establishing' || c.limitsVersion == null || !list(c.rules).length));
}

const named = (rows: Array<{ chartNo: unknown; name: unknown }>) => rows.map((c) => `${c.chartNo} ${c.name}`).join('、');

/** Refuses a step of these analysis sheets (check, review, lock) or of a report including their results. */
export async function assertNotHeld(u: Unit, analysisSheetIds: number[], parameterIds: number[], step: 'check' | 'release' | 'report') {
  const held = await holdingActions(u, analysisSheetIds);
  if (held.length)
    throw guardRefused(step === 'report' ? 'error.chartHeldReport' : 'error.chartHeld', {
      actions: [...new Set(held.map((a) => String(a.actionNo)))].join('、'),
      charts: named(held),
    });
  if (step === 'check') return;
  const unready = await requiredUnready(u, parameterIds);
  if (unready.length) throw guardRefused('error.chartRequired', { charts: named(unready) });
}
