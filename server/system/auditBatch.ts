import { sql } from 'kysely';
import { entryHash, redact, type AuditContext, type AuditEntry } from '../audit/chain.ts';
import type { Dialect, Tx } from '../db/index.ts';

const GENESIS = '0'.repeat(64);
const CHUNK = 200;

/**
 * appendAudit for many entries at once (imports of thousands of rows): the same rows and hash chain as
 * server/audit/chain.ts, linked in memory and written in multi-row inserts instead of two round trips per entry.
 * Serialised with the same advisory lock on PostgreSQL; verifyChain checks the result like any other entries.
 */
export async function appendAuditBatch(tx: Tx, dialect: Dialect, ctx: AuditContext, entries: AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(7310001)`.execute(tx);
  const last = await tx.selectFrom('adminLogs').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
  let prev = (last?.hash as string | undefined) ?? GENESIS;
  const now = new Date().toISOString();
  const rows = entries.map((entry) => {
    const row = {
      userId: ctx.userId ?? null,
      username: ctx.username ?? null,
      at: now,
      ip: ctx.ip ?? null,
      userAgent: ctx.userAgent?.slice(0, 500) ?? null,
      method: ctx.method,
      url: ctx.url.slice(0, 500),
      entity: entry.entity,
      entityId: entry.entityId == null ? null : String(entry.entityId),
      action: entry.action,
      reason: entry.reason ?? null,
      before: entry.before == null ? null : redact(entry.before),
      after: entry.after == null ? null : redact(entry.after),
      prevHash: prev,
    };
    prev = entryHash(row);
    return {
      ...row,
      before: row.before == null ? null : JSON.stringify(row.before),
      after: row.after == null ? null : JSON.stringify(row.after),
      hash: prev, version: 1, createdAt: now, updatedAt: now, createdBy: row.userId, updatedBy: row.userId,
    };
  });
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insertInto('adminLogs').values(rows.slice(i, i + CHUNK)).execute();
}
