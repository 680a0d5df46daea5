// The record's calibration: fitted from points, or taken from a fit done elsewhere (slope, intercept, r).
import { Dec, decString, parseDec } from '../calc/decimal.ts';
import { linearFit, correlationPasses, type CurvePoint } from '../calc/calibration.ts';
import { decimalsOf, roundDec, truncateR, type AnyRoundRule } from '../calc/round.ts';
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
    const reported = reportedFit(def, curve.points, slope, intercept, r);
    return { slope, intercept, r, reported, n, minR, pass: correlationPasses(r, minR), source: 'points' };
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
    // A fit done elsewhere is reported as the instrument printed it; r is still truncated.
    const reported = { slope: curve.slope.trim(), intercept: curve.intercept.trim(), r: r === null ? '' : truncateR(r) };
    return {
      slope: decString(slope!),
      intercept: decString(intercept!),
      r: rs,
      reported,
      n: 0,
      minR,
      pass: r !== null && correlationPasses(rs, minR),
      source: 'given',
    };
  }
  if (def.required) {
    errors.push({ row: -1, key: 'curve', message: 'calc.error.curveMissing', params: {} });
    return undefined;
  }
  return undefined; // optional curve not given: formulas that need a, b are skipped via `failed`
}

/** Significant figures as written ("0.50" → 2, "10" → 2, "0" → 1). */
function figuresOf(numeral: string): number {
  const digits = numeral
    .trim()
    .replace(/[eE].*$/, '')
    .replace(/[^0-9]/g, '')
    .replace(/^0+/, '');
  return Math.max(1, digits.length);
}

/**
 * The fit in reported digits. Default: the slope keeps as many significant figures as the x values, the intercept ends
 * at the decimal where the y values end; a template may set its own rules (slopeRounding / interceptRounding).
 * Source (read 2026-11-25, pages corpus; the corpus keeps no address for it): 环境监测中如何进行数值修约及有效数字的
 * 取舍 (an industry news page, 行业要闻): "校准曲线斜率的有效位数，应与自变量的有效数字位数相等。校准曲线截距的最后一位
 * 数，应与因变量的最后一位数取齐。" The same page gives r as 只舍不入, "保留到小数点后第一个非9数字。如果小数点后多于4个
 * 9，最多保留4位", which truncateR already did. The earlier default kept one figure more for both, from recall of
 * 水和废水监测分析方法 第四版 ("或最多多保留一位"); no text read says so, and digits equal to x's and y's satisfy
 * both readings. See schemas/templates/AUDIT.md, "Calibration statistics".
 */
function reportedFit(def: NonNullable<TemplateDef['curve']>, points: CurvePoint[], slope: string, intercept: string, r: string) {
  const slopeRule: AnyRoundRule = def.slopeRounding ?? { significant: Math.max(...points.map((p) => figuresOf(p.x))) };
  const interceptRule: AnyRoundRule = def.interceptRounding ?? { decimals: Math.max(...points.map((p) => decimalsOf(p.y))) };
  return { slope: roundDec(new Dec(slope), slopeRule), intercept: roundDec(new Dec(intercept), interceptRule), r: truncateR(new Dec(r)) };
}
