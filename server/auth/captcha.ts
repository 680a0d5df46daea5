import crypto from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Kysely } from 'kysely';
import type { DB } from '../db/index.ts';
import { sha256 } from './tokens.ts';

const TTL_MS = 5 * 60_000;

// Not a resource write (see tests/unit/directWrites.test.ts): short-lived login challenges.
/** Captchas live in the database so any instance can check one that another issued. */
export async function createCaptcha(db: Kysely<DB>) {
  const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f3f6fb' });
  const captchaKey = crypto.randomUUID();
  await db.deleteFrom('captchas').where('expiresAt', '<', new Date().toISOString()).execute();
  await db
    .insertInto('captchas')
    .values({
      captchaKey,
      codeHash: sha256(c.text.toLowerCase()),
      expiresAt: new Date(Date.now() + TTL_MS).toISOString(),
    })
    .execute();
  return { captchaKey, captchaBase64: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}` };
}

/** One use per captcha, right or wrong. `testCode` (CAPTCHA_TEST_CODE) is accepted for automated tests only. */
export async function checkCaptcha(db: Kysely<DB>, key: string | undefined, code: string | undefined, testCode?: string) {
  if (!code) return false;
  if (testCode && code === testCode) return true;
  if (!key) return false;
  // taken and deleted in one statement: two parallel logins cannot both use one captcha
  const row = await db.deleteFrom('captchas').where('captchaKey', '=', key).returning(['codeHash', 'expiresAt']).executeTakeFirst();
  if (!row) return false;
  return new Date(row.expiresAt).getTime() > Date.now() && row.codeHash === sha256(code.trim().toLowerCase());
}
