import type { Kysely } from 'kysely';

// QC items moved from one spike amount (free text, no unit) and one CRM value for every parameter of the item to
// spikes and CRMs per parameter, each with its unit (issue 13). A stored value that is a positive number becomes
// one entry per parameter in that parameter's unit — what the old evaluation assumed, so no verdict changes; any
// other text ("abc", "0.5x") cannot be judged and is kept under `legacy` for the record, never guessed at.
const CONC = new Set(['mg/L', 'μg/L', 'ng/L', 'mg/kg', 'μg/kg', 'mg/m³', 'μg/m³']);
const positive = (v: unknown): v is string => typeof v === 'string' && /^\d{1,15}(\.\d{1,10})?$/.test(v.trim()) && /[1-9]/.test(v);
type Item = Record<string, unknown> & { type?: string; parameterIds?: number[] };

export function convertItem(item: Item, unitOf: (pid: number) => string | undefined): Item {
  const { spikeAmount, crmLot, certifiedValue, certifiedRange, ...rest } = item;
  const pids = (rest.parameterIds ?? []).filter((p) => CONC.has(unitOf(p) ?? ''));
  const half = typeof certifiedRange === 'string' ? certifiedRange.replace(/^±/, '').trim() : undefined;
  const spikes = Array.isArray(rest.spikes)
    ? rest.spikes
    : rest.type === 'matrix_spike' && positive(spikeAmount)
      ? pids.map((p) => ({ parameterId: p, amount: spikeAmount.trim(), unit: unitOf(p) }))
      : [];
  const crms = Array.isArray(rest.crms)
    ? rest.crms
    : rest.type === 'crm' && positive(certifiedValue) && positive(half)
      ? pids.map((p) => ({ parameterId: p, lot: String(crmLot ?? '').trim() || '—', certifiedValue: certifiedValue.trim(), halfRange: half, unit: unitOf(p) }))
      : [];
  const old = Object.fromEntries(Object.entries({ spikeAmount, crmLot, certifiedValue, certifiedRange }).filter(([, v]) => v !== undefined && v !== ''));
  const kept = (spikes.length && rest.type === 'matrix_spike') || (crms.length && rest.type === 'crm');
  return { ...rest, spikes, crms, ...(Object.keys(old).length && !kept ? { legacy: old } : {}) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function up(db: Kysely<any>): Promise<void> {
  const units = new Map((await db.selectFrom('parameters').select(['id', 'unit']).execute()).map((p) => [Number(p.id), String(p.unit)]));
  for (const row of await db.selectFrom('qc_sheets').select(['id', 'items']).execute()) {
    const items = (typeof row.items === 'string' ? JSON.parse(row.items) : (row.items ?? [])) as Item[];
    const next = items.map((i) => convertItem(i, (p) => units.get(Number(p))));
    if (JSON.stringify(next) !== JSON.stringify(items))
      await db
        .updateTable('qc_sheets')
        .set({ items: JSON.stringify(next) })
        .where('id', '=', row.id)
        .execute();
  }
}

// the per-parameter values stay: the old shape cannot hold two amounts
export async function down(): Promise<void> {}
