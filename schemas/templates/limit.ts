// A measured result against a limit (GB/T 8170-2008 §4.3): the one judgement the raw record's flags, the report and
// (later) a library of limit standards share. The full value is compared unless the rule names the rounded one.
import { Dec, decOf } from '../calc/decimal.ts';
import type { DecisionRule, Label, TemplateDef } from './types.ts';

const FULL_ZH = 'GB/T 8170-2008 §4.3.1（全数值比较法，限值标准未规定其他比较方法）';
const FULL_EN = 'GB/T 8170-2008 §4.3.1 (full-value comparison; the limit standard names no other)';

/** The full-value comparison, with the limit's own clause before it when there is one (both languages). */
export function fullValueRule(limitZh?: string, limitEn?: string): DecisionRule {
  const basis: Label = limitZh === undefined ? { zh: FULL_ZH, en: FULL_EN } : { zh: `${limitZh}；${FULL_ZH}`, en: `${limitEn ?? limitZh}; ${FULL_EN}` };
  return { comparison: 'full', basis };
}

/** GB/T 8170-2008 §4.3.1: the rule wherever neither the method nor the limit standard names the rounded comparison. */
export const FULL_VALUE_RULE: DecisionRule = fullValueRule();

/** The rule a report judges a template's results by: the template's own, else the full-value comparison. */
export const limitRuleOf = (t: Pick<TemplateDef, 'decision'> | undefined): DecisionRule => t?.decision ?? FULL_VALUE_RULE;

/**
 * A limit as reports write it: "≤50", "<0.5", "≥6", ">5"; a range with both ends included, "6~9", "6-9", "6.0–9.0";
 * or a double inequality naming the quantity between its ends, "2.0<pH<12.5", "6.5<pH≤7.5", "0.5≤x<1" — the way
 * Chinese standards write a range one or both of whose ends are excluded (GB 5085.1-2007 §4.1 leaves pH 2.0 and 12.5
 * to the hazardous side; GB 15618-2018 bands soil pH as 6.5<pH≤7.5), and read the same in an English report. The
 * name between the ends is printed, never interpreted: it must not start with a digit, so "2<5<9" is no limit.
 */
export type ParsedLimit =
  | { kind: 'max'; strict: boolean; value: Dec }
  | { kind: 'min'; strict: boolean; value: Dec }
  | { kind: 'range'; low: Dec; high: Dec; lowStrict: boolean; highStrict: boolean };

const NUM = '(-?\\d+(?:\\.\\d+)?)';
const MAX = new RegExp(`^(≤|<=|<)${NUM}$`);
const MIN = new RegExp(`^(≥|>=|>)${NUM}$`);
const RANGE = new RegExp(`^${NUM}[~～\\-–]${NUM}$`);
const LT = '(≤|<=|<)';
const BETWEEN = new RegExp(`^${NUM}${LT}[^\\d.\\-<>≤≥=~～][^<>≤≥=~～]{0,11}${LT}${NUM}$`);

export function parseLimit(text: string | undefined): ParsedLimit | undefined {
  if (!text) return undefined;
  const l = text.trim().replace(/\s+/g, '');
  let m = MAX.exec(l);
  if (m) return { kind: 'max', strict: m[1] === '<', value: decOf(m[2]!) };
  m = MIN.exec(l);
  if (m) return { kind: 'min', strict: m[1] === '>', value: decOf(m[2]!) };
  m = RANGE.exec(l);
  if (m) return { kind: 'range', low: decOf(m[1]!), high: decOf(m[2]!), lowStrict: false, highStrict: false };
  m = BETWEEN.exec(l);
  if (m) return { kind: 'range', low: decOf(m[1]!), high: decOf(m[4]!), lowStrict: m[2] === '<', highStrict: m[3] === '<' };
  return undefined;
}

/** A stored result: the full value (absent on results stored before it was kept), the reported one, its MDL state. */
export interface Measured {
  full?: string;
  rounded: string;
  belowMdl: boolean;
  mdl?: string;
}

export type LimitVerdict = 'conform' | 'notConform' | 'undetermined';

export interface LimitJudgement {
  verdict: LimitVerdict;
  /** The number compared: the full value, or the rounded one under a 'rounded' rule (or when no full value is kept). */
  compared: string;
  rule: DecisionRule;
  /** Why a below-MDL result could not be judged: its MDL is above the limit, so "not detected" says nothing. */
  reason?: 'mdlAboveLimit';
}

/** Whether a value lies in the limit's conforming zone (also the uncertainty decision rules', schemas/uncertainty/decision.ts). */
export const inside = (v: Dec, l: ParsedLimit): boolean =>
  l.kind === 'max'
    ? l.strict
      ? v.lt(l.value)
      : v.lte(l.value)
    : l.kind === 'min'
      ? l.strict
        ? v.gt(l.value)
        : v.gte(l.value)
      : (l.lowStrict ? v.gt(l.low) : v.gte(l.low)) && (l.highStrict ? v.lt(l.high) : v.lte(l.high));

/**
 * A below-MDL result only says the value lies in [0, MDL): it conforms to a maximum the MDL does not exceed, fails a
 * minimum or range floor the MDL does not exceed (included or excluded alike: the value lies below it), and cannot be
 * judged otherwise (HJ 168-2020 §5 uses the MDL as the lowest reportable value; the report then says why).
 */
function belowMdl(l: ParsedLimit, mdl: Dec | undefined): LimitVerdict {
  if (mdl === undefined) return 'undetermined';
  if (l.kind === 'max') return mdl.lte(l.value) ? 'conform' : 'undetermined';
  const floor = l.kind === 'min' ? l.value : l.low;
  return mdl.lte(floor) ? 'notConform' : 'undetermined';
}

/** Judges one result against one limit by the rule; undefined when there is no limit, no value or an unreadable limit. */
export function judgeLimit(limit: string | undefined, m: Measured | undefined, rule: DecisionRule = FULL_VALUE_RULE): LimitJudgement | undefined {
  const l = parseLimit(limit);
  if (!l || !m || m.rounded === '') return undefined;
  const compared = rule.comparison === 'full' && m.full !== undefined && m.full !== '' ? m.full : m.rounded;
  if (m.belowMdl) {
    const verdict = belowMdl(l, m.mdl === undefined || m.mdl === '' ? undefined : decOf(m.mdl));
    return { verdict, compared, rule, ...(verdict === 'undetermined' ? { reason: 'mdlAboveLimit' as const } : {}) };
  }
  return { verdict: inside(new Dec(compared), l) ? 'conform' : 'notConform', compared, rule };
}
