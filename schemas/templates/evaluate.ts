// evaluateRecord: one raw record (header, sample rows, curve, QC) through a template. Never throws: every problem
// becomes a cell error {row, key, message, params} with an i18n key, and rows that can be computed still are.
import { cmpDec, Dec, decOf, decString } from '../calc/decimal.ts';
import type { CalcErrorCode, CalcParams } from '../calc/errors.ts';
import { compileFormula, caught, type Compiled } from '../calc/expr/index.ts';
import { bindSlots, type Slots } from '../calc/expr/compile.ts';
import type { BelowMdlNotation } from '../calc/mdl.ts';
import { curveStats } from './curve.ts';
import { aggregate, ResultRule } from './result.ts';
import { checkField, fieldRule, type FieldRule } from './fields.ts';
import { evaluateQc, type QcEvaluation, type RowLookup } from './qc.ts';
import type { ComputedDef, DecisionRule, FieldDef, RecordInput, ResultDef, TemplateDef } from './types.ts';

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
  /**
   * The reported value, machine-readable: GB/T 8170 once from the full value, by the method's reporting rule, as a
   * plain decimal with its reported digits ("1.20", "100"), or in E notation ("1.7E3") exactly when the reported
   * significant figures end left of the units digit (1700 would claim four). Flags: "1" / "0".
   */
  rounded: string;
  /** What the report prints: "0.025L" below the MDL, "pH>12.00", "1.7×10³", or an i18n key (calc.flag.*) for flags. */
  display: string;
  belowMdl: boolean;
  mdl?: string;
  flag?: boolean;
  /** Flags: the verdict's code ("hazardous", "notHazardous", "valid", ...); `display` is its i18n key. */
  code?: string;
  /** Flags: how the judgement compared the value with its limit (GB/T 8170 §4.3), for the record and report. */
  decision?: DecisionRule;
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
  /** Full values (34 digits); `reported` has them in the digits a record prints. */
  slope: string;
  intercept: string;
  r: string;
  reported: { slope: string; intercept: string; r: string };
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

type SlotRun = (values: Slots) => Dec;

/** A formula bound to the template's slots; `vars` are the slots it reads (a failed one skips it). */
interface Bound {
  run: SlotRun;
  vars: number[];
}

// Plan entries have one shape each (absent parts are undefined, not missing): the row loop reads them 32,000
// times a benchmark pass, and template definitions come in many shapes.
interface Plan {
  computed: { def: ComputedDef; key: string; code: Compiled | CellError; sheet: boolean; slot: number; bound: Bound | undefined }[];
  results: {
    def: ResultDef;
    key: string;
    rule: ResultRule;
    code: Compiled | CellError;
    mdl: Compiled | CellError | undefined;
    slot: number;
    bound: Bound | undefined;
    mdlBound: Bound | undefined;
    mdlKey: string;
    detectedBound: Bound | undefined;
    /** Slot of `{result}_r` when a judgement reads it (修约值比较法), else −1. */
    roundedSlot: number;
    /** Slots of the optional inputs the result needs (ResultDef.whenGiven). */
    whenGiven: number[];
    min: Dec | undefined;
  }[];
  inputs: { def: FieldDef; rule: FieldRule; slot: number }[];
  inputKeys: Set<string>;
  /** Rows must name their parameter (multi-analyte methods): it picks the MDL and digits. */
  rowParameter: boolean;
  parameterCodes: Set<string>;
  /** Every name a row can read or write, by slot: rows are arrays indexed by these. */
  names: string[];
  slots: Map<string, number>;
}
const plans = new WeakMap<TemplateDef, Plan>();

/**
 * A multi-analyte template (several parameters, a main result that names none) reports, per row, the parameter the
 * row names: without it the row would borrow another analyte's MDL and digits, so a row must name a known one.
 */
export function rowsNameParameter(t: TemplateDef): boolean {
  return t.parameters.length > 1 && t.results[0]?.parameter === undefined;
}

/** Compiles a template once. Computed columns that read only header values, constants and the curve are
 *  sheet-level (e.g. a blank's electrode mass): computed once per record, not once per row. */
function planOf(t: TemplateDef): Plan {
  let plan = plans.get(t);
  if (plan) return plan;
  const inputKeys = new Set(t.inputs.map((d) => d.key));
  const sheetVars = new Set<string>([...Object.keys(t.constants), ...t.header.map((d) => d.key), 'a', 'b', 'r']);
  const read = new Set<string>();
  const slots = new Map<string, number>();
  const names: string[] = [];
  const slotOf = (name: string): number => {
    let k = slots.get(name);
    if (k === undefined) {
      slots.set(name, (k = names.length));
      names.push(name);
    }
    return k;
  };
  const bind = (code: Compiled | CellError): Bound | undefined =>
    'row' in code ? undefined : { run: bindSlots(code, slotOf), vars: code.variables.map(slotOf) };
  for (const name of sheetVars) slotOf(name);
  const inputs = t.inputs.map((def) => ({ def, rule: fieldRule(def), slot: slotOf(def.key) }));
  if (t.aggregate?.validFlag !== undefined) slotOf(t.aggregate.validFlag);
  const computed = t.computed.map((def) => {
    const code = compiled(def.formula);
    const vars = 'row' in code ? [] : code.variables;
    vars.forEach((v) => read.add(v));
    const sheet = !('row' in code) && vars.every((v) => sheetVars.has(v) && !inputKeys.has(v));
    if (sheet) sheetVars.add(def.key);
    return { def, key: def.key, code, sheet, slot: slotOf(def.key), bound: sheet ? undefined : bind(code) };
  });
  const results = t.results.map((def) => {
    const code = compiled(def.formula);
    const mdl = def.mdlFormula ? compiled(def.mdlFormula) : undefined;
    const detected = def.detectedWhen ? compiled(def.detectedWhen) : undefined;
    for (const c of [code, mdl, detected]) if (c && !('row' in c)) c.variables.forEach((v) => read.add(v));
    return {
      def,
      key: def.key,
      rule: new ResultRule(t, def),
      code,
      mdl,
      slot: slotOf(def.key),
      bound: bind(code),
      mdlBound: mdl ? bind(mdl) : undefined,
      mdlKey: `${def.key}.mdl`,
      detectedBound: detected ? bind(detected) : undefined,
      roundedSlot: -1,
      whenGiven: (def.whenGiven ?? []).map(slotOf),
      min: def.min !== undefined ? decOf(def.min) : undefined,
    };
  });
  for (const r of results) if (read.has(`${r.def.key}_r`)) r.roundedSlot = slotOf(`${r.def.key}_r`);
  for (const q of t.qc) if (q.kind === 'check') compiled(q.formula);
  plan = { computed, results, inputs, inputKeys, rowParameter: rowsNameParameter(t), parameterCodes: new Set(t.parameters.map((p) => p.code)), names, slots };
  plans.set(t, plan);
  return plan;
}

/** Reports a formula's failure as a cell error on the input it names (else on the column). */
function report(errors: CellError[], row: number, key: string, e: unknown, named: (input: string) => boolean): void {
  const r = caught<never>(e);
  if (!r.ok) {
    const input = r.error.input;
    errors.push({ row, key: input !== undefined && named(input) ? input : key, message: r.error.code, params: r.error.params });
  }
}

/** One row formula over the row's slots; a formula reading a failed slot is skipped quietly and fails its own. */
function evalSlots(
  errors: CellError[],
  isInput: (name: string) => boolean,
  row: number,
  vals: Slots,
  bad: boolean[],
  key: string,
  b: Bound | undefined,
  slot: number,
): Dec | undefined {
  if (!b) return undefined;
  for (const k of b.vars) {
    if (bad[k]) {
      if (slot >= 0) bad[slot] = true;
      return undefined;
    }
  }
  try {
    return b.run(vals);
  } catch (e) {
    report(errors, row, key, e, isInput);
    if (slot >= 0) bad[slot] = true;
    return undefined;
  }
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

  const isInput = (name: string): boolean => plan.inputKeys.has(name);

  // Sheet level, by name: once per record.
  const sheetValues: Record<string, string> = {};
  for (const c of plan.computed) {
    if (!c.sheet || 'row' in c.code) continue;
    if (failed.size > 0 && c.code.variables.some((v) => failed.has(v))) {
      failed.add(c.def.key);
      continue;
    }
    try {
      const v = c.code.run(scope);
      scope[c.def.key] = v;
      sheetValues[c.def.key] = decString(v);
    } catch (e) {
      report(errors, -1, c.def.key, e, (name) => isInput(name) || name in scope);
      failed.add(c.def.key);
    }
  }

  // Row level, by slot: each row starts from a copy of the sheet's values and failures.
  const sheetSlots: (Dec | undefined)[] = plan.names.map((name) => scope[name] as Dec | undefined);
  const sheetFailed: boolean[] = plan.names.map((name) => failed.has(name));
  const validFlag = t.aggregate?.validFlag;
  const valid: boolean[] = [];

  for (let i = 0; i < input.rows.length; i++) {
    if (!(i in input.rows)) continue; // a hole in a sparse array is no row (as forEach had it)
    const row = input.rows[i];
    const vals = sheetSlots.slice();
    const bad = sheetFailed.slice();
    const before = errors.length;
    const inputs = row && typeof row.inputs === 'object' && row.inputs !== null ? row.inputs : {};
    for (const { rule, slot } of plan.inputs) {
      const c = rule.check(inputs[rule.key]);
      if (!c.ok) {
        errors.push({ row: i, key: rule.key, message: c.message, params: c.params });
        bad[slot] = true;
      } else if (typeof c.value === 'object') vals[slot] = c.value; // a number field's Decimal (text fields give strings)
    }
    const values: Record<string, string> = {};
    for (const c of plan.computed) {
      if (c.sheet) {
        if (c.key in sheetValues) values[c.key] = sheetValues[c.key];
        continue;
      }
      const v = evalSlots(errors, isInput, i, vals, bad, c.key, c.bound, c.slot);
      if (v !== undefined) {
        vals[c.slot] = v;
        values[c.key] = decString(v);
      }
    }
    const resultValues: ResultValue[] = [];
    const param = row?.parameter;
    const unknownParam = param !== undefined && param !== '' && !plan.parameterCodes.has(param);
    const missingParam = plan.rowParameter && !param;
    if (unknownParam) errors.push({ row: i, key: 'parameter', message: 'calc.error.unknownParameter', params: { input: 'parameter', value: String(param) } });
    else if (missingParam)
      errors.push({
        row: i,
        key: 'parameter',
        message: 'calc.error.parameterRequired',
        params: { input: 'parameter', choices: [...plan.parameterCodes].join(', ') },
      });
    // Without a known parameter the row has no MDL or digits of its own: no result rather than a borrowed one.
    for (const r of unknownParam || missingParam ? [] : plan.results) {
      if (r.whenGiven.some((k) => vals[k] === undefined && !bad[k])) continue; // an optional input left empty: no result, no error
      const v = evalSlots(errors, isInput, i, vals, bad, r.key, r.bound, r.slot);
      if (v === undefined) continue;
      if (r.min !== undefined && cmpDec(v, r.min) < 0) {
        errors.push({ row: i, key: r.key, message: 'calc.error.belowMin', params: { input: r.key, value: decString(v), min: r.def.min! } });
        bad[r.slot] = true;
        continue;
      }
      const mdlValue = r.mdl ? evalSlots(errors, isInput, i, vals, bad, r.mdlKey, r.mdlBound, -1) : undefined;
      const detected = r.detectedBound ? evalSlots(errors, isInput, i, vals, bad, `${r.key}.detected`, r.detectedBound, -1) : undefined;
      const rv = r.rule.value(v, row?.parameter, mdlValue, options.notation, detected !== undefined && !detected.isZero());
      vals[r.slot] = v;
      if (r.roundedSlot >= 0) vals[r.roundedSlot] = decOf(rv.rounded); // judgements on the rounded value (修约值比较法)
      resultValues.push(rv);
    }
    if (validFlag !== undefined) {
      const flag = vals[plan.slots.get(validFlag)!];
      valid.push(flag instanceof Dec && !flag.isZero());
    }
    const sampleId = typeof row?.sampleId === 'string' ? row.sampleId : String(i + 1);
    const rowOut = { row: i, sampleId } as RowEvaluation;
    if (row?.parameter) rowOut.parameter = row.parameter;
    rowOut.values = values;
    rowOut.results = resultValues;
    if (resultValues.length > 0 && resultValues[0].key === t.results[0]?.key) rowOut.result = resultValues[0];
    rowOut.ok = errors.length === before;
    out.rows.push(rowOut);
  }

  if (t.aggregate) out.samples = aggregate(plan.results[0]?.rule, out.rows, validFlag === undefined ? undefined : valid, options.notation);
  // Built on the first QC lookup: most records name no QC samples, and a map of 1,000 sample ids is not free.
  let bySample: Map<string, ResultValue | null> | undefined;
  // keyed by sample (its first row) and by sample and parameter (a multi-analyte record's spike or CRM)
  const lookup: RowLookup = (sampleId, parameter) => {
    if (!bySample) {
      bySample = new Map();
      for (const r of out.rows) {
        if (!bySample.has(r.sampleId)) bySample.set(r.sampleId, r.result ?? null);
        const k = `${r.sampleId}\u0000${r.parameter ?? ''}`;
        if (r.parameter && !bySample.has(k)) bySample.set(k, r.result ?? null);
      }
      for (const s of out.samples ?? []) bySample.set(s.sampleId, s.result ?? null);
    }
    return bySample.get(parameter ? `${sampleId}\u0000${parameter}` : sampleId);
  };
  out.qc = evaluateQc(t, input.qc ?? {}, lookup, scope, out.calibration);
  out.ok = errors.length === 0;
  return out;
}
