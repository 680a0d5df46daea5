// The demo catalogue and its template registry (issue 13 item 1, issue 14 W-COD): every seeded parameter names the
// template of its own method and matrix, a parameter's template is refused on every write path unless the registry
// has it and it fits, and the registry lists every template of the manifest, kept in step with it on start.
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { FAMILIES, templateById, templateManifest } from '../../schemas/templates/index.ts';
import type { TemplateDef } from '../../schemas/templates/types.ts';
import { parameterMatricesOf, servesMethod, templateFamilies, templateMatrices, templateMatrixFor } from '../../schemas/catalogue/fit.ts';
import { matrices } from '../../schemas/catalogue/parameters.ts';
import { syncAnalforms } from '../../server/catalogue/sync.ts';
import { sheetTemplate } from '../../server/analysis/templates.ts';
import { databaseTargets, startTestApp, multipart, type TestApp } from './harness.ts';

vi.setConfig({ testTimeout: 30_000 });

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('how a parameter fits a template (schemas/catalogue/fit.ts)', () => {
  it('matches a method standard by number and edition, among the standards a template cites', () => {
    expect(servesMethod('HJ 535-2009', 'HJ 535-2009')).toBe(true);
    expect(servesMethod('HJ 535-2009', ' hj535－2009 ')).toBe(true);
    expect(servesMethod('HJ 535-2009 / GB 11893-89 / GB 7467-87', 'GB 11893-89')).toBe(true);
    expect(servesMethod('HJ 535-2009', 'HJ 536-2009')).toBe(false);
    expect(servesMethod('GB 7489-87', 'GB 7489-2020')).toBe(false);
    expect(servesMethod('HJ 535-2009', '')).toBe(false);
  });

  it("maps every parameter matrix to one template matrix, and names the registry's matrices and families completely", () => {
    for (const m of matrices) expect(templateMatrices, m).toContain(templateMatrixFor(m));
    expect(parameterMatricesOf('water').sort()).toEqual(['wastewater', 'water']);
    expect(new Set(templateManifest.map((t) => t.matrix))).toEqual(new Set(templateMatrices));
    expect([...templateFamilies].sort()).toEqual(Object.keys(FAMILIES).sort());
  });
});

describe.each(databaseTargets())('test-item catalogue and template registry on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let labadmin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin');
    labadmin = await t.login('labadmin');
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const param = (over: Record<string, unknown> = {}) => ({
    code: `T-${Math.random().toString(36).slice(2, 8)}`,
    name: '氨氮',
    matrix: 'wastewater',
    unit: 'mg/L',
    methodNo: 'HJ 535-2009',
    mdl: '0.025',
    holdingHours: 24,
    ...over,
  });
  const create = (body: unknown, lang = 'zh-CN') => t.call('POST', '/admin/api/v1/parameters', { token: labadmin, body, lang });
  const stored = (code: string) => t.database.db.selectFrom('parameters').selectAll().where('code', '=', code).executeTakeFirstOrThrow();

  it('seeds every parameter with the template of its method standard, matrix, unit and MDL', async () => {
    const rows = await t.database.db.selectFrom('parameters').selectAll().orderBy('id').execute();
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const p of rows) {
      const tpl = templateById(String(p.templateId));
      expect(tpl, `${p.code} → ${p.templateId}`).toBeDefined();
      const t0 = tpl as TemplateDef;
      expect(t0.method.standard, `${p.code} method`).toBe(p.methodNo);
      expect(t0.method.title.zh, `${p.code} method title`).toBe(p.methodTitle);
      expect(t0.matrix, `${p.code} matrix ${p.matrix}`).toBe(templateMatrixFor(String(p.matrix)));
      // the template reports this parameter, so its sheets do not fall back to the generic single reading
      const st = sheetTemplate(t0.id, [{ ...p, id: p.id as number, mdl: String(p.mdl) } as never]);
      expect(st.generic, `${p.code} is reported by ${t0.id}`).toBe(false);
      const tp = t0.parameters.find((x) => x.code === st.toTemplate.get(p.id as number))!;
      expect(tp.unit, `${p.code} unit`).toBe(p.unit);
      if (tp.mdl) expect(new Decimal(tp.mdl).eq(String(p.mdl)), `${p.code} MDL ${p.mdl} vs ${tp.mdl}`).toBe(true);
    }
    // the ones issue 13 found wired wrong
    const wired = Object.fromEntries(rows.map((p) => [p.code, p.templateId]));
    expect(wired).toMatchObject({
      'W-NH3N': 'water-tmpl47',
      'W-COD': 'water-tmpl44',
      'W-TP': 'water-tmpl49',
      'W-PB': 'water-tmpl61',
      'G-PM': 'air-tmpl69',
      'SW-FP': 'gufei-tmpl104',
    });
  });

  it("refuses an unknown template, one of another matrix or another method, in the user's language, writing nothing", async () => {
    const before = Number(
      (
        await t.database.db
          .selectFrom('parameters')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const unknown = await create(param({ templateId: 'no-such-template' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.errors).toMatchObject([{ field: 'templateId', message: '原始记录模板“no-such-template”不存在，请从模板库中选择' }]);
    expect(unknown.body.msg).toBe('原始记录模板“no-such-template”不存在，请从模板库中选择');
    const en = await create(param({ templateId: 'no-such-template' }), 'en');
    expect(en.body.data.errors[0].message).toContain('There is no raw-record template "no-such-template"');
    // a Detail route is a screen, not a template id
    expect((await create(param({ templateId: 'water-tmpl47Detail' }))).status).toBe(400);

    const matrix = await create(param({ matrix: 'soil', templateId: 'water-tmpl47' }));
    expect(matrix.status).toBe(400);
    expect(matrix.body.data.errors).toMatchObject([{ field: 'templateId', message: '原始记录模板“water-tmpl47”不适用于该检测项目的介质' }]);
    const method = await create(param({ methodNo: 'HJ 536-2009', templateId: 'water-tmpl47' }), 'en');
    expect(method.status).toBe(400);
    expect(method.body.data.errors[0]).toMatchObject({
      field: 'templateId',
      message: 'The raw-record template "water-tmpl47" follows HJ 535-2009, not the test item\'s method HJ 536-2009',
    });
    const after = Number(
      (
        await t.database.db
          .selectFrom('parameters')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(after).toBe(before);

    // the same standard written with other spacing or dashes fits; a wastewater item takes a water template
    const ok = await create(param({ code: 'T-NH3', methodNo: 'HJ535－2009', templateId: 'water-tmpl47' }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    // no template at all is allowed: the sheet then uses the generic reading
    expect((await create(param({ code: 'T-NONE' }))).status).toBe(201);
  });

  it('checks an update against the stored row: template, matrix or method changes that break the fit are refused', async () => {
    const p = await stored('W-NH3N');
    const put = (body: Record<string, unknown>) =>
      t.call('PUT', `/admin/api/v1/parameters/${p.id}`, { token: labadmin, body: { ...body, version: p.version } });
    const pH = await put({ templateId: 'water-tmpl37' });
    expect(pH.status).toBe(400);
    expect(pH.body.data.errors[0].field).toBe('templateId');
    expect((await put({ matrix: 'soil' })).status).toBe(400);
    expect((await put({ methodNo: 'HJ 536-2009' })).status).toBe(400);
    expect((await put({ templateId: 'no-such-template' })).status).toBe(400);
    expect((await stored('W-NH3N')).version).toBe(p.version);
    const price = await put({ price: '66' });
    expect(price.status, JSON.stringify(price.body)).toBe(200);
    // the method and its template change together
    const both = await t.call('PUT', `/admin/api/v1/parameters/${p.id}`, {
      token: labadmin,
      body: { methodNo: 'HJ 536-2009', methodTitle: '水质 氨氮的测定 水杨酸分光光度法', templateId: 'water-tmpl48', version: price.body.data.version },
    });
    expect(both.status, JSON.stringify(both.body)).toBe(200);
    expect((await stored('W-NH3N')).templateId).toBe('water-tmpl48');
  });

  it('refuses the same templates in the Excel import, per row in the preview and for the commit', async () => {
    const upload = async (url: string, content: Buffer, lang = 'zh-CN') => {
      const m = multipart({ file: { filename: 'p.xlsx', content, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: m.payload,
        headers: { ...m.headers, authorization: `Bearer ${admin}`, 'accept-language': lang },
      });
      return { status: res.statusCode, body: JSON.parse(res.body) };
    };
    const head = ['项目编码', '检测项目', '基质', '单位', '方法标准号', '检出限', '保存时限（小时）', '原始记录模板'];
    const file = await xlsx([
      head,
      ['I-1', '氨氮', 'wastewater', 'mg/L', 'HJ 535-2009', '0.025', 24, 'water-tmpl47'],
      ['I-2', '化学需氧量', 'wastewater', 'mg/L', 'HJ 828-2017', '4', 48, 'water-componentWaterHx'],
      ['I-3', '总磷', '土壤', 'mg/kg', 'GB 11893-89', '0.01', 24, 'water-tmpl49'],
      ['I-4', '铅', 'water', 'μg/L', 'HJ 700-2014', '0.09', 24, 'water-tmpl45'],
    ]);
    const preview = await upload('/admin/testparms/import?preview=true', file, 'en');
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.errors).toMatchObject([
      {
        row: 3,
        column: expect.any(String),
        field: 'templateId',
        message: 'There is no raw-record template "water-componentWaterHx": choose one from the template registry',
      },
      { row: 4, column: expect.any(String), field: 'templateId', message: 'The raw-record template "water-tmpl49" does not serve this test item\'s matrix' },
      {
        row: 5,
        column: expect.any(String),
        field: 'templateId',
        message: 'The raw-record template "water-tmpl45" follows GB 11892-89, not the test item\'s method HJ 700-2014',
      },
    ]);
    const commit = await upload('/admin/testparms/import', file);
    expect(commit.status).toBe(400);
    expect(await t.database.db.selectFrom('parameters').select('id').where('code', '=', 'I-1').executeTakeFirst()).toBeUndefined();
    // an update row for an existing item is checked against the stored row at commit
    const cod = await upload(
      '/admin/testparms/import',
      await xlsx([
        ['项目编码', '检测项目', '基质', '单位', '方法标准号', '检出限', '保存时限（小时）'],
        ['W-COD', '化学需氧量', 'soil', 'mg/L', 'HJ 828-2017', '4', 48],
      ]),
    );
    expect(cod.status).toBe(400);
    expect(cod.body.data.errors[0]).toMatchObject({ field: 'templateId' });
    expect((await stored('W-COD')).matrix).toBe('wastewater');
  });

  it('lists every template of the manifest in the registry with method, matrix, family and analytes', async () => {
    const page = await t.call('GET', '/admin/api/v1/analforms/page?pageSize=500&sort=templateId&order=asc', { token: labadmin });
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(templateManifest.length);
    expect(new Set(page.body.data.list.map((r: { templateId: string }) => r.templateId))).toEqual(new Set(templateManifest.map((x) => x.id)));
    const nh3 = page.body.data.list.find((r: { templateId: string }) => r.templateId === 'water-tmpl47');
    expect(nh3).toMatchObject({
      name: '氨氮 HJ 535-2009',
      nameEn: 'Ammonia nitrogen HJ 535-2009',
      methodNo: 'HJ 535-2009',
      matrix: 'water',
      family: 'spectro-curve',
      active: true,
      templateVersion: '1',
      parameters: [{ code: 'NH3-N', name: '氨氮', nameEn: 'Ammonia nitrogen', unit: 'mg/L' }],
    });
    const metals = page.body.data.list.find((r: { templateId: string }) => r.templateId === 'water-tmpl61');
    expect(metals.parameters.map((x: { code: string }) => x.code)).toEqual(templateById('water-tmpl61')!.parameters.map((x) => x.code));
    // filters: by matrix and by text over id, name and method
    const gas = await t.call('GET', '/admin/api/v1/analforms/page?matrix=gas&pageSize=500', { token: labadmin });
    expect(gas.body.data.total).toBe(templateManifest.filter((x) => x.matrix === 'gas').length);
    const q = await t.call('GET', `/admin/api/v1/analforms/page?q=${encodeURIComponent('HJ 828')}&pageSize=50`, { token: labadmin });
    expect(q.body.data.list.map((r: { templateId: string }) => r.templateId)).toContain('water-tmpl44');
  });

  it("keeps the registry in step with the manifest on an existing database: idempotent, audited, the lab's switch kept", async () => {
    expect(await syncAnalforms(t.app.lims)).toEqual({ created: 0, updated: 0 });
    const tmpl47 = templateById('water-tmpl47')!;
    const next: TemplateDef[] = [
      ...templateManifest.filter((x) => x.id !== 'water-tmpl38'),
      { ...tmpl47, id: 'water-tmpl999', route: 'water-tmpl999', name: { zh: '氨氮（新版）', en: 'Ammonia (new)' } },
    ].map((x) => (x.id === 'water-tmpl47' ? { ...x, version: 2 } : x));
    await t.database.db.deleteFrom('analforms').where('templateId', '=', 'water-tmpl49').execute();
    const row47 = await t.database.db.selectFrom('analforms').selectAll().where('templateId', '=', 'water-tmpl47').executeTakeFirstOrThrow();
    expect(await syncAnalforms(t.app.lims, next)).toEqual({ created: 2, updated: 2 });
    const rows = new Map((await t.database.db.selectFrom('analforms').selectAll().execute()).map((r) => [r.templateId, r]));
    expect(rows.get('water-tmpl999')).toMatchObject({ name: '氨氮（新版）', methodNo: 'HJ 535-2009' });
    expect(rows.get('water-tmpl49')).toBeDefined();
    expect(rows.get('water-tmpl47')).toMatchObject({ templateVersion: '2', version: (row47.version as number) + 1 });
    expect(Boolean(rows.get('water-tmpl38')!.active)).toBe(false);
    const logs = await t.database.db
      .selectFrom('adminLogs')
      .select(['entityId', 'action'])
      .where('entity', '=', 'analforms')
      .where('action', '=', 'sync')
      .execute();
    expect(logs.length).toBeGreaterThanOrEqual(4);
    expect(await syncAnalforms(t.app.lims, next)).toEqual({ created: 0, updated: 0 });
    // back to the real manifest: the lab's own switch-off of a template stays as it was
    await t.database.db.deleteFrom('analforms').where('templateId', '=', 'water-tmpl999').execute();
    await t.database.db
      .updateTable('analforms')
      .set({ active: target === 'sqlite' ? 1 : true } as never)
      .where('templateId', '=', 'water-tmpl38')
      .execute();
    await syncAnalforms(t.app.lims);
  });

  it('lets the lab switch a template off, which the picker then leaves out and a new choice refuses', async () => {
    const row = await t.database.db.selectFrom('analforms').selectAll().where('templateId', '=', 'water-tmpl48').executeTakeFirstOrThrow();
    // only `active` is the lab's: the manifest's fields are read-only, rows are neither created nor deleted by hand
    const renamed = await t.call('PUT', `/admin/api/v1/analforms/${row.id}`, { token: labadmin, body: { name: 'x', version: row.version } });
    expect(renamed.status).toBe(400);
    expect((await t.call('POST', '/admin/api/v1/analforms', { token: admin, body: { templateId: 'x', name: 'x' } })).status).toBe(404);
    const off = await t.call('PUT', `/admin/api/v1/analforms/${row.id}`, { token: labadmin, body: { active: false, version: row.version } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(await syncAnalforms(t.app.lims)).toEqual({ created: 0, updated: 0 });

    const choices = await t.call('GET', `/admin/api/v1/analforms/choices?matrix=wastewater&methodNo=${encodeURIComponent('HJ 536-2009')}`, { token: labadmin });
    expect(choices.status).toBe(200);
    const ids = choices.body.data.map((c: { templateId: string }) => c.templateId);
    expect(ids).not.toContain('water-tmpl48');
    expect(choices.body.data.every((c: { matrix: string }) => c.matrix === 'water')).toBe(true);
    const inactive = await create(param({ methodNo: 'HJ 536-2009', templateId: 'water-tmpl48' }));
    expect(inactive.status).toBe(400);
    expect(inactive.body.data.errors[0].message).toBe('原始记录模板“water-tmpl48”已停用，请选择在用的模板');
    // a parameter already on it keeps it (W-NH3N moved to water-tmpl48 above) and the edit form still sees it
    const p = await stored('W-NH3N');
    expect(
      (await t.call('PUT', `/admin/api/v1/parameters/${p.id}`, { token: labadmin, body: { templateId: 'water-tmpl48', price: '61', version: p.version } }))
        .status,
    ).toBe(200);
    const withCurrent = await t.call('GET', '/admin/api/v1/analforms/choices?matrix=water&current=water-tmpl48', { token: labadmin });
    expect(withCurrent.body.data.map((c: { templateId: string }) => c.templateId)).toContain('water-tmpl48');
  });

  it("offers the templates of a parameter's matrix with those of its method first, to those who edit parameters", async () => {
    const r = await t.call('GET', `/admin/api/v1/analforms/choices?matrix=wastewater&methodNo=${encodeURIComponent('HJ 828-2017')}`, { token: labadmin });
    expect(r.status).toBe(200);
    const fits = r.body.data.filter((c: { fitsMethod: boolean }) => c.fitsMethod).map((c: { templateId: string }) => c.templateId);
    expect(fits).toEqual(expect.arrayContaining(['water-tmpl44', 'water-componentWaterRlTow']));
    expect(r.body.data.slice(0, 2).map((c: { templateId: string }) => c.templateId)).toEqual(['water-componentWaterRlTow', 'water-tmpl44']); // exactly HJ 828 first
    expect(r.body.data[2].fitsMethod).toBe(false);
    // every water template but water-tmpl48, switched off above
    expect(r.body.data.length).toBe(templateManifest.filter((x) => x.matrix === 'water').length - 1);
    const stack = await t.call('GET', '/admin/api/v1/analforms/choices?matrix=stack_gas', { token: labadmin });
    expect(stack.body.data.every((c: { matrix: string }) => c.matrix === 'gas')).toBe(true);
    // the clerk reads parameters but does not edit them
    expect((await t.call('GET', '/admin/api/v1/analforms/choices', { token: await t.login('clerk') })).status).toBe(403);
  });
});
