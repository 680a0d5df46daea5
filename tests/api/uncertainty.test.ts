// POST /admin/uncertainty/evaluate (issue 33 item 1): the measurement uncertainty of one result as a pure route. Its
// contract (body uncertaintyRequest, answer uncertaintyAnswer), a published worked example, the COD case under
// both decision rules, bad input refused by field in the user's language with nothing written, and its access.
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { uncertaintyAnswer } from '../../schemas/uncertainty/evaluate.ts';
import { roundGB8170 } from '../../schemas/calc/round.ts';
import { Dec } from '../../schemas/calc/decimal.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const URL = '/admin/uncertainty/evaluate';
const COD = { value: '152', unit: 'mg/L', U: '6' };
const GB8978_GRADE2 = { limit: '150', comparison: '≤' };

describe.each(databaseTargets())('the uncertainty route on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  const post = (body: unknown, lang = 'zh-CN', who = 'analyst') => t.call('POST', URL, { token: tok[who], body, lang });
  const ok = async (body: unknown, lang = 'zh-CN', who = 'analyst') => {
    const r = await post(body, lang, who);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(uncertaintyAnswer.safeParse(r.body.data).success).toBe(true);
    return r.body.data;
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    tok = Object.fromEntries(await Promise.all(['analyst', 'signatory', 'qa', 'sampler', 'clerk'].map(async (u) => [u, await t.login(u)])));
  });
  afterAll(() => t.close());

  it("judges the issue's COD case: 152 mg/L against ≤ 150 with U = 6 — guarded inconclusive, simple fail", async () => {
    const guarded = await ok({ ...COD, decision: { ...GB8978_GRADE2, rule: 'guarded' } });
    expect(guarded).toEqual({
      uc: '3',
      ucRelative: '0.01973684210526315789473684210526316',
      U: '6',
      k: '2',
      printed: '(152 ± 6) mg/L（k=2，包含概率约为95%）',
      verdict: 'inconclusive',
    });
    expect((await ok({ ...COD, decision: { ...GB8978_GRADE2, rule: 'simple' } })).verdict).toBe('fail');
    expect((await ok({ ...COD, value: 140, decision: { ...GB8978_GRADE2, rule: 'guarded' } })).verdict).toBe('pass');
    // no decision asked: no verdict; English words the printed line
    const plain = await ok(COD, 'en');
    expect(plain).not.toHaveProperty('verdict');
    expect(plain.printed).toBe('(152 ± 6) mg/L (k=2, coverage probability approximately 95%)');
  });

  it('agrees with EURACHEM/CITAC CG4 example A1 (a cadmium standard, c = 1000·m·P/V)', async () => {
    // QUAM §A1.4's inputs as MSLNZ GTC's documentation reproduces them (docs/API/CITAC_A1.rst): P 0.9999 with a
    // rectangular half-width 0.0001 (u = 0.0001/√3 = 0.0000577350…), m 100.28 mg with u 0.05 mg, V 100 mL with a
    // triangular flask tolerance 0.1 (u = 0.1/√6 = 0.0408248…), filling repeatability 0.02 and a rectangular
    // temperature effect 0.084 (u = 0.084/√3 = 0.0484974…); its answer "c_Cd=1002.7, u=0.835199" (mg/L).
    const d = await ok({
      value: '1002.7',
      unit: 'mg/L',
      components: [
        { name: 'P', u: '0.0000577350269189625764509148780502', of: '0.9999' },
        { name: 'm', u: '0.05', of: '100.28' },
        { name: 'V flask', u: '0.0408248290463863016366214012450982', of: '100' },
        { name: 'V repeatability', u: '0.02', of: '100' },
        { name: 'V temperature', u: '0.0484974226119285642187685135621622', of: '100' },
      ],
    });
    expect(roundGB8170(d.uc, { significant: 6 })).toBe('0.835199');
    expect(d.U).toBe(new Dec(d.uc).times(2).toString());
    expect(d.printed).toBe('(1002.7 ± 1.7) mg/L（k=2，包含概率约为95%）');
    // k = 3 and a relative component; the signatory (who signs what the verdict says) may ask too
    const k3 = await ok(
      {
        value: 20,
        unit: 'mg/L',
        k: 3,
        components: [
          { name: 'u(Rw)', relative: '0.02' },
          { name: 'blank', u: '0.3' },
        ],
      },
      'en',
      'signatory',
    );
    expect(k3.uc).toBe('0.5');
    expect(k3.U).toBe('1.5');
    expect(k3.printed).toBe('(20.0 ± 1.5) mg/L (k=3, coverage probability 99.73% for a normal distribution)');
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
    const refused = async (body: unknown, lang = 'zh-CN') => {
      const r = await post(body, lang);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      return r.body.data.errors as Array<{ field: string; message: string }>;
    };
    expect(await refused({ value: '152', U: '-6' })).toMatchObject([{ field: 'U', message: '应为大于 0 的数值' }]);
    expect(await refused({ value: '152', U: 0 }, 'en')).toMatchObject([{ field: 'U', message: 'Must be a number greater than 0' }]);
    expect(await refused({ value: '152', U: '6', k: '0.5' })).toMatchObject([{ field: 'k', message: '包含因子 k 不能小于 1' }]);
    expect(await refused({ value: '152', U: '6', k: 0 }, 'en')).toMatchObject([{ field: 'k', message: 'The coverage factor k must be at least 1' }]);
    expect(await refused({ value: '152' })).toMatchObject([{ field: 'components', message: '请给出不确定度分量或扩展不确定度 U' }]);
    expect(await refused({ value: '152' }, 'en')).toMatchObject([
      { field: 'components', message: 'Give the uncertainty components or the expanded uncertainty U' },
    ]);
    expect(await refused({ value: '152', U: '6', components: [{ name: 'a', relative: '0.01' }] })).toMatchObject([
      { field: 'U', message: '不确定度分量和扩展不确定度 U 只能给出其一' },
    ]);
    expect(await refused({ value: '0', U: '6' })).toMatchObject([{ field: 'value', message: '结果为 0 时无法计算相对不确定度' }]);
    expect(
      await refused(
        {
          value: '152',
          components: [
            { name: 'a', relative: '0' },
            { name: 'b', u: '-1', of: '3' },
          ],
        },
        'en',
      ),
    ).toMatchObject([
      { field: 'components.0.relative', message: 'Must be a number greater than 0' },
      { field: 'components.1.u', message: 'Must be a number greater than 0' },
    ]);
    // a component without a value: the shape refuses it
    const bare = await refused({ value: '152', components: [{ name: 'drift' }] });
    expect(bare).toMatchObject([{ field: 'components.0', message: expect.stringContaining('每个分量须有名称') }]);
    const bareEn = await refused({ value: '152', components: [{ name: 'drift' }] }, 'en');
    expect(bareEn[0]!.message).toContain('Each component needs a name');
    expect((await refused({ value: 'abc', U: '6' }, 'en'))[0]).toMatchObject({ field: 'value', message: 'Must be a number (e.g. 12.5)' });
    expect((await refused({ ...COD, decision: { limit: '150', comparison: '=', rule: 'guarded' } }))[0]!.field).toBe('decision.comparison');
    expect((await refused({ ...COD, decision: { limit: '150', comparison: '≤', rule: 'strict' } }))[0]!.field).toBe('decision.rule');
    expect((await refused({ ...COD, p: 95 }))[0]!.field).toBe('p');
    expect(await count()).toBe(before);
  });

  it('is open to the roles that judge results, and to no one else', async () => {
    for (const who of ['analyst', 'signatory', 'qa']) expect((await post(COD, 'zh-CN', who)).status).toBe(200);
    for (const who of ['sampler', 'clerk']) expect((await post(COD, 'zh-CN', who)).status).toBe(403);
    expect((await t.call('POST', URL, { body: COD })).status).toBe(401);
  });
});
