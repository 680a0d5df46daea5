import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../access/user.ts';
import { appendAudit } from '../../audit/chain.ts';
import { fromDb } from '../../crud/codec.ts';
import type { RequestContext } from '../../crud/context.ts';
import type { Crud } from '../../crud/service.ts';
import type { DB, Dialect, Tx } from '../../db/index.ts';
import { AppError, CODES, badRequest } from '../../http/errors.ts';
import { translate, type Lang } from '../../http/messages.ts';
import { fieldErrors } from '../../http/zodErrors.ts';
import { needsRoot } from '../../access/root.ts';
import { columnsOf, type ImportColumn, type ImportKind } from './kinds.ts';
import { loadLookups, headerMatcher, type Lookups } from './lookups.ts';
import { toBool, toChoice, toDate, toDecimal, toInt, toRef, toRefs, toText, type Converted } from './cells.ts';
import { labDay } from '../../../schemas/core/dates.ts';
import { labTimeZone } from '../../db/settings.ts';
import type { Cell, SheetData } from './workbook.ts';

export interface RowError {
  row: number;
  column: string;
  field: string;
  message: string;
}
export interface PlanItem {
  row: number;
  key: string;
  action: 'create' | 'update' | 'unchanged';
  data: Record<string, unknown>;
  changes: string[];
  before?: Record<string, unknown>;
}
export interface Plan {
  items: PlanItem[];
  errors: RowError[];
  errorCount: number;
  warnings: string[];
}
export interface ImportOptions {
  lang: Lang;
  user: CurrentUser | null;
  deptId?: number;
  /** the instant "today" is taken at (tests inject it) */
  now?: Date;
}

const MAX_ERRORS = 1000;
const CHUNK = 500;

function convert(col: ImportColumn, v: Cell, lk: Lookups): Converted {
  if (v && typeof v === 'object' && !(v instanceof Date)) return { error: 'import.badCell' };
  const name = col.field.name;
  switch (col.type) {
    case 'int':
      return toInt(v);
    case 'decimal':
      return toDecimal(v);
    case 'date':
      return toDate(v);
    case 'bool':
      return toBool(v);
    case 'dict':
    case 'enum':
      return toChoice(v, lk.choices.get(name)!.map, lk.choices.get(name)!.options);
    case 'ref':
      return toRef(v, lk.refs.get(name)!);
    case 'refs':
      return toRefs(v, lk.refs.get(name)!);
    default:
      return toText(v);
  }
}

const same = (col: ImportColumn | undefined, a: unknown, b: unknown) => {
  if (col?.type === 'decimal' && a != null && b != null) return new Decimal(String(a)).eq(new Decimal(String(b)));
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
};

/** Reads every row against the schema and the stored records: what would be created, updated or refused. */
export async function planImport(db: Kysely<DB> | Tx, kind: ImportKind, sheet: SheetData, opts: ImportOptions): Promise<Plan> {
  const { lang } = opts;
  const cols = columnsOf(kind);
  const match = headerMatcher(kind.resource.name, cols);
  const byIndex = new Map<number, ImportColumn>();
  const unknown: string[] = [];
  for (const [index, text] of sheet.headers) {
    const col = match(text);
    if (col && ![...byIndex.values()].includes(col)) byIndex.set(index, col);
    else if (!/^id$/i.test(text)) unknown.push(text);
  }
  const present = new Set([...byIndex.values()].map((c) => c.field.name));
  const missing = cols.filter((c) => c.required && !present.has(c.field.name));
  if (missing.length) throw badRequest('import.missingColumns', { columns: missing.map((c) => match.label(c, lang)).join(lang === 'en' ? ', ' : '、') });
  if (!sheet.rows.length) throw badRequest('import.emptySheet');
  const warnings = unknown.length ? [translate(lang, 'import.unknownColumns', { columns: unknown.slice(0, 20).join(', ') })] : [];

  const lk = await loadLookups(db, cols, lang);
  const colOf = new Map(cols.map((c) => [c.field.name, c]));
  const errors: RowError[] = [];
  let errorCount = 0;
  const fail = (row: number, field: string, message: string) => {
    errorCount++;
    if (errors.length < MAX_ERRORS) errors.push({ row, field, column: colOf.has(field) ? match.label(colOf.get(field)!, lang) : field, message });
  };
  const today = labDay(opts.now ?? new Date(), await labTimeZone(db)); // "in the future" is judged on the lab's calendar
  const seen = new Map<string, number>();
  const rows: Array<{ row: number; key: string; data: Record<string, unknown> }> = [];
  for (const { row, cells } of sheet.rows) {
    const data: Record<string, unknown> = {};
    let ok = true;
    for (const [index, col] of byIndex) {
      const v = cells.get(index);
      if (v === undefined) continue;
      const c = convert(col, v, lk);
      if ('error' in c) {
        fail(row, col.field.name, translate(lang, c.error, c.params));
        ok = false;
      } else data[col.field.name] = c.value;
    }
    const key = data[kind.key] === undefined ? '' : String(data[kind.key]);
    if (!key) {
      fail(row, kind.key, translate(lang, 'validation.required'));
      continue;
    }
    const first = seen.get(key);
    if (first !== undefined) {
      fail(row, kind.key, translate(lang, 'import.duplicateKey', { row: first, value: key.slice(0, 40) }));
      continue;
    }
    seen.set(key, row);
    for (const issue of kind.check?.(data, today) ?? []) {
      fail(row, issue.field, translate(lang, issue.key, issue.params));
      ok = false;
    }
    if (ok) rows.push({ row, key, data });
  }

  const existing = new Map<string, Record<string, unknown>>();
  const keys = rows.map((r) => r.key);
  for (let i = 0; i < keys.length; i += CHUNK) {
    const found = await db
      .selectFrom(kind.resource.table)
      .selectAll()
      .where(kind.key, 'in', keys.slice(i, i + CHUNK))
      .execute();
    for (const f of found) existing.set(String(f[kind.key]), fromDb(kind.resource, f));
  }
  const partial = kind.resource.createSchema.partial();
  const items: PlanItem[] = [];
  for (const { row, key, data } of rows) {
    if (kind.resource.name === 'users') {
      if (opts.deptId) data.deptId = opts.deptId;
      // the ROOT guard of the users hooks, asked here too so that the row is named in the preview
      if (await needsRoot(db, opts.user, data.roleIds)) {
        fail(row, 'roleIds', translate(lang, 'user.rootOnly'));
        continue;
      }
    }
    const before = existing.get(key);
    if (before && kind.resource.name === 'users') delete data.password; // an import never changes an existing password
    const parsed = (before ? partial : kind.resource.createSchema).safeParse(data);
    if (!parsed.success) {
      for (const e of fieldErrors(parsed.error, lang, data)) fail(row, e.field, e.message);
      continue;
    }
    if (!before) {
      items.push({ row, key, action: 'create', data: parsed.data as Record<string, unknown>, changes: Object.keys(data) });
      continue;
    }
    const changes = Object.keys(data).filter((f) => !same(colOf.get(f), data[f], before[f]));
    const changed = Object.fromEntries(changes.map((f) => [f, (parsed.data as Record<string, unknown>)[f]]));
    items.push({ row, key, action: changes.length ? 'update' : 'unchanged', data: changed, changes, before });
  }
  return { items, errors, errorCount, warnings };
}

export function summary(plan: Plan) {
  const n = (a: PlanItem['action']) => plan.items.filter((i) => i.action === a).length;
  return {
    total: plan.items.length + plan.errorCount,
    created: n('create'),
    updated: n('update'),
    unchanged: n('unchanged'),
    errorCount: plan.errorCount,
    errors: plan.errors,
    warnings: plan.warnings,
    rows: plan.items.slice(0, 500).map(({ row, key, action, changes }) => ({ row, key, action, changes })),
  };
}

/** All or nothing: the plan is made again inside the transaction and any error rolls everything back. */
export async function commitImport(
  crud: Crud,
  dialect: Dialect,
  kind: ImportKind,
  sheet: SheetData,
  ctx: RequestContext,
  opts: ImportOptions,
  file: { sha256: string; bytes: number },
) {
  const r = kind.resource;
  const result = await crud.db.transaction().execute(async (tx) => {
    const plan = await planImport(tx, kind, sheet, opts);
    if (plan.errorCount) {
      throw new AppError(
        400,
        CODES.badRequest,
        'import.rowErrors',
        { count: plan.errorCount },
        plan.errors as unknown as Array<{ field: string; message: string }>,
      );
    }
    // the one write path, in this transaction: validation, hooks (numbering, password hashes, the ROOT guard),
    // unique/dict/reference checks, version and an audit entry per row ("import"), creates in batches
    await crud.insertIn(
      tx,
      r,
      plan.items.filter((i) => i.action === 'create').map((i) => i.data),
      ctx,
      { action: 'import' },
    );
    for (const item of plan.items.filter((i) => i.action === 'update')) await crud.updateIn(tx, r, item.before!, item.data, ctx, 'import');
    const out = summary(plan);
    await appendAudit(tx, dialect, ctx.audit, {
      entity: r.name,
      action: 'import-file',
      after: { kind: kind.name, sha256: file.sha256, bytes: file.bytes, created: out.created, updated: out.updated, unchanged: out.unchanged },
    });
    return out;
  });
  crud.announce(r, { id: null }, 'import');
  return result;
}

export type { Lookups };
