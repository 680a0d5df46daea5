// README "Adding a resource" and ARCHITECTURE.md "Adding a capability with one screen and one feature route", proven:
// a copy of this app gets a capability's files and nothing else: ONE schema file (the resource with its labels, menu
// entry and a dictionary, and one hand-written page), ONE migration, ONE feature route plugin, ONE screen and its
// route's typed function in the client (src/dataProvider/client/), and is
// built (`npm run build`) and started (`npm run serve`'s command) as a lab would. The new resource then has its API
// (CRUD, a 400 naming the field in the user's language), audit entries, OpenAPI entry, a menu entry ROOT sees, Excel
// export/import headers in both languages, and in Chromium its generated list, create form (schema defaults
// prefilled), show and edit; the page has its menu entry, its route answers and is documented under the page's
// title, and its screen opens from the menu.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eEnabled, findChromium, FLAGS, fillLogin, openMenu, shot, route } from './harness.ts';
import { startServer, kill, loginHttp, ROOT_DIR, type ServerProcess } from '../ops/serverProcess.ts';

const SCHEMA = `import { defineResource } from '../core/resource.ts';
import { definePage } from '../core/page.ts';
import { text, int, bool, date, enumOf, dict, ref } from '../core/fields.ts';

/** 试剂库存: the bottles in store, a hand-written screen over the feature route /admin/reagent/stock. */
export const reagentStock = definePage({
  name: 'reagent-stock',
  group: 'management',
  icon: 'table',
  title: ['试剂库存', 'Reagent stock'],
  perm: 'reagent:query',
  screen: 'reagents/ReagentStock#ReagentStock',
  api: ['/admin/reagent/'],
});

/** 试剂: the reagents of the lab's store. */
export const reagents = defineResource({
  name: 'reagents',
  menu: [{ route: 'management/reagents', icon: 'table', title: ['试剂管理', 'Reagents'] }],
  table: 'reagents',
  title: 'lotNo',
  labels: {
    name: ['试剂 |||| 试剂', 'Reagent |||| Reagents'],
    fields: {
      lotNo: ['批号', 'Lot no.'], name: ['试剂名称', 'Name'], grade: ['纯度等级', 'Grade'], storage: ['储存条件', 'Storage'],
      quantity: ['数量（瓶）', 'Quantity (bottles)'], hazardous: ['危险品', 'Hazardous'], expiresOn: ['有效期至', 'Expires on'], keeperId: ['保管人', 'Keeper'],
    },
    enums: { grade: { ar: ['分析纯', 'Analytical reagent'], gr: ['优级纯', 'Guaranteed reagent'], cp: ['化学纯', 'Chemically pure'] } },
  },
  dicts: {
    reagent_storage: { name: ['试剂储存条件', 'Reagent storage'], items: [['room', '常温', 'Room temperature'], ['cold', '冷藏', 'Refrigerated', 'info'], ['dark', '避光', 'Kept dark', 'warning']] },
  },
  fields: {
    lotNo: text(64).min(1).meta({ list: true, filter: 'q', unique: true }),
    name: text(128).min(1).meta({ list: true, filter: 'q' }),
    grade: enumOf(['ar', 'gr', 'cp']).default('ar').meta({ list: true, filter: true }),
    storage: dict('reagent_storage').default('room').meta({ list: true }),
    quantity: int().min(0).max(1000).default(1).meta({ list: true }),
    hazardous: bool().default(false).meta({ list: true }),
    expiresOn: date().optional().meta({ list: true }),
    keeperId: ref('employees').nullable().optional(),
  },
  access: { list: 'reagent:query', create: 'reagent:add', update: 'reagent:edit', delete: 'reagent:delete', import: 'reagent:import', export: 'reagent:query' },
});
`;

const MIGRATION = `import type { Kysely } from 'kysely';
import { createTable } from '../columns.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'reagents', {
    lotNo: 'text!u', name: 'text!', grade: 'text!', storage: 'text!', quantity: 'int!', hazardous: 'bool!', expiresOn: 'date', keeperId: 'ref:employees',
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reagents').execute();
}
`;

const FEATURE = `import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.ts';
import { envelope } from '../http/errors.ts';
import { object, integer } from '../openapi/shapes.ts';

export default function registerReagentRoutes(app: FastifyInstance, { database }: AppServices): void {
  app.get(
    '/admin/reagent/stock',
    { config: { access: 'reagent:query' }, schema: { summary: 'Bottles in store', 'x-data': object({ bottles: integer }) } as never },
    async () => {
      const rows = (await database.db.selectFrom('reagents' as never).select('quantity' as never).execute()) as Array<{ quantity: number }>;
      return envelope({ bottles: rows.reduce((n, r) => n + Number(r.quantity), 0) });
    },
  );
}
`;

const CLIENT = `import { request } from '../http.ts';

/** GET /admin/reagent/stock: the bottles in store */
export const reagentStock = () => request<{ bottles: number }>({ url: 'reagent/stock' });
`;

const SCREEN = `import { useEffect, useState } from 'react';
import { reagentStock } from '../dataProvider/client/reagents.ts';

export function ReagentStock() {
  const [bottles, setBottles] = useState<number | null>(null);
  useEffect(() => {
    reagentStock().then((d) => setBottles(d.bottles));
  }, []);
  return <div data-testid="reagent-stock">{bottles ?? ''}</div>;
}
`;

/** The capability's files, one folder per side, as ARCHITECTURE.md says. */
export const ADDED = [
  { file: 'schemas/reagents/reagents.ts', content: SCHEMA },
  { file: 'server/db/migrations/900_reagents.ts', content: MIGRATION },
  { file: 'server/reagents/feature.ts', content: FEATURE },
  { file: 'src/dataProvider/client/reagents.ts', content: CLIENT },
  { file: 'src/reagents/ReagentStock.tsx', content: SCREEN },
];

/** A copy of the app's sources (node_modules shared), plus the capability's files, built as `npm run build` builds it. */
function makeApp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-throwaway-'));
  for (const entry of ['schemas', 'server', 'src', 'scripts', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json']) {
    fs.cpSync(path.join(ROOT_DIR, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(fs.realpathSync(path.join(ROOT_DIR, 'node_modules')), path.join(dir, 'node_modules'));
  for (const a of ADDED) {
    fs.mkdirSync(path.dirname(path.join(dir, a.file)), { recursive: true });
    fs.writeFileSync(path.join(dir, a.file), a.content);
  }
  const r = spawnSync('npm', ['run', 'build', '--', '--logLevel', 'warn'], { cwd: dir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) throw new Error('npm run build failed in the throwaway app');
  return dir;
}

async function readXlsx(buf: ArrayBuffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf);
  const out: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

async function xlsx(rows: unknown[][]): Promise<Blob> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('s');
  for (const r of rows) ws.addRow(r);
  return new Blob([await wb.xlsx.writeBuffer()]);
}

const enabled = e2eEnabled();

describe.runIf(enabled)('a capability added as ARCHITECTURE.md says (a resource, a page, a feature route, a screen)', () => {
  let dir: string;
  let server: ServerProcess;
  let token: string;
  let browser: Browser;
  const call = async (method: string, url: string, opts: { body?: unknown; lang?: string } = {}) => {
    const res = await fetch(`${server.base}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'accept-language': opts.lang ?? 'zh-CN', ...(opts.body ? { 'content-type': 'application/json' } : {}) },
      body: opts.body ? JSON.stringify(opts.body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as { code: string; msg: string; data: any } };
  };
  const download = async (url: string, lang: string) => {
    const res = await fetch(`${server.base}${url}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });
    expect(res.status, url).toBe(200);
    return readXlsx(await res.arrayBuffer());
  };
  const auditOf = () => {
    const db = new Database(path.join(dir, 'lims.db'), { readonly: true });
    try {
      return db.prepare("select action, entity_id as entityId from admin_logs where entity = 'reagents' order by id").all() as Array<{
        action: string;
        entityId: string;
      }>;
    } finally {
      db.close();
    }
  };

  beforeAll(async () => {
    dir = makeApp();
    server = await startServer(
      { DATABASE_URL: `file:${path.join(dir, 'lims.db')}`, DATA_DIR: dir, LOG_DIR: path.join(dir, 'logs') },
      { cwd: dir, timeoutMs: 180_000 },
    );
    token = await loginHttp(server.base, 'admin');
    browser = await chromium.launch({ executablePath: findChromium()!, args: FLAGS });
  }, 900_000);
  afterAll(async () => {
    await browser?.close();
    if (server) await kill(server, 'SIGTERM');
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('has its menu entry for ROOT, with a button per perm a role can be granted, and its dictionary', async () => {
    const me = (await call('GET', '/admin/api/v1/users/me')).body.data;
    expect(me.menus).toContain('management/reagents');
    expect(me.menus).toContain('management/reagent-stock');
    const tree = (await call('GET', '/admin/api/v1/menus/tree')).body.data as Array<{
      name: string;
      children: Array<{ name: string; title: string; children: Array<{ perm: string }> }>;
    }>;
    const entry = tree.find((g) => g.name === 'management')!.children.find((c) => c.name === 'management/reagents')!;
    expect(entry.title).toBe('menu.management.reagents');
    expect(entry.children.map((b) => b.perm).sort()).toEqual(['reagent:add', 'reagent:delete', 'reagent:edit', 'reagent:import', 'reagent:query']);
    const dicts = (await call('GET', '/admin/api/v1/dict/list')).body.data as Array<{
      dictCode: string;
      dictDataList: Array<{ value: string; label: string }>;
    }>;
    expect(dicts.find((d) => d.dictCode === 'reagent_storage')!.dictDataList.map((i) => i.label)).toEqual(['常温', '冷藏', '避光']);
  });

  it("creates, validates (400 naming the field, in the user's language), updates and deletes, each audited", async () => {
    const created = await call('POST', '/admin/api/v1/reagents', { body: { lotNo: 'HCl-2026-01', name: '盐酸' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ grade: 'ar', storage: 'room', quantity: 1, hazardous: false, version: 1 });
    const id = created.body.data.id as number;

    const bad = await call('POST', '/admin/api/v1/reagents', { body: { name: 'x', hazardous: 'false', quantity: 5000 } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['hazardous', 'lotNo', 'quantity']);
    expect(bad.body.msg).toMatch(/lotNo|批号/);
    const badEn = await call('POST', '/admin/api/v1/reagents', { body: { lotNo: 'X-1', name: 'x', storage: 'fridge' }, lang: 'en' });
    expect(badEn.status).toBe(400);
    expect(badEn.body.data.errors).toEqual([expect.objectContaining({ field: 'storage', message: expect.stringMatching(/fridge/) })]);
    const dup = await call('POST', '/admin/api/v1/reagents', { body: { lotNo: 'HCl-2026-01', name: '盐酸' } });
    expect(dup.status).toBe(409);

    const updated = await call('PUT', `/admin/api/v1/reagents/${id}`, { body: { version: 1, quantity: 3, grade: 'gr', storage: 'cold' } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ quantity: 3, grade: 'gr', version: 2 });
    const page = await call('GET', '/admin/api/v1/reagents/page?q=HCl');
    expect(page.body.data.total).toBe(1);

    const temp = await call('POST', '/admin/api/v1/reagents', { body: { lotNo: 'TMP-1', name: '临时' } });
    expect((await call('DELETE', `/admin/api/v1/reagents/${temp.body.data.id}`)).status).toBe(200);
    expect(auditOf()).toEqual([
      { action: 'create', entityId: String(id) },
      { action: 'update', entityId: String(id) },
      { action: 'create', entityId: String(temp.body.data.id) },
      { action: 'delete', entityId: String(temp.body.data.id) },
    ]);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${server.base}/admin/api-docs/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/admin/api/v1/reagents'] ?? {})).toContain('post');
    for (const p of ['/admin/api/v1/reagents/page', '/admin/api/v1/reagents/{id}', '/admin/api/v1/reagents/export', '/admin/api/v1/reagents/import']) {
      expect(doc.paths[p], p).toBeDefined();
    }
  });

  it("serves its feature route, documented under its page's title", async () => {
    const stock = await call('GET', '/admin/reagent/stock');
    expect(stock.status, JSON.stringify(stock.body)).toBe(200);
    expect(typeof stock.body.data.bottles).toBe('number');
    const doc = (await (await fetch(`${server.base}/admin/api-docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { summary: string; tags: string[] }>>;
    };
    expect(doc.paths['/admin/reagent/stock'].get.summary).toBe('Bottles in store · 试剂库存');
    expect(doc.paths['/admin/reagent/stock'].get.tags).toEqual(['数据管理 · Data management']);
  });

  it('exports and imports with headers and values in both languages', async () => {
    const zh = await download('/admin/api/v1/reagents/export', 'zh-CN');
    expect(zh[0]).toEqual(['ID', '批号', '试剂名称', '纯度等级', '储存条件', '数量（瓶）', '危险品', '有效期至']);
    expect(zh[1].slice(1, 7)).toEqual(['HCl-2026-01', '盐酸', '优级纯', '冷藏', 3, '否']);
    const en = await download('/admin/api/v1/reagents/export', 'en');
    expect(en[0]).toEqual(['ID', 'Lot no.', 'Name', 'Grade', 'Storage', 'Quantity (bottles)', 'Hazardous', 'Expires on']);
    expect(en[1].slice(3, 7)).toEqual(['Guaranteed reagent', 'Refrigerated', 3, 'No']);
    expect((await download('/admin/api/v1/reagents/template', 'zh-CN'))[0]).toEqual(expect.arrayContaining(['批号*', '试剂名称*', '纯度等级', '保管人']));
    expect((await download('/admin/api/v1/reagents/template', 'en'))[0]).toEqual(expect.arrayContaining(['Lot no.*', 'Name*', 'Grade', 'Keeper']));

    const upload = async (rows: unknown[][], lang: string) => {
      const form = new FormData();
      form.set('file', await xlsx(rows), 'reagents.xlsx');
      const res = await fetch(`${server.base}/admin/api/v1/reagents/import`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      });
      return { status: res.status, body: (await res.json()) as { msg: string; data: any } };
    };
    const zhImport = await upload(
      [
        ['批号', '试剂名称', '纯度等级', '储存条件', '危险品'],
        ['H2SO4-01', '硫酸', '优级纯', '避光', '是'],
      ],
      'zh-CN',
    );
    expect(zhImport.status, JSON.stringify(zhImport.body)).toBe(200);
    expect(zhImport.body.data).toMatchObject({ created: 1 });
    const enImport = await upload(
      [
        ['Lot no.', 'Name', 'Grade', 'Storage'],
        ['NAOH-01', 'Sodium hydroxide', 'Chemically pure', 'Room temperature'],
        ['X-2', 'x', 'Food grade', 'Room temperature'],
      ],
      'en',
    );
    expect(enImport.status).toBe(400);
    expect(enImport.body.data.errors).toEqual([expect.objectContaining({ row: 3, column: 'Grade', field: 'grade' })]);
    const sulfuric = (await call('GET', '/admin/api/v1/reagents/page?q=H2SO4')).body.data.list[0];
    expect(sulfuric).toMatchObject({ grade: 'gr', storage: 'dark', hazardous: true });
  });

  it('lists, creates with the defaults prefilled, shows and edits in the browser', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'zh-CN' });
    const page = (await context.newPage()) as Page;
    page.setDefaultTimeout(90_000); // the copy's first start compiles on a loaded machine
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${server.base}/#/dashboard`);
    await page.getByTestId('login-form').waitFor();
    await fillLogin(page, 'admin');
    await page.waitForURL((u) => !u.hash.startsWith('#/login'));

    // the menu: 数据管理 → 试剂管理
    await openMenu(page, 'management', '/management/reagents');
    const list = page.locator('[data-page="/management/reagents"]');
    await list.locator('table tbody tr').first().waitFor();
    await expect.poll(() => list.innerText()).toContain('优级纯');
    expect(await list.innerText()).toContain('冷藏');
    await shot(page, 'throwaway-list');

    await list.getByRole('link', { name: /新增/ }).first().click();
    await page.waitForURL(/#\/management\/reagents\/create$/);
    const form = page.locator('[data-page="/management/reagents/create"] form');
    await form.locator('input[name=lotNo]').waitFor();
    expect(await form.locator('input[name=quantity]').inputValue()).toBe('1');
    await expect.poll(() => form.innerText()).toContain('分析纯');
    expect(await form.innerText()).toContain('常温');
    expect(await form.locator('input[name=hazardous]').isChecked()).toBe(false);
    await shot(page, 'throwaway-create');
    await form.locator('input[name=lotNo]').fill('HNO3-01');
    await form.locator('input[name=name]').fill('硝酸');
    await form.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/#\/management\/reagents\/\d+\/show$/);
    const showScope = page.locator(`[data-page="${route(page)}"]`);
    await expect.poll(() => showScope.innerText()).toContain('硝酸');
    expect(await showScope.innerText()).toContain('分析纯');
    await shot(page, 'throwaway-show');

    await page.goto(`${server.base}/#${route(page).replace(/\/show$/, '')}`);
    const edit = page.locator(`[data-page="${route(page)}"] form`);
    await edit.locator('input[name=quantity]').waitFor();
    await expect.poll(() => edit.locator('input[name=lotNo]').inputValue()).toBe('HNO3-01');
    await edit.locator('input[name=quantity]').fill('6');
    await edit.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/#\/management\/reagents\/\d+\/show$/);
    await expect.poll(() => page.locator(`[data-page="${route(page)}"]`).innerText()).toContain('6');
    const stored = (await call('GET', '/admin/api/v1/reagents/page?q=HNO3')).body.data.list[0];
    expect(stored).toMatchObject({ quantity: 6, grade: 'ar', storage: 'room', version: 2 });

    // the capability's hand-written page: 数据管理 → 试剂库存, its screen showing what its feature route answers
    await openMenu(page, 'management', '/management/reagent-stock');
    const bottles = (await call('GET', '/admin/reagent/stock')).body.data.bottles as number;
    await expect.poll(() => page.getByTestId('reagent-stock').innerText()).toBe(String(bottles));
    await shot(page, 'throwaway-page');
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
