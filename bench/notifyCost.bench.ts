// What the change notifications cost a write on PostgreSQL (issue 18): `npx tsx bench/notifyCost.bench.ts`
// Every table's statement trigger (migration 011) NOTIFYs its name at commit so that other instances may keep
// sessions and list totals in memory (server/db/changes.ts). NOTIFY queues the message and takes a database-wide
// lock at commit, so it may cost a lone writer a little and concurrent writers more. Measured on a freshly migrated
// database: N single-row inserts into `equipment`, each its own transaction, with the trigger on and off
// (ALTER TABLE … DISABLE TRIGGER), alternating in rounds so that the machine's load falls on both alike, by one
// connection and by CONCURRENCY connections; one listening connection drains the notifications, as an instance does.
// Prints writes per second and the ratio with/without, with the load average (the machine is shared).
import crypto from 'node:crypto';
import pg from 'pg';
import { PG_ADMIN_URL, freshBenchDb, machine, writeResult } from './lib/targets.ts';
import { openDatabase } from '../server/db/index.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { CHANNEL } from '../server/db/changes.ts';
import { formatLoad } from './lib/load.ts';

const N = Number(process.env.N ?? 2000);
const ROUNDS = 4;
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);

if (!PG_ADMIN_URL) {
  console.log('notifyCost bench skipped: it needs PostgreSQL (set BENCH_PG_URL or LIMS_TEST_PG_URL)');
  process.exit(0);
}

const db = await freshBenchDb('postgres', 'notify');
try {
  const migrated = openDatabase(db.url);
  await migrateToLatest(migrated.db);
  await migrated.close();

  const listener = new pg.Client({ connectionString: db.url });
  await listener.connect();
  let received = 0;
  listener.on('notification', () => {
    received++;
  });
  await listener.query(`LISTEN ${CHANNEL}`);
  const pool = new pg.Pool({ connectionString: db.url, max: CONCURRENCY });
  const insert = (c: pg.PoolClient) =>
    c.query(
      `insert into equipment (version, created_at, updated_at, asset_no, name, status, calibration_cycle_months)
    values (1, now(), now(), $1, 'bench', 'in_service', 12)`,
      [`NB-${crypto.randomUUID()}`],
    );

  /** `count` single-row writes spread over `connections` connections; the elapsed milliseconds */
  async function writes(count: number, connections: number): Promise<number> {
    const clients = await Promise.all(Array.from({ length: connections }, () => pool.connect()));
    let left = count;
    const t0 = performance.now();
    await Promise.all(
      clients.map(async (c) => {
        while (left-- > 0) await insert(c);
      }),
    );
    const ms = performance.now() - t0;
    for (const c of clients) c.release();
    return ms;
  }

  const toggle = async (on: boolean) => {
    await pool.query(`alter table equipment ${on ? 'enable' : 'disable'} trigger lims_changes`);
  };
  await writes(200, CONCURRENCY); // warm the connections, the plan and the table
  const results: Record<string, { with: number; without: number; ratio: number }> = {};
  for (const connections of [1, CONCURRENCY]) {
    const ms = { with: 0, without: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      for (const on of round % 2 ? [true, false] : [false, true]) {
        await toggle(on);
        ms[on ? 'with' : 'without'] += await writes(N / ROUNDS, connections);
      }
    }
    await toggle(true);
    const perSecond = { with: Math.round((N * 1000) / ms.with), without: Math.round((N * 1000) / ms.without) };
    const ratio = Math.round((perSecond.with / perSecond.without) * 100) / 100;
    results[`${connections} connection${connections > 1 ? 's' : ''}`] = { ...perSecond, ratio };
    console.log(
      `${connections} connection(s), ${N} single-row writes each way: with NOTIFY ${perSecond.with}/s, without ${perSecond.without}/s, ratio ${ratio} (${(((ms.with - ms.without) * 1000) / N).toFixed(0)} µs more per write); load ${formatLoad()}`,
    );
  }
  await new Promise((r) => setTimeout(r, 200)); // the last notifications reach the listener
  console.log(`notifications received by the listener: ${received} (one per committed write with the trigger on)`);
  await pool.end();
  await listener.end();
  writeResult('notifyCost', { machine: machine(), n: N, rounds: ROUNDS, results, notificationsReceived: received, loadavgAtEnd: formatLoad() });
} finally {
  await db.drop();
}
