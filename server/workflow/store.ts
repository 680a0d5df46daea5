import type { AnyResource } from '../../schemas/core/resource.ts';
import { resourceByName } from '../../schemas/resources/index.ts';
import type { Tx } from '../db/index.ts';
import { onAttemptFailed } from '../db/retry.ts';
import type { AppServices } from '../services.ts';
import type { RequestContext } from '../crud/context.ts';
import { fromDb } from '../crud/codec.ts';
import { transition, type StepOpts } from '../crud/workflow.ts';
import { labDay } from '../../schemas/core/dates.ts';
import { labTimeZone } from '../db/settings.ts';

export type Row = Record<string, unknown>;

/**
 * One unit of work of a workflow endpoint: several records changed in ONE transaction, each change audited,
 * every touched record announced on /topic/workflow after the commit.
 */
export interface Unit {
  tx: Tx;
  ctx: RequestContext;
  services: AppServices;
  touched: Array<{ resource: AnyResource; record: Row; action: string }>;
  /** messages to send once the transaction has committed (personal notices) */
  after: Array<() => unknown>;
}

export const res = (name: string): AnyResource => {
  const r = resourceByName.get(name);
  if (!r) throw new Error(`no resource ${name}`);
  return r;
};

/** A personal message (/user/queue/message), sent after the commit by this app's hub. */
export function notifyUser(u: Unit, userId: number, body: object) {
  const hub = u.services.realtime;
  u.after.push(() => Promise.resolve(hub()?.sendToUser?.(userId, '/user/queue/message', body)).catch(() => undefined));
}

/** The app serving this call: it travels with the request's context, never through module state. */
export const services = (ctx: RequestContext): AppServices => ctx.app;

/** Runs fn in one transaction; announcements go out only after the commit. */
export async function inUnit<T>(ctx: RequestContext, fn: (u: Unit) => Promise<T>): Promise<T> {
  const s = services(ctx);
  // a unit per attempt: a transaction refused for a deadlock runs again (server/db/retry.ts), and only the attempt
  // that committed is announced
  let u: Unit | undefined;
  const out = await s.database.db.transaction().execute((tx) => fn((u = { tx, ctx, services: s, touched: [], after: [] })));
  release(u!);
  return out;
}

/** A unit inside a transaction someone else opened (a transition hook): announcements are deferred to the response. */
export function unitOf(tx: Tx, ctx: RequestContext): Unit {
  const u: Unit = { tx, ctx, services: services(ctx), touched: [], after: [] };
  const key = ctx.user ?? ctx.audit;
  deferred.set(key, [...(deferred.get(key) ?? []), u]);
  // an attempt that fails (and may run again) takes its announcements back with it
  onAttemptFailed(() =>
    deferred.set(
      key,
      (deferred.get(key) ?? []).filter((x) => x !== u),
    ),
  );
  return u;
}

function release(u: Pick<Unit, 'touched' | 'after' | 'services'>) {
  for (const t of u.touched) u.services.crud.announce(t.resource, t.record, t.action);
  for (const f of u.after) f();
}

const deferred = new WeakMap<object, Array<Pick<Unit, 'touched' | 'after' | 'services'>>>();
/** Called when a response has gone out: a failed request rolled back, so its announcements are dropped. */
export function flushDeferred(key: object | null | undefined, ok: boolean) {
  if (!key) return;
  const list = deferred.get(key);
  deferred.delete(key);
  if (!ok || !list) return;
  for (const u of list) release(u);
}

/**
 * Insert through the one write path (schema, dict/reference/unique checks, hooks such as numbering, audit) in the
 * unit's transaction; `system` sets server-only fields.
 */
export async function insert(u: Unit, name: string, data: Row, system: Row = {}): Promise<Row> {
  const r = res(name);
  const [after] = await u.services.crud.insertIn(u.tx, r, [data], u.ctx, { system });
  u.touched.push({ resource: r, record: after, action: 'create' });
  return after;
}

/** Read one record (decoded) inside the unit. */
export async function load(u: Unit, name: string, id: number): Promise<Row> {
  const r = res(name);
  return fromDb(r, await u.services.crud.getRow(r, id, u.tx));
}

/**
 * A change of server-decided fields through the one write path in system mode (schema validation with read-only
 * fields allowed, stored-value checks, the resource's update hooks, version bump, audit). With `version` the caller's
 * view must be current (409 otherwise); without, the stored version is used and a concurrent writer still loses cleanly.
 */
export async function patch(
  u: Unit,
  name: string,
  id: number,
  data: Row,
  action: string,
  opts: { version?: number; reason?: string; editableIn?: readonly string[] } = {},
): Promise<Row> {
  const r = res(name);
  const after = await u.services.crud.patchIn(u.tx, r, id, data, u.ctx, { action, ...opts });
  u.touched.push({ resource: r, record: after, action });
  return after;
}

/**
 * A workflow step inside the unit, through the engine (server/crud/workflow.ts transition): the machine's guard, the
 * transition hooks, audit `transition:<name>`, the signature its declaration asks for. `by: 'cascade'` (default): a
 * system step the machine declares `automatic`.
 */
export async function cascade(u: Unit, name: string, id: number, step: string, opts: Partial<StepOpts> = {}): Promise<Row> {
  const r = res(name);
  const after = await transition(u.services.crud, u.tx, u.ctx, r, id, step, { by: 'cascade', ...opts });
  u.touched.push({ resource: r, record: after, action: `transition:${step}` });
  return after;
}

/** Delete through the one write path (retention rule, delete guards, audit) inside the unit (merging sheets). */
export async function destroy(u: Unit, name: string, id: number): Promise<void> {
  const r = res(name);
  await u.services.crud.removeIn(u.tx, r, id, u.ctx, 'system');
  u.touched.push({ resource: r, record: { id }, action: 'delete' });
}

/** Rows of a table by a column, decoded. */
export async function findBy(u: Unit, name: string, column: string, value: unknown): Promise<Row[]> {
  const r = res(name);
  const rows = await u.tx
    .selectFrom(r.table)
    .selectAll()
    .where(column, '=', value as never)
    .orderBy('id')
    .execute();
  return rows.map((x) => fromDb(r, x));
}

/** The row with the highest `orderColumn` among those where `column` = `value` (one row read, not all of them). */
export async function findLast(u: Unit, name: string, column: string, value: unknown, orderColumn: string): Promise<Row | undefined> {
  const r = res(name);
  const row = await u.tx
    .selectFrom(r.table)
    .selectAll()
    .where(column, '=', value as never)
    .orderBy(orderColumn, 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && fromDb(r, row);
}

export async function findIn(u: Unit, name: string, ids: number[]): Promise<Row[]> {
  if (!ids.length) return [];
  const r = res(name);
  const rows = await u.tx.selectFrom(r.table).selectAll().where('id', 'in', ids).orderBy('id').execute();
  return rows.map((x) => fromDb(r, x));
}

/** Today in the lab's time zone: the day a lab's staff would write (an import at 07:00 in Shanghai is not yesterday's). */
export const labToday = async (u: Unit): Promise<string> => labDay(new Date(), await labTimeZone(u.tx));
export const nowIso = () => new Date().toISOString();
export const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number).filter((n) => Number.isInteger(n) && n > 0) : []);
