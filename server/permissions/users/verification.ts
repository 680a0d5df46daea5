import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, Tx } from '../../db/index.ts';
import { AppError, CODES, badRequest } from '../../http/errors.ts';
import { translate, type Lang } from '../../http/messages.ts';

// Not a resource write (see tests/unit/directWrites.test.ts): one-time codes and their outgoing messages; the bound contact goes through the
// crud service.
export type ContactType = 'MOBILE' | 'EMAIL';
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_TRIES = 5;
export const CODE_RESEND_SECONDS = 60;

const hashOf = (userId: number, contactType: string, contact: string, code: string) =>
  crypto.createHash('sha256').update(`${userId}\n${contactType}\n${contact}\n${code}`).digest('hex');

/**
 * A six-digit code for binding a mobile number or e-mail address. Only its hash is stored, with an expiry and a
 * try counter; the message goes to the outbox (read by an administrator or a mail/SMS relay, none by default).
 */
export async function sendCode(db: Kysely<DB>, lang: Lang, userId: number, contactType: ContactType, contact: string) {
  const now = new Date();
  const last = await db
    .selectFrom('verificationCodes')
    .select('createdAt')
    .where('userId', '=', userId)
    .where('contactType', '=', contactType)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (last) {
    const wait = CODE_RESEND_SECONDS - Math.floor((now.getTime() - new Date(last.createdAt).getTime()) / 1000);
    if (wait > 0) throw new AppError(429, CODES.throttled, 'user.codeTooSoon', { seconds: wait });
  }
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const type = translate(lang, contactType === 'MOBILE' ? 'user.mobile' : 'user.email');
  await db.transaction().execute(async (tx) => {
    // a new code replaces any earlier one for the same purpose
    await tx
      .updateTable('verificationCodes')
      .set({ usedAt: now.toISOString() })
      .where('userId', '=', userId)
      .where('contactType', '=', contactType)
      .where('usedAt', 'is', null)
      .execute();
    await tx
      .insertInto('verificationCodes')
      .values({
        userId,
        contactType,
        contact,
        codeHash: hashOf(userId, contactType, contact, code),
        tries: 0,
        expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000).toISOString(),
        createdAt: now.toISOString(),
      })
      .execute();
    await tx
      .insertInto('outboxMessages')
      .values({
        channel: contactType === 'MOBILE' ? 'sms' : 'email',
        recipient: contact,
        userId,
        status: 'queued',
        createdAt: now.toISOString(),
        subject: translate(lang, 'user.codeSubject'),
        body: translate(lang, 'user.codeBody', { type, contact, code, minutes: CODE_TTL_MINUTES }),
      })
      .execute();
  });
  return { contactType, contact, expiresInSeconds: CODE_TTL_MINUTES * 60, resendInSeconds: CODE_RESEND_SECONDS };
}

/** Checks and consumes the latest code inside the caller's transaction; a wrong code costs one try. */
export async function consumeCode(tx: Tx, userId: number, contactType: ContactType, contact: string, code: string) {
  const row = await tx
    .selectFrom('verificationCodes')
    .selectAll()
    .where('userId', '=', userId)
    .where('contactType', '=', contactType)
    .where('contact', '=', contact)
    .where('usedAt', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw badRequest('user.codeMissing');
  if (new Date(row.expiresAt).getTime() <= Date.now()) throw badRequest('user.codeExpired');
  if (row.tries >= CODE_MAX_TRIES) throw badRequest('user.codeTries');
  const a = Buffer.from(row.codeHash as string, 'hex');
  const b = Buffer.from(hashOf(userId, contactType, contact, code), 'hex');
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) {
    return { ok: false as const, id: row.id as number, left: CODE_MAX_TRIES - (row.tries as number) - 1 };
  }
  await tx.updateTable('verificationCodes').set({ usedAt: new Date().toISOString() }).where('id', '=', row.id).execute();
  return { ok: true as const };
}

/** A wrong try is counted in its own transaction, so the failed bind's rollback does not undo it. */
export async function countWrongTry(db: Kysely<DB>, id: number) {
  await db
    .updateTable('verificationCodes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', id)
    .execute();
}
