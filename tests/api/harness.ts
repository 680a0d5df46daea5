import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { buildApp, type App } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';

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
  call(method: string, url: string, opts?: { token?: string; body?: unknown; lang?: string; headers?: Record<string, string> }): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
}

/** A fresh, migrated and seeded database for one test file: a temp SQLite file or a new PostgreSQL database. */
export async function startTestApp(target: Target, env: Record<string, string> = {}): Promise<TestApp> {
  let databaseUrl: string;
  let drop = async () => {};
  if (target === 'postgres') {
    const admin = process.env.LIMS_TEST_PG_URL!;
    const name = `lims_t_${crypto.randomBytes(5).toString('hex')}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`create database ${name}`);
    await c.end();
    const u = new URL(admin);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    drop = async () => {
      const c2 = new pg.Client({ connectionString: admin });
      await c2.connect();
      await c2.query(`drop database if exists ${name} with (force)`);
      await c2.end();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-test-'));
    databaseUrl = `file:${path.join(dir, 'lims.db')}`;
    drop = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const config = loadConfig({ DATABASE_URL: databaseUrl, CAPTCHA_TEST_CODE: '1234', LOG_DIR: path.join(os.tmpdir(), 'lims-test-logs'), ...env });
  const built = await buildApp(config);
  await built.app.ready();

  const call: TestApp['call'] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { 'accept-language': opts.lang ?? 'zh-CN', ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await built.app.inject({ method: method as 'GET', url, headers, payload: opts.body as string | object | undefined });
    let body: unknown = res.body;
    try { body = JSON.parse(res.body); } catch { /* binary or text */ }
    return { status: res.statusCode, body, headers: res.headers };
  };

  const login = async (username: string, password = '123456') => {
    const boundary = '----lims' + crypto.randomBytes(4).toString('hex');
    const parts = Object.entries({ username, password, type: 'web-admin' })
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') + `--${boundary}--\r\n`;
    const res = await built.app.inject({ method: 'POST', url: '/admin/index/login', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: parts });
    const body = JSON.parse(res.body);
    if (body.code !== '00000') throw new Error(`login ${username} failed: ${res.body}`);
    return body.data.token as string;
  };

  return {
    ...built, target, databaseUrl, call, login,
    async close() {
      await built.close();
      await drop();
    },
  };
}

/** Builds a multipart body for inject(). */
export function multipart(fields: Record<string, string | { filename: string; content: Buffer; contentType?: string }>) {
  const boundary = '----lims' + crypto.randomBytes(6).toString('hex');
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${v.filename}"\r\nContent-Type: ${v.contentType ?? 'application/octet-stream'}\r\n\r\n`));
      chunks.push(v.content, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
