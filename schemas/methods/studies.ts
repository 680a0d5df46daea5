// The other two verification studies of issue 32 item 1 (HJ 168-2020 annex A): precision (RSD at each level) and
// accuracy (a certified reference material's relative error and whether it lies in the certificate's range, or spike
// recovery against the method's acceptance range). Pure decimal arithmetic (schemas/calc/decimal.ts), no I/O.
// Full values are decimal strings; the reported value beside each is rounded once from the full value by GB/T
// 8170-2008 (schemas/calc/round.ts: §3.2 rules, round once):
// - a mean: one place more than the replicates as written, s: 3 significant figures (the house rule of
//   schemas/controlCharts/display.ts);
// - a percentage (RSD, relative error, recovery): 1 decimal place, as the QC evaluation already reports its RD,
//   relative error and recovery (schemas/templates/qc.ts PCT).
// HJ 168-2020's own digit rules for these statistics could not be read (see schemas/methods/mdl.ts); these are the
// product's rules, documented here, not the standard's.
import { Dec, parseDec, decString, HUNDRED } from '../calc/decimal.ts';
import { decimalsOf, roundDec } from '../calc/round.ts';
import { spikeRecovery } from '../calc/recovery.ts';
import type { z } from 'zod';
import type { accuracyResult, precisionResult } from './results.ts';
import type { accuracyInput, precisionInput } from './verifications.ts';

type Num = string | number;
/** A field the input gets wrong, by its path (`levels.1.values.3`, `certified`, `range.0`), and why. */
export interface StudyIssue {
  path: (string | number)[];
  reason: 'notNumber' | 'notPositive' | 'tooFew' | 'zeroMean' | 'rangeOrder';
}
export type StudyResult<T> = { ok: true; value: T } | { ok: false; issues: StudyIssue[] };

const PCT = { decimals: 1 } as const;
const dec = (v: Num): Dec | null => (typeof v === 'number' ? (Number.isFinite(v) ? new Dec(v) : null) : parseDec(v));
const written = (v: Num) => (typeof v === 'number' ? String(v) : v.trim());
const placesOf = (vs: readonly Num[]) => Math.max(0, ...vs.map((v) => decimalsOf(written(v))));

function numbers(vs: readonly Num[], path: (string | number)[], issues: StudyIssue[]): Dec[] {
  const out: Dec[] = [];
  vs.forEach((v, i) => {
    const d = dec(v);
    if (d) out.push(d);
    else issues.push({ path: [...path, i], reason: 'notNumber' });
  });
  return out;
}

const meanOf = (xs: Dec[]) => xs.reduce((a, x) => a.plus(x), new Dec(0)).div(xs.length);

function meanAndS(xs: Dec[]): { mean: Dec; s: Dec } {
  const mean = meanOf(xs);
  const s = xs
    .reduce((a, x) => a.plus(x.minus(mean).pow(2)), new Dec(0))
    .div(xs.length - 1)
    .sqrt();
  return { mean, s };
}

export interface PrecisionLevel {
  n: number;
  mean: string;
  s: string;
  /** RSD (%) = s / mean × 100 */
  rsd: string;
  reported: { mean: string; s: string; rsd: string };
}

/** Precision: per level, n, mean, s (n − 1) and RSD %. Each level needs 2 or more replicates and a mean other than 0. */
export function precisionStudy(levels: ReadonlyArray<{ values: readonly Num[] }>): StudyResult<PrecisionLevel[]> {
  const issues: StudyIssue[] = [];
  const out: PrecisionLevel[] = [];
  levels.forEach((level, i) => {
    const xs = numbers(level.values, ['levels', i, 'values'], issues);
    if (level.values.length < 2) return void issues.push({ path: ['levels', i, 'values'], reason: 'tooFew' });
    if (xs.length !== level.values.length) return;
    const { mean, s } = meanAndS(xs);
    if (mean.isZero()) return void issues.push({ path: ['levels', i, 'values'], reason: 'zeroMean' });
    const rsd = s.div(mean.abs()).times(HUNDRED);
    const places = placesOf(level.values);
    out.push({
      n: xs.length,
      mean: decString(mean),
      s: decString(s),
      rsd: decString(rsd),
      reported: { mean: roundDec(mean, { decimals: Math.min(places + 1, 20) }), s: roundDec(s, { significant: 3 }), rsd: roundDec(rsd, PCT) },
    });
  });
  return issues.length ? { ok: false, issues } : { ok: true, value: out };
}

export interface CrmAccuracy {
  n: number;
  mean: string;
  /** relative error (%) = (mean − certified) / certified × 100 */
  relativeError: string;
  /** certified − halfRange ≤ mean ≤ certified + halfRange (the certificate's range, ends included) */
  within: boolean;
  reported: { mean: string; relativeError: string };
}

/**
 * Accuracy against a certified reference material: the mean of its replicates, the relative error against the
 * certified value, and whether the mean lies in the certificate's range (certified ± halfRange, as printed on the
 * certificate: "50.0 ± 2.5 mg/L"), compared on full values (GB/T 8170-2008 §4.3.1 全数值比较法).
 */
export function crmAccuracy(input: { values: readonly Num[]; certified: Num; halfRange: Num }): StudyResult<CrmAccuracy> {
  const issues: StudyIssue[] = [];
  const xs = numbers(input.values, ['values'], issues);
  if (input.values.length < 1) issues.push({ path: ['values'], reason: 'tooFew' });
  const certified = dec(input.certified);
  const half = dec(input.halfRange);
  if (!certified) issues.push({ path: ['certified'], reason: 'notNumber' });
  else if (certified.lte(0)) issues.push({ path: ['certified'], reason: 'notPositive' });
  if (!half) issues.push({ path: ['halfRange'], reason: 'notNumber' });
  else if (half.lt(0)) issues.push({ path: ['halfRange'], reason: 'notPositive' });
  if (issues.length || !certified || !half) return { ok: false, issues };
  const mean = meanOf(xs);
  const relativeError = mean.minus(certified).div(certified).times(HUNDRED);
  return {
    ok: true,
    value: {
      n: xs.length,
      mean: decString(mean),
      relativeError: decString(relativeError),
      within: mean.gte(certified.minus(half)) && mean.lte(certified.plus(half)),
      reported: { mean: roundDec(mean, { decimals: Math.min(placesOf(input.values) + 1, 20) }), relativeError: roundDec(relativeError, PCT) },
    },
  };
}

export interface SpikeAccuracy {
  /** each replicate's recovery (%) = (spiked − sample) / added × 100 (schemas/calc/recovery.ts, form 'plain') */
  recoveries: Array<{ recovery: string; within: boolean | null; reported: string }>;
  mean: string;
  /** low ≤ mean recovery ≤ high, the method's acceptance range in %, ends included, on full values (null: no range given) */
  within: boolean | null;
  reported: { mean: string };
}

/** Accuracy by spike recovery: per replicate (sample, spiked sample, amount added as a concentration), the recovery %, their mean, and whether it lies in [low, high] %. */
export function spikeAccuracy(input: {
  replicates: ReadonlyArray<{ sample: Num; spiked: Num; added: Num }>;
  range?: readonly [Num, Num];
}): StudyResult<SpikeAccuracy> {
  const issues: StudyIssue[] = [];
  if (input.replicates.length < 1) issues.push({ path: ['replicates'], reason: 'tooFew' });
  const [low, high] = input.range ? input.range.map(dec) : [undefined, undefined];
  if (low === null) issues.push({ path: ['range', 0], reason: 'notNumber' });
  if (high === null) issues.push({ path: ['range', 1], reason: 'notNumber' });
  if (low && high && low.gt(high)) issues.push({ path: ['range'], reason: 'rangeOrder' });
  const recoveries: Dec[] = [];
  input.replicates.forEach((r, i) => {
    const sample = dec(r.sample);
    const spiked = dec(r.spiked);
    const added = dec(r.added);
    if (!sample) issues.push({ path: ['replicates', i, 'sample'], reason: 'notNumber' });
    if (!spiked) issues.push({ path: ['replicates', i, 'spiked'], reason: 'notNumber' });
    if (!added) issues.push({ path: ['replicates', i, 'added'], reason: 'notNumber' });
    else if (added.lte(0)) issues.push({ path: ['replicates', i, 'added'], reason: 'notPositive' });
    if (!sample || !spiked || !added || added.lte(0)) return;
    const p = spikeRecovery({ form: 'plain', c1: decString(sample), c2: decString(spiked), c3: decString(added) });
    if (p.ok) recoveries.push(new Dec(p.value));
  });
  if (issues.length) return { ok: false, issues };
  const inRange = (p: Dec) => (low && high ? p.gte(low) && p.lte(high) : null);
  const mean = meanOf(recoveries);
  return {
    ok: true,
    value: {
      recoveries: recoveries.map((p) => ({ recovery: decString(p), within: inRange(p), reported: roundDec(p, PCT) })),
      mean: decString(mean),
      within: inRange(mean),
      reported: { mean: roundDec(mean, PCT) },
    },
  };
}

// ---- a verification record's entries (schemas/methods/verifications.ts) to what it stores (results.ts) ----

/** The precision entries of a verification record, computed: each level with its label. */
export function precisionResultOf(input: z.infer<typeof precisionInput>): StudyResult<z.infer<typeof precisionResult>> {
  const r = precisionStudy(input.levels);
  if (!r.ok) return r;
  return { ok: true, value: { levels: r.value.map((l, i) => ({ level: input.levels[i].level, ...l })) } };
}

/**
 * The accuracy entries of a verification record, computed. A CRM: the relative error of the mean, `pass` when the
 * mean lies in certifiedValue ± certifiedU. A spike: each replicate's recovery (values are the spiked sample's
 * results, background the unspiked sample's, added the amount added as a concentration), `pass` when the mean
 * recovery lies in [acceptLow, acceptHigh] %, null when the record gives no range.
 */
export function accuracyResultOf(input: z.infer<typeof accuracyInput>): StudyResult<z.infer<typeof accuracyResult>> {
  const missing = (field: string): StudyResult<never> => ({ ok: false, issues: [{ path: [field], reason: 'notNumber' }] });
  if (input.kind === 'crm') {
    if (input.certifiedValue === undefined) return missing('certifiedValue');
    if (input.certifiedU === undefined) return missing('certifiedU');
    const r = crmAccuracy({ values: input.values, certified: input.certifiedValue, halfRange: input.certifiedU });
    if (!r.ok)
      return {
        ok: false,
        issues: r.issues.map((i) => ({
          ...i,
          path: [i.path[0] === 'certified' ? 'certifiedValue' : i.path[0] === 'halfRange' ? 'certifiedU' : 'values', ...i.path.slice(1)],
        })),
      };
    const v = r.value;
    return {
      ok: true,
      value: {
        kind: 'crm',
        n: v.n,
        mean: v.mean,
        value: v.relativeError,
        recoveries: [],
        pass: v.within,
        reasons: [],
        reported: { mean: v.reported.mean, value: v.reported.relativeError },
      },
    };
  }
  if (input.added === undefined) return missing('added');
  const added = input.added;
  const background = input.background ?? '0';
  const range = input.acceptLow !== undefined && input.acceptHigh !== undefined ? ([input.acceptLow, input.acceptHigh] as const) : undefined;
  const r = spikeAccuracy({ replicates: input.values.map((spiked) => ({ sample: background, spiked, added })), range });
  if (!r.ok) {
    // the record's own fields: a replicate is values.<i>, the shared amounts and the range are named once
    const pathOf = ({ path: [head, i, sub] }: StudyIssue): (string | number)[] =>
      head === 'range'
        ? [i === 1 ? 'acceptHigh' : 'acceptLow']
        : sub === 'added'
          ? ['added']
          : sub === 'sample'
            ? ['background']
            : i === undefined
              ? ['values']
              : ['values', i];
    const seen = new Set<string>();
    const issues = r.issues.map((i) => ({ ...i, path: pathOf(i) })).filter((i) => !seen.has(i.path.join('.')) && seen.add(i.path.join('.')));
    return { ok: false, issues };
  }
  const v = r.value;
  // the mean of the spiked sample's results beside the mean recovery
  const mean = meanOf(input.values.map((x) => new Dec(x)));
  return {
    ok: true,
    value: {
      kind: 'spike',
      n: v.recoveries.length,
      mean: decString(mean),
      value: v.mean,
      recoveries: v.recoveries.map((p) => p.recovery),
      pass: v.within,
      reasons: [],
      reported: { mean: roundDec(mean, { decimals: Math.min(placesOf(input.values) + 1, 20) }), value: v.reported.mean },
    },
  };
}
