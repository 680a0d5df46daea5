import { sql, type SqlBool } from 'kysely';
import type { AnyResource } from '../../schemas/core/resource.ts';
import { resourceByName } from '../../schemas/resources/index.ts';
import type { LimsDatabase, Tx } from '../db/index.ts';
import { appendAudit, appendAuditEntries } from '../audit/chain.ts';
import { AppError, badRequest, conflict, notFound, CODES } from '../http/errors.ts';
import { fieldErrors } from '../http/zodErrors.ts';
import { translate } from '../http/messages.ts';
import { toDb, fromDb, sameValue, insertReturning } from './codec.ts';
import { createLister } from './list.ts';
import type { HookTable, ResourceHooks, WriteMode } from './hooks.ts';
import { systemSchemaOf } from './system.ts';
import { fromText } from '../../schemas/core/wire.ts';
import { isEditable } from '../../schemas/workflows/machine.ts';
import type { RequestContext } from './context.ts';

export type Row = Record<string, unknown>;
const CHUNK = 500;
export interface Publisher {
  publish(destination: string, body: string | object): Promise<void> | void;
}

/**
 * The one write path: validate, guard, bump version, audit, all in one transaction; announce after commit.
 * `hooks` is this app's table (composed from the `*.resource.ts` files by buildApp): nothing is shared between apps.
 */
export function createCrud(database: LimsDatabase, realtime: () => Publisher | undefined, hooks: HookTable) {
  const { db, dialect } = database;
  const hooksOf = (name: string): ResourceHooks => hooks.get(name) ?? {};
  // the read path: a page continues from remembered page starts, totals are kept while the table is unchanged
  const list = createLister(database);

  async function getRow(resource: AnyResource, id: number, tx: Tx | typeof db = db): Promise<Row> {
    // ids are serials: one above 2^31 − 1 names no record (PostgreSQL would refuse to compare it with 22003)
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) throw notFound();
    const row = await tx.selectFrom(resource.table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  const get = async (resource: AnyResource, id: number) => fromDb(resource, await getRow(resource, id));

  async function options(resource: AnyResource, q: string | undefined, ids: number[] = [], lang = 'zh-CN') {
    const title = resource.title ?? 'id';
    const titleEn = lang === 'en' ? resource.titleEn : undefined;
    let qb = db
      .selectFrom(resource.table)
      .select(['id', title, ...(titleEn ? [titleEn] : [])])
      .orderBy('id', 'desc')
      .limit(ids.length || 50);
    if (ids.length) {
      // an id beyond the serial's range names no record (PostgreSQL would refuse to compare it: 22003)
      const possible = ids.filter((id) => id >= 1 && id <= 2147483647);
      if (!possible.length) return [];
      qb = qb.where('id', 'in', possible);
    } else if (q) {
      // wildcards typed by the user are searched literally (escaped), as in the page route's text search
      const pattern = `%${q.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
      // read as text: a title may be a number (a limits version's revision), which PostgreSQL does not ilike
      qb = qb.where(sql<SqlBool>`cast(${sql.ref(title)} as text) ${sql.raw(dialect === 'postgres' ? 'ilike' : 'like')} ${pattern} escape '\\'`);
    }
    const rows = await qb.execute();
    return rows.map((r) => ({ value: r.id, label: String((titleEn && r[titleEn]) || (r[title] ?? r.id)) }));
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

  /**
   * Server-decided values (system mode) checked by the fields' own schemas: read-only and workflow fields are allowed,
   * undeclared ones are not, and only the keys given are kept (zod would fill in defaults of absent fields).
   */
  function validateSystem(resource: AnyResource, data: Row, ctx: RequestContext): Row {
    const parsed = validate(systemSchemaOf(resource), data, { ...ctx, textBody: false });
    return Object.fromEntries(
      Object.keys(data)
        .filter((k) => data[k] !== undefined)
        .map((k) => [k, parsed[k]]),
    );
  }

  /**
   * Values the schema cannot check alone, for one row or a batch (an import): unique fields (also within the batch),
   * dict values and references, a few queries per batch rather than per row.
   */
  async function checkStored(tx: Tx, resource: AnyResource, rows: Row[], ctx: RequestContext, selfId?: number) {
    const refuse = (field: string, key: string, params: Record<string, string>) =>
      badRequest('error.validation', { fields: field }, [{ field, message: translate(ctx.lang, key, params) }]);
    const present = (f: { name: string }) => [...new Set(rows.map((r) => r[f.name]).filter((v) => v !== undefined && v !== null && v !== ''))];
    for (const f of resource.fieldList) {
      const values = present(f);
      if (!values.length) continue;
      if (f.unique) {
        const seen = new Set<string>();
        let dup = rows.map((r) => r[f.name]).find((v) => v !== undefined && v !== null && v !== '' && (seen.has(String(v)) || !seen.add(String(v))));
        for (let i = 0; dup === undefined && i < values.length; i += CHUNK) {
          let qb = tx
            .selectFrom(resource.table)
            .select(f.name)
            .where(f.name, 'in', values.slice(i, i + CHUNK) as string[]);
          if (selfId) qb = qb.where('id', '!=', selfId);
          dup = (await qb.executeTakeFirst())?.[f.name];
        }
        if (dup !== undefined) {
          const params = { field: f.name, value: String(dup).slice(0, 64) };
          throw new AppError(409, CODES.conflict, 'error.unique', params, [{ field: f.name, message: translate(ctx.lang, 'error.unique', params) }]);
        }
      }
      if (f.kind === 'dict' && f.dictCode) {
        const known = new Set((await tx.selectFrom('dictItems').select('value').where('dictCode', '=', f.dictCode).execute()).map((i) => String(i.value)));
        const bad = values.find((v) => !known.has(String(v)));
        if (bad !== undefined) throw refuse(f.name, 'error.dictValue', { value: String(bad).slice(0, 64), dict: f.dictCode });
      }
      if (f.kind === 'ref' && f.reference) {
        const target = tableOf(f.reference);
        if (!target) continue;
        const found = new Set<number>();
        for (let i = 0; i < values.length; i += CHUNK) {
          for (const r of await tx
            .selectFrom(target)
            .select('id')
            .where('id', 'in', values.slice(i, i + CHUNK) as number[])
            .execute())
            found.add(r.id as number);
        }
        if (values.some((v) => !found.has(v as number))) throw refuse(f.name, 'error.referenceMissing', { field: f.name });
      }
    }
  }

  const stamp = (ctx: RequestContext) => ({ updatedAt: new Date().toISOString(), updatedBy: ctx.user?.id ?? null });

  /**
   * Inserts in the caller's transaction (the one write path of every route, workflow step and import): validation,
   * the workflow's initial state, the resource's hooks, stored-value checks, version 1 and an audit entry per row.
   * `system` carries server-decided fields a client may not send (numbers, states of later steps, stamps): validated
   * by their schemas too (system mode), never taken from a request body. One object for every row, or one per body
   * (a batch of server-decided rows, e.g. the template registry's sync).
   */
  async function insertIn(
    tx: Tx,
    resource: AnyResource,
    bodies: unknown[],
    ctx: RequestContext,
    opts: { system?: Row | Row[]; action?: string } = {},
  ): Promise<Row[]> {
    const hooks = hooksOf(resource.name);
    const action = opts.action ?? 'create';
    const one = opts.system;
    const given: Array<Row | undefined> = Array.isArray(one) ? one : bodies.map(() => one as Row | undefined);
    if (given.length !== bodies.length) throw new Error(`insertIn ${resource.name}: ${given.length} system rows for ${bodies.length} bodies`);
    const systems = given.map((s) => (s && Object.keys(s).length ? validateSystem(resource, s, ctx) : undefined));
    const rows: Row[] = [];
    const valid = bodies.map((body) => validate(resource.createSchema, body, ctx));
    // the client's values first (hooks may rely on them being real dict values and records), then the hooks' result
    await checkStored(tx, resource, valid, ctx);
    for (const [i, body] of valid.entries()) {
      let data = body;
      const mode: WriteMode = systems[i] ? 'system' : 'client';
      if (resource.workflow) data[resource.workflow.field] = resource.workflow.initial;
      if (hooks.beforeCreate) data = await hooks.beforeCreate(data, { tx, dialect, ctx, resource, action, mode });
      rows.push({ ...data, ...systems[i] });
    }
    await checkStored(tx, resource, rows, ctx);
    const out: Row[] = [];
    const now = stamp(ctx);
    for (let i = 0; i < rows.length; i += CHUNK) {
      const values = rows
        .slice(i, i + CHUNK)
        .map((data) => ({ ...toDb(resource, data, dialect), version: 1, createdAt: now.updatedAt, createdBy: now.updatedBy, ...now }));
      const inserted = values.length === 1 ? [await insertOne(tx, resource, values[0])] : await insertMany(tx, resource, values);
      await appendAuditEntries(
        tx,
        dialect,
        ctx.audit,
        inserted.map((after) => ({ entity: resource.name, entityId: after.id as number, action, after })),
      );
      if (hooks.afterCreate) {
        for (const [j, after] of inserted.entries())
          await hooks.afterCreate(after, { tx, dialect, ctx, resource, action, mode: systems[i + j] ? 'system' : 'client' });
      }
      out.push(...inserted);
    }
    return out;
  }

  /** One row: its JSON not read back but parsed from the text sent (codec.ts insertReturning). */
  async function insertOne(tx: Tx, resource: AnyResource, values: Row): Promise<Row> {
    const { columns, sent } = insertReturning(resource, values);
    const row = await tx
      .insertInto(resource.table)
      .values(values)
      .returning(columns as never[])
      .executeTakeFirstOrThrow();
    for (const k of sent) (row as Row)[k] = values[k];
    return fromDb(resource, row);
  }

  // several rows are read back whole: the JSON sent could be matched to a returned row only by position, and
  // RETURNING does not promise the order of the rows it answers
  const insertMany = async (tx: Tx, resource: AnyResource, values: Row[]) =>
    (await tx.insertInto(resource.table).values(values).returningAll().execute()).map((r) => fromDb(resource, r));

  async function create(resource: AnyResource, body: unknown, ctx: RequestContext) {
    const out = await db.transaction().execute(async (tx) => (await insertIn(tx, resource, [body], ctx))[0]);
    announce(resource, out, 'create');
    return out;
  }

  async function update(resource: AnyResource, id: number, body: unknown, ctx: RequestContext) {
    const parsed = validate(resource.updateSchema, body, ctx);
    // only what the body carries changes: a missing field is left as stored (zod would fill in schema defaults)
    const input = (ctx.textBody ? fromText(resource.updateSchema, body) : body) as Row | null;
    const sent = Object.keys(input ?? {}).filter((k) => input![k] !== undefined && k !== 'version');
    const version = parsed.version as number;
    const out = await db.transaction().execute(async (tx) => {
      const beforeRow = await getRow(resource, id, tx);
      if (beforeRow.version !== version) throw conflict();
      const before = fromDb(resource, beforeRow);
      // read-only and system fields may come back as they were read; a changed one is refused by name
      // (an unversioned stamp may have moved since the form was read: its stale copy is ignored, not refused)
      const changed = sent.filter((k) => resource.fixedOnUpdate.has(k) && !isUnversioned(resource, k) && !sameValue(parsed[k], before[k]));
      if (changed.length) {
        throw badRequest(
          'error.validation',
          { fields: changed.join(', ') },
          changed.map((field) => ({ field, message: translate(ctx.lang, 'validation.readOnly') })),
        );
      }
      const changes = Object.fromEntries(sent.filter((k) => !resource.fixedOnUpdate.has(k)).map((k) => [k, parsed[k]]));
      const w = resource.workflow;
      if (w && !isEditable(w, before)) throw new AppError(409, CODES.conflict, w.notEditable!, { state: String(before[w.field]) });
      return updateIn(tx, resource, before, changes, ctx);
    });
    announce(resource, out, 'update');
    return out;
  }

  /**
   * A validated change of a stored record in the caller's transaction: hooks, stored-value checks, version, audit.
   * `mode` tells the hooks who decided the values (see WriteMode); `reason` goes into the audit entry.
   */
  async function updateIn(
    tx: Tx,
    resource: AnyResource,
    before: Row,
    changes: Row,
    ctx: RequestContext,
    action = 'update',
    opts: { mode?: WriteMode; reason?: string } = {},
  ) {
    const hooks = hooksOf(resource.name);
    const mode = opts.mode ?? 'client';
    // the given values first (hooks may rely on them being real dict values and records), then the hooks' result
    await checkStored(tx, resource, [changes], ctx, before.id as number);
    const data = hooks.beforeUpdate ? await hooks.beforeUpdate(changes, { tx, dialect, ctx, resource, before, action, mode }) : changes;
    if (data !== changes) await checkStored(tx, resource, [data], ctx, before.id as number);
    return writeVersioned(tx, resource, before.id as number, before.version as number, data, before, ctx, action, opts.reason);
  }

  /**
   * A server-decided change (system mode) of record `id` in the caller's transaction: a workflow step's stamps and
   * states, a password hash, a bound contact. Validated by the fields' schemas (read-only fields allowed), then the
   * same hooks, checks, version bump and audit entry as any update. With `version` the caller's view must be current.
   */
  async function patchIn(
    tx: Tx,
    resource: AnyResource,
    id: number,
    data: Row,
    ctx: RequestContext,
    opts: { action: string; version?: number; reason?: string; editableIn?: readonly string[] },
  ) {
    // a state changes only through the workflow engine (server/crud/workflow.ts transition): guard, hooks, signature
    const w = resource.workflow;
    if (w && data[w.field] !== undefined)
      throw badRequest('error.validation', { fields: w.field }, [{ field: w.field, message: translate(ctx.lang, 'validation.readOnly') }]);
    const changes = validateSystem(resource, data, ctx);
    const row = await getRow(resource, id, tx);
    if (opts.version !== undefined && row.version !== opts.version) throw conflict();
    const before = fromDb(resource, row);
    // a record locked in its state keeps its own fields, as in `update`; server fields (a contract review, an
    // evaluation) are written by their own steps. `editableIn`: a write declared for other states (a report's notes)
    const own = Object.keys(changes).some((k) => !resource.fixedOnUpdate.has(k));
    const open = opts.editableIn ? opts.editableIn.includes(String(before[w?.field ?? ''])) : isEditable(w, before);
    if (w && own && !open) throw new AppError(409, CODES.conflict, w.notEditable!, { state: String(before[w.field]) });
    return updateIn(tx, resource, before, changes, ctx, opts.action, { mode: 'system', reason: opts.reason });
  }

  /** The workflow engine's write of a step (state and the hooks' fields): only server/crud/workflow.ts calls it. */
  async function stepIn(tx: Tx, resource: AnyResource, before: Row, data: Row, ctx: RequestContext, opts: { action: string; reason?: string }) {
    return updateIn(tx, resource, before, validateSystem(resource, data, ctx), ctx, opts.action, { mode: 'system', reason: opts.reason });
  }

  /** Optimistic lock: the row changes only if nobody bumped its version meanwhile. */
  async function writeVersioned(
    tx: Tx,
    resource: AnyResource,
    id: number,
    version: number,
    data: Row,
    before: Row,
    ctx: RequestContext,
    action: string,
    reason?: string,
  ) {
    // a body that changes nothing (null, {}, or the stored values) keeps the version and writes no audit entry
    if (!changesAnything(resource, data, before, dialect)) {
      if (before.version !== version) throw conflict();
      return before;
    }
    // only unversioned stamps change (a login): same version, no updated stamp, so nobody's open edit conflicts
    const keep = Object.keys(data).every((k) => isUnversioned(resource, k) || sameValue(data[k], before[k]));
    const updated = await tx
      .updateTable(resource.table)
      .set({ ...toDb(resource, data, dialect), ...(keep ? {} : { ...stamp(ctx), version: version + 1 }) })
      .where('id', '=', id)
      .where('version', '=', version)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw conflict();
    const after = fromDb(resource, updated);
    await appendAudit(tx, dialect, ctx.audit, { entity: resource.name, entityId: id, action, reason, before, after: diffAfter(before, after) });
    return after;
  }

  async function remove(resource: AnyResource, ids: number[], ctx: RequestContext) {
    if (resource.retention === 'archive') throw new AppError(409, CODES.conflict, 'error.retention');
    const deleted = await db.transaction().execute(async (tx) => {
      for (const id of ids) await removeIn(tx, resource, id, ctx);
      return ids.length;
    });
    for (const id of ids) announce(resource, { id }, 'delete');
    return { deleted };
  }

  /** A delete in the caller's transaction: retention rule, the resource's delete guards, audit. */
  async function removeIn(tx: Tx, resource: AnyResource, id: number, ctx: RequestContext, mode: WriteMode = 'client') {
    if (resource.retention === 'archive') throw new AppError(409, CODES.conflict, 'error.retention');
    const before = fromDb(resource, await getRow(resource, id, tx));
    await hooksOf(resource.name).beforeDelete?.({ tx, dialect, ctx, resource, before, action: 'delete', mode });
    await tx.deleteFrom(resource.table).where('id', '=', id).execute();
    await appendAudit(tx, dialect, ctx.audit, { entity: resource.name, entityId: id, action: 'delete', before });
  }

  function announce(resource: AnyResource, record: Row, action: string) {
    const rt = realtime();
    if (!rt) return;
    const status = resource.workflow ? record[resource.workflow.field] : undefined;
    void Promise.resolve(rt.publish('/topic/workflow', { resource: resource.name, id: record.id, action, status })).catch(() => undefined);
    if (resource.name === 'dict' || resource.name === 'dictItems') void Promise.resolve(rt.publish('/topic/dict', { action })).catch(() => undefined);
  }

  return { list, get, getRow, options, create, update, remove, insertIn, updateIn, patchIn, stepIn, removeIn, validate, hooksOf, announce, db, dialect };
}

export type Crud = ReturnType<typeof createCrud>;

const tableOf = (name: string) => resourceByName.get(name)?.table;

/** Whether writing `data` would change a stored column of `before` (hidden columns such as hashes always count). */
const isUnversioned = (resource: AnyResource, k: string) => resource.fieldList.some((f) => f.name === k && f.unversioned);

function changesAnything(resource: AnyResource, data: Row, before: Row, dialect: LimsDatabase['dialect']): boolean {
  const stored = toDb(resource, data, dialect);
  return Object.keys(stored).some((k) => {
    const f = resource.stored.find((x) => x.name === k);
    if (!f || f.hidden || !(k in before)) return true;
    return !sameValue(data[k], before[k]);
  });
}

/** Audit "after" keeps only what changed (plus the version), so the log stays readable and small. */
function diffAfter(before: Row, after: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(after)) {
    if (k === 'updatedAt') continue;
    if (!sameValue(before[k], v)) out[k] = v;
  }
  return out;
}
