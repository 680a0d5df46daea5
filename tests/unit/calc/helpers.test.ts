// QC and domain helpers, each against a value worked by hand.
import { describe, expect, it } from 'vitest';
import {
  formatBelowMdl,
  isBelowMdl,
  meanOfDuplicates,
  relativeDeviation,
  relativePercentDifference,
  spikeRecovery,
  linearFit,
  correlationPasses,
  relativeError,
  dilutionFactor,
  dryMatterPercent,
  waterContentPercent,
  dryBasis,
  colonyCount,
  formatColonyCount,
  mpn,
  flashPointCorrected,
  corrosivity,
  roundGB8170,
} from '../../../schemas/calc/index.ts';

const v = <T>(r: { ok: true; value: T } | { ok: false }) => {
  if (!r.ok) throw new Error('expected ok');
  return r.value;
};
const r = (s: string, d: number) => roundGB8170(s, { decimals: d });

describe('below MDL and duplicates', () => {
  it('formats with L (default), ND or <MDL', () => {
    expect(formatBelowMdl('0.025')).toBe('0.025L');
    expect(formatBelowMdl('0.025', 'ND')).toBe('ND');
    expect(formatBelowMdl('0.025', '<MDL')).toBe('<0.025');
    expect(isBelowMdl('0.024', '0.025')).toBe(true);
    expect(isBelowMdl('0.025', '0.025')).toBe(false);
  });

  it('averages duplicates counting a below-MDL value as ½ MDL', () => {
    // (0.010 → ½·0.025 = 0.0125) and 0.031: (0.0125 + 0.031) / 2 = 0.02175
    expect(v(meanOfDuplicates(['0.010', '0.031'], '0.025'))).toEqual({ mean: '0.02175', allBelowMdl: false });
    expect(v(meanOfDuplicates(['0.010', '0.012'], '0.025'))).toEqual({ mean: '0.0125', allBelowMdl: true });
    expect(v(meanOfDuplicates(['1.2', '1.4']))).toEqual({ mean: '1.3', allBelowMdl: false });
    expect(meanOfDuplicates(['x'], '1')).toMatchObject({ ok: false, error: { code: 'calc.error.notANumber' } });
  });

  it('computes RD and RPD, which differ by a factor of 2', () => {
    // A = 10.5, B = 9.5: |A−B| = 1; RD = 1/20·100 = 5 %; RPD = 1/10·100 = 10 %
    expect(v(relativeDeviation('10.5', '9.5'))).toBe('5');
    expect(v(relativePercentDifference('10.5', '9.5'))).toBe('10');
    expect(relativeDeviation('0', '0')).toMatchObject({ ok: false, error: { code: 'calc.error.divisionByZero' } });
  });
});

describe('spike recovery', () => {
  it('plain: (c2 − c1)/c3 × 100', () => {
    // (0.888 − 0.485) / 0.400 × 100 = 100.75 %
    expect(v(spikeRecovery({ form: 'plain', c1: '0.485', c2: '0.888', c3: '0.400' }))).toBe('100.75');
  });
  it('volume-corrected, spike volume negligible: (c2 − c1)·V1/(c0·V0) × 100', () => {
    // (1.50 − 0.50) × 50 / (100 × 0.50) × 100 = 100 %
    expect(v(spikeRecovery({ form: 'volume', c1: '0.50', c2: '1.50', c0: '100', v0: '0.50', v1: '50' }))).toBe('100');
  });
  it('volume-corrected with the spike volume: (c2 − c1)(V1 + V0)/(c0·V0) × 100', () => {
    // (1.48 − 0.50) × 50.5 / (100 × 0.50) × 100 = 98.98 %
    expect(v(spikeRecovery({ form: 'volumeWithSpike', c1: '0.50', c2: '1.48', c0: '100', v0: '0.50', v1: '50' }))).toBe('98.98');
  });
  it('by mass: (m2 − m1)/m × 100, and a zero spike is a named error', () => {
    expect(v(spikeRecovery({ form: 'mass', m1: '2.0', m2: '6.9', m: '5.0' }))).toBe('98');
    expect(spikeRecovery({ form: 'plain', c1: '1', c2: '2', c3: '0' })).toMatchObject({ ok: false, error: { code: 'calc.error.divisionByZero', input: 'c3' } });
  });
});

describe('calibration', () => {
  it('fits y = a + b·x by least squares with r', () => {
    // x 0,1,2,3,4; y 0.01,0.21,0.39,0.61,0.80: x̄ = 2, ȳ = 0.404; Sxx = 10; Sxy = 1.98 → b = 0.198, a = 0.008
    const fit = v(
      linearFit([
        { x: '0', y: '0.01' },
        { x: '1', y: '0.21' },
        { x: '2', y: '0.39' },
        { x: '3', y: '0.61' },
        { x: '4', y: '0.80' },
      ]),
    );
    expect(fit.slope).toBe('0.198');
    expect(fit.intercept).toBe('0.008');
    // dy = −0.394, −0.194, −0.014, 0.206, 0.396 → Syy = 0.39232; r = 1.98 / √(10 × 0.39232) = 0.999641…
    expect(r(fit.r, 5)).toBe('0.99964');
    expect(correlationPasses(fit.r)).toBe(true);
    expect(correlationPasses(fit.r, '0.9997')).toBe(false);
  });
  it('fits electrode curves on lg m and accepts a falling slope', () => {
    // E = 160 − 58·lg m exactly at m = 1, 10, 100
    const fit = v(
      linearFit(
        [
          { x: '1', y: '160' },
          { x: '10', y: '102' },
          { x: '100', y: '44' },
        ],
        'log10',
      ),
    );
    expect(fit.slope).toBe('-58');
    expect(fit.intercept).toBe('160');
    expect(fit.r).toBe('-1');
    expect(correlationPasses(fit.r)).toBe(true);
  });
  it('refuses a flat or short curve, and computes the continuing-calibration error', () => {
    expect(linearFit([{ x: '1', y: '2' }])).toMatchObject({ ok: false, error: { code: 'calc.error.curveTooFewPoints' } });
    expect(
      linearFit([
        { x: '1', y: '2' },
        { x: '2', y: '2' },
      ]),
    ).toMatchObject({ ok: false, error: { code: 'calc.error.curveFlat' } });
    expect(
      linearFit([
        { x: '1', y: '2' },
        { x: 'a', y: '2' },
      ]),
    ).toMatchObject({ ok: false, error: { code: 'calc.error.notANumber', input: 'curve.1.x' } });
    // (0.532 − 0.500) / 0.500 × 100 = 6.4 %
    expect(v(relativeError('0.532', '0.500'))).toBe('6.4');
  });
});

describe('factors and soil', () => {
  it('dilution, dry matter, water content and dry basis (HJ 613)', () => {
    expect(v(dilutionFactor('50', '10'))).toBe('5');
    // m0 = 32.1015, m1 = 52.3350, m2 = 49.6012: w_dm = 17.4997/20.2335 × 100 = 86.48889…; w_H2O = 2.7338/17.4997 × 100 = 15.6220…
    expect(r(v(dryMatterPercent('32.1015', '52.3350', '49.6012')), 1)).toBe('86.5');
    expect(r(v(waterContentPercent('32.1015', '52.3350', '49.6012')), 1)).toBe('15.6');
    expect(v(dryBasis('25.0', '80'))).toBe('31.25');
    expect(dryMatterPercent('10', '10', '9')).toMatchObject({ ok: false, error: { code: 'calc.error.divisionByZero' } });
  });
});

describe('microbiology (HJ 1000 plate counts, MPN)', () => {
  const plates = (...g: [string, string, string][]) => g.map(([factor, a, b]) => ({ factor, counts: [a, b] }));
  it('one dilution in 30–300: mean × factor', () => {
    // 10⁻¹ plates 164, 152 → 158 × 10 = 1580 → 1.6×10³
    const res = v(colonyCount(plates(['1', '410', '395'], ['10', '164', '152'], ['100', '18', '15'])));
    expect(res).toMatchObject({ value: '1580', rule: 'oneInRange' });
    expect(formatColonyCount(res.value)).toBe('1.6E3');
  });
  it('two consecutive dilutions in range: ratio < 2 → mean of both; ≥ 2 → the lower', () => {
    // 260 × 10 = 2600 and 34 × 100 = 3400: ratio 1.31 → (2600 + 3400)/2 = 3000
    expect(v(colonyCount(plates(['10', '250', '270'], ['100', '35', '33'])))).toMatchObject({ value: '3000', rule: 'twoInRangeMean' });
    // 150 × 10 = 1500 and 46 × 100 = 4600: ratio 3.07 → 1500
    expect(v(colonyCount(plates(['10', '140', '160'], ['100', '45', '47'])))).toMatchObject({ value: '1500', rule: 'twoInRangeLower' });
  });
  it('none in range: all above → highest dilution, all below → lowest, mixed → closest to the band', () => {
    expect(v(colonyCount(plates(['10', '500', '520'], ['100', '320', '340'])))).toMatchObject({ value: '33000', rule: 'allAbove' });
    expect(v(colonyCount(plates(['1', '12', '14'], ['10', '1', '2'])))).toMatchObject({ value: '13', rule: 'allBelow' });
    // 10⁻¹: 305 (5 above 300); 10⁻²: 20 (10 below 30) → 305 × 10
    expect(v(colonyCount(plates(['10', '305', '305'], ['100', '20', '20'])))).toMatchObject({ value: '3050', rule: 'closest' });
    expect(formatColonyCount('13')).toBe('13');
    expect(formatColonyCount('99.5')).toBe('100'); // < 100 rounds as an integer (99.5 → 100, even)
  });
  it('MPN by maximum likelihood reproduces the FDA BAM 3-tube table (0.1, 0.01, 0.001 g)', () => {
    const table: [string, string, string, string][] = [
      ['1', '0', '0', '3.6'],
      ['2', '0', '0', '9.2'],
      ['1', '1', '0', '7.4'],
      ['2', '1', '0', '15'],
      ['3', '0', '0', '23'],
      ['3', '1', '0', '43'],
      ['3', '2', '0', '93'],
      ['3', '3', '0', '240'],
    ];
    for (const [a, b, c, expected] of table) {
      const res = v(
        mpn([
          { n: '3', volume: '0.1', positive: a },
          { n: '3', volume: '0.01', positive: b },
          { n: '3', volume: '0.001', positive: c },
        ]),
      );
      expect(sameTo2sf(res, expected), `${a}-${b}-${c}`).toBe(true);
    }
    expect(mpn([{ n: '3', volume: '1', positive: '3' }])).toMatchObject({ ok: false, error: { code: 'calc.error.mpnAllPositive' } });
    expect(v(mpn([{ n: '5', volume: '10', positive: '0' }]))).toBe('0');
  });
  it('MPN of Quanti-Tray/2000 (49 × 1.86 mL + 48 × 0.186 mL): 1 large well → 1.0 per 100 mL as in the IDEXX table', () => {
    const tray = (large: string, small: string) =>
      v(
        mpn([
          { n: '49', volume: '1.86', positive: large },
          { n: '48', volume: '0.186', positive: small },
        ]),
      );
    // per mL × 100 = per 100 mL. (At the top of the table, 49 + 47, plain MLE over these volumes gives 2080, the
    // IDEXX table 2419.6: the vendor table is not reproduced there; see schemas/templates/README.md.)
    expect(roundGB8170(tray('1', '0'), { significant: 2 })).toBe('0.010');
    expect(roundGB8170(tray('49', '47'), { significant: 3 })).toBe('20.8');
  });
});

function sameTo2sf(value: string, expected: string): boolean {
  return roundGB8170(value, { significant: 2 }).replace(/E(\d+)/, (_, e) => `E${e}`) === roundGB8170(expected, { significant: 2 });
}

describe('solid waste', () => {
  it('flash point pressure correction to 0.5 °C and the 60 °C criterion', () => {
    // 55.4 + 0.25 × (101.3 − 98.5) = 56.1 → 0.5-unit: 112.2 → 112 → 56.0 < 60 → ignitable
    expect(v(flashPointCorrected('55.4', '98.5'))).toEqual({ corrected: '56.1', reported: '56.0', ignitable: true });
    // 61.2 + 0.25 × (101.3 − 101.3) = 61.2 → 61.0 → not ignitable
    expect(v(flashPointCorrected('61.2', '101.3'))).toMatchObject({ reported: '61.0', ignitable: false });
  });
  it('corrosivity: pH ≥ 12.5 or ≤ 2.0, or steel corrosion ≥ 6.35 mm/a', () => {
    expect(v(corrosivity({ pH: '12.5' }))).toEqual({ corrosive: true, basis: ['pH'] });
    expect(v(corrosivity({ pH: '2.0' }))).toEqual({ corrosive: true, basis: ['pH'] });
    expect(v(corrosivity({ pH: '7.1', corrosionRate: '6.35' }))).toEqual({ corrosive: true, basis: ['rate'] });
    expect(v(corrosivity({ pH: '12.49', corrosionRate: '1' }))).toEqual({ corrosive: false, basis: [] });
  });
});
