import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { writeZip } from '../../server/system/excel/zip.ts';
import { verifyChain } from '../../server/audit/chain.ts';
import { databaseTargets, startTestApp, multipart, type TestApp } from './harness.ts';

// a loaded two-core machine and argon2 hashing make single steps slow at times
vi.setConfig({ testTimeout: 30_000 });

/** An .xlsx made with ExcelJS from rows of cells (first row = headers). */
export async function xlsx(rows: unknown[][], sheet = 'Sheet1'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function readXlsx(buf: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

const day = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);
const HEAD = ['资产编号', '设备名称', '型号', '保管人', '设备状态', '上次检定/校准日期', '检定/校准周期（月）'];

describe.each(databaseTargets())('Excel import and export on %s', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin');
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const count = async (table: string) =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const upload = async (url: string, content: Buffer, opts: { token?: string; lang?: string } = {}) => {
    const m = multipart({ file: { filename: 'upload.xlsx', content, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: m.payload,
      headers: { ...m.headers, authorization: `Bearer ${opts.token ?? admin}`, 'accept-language': opts.lang ?? 'zh-CN' },
    });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };
  const download = async (url: string, lang = 'zh-CN', token = admin) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });
    return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
  };

  it("serves a template per kind with the headers of the user's language and an instructions sheet", async () => {
    for (const kind of ['device', 'samplingbasis', 'testparms']) {
      const r = await download(`/admin/${kind}/template`);
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toContain('spreadsheetml');
    }
    const zh = await readXlsx((await download('/admin/device/template')).body);
    expect(zh[0]).toEqual(expect.arrayContaining(['资产编号*', '设备名称*', '设备状态', '上次检定/校准日期']));
    const en = await readXlsx((await download('/admin/device/template', 'en')).body);
    expect(en[0]).toEqual(expect.arrayContaining(['Asset no.*', 'Name*', 'Status']));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await download('/admin/testparms/template')).body as unknown as ArrayBuffer);
    const help: string[] = [];
    wb.worksheets[1].eachRow((row) => help.push((row.values as unknown[]).slice(1).join('|')));
    expect(help.find((l) => l.startsWith('基质'))).toContain('地表水/地下水');
    expect((await download('/admin/device/template', 'zh-CN', await t.login('clerk'))).status).toBe(403);
  });

  it('previews what an equipment sheet would change without writing, then commits it all with audit', async () => {
    const before = await count('equipment');
    const file = await xlsx([
      [...HEAD, '证书编号', '备注列'],
      ['IMP-001', '原子吸收分光光度计', 'AA-7000', 'E001', '在用', new Date(Date.UTC(2026, 0, 15)), 12, 'JZ-1', 'x'],
      ['IMP-002', '气相色谱仪', 'GC-2030', '张分析', 'maintenance', '2026/3/1', 6],
      ['IMP-003', '离子色谱仪', null, null, 'In service', '2025年12月31日', null],
      ['EQ-001', '紫外可见分光光度计', 'UV-1800A'],
      ['EQ-002', '电子天平', 'XS205'],
    ]);
    const preview = await upload('/admin/device/import?preview=true', file);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data).toMatchObject({ mode: 'preview', total: 5, created: 3, updated: 1, unchanged: 1, errorCount: 0 });
    expect(preview.body.data.rows).toContainEqual({ row: 5, key: 'EQ-001', action: 'update', changes: ['model'] });
    expect(preview.body.data.warnings[0]).toContain('备注列');
    expect(await count('equipment')).toBe(before);

    const logsBefore = await count('adminLogs');
    const done = await upload('/admin/device/import', file);
    expect(done.status).toBe(200);
    expect(done.body.msg).toBe('导入完成：新增 3 条，更新 1 条，未变 1 条');
    expect(await count('equipment')).toBe(before + 3);
    const rows = await t.database.db.selectFrom('equipment').selectAll().where('assetNo', 'like', 'IMP-%').orderBy('assetNo').execute();
    expect(rows.map((r) => [r.assetNo, r.status, r.calibratedOn, r.nextCalibrationDue])).toEqual([
      ['IMP-001', 'in_service', '2026-01-15', '2027-01-15'],
      ['IMP-002', 'maintenance', '2026-03-01', '2026-09-01'],
      ['IMP-003', 'in_service', '2025-12-31', '2026-12-31'],
    ]);
    const analystEmployee = await t.database.db.selectFrom('employees').select('id').where('employeeNo', '=', 'E001').executeTakeFirstOrThrow();
    expect(rows[0].keeperId).toBe(analystEmployee.id);
    expect(rows[1].keeperId).toBe(analystEmployee.id);
    const eq1 = await t.database.db.selectFrom('equipment').select(['model', 'version']).where('assetNo', '=', 'EQ-001').executeTakeFirstOrThrow();
    expect(eq1).toEqual({ model: 'UV-1800A', version: 2 });
    // one entry per written record plus one for the file
    expect(await count('adminLogs')).toBe(logsBefore + 5);
    expect((await verifyChain(t.database.db)).ok).toBe(true);
  });

  it('refuses a sheet with row errors, naming row, column and problem in the asked language, and writes nothing', async () => {
    const before = await count('equipment');
    const file = await xlsx([
      HEAD,
      ['BAD-001', '坏日期', null, null, '在用', '2026-02-30', 12],
      ['BAD-002', '坏状态', null, null, 'flying'],
      ['BAD-003', '未来校准', null, null, null, day(30)],
      ['BAD-001', '重复编号'],
      ['BAD-004', null],
      ['BAD-005', '找不到保管人', null, 'E999'],
      ['BAD-006', '周期', null, null, null, null, 'twelve'],
      ['GOOD-001', '正常行'],
    ]);
    const r = await upload('/admin/device/import', file, { lang: 'en' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('Import failed: 7 errors, nothing was written');
    const errors = r.body.data.errors as Array<{ row: number; column: string; field: string; message: string }>;
    const at = (row: number) => errors.find((e) => e.row === row)!;
    expect(at(2)).toMatchObject({ column: 'Last calibrated on', field: 'calibratedOn', message: 'Invalid date "2026-02-30"; use YYYY-MM-DD' });
    expect(at(3)).toMatchObject({ column: 'Status', field: 'status' });
    expect(at(3).message).toContain('In service');
    expect(at(4)).toMatchObject({ field: 'calibratedOn', message: 'The date cannot be later than today' });
    expect(at(5)).toMatchObject({ column: 'Asset no.', message: 'Duplicates "BAD-001" of row 2' });
    expect(at(6)).toMatchObject({ field: 'name', message: 'Required' });
    expect(at(7)).toMatchObject({ column: 'Keeper', message: '"E999" not found' });
    expect(at(8)).toMatchObject({ field: 'calibrationCycleMonths', message: '"twelve" is not a whole number' });
    expect(errors.some((e) => e.row === 9)).toBe(false);
    expect(await count('equipment')).toBe(before);
    const zh = await upload('/admin/device/import?preview=true', file);
    expect(zh.status).toBe(200);
    expect(zh.body.data.errorCount).toBe(7);
    expect(zh.body.data.errors.find((e: { row: number }) => e.row === 2)).toMatchObject({
      column: '上次检定/校准日期',
      message: '日期“2026-02-30”无效，应为 YYYY-MM-DD',
    });
  });

  it('refuses wrong file types, workbooks that are not spreadsheets, zip bombs, too many rows and missing columns', async () => {
    const before = await count('equipment');
    const en = async (content: Buffer) => (await upload('/admin/device/import', content, { lang: 'en' })).body;
    expect((await en(Buffer.from('资产编号,设备名称\nX-1,天平\n'))).msg).toBe('Unsupported file type (CSV / text); upload an .xlsx workbook');
    expect((await en(Buffer.from('%PDF-1.7\n...'))).msg).toContain('(PDF)');
    expect((await en(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]))).msg).toContain('.xls');
    expect((await en(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]))).msg).toMatch(/^The file is not a valid Excel workbook/);
    expect(
      (
        await en(
          writeZip([
            { name: 'word/document.xml', content: '<w:document/>' },
            { name: '[Content_Types].xml', content: '<Types/>' },
          ]),
        )
      ).msg,
    ).toBe('The file is not a valid Excel workbook (Word document)');
    const brokenXml = writeZip([
      { name: '[Content_Types].xml', content: '<Types' },
      { name: 'xl/workbook.xml', content: '<<<' },
    ]);
    expect((await upload('/admin/device/import', brokenXml)).status).toBe(400);

    // a bomb: 1 MiB of zeros deflated once and repeated, declaring a tiny size in its headers
    const block = zlib.deflateRawSync(Buffer.alloc(1 << 20), { finishFlush: zlib.constants.Z_SYNC_FLUSH });
    const bombData = Buffer.concat([...Array.from({ length: 110 }, () => block), Buffer.from([0x03, 0x00])]);
    const bomb = writeZip([
      { name: '[Content_Types].xml', content: '<Types/>' },
      { name: 'xl/workbook.xml', content: '<workbook/>' },
      { name: 'xl/worksheets/sheet1.xml', content: '', deflated: { data: bombData, size: 1000, crc: 0 } },
    ]);
    expect(bomb.length).toBeLessThan(300_000);
    const b = await en(bomb);
    expect(b.msg).toBe('The file expands beyond the limits (expands beyond 100 MB) and was refused');

    const rows = Array.from({ length: 100_002 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>A${i}</t></is></c></row>`).join('');
    const big = writeZip([
      { name: '[Content_Types].xml', content: '<Types/>' },
      { name: 'xl/workbook.xml', content: '<workbook/>' },
      { name: 'xl/worksheets/sheet1.xml', content: `<worksheet><sheetData>${rows}</sheetData></worksheet>` },
    ]);
    expect((await en(big)).msg).toBe('100001 data rows exceed the limit of 100000');

    const missing = await en(
      await xlsx([
        ['资产编号', '型号'],
        ['M-1', 'x'],
      ]),
    );
    expect(missing.msg).toBe('Required columns missing: Name');
    expect((await en(await xlsx([HEAD]))).msg).toBe('The worksheet has no data rows');
    const noFile = await t.call('POST', '/admin/device/import', { token: admin, body: { x: 1 }, lang: 'en' });
    expect(noFile.body.msg).toBe('Choose a file to import (field "file")');
    expect(await count('equipment')).toBe(before);
  });

  it('reads a workbook written by LibreOffice Calc (decimals, whole numbers, yes/no, Chinese text)', async () => {
    const soffice = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((p) => fs.existsSync(p));
    if (!soffice) {
      if (process.env.CI) throw new Error('CI is set but LibreOffice (soffice) was not found (apt-get install -y libreoffice-calc-nogui)');
      console.warn('[import.test] skipped the LibreOffice workbook: soffice not found (apt-get install -y libreoffice-calc-nogui)');
      return;
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-lo-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'p.csv'),
        '项目编码,检测项目,基质,单位,方法标准号,检出限,保存时限（小时）,CMA 认可\nLO-F,氟化物,地表水/地下水,mg/L,HJ 84-2016,0.006,336,是\n',
      );
      const r = spawnSync(
        soffice,
        [
          '--headless',
          `-env:UserInstallation=file://${dir}/profile`,
          '--infilter=CSV:44,34,76,1',
          '--convert-to',
          'xlsx',
          '--outdir',
          dir,
          path.join(dir, 'p.csv'),
        ],
        { timeout: 120_000 },
      );
      expect(r.status, r.stderr?.toString()).toBe(0);
      const res = await upload('/admin/testparms/import', fs.readFileSync(path.join(dir, 'p.xlsx')));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const row = await t.database.db.selectFrom('parameters').selectAll().where('code', '=', 'LO-F').executeTakeFirstOrThrow();
      expect([row.name, row.matrix, String(row.mdl), row.holdingHours, Boolean(row.accredited)]).toEqual(['氟化物', 'water', '0.006', 336, true]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('answers 413 to an upload beyond the size limit', async () => {
    const r = await upload('/admin/device/import', Buffer.alloc(11 * 1024 * 1024, 1), { lang: 'en' });
    expect(r.status).toBe(413);
    expect(r.body.msg).toContain('10.0 MB');
  });

  it('lets only holders of the import perm import', async () => {
    const file = await xlsx([HEAD, ['P-1', '权限测试']]);
    expect((await upload('/admin/device/import', file, { token: await t.login('analyst') })).status).toBe(403);
    expect((await upload('/admin/device/import', file, { token: await t.login('equipment') })).status).toBe(200);
  });

  it('imports sampling methods and test parameters with dict labels, decimals and yes/no', async () => {
    const methods = await upload(
      '/admin/samplingbasis/import',
      await xlsx([
        ['标准编号', '标准名称', '基质', '实施日期', '废止日期'],
        ['HJ 493-2009', '水质 样品的保存和管理技术规定', '地表水/地下水', '2009-11-01', null],
        ['HJ 494-2009', '水质 采样技术指导', 'water', '2010-01-01', '2009-01-01'],
      ]),
      { lang: 'en' },
    );
    expect(methods.status).toBe(400);
    expect(methods.body.data.errors).toMatchObject([{ row: 3, column: 'Valid to', field: 'validTo', message: 'Valid to cannot be earlier than valid from' }]);
    const ok = await upload(
      '/admin/samplingbasis/import',
      await xlsx([
        ['Standard no.', 'Title', 'Matrix', 'Valid from'],
        ['HJ 493-2009', '水质 样品的保存和管理技术规定', 'Water', '2009-11-01'],
      ]),
    );
    expect(ok.body.data).toMatchObject({ created: 1 });
    const stored = await t.database.db.selectFrom('samplingMethods').selectAll().where('standardNo', '=', 'HJ 493-2009').executeTakeFirstOrThrow();
    expect([stored.matrix, stored.validFrom]).toEqual(['water', '2009-11-01']);

    const params = await upload(
      '/admin/testparms/import',
      await xlsx([
        ['项目编码', '检测项目', '基质', '单位', '方法标准号', '检出限', '保存时限（小时）', '单价（元）', '采样容器', 'CMA 认可'],
        // W-F is the demo's fluoride by GB 7484-87 (its template's standard): this lab's fluoride by HJ 488-2009 is a new item
        ['W-F-SP', '氟化物', '地表水/地下水', 'mg/L', 'HJ 488-2009', 0.02, 336, 65.5, '聚乙烯瓶', '是'],
        ['W-CN', '氰化物', 'wastewater', 'mg/L', 'HJ 484-2009', '0.004', 24, '80', 'glass', '否'],
        ['W-PH', 'pH值', 'water', '无量纲', 'HJ 1147-2020', '0.01', 2, '25', 'pe', 'y'],
      ]),
    );
    expect(params.status, JSON.stringify(params.body)).toBe(200);
    expect(params.body.data).toMatchObject({ created: 2, updated: 1 });
    const f = await t.database.db.selectFrom('parameters').selectAll().where('code', '=', 'W-F-SP').executeTakeFirstOrThrow();
    expect([String(f.mdl), String(f.price), f.container, Boolean(f.accredited), f.holdingHours]).toEqual(['0.02', '65.5', 'pe', true, 336]);
    const cn = await t.database.db.selectFrom('parameters').select('accredited').where('code', '=', 'W-CN').executeTakeFirstOrThrow();
    expect(Boolean(cn.accredited)).toBe(false);
    const bad = await upload(
      '/admin/testparms/import',
      await xlsx([
        ['项目编码', '检测项目', '基质', '单位', '方法标准号', '检出限', '保存时限（小时）', 'CMA 认可'],
        ['W-X', 'x', 'water', 'mg/L', 'HJ 1', '1e-3', 24, 'maybe'],
      ]),
      { lang: 'en' },
    );
    expect(bad.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['accredited', 'mdl']);
  });

  it('imports users into a department with roles by code, hashing the given passwords', async () => {
    const qa = await t.database.db.selectFrom('departments').select('id').where('code', '=', 'QA').executeTakeFirstOrThrow();
    const file = await xlsx([
      ['用户名', '姓名', '性别', '手机号码', '邮箱', '角色', '密码'],
      ['imp.one', '导入一', '男', '13700000001', 'one@example.com', 'ANALYST, CHECKER', 'first-pass'],
      ['imp.two', '导入二', '女', null, null, '分析员', null],
    ]);
    const nodept = await upload('/admin/api/v1/users/import?deptId=9999', file);
    expect(nodept.status).toBe(400);
    const preview = await upload(`/admin/api/v1/users/import?deptId=${qa.id}&preview=true`, file);
    expect(preview.body.data).toMatchObject({ created: 2, errorCount: 0 });
    const r = await upload(`/admin/api/v1/users/import?deptId=${qa.id}`, file);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const token = await t.login('imp.one', 'first-pass');
    const me = await t.call('GET', '/admin/api/v1/users/me', { token });
    expect(me.body.data.roles.sort()).toEqual(['ANALYST', 'CHECKER']);
    const two = await t.database.db.selectFrom('users').selectAll().where('username', '=', 'imp.two').executeTakeFirstOrThrow();
    expect([two.deptId, two.gender, two.passwordHash]).toEqual([qa.id, 'female', null]);
    const root = await upload(
      '/admin/api/v1/users/import',
      await xlsx([
        ['用户名', '姓名', '角色'],
        ['imp.root', '想当管理员', 'ROOT'],
      ]),
      {
        token: await (async () => {
          const role = await t.call('POST', '/admin/api/v1/roles', {
            token: admin,
            body: {
              code: 'IMPORTER',
              name: '导入员',
              ruleIds: (await t.database.db.selectFrom('menus').select('id').where('perm', 'in', ['user:import', 'user:query']).execute()).map((m) => m.id),
            },
          });
          await t.call('POST', '/admin/api/v1/users', {
            token: admin,
            body: { username: 'importer', nickname: 'i', password: 'secret1', roleIds: [role.body.data.id] },
          });
          return t.login('importer', 'secret1');
        })(),
      },
    );
    expect(root.status).toBe(400);
    expect(root.body.data.errors[0].field).toBe('roleIds');
  });

  it('exports the whole filtered list with Chinese headers and labels, and the export re-imports unchanged', async () => {
    const r = await download('/admin/device/export?status=in_service&sort=assetNo&order=asc');
    expect(r.status).toBe(200);
    expect(r.headers['content-disposition']).toContain('.xlsx');
    const rows = await readXlsx(r.body);
    const total = (await t.call('GET', '/admin/api/v1/equipment/page?status=in_service', { token: admin })).body.data.total;
    expect(rows.length - 1).toBe(total);
    expect(rows[0]).toEqual([
      'ID',
      '资产编号',
      '设备名称',
      '型号',
      '放置地点',
      '保管人',
      '设备状态',
      '上次检定/校准日期',
      '下次检定/校准日期',
      '检定/校准状态',
    ]);
    const eq1 = rows.find((x) => x[1] === 'EQ-001')!;
    expect(eq1[5]).toBe('张分析');
    expect(eq1[6]).toBe('在用');
    expect(['已超期', '30 天内到期', '有效']).toContain(eq1[9]);
    const again = await upload('/admin/device/import?preview=true', r.body);
    expect(again.body.data).toMatchObject({ errorCount: 0, created: 0, updated: 0, unchanged: total });
    const visible = await readXlsx((await download('/admin/device/export?status=in_service&columns=name,assetNo,calibrationFlag,nope')).body);
    expect(visible[0]).toEqual(['ID', '设备名称', '资产编号', '检定/校准状态']);
    expect(visible.length - 1).toBe(total);
    const en = await readXlsx((await download('/admin/device/export', 'en')).body);
    expect(en[0]).toContain('Asset no.');
    expect((await download('/admin/device/export?bogus=1')).status).toBe(400);
  });

  it('lists equipment overdue or due for calibration', async () => {
    const r = await t.call('GET', '/admin/device/calibration-due', { token: await t.login('equipment') });
    expect(r.status).toBe(200);
    const today = day(0);
    for (const e of r.body.data.overdue) expect(e.nextCalibrationDue < today).toBe(true);
    for (const e of r.body.data.due) expect(e.nextCalibrationDue >= today && e.nextCalibrationDue <= day(30)).toBe(true);
    expect(r.body.data.overdue.length + r.body.data.due.length).toBeGreaterThan(0);
  });
});
