// A report's results by field sample, as a lab's report prints them: one group per sampling point and sampling time,
// whichever bottle each item was analysed from. Registration fills one bottle per container and preservative (HJ 493,
// schemas/catalogue/containers.ts), so one sampling yields several sample numbers; the group lists them, and each row
// keeps its own bottle number so that an auditor follows a result to the bottle it came from. The report screen and
// the PDF (server/reports/pdf.ts) both group with this, so they agree.

/** What grouping reads of a report row (schemas/reports/reportRow.ts). */
export interface GroupedRow {
  sampleNo: string;
  point: string;
  /** the field sample the bottle belongs to (task, point, sampling time): rows sharing it are one group */
  fieldSample?: number;
  sampledAt?: string;
}

export interface RowGroup<R extends GroupedRow> {
  point: string;
  sampledAt?: string;
  /** the bottles the group's results came from, in the order their rows appear */
  bottles: string[];
  rows: R[];
}

/** Rows grouped by field sample in the order the groups first appear; a row without one is its own bottle's group. */
export function groupRows<R extends GroupedRow>(rows: readonly R[]): Array<RowGroup<R>> {
  const groups = new Map<string, RowGroup<R>>();
  for (const r of rows) {
    const key = r.fieldSample !== undefined ? `#${r.fieldSample}` : `no:${r.sampleNo}`;
    const g = groups.get(key) ?? { point: r.point, sampledAt: r.sampledAt, bottles: [], rows: [] };
    if (!g.bottles.includes(r.sampleNo)) g.bottles.push(r.sampleNo);
    g.rows.push(r);
    groups.set(key, g);
  }
  return [...groups.values()];
}

/** A bottle as registration made it (server/business/tasks.ts) and the sampler stamped it. */
export interface Bottle {
  id: number;
  taskId?: unknown;
  pointName?: unknown;
  qcType?: unknown;
  sampledAt?: unknown;
  container?: unknown;
  preservative?: unknown;
}

/**
 * The field sample of each bottle, numbered from 1: bottles of one task, point, QC role and sampling time are one
 * sampling of the point. Registration fills one bottle per container and preservative for each sampling, so a second
 * bottle of the same kind at the same moment is the next sampling (a sampler who wrote one time for two samplings);
 * a bottle without a sampling time is a sample of its own (nothing says which sampling it was).
 */
export function fieldSamplesOf(bottles: readonly Bottle[]): Map<number, number> {
  const out = new Map<number, number>();
  const open = new Map<string, { no: number; kinds: Set<string> }>();
  let count = 0;
  for (const b of [...bottles].sort((x, y) => x.id - y.id)) {
    if (out.has(b.id)) continue;
    const when = b.sampledAt ? Date.parse(String(b.sampledAt)) : `bottle ${b.id}`;
    const key = [b.taskId, b.pointName, b.qcType ?? '', when].map(String).join('\u0000');
    const kind = `${String(b.container ?? '')}\u0000${String(b.preservative ?? '')}`;
    let g = open.get(key);
    if (!g || g.kinds.has(kind)) open.set(key, (g = { no: ++count, kinds: new Set() }));
    g.kinds.add(kind);
    out.set(b.id, g.no);
  }
  return out;
}
