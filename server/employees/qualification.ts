import type { Kysely } from 'kysely';
import type { DB, Tx } from '../db/index.ts';
import { badRequest } from '../http/errors.ts';
import { labDay } from '../../schemas/core/dates.ts';
import { labTimeZone } from '../db/settings.ts';
import { translate, type Lang } from '../http/messages.ts';

export type QualificationState = 'ok' | 'noEmployee' | 'inactive' | 'none' | 'expired' | 'methodChanged';
interface Qualification {
  parameterId: number;
  methodNo?: string;
  certificateNo?: string;
  validUntil: string;
}

/** A given day as it is; an instant (or now) as the lab's calendar day, not the UTC one (valid until 今天 in Shanghai). */
const dayOf = async (db: Kysely<DB> | Tx, date: string | Date | undefined) =>
  typeof date === 'string' ? date.slice(0, 10) : labDay(date ?? new Date(), await labTimeZone(db));
const list = (v: unknown): Qualification[] => (typeof v === 'string' ? JSON.parse(v) : Array.isArray(v) ? v : []) as Qualification[];

/**
 * Whether the employee linked to a login account holds a valid qualification (上岗证) for a parameter on a day:
 * an active employee, a qualification for that parameter valid until that day or later, and, when the
 * qualification names a method, the parameter still uses that method (a new method needs a new qualification).
 */
export async function qualificationOf(db: Kysely<DB> | Tx, userId: number, parameterId: number, date?: string | Date) {
  const day = await dayOf(db, date);
  const employee = await db.selectFrom('employees').select(['name', 'status', 'qualifications']).where('userId', '=', userId).executeTakeFirst();
  if (!employee) return { state: 'noEmployee' as QualificationState };
  if (employee.status !== 'active') return { state: 'inactive' as QualificationState, name: employee.name as string };
  const mine = list(employee.qualifications).filter((q) => Number(q.parameterId) === parameterId);
  if (!mine.length) return { state: 'none' as QualificationState, name: employee.name as string };
  const parameter = await db.selectFrom('parameters').select('methodNo').where('id', '=', parameterId).executeTakeFirst();
  const sameMethod = mine.filter((q) => !q.methodNo || q.methodNo === parameter?.methodNo);
  if (!sameMethod.length) return { state: 'methodChanged' as QualificationState, name: employee.name as string };
  const best = sameMethod
    .map((q) => q.validUntil)
    .sort()
    .pop()!;
  return { state: (best >= day ? 'ok' : 'expired') as QualificationState, name: employee.name as string, validUntil: best };
}

/** For the workflow engine: may this user be assigned an analysis of this parameter on this day? */
export async function isQualified(db: Kysely<DB> | Tx, userId: number, parameterId: number, date?: string | Date): Promise<boolean> {
  return (await qualificationOf(db, userId, parameterId, date)).state === 'ok';
}

/** Throws a localised 400 naming the person, the parameter and why, for the first parameter not covered. */
export async function assertQualified(db: Kysely<DB> | Tx, lang: Lang, userId: number, parameterIds: number[], date?: string | Date) {
  for (const parameterId of parameterIds) {
    const q = await qualificationOf(db, userId, parameterId, date);
    if (q.state === 'ok') continue;
    const p = await db.selectFrom('parameters').select(['name', 'code']).where('id', '=', parameterId).executeTakeFirst();
    const who = q.name ?? (await db.selectFrom('users').select('nickname').where('id', '=', userId).executeTakeFirst())?.nickname ?? String(userId);
    throw badRequest('qualification.missing', {
      name: String(who),
      parameter: p ? `${p.name} (${p.code})` : String(parameterId),
      reason: translate(lang, `qualification.${q.state}`, { date: q.validUntil ?? '' }),
    });
  }
}

/** Login accounts qualified for every given parameter on a day (the analyst picker of an assignment). */
export async function qualifiedUsers(db: Kysely<DB>, parameterIds: number[], date?: string | Date) {
  const employees = await db
    .selectFrom('employees')
    .select(['userId', 'name', 'employeeNo'])
    .where('status', '=', 'active')
    .where('userId', 'is not', null)
    .execute();
  const out = [];
  for (const e of employees) {
    const states = await Promise.all(parameterIds.map((p) => qualificationOf(db, e.userId as number, p, date)));
    if (states.every((s) => s.state === 'ok')) out.push({ userId: e.userId as number, name: e.name as string, employeeNo: e.employeeNo as string });
  }
  return out;
}
