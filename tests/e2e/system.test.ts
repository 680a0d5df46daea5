// Data management, permissions and the system area in Chromium: an .xlsx made by another tool (LibreOffice from a
// CSV) imported through the import dialog, the filtered list exported and reopened, the role permission tree
// walked to restrict a user whose menu changes at the next login, and every system and demo screen opened.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflateZip } from '../../server/system/excel/zip.ts';
import { readXlsxEntries } from '../../server/system/excel/xlsx.ts';
import { e2eEnabled, startE2E, newPage, login, shot, route, type E2E } from './harness.ts';
import type { Download } from 'playwright-core';

/** A download's file: saved by the client (the shared browser runs in another process, so dl.path() is not ours). */
async function saved(dl: Download): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lims-dl-')), dl.suggestedFilename());
  await dl.saveAs(file);
  return file;
}

const enabled = e2eEnabled();
const HEAD = ['资产编号', '设备名称', '型号', '保管人', '设备状态', '上次检定/校准日期', '检定/校准周期（月）'];

/**
 * Workbooks written by LibreOffice Calc from UTF-8 CSVs, one per named sheet, converted by one LibreOffice start (each
 * start with a fresh profile took 12-15 s, ~2 CPU-s, on a loaded 2-core machine; the file needed two). Required in CI,
 * else ExcelJS (with a printed reason) when soffice is missing.
 */
async function sheetsByAnotherTool<N extends string>(sheets: Record<N, string[][]>, dir: string): Promise<{ files: Record<N, string>; tool: string }> {
  const names = Object.keys(sheets) as N[];
  const csvs = names.map((name) => {
    const csv = path.join(dir, `${name}.csv`);
    fs.writeFileSync(csv, sheets[name].map((r) => r.join(',')).join('\n') + '\n');
    return csv;
  });
  const files = Object.fromEntries(names.map((name) => [name, path.join(dir, `${name}.xlsx`)])) as Record<N, string>;
  const soffice = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((p) => fs.existsSync(p));
  if (soffice) {
    const r = spawnSync(
      soffice,
      ['--headless', `-env:UserInstallation=file://${dir}/lo-profile`, '--infilter=CSV:44,34,76,1', '--convert-to', 'xlsx', '--outdir', dir, ...csvs],
      { timeout: 120_000 },
    );
    if (r.status === 0 && names.every((name) => fs.existsSync(files[name]))) return { files, tool: 'LibreOffice' };
    if (process.env.CI) throw new Error(`LibreOffice failed (${r.status}): ${r.stderr?.toString().slice(0, 500)}`);
    console.warn(`[e2e] LibreOffice failed (${r.status}): ${r.stderr?.toString().slice(0, 200)}; using ExcelJS`);
  } else if (process.env.CI) {
    throw new Error('CI is set but LibreOffice (soffice) was not found (apt-get install -y libreoffice-calc-nogui)');
  } else {
    console.warn('[e2e] LibreOffice not found (apt-get install -y libreoffice-calc-nogui); the workbooks are made by ExcelJS instead');
  }
  for (const name of names) {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Sheet1');
    sheets[name].forEach((r) => ws.addRow(r));
    await wb.xlsx.writeFile(files[name]);
  }
  return { files, tool: 'ExcelJS' };
}

describe.runIf(enabled)('data management, permissions and the system area', () => {
  let e: E2E;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-e2e-sys-'));
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const api = async (token: string, method: string, url: string, body?: unknown) => {
    const res = await fetch(`${e.base}/admin/api/v1/${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    return res.json() as Promise<{ code: string; data: any }>;
  };

  it('imports equipment from a LibreOffice workbook: preview, then commit; a bad sheet shows its row errors', async () => {
    const { files, tool } = await sheetsByAnotherTool(
      {
        equipment: [
          HEAD,
          ['LO-001', '原子荧光光度计', 'AFS-9700', 'E001', '在用', '2026-03-15', '12'],
          ['LO-002', '总有机碳分析仪', 'TOC-L', '张分析', '维修', '2026/5/20', '6'],
        ],
        bad: [HEAD, ['LO-003', '坏日期', '', '', '在用', '2026-02-30', '12'], ['LO-003', '重复']],
      },
      dir,
    );
    console.info(`[e2e] import workbooks made by ${tool}`);
    const page = await newPage(e);
    await login(e, page, 'admin', '/management/equipment');
    await page.locator('table tbody tr').first().waitFor();
    await page.getByTestId('import').click();
    await page.getByTestId('import-file').setInputFiles(files.equipment);
    await page.getByTestId('import-preview').click();
    await page.getByTestId('import-summary').waitFor();
    expect(await page.getByTestId('import-summary').textContent()).toContain('新增 2');
    expect(await page.getByTestId('import-rows').textContent()).toContain('LO-002');
    await shot(page, 'import-preview');
    await page.getByTestId('import-commit').click();
    await page.getByTestId('import-commit').waitFor({ state: 'detached' });
    await page.getByText('LO-002').waitFor();
    const token = (await page.evaluate(() => sessionStorage.getItem('admin-token')))!;
    const stored = await api(token, 'GET', 'equipment/page?q=LO-00&sort=assetNo&order=asc');
    expect(
      stored.data.list.map((r: { assetNo: string; status: string; calibratedOn: string; nextCalibrationDue: string }) => [
        r.assetNo,
        r.status,
        r.calibratedOn,
        r.nextCalibrationDue,
      ]),
    ).toEqual([
      ['LO-001', 'in_service', '2026-03-15', '2027-03-15'],
      ['LO-002', 'maintenance', '2026-05-20', '2026-11-20'],
    ]);

    await page.getByTestId('import').click();
    await page.getByTestId('import-file').setInputFiles(files.bad);
    await page.getByTestId('import-preview').click();
    await page.getByTestId('import-errors').waitFor();
    const errors = await page.getByTestId('import-errors').textContent();
    expect(errors).toContain('2026-02-30');
    expect(errors).toContain('与第 2 行的“LO-003”重复');
    expect(await page.getByTestId('import-commit').isDisabled()).toBe(true);
    await shot(page, 'import-errors');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('exports the filtered equipment list to .xlsx with Chinese headers, and the file reopens', async () => {
    const page = await newPage(e);
    await login(e, page, 'admin', '/management/equipment?filter=%7B%22status%22%3A%5B%22in_service%22%5D%7D');
    await page.locator('table tbody tr').first().waitFor();
    const [dl] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-all').click()]);
    const saved = path.join(dir, dl.suggestedFilename());
    await dl.saveAs(saved);
    expect(saved.endsWith('.xlsx')).toBe(true);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(saved);
    const ws = wb.worksheets[0];
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(expect.arrayContaining(['资产编号', '设备名称', '设备状态', '检定/校准状态']));
    const sheet = (await readXlsxEntries(inflateZip(fs.readFileSync(saved)), () => true))!;
    const statusCol = [...sheet.headers].find(([, h]) => h === '设备状态')![0];
    expect(sheet.rows.every((r) => r.cells.get(statusCol) === '在用')).toBe(true);
    const token = (await page.evaluate(() => sessionStorage.getItem('admin-token')))!;
    const total = (await api(token, 'GET', 'equipment/page?status=in_service')).data.total;
    expect(sheet.rows.length).toBe(total);

    // a column hidden in the columns chooser stays out of the export
    await page.getByRole('button', { name: '列', exact: true }).click();
    await page.getByRole('option').filter({ hasText: '型号' }).locator('input[type=checkbox]').uncheck();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('table thead').textContent()).not.toContain('型号');
    const [dl2] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-all').click()]);
    const narrowed = path.join(dir, `narrow-${dl2.suggestedFilename()}`);
    await dl2.saveAs(narrowed);
    const headers = [...(await readXlsxEntries(inflateZip(fs.readFileSync(narrowed)), () => true))!.headers.values()];
    expect(headers).toEqual(expect.arrayContaining(['资产编号', '设备名称', '检定/校准状态']));
    expect(headers).not.toContain('型号');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('restricts a user through the role permission tree; the menu follows at the next login', async () => {
    const admin = await newPage(e);
    await login(e, admin, 'admin', '/permissions/role/create');
    await admin.getByTestId('rule-tree').waitFor();
    await admin.locator('input[name=code]').fill('E2E_VIEW');
    await admin.locator('input[name=name]').fill('端到端查看');
    const row = (rule: string) => admin.locator(`[data-testid=rule-tree] [data-rule="${rule}"]`);
    await row('management').getByRole('button').first().click();
    await row('management/equipment').getByRole('checkbox').check();
    expect(await row('management').getByRole('checkbox').getAttribute('data-state')).toBe('half');
    await row('management/equipment').getByRole('button').first().click();
    expect(await row('device:import').getByRole('checkbox').isChecked()).toBe(true); // a menu takes its buttons along
    await shot(admin, 'role-tree');
    await admin.getByRole('button', { name: /保存|Save/ }).click();
    await admin.waitForURL((u) => u.hash.startsWith('#/permissions/role') && !u.hash.includes('create'));
    const token = (await admin.evaluate(() => sessionStorage.getItem('admin-token')))!;
    const role = (await api(token, 'GET', 'roles/page?code=E2E_VIEW')).data.list[0] ?? (await api(token, 'GET', 'roles/page?q=E2E_VIEW')).data.list[0];
    expect(role.halfCheckedIds.length).toBe(1);
    const created = await api(token, 'POST', 'users', { username: 'e2e.viewer', nickname: '端到端', password: '123456', roleIds: [role.id] });
    expect(created.code).toBe('00000');

    const menuOf = async () => {
      const page = await newPage(e);
      await login(e, page, 'e2e.viewer');
      await page.getByTestId('page-dashboard').waitFor();
      const groups = await page.locator('nav [data-group]').evaluateAll((els) => els.map((el) => el.getAttribute('data-group')));
      for (const g of groups) await page.locator(`[data-group="${g}"]`).getByRole('button').first().click();
      const links = await page.locator('nav [data-menu]').evaluateAll((els) => els.map((el) => el.getAttribute('data-menu')));
      return { page, groups, links };
    };
    const first = await menuOf();
    expect(first.groups).toEqual(['management']);
    expect(first.links.filter((l) => l !== '/dashboard')).toEqual(['/management/equipment']);
    await first.page.goto(`${e.base}/#/permissions/role`);
    await first.page.getByTestId('page-404').waitFor();
    await first.page.context().close();

    // narrow the role in the tree: equipment out, sampling methods in
    await admin.goto(`${e.base}/#/permissions/role/${role.id}`);
    await admin.getByTestId('rule-tree').waitFor();
    await row('management').getByRole('button').first().click();
    await row('management/equipment').getByRole('checkbox').uncheck();
    await row('management/sampling').getByRole('checkbox').check();
    await admin.getByRole('button', { name: /保存|Save/ }).click();
    await admin.waitForURL((u) => !/\/permissions\/role\/\d+$/.test(u.hash));
    const second = await menuOf();
    expect(second.links.filter((l) => l !== '/dashboard')).toEqual(['/management/sampling']);
    await second.page.goto(`${e.base}/#/management/equipment`);
    await second.page.getByTestId('page-404').waitFor();
    expect(route(second.page)).toBe('/404');
    await shot(second.page, 'restricted-menu');
    await second.page.context().close();
    expect(admin.errors).toEqual([]);
    await admin.context().close();
  });

  it('opens every screen of the system area and the demos without a page error', async () => {
    const page = await newPage(e);
    await login(e, page, 'admin');
    const screens: Array<[string, string]> = [
      ['/system/log-viewer', 'page-log-viewer'],
      ['/system/codegen', 'page-codegen'],
      ['/profile', 'page-profile'],
      ['/myNotice', 'page-my-notice'],
      ['/demo/api-docs', 'page-api-docs'],
      ['/demo/crud', 'page-crud'],
      ['/demo/dictionary', 'page-dictionary'],
      ['/demo/icons', 'page-icons'],
      ['/demo/upload', 'page-upload'],
      ['/demo/editor', 'page-editor'],
      ['/demo/websocket', 'page-websocket'],
      ['/demo/signature', 'page-signature'],
      ['/demo/multi-level', 'page-multi-level'],
      ['/demo/route-param/7', 'page-route-param'],
      ['/permissions/rule', 'menu-tree'],
      ['/system/user', 'dept-tree'],
    ];
    for (const [path_, testId] of screens) {
      await page.goto(`${e.base}/#${path_}`);
      await page.getByTestId(testId).waitFor();
    }
    expect(await page.getByTestId('route-id').textContent()).toContain('7');
    for (const list of ['/permissions/logs', '/permissions/caretakers', '/employee/index', '/system/notice', '/management/sampling', '/management/detect']) {
      await page.goto(`${e.base}/#${list}`);
      await page.locator('table tbody tr:visible').first().waitFor(); // kept-alive pages stay in the DOM, hidden
    }
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it("uploads an employee's signature and edits qualifications with a parameter picker", async () => {
    const page = await newPage(e);
    await login(e, page, 'admin');
    const token = (await page.evaluate(() => sessionStorage.getItem('admin-token')))!;
    const emp = (await api(token, 'GET', 'employees/page?q=E001')).data.list[0];
    await page.goto(`${e.base}/#/employee/index/${emp.id}/show`);
    await page.getByTestId('qualifications').waitFor();
    expect(await page.locator('[data-testid=qualifications] [data-state=valid]').count()).toBeGreaterThan(0);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await page.locator('[data-testid=signature] input[type=file]').setInputFiles({ name: 'sig.png', mimeType: 'image/png', buffer: png });
    await page.locator('[data-testid=signature] img').waitFor();
    expect(await page.locator('[data-testid=signature] img').getAttribute('src')).toMatch(/^blob:/);
    await page.goto(`${e.base}/#/employee/index/${emp.id}`);
    await page.locator('input[name="qualifications.0.validUntil"]').waitFor();
    await expect.poll(() => page.locator('input[name="qualifications.0.parameterId"]').inputValue(), { timeout: 10_000 }).not.toBe('');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('publishes a notice written in the editor; the reader sees it in my notices and reads it', async () => {
    const admin = await newPage(e);
    await login(e, admin, 'admin', '/system/notice/create');
    await admin.locator('input[name=title]').fill('端到端通知');
    await admin.getByTestId('rich-text-area').click();
    await admin.keyboard.type('请按时提交原始记录');
    await admin.getByRole('button', { name: /保存|Save/ }).click();
    await admin.getByTestId('publish').click();
    await admin.getByTestId('revoke').waitFor();
    const reader = await newPage(e);
    await login(e, reader, 'analyst', '/myNotice');
    await reader.locator('[data-notice="端到端通知"]').click();
    await reader.getByTestId('notice-title').waitFor();
    expect(await reader.locator('[data-testid=page-my-notice]').textContent()).toContain('请按时提交原始记录');
    expect(admin.errors).toEqual([]);
    expect(reader.errors).toEqual([]);
    await admin.context().close();
    await reader.context().close();
  });
});

describe.runIf(enabled)('the demo pages, log viewer and code generator at work', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });

  it('sends and receives on the websocket console, saves a drawn signature as a PNG and keeps uploads within their limits', async () => {
    const page = await newPage(e);
    await login(e, page, 'admin', '/demo/websocket');
    await expect.poll(() => page.getByTestId('ws-state').textContent(), { timeout: 15_000 }).toContain('open');
    await page.getByTestId('ws-text').fill('样品已送达');
    await page.getByTestId('ws-send').click();
    await expect.poll(() => page.getByTestId('ws-log').textContent(), { timeout: 10_000 }).toContain('样品已送达');
    expect(await page.getByTestId('ws-log').textContent()).toContain('/topic/demo');

    await page.goto(`${e.base}/#/demo/signature`);
    const pad = page.getByTestId('signature-pad');
    await pad.waitFor();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + 100);
    await page.mouse.down();
    for (let i = 1; i <= 20; i++) await page.mouse.move(box.x + 40 + i * 15, box.y + 100 + Math.round(Math.sin(i / 2) * 40));
    await page.mouse.up();
    await page.getByTestId('signature-save').click();
    await page.getByTestId('signature-url').waitFor();
    const stored = await e.app.database.db
      .selectFrom('files')
      .select(['mime', 'size', 'storedName'])
      .where('originalName', '=', 'signature.png')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.mime).toBe('image/png');
    expect(Number(stored.size)).toBeGreaterThan(1000); // a drawn stroke, not an empty canvas

    await page.goto(`${e.base}/#/demo/upload`);
    await page.getByTestId('page-upload').waitFor();
    await page.getByTestId('upload-input').setInputFiles({ name: '记录.txt', mimeType: 'text/plain', buffer: Buffer.from('采样记录\n') });
    await page.getByText('记录.txt').waitFor();
    await page.getByTestId('upload-input').setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(6 * 1024 * 1024, 0x25) });
    await page.getByText('文件超过 5 MB').waitFor();
    await page
      .getByTestId('upload-input')
      .setInputFiles({ name: 'tool.txt', mimeType: 'text/plain', buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]) });
    await page.getByText(/不支持的文件类型/).waitFor();
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('binds a mobile number in the profile with the code an administrator reads in the outbox', async () => {
    const user = await newPage(e);
    await login(e, user, 'analyst', '/profile');
    await user.getByTestId('mobile-contact').fill('13755550123');
    await user.getByTestId('mobile-send').click();
    await user.getByText(/验证码已发送/).waitFor();
    const admin = await newPage(e);
    await login(e, admin, 'admin', '/system/user');
    await admin.getByTestId('outbox').click();
    const row = admin.getByTestId('outbox-list').locator('tbody tr').filter({ hasText: '13755550123' }).first();
    await row.waitFor();
    const code = /(?<!\d)(\d{6})(?!\d)/.exec((await row.textContent())!)![1];
    await shot(admin, 'outbox');
    await user.getByTestId('mobile-code').fill(code);
    await user.getByTestId('mobile-bind').click();
    await user.getByText('手机号: 13755550123').waitFor();
    const token = (await user.evaluate(() => sessionStorage.getItem('admin-token')))!;
    const res = await fetch(`${e.base}/admin/api/v1/users/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect((await res.json()).data.mobile).toBe('13755550123');
    expect(user.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await user.context().close();
    await admin.context().close();
  });

  it('shows server logs with classed lines and download markers as links, and previews and downloads generated code', async () => {
    const dbFile = (await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(e.app.database.db)).rows[0].file;
    const logDir = path.join(path.dirname(dbFile), 'logs');
    fs.mkdirSync(logDir, { recursive: true });
    fs.writeFileSync(path.join(logDir, 'lims-2026-11-22.log'), `${JSON.stringify({ level: 30, msg: 'yesterday' })}\n`);
    fs.writeFileSync(
      path.join(logDir, 'lims-2026-11-23.log'),
      [
        { level: 30, msg: 'log file rotated; the previous day is in [[download:lims-2026-11-22.log]]' },
        { level: 30, msg: 'incoming request' },
        { level: 30, res: { statusCode: 200 }, msg: 'request completed' },
        { level: 40, msg: 'slow request' },
        { level: 50, msg: 'database unreachable' },
      ]
        .map((l) => JSON.stringify(l))
        .join('\n') + '\n',
    );
    const page = await newPage(e);
    await login(e, page, 'admin', '/system/log-viewer');
    await page.locator('[data-file="lims-2026-11-23.log"]').click();
    await page.locator('.cm-line.log-error').waitFor();
    const classes = await page.locator('.cm-line').evaluateAll((els) => els.map((el) => [...el.classList].find((c) => c.startsWith('log-')) ?? ''));
    expect(classes).toEqual(['log-info', 'log-info', 'log-success', 'log-warning', 'log-error']);
    const fontSize = await page.locator('.cm-editor').evaluate((el) => getComputedStyle(el).fontSize);
    expect(fontSize).toBe('13px');
    expect(await page.locator('.cm-gutters .cm-lineNumbers').count()).toBe(1);
    expect(await page.locator('.cm-foldGutter').count()).toBe(1);
    const [dl] = await Promise.all([page.waitForEvent('download'), page.locator('a.log-download[data-file="lims-2026-11-22.log"]').click()]);
    expect(dl.suggestedFilename()).toBe('lims-2026-11-22.log');
    expect(fs.readFileSync(await saved(dl), 'utf8')).toContain('yesterday');
    await shot(page, 'log-viewer');

    await page.goto(`${e.base}/#/system/codegen`);
    await page.getByTestId('page-codegen').waitFor();
    await page.getByLabel(/^表$/).click();
    await page.getByRole('option', { name: 'equipment', exact: true }).click();
    await expect.poll(() => page.getByTestId('codegen-name').inputValue()).toBe('equipment');
    await page.getByTestId('codegen-name').fill('equipmentCopy');
    await page.getByTestId('codegen-preview').click();
    await page.getByRole('tab', { name: 'schemas/resources/equipmentCopy.ts' }).waitFor();
    await expect.poll(() => page.locator('.cm-content').last().textContent()).toContain("table: 'equipment'");
    expect(await page.locator('.cm-content').last().getAttribute('contenteditable')).toBe('false');
    await page.getByRole('tab', { name: /migrations/ }).click();
    await expect.poll(() => page.locator('.cm-content').last().textContent()).toContain('assetNo');
    const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /下载 \.zip/ }).click()]);
    expect([...inflateZip(fs.readFileSync(await saved(zip))).keys()]).toContain('schemas/resources/equipmentCopy.ts');
    await shot(page, 'codegen');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
