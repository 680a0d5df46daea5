// Where a report prints U and what U a judgement applies (issue 33 item 2): beside each result whose U is shown (the
// order asks, the record always reports, or |x − L| ≤ U — showUncertainty), the result aligned to U's last digit; and
// for the decision rule, the rule agreed with the client and the result's U (full value) as server/standards/judge.ts
// applies them. The U values themselves come from server/reports/uncertaintyUsed.ts.
import { Dec } from '../../schemas/calc/decimal.ts';
import { parseLimit } from '../../schemas/templates/limit.ts';
import type { DecisionRuleName } from '../../schemas/uncertainty/decision.ts';
import type { ReportRow } from '../../schemas/reports/reportRow.ts';
import { factor, type Agreed } from '../standards/judge.ts';
import type { Row } from '../workflow/store.ts';
import { measuredValueOf, showUncertainty, type UncertaintyUsed } from './uncertaintyUsed.ts';

/** A limit's ends (its value, or a range's two), in the result's unit `from` when the limit is in `to`. */
export const limitEnds = (limit: string | undefined, from: string, to: string): Dec[] => {
  const l = parseLimit(limit);
  const f = factor(from, to);
  if (!l || !f) return [];
  return (l.kind === 'range' ? [l.low, l.high] : [l.value]).map((x) => x.div(f));
};

export interface UncertaintyShown {
  /** U beside the result where it is printed (the row's own unit; a row moved to the limit's unit keeps U's text only) */
  withU(key: string, result: Row | undefined, limit: string | undefined, unit: string, limitUnit: string, moved: boolean): Partial<ReportRow>;
  /** the agreed rule and the result's U, for the judgement */
  agreedOf(key: string): Agreed;
}

/** How a report's rows print and apply U: each result's U (by `${sampleId}:${parameterId}`), the agreed rule, whether the order asks for U. */
export function uncertaintyShown(uncertainty: UncertaintyUsed, agreedRule: DecisionRuleName | null, orderAsksU: boolean): UncertaintyShown {
  return {
    withU(key, result, limit, unit, limitUnit, moved) {
      const used = uncertainty[key];
      if (!used || !showUncertainty(used, measuredValueOf(result), limitEnds(limit, unit, limitUnit), orderAsksU)) return {};
      return { uncertainty: used.printed, ...(moved ? {} : { result: used.printed.value }) };
    },
    agreedOf: (key) => ({ rule: agreedRule, U: uncertainty[key] ? new Dec(uncertainty[key].U) : undefined }),
  };
}
