// The record's calibration: fitted from points, or taken from a fit done elsewhere (slope, intercept, r).
import { decString, parseDec } from '../calc/decimal.ts';
import { linearFit, correlationPasses } from '../calc/calibration.ts';
import type { CalibrationStats, CellError } from './evaluate.ts';
import type { RecordInput, TemplateDef } from './types.ts';

export function curveStats(t: TemplateDef, input: RecordInput, errors: CellError[]): CalibrationStats | undefined {
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
