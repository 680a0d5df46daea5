// One result value (GB/T 8170 rounding, MDL notation, judgement flags) and the per-sample means of aggregating
// templates (BOD5 dilutions).
import { Dec, decOf, decString } from '../calc/decimal.ts';
import { formatBelowMdl, type BelowMdlNotation } from '../calc/mdl.ts';
import { roundDec, toReportNotation, type AnyRoundRule } from '../calc/round.ts';
import type { ResultValue, RowEvaluation, SampleAggregate } from './evaluate.ts';
import type { DecisionRule, ResultDef, TemplateDef } from './types.ts';

interface ParameterRule {
  rounding?: AnyRoundRule;
  mdl?: string;
}

/**
 * A result definition read once, for the template it belongs to (see FieldRule): every property present, rounding
 * tiers parsed, the template's parameters by code. This runs once per result per row.
 */
export class ResultRule {
  readonly key: string;
  readonly unit: string;
  readonly parameter: string | undefined;
  private readonly flag: boolean;
  private readonly flagTrue: string;
  private readonly flagFalse: string;
  private readonly decision: DecisionRule | undefined;
  private readonly range: { min: Dec | undefined; max: Dec | undefined; minInclusive: boolean; below: string; above: string } | undefined;
  private readonly notation: BelowMdlNotation | undefined;
  private readonly rounding: AnyRoundRule;
  private readonly tiers: { below: Dec; rounding: AnyRoundRule }[];
  private readonly mdl: string | undefined;
  private readonly parameters = new Map<string, ParameterRule>();
  /** The template's first parameter: its MDL serves a result that names none. */
  private readonly first: ParameterRule | undefined;

  constructor(t: TemplateDef, def: ResultDef) {
    this.key = def.key;
    this.unit = def.unit;
    this.parameter = def.parameter;
    this.flag = def.kind === 'flag';
    this.flagTrue = def.flagLabels?.true ?? 'calc.flag.yes';
    this.flagFalse = def.flagLabels?.false ?? 'calc.flag.no';
    this.decision = def.decision;
    const r = def.outOfRange;
    this.range = r && {
      min: r.min === undefined ? undefined : decOf(r.min),
      max: r.max === undefined ? undefined : decOf(r.max),
      minInclusive: r.minInclusive === true,
      below: `${r.prefix ?? ''}${r.minInclusive ? '≤' : '<'}${r.min}`,
      above: `${r.prefix ?? ''}>${r.max}`,
    };
    this.notation = def.notation;
    this.rounding = def.rounding;
    this.tiers = (def.roundingTiers ?? []).map((tier) => ({ below: decOf(tier.below), rounding: tier.rounding }));
    this.mdl = def.mdl;
    for (const p of t.parameters) if (!this.parameters.has(p.code)) this.parameters.set(p.code, p);
    this.first = t.parameters[0];
  }

  private tierOf(v: Dec): AnyRoundRule {
    for (const tier of this.tiers) if (v.abs().lt(tier.below)) return tier.rounding;
    return this.rounding;
  }

  /**
   * The reported digits, once from the full value. With tiers, the tier is the one the ROUNDED value falls in: a
   * value that rounds up across a tier boundary (BOD5 99.96 → 100.0) is rounded again, from the full value, by the
   * tier it reached (→ 100).
   */
  private round(v: Dec, parameter: string | undefined, mdl: string | undefined): string {
    const code = parameter ?? this.parameter;
    const own = code === undefined ? undefined : this.parameters.get(code)?.rounding;
    if (own) return roundDec(v, own, mdl);
    if (this.tiers.length === 0) return roundDec(v, this.rounding, mdl);
    const first = this.tierOf(v);
    const rounded = roundDec(v, first, mdl);
    const reached = this.tierOf(new Dec(rounded));
    return reached === first ? rounded : roundDec(v, reached, mdl);
  }

  private mdlFor(parameter: string | undefined): string | undefined {
    if (this.mdl !== undefined) return this.mdl;
    const code = parameter ?? this.parameter;
    const p = (code ? this.parameters.get(code) : undefined) ?? (this.parameter === undefined ? this.first : undefined);
    return p?.mdl;
  }

  value(v: Dec, parameter: string | undefined, mdlDec: Dec | undefined, notation: BelowMdlNotation | undefined, detected = false): ResultValue {
    // Built field by field (no spreads), in the order reports and snapshots have always seen.
    const out = { key: this.key } as ResultValue;
    const param = parameter ?? this.parameter;
    if (param) out.parameter = param;
    out.unit = this.unit;
    out.raw = decString(v);
    if (this.flag) {
      const flag = !v.isZero();
      out.rounded = flag ? '1' : '0';
      out.display = flag ? this.flagTrue : this.flagFalse;
      out.belowMdl = false;
      out.flag = flag;
      out.code = (flag ? this.flagTrue : this.flagFalse).replace(/^calc\.flag\./, '');
      if (this.decision) out.decision = this.decision;
      return out;
    }
    const mdl = mdlDec !== undefined ? decString(mdlDec) : this.mdlFor(parameter);
    out.rounded = this.round(v, parameter, mdl);
    // Full-value comparisons throughout (GB/T 8170 §4.3.1): the MDL test and the range notation read v, not rounded.
    out.belowMdl = !detected && mdl !== undefined && v.lt(decOf(mdl));
    if (out.belowMdl) out.display = formatBelowMdl(mdl!, notation ?? this.notation ?? 'L');
    else if (this.range?.min && (this.range.minInclusive ? v.lte(this.range.min) : v.lt(this.range.min))) out.display = this.range.below;
    else if (this.range?.max && v.gt(this.range.max)) out.display = this.range.above;
    else out.display = toReportNotation(out.rounded);
    if (mdl !== undefined) out.mdl = mdl;
    return out;
  }
}

/**
 * `rule`: the template's first result, which the rows' `result` is (none, no results to average).
 * `valid[i]`: row i counts (the template's validity flag is set); undefined when the template has no flag.
 */
export function aggregate(
  rule: ResultRule | undefined,
  rows: RowEvaluation[],
  valid: boolean[] | undefined,
  notation: BelowMdlNotation | undefined,
): SampleAggregate[] {
  const groups = new Map<string, Dec[]>();
  rows.forEach((r, i) => {
    if (!groups.has(r.sampleId)) groups.set(r.sampleId, []);
    if (r.result && (valid === undefined || valid[i])) groups.get(r.sampleId)!.push(new Dec(r.result.raw));
  });
  return [...groups].map(([sampleId, vs]) => {
    if (vs.length === 0 || !rule) return { sampleId, n: 0 };
    const mean = vs.reduce((s, v) => s.plus(v), new Dec(0)).div(vs.length);
    return { sampleId, n: vs.length, result: rule.value(mean, undefined, undefined, notation) };
  });
}
