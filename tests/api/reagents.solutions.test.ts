// Prepared solutions (issue 34 item 2) through the generic CRUD and workflow routes: the server reads each parent, computes
// the chain CRM → stock → working solution with the shared arithmetic (schemas/reagents/prepare.ts, checked by hand in
// tests/unit/reagents.prepare.test.ts) and its expiry; refuses every bad input by field in the user's language with
// nothing written; signs the preparer's and the approver's steps; and refuses a person without reagent:prepare.
// The test makes its own catalogue item and lots through the crud (the demo's come from the reagent seed).
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { Dec } from '../../schemas/calc/decimal.ts';
import { addCalendarDays, todayUtc } from '../../schemas/core/dates.ts';
import { demoPeople } from '../../server/seed/people.ts';
import { seedSolutions } from '../../server/seed/solutions.ts';
import { attachCertificate } from './reagentFixtures.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 150_000 });

const API = '/admin/api/v1';
const TODAY = todayUtc();
const sig = (s: string, n: number) => new Dec(s).toSignificantDigits(n).toString();

describe.each(databaseTargets())('prepared solutions on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  let crm: number; // an accepted CRM lot: 500 mg/L, U 5 mg/L, k 2, valid a year
  let solid: number; // an accepted reagent lot with a purity
  let expiredLot: number;
  let receivedLot: number;
  let stock: number;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, lang = 'zh-CN', who = 'admin') =>
    t.call(method, url, { token: tok[who], body, lang });
  const form = async (name: string, id: number) => (await call('GET', `${API}/${name}/${id}/form`)).body.data;
  const step = async (name: string, id: number, s: string, body: Record<string, unknown> = { password: '123456' }, who = 'admin') =>
    call('POST', `${API}/${name}/${id}/transitions/${s}`, { version: (await form(name, id)).version, ...body }, 'zh-CN', who);
  const count = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('solutions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );
  const created = async (name: string, body: Record<string, unknown>) => {
    const r = await call('POST', `${API}/${name}`, body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return Number(r.body.data.id);
  };
  const lot = async (body: Record<string, unknown>, accept = true) => {
    const id = await created('materialLots', { receivedOn: addCalendarDays(TODAY, -400), expiresOn: addCalendarDays(TODAY, 365), ...body });
    // a CRM lot is accepted on its certificate
    if (accept && body.certifiedValue) expect((await attachCertificate(t, id, tok.admin)).status).toBe(200);
    if (accept) expect((await step('materialLots', id, 'accept')).status).toBe(200);
    return id;
  };
  const stockBody = (lotId: number) => ({
    name: '氨氮标准储备液',
    level: 'stock',
    parents: [{ lotId, amount: '10.00', amountUnit: 'mL', amountTolerance: '0.020' }],
    finalVolume: '100',
    flaskTolerance: '0.10',
    unit: 'mg/L',
    preparedOn: TODAY,
    shelfLifeDays: 30,
  });
  const create = (body: Record<string, unknown>, lang = 'zh-CN') => call('POST', `${API}/solutions`, body, lang);
  const approved = async (body: Record<string, unknown>) => {
    const id = await created('solutions', body);
    expect((await step('solutions', id, 'submit')).status).toBe(200);
    expect((await step('solutions', id, 'approve')).status).toBe(200);
    return id;
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    tok = Object.fromEntries(await Promise.all(['admin', 'sampler'].map(async (u) => [u, await t.login(u)])));
    const material = await created('materials', { code: 'T-NH3N-CRM', name: '水中氨氮有证标准样品', kind: 'crm', referenceNo: 'GBW(E)080000' });
    const nh4cl = await created('materials', { code: 'T-NH4CL', name: '氯化铵（优级纯）', kind: 'reagent' });
    const cert = { materialId: material, certifiedValue: '500', certifiedU: '5', certifiedK: '2', certifiedUnit: 'mg/L' };
    crm = await lot({ lotNo: 'T-A1', ...cert });
    solid = await lot({ lotNo: 'T-S1', materialId: nh4cl, purity: '0.9995', purityTolerance: '0.0005' });
    expiredLot = await lot({ lotNo: 'T-OLD', ...cert, expiresOn: addCalendarDays(TODAY, -1) });
    receivedLot = await lot({ lotNo: 'T-NEW', ...cert }, false);
  });
  afterAll(() => t.close());

  it('computes the chain CRM → stock → working solution and stores it, numbered, with its expiry', async () => {
    stock = await approved(stockBody(crm));
    const s = await form('solutions', stock);
    expect(s.solutionNo).toMatch(/^SL\d{11}$/);
    // the hand calculation of tests/unit/reagents.prepare.test.ts: 50 mg/L, u = 0.254132511366… mg/L
    expect(new Dec(s.concentration).eq(50)).toBe(true);
    expect(sig(s.u, 15)).toBe('0.254132511366282');
    expect(s.result.contributions.map((c: { name: string }) => c.name)).toEqual(['certified', 'pipette', 'flask']);
    expect(s.expiresOn).toBe(addCalendarDays(TODAY, 30));
    const working = await approved({
      name: '氨氮标准使用液',
      level: 'working',
      parents: [{ solutionId: stock, amount: '5.00', amountUnit: 'mL', amountTolerance: '0.015' }],
      finalVolume: '50',
      flaskTolerance: '0.05',
      unit: 'mg/L',
      preparedOn: TODAY,
      shelfLifeDays: 90,
    });
    const w = await form('solutions', working);
    expect(new Dec(w.concentration).eq(5)).toBe(true);
    expect(sig(w.u, 15)).toBe('0.0262202212042538');
    // its own shelf life is longer than its parent's: it expires with the stock
    expect(w.expiresOn).toBe(s.expiresOn);
    // a draft's change of an input computes again: 200 mL halves it
    const draft = await created('solutions', stockBody(crm));
    const put = await call('PUT', `${API}/solutions/${draft}`, { version: (await form('solutions', draft)).version, finalVolume: '200' });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(new Dec((await form('solutions', draft)).concentration).eq(25)).toBe(true);
    // a client's computed values are not taken: the server's stand
    const forged = await create({ ...stockBody(crm), concentration: '1', u: '0' });
    expect(forged.status).toBe(400);
  });

  it('refuses every bad input by field in zh and en, writing nothing', async () => {
    const before = await count();
    const errors = async (body: Record<string, unknown>, lang = 'zh-CN') => {
      const r = await create(body, lang);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      return r.body.data.errors as { field: string; message: string }[];
    };
    const base = stockBody(crm);
    const parent = base.parents[0]!;
    expect(await errors({ ...base, parents: [{ amount: '1', amountUnit: 'mL' }] })).toMatchObject([
      { field: 'parents.0.lotId', message: '请在批次与母液中选择且只选择一个' },
    ]);
    expect(await errors({ ...base, parents: [{ ...parent, solutionId: stock }] }, 'en')).toMatchObject([
      { field: 'parents.0.lotId', message: 'Name either a lot or a parent solution, one of them' },
    ]);
    expect(await errors({ ...base, parents: [parent, parent] })).toMatchObject([{ field: 'parents' }]);
    expect(await errors({ ...base, parents: [{ ...parent, lotId: receivedLot }] })).toMatchObject([
      { field: 'parents.0.lotId', message: '该批次状态为“待验收”，验收合格后才能使用' },
    ]);
    expect(await errors({ ...base, parents: [{ ...parent, lotId: expiredLot }] }, 'en')).toMatchObject([
      { field: 'parents.0.lotId', message: `The lot expired on ${addCalendarDays(TODAY, -1)}: it cannot be used in a preparation on ${TODAY}` },
    ]);
    expect(await errors({ ...base, preparedOn: addCalendarDays(TODAY, -500) })).toMatchObject([
      { field: 'parents.0.lotId', message: `该来源 ${addCalendarDays(TODAY, -400)} 才入库或配制，不能用于 ${addCalendarDays(TODAY, -500)} 的配制` },
    ]);
    expect(await errors({ ...base, finalVolume: '5' })).toMatchObject([{ field: 'finalVolume', message: '定容体积小于移取体积' }]);
    expect(await errors({ ...base, parents: [{ ...parent, amountUnit: 'mg' }] })).toMatchObject([
      { field: 'parents.0.amountUnit', message: '按质量称取需要该批次的纯度，该批次未记录纯度' },
    ]);
    expect(await errors({ ...base, parents: [{ ...parent, lotId: solid }] }, 'en')).toMatchObject([
      { field: 'parents.0.amountUnit', message: "A volume taken needs the lot's certified value, its expanded uncertainty U, k and unit" },
    ]);
    expect(await errors({ ...base, parents: [{ ...parent, amountTolerance: '0' }] })).toMatchObject([
      { field: 'parents.0.amountTolerance', message: '应为大于 0 的数值' },
    ]);
    expect(await errors({ ...base, flaskTolerance: '-0.1' })).toMatchObject([{ field: 'flaskTolerance' }]);
    const { unit: _unit, ...noUnit } = base;
    expect((await errors(noUnit)).map((e) => e.field)).toContain('unit');
    expect(await count()).toBe(before);
    // a weighed solid with a purity is accepted: 100.0 mg × 0.9995 ÷ 100 mL = 999.5 mg/L
    const weighed = await created('solutions', { ...base, parents: [{ lotId: solid, amount: '100.0', amountUnit: 'mg', amountTolerance: '0.1' }] });
    expect(new Dec((await form('solutions', weighed)).concentration).eq('999.5')).toBe(true);
  });

  it('refuses a preparation from an expired or unapproved parent solution', async () => {
    // prepared 60 days ago with a 10-day shelf life: expired today
    const old = await approved({ ...stockBody(crm), preparedOn: addCalendarDays(TODAY, -60), shelfLifeDays: 10 });
    expect((await form('solutions', old)).expiresOn).toBe(addCalendarDays(TODAY, -50));
    const child = { ...stockBody(crm), name: '使用液', level: 'working', parents: [{ solutionId: old, amount: '5', amountUnit: 'mL' }], finalVolume: '50' };
    const before = await count();
    const r = await create(child);
    expect(r.status).toBe(400);
    expect(r.body.data.errors).toMatchObject([
      { field: 'parents.0.solutionId', message: `母液已于 ${addCalendarDays(TODAY, -50)} 过期，不能用于 ${TODAY} 的配制` },
    ]);
    const draft = await created('solutions', stockBody(crm));
    const unapproved = await create({ ...child, parents: [{ solutionId: draft, amount: '5', amountUnit: 'mL' }] }, 'en');
    expect(unapproved.body.data.errors).toMatchObject([
      { field: 'parents.0.solutionId', message: 'The parent solution is "Draft": it may be used once approved' },
    ]);
    expect(await count()).toBe(before + 1);
  });

  it('signs the preparation and the approval, returns and discards with a reason, and edits only a draft', async () => {
    const id = await created('solutions', stockBody(crm));
    expect((await step('solutions', id, 'submit', { password: 'wrong' })).status).toBe(403);
    expect((await step('solutions', id, 'submit')).status).toBe(200);
    const prepared = await form('solutions', id);
    expect(prepared).toMatchObject({ status: 'prepared' });
    expect(prepared.preparedBy).toBeTruthy();
    expect(prepared.preparedAt).toBeTruthy();
    expect((await step('solutions', id, 'return', { reason: '移液管未校准' })).status).toBe(200);
    expect(await form('solutions', id)).toMatchObject({ status: 'draft', preparedBy: null });
    await step('solutions', id, 'submit');
    expect((await step('solutions', id, 'approve')).status).toBe(200);
    const done = await form('solutions', id);
    expect(done).toMatchObject({ status: 'approved', approvedBy: prepared.preparedBy });
    expect(done.approvedAt).toBeTruthy();
    const edit = await call('PUT', `${API}/solutions/${id}`, { version: done.version, finalVolume: '200' });
    expect(edit.status).toBeGreaterThanOrEqual(400);
    expect((await step('solutions', id, 'finish', {})).status).toBe(200);
    const other = await created('solutions', stockBody(crm));
    expect((await step('solutions', other, 'discard', { reason: '配错' })).status).toBe(200);
    expect((await form('solutions', other)).status).toBe('discarded');
  });

  it('a person without reagent:prepare is refused', async () => {
    const r = await call('POST', `${API}/solutions`, stockBody(crm), 'zh-CN', 'sampler');
    expect(r.status).toBe(403);
    expect((await call('POST', `${API}/solutionRecipes`, { name: 'x' }, 'zh-CN', 'sampler')).status).toBe(403);
  });

  it("seeds the demo's chain through the hooks: a stock and a working solution valid today, and an expired one", async () => {
    const users = await t.database.db.selectFrom('users').select(['id', 'username']).where('username', 'in', ['analyst', 'qa']).execute();
    const made = await t.database.db.transaction().execute(async (tx) => {
      const as = await demoPeople(t.app.lims, tx, Object.fromEntries(users.map((x) => [x.username, Number(x.id)])));
      return seedSolutions(as('analyst'), crm, as('qa'));
    });
    const qa = (await t.database.db.selectFrom('users').select('nickname').where('username', '=', 'qa').executeTakeFirstOrThrow()).nickname;
    const [s, w, x] = await Promise.all([made.stockId, made.workingId, made.expiredId].map((id) => form('solutions', id)));
    expect(new Dec(s.concentration).eq(50)).toBe(true);
    expect(new Dec(w.concentration).eq(5)).toBe(true);
    expect(new Dec(x.concentration).eq(5)).toBe(true);
    for (const r of [s, w, x]) expect(r).toMatchObject({ status: 'approved', preparedBy: '张分析', approvedBy: qa });
    expect(w.expiresOn >= TODAY && s.expiresOn >= TODAY).toBe(true);
    expect(x.expiresOn < TODAY).toBe(true);
  });

  it('keeps recipes whose parents name one material or one parent recipe', async () => {
    const [material] = await t.database.db.selectFrom('materials').select('id').where('code', '=', 'T-NH3N-CRM').execute();
    const recipe = {
      name: '氨氮储备液配方',
      level: 'stock',
      parents: [{ materialId: Number(material!.id), amount: '10.00', amountUnit: 'mL', amountTolerance: '0.020' }],
      finalVolume: '100',
      unit: 'mg/L',
      shelfLifeDays: 30,
    };
    const id = await created('solutionRecipes', recipe);
    const both = await call('POST', `${API}/solutionRecipes`, { ...recipe, name: 'b', parents: [{ ...recipe.parents[0], recipeId: id }] });
    expect(both.status).toBe(400);
    expect(both.body.data.errors).toMatchObject([{ field: 'parents.0.materialId', message: '请在试剂/标准物质与母液配方中选择且只选择一个' }]);
    const self = await call('PUT', `${API}/solutionRecipes/${id}`, {
      version: (await form('solutionRecipes', id)).version,
      parents: [{ recipeId: id, amount: '1', amountUnit: 'mL' }],
    });
    expect(self.body.data.errors).toMatchObject([{ field: 'parents.0.recipeId' }]);
    // the quantities a solution made from it would be refused for are refused in the recipe already, nothing written
    const recipes = async () => (await call('GET', `${API}/solutionRecipes/page?pageSize=100`)).body.data.total;
    const before = await recipes();
    const bad = async (change: Record<string, unknown>) => (await call('POST', `${API}/solutionRecipes`, { ...recipe, name: 'c', ...change })).body.data.errors;
    expect(await bad({ parents: [{ ...recipe.parents[0], amount: '-1' }] })).toMatchObject([{ field: 'parents.0.amount', message: '应为大于 0 的数值' }]);
    expect(await bad({ parents: [{ ...recipe.parents[0], amountTolerance: '0' }] })).toMatchObject([{ field: 'parents.0.amountTolerance' }]);
    expect(await bad({ finalVolume: '5' })).toMatchObject([{ field: 'finalVolume', message: '定容体积小于移取体积' }]);
    expect(await bad({ flaskTolerance: '0' })).toMatchObject([{ field: 'flaskTolerance' }]);
    expect(await recipes()).toBe(before);
  });
});
