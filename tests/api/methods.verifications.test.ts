// Method verification records (issue 32 item 1) through the generic CRUD and workflow routes: the server computes
// the studies from the entries (the same answer as the pure route for the same replicates), refuses bad entries by
// field in the user's language with nothing written, checks the test item is measured by the method standard,
// stamps the signed submit and approval, refuses to approve a study to redo, and verifies the scope line on approval.
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { verificationCandidatesAnswer } from '../../schemas/methods/replicates.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 150_000 });

const API = '/admin/api/v1';
/** ammonia nitrogen near 0.05 mg/L: MDL = 3.143 × S ≈ 0.0088, mean / MDL ≈ 5.7 (pass against the standard's 0.025);
 * not the demo's own study (server/seed/verifications.ts), so the newer approval is seen to win */
const PASSING = ['0.046', '0.052', '0.050', '0.047', '0.054', '0.051', '0.049'];
/** the same spread near 1 mg/L: mean / MDL ≈ 147, above 10 — spiked too high, to redo */
const TOO_HIGH = ['1.000', '1.002', '0.998', '1.001', '0.999', '1.003', '0.997'];

describe.each(databaseTargets())('method verifications on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  let nh3: { id: number; matrix: string; mdl: string };
  let hj535: number, other: number, lineId: number;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, lang = 'zh-CN', who = 'qa') =>
    t.call(method, url, { token: tok[who], body, lang });
  const form = async (resource: string, id: number) => (await call('GET', `${API}/${resource}/${id}/form`)).body.data;
  const step = async (id: number, name: string, body: Record<string, unknown>, lang = 'zh-CN') =>
    call('POST', `${API}/methodVerifications/${id}/transitions/${name}`, { version: (await form('methodVerifications', id)).version, ...body }, lang);
  const count = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('method_verifications')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );
  const create = (body: Record<string, unknown>, lang = 'zh-CN') =>
    call('POST', `${API}/methodVerifications`, { methodStandardId: hj535, matrix: nh3.matrix, parameterId: nh3.id, ...body }, lang);
  const standard = async (standardNo: string) => {
    const found = await t.database.db.selectFrom('method_standards').select('id').where('standardNo', '=', standardNo).executeTakeFirst();
    if (found) return Number(found.id);
    const r = await call('POST', `${API}/methodStandards`, { standardNo, title: standardNo });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return Number(r.body.data.id);
  };

  /** test item `pid` of a demo sheet's raw record, as the record route shows it */
  const shownParameter = async (pid = nh3.id) => {
    const sheets = await t.database.db.selectFrom('analysis_sheets').select(['id', 'parameterIds']).orderBy('id').execute();
    const sheet = sheets.find((x) => (typeof x.parameterIds === 'string' ? JSON.parse(x.parameterIds) : x.parameterIds).includes(pid))!;
    const r = await call('POST', '/admin/analysis/show_cgorder', { analysisSheetId: sheet.id }, 'zh-CN', 'admin');
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
    return (r.body.data.parameters as Array<{ id: number; mdl: string; mdlSource?: string }>).find((p) => p.id === pid)!;
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    tok = Object.fromEntries(await Promise.all(['qa', 'sampler', 'admin'].map(async (u) => [u, await t.login(u)])));
    const p = await t.database.db.selectFrom('parameters').select(['id', 'matrix', 'mdl']).where('code', '=', 'W-NH3N').executeTakeFirstOrThrow();
    nh3 = { id: Number(p.id), matrix: String(p.matrix), mdl: String(p.mdl) };
    hj535 = await standard('HJ 535-2009');
    other = await standard('GB 11893-89');
    const line = await call('POST', `${API}/scopeLines`, { lineNo: 9001, methodStandardId: hj535, matrix: nh3.matrix, parameterIds: [nh3.id] });
    expect(line.status, JSON.stringify(line.body)).toBe(201);
    lineId = Number(line.body.data.id);
  });
  afterAll(() => t.close());

  it('refuses bad replicates and a test item of another method by field, in zh and en, writing nothing', async () => {
    const before = await count();
    const few = await create({ mdlStudy: { values: PASSING.slice(0, 6) } });
    expect(few.status).toBe(400);
    expect(few.body.data.errors).toMatchObject([{ field: 'mdlStudy.values', message: '检出限测定至少需要 7 个平行测定值（HJ 168-2020）' }]);
    const fewEn = await create({ mdlStudy: { values: PASSING.slice(0, 6) } }, 'en');
    expect(fewEn.body.data.errors[0].message).toBe('A detection-limit study needs at least 7 replicates (HJ 168-2020)');
    const word = await create({ mdlStudy: { values: [...PASSING.slice(0, 6), 'abc'] } });
    expect(word.status).toBe(400);
    expect(JSON.stringify(word.body.data.errors)).toContain('mdlStudy.values.6');
    const same = await create({ mdlStudy: { values: Array(7).fill('0.050') } }, 'en');
    expect(same.status).toBe(400);
    expect(same.body.data.errors[0]).toMatchObject({ field: 'mdlStudy.values' });
    expect(same.body.data.errors[0].message).toMatch(/standard deviation is 0/);
    const precision = await create({ precision: { levels: [{ level: '低', values: ['0.05'] }] } });
    expect(precision.status).toBe(400);
    expect(precision.body.data.errors[0].field).toBe('precision.levels.0.values');
    const mismatch = await create({ methodStandardId: other, mdlStudy: { values: PASSING } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.data.errors[0].field).toBe('parameterId');
    expect(mismatch.body.data.errors[0].message).toContain('HJ 535-2009');
    // computed fields are the server's: a client cannot send them
    expect((await create({ mdlStudy: { values: PASSING }, verdict: 'pass' })).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('computes what the pure route computes, signs the submit and the approval, and verifies the scope line', async () => {
    const created = await create({ mdlStudy: { values: PASSING }, accuracy: { kind: 'crm', certifiedValue: '0.050', certifiedU: '0.003', values: PASSING } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = Number(created.body.data.id);
    const rec = await form('methodVerifications', id);
    expect(rec.verificationNo).toMatch(/^FY\d{11}$/);
    const pure = (await call('POST', '/admin/methods/mdl-study/evaluate', { values: PASSING, standardMdl: nh3.mdl })).body.data;
    expect(rec.standardMdl).toBe(nh3.mdl);
    expect(rec.mdlResult).toMatchObject({ n: pure.n, mean: pure.mean, s: pure.s, t: pure.t, mdl: pure.mdl, loq: pure.loq, verdict: 'pass', reasons: [] });
    expect(rec.accuracyResult).toMatchObject({ kind: 'crm', pass: true });
    expect(rec.verdict).toBe('pass');
    // the lab's reported MDL is declared by the verifier (HJ 168-2020's digit rule could not be read), never computed:
    // a passing study is not submitted without it, and it may not be below the study's full MDL
    expect([rec.verifiedMdl, rec.verifiedLoq]).toEqual([null, null]);
    const undeclared = await step(id, 'submit', { password: '123456' });
    expect(undeclared.status).toBe(400);
    expect(undeclared.body.data.errors).toEqual([
      { field: 'verifiedMdl', message: expect.stringContaining('实验室报告用的检出限'), label: expect.any(String) },
    ]);
    const below = await call('PUT', `${API}/methodVerifications/${id}`, { version: rec.version, verifiedMdl: '0.008' });
    expect(below.status).toBe(400);
    expect(below.body.data.errors[0]).toMatchObject({ field: 'verifiedMdl', message: `实验室报告用的检出限不得低于试验算得的检出限 ${pure.mdl}` });
    const declared = await call('PUT', `${API}/methodVerifications/${id}`, { version: rec.version, verifiedMdl: '0.009' });
    expect(declared.status, JSON.stringify(declared.body)).toBe(200);
    expect(await form('methodVerifications', id)).toMatchObject({ verifiedMdl: '0.009', verifiedLoq: '0.036', mdlResult: { mdl: pure.mdl } });

    expect((await step(id, 'submit', { password: 'wrong' })).status).toBe(403);
    expect((await form('methodVerifications', id)).status).toBe('draft');
    expect((await step(id, 'submit', { password: '123456' })).status).toBe(200);
    const submitted = await form('methodVerifications', id);
    expect(submitted).toMatchObject({ status: 'submitted' });
    expect(submitted.submittedBy).toBeTruthy();
    expect(submitted.submittedBy).not.toBe('qa');
    expect((await step(id, 'approve', { password: 'wrong' })).status).toBe(403);
    expect((await form('scopeLines', lineId)).status).toBe('verifying');
    // the demo's approved ammonia study (server/seed/verifications.ts) is the record's limit until this one is approved
    const seeded = await t.database.db
      .selectFrom('method_verifications')
      .select('verifiedMdl')
      .where('parameterId', '=', nh3.id)
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow();
    expect(await shownParameter()).toMatchObject({ mdl: String(seeded.verifiedMdl), mdlSource: 'verified' });
    // a test item whose study is only submitted (the demo's total phosphorus, to redo) keeps the standard method's limit
    const tp = await t.database.db.selectFrom('parameters').select(['id', 'mdl']).where('code', '=', 'W-TP').executeTakeFirstOrThrow();
    expect(await shownParameter(Number(tp.id))).toMatchObject({ mdl: String(tp.mdl), mdlSource: 'standard' });
    const approved = await step(id, 'approve', { password: '123456' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const after = await form('methodVerifications', id);
    expect(after.status).toBe('approved');
    expect(after.approvedBy).toBe(submitted.submittedBy);
    expect(after.approvedAt).toBeTruthy();
    expect((await form('scopeLines', lineId)).status).toBe('verified');
    // the raw record's detection limit is now the lab's verified one, and says so
    expect(after.verifiedMdl).not.toBe(String(seeded.verifiedMdl));
    expect(await shownParameter()).toMatchObject({ mdl: after.verifiedMdl, mdlSource: 'verified' });
  });

  it('seeds the demo studies through the hooks: ammonia approved, total phosphorus spiked too high awaiting a redo', async () => {
    const seeded = await t.database.db
      .selectFrom('method_verifications')
      .select(['parameterId', 'status', 'verdict', 'approvedBy'])
      .orderBy('id')
      .limit(2)
      .execute();
    expect(seeded.map((r) => [r.status, r.verdict])).toEqual([
      ['approved', 'pass'],
      ['submitted', 'redo'],
    ]);
    expect(seeded[0].approvedBy).toBeTruthy();
  });

  it('lists the results of checked sheets to pick replicates from, with sheet, sample, value and analyst', async () => {
    const settled = await t.database.db
      .selectFrom('results as r')
      .innerJoin('analysis_sheets as a', 'a.id', 'r.analysisSheetId')
      .select(['r.id', 'r.parameterId', 'r.value'])
      .where('a.status', 'in', ['checked', 'reviewed', 'locked'])
      .where('r.value', 'is not', null)
      .executeTakeFirstOrThrow();
    const url = '/admin/methods/verifications/candidates';
    const r = await call('POST', url, { parameterId: Number(settled.parameterId) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(verificationCandidatesAnswer.safeParse(r.body.data).success).toBe(true);
    const item = r.body.data.items.find((i: { resultId: number }) => i.resultId === Number(settled.id));
    expect(item).toMatchObject({ value: String(settled.value) });
    expect(item.analysisNo).toMatch(/^FX/);
    expect(item.sampleNo).toBeTruthy();
    // a draft sheet's results are not offered
    const open = await t.database.db
      .selectFrom('results as r')
      .innerJoin('analysis_sheets as a', 'a.id', 'r.analysisSheetId')
      .select(['r.id', 'r.parameterId'])
      .where('a.status', 'not in', ['checked', 'reviewed', 'locked'])
      .execute();
    for (const o of open.filter((x) => x.parameterId === settled.parameterId))
      expect(r.body.data.items.some((i: { resultId: number }) => i.resultId === Number(o.id))).toBe(false);
    const bad = await call('POST', url, { parameterId: 'x' }, 'en');
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors[0].field).toBe('parameterId');
    expect((await call('POST', url, { parameterId: 1 }, 'zh-CN', 'sampler')).status).toBe(403);
  });

  it('refuses to approve a study to redo, saying why in the reader’s language', async () => {
    const created = await create({ mdlStudy: { values: TOO_HIGH, spikeLevel: '1.0' } });
    expect(created.status).toBe(201);
    const id = Number(created.body.data.id);
    const rec = await form('methodVerifications', id);
    expect(rec.verdict).toBe('redo');
    expect(rec.mdlResult.reasons).toEqual(['mdl.reason.meanAboveTenMdl']);
    expect((await step(id, 'submit', { password: '123456' })).status).toBe(200);
    const zh = await step(id, 'approve', { password: '123456' });
    expect(zh.status).toBe(409);
    expect(zh.body.msg).toContain('需重做');
    expect(zh.body.msg).toContain('10 倍检出限');
    const en = await step(id, 'approve', { password: '123456' }, 'en');
    expect(en.status).toBe(409);
    expect(en.body.msg).toContain('Redo');
    expect((await form('methodVerifications', id)).status).toBe('submitted');
    // returned, corrected, computed again
    expect((await step(id, 'return', { reason: '加标浓度过高，重做' })).status).toBe(200);
    const v = (await form('methodVerifications', id)).version;
    const fixed = await call('PUT', `${API}/methodVerifications/${id}`, { version: v, mdlStudy: { values: PASSING, spikeLevel: '0.05' } });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect((await form('methodVerifications', id)).verdict).toBe('pass');
  });
});
