import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';

/** The engines a benchmark runs on: SQLite always, PostgreSQL when BENCH_PG_URL or LIMS_TEST_PG_URL names a server. */
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? process.env.LIMS_TEST_PG_URL;
export const engines = (): Array<'sqlite' | 'postgres'> =>
  (PG_ADMIN_URL ? ['sqlite', 'postgres'] : ['sqlite'])
    // BENCH_ENGINE=postgres (or sqlite): one engine only, to repeat one figure on a busy machine
    .filter((e) => !process.env.BENCH_ENGINE || e === process.env.BENCH_ENGINE) as Array<'sqlite' | 'postgres'>;

export interface BenchDb {
  url: string;
  dataDir: string;
  drop(): Promise<void>;
}

/** A fresh database (and DATA_DIR) for one benchmark run; dropped afterwards. */
export async function freshBenchDb(engine: 'sqlite' | 'postgres', label: string): Promise<BenchDb> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lims-bench-${label}-`));
  if (engine === 'sqlite') {
    return { url: `file:${path.join(dataDir, 'lims.db')}`, dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `lims_bench_${label}_${crypto.randomBytes(4).toString('hex')}`;
  const run = async (q: string) => {
    const c = new pg.Client({ connectionString: PG_ADMIN_URL });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  await run(`create database ${name}`);
  const u = new URL(PG_ADMIN_URL!);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    dataDir,
    drop: async () => {
      await run(`drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function machine() {
  return { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, loadavgAtStart: os.loadavg().map((x) => Math.round(x * 100) / 100) };
}

export function writeResult(name: string, data: unknown) {
  fs.mkdirSync('bench/results', { recursive: true });
  const file = path.join('bench/results', `${name}.json`);
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
  console.log(`results written to ${file}`);
}
