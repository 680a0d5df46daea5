// Global setup (node and e2e projects): the seeded demo database, made once per run and copied per test app.
//
// Why: every API, security, ops and e2e file built its app on an empty database, so each of the ~100 apps of a run
// migrated and seeded the demo lab again (12 argon2 hashes, ~300 records through the schemas and hooks): 0.6-1.5 s of
// CPU on SQLite and 2.5-3.5 s on PostgreSQL per app (of which argon2 ~0.2 s; migrations ~0.15 s). Copying the file
// (SQLite) or `CREATE DATABASE … TEMPLATE` (PostgreSQL) gives the same rows in milliseconds. The template is made by
// the real buildApp, so a test still starts from exactly what a first boot leaves; the harness checks the template's
// day (seed dates are relative to "now") and falls back to seeding when it is stale.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { TEMPLATE_ENV, pgUrlOf } from '../api/harness.ts';

async function seedInto(databaseUrl: string, dir: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const app = await buildApp(loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dir, LOG_DIR: path.join(dir, 'logs'), LOG_LEVEL: 'warn' }));
  await app.close();
}

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export default async function setup(project: TestProject) {
  // the projects' setups run one after another in vitest's main process: the first makes the SQLite template and the
  // later ones find it in the environment (seeding it again cost each ~5-8 s before any file could start)
  let dir: string | undefined;
  if (!process.env[TEMPLATE_ENV.sqlite]) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-seed-template-'));
    const file = path.join(dir, 'lims.db');
    // each template keeps the files its seed wrote (issued reports' PDFs): a copy of the database needs them beside it
    const sqliteData = path.join(dir, 'data-sqlite');
    await seedInto(`file:${file}`, sqliteData);
    process.env[TEMPLATE_ENV.sqliteData] = sqliteData;
    // the app closed its connection, which checkpoints the WAL: the main file alone is the whole database
    if (fs.existsSync(`${file}-wal`) && fs.statSync(`${file}-wal`).size > 0) throw new Error('seed template: WAL not checkpointed');
    process.env[TEMPLATE_ENV.sqlite] = file;
    process.env[TEMPLATE_ENV.madeAt] = new Date().toISOString();
  }

  // e2e runs on SQLite only; the PostgreSQL template is for the node projects when CI names a server
  const pgAdmin = project.name === 'e2e' ? undefined : process.env.LIMS_TEST_PG_URL;
  let pgName: string | undefined;
  if (pgAdmin && !process.env[TEMPLATE_ENV.postgres]) {
    pgName = `lims_tpl_${crypto.randomBytes(5).toString('hex')}`;
    await admin(pgAdmin, (c) => c.query(`create database ${pgName}`));
    const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-seed-template-pg-'));
    const pgData = path.join(pgDir, 'data-pg');
    await seedInto(pgUrlOf(pgAdmin, pgName), pgData);
    process.env[TEMPLATE_ENV.postgresData] = pgData;
    // nobody may connect to it any more: a connection would make `CREATE DATABASE … TEMPLATE` refuse to copy
    await admin(pgAdmin, (c) => c.query(`alter database ${pgName} allow_connections false`));
    process.env[TEMPLATE_ENV.postgres] = pgName;
    // the older of the two templates dates the pair (a template is used only while its day is today)
    process.env[TEMPLATE_ENV.madeAt] ??= new Date().toISOString();
  }

  // each setup removes what it made, when the whole run ends
  return async () => {
    if (pgAdmin && pgName) await admin(pgAdmin, (c) => c.query(`drop database if exists ${pgName} with (force)`));
    if (pgName) fs.rmSync(path.dirname(process.env[TEMPLATE_ENV.postgresData]!), { recursive: true, force: true });
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
}
