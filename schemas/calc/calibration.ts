// Least-squares straight line y = a + b·x through the calibration points, Pearson r, and the continuing-
// calibration check. The usual HJ criterion is r ≥ 0.999; a template may set its own.
import { Dec, decString, parseDec, ZERO } from './decimal.ts';
import { type CalcResult, fail, ok } from './errors.ts';

export interface CurvePoint {
  x: string;
  y: string;
}
export interface LinearFit {
  /** b */
  slope: string;
  /** a */
  intercept: string;
  r: string;
  n: number;
}
export type XTransform = 'none' | 'log10';

export function linearFitDec(xs: Dec[], ys: Dec[]): { slope: Dec; intercept: Dec; r: Dec } | null {
  const n = xs.length;
  const mx = xs.reduce((s, x) => s.plus(x), ZERO).div(n);
  const my = ys.reduce((s, y) => s.plus(y), ZERO).div(n);
  let sxx = ZERO;
  let syy = ZERO;
  let sxy = ZERO;
  for (let i = 0; i < n; i++) {
    const dx = xs[i].minus(mx);
    const dy = ys[i].minus(my);
    sxx = sxx.plus(dx.times(dx));
    syy = syy.plus(dy.times(dy));
    sxy = sxy.plus(dx.times(dy));
  }
  if (sxx.isZero() || syy.isZero()) return null;
  const slope = sxy.div(sxx);
  return { slope, intercept: my.minus(slope.times(mx)), r: sxy.div(sxx.times(syy).sqrt()) };
}

/** Fits y = a + b·x (x optionally log10-transformed first, as for ion-selective electrodes: E = a + b·lg m). */
export function linearFit(points: CurvePoint[], xTransform: XTransform = 'none'): CalcResult<LinearFit> {
  if (points.length < 2) return fail('calc.error.curveTooFewPoints', { min: 2, got: points.length });
  const xs: Dec[] = [];
  const ys: Dec[] = [];
  for (let i = 0; i < points.length; i++) {
    const x = parseDec(points[i].x);
    const y = parseDec(points[i].y);
    if (x === null) return fail('calc.error.notANumber', { input: `curve.${i}.x`, value: points[i].x }, `curve.${i}.x`);
    if (y === null) return fail('calc.error.notANumber', { input: `curve.${i}.y`, value: points[i].y }, `curve.${i}.y`);
    if (xTransform === 'log10' && !x.gt(0)) return fail('calc.error.domain', { fn: 'log10', input: `curve.${i}.x` }, `curve.${i}.x`);
    xs.push(xTransform === 'log10' ? x.log(10) : x);
    ys.push(y);
  }
  const fit = linearFitDec(xs, ys);
  if (!fit) return fail('calc.error.curveFlat', {});
  return ok({ slope: decString(fit.slope), intercept: decString(fit.intercept), r: decString(fit.r), n: points.length });
}

/** |r| ≥ minR (the sign of r follows the slope; electrode curves fall). */
export function correlationPasses(r: string, minR = '0.999'): boolean {
  const d = parseDec(r);
  const m = parseDec(minR);
  return d !== null && m !== null && d.abs().gte(m);
}

/** Continuing-calibration (or CRM) relative error, % = (measured − expected) / expected × 100. */
export function relativeError(measured: string, expected: string): CalcResult<string> {
  const m = parseDec(measured);
  const e = parseDec(expected);
  if (m === null) return fail('calc.error.notANumber', { input: 'measured', value: measured }, 'measured');
  if (e === null) return fail('calc.error.notANumber', { input: 'expected', value: expected }, 'expected');
  if (e.isZero()) return fail('calc.error.divisionByZero', { input: 'expected' }, 'expected');
  return ok(decString(m.minus(e).div(e).times(100)));
}
