// POST /admin/methods/mdl-study/evaluate (issue 32 item 1): the HJ 168-2020 detection-limit study as a pure route.
// Its contract (body mdlStudyRequest, answer mdlStudyAnswer), a published worked example with its answer, each
// verdict and its reasons in both languages, and bad input refused by field in the user's language with nothing
// written.
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { mdlStudyAnswer } from '../../schemas/methods/mdl.ts';
import { roundGB8170 } from '../../schemas/calc/round.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const URL = '/admin/methods/mdl-study/evaluate';
/** Hach DR/850 manual, "Chemical Analysis Information": iron (FerroZine), 8 portions of a 0.010 mg/L standard. */
const HACH = ['0.009', '0.010', '0.009', '0.010', '0.008', '0.011', '0.010', '0.009'];

describe.each(databaseTargets())('the detection-limit study route on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  const post = (body: unknown, lang = 'zh-CN', who = 'qa') => t.call('POST', URL, { token: tok[who], body, lang });
  const ok = async (body: unknown, lang = 'zh-CN') => {
    const r = await post(body, lang);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(mdlStudyAnswer.safeParse(r.body.data).success).toBe(true);
    return r.body.data;
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    tok = Object.fromEntries(await Promise.all(['qa', 'sampler'].map(async (u) => [u, await t.login(u)])));
  });
  afterAll(() => t.close());

  it("agrees with Hach's published worked example (8 replicates, t = 2.998)", async () => {
    // Hach DR/850 Colorimeter Procedures Manual, "Chemical Analysis Information", Method Detection Limit (MDL),
    // step 5, p. 45 (https://www.easymanua.ls/hach/dr-850/manual?p=45): 8 portions of 0.010 mg/L iron gave the
    // results above; "average concentration = 0.010 mg/L and the standard deviation (s) = 0.0009 mg/L";
    // "MDL = 2.998 (Student's t) x 0.0009 (s)", "MDL = 0.003 mg/L". The example prints each to the digits shown;
    // the full values here, rounded to those digits (GB/T 8170), are the example's figures.
    const d = await ok({ values: HACH, standardMdl: '0.003' });
    expect(d.n).toBe(8);
    expect(d.t).toBe('2.998');
    expect(d.mean).toBe('0.0095');
    expect(roundGB8170(d.mean, { decimals: 3 })).toBe('0.010');
    expect(roundGB8170(d.s, { significant: 1 })).toBe('0.0009');
    expect(roundGB8170(d.mdl, { significant: 1 })).toBe('0.003');
    // by hand: Σ(x − 0.0095)² = 6 × 0.0005² + 2 × 0.0015² = 6.0e-6; S = √(6.0e-6 / 7) = 0.000925820…;
    // MDL = 2.998 × S = 0.0027756…; LOQ = 4 × MDL = 0.0111024…; mean / MDL = 3.4227…
    expect(d.s.startsWith('0.00092582009977255')).toBe(true);
    expect(d.mdl.startsWith('0.0027756086591181')).toBe(true);
    expect(d.loq.startsWith('0.011102434636472')).toBe(true);
    expect(d.ratio.startsWith('3.4226727059636')).toBe(true);
    expect(d.verdict).toBe('pass');
    expect(d.reasons).toEqual([]);
    expect(d.reported).toMatchObject({ mean: '0.0095', s: '0.000926', t: '2.998', mdl: d.mdl, loq: d.loq });
    // replicates as JSON numbers give the same study
    expect((await ok({ values: HACH.map(Number), standardMdl: 0.003 })).mdl).toBe(d.mdl);
    // QA (method:query) reads it, as above; a role without method:query may not
    expect((await post({ values: HACH }, 'zh-CN', 'sampler')).status).toBe(403);
  });

  it('judges redo, fail and pass with reasons in the user language', async () => {
    // mean 10.1, S ≈ 0.0816 (values ±0.1 around it): MDL ≈ 0.2566, mean / MDL ≈ 39 > 10 → redo
    const high = ['10.0', '10.1', '10.2', '10.0', '10.1', '10.2', '10.1'];
    const above = await ok({ values: high });
    expect(above.verdict).toBe('redo');
    expect(above.reasons.map((r: { code: string }) => r.code)).toEqual(['meanAboveTenMdl', 'notCompared']);
    expect(above.reasons[0].message).toBe('测定均值高于 10 倍检出限：样品浓度过高，须降低浓度后重新测定');
    // blank-like values around 0: the mean below the MDL → redo (English)
    const low = await ok({ values: ['0.001', '-0.002', '0.003', '0.000', '-0.001', '0.002', '0.001'], standardMdl: '0.5' }, 'en');
    expect(low.verdict).toBe('redo');
    expect(low.reasons).toEqual([
      { code: 'meanBelowMdl', message: 'The mean is below the detection limit: the sample is too dilute; raise the level and repeat the study' },
    ]);
    // the lab's MDL above the standard's → fail; on the standard's figure exactly → pass (full-value comparison)
    const fail = await ok({ values: HACH, standardMdl: '0.0027' }, 'en');
    expect(fail.verdict).toBe('fail');
    expect(fail.reasons).toEqual([{ code: 'mdlAboveStandard', message: "The lab's detection limit is above the standard method's" }]);
    const zh = await ok({ values: HACH, standardMdl: '0.0027' });
    expect(zh.reasons[0].message).toBe('实验室检出限高于标准方法的检出限');
    const same = await ok({ values: HACH, standardMdl: fail.mdl });
    expect(same.verdict).toBe('pass');
    // no standard MDL: a pass that says it was not compared
    const alone = await ok({ values: HACH });
    expect(alone.verdict).toBe('pass');
    expect(alone.reasons[0]).toEqual({ code: 'notCompared', message: '未给出标准方法的检出限，未作比较' });
    // n = 12 is not a row of the table: the exact quantile, to the table's 3 places
    const twelve = await ok({ values: [...HACH, '0.010', '0.009', '0.011', '0.010'] });
    expect(twelve.t).toBe('2.718');
  });

  it('refuses bad input by field in the user language, and writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('adminLogs')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst()
        )?.n,
      );
    const before = await count();
    const few = await post({ values: HACH.slice(0, 6) });
    expect(few.status).toBe(400);
    expect(few.body.data.errors).toMatchObject([{ field: 'values', message: '检出限测定至少需要 7 个平行测定值（HJ 168-2020）' }]);
    const fewEn = await post({ values: HACH.slice(0, 6) }, 'en');
    expect(fewEn.body.data.errors).toMatchObject([{ field: 'values', message: 'A detection-limit study needs at least 7 replicates (HJ 168-2020)' }]);
    const text = await post({ values: [...HACH.slice(0, 3), '12,5', ...HACH.slice(4)] }, 'en');
    expect(text.status).toBe(400);
    expect(text.body.data.errors).toMatchObject([{ field: 'values.3', message: 'Must be a number (e.g. 12.5)' }]);
    const textZh = await post({ values: [...HACH.slice(0, 3), 'abc', ...HACH.slice(4)] });
    expect(textZh.body.data.errors).toMatchObject([{ field: 'values.3', message: '应为数值（如 12.5）' }]);
    const notValue = await post({ values: [...HACH.slice(0, 6), true] });
    expect(notValue.status).toBe(400);
    expect(notValue.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['values.6']);
    for (const standardMdl of ['0', '-0.01', 0]) {
      const r = await post({ values: HACH, standardMdl });
      expect(r.status).toBe(400);
      expect(r.body.data.errors).toMatchObject([{ field: 'standardMdl', message: '应为大于 0 的数值' }]);
    }
    const zero = await post({ values: HACH, standardMdl: 0 }, 'en');
    expect(zero.body.data.errors).toMatchObject([{ field: 'standardMdl', message: 'Must be a number greater than 0' }]);
    const flat = await post({ values: Array(7).fill('0.010') }, 'en');
    expect(flat.status).toBe(400);
    expect(flat.body.data.errors).toMatchObject([
      { field: 'values', message: 'All replicates are equal: the standard deviation is 0 and no detection limit can be computed' },
    ]);
    const extra = await post({ values: HACH, kind: 'blank' });
    expect(extra.status).toBe(400);
    expect(extra.body.data.errors[0].field).toBe('kind');
    expect(await count()).toBe(before);
  });
});
