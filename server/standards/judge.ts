// Limits chosen once, applied everywhere (issue 19): an order point names its applicable standard and class; a
// report judges every result of that point against the library row for its parameter, and marks a parameter the
// standard does not cover as such instead of judging it. At issue the rows used (standard, edition, record version,
// limit, unit, table) are kept on the report (`standardsUsed`), so a later edit of the library never changes it.
import { Dec, decOf } from '../../schemas/calc/decimal.ts';
import { roundGB8170 } from '../../schemas/calc/round.ts';
import { templateById } from '../../schemas/templates/index.ts';
import { inside, judgeLimit, limitRuleOf, parseLimit, type LimitVerdict } from '../../schemas/templates/limit.ts';
import type { DecisionRuleName } from '../../schemas/uncertainty/decision.ts';
import type { DecisionRule } from '../../schemas/templates/types.ts';
import type { OrderPoint } from '../../schemas/business/orders.ts';
import type { StandardRow } from '../../schemas/standards/limitStandards.ts';
import { load, type Row, type Unit } from '../workflow/store.ts';
import { storedJson } from '../db/storedJson.ts';

export interface UsedStandard {
  id: number;
  standardNo: string;
  edition: string;
  title: string;
  version: number;
  classCode: string;
  classLabel: string;
  condition?: string;
}
export interface UsedLimit {
  s: number;
  table: string;
  analyte: string;
  limit: string;
  unit: string;
  basis?: string;
  oxygenRef?: string;
  /** the standard (or this item) states the rounded value is compared (GB/T 8170 §4.3.2): the clause that says so */
  rounded?: string;
}
/** Per `${sampleId}:${parameterId}`: the limit used, or null where the point's standard does not cover the parameter. */
export interface StandardsUsed {
  standards: UsedStandard[];
  limits: Record<string, UsedLimit | null>;
  /**
   * Per key whose limit is null because the class gives the parameter's limits only under conditions (GB 18918's 氨氮
   * by water temperature) and the point chose none: those conditions. Such a result is not judged, and the report says
   * the point's condition was not chosen rather than that the standard sets no limit.
   */
  unconditioned?: Record<string, string[]>;
}

type Param = { id: number; name: string; unit: string; mdl: string; decimals?: number; templateId?: string | null };
type Pair = { sample: Row; param: Param; result?: Row };

/** A row's other names: "氨氮、NH3-N" → ['氨氮', 'NH3-N']. */
export const aliasesOf = (r: Pick<StandardRow, 'aliases'>) =>
  (r.aliases ?? '')
    .split(/[、,，;；]/)
    .map((x) => x.trim())
    .filter(Boolean);

/** The row of a standard's class for a parameter: by its name or an alias; the point's condition first, else none. */
export function rowFor(rows: StandardRow[], name: string, classCode: string, condition?: string): StandardRow | undefined {
  const mine = rowsOf(rows, name, classCode);
  return (condition ? mine.find((r) => r.condition === condition) : undefined) ?? mine.find((r) => !r.condition);
}
const rowsOf = (rows: StandardRow[], name: string, classCode: string) =>
  rows.filter((r) => r.classCode === classCode && (r.analyte === name || aliasesOf(r).includes(name)));

/** The conditions a class gives a parameter's rows under, when it gives none without one (else empty). */
export function conditionsOnly(rows: StandardRow[], name: string, classCode: string): string[] {
  const mine = rowsOf(rows, name, classCode);
  return mine.some((r) => !r.condition) ? [] : [...new Set(mine.map((r) => r.condition!))];
}

/** Resolves, from the library as it is now, the limit of every included result whose point chose a standard. */
export async function libraryLimits(u: Unit, orderId: number, pairs: Pair[]): Promise<StandardsUsed | undefined> {
  const order = await load(u, 'orders', orderId);
  const points = storedJson<OrderPoint[]>(order.points) ?? [];
  const standards: UsedStandard[] = [];
  const limits: StandardsUsed['limits'] = {};
  const unconditioned: NonNullable<StandardsUsed['unconditioned']> = {};
  const cache = new Map<number, Row | undefined>();
  for (const { sample, param } of pairs) {
    const point = points.find((p) => p.name === sample.pointName && p.limitStandardId && p.limitClass);
    if (!point) continue;
    const id = point.limitStandardId!;
    if (!cache.has(id)) cache.set(id, await u.tx.selectFrom('limitStandards').selectAll().where('id', '=', id).executeTakeFirst());
    const std = cache.get(id);
    if (!std) continue;
    let s = standards.findIndex((x) => x.id === id && x.classCode === point.limitClass && x.condition === point.limitCondition);
    if (s < 0) {
      const cls = storedJson<Array<{ code: string; label: string }>>(std.classes).find((c) => c.code === point.limitClass);
      standards.push({
        id,
        standardNo: String(std.standardNo),
        edition: String(std.edition),
        title: String(std.title),
        version: Number(std.version),
        classCode: point.limitClass!,
        classLabel: cls?.label ?? point.limitClass!,
        ...(point.limitCondition ? { condition: point.limitCondition } : {}),
      });
      s = standards.length - 1;
    }
    const rows = storedJson<StandardRow[]>(std.rows) ?? [];
    const r = rowFor(rows, param.name, point.limitClass!, point.limitCondition);
    const only = !r && !point.limitCondition ? conditionsOnly(rows, param.name, point.limitClass!) : [];
    if (only.length) unconditioned[`${sample.id}:${param.id}`] = only;
    const rounded =
      (r?.comparison ?? std.comparison) === 'rounded' ? `${String(std.standardNo)} ${String(std.comparisonClause ?? '').trim()}`.trim() : undefined;
    limits[`${sample.id}:${param.id}`] = r
      ? {
          s,
          table: r.table,
          analyte: r.analyte,
          limit: r.limit,
          unit: r.unit,
          ...(r.basis ? { basis: r.basis } : {}),
          ...(r.oxygenRef ? { oxygenRef: r.oxygenRef } : {}),
          ...(rounded ? { rounded } : {}),
        }
      : null;
  }
  return standards.length ? { standards, limits, ...(Object.keys(unconditioned).length ? { unconditioned } : {}) } : undefined;
}

/** Mass concentrations convert by powers of ten within one family; any other pair of units is not compared. */
const SCALE: Record<string, [string, number]> = {
  'mg/L': ['L', -3],
  'μg/L': ['L', -6],
  'ng/L': ['L', -9],
  'mg/m³': ['m3', -3],
  'μg/m³': ['m3', -6],
  'ng/m³': ['m3', -9],
  'mg/kg': ['kg', -3],
  'μg/kg': ['kg', -6],
  'ng/kg': ['kg', -9],
};
export function factor(from: string, to: string): Dec | undefined {
  if (from === to) return new Dec(1);
  const a = SCALE[from],
    b = SCALE[to];
  return a && b && a[0] === b[0] ? new Dec(10).pow(a[1] - b[1]) : undefined;
}

/**
 * A printed value ("5.2", "0.09L", "<0.09", "ND", "—") in another unit of its family (μg/L → mg/L): the decimal point
 * moved by the power of ten between the units — exact, the digits as reported (5.20 μg/L is 0.00520 mg/L, never a
 * re-rounding); text without a number stays as it is. Undefined when the units do not convert or the text is not one
 * of these forms.
 */
export function inUnit(printed: string, from: string, to: string): string | undefined {
  const a = SCALE[from],
    b = SCALE[to];
  if (!a || !b || a[0] !== b[0]) return from === to ? printed : undefined;
  if (printed === 'ND' || printed === '—' || printed === '') return printed;
  const m = /^([<≤]?)(\d+(?:\.(\d+))?)(L?)$/.exec(printed);
  if (!m) return undefined;
  const shift = a[1] - b[1];
  const places = Math.max(0, (m[3]?.length ?? 0) - shift);
  return `${m[1]}${new Dec(m[2]).times(new Dec(10).pow(shift)).toFixed(places)}${m[4]}`;
}

/** A verdict under the agreed rule: the library's three, and 无法判定 where result ± U crosses the limit (guarded). */
export type RuleVerdict = LimitVerdict | 'inconclusive';

/** The agreed decision rule a judgement applies, and the result's U (full value, in the result's unit) if there is one. */
export interface Agreed {
  rule: DecisionRuleName | null;
  U?: Dec;
}

/**
 * Guarded acceptance with w = U (ILAC-G8:09/2019 §4.2.2, schemas/uncertainty/decision.ts decide): [x − U, x + U]
 * wholly inside the limit conforms, wholly outside does not, across it is inconclusive. Written on the parsed limit
 * so a range ("6~9") is read the way the simple judgement reads it; undefined when the limit is no number.
 */
export function guardedVerdict(compared: Dec, U: Dec, limit: string): RuleVerdict | undefined {
  const zone = parseLimit(limit);
  if (!zone) return undefined;
  const low = inside(compared.minus(U), zone);
  const high = inside(compared.plus(U), zone);
  return low && high ? 'conform' : !low && !high ? 'notConform' : 'inconclusive';
}

/**
 * The simple judgement's verdict under the agreed rule: simple (or none agreed) keeps it; guarded re-judges a detected
 * result with its U (scaled by `k`, the unit and O₂ factor the value was), and without a U does not judge (`noU`).
 */
export function underRule(
  simple: LimitVerdict | undefined,
  compared: Dec | undefined,
  limit: string,
  agreed: Agreed | undefined,
  k: Dec = new Dec(1),
): { verdict?: RuleVerdict; noU?: true } {
  if (!simple || agreed?.rule !== 'guarded' || !compared) return { verdict: simple };
  if (!agreed.U) return { verdict: 'undetermined', noU: true };
  return { verdict: guardedVerdict(compared, agreed.U.times(k), limit) ?? simple };
}

export interface LibraryJudgement {
  verdict?: RuleVerdict;
  /** guarded acceptance without an approved uncertainty record covering the result: not judged */
  noUncertainty?: true;
  /** the limit as printed: with its unit when the standard states it in another unit than the result */
  limit: string;
  /** stack gas: the result corrected to the standard's reference oxygen content, as printed */
  corrected?: string;
  /** how many times a maximum is exceeded: (C − L) / L, two decimals */
  multiple?: string;
  /** why no verdict: units that do not convert, or no measured oxygen for a corrected limit */
  reason?: 'unit' | 'noOxygen';
}

/**
 * The rule a library limit is judged by: the rounded-value comparison where the standard (or its row) states it, with
 * the clause as the basis printed on the report; else the template's rule (GB/T 8170 §4.3.1 full value by default).
 */
export function libraryRuleOf(l: UsedLimit, param: Pick<Param, 'templateId'>): DecisionRule {
  if (l.rounded)
    return {
      comparison: 'rounded',
      basis: { zh: `${l.rounded}；GB/T 8170-2008 §4.3.2（修约值比较法）`, en: `${l.rounded}; GB/T 8170-2008 §4.3.2 (rounded-value comparison)` },
    };
  return limitRuleOf(param.templateId ? templateById(param.templateId) : undefined);
}

/**
 * One result against its library limit by its decision rule (libraryRuleOf) (GB/T 8170 §4.3.1 full value by default).
 * ND ("not detected") limits: a below-MDL result conforms, a detected one does not. Stack gas with a reference
 * oxygen content: ρ = ρ′ × (21 − O₂ref) / (21 − O₂measured), applied before the comparison.
 */
export function judgeLibrary(l: UsedLimit, param: Param, result: Row | undefined, sample: Row, agreed?: Agreed): LibraryJudgement | undefined {
  if (!result || result.value === undefined || result.value === null) return undefined;
  const limit = l.unit === param.unit ? l.limit : `${l.limit} ${l.unit}`;
  const below = result.belowMdl === true || result.belowMdl === 1;
  if (l.limit === 'ND') return { limit: '不得检出', verdict: below ? 'conform' : 'notConform' };
  const f = factor(param.unit, l.unit);
  if (!f) return { limit, verdict: 'undetermined', reason: 'unit' };
  let k = f;
  let corrected: string | undefined;
  if (l.oxygenRef) {
    const o2 =
      sample.oxygenMeasured === undefined || sample.oxygenMeasured === null || sample.oxygenMeasured === '' ? undefined : decOf(String(sample.oxygenMeasured));
    if (!o2 || o2.gte(21)) return { limit, verdict: 'undetermined', reason: 'noOxygen' };
    k = k.times(new Dec(21).minus(decOf(l.oxygenRef)).div(new Dec(21).minus(o2)));
  }
  const rule = libraryRuleOf(l, param);
  const full = typeof result.fullValue === 'string' && result.fullValue !== '' ? decOf(result.fullValue).times(k).toString() : undefined;
  const rounded = decOf(String(result.value)).times(k).toString();
  const mdl = decOf(String(result.mdl ?? param.mdl ?? '0'))
    .times(k)
    .toString();
  if (l.oxygenRef && !below) corrected = roundGB8170(full ?? rounded, { decimals: Math.max(0, Number(param.decimals ?? 2)) });
  const j = judgeLimit(l.limit, { full, rounded, belowMdl: below, mdl }, rule);
  // a result below the MDL keeps the MDL rule (its value is not known, so no interval is drawn around it)
  const ruled = below ? { verdict: j?.verdict } : underRule(j?.verdict, j ? new Dec(j.compared) : undefined, l.limit, agreed, k);
  const max = /^[≤<]/.test(l.limit) ? decOf(l.limit.slice(1)) : undefined;
  const compared = j ? new Dec(j.compared) : undefined;
  const multiple = ruled.verdict === 'notConform' && max && max.gt(0) && compared ? compared.minus(max).div(max).toDecimalPlaces(2).toFixed(2) : undefined;
  return {
    limit,
    verdict: ruled.verdict,
    ...(ruled.noU ? { noUncertainty: true as const } : {}),
    ...(corrected ? { corrected } : {}),
    ...(multiple ? { multiple } : {}),
  };
}

/** How a report names the standards it judged by (判定依据), with the library record version used. */
export const standardLines = (u: StandardsUsed) =>
  u.standards.map((s) => `${s.standardNo}《${s.title}》${s.classLabel}${s.condition ? `（${s.condition}）` : ''}（限值库记录第 ${s.version} 版）`);
