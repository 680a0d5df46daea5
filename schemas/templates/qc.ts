// QC evaluations beside the rows: blank, duplicate (RD/RPD/absolute difference), spike recovery, CRM,
// calibration r, continuing-calibration check and sheet-level checks. Each says pass/fail and the limit used;
// pass = null means "not judged" (both duplicates below the MDL, a missing sample, unusable input).
import { Dec, decString, parseDec } from '../calc/decimal.ts';
import { evaluateFormula } from '../calc/expr/index.ts';
import { meanHalfMdl } from '../calc/mdl.ts';
import { PRECISION_FORMULAS } from '../calc/precision.ts';
import { SPIKE_FORMULAS } from '../calc/recovery.ts';
import { roundDec, truncateR } from '../calc/round.ts';
import type { CalibrationStats, ResultValue } from './evaluate.ts';
import type { QcInput, QcRule, TemplateDef } from './types.ts';

export type QcKind = QcRule['kind'];

export interface QcEvaluation {
  kind: QcKind;
  /** Sample ids (or the check key) the evaluation is about. */
  refs: string[];
  /** The statistic, rounded for display (%, or result units). */
  value?: string;
  unit?: string;
  /** The limit used, machine-readable; `limit` is its compact text, e.g. "≤10%", "70–130%", "<0.025 mg/L". */
  min?: string;
  max?: string;
  limit: string;
  pass: boolean | null;
  /** i18n key: calc.qc.pass / fail / bothBelowMdl / awaitingResult / sampleNotFound / invalidInput / notEvaluated. */
  message: string;
  params: Record<string, string | number>;
  /** Duplicates: the reported mean (a below-MDL value counts as ½ MDL). */
  mean?: string;
  /** A multi-analyte record's blank, duplicate, spike or CRM: the template parameter code it judges (QcInput's `parameter`). */
  parameter?: string;
}

/**
 * A QC sample's result: null when its row is in the record without a result yet, undefined when no row has it.
 * With a parameter (a multi-analyte record), that parameter's row of the sample; without, the sample's first row.
 */
export type RowLookup = (sampleId: string, parameter?: string) => ResultValue | null | undefined;

/** Why a QC check has no verdict for want of a sample's result: still to be entered, or no such sample. */
const missing = (res: ResultValue | null | undefined) => (res === null ? 'calc.qc.awaitingResult' : 'calc.qc.sampleNotFound');
type Scope = Record<string, Dec | string | undefined>;

const PCT = { decimals: 1 } as const;

function verdict(pass: boolean): string {
  return pass ? 'calc.qc.pass' : 'calc.qc.fail';
}

function notJudged(kind: QcKind, refs: string[], limit: string, message: string, params: Record<string, string | number> = {}): QcEvaluation {
  return { kind, refs, limit, pass: null, message, params };
}

export function evaluateQc(t: TemplateDef, qc: QcInput, find: RowLookup, scope: Scope, cal: CalibrationStats | undefined): QcEvaluation[] {
  const out: QcEvaluation[] = [];
  const unit = t.results[0]?.unit ?? '';
  const rounding = t.results[0]?.rounding ?? { significant: 3 };
  // a multi-analyte record's blank, duplicate, spike or CRM judges its own parameter's rows, in that parameter's unit,
  // and says which
  const of = (parameter: string | undefined): RowLookup => (parameter ? (id) => find(id, parameter) : find);
  const named = (q: QcEvaluation, parameter: string | undefined): QcEvaluation => (parameter ? { ...q, parameter } : q);
  const unitOf = (parameter: string | undefined) => t.parameters.find((p) => p.code === parameter)?.unit ?? unit;
  for (const rule of t.qc) {
    switch (rule.kind) {
      case 'calibration':
        if (cal && cal.r !== '')
          out.push({
            kind: 'calibration',
            refs: ['curve'],
            value: truncateR(new Dec(cal.r).abs()),
            min: rule.minR,
            limit: `r≥${rule.minR}`,
            pass: cal.pass,
            message: verdict(cal.pass),
            params: { r: cal.r },
          });
        break;
      case 'blank':
        for (const b of qc.blanks ?? []) out.push(named(judgeBlank(rule, b.sampleId, of(b.parameter), unitOf(b.parameter)), b.parameter));
        break;
      case 'duplicate':
        for (const d of qc.duplicates ?? []) out.push(named(judgeDuplicate(rule, d.a, d.b, of(d.parameter), unitOf(d.parameter), rounding), d.parameter));
        break;
      case 'spike':
        for (const s of qc.spikes ?? []) out.push(named(judgeSpike(rule, s, of(s.parameter)), s.parameter));
        break;
      case 'crm':
        for (const c of qc.crms ?? []) out.push(named(judgeCrm(c, of(c.parameter), unitOf(c.parameter)), c.parameter));
        break;
      case 'ccv':
        for (const c of qc.ccv ?? []) {
          const m = parseDec(c.measured ?? '');
          const e = parseDec(c.expected ?? '');
          const rel = rule.maxRelErr !== undefined;
          const limit = rel ? `±${rule.maxRelErr}%` : `±${rule.maxAbsErr} ${unit}`;
          if (!m || !e || (rel && e.isZero())) out.push(notJudged('ccv', ['ccv'], limit, 'calc.qc.invalidInput'));
          else {
            const err = rel ? ccvRelativeDeviation(c)! : m.minus(e);
            const max = (rel ? rule.maxRelErr : rule.maxAbsErr) ?? '0';
            const pass = err.abs().lte(max);
            const value = rel ? roundDec(err, PCT) : roundDec(err, rounding, t.parameters[0]?.mdl);
            out.push({ kind: 'ccv', refs: ['ccv'], value, unit: rel ? '%' : unit, max, limit, pass, message: verdict(pass), params: {} });
          }
        }
        break;
      case 'check': {
        const r = evaluateFormula(rule.formula, scope);
        const limit =
          rule.min !== undefined && rule.max !== undefined ? `${rule.min}–${rule.max}` : rule.max !== undefined ? `≤${rule.max}` : `≥${rule.min ?? ''}`;
        if (!r.ok) {
          out.push(notJudged('check', [rule.key], limit, 'calc.qc.notEvaluated', { ...r.error.params, reason: r.error.code }));
          break;
        }
        const pass = (rule.min === undefined || r.value.gte(rule.min)) && (rule.max === undefined || r.value.lte(rule.max));
        out.push({
          kind: 'check',
          refs: [rule.key],
          value: roundDec(r.value, { significant: 3 }),
          unit: rule.unit,
          min: rule.min,
          max: rule.max,
          limit,
          pass,
          message: verdict(pass),
          params: { label: rule.key },
        });
        break;
      }
    }
  }
  return out;
}

/**
 * A continuing calibration check's relative deviation, (measured − expected) / expected × 100 %, in full: what a
 * ccv rule in % judges and what its control chart plots (issue 31). Undefined when either value is missing or the
 * expected value is zero.
 */
export function ccvRelativeDeviation(c: { expected?: string; measured?: string }): Dec | undefined {
  const m = parseDec(c.measured ?? '');
  const e = parseDec(c.expected ?? '');
  return m && e && !e.isZero() ? m.minus(e).div(e).times(100) : undefined;
}

// The judgements below are the one computation of each QC check: the raw record's QC (evaluateQc) and the QC
// sheet's evaluation on the server (server/business/qc.ts, from the stored full values) both call them, so the
// record, the QC sheet and the report show the same number and verdict.

/** A blank below its limit (the rule's, else the result's MDL), by the full value. */
export function judgeBlank(rule: Extract<QcRule, { kind: 'blank' }>, sampleId: string, find: RowLookup, unit: string): QcEvaluation {
  const res = find(sampleId);
  const max = rule.max ?? res?.mdl;
  const limit = max === undefined ? '<MDL' : `<${max} ${unit}`;
  if (!res) return notJudged('blank', [sampleId], limit, missing(res), { sampleId });
  if (max === undefined) return notJudged('blank', [sampleId], limit, 'calc.qc.notEvaluated');
  const pass = new Dec(res.raw).lt(max);
  return { kind: 'blank', refs: [sampleId], value: res.display, unit, max, limit, pass, message: verdict(pass), params: {} };
}

/** A CRM's full result within its certified value ± half range (both in the result's unit). */
export function judgeCrm(c: NonNullable<QcInput['crms']>[number], find: RowLookup, unit: string): QcEvaluation {
  const res = find(c.sampleId);
  const certified = parseDec(c.certified ?? '');
  const half = parseDec(c.halfRange ?? '');
  const limit = `${c.certified}±${c.halfRange} ${unit}`;
  if (!res) return notJudged('crm', [c.sampleId], limit, missing(res), { sampleId: c.sampleId });
  if (!certified || !half) return notJudged('crm', [c.sampleId], limit, 'calc.qc.invalidInput');
  const pass = new Dec(res.raw).minus(certified).abs().lte(half);
  const min = decString(certified.minus(half));
  const max = decString(certified.plus(half));
  return { kind: 'crm', refs: [c.sampleId], value: res.rounded, unit, min, max, limit, pass, message: verdict(pass), params: {} };
}

/** A duplicate pair's precision statistic from the full values (a value below the MDL counts as ½ MDL). */
export function judgeDuplicate(...args: Parameters<typeof judgeDuplicateInFull>): QcEvaluation {
  const { full: _full, ...e } = judgeDuplicateInFull(...args);
  return e;
}

/** judgeDuplicate with the statistic's full value (`full`, unrounded): the control chart plots it (issue 31). */
export function judgeDuplicateInFull(
  rule: Extract<QcRule, { kind: 'duplicate' }>,
  a: string,
  b: string,
  find: RowLookup,
  unit: string,
  rounding: QcRuleRounding,
): QcEvaluation & { full?: string } {
  const ra = find(a);
  const rb = find(b);
  const pctUnit = rule.statistic === 'absDiff' ? unit : '%';
  const limitOf = (max: string): string => `≤${max}${rule.statistic === 'absDiff' ? ` ${unit}` : '%'}`;
  if (!ra || !rb) return notJudged('duplicate', [a, b], limitOf(rule.limit), missing(!ra ? ra : rb), { sampleId: !ra ? a : b });
  const mdl = ra.mdl ?? rb.mdl;
  const m = mdl === undefined ? null : new Dec(mdl);
  const va = new Dec(ra.raw);
  const vb = new Dec(rb.raw);
  const { mean, allBelow } = meanHalfMdl([va, vb], m);
  const meanText = allBelow && mdl ? ra.display : roundDec(mean, rounding, mdl); // an MDL rule needs the MDL
  if (allBelow) return { ...notJudged('duplicate', [a, b], limitOf(rule.limit), 'calc.qc.bothBelowMdl'), mean: meanText };
  const half = m ? m.div(2) : null;
  const sub = (v: Dec): Dec => (m && half && v.lt(m) ? half : v);
  const tier = rule.tiers?.find((x) => mean.lt(x.below));
  const max = tier?.limit ?? rule.limit;
  const r = evaluateFormula(PRECISION_FORMULAS[rule.statistic], { A: sub(va), B: sub(vb) });
  if (!r.ok) return { ...notJudged('duplicate', [a, b], limitOf(max), 'calc.qc.notEvaluated', { reason: r.error.code }), mean: meanText };
  const pass = r.value.lte(max);
  const value = rule.statistic === 'absDiff' ? roundDec(r.value, rounding, mdl) : roundDec(r.value, PCT);
  return {
    kind: 'duplicate',
    refs: [a, b],
    value,
    unit: pctUnit,
    max,
    limit: limitOf(max),
    pass,
    message: verdict(pass),
    params: { statistic: rule.statistic },
    mean: meanText,
    full: r.value.toString(),
  };
}

type QcRuleRounding = Parameters<typeof roundDec>[1];

/** A spike's recovery from the full values of the sample and the spiked sample and the amount added. */
export function judgeSpike(...args: Parameters<typeof judgeSpikeInFull>): QcEvaluation {
  const { full: _full, ...e } = judgeSpikeInFull(...args);
  return e;
}

/** judgeSpike with the recovery's full value (`full`, unrounded): the control chart plots it (issue 31). */
export function judgeSpikeInFull(
  rule: Extract<QcRule, { kind: 'spike' }>,
  s: NonNullable<QcInput['spikes']>[number],
  find: RowLookup,
): QcEvaluation & { full?: string } {
  const refs = [s.sampleId, s.spikedSampleId];
  const limit = `${rule.min}–${rule.max}%`;
  const c1 = find(s.sampleId);
  const c2 = find(s.spikedSampleId);
  if (!c1 || !c2) return notJudged('spike', refs, limit, missing(!c1 ? c1 : c2), { sampleId: !c1 ? s.sampleId : s.spikedSampleId });
  const vars = { c1: c1.raw, c2: c2.raw, c3: s.added, c0: s.c0, v0: s.v0, v1: s.v1 };
  const r = evaluateFormula(SPIKE_FORMULAS[rule.form], vars);
  if (!r.ok) return notJudged('spike', refs, limit, 'calc.qc.invalidInput', { ...r.error.params, reason: r.error.code });
  const pass = r.value.gte(rule.min) && r.value.lte(rule.max);
  return {
    kind: 'spike',
    refs,
    value: roundDec(r.value, PCT),
    unit: '%',
    min: rule.min,
    max: rule.max,
    limit,
    pass,
    message: verdict(pass),
    params: { form: rule.form },
    full: r.value.toString(),
  };
}
