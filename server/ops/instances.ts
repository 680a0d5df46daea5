import crypto from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { DB } from '../db/index.ts';

// Not a resource write (see tests/unit/directWrites.test.ts): the heartbeat rows of running processes are ops state, written directly.
/** Every running server keeps a row fresh; a row older than STALE_MS belongs to an instance that is gone. */
export const HEARTBEAT_MS = 15_000;
export const STALE_MS = 3 * HEARTBEAT_MS;

export interface InstanceRow {
  instanceId: string;
  host: string;
  pid: number;
  port: number | null;
  startedAt: string;
  lastSeenAt: string;
}

export interface InstanceHandle {
  instanceId: string;
  setPort(port: number | null): Promise<void>;
  stop(): Promise<void>;
}

/** Registers this process as a running server and refreshes the row until stop() (graceful shutdown) removes it. */
export async function registerInstance(db: Kysely<DB>, onError: (err: unknown) => void): Promise<InstanceHandle> {
  const instanceId = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  const now = new Date().toISOString();
  await db.insertInto('serverInstances').values({ instanceId, host: os.hostname(), pid: process.pid, port: null, startedAt: now, lastSeenAt: now }).execute();
  const beat = async () => {
    const at = new Date().toISOString();
    const r = await db.updateTable('serverInstances').set({ lastSeenAt: at }).where('instanceId', '=', instanceId).executeTakeFirst();
    // a restore or an operator may have removed the row: put it back
    if (Number(r.numUpdatedRows) === 0) {
      await db.insertInto('serverInstances').values({ instanceId, host: os.hostname(), pid: process.pid, port: null, startedAt: at, lastSeenAt: at }).execute();
    }
    // rows of instances that died without a graceful shutdown
    await db
      .deleteFrom('serverInstances')
      .where('lastSeenAt', '<', new Date(Date.now() - 20 * STALE_MS).toISOString())
      .execute();
  };
  const timer = setInterval(() => void beat().catch(onError), HEARTBEAT_MS);
  timer.unref();
  return {
    instanceId,
    async setPort(port) {
      await db.updateTable('serverInstances').set({ port }).where('instanceId', '=', instanceId).execute();
    },
    async stop() {
      clearInterval(timer);
      await db.deleteFrom('serverInstances').where('instanceId', '=', instanceId).execute();
    },
  };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // alive, owned by someone else
  }
}

/**
 * Instances that are probably running on this database: a fresh heartbeat, and — on this host — a live process
 * (so a server killed a moment ago does not block a restore for STALE_MS).
 */
export async function runningInstances(db: Kysely<DB>, now = Date.now()): Promise<InstanceRow[]> {
  const rows = (await db.selectFrom('serverInstances').selectAll().execute()) as InstanceRow[];
  return rows.filter((r) => now - new Date(r.lastSeenAt).getTime() < STALE_MS && (r.host !== os.hostname() || processAlive(r.pid)));
}
