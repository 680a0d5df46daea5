// Uncertainty records (issue 33 item 1) through the generic CRUD and workflow routes: the server computes the result
// with the shared arithmetic (schemas/uncertainty/record.ts), refuses entries that give no result by field in the
// user's language with nothing written, stamps the signed submit and approval, supersedes the earlier approved
// version of the same test item, matrix and range, and answers the QC data a top-down estimate can be filled from.
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { evaluateRecord, type RecordEntries } from '../../schemas/uncertainty/record.ts';
import { topDownSources } from '../../schemas/uncertainty/sources.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 150_000 });

const API = '/admin/api/v1';
const BUDGET = [
  { name: '重复性', relative: '0.015' },
  { name: '标准溶液', u: '0.2', of: '10', source: '证书' },
];

describe.each(databaseTargets())('uncertainty records on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  let cod: number;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, lang = 'zh-CN', who = 'qa') =>
    t.call(method, url, { token: tok[who], body, lang });
  const form = async (id: number) => (await call('GET', `${API}/uncertaintyRecords/${id}/form`)).body.data;
  const step = async (id: number, name: string, body: Record<string, unknown>) =>
    call('POST', `${API}/uncertaintyRecords/${id}/transitions/${name}`, { version: (await form(id)).version, ...body });
  const count = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('uncertainty_records')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );
  const base = { matrix: 'wastewater', unit: 'mg/L', rangeLow: '5', rangeHigh: '30', level: '20', approach: 'bottom_up', k: '2' };
  const create = (body: Record<string, unknown>, lang = 'zh-CN') => call('POST', `${API}/uncertaintyRecords`, { parameterId: cod, ...base, ...body }, lang);

  beforeAll(async () => {
    t = await startTestApp(target);
    tok = Object.fromEntries(await Promise.all(['qa', 'sampler'].map(async (u) => [u, await t.login(u)])));
    cod = Number((await t.database.db.selectFrom('parameters').select('id').where('code', '=', 'W-COD').executeTakeFirstOrThrow()).id);
  });
  afterAll(() => t.close());

  it('computes on create and on a change of entries what evaluateRecord computes', async () => {
    const created = await create({ components: BUDGET });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const rec = await form(Number(created.body.data.id));
    expect(rec.recordNo).toMatch(/^UC/);
    const expected = evaluateRecord({ ...base, components: BUDGET } as RecordEntries);
    if (!expected.ok) throw new Error('the budget gives a result');
    expect(rec.result).toEqual(expected.result);
    expect(rec.expandedRelative).toBe(expected.expandedRelative);
    // a client's result is not taken: the server's stands
    const changed = await call('PUT', `${API}/uncertaintyRecords/${rec.id}`, { version: rec.version, k: '3' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const again = evaluateRecord({ ...base, k: '3', components: BUDGET } as RecordEntries);
    expect(again.ok && (await form(rec.id)).result).toEqual(again.ok && again.result);
  });

  it('refuses entries that give no result by field, in zh and en, writing nothing', async () => {
    const before = await count();
    const zero = await create({ components: [{ name: 'a', relative: '0' }] });
    expect(zero.status).toBe(400);
    expect(zero.body.data.errors).toMatchObject([{ field: 'components.0.relative', message: '应为大于 0 的数值' }]);
    const k = await create({ components: BUDGET, k: '0.5' }, 'en');
    expect(k.status).toBe(400);
    expect(k.body.data.errors).toMatchObject([{ field: 'k', message: 'The coverage factor k must be at least 1' }]);
    const none = await create({ components: [] });
    expect(none.body.data.errors).toMatchObject([{ field: 'components', message: '必填' }]);
    const noTop = await create({ approach: 'top_down' }, 'en');
    expect(noTop.body.data.errors).toMatchObject([{ field: 'topDown', message: 'Required' }]);
    const noValue = await create({ components: [{ name: 'a' }] });
    expect(noValue.status).toBe(400);
    expect(JSON.stringify(noValue.body.data.errors)).toContain('components.0');
    const order = await create({ components: BUDGET, rangeLow: '30', rangeHigh: '5' });
    expect(order.body.data.errors).toMatchObject([{ field: 'rangeHigh', message: '区间的下限应小于上限' }]);
    const level = await create({ components: BUDGET, level: '-1' });
    expect(level.body.data.errors).toMatchObject([{ field: 'level' }]);
    expect(await count()).toBe(before);
  });

  it('signs submit and approval, and the approval supersedes the earlier version of the same range', async () => {
    const first = Number((await create({ components: BUDGET, rangeLow: '5.0', rangeHigh: '30' })).body.data.id);
    expect((await step(first, 'submit', { password: 'wrong' })).status).toBe(403);
    expect((await step(first, 'submit', { password: '123456' })).status).toBe(200);
    const submitted = await form(first);
    expect(submitted.status).toBe('submitted');
    expect(submitted.submittedBy).toBeTruthy();
    expect(submitted.submittedBy).not.toBe('qa');
    expect((await step(first, 'approve', { password: '123456' })).status).toBe(200);
    expect(await form(first)).toMatchObject({ status: 'approved', supersedesId: null, approvedBy: submitted.submittedBy });
    // an approved record is not edited: a new version replaces it
    const edit = await call('PUT', `${API}/uncertaintyRecords/${first}`, { version: (await form(first)).version, k: '3' });
    expect(edit.status).toBeGreaterThanOrEqual(400);
    // another range of the same item is not replaced
    const other = Number((await create({ components: BUDGET, rangeLow: '5', rangeHigh: '29' })).body.data.id);
    await step(other, 'submit', { password: '123456' });
    await step(other, 'approve', { password: '123456' });
    expect((await form(first)).status).toBe('approved');
    const second = Number((await create({ components: BUDGET.slice(0, 1) })).body.data.id);
    await step(second, 'submit', { password: '123456' });
    expect((await step(second, 'approve', { password: '123456' })).status).toBe(200);
    expect(await form(second)).toMatchObject({ status: 'approved', supersedesId: first });
    expect((await form(first)).status).toBe('superseded');
    expect((await form(other)).status).toBe('approved');
  });

  it("seeds the demo's records through the hooks: COD's U at 152 mg/L is about 6 mg/L, its first version superseded", async () => {
    const rows = await t.database.db
      .selectFrom('uncertainty_records')
      .select(['status', 'expandedRelative', 'supersedesId', 'approvedBy'])
      .where('parameterId', '=', cod)
      .where('rangeLow', '=', '30')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['superseded', 'approved']);
    expect(Number(rows[1].expandedRelative) * 152).toBeCloseTo(6, 0);
    expect(rows[1].approvedBy).toBeTruthy();
    const approved = await t.database.db.selectFrom('uncertainty_records').select('parameterId').where('status', '=', 'approved').execute();
    expect(approved.length).toBeGreaterThanOrEqual(3);
  });

  it('answers the QC data for a top-down estimate, each chart read honestly', async () => {
    const nh3 = Number((await t.database.db.selectFrom('parameters').select('id').where('code', '=', 'W-NH3N').executeTakeFirstOrThrow()).id);
    for (const [pid, lang] of [
      [cod, 'zh-CN'],
      [nh3, 'en'],
    ] as const) {
      const r = await call('GET', `/admin/uncertainty/top-down-sources?parameterId=${pid}`, undefined, lang);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const data = topDownSources.parse(r.body.data);
      expect(data.charts.length).toBeGreaterThan(0);
      for (const c of data.charts) {
        if (c.usable) {
          const expected = c.kind === 'crm_value' ? Number(c.sd) / Number(c.centre) : Number(c.sd) / 100;
          expect(Number(c.s)).toBeCloseTo(expected, 12);
          expect(c.n).toBeGreaterThanOrEqual(2);
        } else expect(c.reason).toBeTruthy();
      }
    }
    // COD's demo chart is a spike recovery in %: s / 100
    const codCharts = (await call('GET', `/admin/uncertainty/top-down-sources?parameterId=${cod}`)).body.data.charts;
    expect(codCharts.some((c: { kind: string; usable: boolean }) => c.kind === 'spike_recovery' && c.usable)).toBe(true);
    expect((await call('GET', `/admin/uncertainty/top-down-sources?parameterId=x`)).status).toBe(400);
  });

  it('is open to QA only among these roles, and to nobody without a login', async () => {
    expect((await call('GET', `${API}/uncertaintyRecords/page`, undefined, 'zh-CN', 'sampler')).status).toBe(403);
    expect((await call('GET', `/admin/uncertainty/top-down-sources?parameterId=${cod}`, undefined, 'zh-CN', 'sampler')).status).toBe(403);
    expect((await t.call('GET', `/admin/uncertainty/top-down-sources?parameterId=${cod}`, {})).status).toBe(401);
    expect((await t.call('POST', `${API}/uncertaintyRecords`, { body: { parameterId: cod, ...base, components: BUDGET } })).status).toBe(401);
    expect((await call('GET', `${API}/uncertaintyRecords/page`)).status).toBe(200);
  });
});
