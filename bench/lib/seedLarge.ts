import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { isPostgresUrl, openDatabase } from '../../server/db/index.ts';
import { appendAudit } from '../../server/audit/chain.ts';

export interface LargeCounts {
  orders: number;
  samples: number;
  results: number;
  equipment: number;
}
export const FULL: LargeCounts = { orders: 20_000, samples: 100_000, results: 1_000_000, equipment: 100_000 };

type Value = string | number | boolean | null;

/** Bulk writer for one engine: SQLite prepared statements in 20k-row transactions, PostgreSQL unnest() of 5k-row arrays. */
interface Bulk {
  insert(table: string, columns: string[], types: string[], rows: Iterable<Value[]>): Promise<number>;
  scalar(q: string): Promise<unknown>;
  close(): Promise<void>;
}

function sqliteBulk(file: string): Bulk {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF'); // a seed that fails is simply run again
  return {
    async insert(table, columns, _types, rows) {
      const stmt = db.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);
      let n = 0;
      let batch: Value[][] = [];
      const flush = db.transaction((b: Value[][]) => {
        for (const r of b) stmt.run(r.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v)));
      });
      for (const r of rows) {
        batch.push(r);
        if (batch.length === 20_000) {
          flush(batch);
          n += batch.length;
          batch = [];
        }
      }
      flush(batch);
      return n + batch.length;
    },
    async scalar(q) {
      return db.prepare(q).pluck().get();
    },
    async close() {
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.exec('ANALYZE');
      db.close();
    },
  };
}

function pgBulk(url: string): Bulk {
  const client = new pg.Client({ connectionString: url });
  const ready = client.connect();
  return {
    async insert(table, columns, types, rows) {
      await ready;
      let n = 0;
      let batch: Value[][] = [];
      const flush = async () => {
        if (!batch.length) return;
        const arrays = columns.map((_, i) => batch.map((r) => r[i]));
        const casts = types.map((t, i) => `$${i + 1}::${t}[]`).join(', ');
        await client.query(`insert into ${table} (${columns.join(', ')}) select * from unnest(${casts})`, arrays);
        n += batch.length;
        batch = [];
      };
      for (const r of rows) {
        batch.push(r);
        if (batch.length === 5_000) await flush();
      }
      await flush();
      return n;
    },
    async scalar(q) {
      await ready;
      return (await client.query(q)).rows[0] && Object.values((await client.query(q)).rows[0])[0];
    },
    async close() {
      for (const t of ['orders', 'tasks', 'samples', 'analysis_sheets', 'results', 'equipment']) {
        await client.query(`select setval(pg_get_serial_sequence('${t}', 'id'), (select max(id) from ${t}))`);
      }
      await client.query('ANALYZE');
      await client.end();
    },
  };
}

const pick = <T>(arr: readonly T[], i: number) => arr[i % arr.length];
const pad = (n: number, w = 7) => String(n).padStart(w, '0');

/**
 * Seeds a large lab on top of the demo lab: `counts` orders (one task and one analysis sheet each), samples
 * spread over the tasks, results spread over the samples (one per sample × parameter, cycling), and equipment.
 * Rows go in directly (bulk import), with one audit entry recording the import.
 */
export async function seedLarge(databaseUrl: string, counts: LargeCounts, log: (line: string) => void = console.log) {
  const started = Date.now();
  const dataDir = process.env.DATA_DIR ?? path.join(os.tmpdir(), 'lims-seed-large');
  const app = await buildApp(loadConfig({ ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', BACKUP_SCHEDULER: 'off' }));
  await app.close();
  const base = openDatabase(databaseUrl);
  const clients = (await base.db.selectFrom('clients').select('id').execute()).map((r) => r.id as number);
  const params = await base.db.selectFrom('parameters').select(['id', 'unit', 'mdl']).orderBy('id').execute();
  const employees = (await base.db.selectFrom('employees').select('id').execute()).map((r) => r.id as number);
  await base.close();

  const pgTarget = isPostgresUrl(databaseUrl);
  const bulk = pgTarget ? pgBulk(databaseUrl) : sqliteBulk(databaseUrl.replace(/^file:/, ''));
  const next = async (table: string) => Number(await bulk.scalar(`select coalesce(max(id), 0) from ${table}`)) + 1;
  const t0 = {
    orders: await next('orders'),
    tasks: await next('tasks'),
    samples: await next('samples'),
    sheets: await next('analysis_sheets'),
    results: await next('results'),
    equipment: await next('equipment'),
  };
  const day = (i: number) => new Date(Date.UTC(2024, 0, 1) + (i % 700) * 86_400_000);
  const stamp = (i: number) => day(i).toISOString();
  const I = 'integer',
    T = 'text',
    D = pgTarget ? 'numeric' : 'text',
    B = pgTarget ? 'boolean' : 'integer',
    J = pgTarget ? 'jsonb' : 'text',
    TS = pgTarget ? 'timestamptz' : 'text',
    DT = pgTarget ? 'date' : 'text';
  const sys = ['id', 'version', 'created_at', 'updated_at', 'created_by', 'updated_by'];
  const sysT = [I, I, TS, TS, I, I];
  const sysV = (id: number, i: number): Value[] => [id, 1, stamp(i), stamp(i), 1, 1];
  const timed = async (what: string, run: () => Promise<number>) => {
    const s = Date.now();
    const rows = await run();
    log(`  ${what}: ${rows} rows in ${((Date.now() - s) / 1000).toFixed(1)} s`);
  };

  const orderStates = ['closed', 'closed', 'closed', 'reported', 'in_progress', 'accepted', 'submitted', 'draft'];
  await timed('orders', () =>
    bulk.insert(
      'orders',
      [...sys, 'order_no', 'client_id', 'project_name', 'category', 'sampling_by', 'matrices', 'urgent', 'report_copies', 'points', 'discount', 'status'],
      [...sysT, T, I, T, T, T, J, B, I, J, D, T],
      (function* () {
        for (let i = 0; i < counts.orders; i++)
          yield [
            ...sysV(t0.orders + i, i),
            `WTL${pad(i)}`,
            pick(clients, i),
            `批量项目 ${i}`,
            pick(['commissioned', 'delivered', 'supervision', 'acceptance'], i),
            'lab',
            '[]',
            i % 17 === 0,
            1,
            '[]',
            '1',
            pick(orderStates, i),
          ];
      })(),
    ),
  );
  await timed('tasks', () =>
    bulk.insert(
      'tasks',
      [...sys, 'task_no', 'order_id', 'kind', 'team_user_ids', 'field_equipment_ids', 'points', 'status'],
      [...sysT, T, I, T, J, J, J, T],
      (function* () {
        for (let i = 0; i < counts.orders; i++)
          yield [
            ...sysV(t0.tasks + i, i),
            `RWL${pad(i)}`,
            t0.orders + i,
            'sampling_analysis',
            '[]',
            '[]',
            '[]',
            pick(['closed', 'closed', 'analysed', 'in_analysis', 'received', 'issued'], i),
          ];
      })(),
    ),
  );
  const perTask = Math.max(1, Math.ceil(counts.samples / counts.orders));
  const taskOf = (s: number) => Math.min(counts.orders - 1, Math.floor(s / perTask));
  const paramIds = JSON.stringify(params.slice(0, 3).map((p) => p.id));
  await timed('analysis sheets', () =>
    bulk.insert(
      'analysis_sheets',
      [...sys, 'analysis_no', 'task_id', 'template_id', 'parameter_ids', 'sample_ids', 'status'],
      [...sysT, T, I, T, J, J, T],
      (function* () {
        for (let i = 0; i < counts.orders; i++) {
          const first = i * perTask;
          const ids = Array.from({ length: Math.max(0, Math.min(perTask, counts.samples - first)) }, (_, k) => t0.samples + first + k);
          yield [
            ...sysV(t0.sheets + i, i),
            `FXL${pad(i)}`,
            t0.tasks + i,
            'generic',
            paramIds,
            JSON.stringify(ids),
            pick(['locked', 'locked', 'reviewed', 'checked', 'submitted', 'in_entry'], i),
          ];
        }
      })(),
    ),
  );
  await timed('samples', () =>
    bulk.insert(
      'samples',
      [...sys, 'sample_no', 'task_id', 'point_name', 'matrix', 'parameter_ids', 'sampled_at', 'status'],
      [...sysT, T, I, T, T, J, TS, T],
      (function* () {
        for (let s = 0; s < counts.samples; s++)
          yield [
            ...sysV(t0.samples + s, s),
            `YBL${pad(s)}`,
            t0.tasks + taskOf(s),
            `点位 ${s % 50}`,
            pick(['water', 'wastewater', 'soil', 'ambient_air'], s),
            paramIds,
            stamp(s),
            pick(['reported', 'reported', 'in_analysis', 'received', 'sampled'], s),
          ];
      })(),
    ),
  );
  const perSample = Math.max(1, Math.ceil(counts.results / Math.max(1, counts.samples)));
  await timed('results', () =>
    bulk.insert(
      'results',
      [...sys, 'sample_id', 'parameter_id', 'analysis_sheet_id', 'value', 'display', 'unit', 'below_mdl', 'analysed_at', 'status'],
      [...sysT, I, I, I, D, T, T, B, TS, T],
      (function* () {
        for (let r = 0; r < counts.results; r++) {
          const s = Math.min(counts.samples - 1, Math.floor(r / perSample));
          const p = params[r % params.length];
          const v = ((r * 7919) % 100_000) / 1000;
          yield [
            ...sysV(t0.results + r, r),
            t0.samples + s,
            p.id as number,
            t0.sheets + taskOf(s),
            v.toFixed(3),
            v.toFixed(2),
            p.unit as string,
            v < 0.5,
            stamp(r),
            pick(['reviewed', 'reviewed', 'checked', 'submitted'], r),
          ];
        }
      })(),
    ),
  );
  await timed('equipment', () =>
    bulk.insert(
      'equipment',
      [...sys, 'asset_no', 'name', 'model', 'location', 'keeper_id', 'status', 'calibrated_on', 'calibration_cycle_months', 'next_calibration_due'],
      [...sysT, T, T, T, T, I, T, DT, I, DT],
      (function* () {
        for (let i = 0; i < counts.equipment; i++) {
          const cal = day(i * 3);
          const due = new Date(cal.getTime() + 365 * 86_400_000);
          yield [
            ...sysV(t0.equipment + i, i),
            `EQL${pad(i)}`,
            `${pick(['电子天平', 'pH计', '分光光度计', '气相色谱仪', '原子吸收光谱仪', '浊度仪'], i)} ${i}`,
            `M-${i % 97}`,
            pick(['理化室', '仪器室', '天平室', '现场'], i),
            employees.length ? pick(employees, i) : null,
            pick(['in_service', 'in_service', 'in_service', 'maintenance', 'out_of_service', 'retired'], i),
            cal.toISOString().slice(0, 10),
            12,
            due.toISOString().slice(0, 10),
          ];
        }
      })(),
    ),
  );
  await bulk.close();

  const audit = openDatabase(databaseUrl);
  await audit.db
    .transaction()
    .execute((tx) =>
      appendAudit(
        tx,
        audit.dialect,
        { username: 'seed-large', method: 'SEED', url: 'npm run seed:large' },
        { entity: 'system', action: 'bulk-import', after: { ...counts } },
      ),
    );
  await audit.close();
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
