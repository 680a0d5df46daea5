// Deep pages continue from remembered page starts with a seek (server/crud/list.ts): every page must hold exactly the
// rows OFFSET gives, for every sort (ties on the sort value, NULLs, dates, instants), order and filter, on both
// engines, when pages are walked in order, jumped to, and after a write moved rows across page starts.
import { sql } from 'kysely';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';

const E = '/admin/api/v1/equipment';
const ROWS = 150;
const SIZE = 7;
const SORTS = ['id', 'name', 'model', 'location', 'calibratedOn', 'createdAt', 'status', 'nextCalibrationDue', 'assetNo'];
const FILTERS: Array<{ query: string; where?: { status?: string; seek?: boolean } }> = [
  { query: '' },
  { query: 'status=maintenance', where: { status: 'maintenance' } },
  { query: 'q=SEEK', where: { seek: true } },
];

describe.each(databaseTargets())('deep pages on %s', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin');
    const rows = Array.from({ length: ROWS }, (_, i) => {
      const at = new Date(Date.UTC(2025, 0, 1 + (i % 9), 8, 0, 0, i % 4)).toISOString(); // many equal instants
      return {
        version: 1,
        createdAt: at,
        updatedAt: at,
        assetNo: `SEEK-${String(i).padStart(4, '0')}`,
        name: ['泵', '天平', 'pH 计', '烘箱', '天平'][i % 5], // ties
        model: i % 3 ? `M${i % 4}` : null,
        location: i % 2 ? null : `室 ${i % 6}`,
        calibratedOn: i % 4 ? `2025-0${1 + (i % 8)}-1${i % 9}` : null,
        nextCalibrationDue: i % 5 ? `2026-0${1 + (i % 3)}-01` : null,
        status: ['in_service', 'maintenance', 'retired'][i % 3],
        calibrationCycleMonths: 12,
      };
    });
    await t.database.db.insertInto('equipment').values(rows).execute();
    // instants finer than a millisecond (PostgreSQL keeps microseconds; a key read as a JS date would lose them)
    if (target === 'postgres')
      await sql`update equipment set created_at = created_at + make_interval(secs => (id % 3) / 1e6::float8) where asset_no like 'SEEK-%'`.execute(
        t.database.db,
      );
  });
  afterAll(async () => {
    await t.close();
  });

  /** What OFFSET answers, straight from the database */
  async function expected(sort: string, order: 'asc' | 'desc', where: (typeof FILTERS)[number]['where'], page: number): Promise<number[]> {
    let q = t.database.db.selectFrom('equipment').select('id');
    if (where?.status) q = q.where('status', '=', where.status);
    if (where?.seek) q = q.where('assetNo', 'like', 'SEEK-%');
    const rows = await q
      .orderBy(sort, order)
      .orderBy('id', order)
      .limit(SIZE)
      .offset((page - 1) * SIZE)
      .execute();
    return rows.map((r) => r.id as number);
  }
  async function served(sort: string, order: string, filter: string, page: number): Promise<{ ids: number[]; total: number }> {
    const res = await t.call('GET', `${E}/page?${filter}&sort=${sort}&order=${order}&pageSize=${SIZE}&pageNum=${page}`, { token: admin });
    expect(res.status).toBe(200);
    return { ids: res.body.data.list.map((r: { id: number }) => r.id), total: res.body.data.total };
  }

  it('serves the same pages as OFFSET for every sort, order and filter, walked in order and jumped to', async () => {
    let compared = 0;
    for (const sort of SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        for (const f of FILTERS) {
          const first = await served(sort, order, f.query, 1);
          const pages = Math.ceil(first.total / SIZE);
          expect(pages).toBeGreaterThan(5);
          // a deep page first (nothing known: OFFSET), then in order (each page continues from the one before),
          // then jumps back and forth between remembered and unremembered starts
          const visits = [pages - 1, ...Array.from({ length: pages }, (_, i) => i + 1), pages, 3, Math.ceil(pages / 2), 2, pages - 2, pages + 1];
          for (const page of visits) {
            expect({ sort, order, filter: f.query, page, ids: (await served(sort, order, f.query, page)).ids }).toEqual({
              sort,
              order,
              filter: f.query,
              page,
              ids: await expected(sort, order, f.where, page),
            });
            compared++;
          }
        }
      }
    }
    console.log(`[${target}] ${compared} pages compared with OFFSET`);
  });

  it('follows a write that moves rows across remembered page starts', async () => {
    for (let p = 1; p <= 12; p++) await served('name', 'asc', '', p);
    // a new row sorts first ('' < any name): every later row moves one place down
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('equipment')
      .values({ version: 1, createdAt: now, updatedAt: now, assetNo: 'SEEK-NEW', name: ' 新', status: 'in_service', calibrationCycleMonths: 12 })
      .execute();
    for (const p of [10, 11, 4]) expect((await served('name', 'asc', '', p)).ids).toEqual(await expected('name', 'asc', undefined, p));
    await t.database.db.deleteFrom('equipment').where('assetNo', '=', 'SEEK-0003').execute();
    for (const p of [4, 10, 12]) expect((await served('name', 'asc', '', p)).ids).toEqual(await expected('name', 'asc', undefined, p));
  });
});
