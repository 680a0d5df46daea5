import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB, Tx, Dialect } from '../db/index.ts';

export interface AuditContext {
  userId?: number | null;
  username?: string | null;
  ip?: string;
  userAgent?: string;
  method: string;
  url: string;
}

export interface AuditEntry {
  entity: string;
  entityId?: string | number | null;
  action: string;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

const GENESIS = '0'.repeat(64);
const SECRET_KEYS = /password|passwordHash|token|secret|codeHash/i;

/** Secrets never reach the log: values of secret-looking keys are replaced, at any depth. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEYS.test(k) ? '[redacted]' : redact(v)]));
  }
  return value;
}

/** JSON with sorted keys, so PostgreSQL's jsonb key order cannot change a hash. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function entryHash(row: Record<string, unknown>): string {
  const { userId, username, at, ip, userAgent, method, url, entity, entityId, action, reason, before, after, prevHash } = row;
  const body = canonical({ userId, username, at, ip, userAgent, method, url, entity, entityId, action, reason, before, after, prevHash });
  return crypto.createHash('sha256').update(body).digest('hex');
}

/** Appends one entry in the caller's transaction; the chain is serialised per database. */
export async function appendAudit(tx: Tx, dialect: Dialect, ctx: AuditContext, entry: AuditEntry): Promise<void> {
  await appendAuditEntries(tx, dialect, ctx, [entry]);
}

const CHUNK = 200;

/**
 * Appends entries in order (an import of thousands of rows): linked in memory and written in multi-row inserts
 * instead of two round trips per entry. On PostgreSQL an advisory lock serialises writers of the chain.
 */
export async function appendAuditEntries(tx: Tx, dialect: Dialect, ctx: AuditContext, entries: AuditEntry[]): Promise<void> {
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
      hash: prev,
      version: 1,
      createdAt: now,
      updatedAt: now,
      createdBy: row.userId,
      updatedBy: row.userId,
    };
  });
  for (let i = 0; i < rows.length; i += CHUNK)
    await tx
      .insertInto('adminLogs')
      .values(rows.slice(i, i + CHUNK))
      .execute();
}

export interface VerifyResult {
  ok: boolean;
  checked: number;
  brokenAt?: number;
  reason?: string;
}

/** Walks the chain in id order; reports the first entry whose hash or link does not match. */
export async function verifyChain(db: Kysely<DB>, batch = 5000): Promise<VerifyResult> {
  let prev = GENESIS;
  let lastId = 0;
  let checked = 0;
  for (;;) {
    const rows = await db.selectFrom('adminLogs').selectAll().where('id', '>', lastId).orderBy('id').limit(batch).execute();
    if (rows.length === 0) return { ok: true, checked };
    for (const r of rows) {
      const row: Record<string, unknown> = { ...r, before: parseJson(r.before), after: parseJson(r.after) };
      if (row.prevHash !== prev) return { ok: false, checked, brokenAt: r.id, reason: 'prevHash does not link to the previous entry' };
      if (entryHash(row) !== r.hash) return { ok: false, checked, brokenAt: r.id, reason: 'content does not match its hash' };
      prev = r.hash;
      lastId = r.id;
      checked++;
    }
  }
}

function parseJson(v: unknown): unknown {
  return typeof v === 'string' ? JSON.parse(v) : v;
}
