import { sql, type SqlBool } from 'kysely';
import { resources, resourceByName } from '../../schemas/resources/index.ts';
import { serverResource, type HookArgs, type ServerResource } from '../crud/hooks.ts';
import { AppError, CODES } from '../http/errors.ts';
import { translate } from '../http/messages.ts';

// Foreign keys protect master data referenced by a column; records also name master data inside JSON id lists
// (the equipment of a raw record, the team of a task, the samples of a report). Deleting such a row would cut the
// record's trail, so a delete is refused while any lab record lists it — with the record that does.

/** Lab records whose id lists keep master data alive (configuration such as roles → menus is not). */
const SOURCES = ['tasks', 'samples', 'analysisSheets', 'rawRecords', 'reports'];

const NAMES: Record<string, [string, string]> = {
  tasks: ['任务单', 'a task sheet'],
  samples: ['样品', 'a sample'],
  analysisSheets: ['分析单', 'an analysis sheet'],
  rawRecords: ['原始记录', 'a raw record'],
  reports: ['检测报告', 'a report'],
};

export interface JsonReference {
  source: string;
  table: string;
  field: string;
  column: string;
  target: string;
}

export function jsonReferences(): JsonReference[] {
  const out: JsonReference[] = [];
  for (const r of resources.filter((x) => SOURCES.includes(x.name))) {
    for (const f of r.fieldList) {
      if (f.kind === 'json' && f.reference && !f.virtual && resourceByName.has(f.reference)) {
        out.push({ source: r.name, table: r.table, field: f.name, column: f.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), target: f.reference });
      }
    }
  }
  return out;
}

async function refuseIfListed(refs: JsonReference[], { tx, dialect, ctx, before }: HookArgs) {
  const id = Number(before?.id);
  for (const ref of refs) {
    const listed =
      dialect === 'postgres'
        ? sql<SqlBool>`${sql.ref(ref.column)} @> ${JSON.stringify([id])}::jsonb`
        : sql<SqlBool>`exists (select 1 from json_each(${sql.ref(ref.column)}) where json_each.value = ${id})`;
    const title = resourceByName.get(ref.source)?.title ?? 'id';
    const row = await tx.selectFrom(ref.table).select(['id', title]).where(listed).limit(1).executeTakeFirst();
    if (row) {
      const [zh, en] = NAMES[ref.source] ?? [ref.source, ref.source];
      throw new AppError(409, CODES.conflict, 'error.referencedBy', { entity: ctx.lang === 'en' ? en : zh, example: String(row[title] ?? row.id) }, [
        { field: 'id', message: translate(ctx.lang, 'error.referencedBy', { entity: ctx.lang === 'en' ? en : zh, example: String(row[title] ?? row.id) }) },
      ]);
    }
  }
}

/**
 * The check as delete hooks of every referenced resource, composed with the resources' own hooks by buildApp (see
 * server/registry.ts).
 */
export function referenceGuards(): ServerResource[] {
  const byTarget = new Map<string, JsonReference[]>();
  for (const ref of jsonReferences()) byTarget.set(ref.target, [...(byTarget.get(ref.target) ?? []), ref]);
  return [...byTarget].map(([target, refs]) => serverResource(target, { beforeDelete: [(args) => refuseIfListed(refs, args)] }));
}
