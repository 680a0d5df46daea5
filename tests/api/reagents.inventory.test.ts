// The reagent inventory (issue 34 items 1 and 5) through the generic CRUD and workflow routes: a CRM needs its
// national number and its lot a whole certificate (a certified value without U is a 400 naming certifiedU, nothing
// written), the signed acceptance makes the lot's containers, opening one dates it and shortens its use-by, a lot's
// certificate is attached once and read by who reads the reagents, and the dashboard's alerts list what expires within
// the lab's window and what runs low. Who may not read the reagents is refused.
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { addCalendarDays, labDay } from '../../schemas/core/dates.ts';
import { attachCertificate, CERTIFICATE_PDF } from './reagentFixtures.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 150_000 });

const API = '/admin/api/v1';
const PDF = CERTIFICATE_PDF;

describe.each(databaseTargets())('reagent inventory on %s', (target) => {
  let t: TestApp;
  let dataDir: string;
  let tok: Record<string, string>;
  let crmId = 0;
  let reagentId = 0;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, who = 'equipment', lang = 'zh-CN') =>
    t.call(method, url, { token: tok[who], body, lang });
  const form = async (r: string, id: number) => (await call('GET', `${API}/${r}/${id}/form`)).body.data;
  const step = async (r: string, id: number, name: string, who: string, body: Record<string, unknown> = {}) =>
    call('POST', `${API}/${r}/${id}/transitions/${name}`, { version: (await form(r, id)).version, ...body }, who);
  const count = async (table: string) =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );
  const today = () => labDay(new Date(), 'Asia/Shanghai');
  const certified = { certifiedValue: '1000', certifiedU: '10', certifiedK: '2', certifiedUnit: 'mg/L' };
  const lot = (body: Record<string, unknown>) => ({ lotNo: 'T-1', materialId: crmId, receivedOn: today(), expiresOn: addCalendarDays(today(), 200), ...body });

  const upload = (id: number, who: string, content: Buffer) => attachCertificate(t, id, tok[who], content);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-reagents-'));
    t = await startTestApp(target, { DATA_DIR: dataDir });
    tok = Object.fromEntries(await Promise.all(['equipment', 'qa', 'analyst', 'clerk', 'admin'].map(async (u) => [u, await t.login(u)])));
    const crm = await call('POST', `${API}/materials`, {
      code: 'T-CRM',
      name: '测试氨氮标准物质',
      kind: 'crm',
      referenceNo: 'GBW(E)-T',
      shelfLifeOpenedDays: 7,
      minStock: 5,
    });
    expect(crm.status, JSON.stringify(crm.body)).toBe(201);
    crmId = Number(crm.body.data.id);
    reagentId = Number((await call('POST', `${API}/materials`, { code: 'T-NH4CL', name: '测试氯化铵', kind: 'reagent', grade: '优级纯' })).body.data.id);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a CRM without its number and a CRM lot without a whole certificate, by field, in zh and en, writing nothing', async () => {
    const [materials, lots] = [await count('materials'), await count('material_lots')];
    const noNo = await call('POST', `${API}/materials`, { code: 'T-X', name: 'x', kind: 'crm' }, 'equipment', 'en');
    expect(noNo.status).toBe(400);
    expect(noNo.body.data.errors).toMatchObject([{ field: 'referenceNo', message: expect.stringContaining('reference material no.') }]);

    const noU = await call('POST', `${API}/materialLots`, lot({ certifiedValue: '1000', certifiedK: '2', certifiedUnit: 'mg/L' }));
    expect(noU.status).toBe(400);
    expect(noU.body.data.errors).toMatchObject([{ field: 'certifiedU', message: '有证标准物质的标准值须给出其扩展不确定度 U' }]);
    const nothing = await call('POST', `${API}/materialLots`, lot({}), 'equipment', 'en');
    expect(nothing.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['certifiedValue', 'certifiedU', 'certifiedK', 'certifiedUnit']);
    const zeroU = await call('POST', `${API}/materialLots`, lot({ ...certified, certifiedU: '0' }));
    expect(zeroU.body.data.errors).toMatchObject([{ field: 'certifiedU', message: '应为大于 0 的数值' }]);
    const k = await call('POST', `${API}/materialLots`, lot({ ...certified, certifiedK: '0.5' }), 'equipment', 'en');
    expect(k.body.data.errors).toMatchObject([{ field: 'certifiedK', message: 'The coverage factor k must be at least 1' }]);
    const purity = await call('POST', `${API}/materialLots`, lot({ materialId: reagentId, purity: '1.2' }));
    expect(purity.body.data.errors).toMatchObject([{ field: 'purity' }]);
    const dates = await call('POST', `${API}/materialLots`, lot({ ...certified, expiresOn: addCalendarDays(today(), -1) }), 'equipment', 'en');
    expect(dates.body.data.errors).toMatchObject([{ field: 'expiresOn', message: 'The expiry cannot be before the day it was received' }]);
    // a reagent's lot that states a value states it whole, as a CRM's
    const partial = await call('POST', `${API}/materialLots`, lot({ materialId: reagentId, certifiedValue: '5' }));
    expect(partial.body.data.errors.map((e: { field: string }) => e.field)).toContain('certifiedU');
    // an update is checked as the whole lot it makes
    const ok = await call('POST', `${API}/materialLots`, lot(certified));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const cut = await call('PUT', `${API}/materialLots/${ok.body.data.id}`, { version: ok.body.data.version, certifiedU: '-1' });
    expect(cut.body.data.errors).toMatchObject([{ field: 'certifiedU' }]);
    expect((await form('materialLots', ok.body.data.id)).certifiedU).toBe('10');
    expect([await count('materials'), await count('material_lots')]).toEqual([materials, lots + 1]);
  });

  it("attaches the lot's certificate once, read back by who reads the reagents", async () => {
    const id = Number((await call('POST', `${API}/materialLots`, lot({ ...certified, lotNo: 'T-CERT', certificateNo: 'ZS-T-1' }))).body.data.id);
    expect((await upload(id, 'analyst', PDF)).status).toBe(403);
    const bad = await upload(id, 'equipment', Buffer.from('not a certificate'));
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toMatchObject([{ field: 'certificateFile' }]);
    const ok = await upload(id, 'equipment', PDF);
    expect(ok.status).toBe(200);
    const url = ok.body.data.certificateFile as string;
    const read = (who: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tok[who]}` } });
    expect((await read('analyst')).rawPayload.equals(PDF)).toBe(true);
    expect((await read('clerk')).statusCode).toBe(403);
    expect((await upload(id, 'equipment', PDF)).status).toBe(409);
    // a body cannot name a file: it comes only through the upload
    const named = await call('POST', `${API}/materialLots`, lot({ ...certified, certificateFile: url }));
    expect(named.body.data.errors).toMatchObject([{ field: 'certificateFile' }]);
  });

  it('makes the containers on the signed acceptance; opening one dates it and keeps it no longer than the shelf life once opened', async () => {
    const id = Number((await call('POST', `${API}/materialLots`, lot({ ...certified, lotNo: 'T-ACC', containers: 3 }))).body.data.id);
    expect((await call('POST', `${API}/materialContainers`, { lotId: id })).body.data.errors).toMatchObject([{ field: 'lotId' }]);
    expect((await step('materialLots', id, 'accept', 'equipment', { password: '123456' })).status).toBe(403); // not reagent:decide
    expect((await step('materialLots', id, 'accept', 'qa', { password: 'wrong' })).status).toBe(403);
    const containers = await count('material_containers');
    // a CRM is accepted on its certificate: without the file the signed step is refused by field, nothing written
    const bare = await step('materialLots', id, 'accept', 'qa', { password: '123456' });
    expect(bare.status).toBe(400);
    expect(bare.body.data.errors).toMatchObject([{ field: 'certificateFile', message: '有证标准物质须先上传证书文件，才能验收' }]);
    expect((await form('materialLots', id)).status).toBe('received');
    expect((await upload(id, 'equipment', PDF)).status).toBe(200);
    const accepted = await step('materialLots', id, 'accept', 'qa', { password: '123456' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await count('material_containers')).toBe(containers + 3);
    const lotNow = await form('materialLots', id);
    expect(lotNow).toMatchObject({ status: 'accepted', acceptedBy: '郑质控' });
    const pad = String(id).padStart(4, '0');
    const list = (await call('GET', `${API}/materialContainers/page?lotId=${id}&pageSize=50`)).body.data.list;
    expect(list.map((c: { containerNo: string }) => c.containerNo).sort()).toEqual([`R${pad}-01`, `R${pad}-02`, `R${pad}-03`]);
    expect(list.every((c: { status: string; expiresOn: string }) => c.status === 'unopened' && c.expiresOn === lotNow.expiresOn)).toBe(true);
    // a container found later is added to the accepted lot and numbered after the others
    expect((await call('POST', `${API}/materialContainers`, { lotId: id })).body.data.containerNo).toBe(`R${pad}-04`);

    const c = list[0];
    expect((await step('materialContainers', c.id, 'open', 'equipment')).status).toBe(403); // reagent:prepare
    const opened = await step('materialContainers', c.id, 'open', 'analyst');
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const after = await form('materialContainers', c.id);
    // the CRM keeps 7 days once opened, well before its lot's 200
    expect(after).toMatchObject({ status: 'opened', openedOn: today(), expiresOn: addCalendarDays(today(), 7) });
    // the lot, accepted, is evidence: no more changes
    expect((await call('PUT', `${API}/materialLots/${id}`, { version: lotNow.version, remarks: 'x' })).status).toBe(409);
    // labels: a PDF with a page for the containers
    const labels = await call('GET', `/admin/reagents/lots/${id}/labels`, undefined, 'analyst');
    expect(labels.status).toBe(200);
    expect(String(labels.headers['content-type'])).toBe('application/pdf');
  });

  it("a container keeps its lot's expiry when the lot ends before the shelf life once opened", async () => {
    const id = Number(
      (await call('POST', `${API}/materialLots`, lot({ ...certified, lotNo: 'T-SHORT', expiresOn: addCalendarDays(today(), 3) }))).body.data.id,
    );
    await upload(id, 'equipment', PDF);
    await step('materialLots', id, 'accept', 'qa', { password: '123456' });
    const [c] = (await call('GET', `${API}/materialContainers/page?lotId=${id}`)).body.data.list;
    await step('materialContainers', c.id, 'open', 'analyst');
    expect((await form('materialContainers', c.id)).expiresOn).toBe(addCalendarDays(today(), 3));
  });

  it("alerts: what expires within the lab's window (a setting) and what runs low; refused to who does not read the reagents", async () => {
    const alerts = async () => (await call('GET', '/admin/reagents/alerts', undefined, 'qa')).body.data;
    const a = await alerts();
    expect(a.days).toBe(30);
    // the demo lab: a lot near its expiry, one expired (flagged), the consumable below its minimum stock
    expect(a.expiring.find((e: { no: string }) => e.no === '20240612')).toMatchObject({ kind: 'lot', expired: false });
    expect(a.expiring.find((e: { no: string }) => e.no === '20230305')).toMatchObject({ kind: 'lot', expired: true });
    expect(a.lowStock.find((m: { code: string }) => m.code === 'HC-BSG-50')).toMatchObject({ minStock: 10, inStock: 4 });
    // this test's CRM: minimum 5, four containers of T-ACC and one of T-SHORT in store (T-CERT awaits acceptance); both
    // opened containers expire within the window
    expect(a.lowStock.some((m: { code: string }) => m.code === 'T-CRM')).toBe(false);
    expect(a.expiring.filter((e: { kind: string }) => e.kind === 'container').length).toBeGreaterThanOrEqual(2);
    // the lab admin's setting: 5 days leaves the near lot (10 days) out
    const setting = (await call('GET', `${API}/configs/page?configKey=reagent.expiryAlertDays`, undefined, 'admin')).body.data.list[0];
    const bad = await t.call('PUT', `${API}/configs/${setting.id}`, {
      token: tok.admin,
      body: { version: setting.version, configValue: 'thirty' },
      lang: 'en',
    });
    expect(bad.body.data.errors).toMatchObject([{ field: 'configValue', message: 'The alert window is a whole number of days from 0 to 365' }]);
    expect((await t.call('PUT', `${API}/configs/${setting.id}`, { token: tok.admin, body: { version: setting.version, configValue: '5' } })).status).toBe(200);
    const b = await alerts();
    expect(b.days).toBe(5);
    expect(b.expiring.some((e: { no: string }) => e.no === '20240612')).toBe(false);
    expect(b.expiring.some((e: { no: string }) => e.no === '20230305')).toBe(true);
    expect((await call('GET', '/admin/reagents/alerts', undefined, 'clerk')).status).toBe(403);
    expect((await call('GET', `${API}/materialLots/page`, undefined, 'clerk')).status).toBe(403);
  });
});
