import { sql } from 'kysely';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import type { TestApp } from '../api/harness.ts';
import { startIsolatedApp } from './isolatedApp.ts';
import { startSqliteMaintenance } from '../../server/ops/maintenance.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

// Without statistics SQLite lists equipment by status in id order through the (status, asset_no) index and sorts
// every match; with them it walks (status, id). The server refreshes statistics itself (PRAGMA optimize).
describe('SQLite statistics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startIsolatedApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  const plan = async () =>
    (
      await sql<{ detail: string }>`explain query plan select * from equipment where status = ${'maintenance'} order by id desc limit 25`.execute(t.database.db)
    ).rows
      .map((r) => r.detail)
      .join(' | ');

  it('are gathered by the server so filtered list pages use the right index', async () => {
    const now = new Date().toISOString();
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 20000)
      insert into equipment (version, created_at, updated_at, asset_no, name, status, calibration_cycle_months)
      select 1, ${now}, ${now}, 'ST-' || i, 'x', case i % 4 when 0 then 'maintenance' else 'in_service' end, 12 from n`.execute(t.database.db);
    await sql`drop table if exists sqlite_stat1`.execute(t.database.db);
    await sql`analyze sqlite_schema`.execute(t.database.db); // forget the statistics this connection had loaded
    console.log('before', await plan());
    await startSqliteMaintenance(t.database, t.app.log).run();
    expect(await plan()).toBe('SEARCH equipment USING INDEX equipment_status_id_idx (status=?)');
    expect(Number((await sql<{ n: number }>`select count(*) as n from sqlite_stat1 where tbl = 'equipment'`.execute(t.database.db)).rows[0].n)).toBeGreaterThan(
      0,
    );
  });
});
