import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { serverResource } from '../../server/crud/hooks.ts';
import { appHooks } from '../../server/registry.ts';
import { retryTransaction, onAttemptFailed, transactionRetries, TRIES } from '../../server/db/retry.ts';
import { AppError } from '../../server/http/errors.ts';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';

const refused = (code: string) => Object.assign(new Error(`refused ${code}`), { code });

describe('a transaction refused for contention runs again, whole', () => {
  it('retries 40P01, 40001 and 0A000, and takes back what each failed attempt set aside for after the commit', async () => {
    const announced: string[] = [];
    const codes = ['40P01', '40001', '0A000'];
    let n = 0;
    const out = await retryTransaction(async () => {
      const mine = `attempt ${++n}`;
      announced.push(mine);
      onAttemptFailed(() => announced.splice(announced.indexOf(mine), 1));
      if (n <= codes.length) throw refused(codes[n - 1]);
      return 'committed';
    });
    expect(out).toBe('committed');
    expect(announced).toEqual(['attempt 4']);
  });

  it(`answers 503 with a retry hint after ${TRIES} refused attempts, and does not retry other errors`, async () => {
    let n = 0;
    const busy = await retryTransaction(async () => {
      n++;
      throw refused('40P01');
    }).catch((e) => e);
    expect(n).toBe(TRIES);
    expect(busy).toBeInstanceOf(AppError);
    expect(busy).toMatchObject({ status: 503, params: { seconds: 1 } });
    let m = 0;
    const other = await retryTransaction(async () => {
      m++;
      throw refused('23505');
    }).catch((e) => e);
    expect(m).toBe(1);
    expect(other.code).toBe('23505');
  });
});

// Two requests that write two records in opposite orders, held at a barrier until each has its first row: PostgreSQL
// finds the deadlock and refuses one (40P01); without the retry that request answered 500.
describe.each(databaseTargets().filter((t) => t === 'postgres'))('a deadlock between two requests on %s', (target) => {
  let t: TestApp;
  const pair: number[] = [];
  const attempts = new Map<number, number>();
  let arrived = 0;
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  beforeAll(async () => {
    const crossWrite = serverResource('clients', {
      beforeUpdate: [
        async (data, { tx, before }) => {
          const id = Number(before?.id);
          if (!pair.includes(id)) return data;
          // first the OTHER record of the pair, then (after this hook) this one
          await tx
            .updateTable('clients')
            .set({ updatedAt: new Date().toISOString() })
            .where(
              'id',
              '=',
              pair.find((x) => x !== id)!,
            )
            .execute();
          attempts.set(id, (attempts.get(id) ?? 0) + 1);
          if (attempts.get(id) === 1) {
            if (++arrived === 2) open();
            await gate;
          }
          return data;
        },
      ],
    });
    t = await startTestApp(target, {}, { hooks: [...appHooks(), crossWrite] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('completes both requests: the refused one runs again after the other commits', async () => {
    const admin = await t.login('admin');
    for (const name of ['死锁客户甲', '死锁客户乙']) pair.push((await t.call('POST', '/admin/api/v1/clients', { token: admin, body: { name } })).body.data.id);
    const before = transactionRetries();
    const [a, b] = await Promise.all(
      pair.map((id, i) => t.call('PUT', `/admin/api/v1/clients/${id}`, { token: admin, body: { version: 1, name: `改名${i}` } })),
    );
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(transactionRetries()).toBeGreaterThan(before);
    expect([...attempts.values()].sort()).toEqual([1, 2]);
    const rows = await t.database.db.selectFrom('clients').select(['name', 'version']).where('id', 'in', pair).orderBy('id').execute();
    expect(rows).toEqual([
      { name: '改名0', version: 2 },
      { name: '改名1', version: 2 },
    ]);
  });
});
