// Reporting rules as data (issue 14): decimals capped in significant figures, decimals that follow the MDL, and the
// truncated correlation coefficient. Each expectation is worked by hand in its comment.
import { describe, expect, it } from 'vitest';
import { Dec, roundGB8170 } from '../../../schemas/calc/index.ts';
import { decimalsOf, roundDec, truncateR } from '../../../schemas/calc/round.ts';

describe('decimals with a cap on significant figures ("两位小数，最多三位有效数字")', () => {
  const tn = { decimals: 2, maxSignificant: 3 } as const;
  it('keeps the decimals while they give no more figures than the cap', () => {
    expect(roundGB8170('0.456', tn)).toBe('0.46'); // 2 decimals, 2 s.f.
    expect(roundGB8170('1.234', tn)).toBe('1.23'); // 2 decimals = 3 s.f.
    expect(roundGB8170('0.996', tn)).toBe('1.00'); // rounds up to 3 s.f.: still within the cap
  });
  it('caps from the full value once the decimals would give more figures', () => {
    expect(roundGB8170('12.345', tn)).toBe('12.3'); // "12.35" would be 4 s.f.; 3 s.f. of 12.345 is 12.3 (once, not via 12.35)
    expect(roundGB8170('9.996', tn)).toBe('10.0'); // "10.00" is 4 s.f. → 3 s.f. from the full value
    expect(roundGB8170('1234.5', tn)).toBe('1.23E3');
  });
  it('rounds ties half to even in either branch (GB/T 8170 §3.3)', () => {
    expect(roundGB8170('0.125', tn)).toBe('0.12');
    expect(roundGB8170('0.135', tn)).toBe('0.14');
    expect(roundGB8170('12.25', tn)).toBe('12.2');
    expect(roundGB8170('12.35', tn)).toBe('12.4');
    expect(roundGB8170('-12.25', tn)).toBe('-12.2');
  });
  it('HJ 639: one decimal, at most 3 s.f.: 99.96 → "100", never "100.0"', () => {
    const r = { decimals: 1, maxSignificant: 3 } as const;
    expect(['99.96', '99.94', '12.34', '123.4', '1.25'].map((v) => roundGB8170(v, r))).toEqual(['100', '99.9', '12.3', '123', '1.2']);
  });
});

describe('decimals that follow the MDL ("小数位数与方法检出限一致，最多保留三位有效数字")', () => {
  const rule = { mdlDecimals: true, maxSignificant: 3 } as const;
  it("takes the MDL's decimals as written (trailing zeros count)", () => {
    expect([decimalsOf('0.002'), decimalsOf('0.10'), decimalsOf('7'), decimalsOf('2.5e-3')]).toEqual([3, 2, 0, 4]);
    expect(roundGB8170('0.15625', rule, '0.07')).toBe('0.16');
    expect(roundGB8170('0.4', rule, '0.10')).toBe('0.40');
    expect(roundGB8170('0.0456', rule, '0.002')).toBe('0.046');
  });
  it('caps at three significant figures', () => {
    expect(roundGB8170('12.5', rule, '2')).toBe('12'); // 0 decimals, tie → even
    expect(roundGB8170('13.5', rule, '2')).toBe('14');
    expect(roundGB8170('1250.4', rule, '2')).toBe('1.25E3'); // "1250" would be 4 s.f.
    expect(roundGB8170('45.678', rule, '0.07')).toBe('45.7'); // "45.68" would be 4 s.f.
  });
  it('refuses an MDL rule without an MDL (a programming error)', () => {
    expect(() => roundGB8170('1', rule)).toThrow(RangeError);
    expect(roundDec(new Dec('1.6'), rule)).toBe('2'); // the engine always passes the MDL; without one: integer
  });
});

describe('correlation coefficient: 只舍不入 (水和废水监测分析方法 第四版)', () => {
  it('keeps decimals up to the first digit that is not 9, truncating', () => {
    expect(truncateR(new Dec('0.99989'))).toBe('0.9998');
    expect(truncateR(new Dec('0.99898'))).toBe('0.998'); // never "0.9990" (rounded), never above the full value
    expect(truncateR(new Dec('0.9952'))).toBe('0.995');
    expect(truncateR(new Dec('0.98765'))).toBe('0.98');
    expect(truncateR(new Dec('0.5'))).toBe('0.5');
  });
  it('keeps at most four decimals when they are all 9', () => {
    expect(truncateR(new Dec('0.999996'))).toBe('0.9999');
    expect(truncateR(new Dec('0.9999'))).toBe('0.9999');
    expect(truncateR(new Dec('1'))).toBe('1');
  });
  it('keeps the sign of a falling (electrode) curve', () => {
    expect(truncateR(new Dec('-0.99976'))).toBe('-0.9997');
  });
  it('is never above the full value, so a failing r never prints as passing', () => {
    for (const r of ['0.99898', '0.99899999', '0.998999', '0.9989999', '0.998']) {
      const t = truncateR(new Dec(r));
      expect(new Dec(t).lte(new Dec(r)), r).toBe(true);
      expect(new Dec(t).gte('0.999'), r).toBe(false);
    }
  });
});
