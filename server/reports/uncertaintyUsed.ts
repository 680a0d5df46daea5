// The measurement uncertainty a report's results are given (issue 33): for each result, the approved uncertainty
// record of its test item × matrix whose range covers it, and U = the record's relative expanded uncertainty × |result|
// (schemas/uncertainty/record.ts expandedAt, full value). An issued report keeps what it used (`uncertaintyUsed`, with
// the record's version), so a later record never changes it; a result no approved record covers has none (null).
import { Dec, decOf } from '../../schemas/calc/decimal.ts';
import { expandedAt, inRange } from '../../schemas/uncertainty/record.ts';
import { printResult } from '../../schemas/uncertainty/printing.ts';
import type { Row, Unit } from '../workflow/store.ts';

export interface UsedUncertainty {
  recordId: number;
  recordNo: string;
  version: number;
  /** full value, in the result's (the method's) unit */
  U: string;
  k: string;
  /** the record asks for U on every report of its item */
  alwaysReport: boolean;
  /** as the report prints it (CNAS-CL01-G003, schemas/uncertainty/printing.ts); textEn for an English reader's screen */
  printed: { value: string; U: string; text: string; textEn?: string };
}
/** Per `${sampleId}:${parameterId}`: the uncertainty used, or null where no approved record covers the result. */
export type UncertaintyUsed = Record<string, UsedUncertainty | null>;

type Pair = { sample: Row; param: { id: number; unit: string }; result?: Row };

/** The full value a result was measured as (the reported one for a result stored before full values were kept). */
const valueOf = (r: Row | undefined): Dec | undefined => {
  if (!r || r.value === undefined || r.value === null || r.belowMdl === true || r.belowMdl === 1) return undefined;
  const full = typeof r.fullValue === 'string' && r.fullValue !== '' ? r.fullValue : String(r.value);
  return /^-?\d+(\.\d+)?$/.test(full) ? decOf(full) : undefined;
};

/** The uncertainty of every measured (not below-MDL) result of the pairs, from the approved records as they are now. */
export async function uncertaintiesFor(u: Unit, pairs: Pair[]): Promise<UncertaintyUsed> {
  const pids = [...new Set(pairs.map((x) => x.param.id))];
  const records = pids.length
    ? await u.tx.selectFrom('uncertaintyRecords').selectAll().where('parameterId', 'in', pids).where('status', '=', 'approved').orderBy('id', 'desc').execute()
    : [];
  const out: UncertaintyUsed = {};
  for (const { sample, param, result } of pairs) {
    const value = valueOf(result);
    if (!value) continue;
    const rec = records.find(
      (r) =>
        Number(r.parameterId) === param.id &&
        String(r.matrix) === String(sample.matrix) &&
        r.expandedRelative &&
        inRange({ rangeLow: (r.rangeLow as string | null) ?? undefined, rangeHigh: (r.rangeHigh as string | null) ?? undefined }, value),
    );
    const U = rec ? expandedAt({ expandedRelative: String(rec.expandedRelative) }, value) : null;
    const key = `${sample.id}:${param.id}`;
    if (!rec || !U) {
      out[key] = null;
      continue;
    }
    const k = decOf(String(rec.k ?? '2'));
    out[key] = {
      recordId: Number(rec.id),
      recordNo: String(rec.recordNo),
      version: Number(rec.version),
      U: U.toString(),
      k: k.toString(),
      alwaysReport: rec.alwaysReport === true || rec.alwaysReport === 1,
      printed: { ...printResult(value, U, k, param.unit, 'zh'), textEn: printResult(value, U, k, param.unit, 'en').text },
    };
  }
  return out;
}

/**
 * Whether U is printed beside a result (issue 33 item 2): the order asks for it, the record always reports it, or the
 * result lies within U of the limit (|x − L| ≤ U; a range's nearer end), where the uncertainty decides the reading.
 */
export function showUncertainty(used: UsedUncertainty, value: Dec | undefined, limitEnds: Dec[], orderAsks: boolean): boolean {
  if (orderAsks || used.alwaysReport) return true;
  const U = new Dec(used.U);
  return !!value && limitEnds.some((l) => value.minus(l).abs().lte(U));
}

export { valueOf as measuredValueOf };
