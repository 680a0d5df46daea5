import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, vi } from 'vitest';
import { openDatabase } from '../../server/db/index.ts';
import { verifyChain } from '../../server/audit/chain.ts';
import { databaseTargets } from '../api/harness.ts';
import { api, freshDatabase, kill, loginHttp, startServer, type ServerProcess } from './serverProcess.ts';

// these tests start real apps (and processes) on a 2-core machine shared with other suites
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

// The real server in a child process, killed with SIGKILL in the middle of a stream of writes, several times.
// An acknowledged write (2xx answer received) must be in the database after the restart, with its audit entry,
// and the audit chain must verify. Writes that were in flight at the kill may or may not be there — never half.

interface Acked {
  orders: Map<number, { orderNo: string; projectName: string }>;
  drafts: Map<number, number>;
  demoOrders: number;
  /** the highest audit id before the test wrote anything, and each sheet's raw record (id → version) at that time */
  auditStart: number;
  recordsAtStart: Map<number, number>;
}

/** Writers run until the server stops answering; the kill comes once `killAfter` writes were acknowledged. */
async function writeUntilKilled(
  server: ServerProcess,
  tokens: { clerk: string; analyst: string },
  sheets: number[],
  acked: Acked,
  round: number,
  killAfter: number,
) {
  let count = 0;
  let seq = 0;
  let killed: Promise<unknown> | null = null;
  let inFlight = 0;
  let inFlightAtKill = 0;
  const ack = () => {
    count++;
    if (count >= killAfter && !killed) {
      inFlightAtKill = inFlight;
      killed = kill(server);
    }
  };
  const orderWriter = async (w: number) => {
    while (!killed) {
      const projectName = `崩溃测试 r${round} w${w} #${seq++}`;
      inFlight++;
      try {
        const r = await api(server.base, 'POST', '/admin/api/v1/orders', tokens.clerk, { clientId: 1, projectName, category: 'commissioned' });
        if (r.status !== 201) throw new Error(`order create answered ${r.status}: ${JSON.stringify(r.body)}`);
        inFlight--;
        acked.orders.set(r.body.data.id, { orderNo: r.body.data.orderNo, projectName });
        ack();
      } catch (err) {
        if (killed) return; // the connection died with the server
        throw err;
      }
    }
  };
  const draftWriter = async (sheetId: number) => {
    while (!killed) {
      const n = (acked.drafts.get(sheetId) ?? 0) + 1;
      inFlight++;
      try {
        const r = await api(server.base, 'POST', '/admin/analysis/add_cgorder', tokens.analyst, {
          analysisSheetId: sheetId,
          header: { crashSeq: String(n) },
          rows: [],
        });
        if (r.status !== 200) throw new Error(`draft save answered ${r.status}: ${JSON.stringify(r.body)}`);
        inFlight--;
        acked.drafts.set(sheetId, n);
        ack();
      } catch (err) {
        if (killed) return;
        throw err;
      }
    }
  };
  await Promise.all([...[1, 2, 3, 4].map(orderWriter), ...sheets.map(draftWriter)]);
  const exit = await killed!;
  expect(exit).toEqual({ code: null, signal: 'SIGKILL' });
  expect(inFlightAtKill, 'writes were in flight when the server was killed').toBeGreaterThan(0);
}

async function checkDurable(url: string, acked: Acked) {
  const d = openDatabase(url);
  try {
    const ids = [...acked.orders.keys()];
    const rows = await d.db.selectFrom('orders').select(['id', 'orderNo', 'projectName']).where('id', 'in', ids).execute();
    expect(rows.length, 'acknowledged orders present').toBe(ids.length);
    for (const r of rows) expect({ orderNo: r.orderNo, projectName: r.projectName }).toEqual(acked.orders.get(r.id));
    // never half a write: every order has its create entry in the audit log and every create entry its order
    // (demo orders are seeded with one audit entry for the whole seed, so only orders made here are compared)
    const orderIds = (await d.db.selectFrom('orders').select('id').where('id', '>', acked.demoOrders).execute()).map((r) => String(r.id)).sort();
    const logged = (await d.db.selectFrom('adminLogs').select('entityId').where('entity', '=', 'orders').where('action', '=', 'create').execute())
      .map((r) => String(r.entityId))
      .filter((id) => Number(id) > acked.demoOrders)
      .sort();
    expect(orderIds.length).toBeGreaterThanOrEqual(ids.length);
    expect(logged).toEqual(orderIds);
    for (const [sheetId, n] of acked.drafts) {
      const rec = await d.db
        .selectFrom('rawRecords')
        .select(['header', 'draft'])
        .where('analysisSheetId', '=', sheetId)
        .orderBy('recordVersion', 'desc')
        .executeTakeFirstOrThrow();
      const header = typeof rec.header === 'string' ? JSON.parse(rec.header) : rec.header;
      // writes to one sheet are sequential: what is stored is the last acknowledged save or the one in flight
      expect(Number(header.crashSeq)).toBeGreaterThanOrEqual(n);
      expect(Number(header.crashSeq)).toBeLessThanOrEqual(n + 1);
    }
    // never half a raw-record save either: each save bumps the record's version and appends one audit entry in the
    // same transaction, so the entries written here for a record match the versions it gained here
    for (const sheetId of acked.drafts.keys()) {
      const rec = await d.db
        .selectFrom('rawRecords')
        .select(['id', 'version'])
        .where('analysisSheetId', '=', sheetId)
        .orderBy('recordVersion', 'desc')
        .executeTakeFirstOrThrow();
      const entries = await d.db
        .selectFrom('adminLogs')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('entity', '=', 'rawRecords')
        .where('entityId', '=', String(rec.id) as never)
        .where('id', '>', acked.auditStart)
        .executeTakeFirstOrThrow();
      expect(Number(entries.n), `audit entries of raw record ${rec.id}`).toBe(Number(rec.version) - (acked.recordsAtStart.get(rec.id as number) ?? 0));
    }
    const chain = await verifyChain(d.db);
    expect(chain, JSON.stringify(chain)).toMatchObject({ ok: true });
  } finally {
    await d.close();
  }
}

describe.each(databaseTargets())('crash safety of the real server on %s', (target) => {
  it('keeps every acknowledged write and a valid audit chain across repeated SIGKILLs', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-crash-'));
    const db = await freshDatabase(target, dir);
    const env = { DATABASE_URL: db.url, DATA_DIR: dir };
    const acked: Acked = { orders: new Map(), drafts: new Map(), demoOrders: 0, auditStart: 0, recordsAtStart: new Map() };
    let server: ServerProcess | null = null;
    try {
      server = await startServer(env);
      const tokens = { clerk: await loginHttp(server.base, 'clerk'), analyst: await loginHttp(server.base, 'analyst') };
      acked.demoOrders = (await api(server.base, 'GET', '/admin/api/v1/orders/page?pageSize=1&sort=id&order=desc', tokens.clerk)).body.data.list[0]?.id ?? 0;
      const me = await api(server.base, 'GET', '/admin/api/v1/users/me', tokens.analyst);
      const sheets = (
        await api(server.base, 'GET', `/admin/api/v1/analysisSheets/page?analystId=${me.body.data.userId}&status=received&status=in_entry`, tokens.analyst)
      ).body.data.list.map((s: { id: number }) => s.id);
      expect(sheets.length, 'demo sheets the analyst can write raw-record drafts on').toBeGreaterThan(0);
      {
        const d = openDatabase(db.url);
        try {
          acked.auditStart = Number(
            (
              await d.db
                .selectFrom('adminLogs')
                .select((eb) => eb.fn.max('id').as('m'))
                .executeTakeFirstOrThrow()
            ).m ?? 0,
          );
          for (const r of await d.db.selectFrom('rawRecords').select(['id', 'version']).where('analysisSheetId', 'in', sheets.slice(0, 2)).execute())
            acked.recordsAtStart.set(r.id as number, Number(r.version));
        } finally {
          await d.close();
        }
      }
      const rounds = target === 'sqlite' ? 4 : 2;
      for (let round = 1; round <= rounds; round++) {
        if (round > 1) server = await startServer(env);
        // tokens live in the database: a restart does not log anyone out
        expect((await api(server.base, 'GET', '/admin/api/v1/users/me', tokens.clerk)).status).toBe(200);
        await writeUntilKilled(server, tokens, sheets.slice(0, 2), acked, round, 10 + Math.floor(Math.random() * 30));
        await checkDurable(db.url, acked);
      }
      // a last restart: the server comes up on the crashed database and keeps numbering without a duplicate
      server = await startServer(env);
      const health = await fetch(`${server.base}/admin/health`);
      expect(health.status).toBe(200);
      const after = await api(server.base, 'POST', '/admin/api/v1/orders', tokens.clerk, { clientId: 1, projectName: '重启后', category: 'commissioned' });
      expect(after.status).toBe(201);
      expect([...acked.orders.values()].map((o) => o.orderNo)).not.toContain(after.body.data.orderNo);
      expect(acked.orders.size).toBeGreaterThanOrEqual(rounds * 5);
    } finally {
      if (server) await kill(server, 'SIGTERM');
      await db.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
