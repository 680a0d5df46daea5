// 上岗授权 as a gate (issue 32 item 3): may this person take this role (analyst, checker, reviewer, signatory) for the
// methods of these test items on this day? Read by sheet assignment, the sheet's check and review, the report's
// approval and the candidates route.
//
// How today's employee qualifications carry over (the transition a lab upgrading needs): an analyst's old
// qualification (上岗证 on the employee record, server/employees/qualification.ts) keeps deciding for a method until the
// lab records an analyst authorisation of that person for that method; from then on the register decides. The
// checker, reviewer and signatory had no per-method record before: a method × role comes under the register as soon
// as the lab records any authorisation of that role for that method, and until then the step is not gated by method,
// as before the upgrade. Nothing stops on upgrade day, and each method moves under the register as the lab enters its
// people. Under the register only a granted authorisation, in date, covering the test item counts. An open
// unsatisfactory proficiency-test result of the person for the method refuses every role in both cases.
import type { Kysely } from 'kysely';
import type { DB, Tx } from '../db/index.ts';
import { labDay } from '../../schemas/core/dates.ts';
import { labTimeZone } from '../db/settings.ts';
import { normStandard } from '../../schemas/catalogue/fit.ts';
import { qualificationOf } from '../employees/qualification.ts';
import { AppError, CODES } from '../http/errors.ts';
import { translate, type Lang } from '../http/messages.ts';
import type { AuthorisedRole } from '../../schemas/methods/authorisations.ts';
import './messages.ts';

type Db = Kysely<DB> | Tx;
export type AuthorisationState = 'ok' | 'noEmployee' | 'inactive' | 'none' | 'expired' | 'notYet' | 'suspended' | 'revoked' | 'ptOpen' | 'legacy';

export interface Authorisation {
  state: AuthorisationState;
  /** the person's name (the employee's, else the account's nickname) */
  name: string;
  parameter: string;
  method: string;
  /** the date an expired authorisation ended, or a not-yet-valid one starts */
  date?: string;
  /** for `legacy`: why the old qualification does not count */
  legacy?: string;
}

const jsonIds = (v: unknown): number[] => ((typeof v === 'string' ? JSON.parse(v) : (v ?? [])) as unknown[]).map(Number);

/** The catalogue's method standard for a test item's methodNo ("HJ535－2009" is "HJ 535-2009"), if the lab has entered it. */
export async function standardOf(db: Db, methodNo: string): Promise<{ id: number; standardNo: string } | undefined> {
  const want = normStandard(methodNo ?? '');
  if (!want) return undefined;
  const rows = await db.selectFrom('methodStandards').select(['id', 'standardNo']).execute();
  const hit = rows.find((r) => normStandard(String(r.standardNo)) === want);
  return hit ? { id: Number(hit.id), standardNo: String(hit.standardNo) } : undefined;
}

/** The person's authorisations (any state) of one role for one method. */
const recordsOf = (db: Db, employeeId: number, methodStandardId: number, role: AuthorisedRole) =>
  db
    .selectFrom('staffAuthorisations')
    .select(['status', 'validFrom', 'validUntil', 'parameterIds'])
    .where('employeeId', '=', employeeId)
    .where('methodStandardId', '=', methodStandardId)
    .where('role', '=', role)
    .execute();

/** Whether the lab has recorded anyone's authorisation of this role for this method (see the transition above). */
const underRegister = async (db: Db, methodStandardId: number, role: AuthorisedRole) =>
  !!(await db.selectFrom('staffAuthorisations').select('id').where('methodStandardId', '=', methodStandardId).where('role', '=', role).executeTakeFirst());

export const today = async (db: Db) => labDay(new Date(), await labTimeZone(db));

/** One person, one role, one test item, one lab day. */
export async function authorisationOf(db: Db, lang: Lang, userId: number, role: AuthorisedRole, parameterId: number, day?: string): Promise<Authorisation> {
  const on = day ?? (await today(db));
  const p = await db.selectFrom('parameters').select(['name', 'code', 'methodNo']).where('id', '=', parameterId).executeTakeFirst();
  const employee = await db.selectFrom('employees').select(['id', 'name', 'status']).where('userId', '=', userId).executeTakeFirst();
  const nickname = employee ? undefined : (await db.selectFrom('users').select('nickname').where('id', '=', userId).executeTakeFirst())?.nickname;
  const base = {
    name: String(employee?.name ?? nickname ?? userId),
    parameter: p ? `${p.name} (${p.code})` : String(parameterId),
    method: String(p?.methodNo ?? '—'),
  };
  const std = p ? await standardOf(db, String(p.methodNo)) : undefined;
  if (std && employee) {
    const open = await db
      .selectFrom('ptResults')
      .select('id')
      .where('employeeId', '=', employee.id)
      .where('methodStandardId', '=', std.id)
      .where('status', '=', 'action_required')
      .executeTakeFirst();
    if (open) return { ...base, state: 'ptOpen' };
  }
  const rows = std && employee ? await recordsOf(db, Number(employee.id), std.id, role) : [];
  const governed = role === 'analyst' ? rows.some((a) => a.status !== 'draft') : !!std && (await underRegister(db, std.id, role));
  if (!governed) {
    if (role !== 'analyst') return { ...base, state: 'ok' };
    const q = await qualificationOf(db, userId, parameterId, on);
    if (q.state === 'ok') return { ...base, state: 'ok' };
    return { ...base, state: 'legacy', legacy: translate(lang, `qualification.${q.state}`, { date: q.validUntil ?? '' }) };
  }
  if (!employee) return { ...base, state: 'noEmployee' };
  if (employee.status !== 'active') return { ...base, state: 'inactive' };
  const covering = rows.filter((a) => {
    const covers = jsonIds(a.parameterIds);
    return !covers.length || covers.includes(parameterId);
  });
  const granted = covering.filter((a) => a.status === 'granted');
  if (granted.some((a) => String(a.validFrom) <= on && on <= String(a.validUntil))) return { ...base, state: 'ok' };
  const ended = granted.filter((a) => String(a.validUntil) < on).map((a) => String(a.validUntil));
  if (ended.length) return { ...base, state: 'expired', date: ended.sort().pop() };
  const later = granted.filter((a) => String(a.validFrom) > on).map((a) => String(a.validFrom));
  if (later.length) return { ...base, state: 'notYet', date: later.sort()[0] };
  if (covering.some((a) => a.status === 'suspended')) return { ...base, state: 'suspended' };
  if (covering.some((a) => a.status === 'revoked')) return { ...base, state: 'revoked' };
  return { ...base, state: 'none' };
}

/** The reason a refused person reads, in their language: "张分析 is not authorised (Check) for 铅 (W-PB), HJ 700-2014: …". */
export function refusal(lang: Lang, role: AuthorisedRole, a: Authorisation): string {
  const why = a.state === 'legacy' ? a.legacy! : translate(lang, `staffauth.state.${a.state}`, { date: a.date ?? '' });
  return translate(lang, 'staffauth.refused', {
    name: a.name,
    role: translate(lang, `staffauth.role.${role}`),
    parameter: a.parameter,
    method: a.method,
    reason: why,
  });
}

/** The first test item the person may not take in this role, or undefined when every one is covered. */
export async function firstRefused(db: Db, lang: Lang, userId: number, role: AuthorisedRole, parameterIds: number[], day?: string) {
  const on = day ?? (await today(db));
  for (const id of parameterIds) {
    const a = await authorisationOf(db, lang, userId, role, id, on);
    if (a.state !== 'ok') return a;
  }
  return undefined;
}

/** Refuses (409, the reason naming person, role, test item and method) a step the person is not authorised for. */
export async function assertAuthorised(db: Db, lang: Lang, userId: number, role: AuthorisedRole, parameterIds: number[]) {
  const a = await firstRefused(db, lang, userId, role, parameterIds);
  if (!a) return;
  const message = refusal(lang, role, a);
  throw new AppError(409, CODES.conflict, 'staffauth.notAuthorised', { message });
}
