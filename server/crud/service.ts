import { sql, type SqlBool } from 'kysely';
import type { AnyResource } from '../../schemas/core/resource.ts';
import { resourceByName } from '../../schemas/resources/index.ts';
import type { LimsDatabase, Tx } from '../db/index.ts';
import { appendAudit } from '../audit/chain.ts';
import { AppError, badRequest, conflict, notFound, CODES } from '../http/errors.ts';
import { fieldErrors } from '../http/zodErrors.ts';
import { translate } from '../http/messages.ts';
import { toDb, fromDb } from './codec.ts';
import { applyFilters, parseListQuery } from './query.ts';
import { countTotals } from './countCache.ts';
import { hooksOf } from './hooks.ts';
import { fromText } from '../../schemas/core/wire.ts';
import { isEditable } from '../../schemas/workflows/machine.ts';
import type { RequestContext } from './context.ts';

export type Row = Record<string, unknown>;
export interface Publisher { publish(destination: string, body: string | object): Promise<void> | void }

/** The one write path: validate, guard, bump version, audit, all in one transaction; announce after commit. */
export function createCrud(database: LimsDatabase, realtime: () => Publisher | undefined) {
  const { db, dialect } = database;
  const countTotal = countTotals(database.dataStamp);

  async function list(resource: AnyResource, query: Record<string, unknown>) {
    const lq = parseListQuery(resource, query);
    const base = applyFilters(db.selectFrom(resource.table), resource, lq, dialect);
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy(lq.sort, lq.order).orderBy('id', lq.order)
        .limit(lq.pageSize).offset((lq.pageNum - 1) * lq.pageSize).execute(),
      countTotal(base.select((eb) => eb.fn.countAll().as('total'))),
    ]);
    return { list: rows.map((r) => fromDb(resource, r)), total };
  }

  async function getRow(resource: AnyResource, id: number, tx: Tx | typeof db = db): Promise<Row> {
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
    const row = await tx.selectFrom(resource.table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  const get = async (resource: AnyResource, id: number) => fromDb(resource, await getRow(resource, id));

  async function options(resource: AnyResource, q: string | undefined, ids: number[] = []) {
    const title = resource.title ?? 'id';
    let qb = db.selectFrom(resource.table).select(['id', title]).orderBy('id', 'desc').limit(ids.length || 50);
    if (ids.length) qb = qb.where('id', 'in', ids);
    else if (q) {
      // wildcards typed by the user are searched literally (escaped), as in the page route's text search
      const pattern = `%${q.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
      qb = qb.where(sql<SqlBool>`${sql.ref(title)} ${sql.raw(dialect === 'postgres' ? 'ilike' : 'like')} ${pattern} escape '\\'`);
    }
    const rows = await qb.execute();
    return rows.map((r) => ({ value: r.id, label: String(r[title] ?? r.id) }));
  }

  function validate(schema: AnyResource['createSchema'], body: unknown, ctx: RequestContext) {
    const input = ctx.textBody ? fromText(schema, body) : body;
    const parsed = schema.safeParse(input ?? {});
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error, ctx.lang, body);
      throw badRequest('error.validation', { fields: [...new Set(errors.map((e) => e.field))].join(', ') }, errors);
    }
    return parsed.data as Row;
  }

  /** Values the schema cannot check alone: unique fields, dict values and references. */
  async function checkStored(tx: Tx, resource: AnyResource, data: Row, ctx: RequestContext, selfId?: number) {
    for (const f of resource.fieldList) {
      const v = data[f.name];
      if (v === undefined || v === null || v === '') continue;
      if (f.unique) {
        let qb = tx.selectFrom(resource.table).select('id').where(f.name, '=', v as string);
        if (selfId) qb = qb.where('id', '!=', selfId);
        if (await qb.executeTakeFirst()) {
          throw new AppError(409, CODES.conflict, 'error.unique', { field: f.name, value: String(v).slice(0, 64) },
            [{ field: f.name, message: translate(ctx.lang, 'error.unique', { field: f.name, value: String(v).slice(0, 64) }) }]);
        }
      }
      if (f.kind === 'dict' && f.dictCode) {
        const item = await tx.selectFrom('dictItems').select('id').where('dictCode', '=', f.dictCode).where('value', '=', String(v)).executeTakeFirst();
        if (!item) {
          const message = translate(ctx.lang, 'error.dictValue', { value: String(v).slice(0, 64), dict: f.dictCode });
          throw badRequest('error.validation', { fields: f.name }, [{ field: f.name, message }]);
        }
      }
      if (f.kind === 'ref' && f.reference) {
        const target = tableOf(f.reference);
        if (target && !(await tx.selectFrom(target).select('id').where('id', '=', v as number).executeTakeFirst())) {
          const message = translate(ctx.lang, 'error.referenceMissing', { field: f.name });
          throw badRequest('error.validation', { fields: f.name }, [{ field: f.name, message }]);
        }
      }
    }
  }

  const stamp = (ctx: RequestContext) => ({ updatedAt: new Date().toISOString(), updatedBy: ctx.user?.id ?? null });

  async function create(resource: AnyResource, body: unknown, ctx: RequestContext) {
    let data = validate(resource.createSchema, body, ctx);
    const out = await db.transaction().execute(async (tx) => {
      const hooks = hooksOf(resource.name);
      if (resource.workflow) data[resource.workflow.field] = resource.workflow.initial;
      if (hooks.beforeCreate) data = await hooks.beforeCreate(data, { tx, dialect, ctx, resource });
      await checkStored(tx, resource, data, ctx);
      const now = stamp(ctx);
      const inserted = await tx.insertInto(resource.table)
        .values({ ...toDb(resource, data, dialect), version: 1, createdAt: now.updatedAt, createdBy: now.updatedBy, ...now })
        .returningAll().executeTakeFirstOrThrow();
      const after = fromDb(resource, inserted);
      await appendAudit(tx, dialect, ctx.audit, { entity: resource.name, entityId: after.id as number, action: 'create', after });
      return after;
    });
    announce(resource, out, 'create');
    return out;
  }

  async function update(resource: AnyResource, id: number, body: unknown, ctx: RequestContext) {
    const parsed = validate(resource.updateSchema, body, ctx);
    const { version, id: _ignored, ...changes } = parsed;
    const out = await db.transaction().execute(async (tx) => {
      const beforeRow = await getRow(resource, id, tx);
      if (beforeRow.version !== version) throw conflict();
      const before = fromDb(resource, beforeRow);
      const w = resource.workflow;
      if (w && !isEditable(w, before)) throw new AppError(409, CODES.conflict, w.notEditable!, { state: String(before[w.field]) });
      let data: Row = changes;
      const hooks = hooksOf(resource.name);
      if (hooks.beforeUpdate) data = await hooks.beforeUpdate(data, { tx, dialect, ctx, resource, before });
      await checkStored(tx, resource, data, ctx, id);
      return writeVersioned(tx, resource, id, version as number, data, before, ctx, 'update');
    });
    announce(resource, out, 'update');
    return out;
  }

  /** Optimistic lock: the row changes only if nobody bumped its version meanwhile. */
  async function writeVersioned(tx: Tx, resource: AnyResource, id: number, version: number, data: Row, before: Row,
    ctx: RequestContext, action: string, reason?: string) {
    // a body that changes nothing (null, {}, or the stored values) keeps the version and writes no audit entry
    if (!changesAnything(resource, data, before, dialect)) {
      if (before.version !== version) throw conflict();
      return before;
    }
    const updated = await tx.updateTable(resource.table)
      .set({ ...toDb(resource, data, dialect), ...stamp(ctx), version: version + 1 })
      .where('id', '=', id).where('version', '=', version)
      .returningAll().executeTakeFirst();
    if (!updated) throw conflict();
    const after = fromDb(resource, updated);
    await appendAudit(tx, dialect, ctx.audit, { entity: resource.name, entityId: id, action, reason, before, after: diffAfter(before, after) });
    return after;
  }

  async function remove(resource: AnyResource, ids: number[], ctx: RequestContext) {
    if (resource.retention === 'archive') throw new AppError(409, CODES.conflict, 'error.retention');
    const deleted = await db.transaction().execute(async (tx) => {
      for (const id of ids) {
        const before = fromDb(resource, await getRow(resource, id, tx));
        await hooksOf(resource.name).beforeDelete?.({ tx, dialect, ctx, resource, before });
        await tx.deleteFrom(resource.table).where('id', '=', id).execute();
        await appendAudit(tx, dialect, ctx.audit, { entity: resource.name, entityId: id, action: 'delete', before });
      }
      return ids.length;
    });
    for (const id of ids) announce(resource, { id }, 'delete');
    return { deleted };
  }

  function announce(resource: AnyResource, record: Row, action: string) {
    const rt = realtime();
    if (!rt) return;
    const status = resource.workflow ? record[resource.workflow.field] : undefined;
    void Promise.resolve(rt.publish('/topic/workflow', { resource: resource.name, id: record.id, action, status })).catch(() => undefined);
    if (resource.name === 'dict' || resource.name === 'dictItems') void Promise.resolve(rt.publish('/topic/dict', { action })).catch(() => undefined);
  }

  return { list, get, getRow, options, create, update, remove, writeVersioned, validate, announce, db, dialect };
}

export type Crud = ReturnType<typeof createCrud>;

const tableOf = (name: string) => resourceByName.get(name)?.table;

/** Whether writing `data` would change a stored column of `before` (hidden columns such as hashes always count). */
function changesAnything(resource: AnyResource, data: Row, before: Row, dialect: LimsDatabase['dialect']): boolean {
  const stored = toDb(resource, data, dialect);
  return Object.keys(stored).some((k) => {
    const f = resource.stored.find((x) => x.name === k);
    if (!f || f.hidden || !(k in before)) return true;
    return JSON.stringify(data[k] ?? null) !== JSON.stringify(before[k] ?? null);
  });
}

/** Audit "after" keeps only what changed (plus the version), so the log stays readable and small. */
function diffAfter(before: Row, after: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(after)) {
    if (k === 'updatedAt') continue;
    if (JSON.stringify(before[k]) !== JSON.stringify(v)) out[k] = v;
  }
  return out;
}
