// The measurement-uncertainty arithmetic (schemas/uncertainty, issue 33 item 1): a published bottom-up worked example,
// the top-down estimate, the CNAS-CL01-G003 printing rule and the ILAC-G8 decision rules, and the checks by field.
import { describe, it, expect } from 'vitest';
import { Dec } from '../../schemas/calc/decimal.ts';
import { roundGB8170 } from '../../schemas/calc/round.ts';
import { combine, topDown, topDownComponents, withinLabReproducibility } from '../../schemas/uncertainty/combine.ts';
import { decide } from '../../schemas/uncertainty/decision.ts';
import { printResult, significantWritten } from '../../schemas/uncertainty/printing.ts';
import { evaluateUncertainty, uncertaintyAnswer } from '../../schemas/uncertainty/evaluate.ts';

const d = (s: string | number) => new Dec(s);
const sig = (x: Dec, n: number) => roundGB8170(x.toString(), { significant: n });

describe('bottom-up: EURACHEM/CITAC CG4 (QUAM, 3rd ed.) example A1, a cadmium calibration standard', () => {
  // c_Cd = 1000·m·P/V. The inputs of QUAM §A1.4 as MSLNZ GTC's documentation reproduces them (docs/API/CITAC_A1.rst):
  //   P = ureal(0.9999, type_b.uniform(0.0001))        purity, rectangular half-width 0.0001 → u = 0.0001/√3
  //   m = ureal(100.28, 0.05)                          mg
  //   V_flask = ureal(100, type_b.triangular(0.1))     mL, triangular half-width 0.1 → u = 0.1/√6
  //   V_rep = ureal(0, 0.02)                           mL, repeatability of filling
  //   V_T = ureal(0, type_b.uniform(0.084))            mL, temperature, rectangular → u = 0.084/√3
  // and its answer: "c_Cd=1002.7, u=0.835199"; budget "m: 0.49995, V_T: 0.486284, V_flask: 0.40935, V_rep: 0.20054,
  // P: 0.0578967" (mg/L). A product/quotient: each input enters relatively, u(xᵢ)/xᵢ — the `of` of a component.
  const comps = [
    { name: 'P', u: d('0.0001').div(d(3).sqrt()), of: d('0.9999') },
    { name: 'm', u: d('0.05'), of: d('100.28') },
    { name: 'V_flask', u: d('0.1').div(d(6).sqrt()), of: d(100) },
    { name: 'V_rep', u: d('0.02'), of: d(100) },
    { name: 'V_T', u: d('0.084').div(d(3).sqrt()), of: d(100) },
  ];

  it('gives the published combined standard uncertainty and each contribution', () => {
    const c = combine(d('1002.7'), comps);
    expect(sig(c.uc, 6)).toBe('0.835199');
    const by = Object.fromEntries(c.contributions.map((x) => [x.name, x.u]));
    expect(sig(by.m!, 5)).toBe('0.49995');
    expect(sig(by.V_T!, 6)).toBe('0.486284');
    expect(sig(by.V_flask!, 5)).toBe('0.40935');
    expect(sig(by.V_rep!, 5)).toBe('0.20054');
    expect(sig(by.P!, 6)).toBe('0.0578967');
    // the same inputs as relative standard uncertainties give the same uc
    const rel = combine(
      d('1002.7'),
      comps.map((x) => ({ name: x.name, relative: x.u.div(x.of) })),
    );
    expect(rel.uc.toString()).toBe(c.uc.toString());
    expect(sig(c.ucRelative, 5)).toBe('0.00083295');
  });

  it('adds a term already in the result unit absolutely, beside the relative ones', () => {
    // uc = √((|y|·r)² + u²): 100 with 3 % relative and 4 absolute → √(9 + 16) = 5
    const c = combine(d(100), [
      { name: 'recovery', relative: d('0.03') },
      { name: 'blank', u: d(4) },
    ]);
    expect(c.uc.toString()).toBe('5');
    expect(c.ucRelative.toString()).toBe('0.05');
  });
});

describe('top-down: ISO 11352 / Nordtest TR 537', () => {
  // Nordtest's own worked examples could not be read in the corpora (schemas/uncertainty/evaluate.ts); the figures
  // below are worked by hand from the formulas u(bias) = √(RMS_bias² + u(Cref)²), uc = √(u(Rw)² + u(bias)²).
  it('pools control charts by degrees of freedom', () => {
    expect(withinLabReproducibility([{ s: d('0.015'), n: 60 }]).toString()).toBe('0.015');
    // √((10·2² + 20·3²) / 30) = √(220/30) = 2.7080128…
    expect(
      sig(
        withinLabReproducibility([
          { s: d(2), n: 11 },
          { s: d(3), n: 21 },
        ]),
        8,
      ),
    ).toBe('2.7080128');
  });

  it('combines u(Rw) with u(bias) from CRM and PT results', () => {
    // u(Rw) = 1.5 %; biases +2 %, −1 %, +3 %; u(Cref) 1 % each.
    // RMS_bias = √((4 + 1 + 9)/3) % = 2.1602469 %; u(bias) = √(4.6667 + 1) % = 2.3804761 %;
    // uc = √(2.25 + 5.6667) % = 2.8136572 %; U (k = 2) = 5.6273143 %.
    const t = topDown(
      [{ s: d('0.015'), n: 60 }],
      [
        { bias: d('0.02'), uCref: d('0.01') },
        { bias: d('-0.01'), uCref: d('0.01') },
        { bias: d('0.03'), uCref: d('0.01') },
      ],
    );
    expect(sig(t.rmsBias, 8)).toBe('0.021602469');
    expect(t.uCref.toString()).toBe('0.01');
    expect(sig(t.uBias, 8)).toBe('0.023804761');
    expect(sig(t.uc, 8)).toBe('0.028136572');
    // the route takes them as two relative components and gives the same uc
    expect(combine(d(1), topDownComponents(t)).uc.toString()).toBe(t.uc.toString());
  });
});

describe('printing (CNAS-CL01-G003 items 5 and 6)', () => {
  it("prints the issue's COD example as given: U = 6 keeps its one figure", () => {
    const p = printResult(d(152), d(6), d(2), 'mg/L', 'zh', 1);
    expect(p).toEqual({ U: '6', value: '152', text: '(152 ± 6) mg/L（k=2，包含概率约为95%）' });
    expect(printResult(d(152), d(6), d(2), 'mg/L', 'en', 1).text).toBe('(152 ± 6) mg/L (k=2, coverage probability approximately 95%)');
  });

  it("prints JJF 1059.1's worked example of a standard weight", () => {
    // As quoted at m.3swgm8f.cn/jls/53441072590.html (注册计量师 revision notes on JJF 1059.1): "标准砝码的质量为 m_s,
    // 测量结果为100.021 47g, 合成标准不确定度为0.35mg, 取包含因子k=2, 2×0.35mg=0.70mg", reported as
    // "m_s=(100.021 47±0.000 70)g; k=2" (the digit groups' spaces are typography, not printed here).
    const r = evaluateUncertainty({ value: '100.02147', unit: 'g', components: [{ name: 'm_s', u: '0.00035' }] }, 'zh');
    expect(r.ok && r.answer).toMatchObject({ uc: '0.00035', U: '0.0007', printed: '(100.02147 ± 0.00070) g（k=2，包含概率约为95%）' });
  });

  it('rounds U to two significant figures and the result to its last digit, by GB/T 8170', () => {
    expect(printResult(d('1002.6997'), d('1.6703989'), d(2), 'mg/L', 'zh')).toMatchObject({ U: '1.7', value: '1002.7' });
    // 0.0125 → 0.012 (exactly 5: to the even digit); the result to 3 places
    expect(printResult(d('3.14159'), d('0.0125'), d(2), undefined, 'zh')).toMatchObject({ U: '0.012', value: '3.142' });
    // U above ten: its last digit is the hundreds
    expect(printResult(d('152345'), d('1234'), d(2), 'mg/kg', 'zh')).toMatchObject({ U: '1200', value: '152300' });
    // a result of 2.25 aligned to U = 0.1 → 2.2 (GB/T 8170, not 2.3)
    expect(printResult(d('2.25'), d('0.1'), d(2), '', 'zh', 1)).toMatchObject({ U: '0.1', value: '2.2', text: '2.2 ± 0.1（k=2，包含概率约为95%）' });
    expect(printResult(d('-0.516'), d('0.034'), d(2), '℃', 'zh').text).toBe('(-0.516 ± 0.034) ℃（k=2，包含概率约为95%）');
  });

  it('states the coverage probability GUM table G.1 gives for k, and none it does not give', () => {
    expect(printResult(d(10), d('0.3'), d(3), 'mg/L', 'en').text).toBe('(10.00 ± 0.30) mg/L (k=3, coverage probability 99.73% for a normal distribution)');
    expect(printResult(d(10), d('0.3'), d('2.5'), 'mg/L', 'zh').text).toBe('(10.00 ± 0.30) mg/L（k=2.5）');
  });

  it('counts significant figures as written', () => {
    expect(['6', '6.0', '0.050', '1200', '-0.3'].map(significantWritten)).toEqual([1, 2, 2, 4, 1]);
  });
});

describe('decision rules (ILAC-G8:09/2019 §4.2)', () => {
  it('COD 152 mg/L against GB 8978 grade 2 ≤ 150 with U = 6: simple → fail, guarded → inconclusive', () => {
    expect(decide(d(152), d(6), d(150), '≤', 'simple')).toBe('fail');
    expect(decide(d(152), d(6), d(150), '≤', 'guarded')).toBe('inconclusive');
  });

  it('passes or fails under a guard band only when the whole interval is on one side', () => {
    expect(decide(d(144), d(6), d(150), '≤', 'guarded')).toBe('pass'); // 150 ≤ 150
    expect(decide(d(144), d(6), d(150), '<', 'guarded')).toBe('inconclusive'); // 150 < 150 is false
    expect(decide(d(157), d(6), d(150), '≤', 'guarded')).toBe('fail'); // 151 > 150
    expect(decide(d(156), d(6), d(150), '≤', 'guarded')).toBe('inconclusive'); // 150 is on the limit
    expect(decide(d(156), d(6), d(150), '<', 'guarded')).toBe('fail');
    expect(decide(d(150), d(6), d(150), '≤', 'simple')).toBe('pass');
    expect(decide(d(150), d(6), d(150), '<', 'simple')).toBe('fail');
  });

  it('reads lower limits the same way (≥, >)', () => {
    expect(decide(d('5.2'), d('0.3'), d(5), '≥', 'simple')).toBe('pass');
    expect(decide(d('5.2'), d('0.3'), d(5), '≥', 'guarded')).toBe('inconclusive');
    expect(decide(d('5.4'), d('0.3'), d(5), '≥', 'guarded')).toBe('pass');
    expect(decide(d('4.6'), d('0.3'), d(5), '>', 'guarded')).toBe('fail');
    expect(decide(d(5), d('0.3'), d(5), '>', 'simple')).toBe('fail');
  });
});

describe('the evaluation as the route answers it', () => {
  it('answers full values, the printed line and the verdict', () => {
    const r = evaluateUncertainty({ value: '152', unit: 'mg/L', U: '6', decision: { limit: '150', comparison: '≤', rule: 'guarded' } }, 'zh');
    expect(r).toEqual({
      ok: true,
      answer: {
        uc: '3',
        ucRelative: '0.01973684210526315789473684210526316',
        U: '6',
        k: '2',
        printed: '(152 ± 6) mg/L（k=2，包含概率约为95%）',
        verdict: 'inconclusive',
      },
    });
    if (r.ok) expect(uncertaintyAnswer.safeParse(r.answer).success).toBe(true);
    const budget = evaluateUncertainty({ value: 1002.7, unit: 'mg/L', components: [{ name: 'm', u: '0.05', of: '100.28' }] }, 'en');
    expect(budget.ok && budget.answer).toMatchObject({ k: '2', printed: '(1002.7 ± 1.0) mg/L (k=2, coverage probability approximately 95%)' });
    expect(budget.ok && 'verdict' in budget.answer).toBe(false);
  });

  it('refuses what the shape cannot say, by field', () => {
    const issues = (b: Parameters<typeof evaluateUncertainty>[0]) => {
      const r = evaluateUncertainty(b, 'zh');
      return r.ok ? [] : r.issues.map((i) => `${i.path.join('.')}:${i.reason}`);
    };
    expect(issues({ value: '0', U: '1' })).toEqual(['value:zeroValue']);
    expect(issues({ value: '5', U: '-1' })).toEqual(['U:notPositive']);
    expect(issues({ value: '5', U: '1', k: '0.5' })).toEqual(['k:kBelowOne']);
    expect(issues({ value: '5' })).toEqual(['components:noUncertainty']);
    expect(issues({ value: '5', U: '1', components: [{ name: 'a', relative: '0.01' }] })).toEqual(['U:both']);
    expect(
      issues({
        value: '5',
        components: [
          { name: 'a', relative: '0' },
          { name: 'b', u: '0.1', of: '-2' },
          { name: 'c', u: 0 },
        ],
      }),
    ).toEqual(['components.0.relative:notPositive', 'components.1.of:notPositive', 'components.2.u:notPositive']);
  });
});
