import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { buildApp, type App } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { watchResponses } from './openapiCheck.ts';

export type Target = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when LIMS_TEST_PG_URL names a server (CI sets it). */
export function databaseTargets(): Target[] {
  return process.env.LIMS_TEST_PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestApp extends App {
  target: Target;
  /** the test database (a restart builds another app on it) */
  databaseUrl: string;
  /** logs in through the real login route and returns the token */
  login(username: string, password?: string): Promise<string>;
  /** JSON request with a token; answers status and parsed envelope */
  call(
    method: string,
    url: string,
    opts?: { token?: string; body?: unknown; lang?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
}

/** Where tests/setup/seedTemplates.ts (vitest globalSetup) leaves the seeded demo databases for this run. */
export const TEMPLATE_ENV = {
  sqlite: 'LIMS_TEST_SEEDED_SQLITE',
  postgres: 'LIMS_TEST_SEEDED_PG',
  madeAt: 'LIMS_TEST_SEEDED_AT',
  sqliteData: 'LIMS_TEST_SEEDED_SQLITE_DATA',
  postgresData: 'LIMS_TEST_SEEDED_PG_DATA',
} as const;

/** The files the template's seed wrote (report PDFs) into `dataDir`, so that a copied database finds them. */
export function copyTemplateData(target: Target, dataDir: string | undefined): void {
  const from = process.env[target === 'postgres' ? TEMPLATE_ENV.postgresData : TEMPLATE_ENV.sqliteData];
  if (dataDir && from && fs.existsSync(from)) fs.cpSync(from, dataDir, { recursive: true, filter: (src) => path.basename(src) !== 'logs' });
}

export function pgUrlOf(adminUrl: string, database: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

const dayOf = (d: Date) => ['UTC', 'Asia/Shanghai', undefined].map((timeZone) => d.toLocaleDateString('en-CA', { timeZone })).join();

/**
 * The run's seeded template for `target`, when the app would seed the demo lab and the template is still what a
 * seed made now would be: the demo's dates are relative to "now" (due dates, receipt times), so a template from
 * another day (a run across midnight) or older than an hour (twice CI's limit) is not used, and the app seeds itself.
 */
export function seededTemplate(target: Target, env: Record<string, string> = {}): string | undefined {
  const madeAt = process.env[TEMPLATE_ENV.madeAt];
  if (env.SEED_DEMO === 'false' || !madeAt) return undefined;
  const made = new Date(madeAt);
  const now = new Date();
  if (dayOf(made) !== dayOf(now) || now.getTime() - made.getTime() > 60 * 60_000) return undefined;
  return process.env[TEMPLATE_ENV[target]] || undefined;
}

/** A fresh temp SQLite file: a copy of the seeded template when there is one, else empty (the app migrates and seeds it). */
export function freshSqliteFile(dir: string, env: Record<string, string> = {}): string {
  const file = path.join(dir, 'lims.db');
  const template = seededTemplate('sqlite', env);
  if (template) {
    fs.copyFileSync(template, file);
    copyTemplateData('sqlite', env.DATA_DIR);
  }
  return file;
}

/**
 * A fresh, migrated and seeded database for one test file: a temp SQLite file or a new PostgreSQL database, each a
 * copy of the run's seeded template (see seededTemplate), so the app starts where a first boot with the demo seed
 * leaves it.
 */
export async function startTestApp(target: Target, env: Record<string, string> = {}, opts: Parameters<typeof buildApp>[1] = {}): Promise<TestApp> {
  let databaseUrl: string;
  let drop = async () => {};
  // an app with its own hooks seeds itself: its hooks must see the seed's writes (tests/api/hooksPerApp.test.ts)
  const seedEnv = opts.hooks ? { ...env, SEED_DEMO: 'false' } : env;
  if (target === 'postgres') {
    const admin = process.env.LIMS_TEST_PG_URL!;
    const name = `lims_t_${crypto.randomBytes(5).toString('hex')}`;
    const template = seededTemplate(target, seedEnv);
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
    if (template) copyTemplateData('postgres', env.DATA_DIR);
    await c.end();
    databaseUrl = pgUrlOf(admin, name);
    drop = async () => {
      const c2 = new pg.Client({ connectionString: admin });
      await c2.connect();
      await c2.query(`drop database if exists ${name} with (force)`);
      await c2.end();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-test-'));
    databaseUrl = `file:${freshSqliteFile(dir, seedEnv)}`;
    drop = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const config = loadConfig({ DATABASE_URL: databaseUrl, CAPTCHA_TEST_CODE: '1234', LOG_DIR: path.join(os.tmpdir(), 'lims-test-logs'), ...env });
  const built = await buildApp(config, opts);
  const described = watchResponses(built.app); // every answer checked against the served OpenAPI document
  await built.app.ready();

  const call: TestApp['call'] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { 'accept-language': opts.lang ?? 'zh-CN', ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await built.app.inject({ method: method as 'GET', url, headers, payload: opts.body as string | object | undefined });
    let body: unknown = res.body;
    try {
      body = JSON.parse(res.body);
    } catch {
      /* binary or text */
    }
    return { status: res.statusCode, body, headers: res.headers };
  };

  const login = async (username: string, password = '123456') => {
    const boundary = '----lims' + crypto.randomBytes(4).toString('hex');
    const parts =
      // with the test captcha when the app accepts one, as the UI always sends a captcha: parallel logins of a
      // flow's users from one address are more than its free checks (server/auth/throttle.ts)
      Object.entries({ username, password, type: 'web-admin', ...(config.captchaTestCode ? { captchaCode: config.captchaTestCode } : {}) })
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    const res = await built.app.inject({
      method: 'POST',
      url: '/admin/index/login',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: parts,
    });
    const body = JSON.parse(res.body);
    if (body.code !== '00000') throw new Error(`login ${username} failed: ${res.body}`);
    return body.data.token as string;
  };

  return {
    ...built,
    target,
    databaseUrl,
    call,
    login,
    async close() {
      await built.close();
      await drop();
      described.assertDescribed();
    },
  };
}

/** Builds a multipart body for inject(). */
/** A role's id, menu rules and version as stored (rules are JSON text on SQLite): what the perm-grant migrations change. */
export async function roleRules(t: TestApp, code: string): Promise<{ id: number; ruleIds: number[]; version: number }> {
  const r = await t.database.db.selectFrom('roles').select(['id', 'ruleIds', 'version']).where('code', '=', code).executeTakeFirstOrThrow();
  return { id: Number(r.id), ruleIds: (typeof r.ruleIds === 'string' ? JSON.parse(r.ruleIds) : r.ruleIds) as number[], version: Number(r.version) };
}

export function multipart(fields: Record<string, string | { filename: string; content: Buffer; contentType?: string }>) {
  const boundary = '----lims' + crypto.randomBytes(6).toString('hex');
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${v.filename}"\r\nContent-Type: ${v.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(v.content, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
