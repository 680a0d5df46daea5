// How a result and its expanded uncertainty are written on a report (CNAS-CL01-G003 《测量不确定度的要求》, its
// general requirements, items 5 and 6 as numbered in the reproduction read at anglechina.com/html/2155.html; the
// document's own clause numbers could not be read, 360docs.net/doc/0518924912.html shows only its foreword and §1–2):
// - item 5: a report gives the result y with its expanded uncertainty U, usually as "y ± U (y 和 U 的单位)", and
//   states the coverage factor and the coverage probability, e.g. "本报告给出的扩展不确定度是由合成标准不确定度乘以
//   包含概率约为95%时对应的包含因子k得到的";
// - item 6: U has at most two significant figures; the last digit of the reported result is aligned with U's last
//   digit; values are rounded by the general rules (GB/T 27418; the product's rule is GB/T 8170-2008, 数值修约,
//   schemas/calc/round.ts). A lab procedure quoting JJF 1059.1 (m.qiqiwenku.com/zip/147553.html §4.7.3) adds that U
//   is sometimes rounded up rather than down; this module rounds U by GB/T 8170 as the brief asks, never up.
// The form printed is JJF 1059.1's "(y ± U) 单位" (m.3swgm8f.cn/jls/53441072590.html: "=(100.021 47±0.000 79)g"), the
// bracket making plain that the unit belongs to both; k and the coverage probability follow it.
import { Dec } from '../calc/decimal.ts';
import { roundDec } from '../calc/round.ts';

/**
 * Coverage probabilities for a normal distribution by k (GUM table G.1 as pub.dev's quantity package quotes it:
 * k = 1 → 68.27 %, 1.645 → 90 %, 2 → 95.45 %, 2.576 → 99 %, 3 → 99.73 %). k = 2 is printed as CNAS words it,
 * "约 95 %". Any other k is printed without a probability: none was read for it.
 */
const COVERAGE: ReadonlyArray<readonly [k: string, p: string]> = [
  ['1', '68.27'],
  ['1.645', '90'],
  ['2.576', '99'],
  ['3', '99.73'],
];

/** Significant figures as written: "6" → 1, "6.0" → 2, "0.050" → 2, "1200" → 4 (a written zero counts). */
export function significantWritten(numeral: string): number {
  const digits = numeral
    .trim()
    .replace(/^[+-]/, '')
    .replace(/[eE].*$/, '')
    .replace('.', '');
  const from = digits.search(/[1-9]/);
  return from < 0 ? 1 : digits.length - from;
}

export interface Printed {
  /** U to at most two significant figures (GB/T 8170), as printed */
  U: string;
  /** the result rounded to U's last digit (GB/T 8170) */
  value: string;
  /** the line a report prints */
  text: string;
}

/**
 * The result and U as printed. `significant` is 2 for a computed U; for a U the caller wrote with one significant
 * figure (the "U = 6 mg/L") it is 1, since "at most two" keeps it as written rather than adding a digit.
 */
export function printResult(value: Dec, U: Dec, k: Dec, unit: string | undefined, lang: 'zh' | 'en', significant: 1 | 2 = 2): Printed {
  const r = U.toSignificantDigits(significant, Dec.ROUND_HALF_EVEN);
  const place = r.e - (significant - 1); // the power of ten of U's last printed digit
  const uText = place < 0 ? r.toFixed(-place) : r.toFixed(0);
  const vText = place < 0 ? roundDec(value, { decimals: -place }) : roundDec(value, { increment: new Dec(10).pow(place).toFixed(0) });
  const kText = k.toString();
  const unitText = unit?.trim() ? ` ${unit.trim()}` : '';
  const body = unitText ? `(${vText} ± ${uText})${unitText}` : `${vText} ± ${uText}`;
  const p = COVERAGE.find(([kk]) => k.eq(kk))?.[1];
  const coverage =
    lang === 'zh'
      ? k.eq(2)
        ? `（k=${kText}，包含概率约为95%）`
        : p
          ? `（k=${kText}，正态分布下包含概率${p}%）`
          : `（k=${kText}）`
      : k.eq(2)
        ? ` (k=${kText}, coverage probability approximately 95%)`
        : p
          ? ` (k=${kText}, coverage probability ${p}% for a normal distribution)`
          : ` (k=${kText})`;
  return { U: uText, value: vText, text: body + coverage };
}
