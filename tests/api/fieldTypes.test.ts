import ExcelJS from 'exceljs';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { databaseTargets, multipart, startTestApp, type TestApp } from './harness.ts';
import { lastAuditHash, tableCounts } from '../security/tables.ts';

const E = '/admin/api/v1/equipment';
const EMP = '/admin/api/v1/employees';

// Issue 15, "strict field types, the same on every path": wrong-typed values are a 400 naming the field in the
// user's language, never a coerced value and never a 500; calendar months clamp; a no-op write keeps the version.
describe.each(databaseTargets())('strict field types on %s', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  async function refused(method: string, url: string, body: unknown, field: string, lang = 'en') {
    const [counts, head] = [await tableCounts(t), await lastAuditHash(t)];
    const res = await t.call(method, url, { token: admin, body, lang });
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(
      res.body.data.errors.map((e: { field: string }) => e.field),
      JSON.stringify(body),
    ).toContain(field);
    expect(await tableCounts(t)).toEqual(counts);
    expect(await lastAuditHash(t)).toBe(head);
    return res.body.data.errors.find((e: { field: string }) => e.field === field).message as string;
  }

  it('refuses booleans that are not true/false in JSON, and takes the text forms of a multipart form', async () => {
    for (const v of ['false', '0', {}, 1, 'yes']) {
      expect(await refused('POST', EMP, { employeeNo: 'B-1', name: '布尔', authorisedSignatory: v }, 'authorisedSignatory')).toBe('Must be true or false');
    }
    const ok = await t.call('POST', EMP, { token: admin, body: { employeeNo: 'B-2', name: '布尔', authorisedSignatory: false } });
    expect(ok.body.data.authorisedSignatory).toBe(false);
    const form = multipart({ employeeNo: 'B-3', name: '表单', authorisedSignatory: 'false' });
    const viaForm = await t.app.inject({ method: 'POST', url: EMP, headers: { ...form.headers, authorization: `Bearer ${admin}` }, payload: form.payload });
    expect(viaForm.statusCode).toBe(201);
    expect(JSON.parse(viaForm.body).data.authorisedSignatory).toBe(false);
    const badForm = multipart({ employeeNo: 'B-4', name: '表单', authorisedSignatory: 'no way' });
    const refusedForm = await t.app.inject({
      method: 'POST',
      url: EMP,
      headers: { ...badForm.headers, authorization: `Bearer ${admin}`, 'accept-language': 'en' },
      payload: badForm.payload,
    });
    expect(refusedForm.statusCode).toBe(400);
    expect(JSON.parse(refusedForm.body).data.errors).toMatchObject([{ field: 'authorisedSignatory', message: 'Must be true or false' }]);
  });

  it('refuses dates that are not calendar days, in the user language, on create and update', async () => {
    for (const v of ['2026-02-30', '2026-13-01', '0000-00-00', '2025-02-29', 20260101]) {
      expect(await refused('POST', E, { assetNo: `D-${v}`, name: '日期', calibratedOn: v }, 'calibratedOn')).toBe('Must be a real date YYYY-MM-DD');
    }
    expect(await refused('POST', E, { assetNo: 'D-zh', name: '日期', calibratedOn: '2026-02-30' }, 'calibratedOn', 'zh-CN')).toBe('应为有效日期 YYYY-MM-DD');
    const rec = (await t.call('POST', E, { token: admin, body: { assetNo: 'D-OK', name: '日期', calibratedOn: '2026-01-10' } })).body.data;
    await refused('PUT', `${E}/${rec.id}`, { version: rec.version, calibratedOn: '2026-13-01' }, 'calibratedOn');
    const orders = (await t.call('GET', '/admin/api/v1/orders/page?status=draft', { token: admin })).body.data.list;
    if (orders.length) await refused('PUT', `/admin/api/v1/orders/${orders[0].id}`, { version: orders[0].version, dueDate: '0000-00-00' }, 'dueDate');
  });

  it('refuses a decimal sent as a JSON number or with blanks around, in the user language; keeps the text exactly', async () => {
    const P = '/admin/api/v1/parameters';
    const p = (await t.call('GET', `${P}/page?pageSize=1`, { token: admin })).body.data.list[0];
    // a JSON number is a binary float when read: 0.1000000000000000055511151231257827 arrives as 0.1 (digits lost)
    for (const v of [12345, 0.1000000000000000055511151231257827]) {
      expect(await refused('PUT', `${P}/${p.id}`, { version: p.version, mdl: v }, 'mdl')).toBe('Must be a number written as text, e.g. "12.5"');
    }
    expect(await refused('PUT', `${P}/${p.id}`, { version: p.version, mdl: 12345 }, 'mdl', 'zh-CN')).toBe('须为文本形式的数字，如 "12.5"');
    for (const v of [' 0.5', '0.5 ', '\t0.5'])
      expect(await refused('PUT', `${P}/${p.id}`, { version: p.version, price: v }, 'price')).toBe('Must be a number (e.g. 12.5)');
    const ok = await t.call('PUT', `${P}/${p.id}`, { token: admin, body: { version: p.version, mdl: '0.1000000000' } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.mdl).toBe('0.1000000000');
  });

  it('refuses whole numbers and references sent as text in JSON', async () => {
    await refused('POST', E, { assetNo: 'I-1', name: '整数', calibrationCycleMonths: '12' }, 'calibrationCycleMonths');
    await refused('POST', E, { assetNo: 'I-2', name: '整数', calibrationCycleMonths: true }, 'calibrationCycleMonths');
    await refused('POST', E, { assetNo: 'I-3', name: '引用', keeperId: '1' }, 'keeperId');
    await refused('POST', E, { assetNo: 'I-4', name: '引用', keeperId: [1] }, 'keeperId');
  });

  it('adds calibration cycles in calendar months, clamped to the month end', async () => {
    const a = (await t.call('POST', E, { token: admin, body: { assetNo: 'C-1', name: '月末', calibratedOn: '2025-08-31', calibrationCycleMonths: 6 } })).body
      .data;
    expect(a.nextCalibrationDue).toBe('2026-02-28');
    const b = (await t.call('POST', E, { token: admin, body: { assetNo: 'C-2', name: '闰日', calibratedOn: '2024-02-29', calibrationCycleMonths: 12 } })).body
      .data;
    expect(b.nextCalibrationDue).toBe('2025-02-28');
    const c = (await t.call('PUT', `${E}/${b.id}`, { token: admin, body: { version: b.version, calibrationCycleMonths: 24 } })).body.data;
    expect(c.nextCalibrationDue).toBe('2026-02-28');
  });

  it('refuses on a raw record exactly the instruments the calibration flag calls overdue (one rule, schemas/)', async () => {
    const { calibrationFlag } = await import('../../schemas/core/calibration.ts');
    const sheet = await t.database.db
      .selectFrom('analysisSheets')
      .select(['id', 'parameterIds'])
      .where('status', 'in', ['received', 'in_entry'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // both serve the sheet's items (issue 29: an instrument not for the method is refused for that reason instead)
    const parameterIds = (typeof sheet.parameterIds === 'string' ? JSON.parse(sheet.parameterIds) : sheet.parameterIds) as number[];
    const make = async (assetNo: string, calibratedOn: string, calibrationCycleMonths: number) =>
      (await t.call('POST', E, { token: admin, body: { assetNo, name: '天平', calibratedOn, calibrationCycleMonths, status: 'in_service', parameterIds } }))
        .body.data;
    const late = await make('CAL-LATE', '2020-01-01', 1);
    const fine = await make('CAL-OK', new Date().toISOString().slice(0, 10), 12);
    const { labDay } = await import('../../schemas/core/dates.ts');
    const today = labDay(new Date(), 'Asia/Shanghai');
    expect([calibrationFlag(late.nextCalibrationDue, today), calibrationFlag(fine.nextCalibrationDue, today)]).toEqual(['overdue', 'ok']);
    const save = (equipmentIds: number[]) =>
      t.call('POST', '/admin/analysis/add_cgorder', { token: admin, lang: 'en', body: { analysisSheetId: sheet.id, header: {}, rows: [], equipmentIds } });
    const refusedLate = await save([late.id]);
    expect(refusedLate.status).toBe(400);
    expect(refusedLate.body.msg).toContain('天平');
    const taken = await save([fine.id]);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
  });

  it('keeps the version and writes no audit entry for a body that changes nothing', async () => {
    const before = (await t.call('GET', '/admin/api/v1/users/profile', { token: admin })).body.data;
    const head = await lastAuditHash(t);
    for (const body of [null, {}, { nickname: before.nickname }]) {
      const res = await t.call('PUT', '/admin/api/v1/users/profile', { token: admin, body: body as object });
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body.data.version, JSON.stringify(body)).toBe(before.version);
    }
    const rec = (await t.call('POST', E, { token: admin, body: { assetNo: 'N-1', name: '不变', location: '一楼' } })).body.data;
    const head2 = await lastAuditHash(t);
    const same = await t.call('PUT', `${E}/${rec.id}`, { token: admin, body: { version: rec.version, location: '一楼', name: '不变' } });
    expect(same.body.data.version).toBe(rec.version);
    expect(await lastAuditHash(t)).toBe(head2);
    expect(head2).not.toBe(head); // the create itself was audited
    const stale = await t.call('PUT', `${E}/${rec.id}`, { token: admin, body: { version: rec.version + 5, location: '一楼' } });
    expect(stale.status).toBe(409);
  });

  it('exports dates as date cells and numbers as numbers', async () => {
    await t.call('POST', E, { token: admin, body: { assetNo: 'X-1', name: '导出', calibratedOn: '2026-01-31' } });
    const res = await t.app.inject({ method: 'GET', url: `${E}/export?assetNo=X-1&q=X-1`, headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    const row = (ws.getRow(2).values as unknown[]).slice(1);
    const at = (label: string) => row[header.indexOf(label)];
    expect(at('ID')).toEqual(expect.any(Number));
    expect(at('上次检定/校准日期')).toEqual(new Date('2026-01-31T00:00:00Z'));
    expect(ws.getRow(2).getCell(header.indexOf('上次检定/校准日期') + 1).numFmt).toBe('yyyy-mm-dd');
    const orders = await t.app.inject({ method: 'GET', url: '/admin/api/v1/orders/export', headers: { authorization: `Bearer ${admin}` } });
    const wo = new ExcelJS.Workbook();
    await wo.xlsx.load(orders.rawPayload as unknown as ArrayBuffer);
    const oh = (wo.worksheets[0].getRow(1).values as unknown[]).slice(1);
    const quote = oh.findIndex((h) => /报价|quote/i.test(String(h)));
    expect(quote, `a quote column among ${oh.join(', ')}`).toBeGreaterThanOrEqual(0);
    const cell = wo.worksheets[0].getRow(2).getCell(quote + 1);
    expect(typeof cell.value).toBe('number');
    expect(cell.numFmt).toBe('0.00');
    // a date-time (the admin's last login) is a date cell showing the lab's wall clock (Asia/Shanghai, UTC+8)
    const users = await t.app.inject({ method: 'GET', url: '/admin/api/v1/users/export?username=admin', headers: { authorization: `Bearer ${admin}` } });
    const wu = new ExcelJS.Workbook();
    await wu.xlsx.load(users.rawPayload as unknown as ArrayBuffer);
    const uh = (wu.worksheets[0].getRow(1).values as unknown[]).slice(1);
    const row2 = wu.worksheets[0].getRow(2);
    const login = row2.getCell(uh.indexOf('最后登录') + 1);
    const stored = (await t.call('GET', `/admin/api/v1/users/${row2.getCell(1).value}/form`, { token: admin })).body.data.lastLoginAt as string;
    expect(stored).toBeTruthy();
    expect(login.value).toEqual(new Date(new Date(stored).getTime() + 8 * 3600_000));
    expect(login.numFmt).toBe('yyyy-mm-dd hh:mm');
  });
});

// Issue 15, "read-modify-write works": a body read from {id}/form can be PUT back.
describe.each(databaseTargets())('read-modify-write on %s', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });
  const form = async (id: number) => (await t.call('GET', `${E}/${id}/form`, { token: admin })).body.data;
  const put = (id: number, body: unknown) => t.call('PUT', `${E}/${id}`, { token: admin, body, lang: 'en' });

  it('takes back what it gave: system and read-only fields unchanged are ignored, changed ones refused by name', async () => {
    const created = (
      await t.call('POST', E, {
        token: admin,
        body: { assetNo: 'RMW-1', name: '回写', serialNo: 'S-1', calibratedOn: '2026-01-10', calibrationCycleMonths: 6, status: 'in_service' },
      })
    ).body.data;
    const read = await form(created.id);
    expect(read).toHaveProperty('createdAt');
    const back = await put(created.id, read);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data.version).toBe(read.version); // nothing changed
    const edited = await put(created.id, { ...read, location: '二楼' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ version: read.version + 1, location: '二楼' });
    const now = await form(created.id);
    for (const [field, value] of [
      ['nextCalibrationDue', '2030-01-01'],
      ['createdAt', '2020-01-01T00:00:00.000Z'],
      ['createdBy', 999],
      ['id', 12345],
    ] as const) {
      const res = await put(created.id, { ...now, [field]: value });
      expect(res.status, field).toBe(400);
      expect(res.body.data.errors, field).toMatchObject([{ field, message: 'Read-only: cannot be changed' }]);
    }
    expect((await form(created.id)).version).toBe(now.version);
  });

  it('clears an optional field with null, refuses null for a required one, leaves a missing field as it is', async () => {
    const created = (
      await t.call('POST', E, {
        token: admin,
        body: { assetNo: 'RMW-2', name: '清空', serialNo: 'S-2', calibratedOn: '2026-01-10', calibrationCycleMonths: 6, status: 'maintenance' },
      })
    ).body.data;
    const cleared = await put(created.id, { version: created.version, serialNo: null, calibratedOn: null });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.data).toMatchObject({ serialNo: null, calibratedOn: null, nextCalibrationDue: null });
    // fields with a default are not reset by an update that leaves them out
    expect(cleared.body.data).toMatchObject({ status: 'maintenance', calibrationCycleMonths: 6 });
    const required = await put(created.id, { version: cleared.body.data.version, name: null });
    expect(required.status).toBe(400);
    expect(required.body.data.errors).toMatchObject([{ field: 'name', message: 'Required' }]);
    const defaulted = await put(created.id, { version: cleared.body.data.version, status: null });
    expect(defaulted.status).toBe(400);
    expect(defaulted.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['status']);
  });
});

// Every resource, not only equipment: the seeded demo lab's rows (one per state a workflow has, where seeded) read
// from {id}/form and PUT back unchanged as ROOT keep their version; a workflow record past its editable states
// answers 409 (not editable), never a 400 on a field the client did not touch.
describe.each(databaseTargets())('read-modify-write of every resource on %s', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it("PUTs each resource's form back unchanged", async () => {
    const { resources } = await import('../../schemas/resources/index.ts');
    const { isEditable } = await import('../../schemas/workflows/machine.ts');
    const failures: string[] = [];
    let checked = 0;
    for (const r of resources.filter((x) => x.access.update)) {
      const rows = await t.database.db.selectFrom(r.table).select('id').orderBy('id').limit(5).execute();
      for (const { id } of rows) {
        const read = (await t.call('GET', `/admin/api/v1/${r.name}/${id}/form`, { token: admin })).body.data;
        // a resource whose writes are e-signed (the limit standards) is sent back with the signer's password
        const signed = r.fieldList.some((f) => f.name === 'signaturePassword');
        const body = signed ? { ...read, signaturePassword: '123456' } : read;
        const res = await t.call('PUT', `/admin/api/v1/${r.name}/${id}`, { token: admin, body, lang: 'en' });
        const editable = !r.workflow || isEditable(r.workflow, read);
        const want = editable ? 200 : 409;
        if (res.status !== want || (want === 200 && res.body.data.version !== read.version)) {
          failures.push(`${r.name} ${id}: ${res.status} ${JSON.stringify(res.body.data?.errors ?? res.body.msg)}`);
        }
        checked++;
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(30);
  });
});
