import crypto from 'node:crypto';
import type { Unit } from '../../workflow/store.ts';
import { settingOf } from '../../db/settings.ts';

// Crockford's base-32 alphabet: no I, L, O, U, so a code read off paper is typed right. 12 symbols = 60 random bits,
// far beyond what a rate-limited page lets anyone guess.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A fresh verification code, grouped for reading: "7KQ2-M9XD-4TJB". */
export function newVerifyCode(): string {
  const bytes = crypto.randomBytes(12);
  const s = [...bytes].map((b) => ALPHABET[b % 32]).join('');
  return `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8, 12)}`;
}

/** A code as typed or scanned, back to its printed form (case and spacing ignored; O→0, I/L→1 as Crockford reads them). */
export function normaliseCode(raw: string): string | undefined {
  const s = raw.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{12}$/.test(s)) return undefined;
  return `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8, 12)}`;
}

/** The lab's setting (configs), or undefined. */
export async function configValue(u: Pick<Unit, 'tx'>, key: string): Promise<string | undefined> {
  // a blank setting counts as unset here: the QR address and the page fall back to their defaults
  return (await settingOf(u.tx, key))?.trim() || undefined;
}

/**
 * The address the QR code points at: the lab's public address (系统配置 lab.publicUrl, e.g. https://lims.example.cn)
 * when set; else the address the signatory reached this server at (what the lab's own network uses), else this
 * server's port on localhost. `configured` says whether the lab set it (the report screen warns before issue when not).
 */
export async function verifyBase(u: Pick<Unit, 'tx' | 'ctx' | 'services'>): Promise<{ base: string; configured: boolean }> {
  const set = await configValue(u, 'lab.publicUrl');
  const base = set ?? u.ctx.origin ?? `http://localhost:${u.services.config.port}`;
  return { base: base.replace(/\/+$/, ''), configured: set !== undefined };
}

/** The address printed in the QR code of a report: the base above + /verify/{code}. */
export async function verifyUrl(u: Unit, code: string): Promise<string> {
  return `${(await verifyBase(u)).base}/verify/${code}`;
}
