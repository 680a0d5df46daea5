// One result value (GB/T 8170 rounding, MDL notation, judgement flags) and the per-sample means of aggregating
// templates (BOD5 dilutions).
import { Dec, decOf, decString } from '../calc/decimal.ts';
import { formatBelowMdl, type BelowMdlNotation } from '../calc/mdl.ts';
import { roundDec, toReportNotation, type AnyRoundRule } from '../calc/round.ts';
import type { ResultValue, RowEvaluation, SampleAggregate } from './evaluate.ts';
import type { ResultDef, TemplateDef } from './types.ts';

function roundingFor(t: TemplateDef, def: ResultDef, v: Dec, parameter: string | undefined): AnyRoundRule {
  const code = parameter ?? def.parameter;
  const own = code === undefined ? undefined : t.parameters.find((p) => p.code === code)?.rounding;
  if (own) return own;
  for (const tier of def.roundingTiers ?? []) if (v.abs().lt(decOf(tier.below))) return tier.rounding;
  return def.rounding;
}

function mdlOf(t: TemplateDef, def: ResultDef, parameter: string | undefined): string | undefined {
  if (def.mdl !== undefined) return def.mdl;
  const code = parameter ?? def.parameter;
  const p = (code && t.parameters.find((x) => x.code === code)) || (def.parameter === undefined ? t.parameters[0] : undefined);
  return p?.mdl;
}

export function resultValue(
  t: TemplateDef,
  def: ResultDef,
  v: Dec,
  parameter: string | undefined,
  mdlDec: Dec | undefined,
  notation: BelowMdlNotation | undefined,
): ResultValue {
  // Built field by field (no spreads): this runs once per result per row.
  const out = { key: def.key } as ResultValue;
  const param = parameter ?? def.parameter;
  if (param) out.parameter = param;
  out.unit = def.unit;
  out.raw = decString(v);
  if (def.kind === 'flag') {
    const flag = !v.isZero();
    out.rounded = flag ? '1' : '0';
    out.display = flag ? def.flagLabels?.true ?? 'calc.flag.yes' : def.flagLabels?.false ?? 'calc.flag.no';
    out.belowMdl = false;
    out.flag = flag;
    return out;
  }
  out.rounded = roundDec(v, roundingFor(t, def, v, parameter));
  const mdl = mdlDec !== undefined ? decString(mdlDec) : mdlOf(t, def, parameter);
  out.belowMdl = mdl !== undefined && v.lt(decOf(mdl));
  out.display = out.belowMdl ? formatBelowMdl(mdl!, notation ?? def.notation ?? 'L') : toReportNotation(out.rounded);
  if (mdl !== undefined) out.mdl = mdl;
  return out;
}

/** `valid[i]`: row i counts (the template's validity flag is set); undefined when the template has no flag. */
export function aggregate(t: TemplateDef, rows: RowEvaluation[], valid: boolean[] | undefined, notation: BelowMdlNotation | undefined): SampleAggregate[] {
  const def = t.results[0];
  const groups = new Map<string, Dec[]>();
  rows.forEach((r, i) => {
    if (!groups.has(r.sampleId)) groups.set(r.sampleId, []);
    if (r.result && (valid === undefined || valid[i])) groups.get(r.sampleId)!.push(new Dec(r.result.raw));
  });
  return [...groups].map(([sampleId, vs]) => {
    if (vs.length === 0) return { sampleId, n: 0 };
    const mean = vs.reduce((s, v) => s.plus(v), new Dec(0)).div(vs.length);
    return { sampleId, n: vs.length, result: resultValue(t, def, mean, undefined, undefined, notation) };
  });
}
