// Microbiology: plate counts by the 30–300 rules (HJ 1000-2018, mirroring GB 4789.2) and most probable number
// (MPN) by maximum likelihood, the calculation behind the published MPN tables (tubes and Quanti-Tray wells).
import { Dec, parseDec, decString, ZERO } from './decimal.ts';
import Decimal from 'decimal.js';
import { CalcFailure, calcError, type CalcResult, ok } from './errors.ts';
import { roundDec } from './round.ts';

export type ColonyRule = 'oneInRange' | 'twoInRangeMean' | 'twoInRangeLower' | 'allAbove' | 'allBelow' | 'closest';
export interface PlateGroup<T = string> {
  /** Dilution factor: 1 for neat, 10 for 10⁻¹, 100 for 10⁻² ... */
  factor: T;
  /** Colony counts of the replicate plates at that dilution. */
  counts: T[];
}

const LOW = new Dec(30);
const HIGH = new Dec(300);

/** Core of the plate-count rules on Decimals; throws CalcFailure (callers catch). */
export function colonyCountDec(groups: PlateGroup<Dec>[]): { value: Dec; rule: ColonyRule } {
  if (groups.length === 0) throw new CalcFailure(calcError('calc.error.arity', { fn: 'colonyCount' }));
  const sorted = [...groups].sort((a, b) => a.factor.cmp(b.factor));
  const rows = sorted.map((g) => {
    if (g.counts.length === 0) throw new CalcFailure(calcError('calc.error.arity', { fn: 'colonyCount' }));
    const mean = g.counts.reduce((s, c) => s.plus(c), ZERO).div(g.counts.length);
    return { factor: g.factor, mean, inRange: mean.gte(LOW) && mean.lte(HIGH) };
  });
  const value = (i: number): Dec => rows[i].mean.times(rows[i].factor);
  const inRange = rows.map((r, i) => (r.inRange ? i : -1)).filter((i) => i >= 0);
  if (inRange.length >= 2 && inRange[1] === inRange[0] + 1) {
    const lower = value(inRange[0]);
    const higher = value(inRange[1]);
    // Ratio of the higher-dilution count to the lower: < 2 → mean of both; ≥ 2 → the lower value.
    if (!lower.isZero() && higher.div(lower).lt(2)) return { value: lower.plus(higher).div(2), rule: 'twoInRangeMean' };
    return { value: lower, rule: 'twoInRangeLower' };
  }
  if (inRange.length >= 1) return { value: value(inRange[0]), rule: 'oneInRange' };
  if (rows.every((r) => r.mean.gt(HIGH))) return { value: value(rows.length - 1), rule: 'allAbove' };
  if (rows.every((r) => r.mean.lt(LOW))) return { value: value(0), rule: 'allBelow' };
  // Some above 300 and some below 30: take the dilution whose mean is closest to the 30–300 band.
  let best = 0;
  const distance = (m: Dec): Dec => (m.gt(HIGH) ? m.minus(HIGH) : LOW.minus(m));
  rows.forEach((r, i) => {
    if (distance(r.mean).lt(distance(rows[best].mean))) best = i;
  });
  return { value: value(best), rule: 'closest' };
}

/** Plate count in CFU per unit plated (mL or g). A value below the lowest factor is reported "<{factor}". */
export function colonyCount(groups: PlateGroup[]): CalcResult<{ value: string; rule: ColonyRule; lowestFactor: string }> {
  try {
    const parsed = groups.map((g, i) => ({
      factor: num(g.factor, `factor${i + 1}`, true),
      counts: g.counts.map((c, j) => num(c, `count${i + 1}_${j + 1}`, false)),
    }));
    const { value, rule } = colonyCountDec(parsed);
    const lowest = parsed.reduce((m, g) => (g.factor.lt(m) ? g.factor : m), parsed[0].factor);
    return ok({ value: decString(value), rule, lowestFactor: decString(lowest) });
  } catch (e) {
    if (e instanceof CalcFailure) return { ok: false, error: e.error };
    throw e;
  }
}

/** HJ 1000 reporting: below 100 as an integer, from 100 on to 2 significant figures (×10ⁿ form). */
export function formatColonyCount(value: string): string {
  const d = parseDec(value);
  if (d === null) throw new TypeError(`formatColonyCount: not a numeral: ${value}`);
  return d.abs().lt(100) ? roundDec(d, { decimals: 0 }) : roundDec(d, { significant: 2 });
}

function num(s: string, name: string, positive: boolean): Dec {
  const d = parseDec(s);
  if (d === null) throw new CalcFailure(calcError('calc.error.notANumber', { input: name, value: s }, name));
  if (d.lt(0) || (positive && d.isZero())) throw new CalcFailure(calcError('calc.error.notPositive', { input: name }, name));
  return d;
}

// ---- MPN ----------------------------------------------------------------------------------------------------

export interface MpnGroup<T = string> {
  /** Tubes or wells at this volume. */
  n: T;
  /** Sample volume per tube or well, mL. */
  volume: T;
  /** Positive tubes or wells. */
  positive: T;
}

// The estimate is rounded to 2–3 significant figures on the report: 20 digits is plenty and keeps exp() cheap.
const M = Decimal.clone({ precision: 20, rounding: Decimal.ROUND_HALF_EVEN });
const memo = new Map<string, Dec>();

/**
 * MPN per mL: the λ that maximises the likelihood, i.e. solves Σ pᵢvᵢ / (1 − e^(−λvᵢ)) = Σ nᵢvᵢ.
 * Throws CalcFailure when every tube is positive (the estimate is unbounded: dilute further).
 */
export function mpnDec(groups: MpnGroup<Dec>[]): Dec {
  const key = groups.map((g) => `${g.n}/${g.volume}/${g.positive}`).join(';');
  const hit = memo.get(key);
  if (hit) return hit;
  for (const g of groups) {
    if (!g.n.isInteger() || !g.positive.isInteger() || g.n.lte(0) || g.positive.lt(0) || g.positive.gt(g.n) || !g.volume.gt(0))
      throw new CalcFailure(calcError('calc.error.domain', { fn: 'mpn' }));
  }
  const gs = groups.map((g) => ({ n: new M(g.n.toString()), v: new M(g.volume.toString()), p: new M(g.positive.toString()) }));
  if (gs.every((g) => g.p.eq(g.n))) throw new CalcFailure(calcError('calc.error.mpnAllPositive', {}));
  let result: Dec;
  if (gs.every((g) => g.p.isZero())) result = ZERO;
  else if (gs.length === 1)
    result = new Dec(
      M.ln(M.sub(1, gs[0].p.div(gs[0].n)))
        .neg()
        .div(gs[0].v)
        .toString(),
    );
  else result = new Dec(solveMpn(gs).toString());
  if (memo.size > 10_000) memo.clear();
  memo.set(key, result);
  return result;
}

type M = Decimal;
type G = { n: M; v: M; p: M };

function solveMpn(gs: G[]): M {
  const total = gs.reduce((s, g) => s.plus(g.n.times(g.v)), new M(0));
  // g(λ) decreases from +∞ (λ→0) to Σpv − Σnv < 0 (λ→∞); g'(λ) = −Σ p v² e^(−λv) / (1 − e^(−λv))².
  const f = (lambda: M): { g: M; dg: M } => {
    let g = total.neg();
    let dg = new M(0);
    for (const { v, p } of gs) {
      if (p.isZero()) continue;
      const e = M.exp(lambda.times(v).neg());
      const q = M.sub(1, e);
      g = g.plus(p.times(v).div(q));
      dg = dg.minus(p.times(v).times(v).times(e).div(q.times(q)));
    }
    return { g, dg };
  };
  // Start from the pooled single-volume estimate and bracket the root.
  const P = gs.reduce((s, g) => s.plus(g.p), new M(0));
  const N = gs.reduce((s, g) => s.plus(g.n), new M(0));
  let x = P.eq(N)
    ? new M(1)
    : M.ln(M.sub(1, P.div(N)))
        .neg()
        .div(total.div(N));
  let lo = new M(0);
  let hi: M | null = null;
  for (let i = 0; i < 200; i++) {
    const { g, dg } = f(x);
    if (g.isZero()) return x;
    if (g.gt(0)) lo = x;
    else hi = x;
    let next = x.minus(g.div(dg));
    // Newton, safeguarded by the bracket: fall back to bisection (or doubling) when it leaves (lo, hi).
    if (!next.gt(lo) || (hi !== null && !next.lt(hi))) next = hi === null ? x.times(2) : lo.plus(hi).div(2);
    if (next.minus(x).abs().lte(x.abs().times('1e-15'))) return next;
    x = next;
  }
  return x;
}

/** MPN per mL from tube/well groups (strings in, string out). */
export function mpn(groups: MpnGroup[]): CalcResult<string> {
  try {
    const parsed = groups.map((g, i) => ({
      n: num(g.n, `n${i + 1}`, true),
      volume: num(g.volume, `volume${i + 1}`, true),
      positive: num(g.positive, `positive${i + 1}`, false),
    }));
    return ok(decString(mpnDec(parsed)));
  } catch (e) {
    if (e instanceof CalcFailure) return { ok: false, error: e.error };
    throw e;
  }
}
