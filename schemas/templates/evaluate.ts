// evaluateRecord: one raw record (header, sample rows, curve, QC) through a template. Never throws: every problem
// becomes a cell error {row, key, message, params} with an i18n key, and rows that can be computed still are.
import { Dec, decOf, decString, parseDec } from '../calc/decimal.ts';
import type { CalcErrorCode, CalcParams } from '../calc/errors.ts';
import { compileFormula, caught, type Compiled } from '../calc/expr/index.ts';
import { linearFit, correlationPasses } from '../calc/calibration.ts';
import { formatBelowMdl, type BelowMdlNotation } from '../calc/mdl.ts';
import { roundDec, toReportNotation, type AnyRoundRule } from '../calc/round.ts';
import { checkField } from './fields.ts';
import { evaluateQc, type QcEvaluation, type RowLookup } from './qc.ts';
import type { ComputedDef, RecordInput, ResultDef, TemplateDef } from './types.ts';

/** row −1 = header, curve or record level. key = input/header/result key, 'curve', 'curve.3.y' or 'record'. */
export interface CellError {
  row: number;
  key: string;
  message: CalcErrorCode;
  params: CalcParams;
}

export interface ResultValue {
  key: string;
  parameter?: string;
  unit: string;
  /** Full precision (decimal string). */
  raw: string;
  /** GB/T 8170, once; significant figures left of the units digit come as E notation ("2.5E3"). */
  rounded: string;
  /** What the report prints: "0.025L" below the MDL, "2.5×10³", or an i18n key for flags. */
  display: string;
  belowMdl: boolean;
  mdl?: string;
  flag?: boolean;
}

export interface RowEvaluation {
  row: number;
  sampleId: string;
  parameter?: string;
  /** Computed columns, full precision. */
  values: Record<string, string>;
  results: ResultValue[];
  /** The first result (the template's main parameter), when it could be computed. */
  result?: ResultValue;
  ok: boolean;
}

export interface CalibrationStats {
  slope: string;
  intercept: string;
  r: string;
  n: number;
  minR: string;
  pass: boolean;
  source: 'points' | 'given';
}

export interface SampleAggregate {
  sampleId: string;
  /** Rows averaged (valid rows only when the template names a validity flag). */
  n: number;
  result?: ResultValue;
}

export interface RecordEvaluation {
  templateId: string;
  templateVersion: number;
  /** No cell errors (QC failures do not make a record invalid; they block verification elsewhere). */
  ok: boolean;
  rows: RowEvaluation[];
  samples?: SampleAggregate[];
  errors: CellError[];
  qc: QcEvaluation[];
  calibration?: CalibrationStats;
}

export interface EvaluateOptions {
  /** Below-MDL notation for this report type; default: the result's own, else 'L'. */
  notation?: BelowMdlNotation;
}

type Scope = Record<string, Dec | string | undefined>;

function compiled(formula: string): Compiled | CellError {
  const c = compileFormula(formula);
  return c.ok ? c.value : { row: -1, key: 'formula', message: c.error.code, params: { ...c.error.params, formula } };
}

export function evaluateRecord(template: TemplateDef, input: RecordInput, options: EvaluateOptions = {}): RecordEvaluation {
  const base: RecordEvaluation = { templateId: template?.id ?? '', templateVersion: template?.version ?? 0, ok: false, rows: [], errors: [], qc: [] };
  try {
    if (!template || !Array.isArray(template.results) || !input || !Array.isArray(input.rows)) {
      base.errors.push({ row: -1, key: 'record', message: 'calc.error.invalidRecord', params: {} });
      return base;
    }
    return run(template, input, options, base);
  } catch (e) {
    const r = caught<never>(e);
    const params = r.ok ? {} : r.error.params;
    base.errors.push({ row: -1, key: 'record', message: 'calc.error.internal', params });
    return base;
  }
}

interface Plan {
  computed: { def: ComputedDef; code: Compiled | CellError; sheet: boolean }[];
  results: { def: ResultDef; code: Compiled | CellError; mdl?: Compiled | CellError }[];
  inputKeys: Set<string>;
  /** Variables some formula reads: `{result}_r` is only kept when a judgement uses it. */
  read: Set<string>;
}
const plans = new WeakMap<TemplateDef, Plan>();

/** Compiles a template once. Computed columns that read only header values, constants and the curve are
 *  sheet-level (e.g. a blank's electrode mass): computed once per record, not once per row. */
function planOf(t: TemplateDef): Plan {
  let plan = plans.get(t);
  if (plan) return plan;
  const inputKeys = new Set(t.inputs.map((d) => d.key));
  const sheetVars = new Set<string>([...Object.keys(t.constants), ...t.header.map((d) => d.key), 'a', 'b', 'r']);
  const read = new Set<string>();
  const computed = t.computed.map((def) => {
    const code = compiled(def.formula);
    const vars = 'row' in code ? [] : code.variables;
    vars.forEach((v) => read.add(v));
    const sheet = !('row' in code) && vars.every((v) => sheetVars.has(v) && !inputKeys.has(v));
    if (sheet) sheetVars.add(def.key);
    return { def, code, sheet };
  });
  const results = t.results.map((def) => {
    const code = compiled(def.formula);
    const mdl = def.mdlFormula ? compiled(def.mdlFormula) : undefined;
    for (const c of [code, mdl]) if (c && !('row' in c)) c.variables.forEach((v) => read.add(v));
    return { def, code, ...(mdl ? { mdl } : {}) };
  });
  for (const q of t.qc) if (q.kind === 'check') compiled(q.formula);
  plan = { computed, results, inputKeys, read };
  plans.set(t, plan);
  return plan;
}

function run(t: TemplateDef, input: RecordInput, options: EvaluateOptions, out: RecordEvaluation): RecordEvaluation {
  const errors = out.errors;
  const plan = planOf(t);
  const scope: Scope = Object.create(null);
  const failed = new Set<string>(); // variables whose value is unusable: formulas reading them are skipped quietly
  for (const [k, v] of Object.entries(t.constants)) scope[k] = decOf(v);

  const header = input.header ?? {};
  for (const def of t.header) {
    const c = checkField(def, header[def.key]);
    if (!c.ok) {
      errors.push({ row: -1, key: def.key, message: c.message, params: c.params });
      failed.add(def.key);
    } else if (c.value instanceof Dec) scope[def.key] = c.value;
  }

  if (t.curve) {
    const cal = curveStats(t, input, errors);
    if (cal) {
      out.calibration = cal;
      scope.a = new Dec(cal.intercept);
      scope.b = new Dec(cal.slope);
      if (cal.r !== '') scope.r = new Dec(cal.r);
    } else ['a', 'b', 'r'].forEach((k) => failed.add(k));
  }
  for (const c of [...plan.computed, ...plan.results]) if ('row' in c.code) errors.push(c.code);

  // Evaluates one formula; failures become cell errors on the input they name (else on the column).
  const evalOne = (row: number, sc: Scope, bad: Set<string>, key: string, code: Compiled | CellError): Dec | undefined => {
    if ('row' in code) return undefined;
    if (bad.size > 0 && code.variables.some((v) => bad.has(v))) {
      bad.add(key);
      return undefined;
    }
    try {
      return code.run(sc);
    } catch (e) {
      const r = caught<never>(e);
      if (!r.ok) {
        const named = r.error.input;
        const cell = named !== undefined && (plan.inputKeys.has(named) || (row < 0 && named in sc)) ? named : key;
        errors.push({ row, key: cell, message: r.error.code, params: r.error.params });
      }
      bad.add(key);
      return undefined;
    }
  };

  const sheetValues: Record<string, string> = {};
  for (const c of plan.computed) {
    if (!c.sheet) continue;
    const v = evalOne(-1, scope, failed, c.def.key, c.code);
    if (v !== undefined) {
      scope[c.def.key] = v;
      sheetValues[c.def.key] = decString(v);
    }
  }

  const rowScopes: Scope[] = [];
  input.rows.forEach((row, i) => {
    const rowScope: Scope = Object.create(scope);
    const rowFailed = failed.size > 0 ? new Set(failed) : new Set<string>();
    const before = errors.length;
    const inputs = row && typeof row.inputs === 'object' && row.inputs !== null ? row.inputs : {};
    for (const def of t.inputs) {
      const c = checkField(def, inputs[def.key]);
      if (!c.ok) {
        errors.push({ row: i, key: def.key, message: c.message, params: c.params });
        rowFailed.add(def.key);
      } else if (c.value instanceof Dec) rowScope[def.key] = c.value;
    }
    const values: Record<string, string> = {};
    for (const c of plan.computed) {
      if (c.sheet) {
        if (c.def.key in sheetValues) values[c.def.key] = sheetValues[c.def.key];
        continue;
      }
      const v = evalOne(i, rowScope, rowFailed, c.def.key, c.code);
      if (v !== undefined) {
        rowScope[c.def.key] = v;
        values[c.def.key] = decString(v);
      }
    }
    const resultValues: ResultValue[] = [];
    for (const r of plan.results) {
      const v = evalOne(i, rowScope, rowFailed, r.def.key, r.code);
      if (v === undefined) continue;
      if (r.def.min !== undefined && v.lt(decOf(r.def.min))) {
        errors.push({ row: i, key: r.def.key, message: 'calc.error.belowMin', params: { input: r.def.key, value: decString(v), min: r.def.min } });
        rowFailed.add(r.def.key);
        continue;
      }
      const mdlValue = r.mdl ? evalOne(i, rowScope, rowFailed, `${r.def.key}.mdl`, r.mdl) : undefined;
      const rv = resultValue(t, r.def, v, row?.parameter, mdlValue, options.notation);
      rowScope[r.def.key] = v;
      const roundedKey = `${r.def.key}_r`;
      if (plan.read.has(roundedKey)) rowScope[roundedKey] = new Dec(rv.rounded); // judgements on the rounded value (修约值比较法)
      resultValues.push(rv);
    }
    rowScopes.push(rowScope);
    const sampleId = typeof row?.sampleId === 'string' ? row.sampleId : String(i + 1);
    const rowOut = { row: i, sampleId } as RowEvaluation;
    if (row?.parameter) rowOut.parameter = row.parameter;
    rowOut.values = values;
    rowOut.results = resultValues;
    if (resultValues.length > 0 && resultValues[0].key === t.results[0]?.key) rowOut.result = resultValues[0];
    rowOut.ok = errors.length === before;
    out.rows.push(rowOut);
  });

  if (t.aggregate) out.samples = aggregate(t, out.rows, rowScopes, options.notation);
  const bySample = new Map<string, ResultValue | undefined>();
  for (const r of out.rows) if (!bySample.has(r.sampleId)) bySample.set(r.sampleId, r.result);
  for (const s of out.samples ?? []) bySample.set(s.sampleId, s.result);
  const lookup: RowLookup = (sampleId) => bySample.get(sampleId);
  out.qc = evaluateQc(t, input.qc ?? {}, lookup, scope, out.calibration);
  out.ok = errors.length === 0;
  return out;
}

function curveStats(t: TemplateDef, input: RecordInput, errors: CellError[]): CalibrationStats | undefined {
  const def = t.curve!;
  const curve = input.curve;
  const minR = t.qc.find((q) => q.kind === 'calibration')?.minR ?? def.minR;
  if (curve?.points && curve.points.length > 0) {
    if (curve.points.length < def.minPoints) {
      errors.push({ row: -1, key: 'curve', message: 'calc.error.curveTooFewPoints', params: { min: def.minPoints, got: curve.points.length } });
      return undefined;
    }
    const fit = linearFit(curve.points, def.xTransform ?? 'none');
    if (!fit.ok) {
      errors.push({ row: -1, key: fit.error.input ?? 'curve', message: fit.error.code, params: fit.error.params });
      return undefined;
    }
    const { slope, intercept, r, n } = fit.value;
    return { slope, intercept, r, n, minR, pass: correlationPasses(r, minR), source: 'points' };
  }
  if (curve?.slope !== undefined && curve.intercept !== undefined) {
    const slope = parseDec(curve.slope);
    const intercept = parseDec(curve.intercept);
    const r = curve.r === undefined ? null : parseDec(curve.r);
    const badKey = slope === null ? 'curve.slope' : intercept === null ? 'curve.intercept' : curve.r !== undefined && r === null ? 'curve.r' : null;
    if (badKey) {
      errors.push({ row: -1, key: badKey, message: 'calc.error.notANumber', params: { input: badKey } });
      return undefined;
    }
    if (slope!.isZero()) {
      errors.push({ row: -1, key: 'curve.slope', message: 'calc.error.divisionByZero', params: { input: 'b' } });
      return undefined;
    }
    const rs = r === null ? '' : decString(r);
    return { slope: decString(slope!), intercept: decString(intercept!), r: rs, n: 0, minR, pass: r !== null && correlationPasses(rs, minR), source: 'given' };
  }
  if (def.required) {
    errors.push({ row: -1, key: 'curve', message: 'calc.error.curveMissing', params: {} });
    return undefined;
  }
  return undefined; // optional curve not given: formulas that need a, b are skipped via `failed`
}

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

function aggregate(t: TemplateDef, rows: RowEvaluation[], scopes: Scope[], notation: BelowMdlNotation | undefined): SampleAggregate[] {
  const flag = t.aggregate?.validFlag;
  const def = t.results[0];
  const groups = new Map<string, Dec[]>();
  rows.forEach((r, i) => {
    if (!groups.has(r.sampleId)) groups.set(r.sampleId, []);
    const valid = flag === undefined || (scopes[i][flag] instanceof Dec && !(scopes[i][flag] as Dec).isZero());
    if (r.result && valid) groups.get(r.sampleId)!.push(new Dec(r.result.raw));
  });
  return [...groups].map(([sampleId, vs]) => {
    if (vs.length === 0) return { sampleId, n: 0 };
    const mean = vs.reduce((s, v) => s.plus(v), new Dec(0)).div(vs.length);
    return { sampleId, n: vs.length, result: resultValue(t, def, mean, undefined, undefined, notation) };
  });
}
