import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Kysely, SqliteDialect, CamelCasePlugin, sql } from 'kysely';
import Database from 'better-sqlite3';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { inflateZip } from '../../server/system/excel/zip.ts';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { DailyLogStream } from '../../server/system/logFile.ts';
import { classify, MARKER } from '../../src/system/logs/lines.ts';

// a loaded two-core machine and argon2 hashing make single steps slow at times
vi.setConfig({ testTimeout: 30_000 });

const root = path.resolve(import.meta.dirname, '../..');

describe.each(databaseTargets())('log viewer and code generator on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let logDir: string;
  const lines = Array.from({ length: 3000 }, (_, i) => JSON.stringify({ level: i % 100 === 0 ? 50 : 30, time: i, msg: `第 ${i} 行 request completed` }));
  beforeAll(async () => {
    logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-logs-'));
    fs.writeFileSync(path.join(logDir, 'lims-2026-11-20.log'), lines.join('\n') + '\n');
    fs.writeFileSync(path.join(logDir, 'lims-2026-11-19.log.1'), 'old\n');
    fs.writeFileSync(path.join(logDir, 'secret.txt'), 'not a log');
    t = await startTestApp(target, { LOG_DIR: logDir });
    admin = await t.login('admin');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(logDir, { recursive: true, force: true });
  });

  it('lists the log files of LOG_DIR and pages through one forwards and backwards by byte offsets', async () => {
    const files = await t.call('GET', '/admin/api/v1/logs/files', { token: admin });
    expect(files.body.data.map((f: { name: string }) => f.name).sort()).toEqual(['lims-2026-11-19.log.1', 'lims-2026-11-20.log']);
    const url = '/admin/api/v1/logs/files/lims-2026-11-20.log';
    const got: string[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page: { body: { data: { lines: string[]; nextOffset: number | null } } } = await t.call('GET', `${url}?offset=${offset}&limit=1000`, {
        token: admin,
      });
      got.push(...page.body.data.lines);
      offset = page.body.data.nextOffset;
    }
    expect(got).toEqual(lines);
    const tail = (await t.call('GET', `${url}?tail=true&limit=500`, { token: admin })).body.data;
    expect(tail.lines).toEqual(lines.slice(-500));
    expect(tail.nextOffset).toBeNull();
    const before = (await t.call('GET', `${url}?tail=true&limit=500&offset=${tail.prevOffset}`, { token: admin })).body.data;
    expect(before.lines).toEqual(lines.slice(-1000, -500));
    const dl = await t.app.inject({ method: 'GET', url: `${url}/download`, headers: { authorization: `Bearer ${admin}` } });
    expect(dl.body).toBe(lines.join('\n') + '\n');
    expect((await t.call('GET', '/admin/api/v1/logs/files/secret.txt', { token: admin })).status).toBe(400);
    expect((await t.call('GET', '/admin/api/v1/logs/files/..%2F..%2Fetc%2Fpasswd.log', { token: admin })).status).toBe(400);
    expect((await t.call('GET', '/admin/api/v1/logs/files/missing.log', { token: admin })).status).toBe(404);
    expect((await t.call('GET', '/admin/api/v1/logs/files', { token: await t.login('analyst') })).status).toBe(403);
  });

  it('introspects tables and columns with their keys', async () => {
    const tables = (await t.call('GET', '/admin/api/v1/codegen/tables', { token: admin })).body.data as string[];
    expect(tables).toEqual(expect.arrayContaining(['equipment', 'users', 'notice_reads']));
    expect(tables.some((n) => n.startsWith('kysely_'))).toBe(false);
    const cols = (await t.call('GET', '/admin/api/v1/codegen/tables/equipment/columns', { token: admin })).body.data;
    const byName = new Map(cols.columns.map((c: { column: string }) => [c.column, c]));
    expect(byName.get('asset_no')).toMatchObject({ field: 'assetNo', unique: true, nullable: false });
    expect(byName.get('keeper_id')).toMatchObject({ references: 'employees', nullable: true });
    expect(byName.get('id')).toMatchObject({ primaryKey: true });
    const fields = new Map(cols.fields.map((f: { name: string }) => [f.name, f]));
    expect(fields.get('keeperId')).toMatchObject({ kind: 'ref', reference: 'employees' });
    expect(fields.get('calibratedOn')).toMatchObject({ kind: 'date' });
    expect(fields.has('version')).toBe(false);
    expect((await t.call('GET', '/admin/api/v1/codegen/tables/nope/columns', { token: admin })).status).toBe(400);
  });

  it('generates a schema, migration and labels that compile, migrate and agree with each other', async () => {
    const body = {
      name: 'reagents',
      route: 'management/reagents',
      perm: 'reagent',
      labelZh: '试剂',
      labelEn: 'Reagents',
      fields: [
        { name: 'lotNo', kind: 'text', required: true, unique: true, max: 64, filter: 'q', labelZh: '批号', labelEn: 'Lot no.' },
        { name: 'name', kind: 'text', required: true, filter: 'q', labelZh: '名称', labelEn: 'Name' },
        { name: 'grade', kind: 'enum', options: ['ar', 'gr', 'cp'], labelZh: '等级' },
        { name: 'concentration', kind: 'decimal' },
        { name: 'expiresOn', kind: 'date', filter: 'range' },
        { name: 'keeperId', kind: 'ref', reference: 'employees', filter: 'eq' },
        { name: 'hazardous', kind: 'bool' },
        { name: 'matrix', kind: 'dict', dictCode: 'matrix' },
      ],
    };
    const r = await t.call('POST', '/admin/api/v1/codegen/preview', { token: admin, body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const files = r.body.data as Array<{ path: string; content: string }>;
    // README "Adding a resource": the declaration (with its labels and menu entry) and the migration, nothing else
    expect(files.map((f) => f.path)).toEqual(['schemas/resources/reagents.ts', expect.stringMatching(/^server\/db\/migrations\/\d{3}_reagents\.ts$/)]);
    const [schema, migration] = files.map((f) => f.content);
    expect(schema).toContain("lotNo: text(64).min(1).meta({ list: true, filter: 'q', unique: true }),");
    expect(schema).toContain("keeperId: ref('employees').nullable().optional().meta({ list: true, filter: true }),");
    expect(migration).toContain("lotNo: 'text!u',");
    expect(migration).toContain("keeperId: 'ref:employees',");
    expect(schema).toContain("lotNo: ['批号', 'Lot no.'],");
    expect(schema).toContain("menu: [{ route: 'management/reagents', icon: 'table', title: ['试剂', 'Reagents'] }],");
    expect(schema).toContain("grade: { ar: ['ar', 'ar'], gr: ['gr', 'gr'], cp: ['cp', 'cp'] },");
    expect(migration).not.toContain('migrate.ts');

    // the schema loads through defineResource and the migration creates a column for every stored field
    fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
    const dir = fs.mkdtempSync(path.join(root, '.tmp', 'codegen-'));
    try {
      const abs = (rel: string) => pathToFileURL(path.join(root, rel)).href;
      fs.writeFileSync(
        path.join(dir, 'schema.ts'),
        schema.replace('../core/resource.ts', abs('schemas/core/resource.ts')).replace('../core/fields.ts', abs('schemas/core/fields.ts')),
      );
      fs.writeFileSync(path.join(dir, 'migration.ts'), migration.replace('../columns.ts', abs('server/db/columns.ts')));
      const mod = await import(pathToFileURL(path.join(dir, 'schema.ts')).href);
      const resource = mod.reagents;
      expect(resource.fieldList.map((f: { name: string }) => f.name)).toEqual(body.fields.map((f) => f.name));
      expect(resource.createSchema.safeParse({ lotNo: 'L1', name: '盐酸', grade: 'ar', concentration: '36.5', hazardous: true }).success).toBe(true);
      expect(resource.route).toBe('management/reagents');
      expect(Object.keys(resource.labels.fields)).toEqual(body.fields.map((f) => f.name));
      const db = new Kysely<Record<string, never>>({ dialect: new SqliteDialect({ database: new Database(':memory:') }), plugins: [new CamelCasePlugin()] });
      for (const table of ['departments', 'employee_groups', 'users', 'employees']) await sql.raw(`create table ${table} (id integer primary key)`).execute(db);
      await (await import(pathToFileURL(path.join(dir, 'migration.ts')).href)).up(db);
      const cols = (await sql<{ name: string; notnull: number }>`select name, "notnull" from pragma_table_info('reagents')`.execute(db)).rows;
      const names = new Set(cols.map((c) => c.name));
      for (const f of resource.stored) expect(names.has(f.name.replace(/[A-Z]/g, (c: string) => `_${c.toLowerCase()}`)), f.name).toBe(true);
      expect(cols.find((c) => c.name === 'lot_no')!.notnull).toBe(1);
      await db.destroy();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('derives the files from a table and downloads them as a zip', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/v1/codegen/download',
      payload: { name: 'equipmentCopy', table: 'equipment' },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const entries = inflateZip(res.rawPayload);
    expect([...entries.keys()]).toEqual(['schemas/resources/equipmentCopy.ts', expect.stringMatching(/^server\/db\/migrations\/\d{3}_equipment\.ts$/)]);
    expect(entries.get('schemas/resources/equipmentCopy.ts')!.toString()).toContain("table: 'equipment'");
    const bad = await t.call('POST', '/admin/api/v1/codegen/preview', {
      token: admin,
      lang: 'en',
      body: { name: 'Bad Name', fields: [{ name: 'x', kind: 'text' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors[0]).toMatchObject({ field: 'name', message: 'Names are letters and digits and start with a lower-case letter' });
    expect((await t.call('POST', '/admin/api/v1/codegen/preview', { token: admin, body: { name: 'nothing', table: 'no_such_table' } })).status).toBe(400);
    const group = await t.call('POST', '/admin/api/v1/codegen/preview', {
      token: admin,
      lang: 'en',
      body: { name: 'lost', route: 'nowhere/lost', fields: [{ name: 'x', kind: 'text' }] },
    });
    expect([group.status, group.body.msg]).toEqual([400, expect.stringContaining('No menu group nowhere')]);
    expect((await t.call('GET', '/admin/api/v1/codegen/tables', { token: await t.login('labadmin') })).status).toBe(403);
  });
});

describe('server log files', () => {
  it('start a new file at midnight UTC whose first line links the previous day with a download marker, classed for the viewer', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-rotate-'));
    let now = Date.UTC(2026, 10, 22, 23, 59, 59);
    const stream = new DailyLogStream(dir, () => now);
    try {
      stream.write(`${JSON.stringify({ level: 30, msg: 'late' })}\n`);
      stream.write(`${JSON.stringify({ level: 50, msg: 'boom' })}\n`);
      now += 2000;
      stream.write(`${JSON.stringify({ level: 40, msg: 'early' })}\n`);
      await stream.end(); // both days' files closed, their lines written
      expect(fs.readdirSync(dir).sort()).toEqual(['lims-2026-11-22.log', 'lims-2026-11-23.log']);
      const old = fs.readFileSync(path.join(dir, 'lims-2026-11-22.log'), 'utf8').trim().split('\n');
      const fresh = fs.readFileSync(path.join(dir, 'lims-2026-11-23.log'), 'utf8').trim().split('\n');
      expect(old.map(classify)).toEqual(['info', 'error']);
      expect(fresh).toHaveLength(2);
      expect([...fresh[0].matchAll(MARKER)].map((m) => m[1])).toEqual(['lims-2026-11-22.log']);
      expect(classify(fresh[1])).toBe('warning');
      expect(classify(JSON.stringify({ level: 30, res: { statusCode: 200 }, msg: 'request completed' }))).toBe('success');
      expect(classify('plain ERROR line')).toBe('error');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
