import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/index.ts';

// Not a resource write (see tests/unit/directWrites.test.ts): session state; logins and logouts are audited on the account.
/** Tokens are random; only their SHA-256 is stored, so a database copy cannot be replayed as a session. */
export const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

export function tokenFromHeaders(headers: Record<string, string | string[] | undefined>): string | undefined {
  const raw = (headers.authorization as string | undefined) ?? (headers['syc-token'] as string | undefined);
  if (!raw) return undefined;
  const t = raw.replace(/^Bearer\s+/i, '').trim();
  return t || undefined;
}

export async function issueToken(db: Kysely<DB>, userId: number, ttlHours: number, meta: { ip?: string; userAgent?: string }) {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .insertInto('authTokens')
    .values({
      tokenHash: sha256(token),
      userId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + ttlHours * 3600_000).toISOString(),
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
  return token;
}

/** The user and expiry of a token that was issued and not revoked (expiry is the caller's to check). */
export async function tokenSession(db: Kysely<DB>, token: string): Promise<{ userId: number; expiresAt: string } | null> {
  const row = await db.selectFrom('authTokens').select(['userId', 'expiresAt', 'revokedAt']).where('tokenHash', '=', sha256(token)).executeTakeFirst();
  return row && !row.revokedAt ? { userId: row.userId as number, expiresAt: String(row.expiresAt) } : null;
}

export const isExpired = (expiresAt: string) => new Date(expiresAt).getTime() <= Date.now();

export async function userIdOfToken(db: Kysely<DB>, token: string): Promise<number | null> {
  const session = await tokenSession(db, token);
  return session && !isExpired(session.expiresAt) ? session.userId : null;
}

export async function revokeToken(db: Kysely<DB>, token: string): Promise<number | null> {
  const hash = sha256(token);
  const row = await db.selectFrom('authTokens').select('userId').where('tokenHash', '=', hash).executeTakeFirst();
  await db.updateTable('authTokens').set({ revokedAt: new Date().toISOString() }).where('tokenHash', '=', hash).where('revokedAt', 'is', null).execute();
  return (row?.userId as number | undefined) ?? null;
}
