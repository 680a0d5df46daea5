// The rule behind calibration statistics in reported digits (curve.ts reportedFit, calc/round.ts truncateR), with
// what was read for it. Rendered into AUDIT.md beside the standards, since no method standard read here states it.
// Chinese quotations stay on one line each: Markdown would join wrapped lines with a space inside them.

export const CALIBRATION_DIGITS: readonly string[] = [
  'r is truncated (只舍不入), keeping decimals up to and including the first digit that is not 9, at most four when all',
  'are 9 (0.99898 → 0.998, 0.99989 → 0.9998); the pass/fail compares the full r. A fitted slope keeps as many significant',
  'figures as the x values; a fitted intercept ends at the decimal where the y values end. A fit given by the instrument',
  'is reported as given; a template may set `slopeRounding` / `interceptRounding`.',
  '',
  'Read (2026-11-25, pages corpus, which keeps no address for the page): 环境监测中如何进行数值修约及有效数字的取舍, an',
  'industry news page (行业要闻):',
  '',
  '> 校准曲线相关系数只舍不入，保留到小数点后第一个非9数字。如果小数点后多于4个9，最多保留4位。',
  '> 校准曲线斜率的有效位数，应与自变量的有效数字位数相等。',
  '> 校准曲线截距的最后一位数，应与因变量的最后一位数取齐。',
  '',
  'Until this reading the slope and intercept kept one figure more, from recall of 水和废水监测分析方法 第四版',
  '(“或最多多保留一位”); no text read says so, and digits equal to those of the x and y values satisfy both readings, so',
  'the default changed (tests/unit/templates/reporting.test.ts). Not reached: the 第四版 handbook itself, HJ 168-2020,',
  'HJ 630-2011, GB 17378.2-1998 (a copy at http://m.mydoc123.com/p-145389.html shows only its foreword) and 罗烨,',
  '环境监测数据的数值修约规则探讨, 中国环境监测 2024(1) (https://m.fx361.cc/news/2024/0304/24004678.html: its',
  'introduction only, which calls a report\'s "y=0.001 1x+0.03 (r=1.000 0)" an unreasonable rounding without stating',
  'the rule it applies).',
];
