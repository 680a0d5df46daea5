// A report row's judgement (issues 19, 30, 33): the result against the limit typed on the report, or else against the
// library row of its point's standard (units converted, stack gas corrected to the reference O₂), by the comparison
// rule (GB/T 8170-2008 §4.3.1 full value unless the standard names the rounded one) and the decision rule agreed with
// the client (simple, or guarded with w = U: 无法判定 where result ± U crosses the limit). The verdict in the words the
// PDF prints; a row not judged says why. What the judgements used is tallied for the report's notes (ISO/IEC 17025 §7.8.6).
import { Dec } from '../../schemas/calc/decimal.ts';
import { templateById } from '../../schemas/templates/index.ts';
import { judgeLimit, limitRuleOf } from '../../schemas/templates/limit.ts';
import type { DecisionRule } from '../../schemas/templates/types.ts';
import type { ReportRow } from '../../schemas/reports/reportRow.ts';
import { inUnit, judgeLibrary, libraryRuleOf, underRule, type RuleVerdict, type UsedLimit } from '../standards/judge.ts';
import type { Row } from '../workflow/store.ts';
import type { RecordOxygen } from './recordFacts.ts';
import type { UncertaintyShown } from './uncertaintyShown.ts';

type Param = { id: number; name: string; unit: string; mdl: string; decimals?: number; templateId?: string | null };
/** The row's cells before its judgement: the sample, the item and its method, unit, MDL and the result as printed. */
export type BaseRow = Pick<ReportRow, 'parameterId' | 'sampleNo' | 'point' | 'parameter' | 'method' | 'unit' | 'mdl' | 'result'>;
/** One row to judge: its key (`${sampleId}:${parameterId}`), item, result, sample and the raw record's own O₂ conversion. */
export interface ToJudge {
  key: string;
  param: Param;
  result?: Row;
  sample: Row;
  rec?: RecordOxygen;
}

/** What a report's judgements used: the decision rules (printed once each), whether any judged, typed limits, rounded comparisons. */
export interface Tally {
  rules: Map<string, DecisionRule>;
  judged: boolean;
  typedUsed: boolean;
  comparedRounded: number;
}
export const newTally = (): Tally => ({ rules: new Map(), judged: false, typedUsed: false, comparedRounded: 0 });

/** A verdict as the report prints it (zh-CN; the screen translates `verdict`). */
const VERDICT_ZH: Record<RuleVerdict, string> = { conform: '符合', notConform: '不符合', undetermined: '不能判定', inconclusive: '无法判定' };
/** Guarded acceptance with no approved uncertainty record covering the result: said, never guessed. */
const NO_U_ZH = '不能判定（无经批准的测量不确定度）';
/** A point whose standard gives the item's limits only under conditions, none of them chosen for the point. */
const NO_CONDITION_ZH = '点位未选择适用条件，不评价';

/** The raw record's stack-gas conversion, as the row prints it where the limit does not convert itself. */
const fromRecordOf = (rec: RecordOxygen | undefined) => (rec ? { corrected: rec.corrected, oxygenRef: rec.oxygenRef, oxygenMeasured: rec.oxygenMeasured } : {});

/** The O₂ (%) a stack-gas sample was measured at, as entered at sampling; absent when none was entered. */
const oxygenOf = (sample: Row) =>
  sample.oxygenMeasured === undefined || sample.oxygenMeasured === null || sample.oxygenMeasured === '' ? undefined : String(sample.oxygenMeasured);

const sameNumber = (a: string, b: string) => /^\d+(\.\d+)?$/.test(a) && /^\d+(\.\d+)?$/.test(b) && Number(a) === Number(b);

/** A row's unit, MDL and result in another unit of their family (inUnit), or undefined when one does not convert. */
function movedRow(row: Pick<ReportRow, 'unit' | 'mdl' | 'result'>, from: string, to: string): Partial<ReportRow> | undefined {
  const mdl = inUnit(row.mdl, from, to);
  const result = inUnit(row.result, from, to);
  return mdl !== undefined && result !== undefined ? { unit: to, mdl, result, convertedFrom: from } : undefined;
}

/**
 * One row's judgement against the report's limit, by its template's decision rule (GB/T 8170-2008 §4.3.1, the full
 * value, unless the rule names the rounded one). A result stored before full values were kept is compared by its
 * reported value, and the row says so (`comparedRounded`).
 */
export function judgeRow(limit: string | undefined, param: Pick<Param, 'mdl' | 'templateId'>, result: Row | undefined) {
  if (!result || result.value === undefined || result.value === null) return undefined;
  const rule = limitRuleOf(param.templateId ? templateById(param.templateId) : undefined);
  const full = typeof result.fullValue === 'string' && result.fullValue !== '' ? result.fullValue : undefined;
  const below = result.belowMdl === true || result.belowMdl === 1;
  const j = judgeLimit(limit, { full, rounded: String(result.value), belowMdl: below, mdl: String(result.mdl ?? param.mdl ?? '') }, rule);
  return j && { ...j, comparedRounded: rule.comparison === 'full' && full === undefined };
}

/**
 * A row judged against the library row of its point's standard: `l` null where the standard does not cover the item
 * (`conditions`: or covers it only under conditions the point did not choose), not judged and said so.
 */
export function libraryRow(base: BaseRow, l: UsedLimit | null, x: ToJudge, conditions: string[] | undefined, u: UncertaintyShown, tally: Tally): ReportRow {
  const { key, param, result, sample, rec } = x;
  if (!l) {
    // a class that gives the item's limits only under conditions the point did not choose is not "no limit"
    const judgement = conditions ? NO_CONDITION_ZH : '标准未规定，不评价';
    return { ...base, limit: '—', judgement, covered: false, ...(conditions ? { conditions } : {}), ...fromRecordOf(rec) };
  }
  // the O₂ the raw record measured with, where it has one; the record's value where it converted to this standard's reference
  const own = rec && l.oxygenRef !== undefined && sameNumber(rec.oxygenRef, l.oxygenRef);
  const lj = judgeLibrary(l, param, result, own ? { ...sample, oxygenMeasured: rec.oxygenMeasured } : sample, u.agreedOf(key));
  const rule = libraryRuleOf(l, param);
  if (lj?.verdict) tally.rules.set(`${rule.comparison}|${rule.basis.zh}`, rule);
  if (lj?.verdict) tally.judged = true;
  const why = lj?.reason === 'unit' ? '（单位不可换算）' : lj?.reason === 'noOxygen' ? '（缺实测含氧量）' : '';
  // a standard stating its limit in another unit of the family (lead: μg/L by the method, mg/L in GB 8978): the
  // row is printed in the limit's unit, result and MDL converted exactly, so that one unit stands beside the limit
  const moved = l.unit !== param.unit ? movedRow(base, param.unit, l.unit) : undefined;
  return {
    ...base,
    ...moved,
    limit: moved && lj?.limit === `${l.limit} ${l.unit}` ? l.limit : (lj?.limit ?? l.limit),
    ...u.withU(key, result, l.limit, param.unit, l.unit, !!moved),
    judgement: lj?.noUncertainty ? NO_U_ZH : lj?.verdict && `${VERDICT_ZH[lj.verdict]}${why}`,
    verdict: lj?.verdict,
    ...(lj?.noUncertainty ? { noUncertainty: true } : {}),
    corrected: own ? rec.corrected : lj?.corrected,
    multiple: lj?.multiple,
    // the O₂ basis beside the corrected value: the reader can redo ρ′ × (21 − ref) / (21 − measured)
    ...(l.oxygenRef ? { oxygenRef: l.oxygenRef, oxygenMeasured: own ? rec.oxygenMeasured : oxygenOf(sample) } : fromRecordOf(rec)),
  };
}

/** A row judged against the limit typed on the report (none typed: not judged). */
export function typedRow(base: BaseRow, limit: string | undefined, x: ToJudge, u: UncertaintyShown, tally: Tally): ReportRow {
  const { key, param, result, rec } = x;
  const below = result?.belowMdl === true || result?.belowMdl === 1;
  if (limit !== undefined) tally.typedUsed = true;
  const j = judgeRow(limit, param, result);
  if (j) {
    tally.rules.set(`${j.rule.comparison}|${j.rule.basis.zh}`, j.rule);
    if (j.comparedRounded) tally.comparedRounded++;
    tally.judged = true;
  }
  const ruled = below ? { verdict: j?.verdict } : underRule(j?.verdict, j ? new Dec(j.compared) : undefined, limit ?? '', u.agreedOf(key));
  return {
    ...base,
    limit,
    ...(limit !== undefined ? u.withU(key, result, limit, param.unit, param.unit, false) : {}),
    judgement: ruled.noU ? NO_U_ZH : ruled.verdict && VERDICT_ZH[ruled.verdict],
    verdict: ruled.verdict,
    ...(ruled.noU ? { noUncertainty: true } : {}),
    ...fromRecordOf(rec),
  };
}
