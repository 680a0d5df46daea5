// The dashboard's reagent alerts (issue 34 item 5): what expires within the lab's N days (系统配置
// reagent.expiryAlertDays, 30 when unset) — accepted lots with containers still in store, opened containers (their
// use-by after opening) and approved prepared solutions — and the catalogue's items whose containers in store (unopened
// or opened, of accepted lots) are fewer than their minimum stock. Already expired items are listed first, flagged.
import type { Kysely } from 'kysely';
import type { DB } from '../db/index.ts';
import { labTimeZone, settingOf } from '../db/settings.ts';
import { addCalendarDays, labDay } from '../../schemas/core/dates.ts';
import type { ExpiringItem, ReagentAlerts } from '../../schemas/reagents/alerts.ts';
import './messages.ts';

/** 系统配置 key of the alert window in days (declared in server/db/settings.ts DECLARED_SETTINGS). */
export const EXPIRY_DAYS_KEY = 'reagent.expiryAlertDays';
export const DEFAULT_EXPIRY_DAYS = 30;
/** a whole number of days, 0–365 (server/system/configs.resource.ts refuses anything else) */
export const validExpiryDays = (v: string) => /^\d{1,3}$/.test(v) && Number(v) <= 365;

const IN_STORE = ['unopened', 'opened'];

export async function expiryDays(db: Pick<Kysely<DB>, 'selectFrom'>): Promise<number> {
  const v = (await settingOf(db, EXPIRY_DAYS_KEY))?.trim() ?? '';
  return v && validExpiryDays(v) ? Number(v) : DEFAULT_EXPIRY_DAYS;
}

/** The alerts on the lab's day at instant `now` (injectable, as calibrationDue's). */
export async function reagentAlerts(db: Kysely<DB>, now = new Date()): Promise<ReagentAlerts> {
  const today = labDay(now, await labTimeZone(db));
  const days = await expiryDays(db);
  const until = addCalendarDays(today, days);
  const stocked = db.selectFrom('material_containers').select('lotId').where('status', 'in', IN_STORE);
  const lots = await db
    .selectFrom('material_lots as l')
    .innerJoin('materials as m', 'm.id', 'l.materialId')
    .select(['l.id', 'l.id as lotId', 'l.lotNo as no', 'm.name', 'l.expiresOn'])
    .where('l.status', '=', 'accepted')
    .where('l.expiresOn', '<=', until)
    .where('l.id', 'in', stocked)
    .execute();
  const containers = await db
    .selectFrom('material_containers as c')
    .innerJoin('material_lots as l', 'l.id', 'c.lotId')
    .innerJoin('materials as m', 'm.id', 'l.materialId')
    .select(['c.id', 'c.lotId', 'c.containerNo as no', 'm.name', 'c.expiresOn'])
    .where('c.status', '=', 'opened')
    .where('l.status', '=', 'accepted')
    .where('c.expiresOn', '<=', until)
    .execute();
  const solutions = await db
    .selectFrom('solutions')
    .select(['id', 'solutionNo as no', 'name', 'expiresOn'])
    .where('status', '=', 'approved')
    .where('expiresOn', '<=', until)
    .execute();
  const item = (kind: ExpiringItem['kind']) => (r: Record<string, unknown>) => {
    const expiresOn = String(r.expiresOn).slice(0, 10);
    const lotId = r.lotId == null ? null : Number(r.lotId);
    return { kind, id: Number(r.id), no: String(r.no), lotId, name: String(r.name), expiresOn, expired: expiresOn < today };
  };
  const expiring = [...lots.map(item('lot')), ...containers.map(item('container')), ...solutions.map(item('solution'))].sort((a, b) =>
    a.expiresOn === b.expiresOn ? a.no.localeCompare(b.no) : a.expiresOn < b.expiresOn ? -1 : 1,
  );

  const counts = await db
    .selectFrom('material_containers as c')
    .innerJoin('material_lots as l', 'l.id', 'c.lotId')
    .select((eb) => ['l.materialId', eb.fn.countAll().as('n')])
    .where('c.status', 'in', IN_STORE)
    .where('l.status', '=', 'accepted')
    .groupBy('l.materialId')
    .execute();
  const inStock = new Map(counts.map((c) => [Number(c.materialId), Number(c.n)]));
  const materials = await db.selectFrom('materials').select(['id', 'code', 'name', 'minStock']).where('minStock', '>', 0).orderBy('code').execute();
  const lowStock = materials
    .map((m) => ({ id: Number(m.id), code: String(m.code), name: String(m.name), minStock: Number(m.minStock), inStock: inStock.get(Number(m.id)) ?? 0 }))
    .filter((m) => m.inStock < m.minStock);
  return { today, days, expiring, lowStock };
}
