// A chart as its screen, its PDF and its Excel file read it (schemas/controlCharts/view.ts chartView): the chart, the
// limits in force and every earlier version, every point (superseded ones too) with the records it came from named as
// people read them (QC sheet no., sample no., analysis sheet no., the analyst's name), and its corrective actions.
// Read-only: one query per table, so a chart of thousands of points opens in one round of reads.
import type { ChartView } from '../../schemas/controlCharts/view.ts';
import type { ControlRule } from '../../schemas/calc/controlRules.ts';
import type { Lang } from '../http/messages.ts';
import { findBy, findIn, load, ids, type Row, type Unit } from '../workflow/store.ts';

const str = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The names of records by id (one read per table). */
async function names(u: Unit, name: string, idList: unknown[], pick: (r: Row) => string): Promise<Map<number, string>> {
  const rows = await findIn(u, name, [...new Set(ids(idList))]);
  return new Map(rows.map((r) => [r.id as number, pick(r)]));
}

/** A corrective action's violations (a typed list in the declaration). */
const violationsOf = (v: unknown): Array<{ rule: ControlRule }> => (Array.isArray(v) ? (v as Array<{ rule: ControlRule }>) : []);

export async function loadChartView(u: Unit, id: number, lang: Lang): Promise<ChartView> {
  const chart = await load(u, 'controlCharts', id);
  const parameter = await load(u, 'parameters', chart.parameterId as number);
  const equipment = chart.equipmentId ? await load(u, 'equipment', chart.equipmentId as number) : null;
  const limitRows = (await findBy(u, 'controlChartLimits', 'chartId', id)).sort((a, b) => Number(b.revision) - Number(a.revision));
  const pointRows = (await findBy(u, 'controlPoints', 'chartId', id)).sort(
    (a, b) => String(a.measuredAt).localeCompare(String(b.measuredAt)) || Number(a.id) - Number(b.id),
  );
  const actionRows = await findBy(u, 'correctiveActions', 'chartId', id);

  const qcNos = await names(u, 'qcSheets', [...pointRows.map((p) => p.qcSheetId)], (r) => String(r.qcNo));
  const sampleNos = await names(
    u,
    'samples',
    pointRows.map((p) => p.sampleId),
    (r) => String(r.sampleNo),
  );
  const analysisNos = await names(
    u,
    'analysisSheets',
    pointRows.map((p) => p.analysisSheetId),
    (r) => String(r.analysisNo),
  );
  const people = await names(
    u,
    'users',
    pointRows.map((p) => p.analystId),
    (r) => String(r.nickname || r.username),
  );
  const instruments = await names(
    u,
    'equipment',
    pointRows.map((p) => p.equipmentId),
    (r) => String(r.name),
  );

  const versions = limitRows.map((l) => ({
    revision: Number(l.revision),
    source: l.source as ChartView['versions'][number]['source'],
    centre: String(l.centre),
    sd: String(l.sd),
    n: num(l.n),
    warnLow: str(l.warnLow),
    warnHigh: str(l.warnHigh),
    actionLow: str(l.actionLow),
    actionHigh: str(l.actionHigh),
    certifiedValue: str(l.certifiedValue),
    expandedUncertainty: str(l.expandedUncertainty),
    coverageFactor: str(l.coverageFactor),
    reason: String(l.reason),
    establishedBy: String(l.establishedBy),
    establishedAt: String(l.establishedAt),
  }));
  const ref = (m: Map<number, string>, v: unknown) => (v ? (m.get(Number(v)) ?? null) : null);

  return {
    id,
    chartNo: String(chart.chartNo),
    name: String(chart.name),
    kind: chart.kind as ChartView['kind'],
    parameter: String((lang === 'en' && parameter.nameEn) || parameter.name),
    decimals: Number(parameter.decimals),
    method: str([parameter.methodNo, lang === 'en' ? null : parameter.methodTitle].filter(Boolean).join(' ')),
    equipment: equipment ? String(equipment.name) : null,
    unit: str(chart.unit),
    status: chart.status as ChartView['status'],
    controlState: (chart.controlState ?? null) as ChartView['controlState'],
    minPoints: Number(chart.minPoints),
    rules: (chart.rules ?? []) as ControlRule[],
    required: Boolean(chart.required),
    limits: versions.find((v) => v.revision === Number(chart.limitsVersion)) ?? null,
    versions,
    points: pointRows.map((p) => ({
      id: p.id as number,
      runKey: String(p.runKey),
      level: Number(p.level),
      value: String(p.value),
      z: str(p.z),
      verdict: p.verdict as ChartView['points'][number]['verdict'],
      rules: (p.rules ?? []) as ControlRule[],
      limitsVersion: num(p.limitsVersion),
      measuredAt: String(p.measuredAt),
      qcSheetId: num(p.qcSheetId),
      qcNo: ref(qcNos, p.qcSheetId),
      sampleId: num(p.sampleId),
      sampleNo: ref(sampleNos, p.sampleId),
      analysisSheetId: num(p.analysisSheetId),
      analysisNo: ref(analysisNos, p.analysisSheetId),
      analyst: ref(people, p.analystId),
      equipment: ref(instruments, p.equipmentId),
      supersededAt: str(p.supersededAt),
      change: str(p.change),
    })),
    actions: actionRows.map((a) => ({
      id: a.id as number,
      actionNo: String(a.actionNo),
      runKey: String(a.runKey),
      qcSheetId: num(a.qcSheetId),
      status: a.status as 'open' | 'closed',
      rules: [...new Set(violationsOf(a.violations).map((v) => v.rule))],
      cause: str(a.cause),
      action: str(a.action),
      outcome: (a.outcome ?? null) as ChartView['actions'][number]['outcome'],
      justification: str(a.justification),
      closedBy: str(a.closedBy),
      closedAt: str(a.closedAt),
    })),
  };
}
