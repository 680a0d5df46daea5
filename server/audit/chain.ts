import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB, Tx, Dialect } from '../db/index.ts';
import { canonical } from './canonical.ts';

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

/**
 * Secrets never reach the log: values of secret-looking keys are replaced, at any depth. Plain data without such a
 * key is answered as it is, not copied (a raw record is megabytes); anything else is copied as it always was, into
 * plain objects (a Date or class instance becomes its own enumerable keys), so a log entry's text and hash are those
 * the copying version gave.
 */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      const r = redact(v);
      if (r !== v) (out ??= value.slice())[i] = r;
    }
    return out ?? value;
  }
  if (!value || typeof value !== 'object') return value;
  const proto: unknown = Object.getPrototypeOf(value);
  const keys = Object.keys(value);
  let copy = proto !== Object.prototype && proto !== null;
  const values = keys.map((k) => {
    const v = (value as Record<string, unknown>)[k];
    const r = SECRET_KEYS.test(k) ? '[redacted]' : redact(v);
    if (r !== v) copy = true;
    return r;
  });
  // fromEntries, not assignment: a "__proto__" key of parsed JSON stays a key
  return copy ? Object.fromEntries(keys.map((k, i) => [k, values[i]])) : value;
}

/** The entry's hash; `known`: canonical texts of its parts already written (canonical.ts), not walked again. */
export function entryHash(row: Record<string, unknown>, known?: ReadonlyMap<object, string>): string {
  const { userId, username, at, ip, userAgent, method, url, entity, entityId, action, reason, before, after, prevHash } = row;
  const body = canonical({ userId, username, at, ip, userAgent, method, url, entity, entityId, action, reason, before, after, prevHash }, known);
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
    // each side is written out once: its canonical text goes into the hash, and on PostgreSQL it is the jsonb sent
    // too (jsonb keeps neither key order nor spacing: the value JSON.stringify's text gave). SQLite stores the text
    // as sent, so it keeps JSON.stringify's, in the data's own key order, as it always did.
    const texts = new Map<object, string>();
    const textOf = (v: unknown) => {
      if (v == null) return null;
      const t = canonical(v);
      if (typeof v === 'object') texts.set(v, t);
      return dialect === 'postgres' ? t : JSON.stringify(v);
    };
    const before = textOf(row.before);
    const after = textOf(row.after);
    prev = entryHash(row, texts);
    return {
      ...row,
      before,
      after,
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
