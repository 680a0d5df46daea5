import { resources } from '../../../schemas/resources/index.ts';
import { migrations } from '../../db/migrate.ts';
import { snake } from '../../db/columns.ts';
import type { ColumnInfo } from './introspect.ts';

// the request's shapes are shared with the UI's form (schemas/system/codegen.ts)
export { KINDS, FILTERS, fieldSpec, codegenBody, type Kind, type FieldSpec, type CodegenInput } from '../../../schemas/system/codegen.ts';
import { fieldSpec, type Kind, type FieldSpec, type CodegenInput } from '../../../schemas/system/codegen.ts';

const SYSTEM = new Set(['id', 'version', 'created_at', 'updated_at', 'created_by', 'updated_by']);

/** Field descriptions from an introspected table: types by engine type and by name (…_at, …_on, …_date). */
export function fieldsFromColumns(columns: ColumnInfo[]): FieldSpec[] {
  return columns
    .filter((c) => !SYSTEM.has(c.column) && !c.primaryKey)
    .map((c) => {
      const t = c.type.toLowerCase();
      const max = /\((\d+)\)/.exec(t)?.[1];
      let kind: Kind = 'text';
      let reference: string | undefined;
      if (c.references) {
        kind = 'ref';
        reference = resources.find((r) => r.table === c.references)?.name ?? c.references.replace(/_([a-z0-9])/g, (_, x: string) => x.toUpperCase());
      } else if (/^(integer|int|bigint|smallint|int4|int8)$/.test(t)) kind = 'int';
      else if (/^(real|numeric|decimal|double precision|float)/.test(t)) kind = 'decimal';
      else if (t === 'boolean') kind = 'bool';
      else if (t === 'date') kind = 'date';
      else if (t.startsWith('timestamp')) kind = 'datetime';
      else if (t === 'json' || t === 'jsonb') kind = 'json';
      else if (/_at$/.test(c.column)) kind = 'datetime';
      else if (/(_on|_date)$|^date$/.test(c.column)) kind = 'date';
      return fieldSpec.parse({
        name: c.field,
        kind,
        reference,
        required: !c.nullable,
        unique: c.unique,
        max: max ? Number(max) : undefined,
        list: kind !== 'json',
        filter: c.unique || kind === 'text' ? 'q' : kind === 'date' || kind === 'datetime' ? 'range' : kind === 'ref' ? 'eq' : 'none',
      });
    });
}

const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function zodOf(f: FieldSpec): { code: string; helper: string } {
  const meta: string[] = [];
  if (f.list) meta.push('list: true');
  if (f.filter !== 'none') meta.push(`filter: ${f.filter === 'eq' ? 'true' : q(f.filter)}`);
  if (f.unique) meta.push('unique: true');
  const base: Record<Kind, [string, string]> = {
    text: ['text', `text(${f.max ?? 255})`],
    longText: ['longText', `longText(${f.max ?? 20000})`],
    int: ['int', 'int()'],
    decimal: ['decimal', 'decimal()'],
    bool: ['bool', 'bool()'],
    date: ['date', 'date()'],
    datetime: ['datetime', 'datetime()'],
    enum: ['enumOf', `enumOf([${(f.options ?? ['a', 'b']).map(q).join(', ')}])`],
    dict: ['dict', `dict(${q(f.dictCode ?? f.name)})`],
    ref: ['ref', `ref(${q(f.reference ?? 'users')})`],
    refs: ['refs', `refs(${q(f.reference ?? 'users')})`],
    richText: ['richText', 'richText()'],
    file: ['file', 'file()'],
    json: ['json', 'json()'],
  };
  const [helper, call] = base[f.kind];
  let code = call;
  if (f.required && (f.kind === 'text' || f.kind === 'longText' || f.kind === 'richText')) code += '.min(1)';
  if (f.default !== undefined) code += `.default(${typeof f.default === 'string' ? q(f.default) : String(f.default)})`;
  else if (!f.required)
    code += f.kind === 'ref' ? '.nullable().optional()' : f.kind === 'bool' ? '.default(false)' : f.kind === 'refs' ? '.default([])' : '.optional()';
  if (meta.length) code += `.meta({ ${meta.join(', ')} })`;
  return { code, helper };
}

function columnSpec(f: FieldSpec): string {
  const type: Record<Kind, string> = {
    text: 'text',
    longText: 'text',
    int: 'int',
    decimal: 'decimal',
    bool: 'bool',
    date: 'date',
    datetime: 'datetime',
    enum: 'text',
    dict: 'text',
    ref: 'ref',
    refs: 'json',
    richText: 'text',
    file: 'text',
    json: 'json',
  };
  const notNull = f.required || f.kind === 'bool' || f.kind === 'refs';
  const target = f.kind === 'ref' ? (resources.find((r) => r.name === f.reference)?.table ?? snake(f.reference ?? 'users')) : '';
  return f.kind === 'ref' ? `ref${notNull ? '!' : ''}:${target}` : `${type[f.kind]}${notNull ? '!' : ''}${f.unique ? 'u' : ''}`;
}

function nextMigration(): string {
  const used = Object.keys(migrations)
    .map((k) => Number(k.slice(0, 3)))
    .filter(Number.isFinite);
  return String(Math.max(4, ...used) + 1).padStart(3, '0');
}

/**
 * The two files a developer adds for a new resource (README "Adding a resource"): the declaration, with its labels
 * in both languages, its menu entry and the dictionaries it introduces, and its migration. Both folders are
 * registered automatically (scripts/registry.ts); on the next start the menu rule, its buttons and the dictionaries
 * appear (server/seed/registry.ts).
 */
export function generate(input: CodegenInput & { fields: FieldSpec[] }) {
  const table = input.table ?? snake(input.name);
  const perm = input.perm ?? input.name.toLowerCase();
  const route = input.route ?? `system/${input.name}`;
  const title =
    input.fields.find((f) => f.unique && f.kind === 'text')?.name ??
    input.fields.find((f) => f.name === 'name')?.name ??
    input.fields.find((f) => f.kind === 'text')?.name ??
    input.fields[0].name;
  const zods = input.fields.map((f) => ({ f, ...zodOf(f) }));
  const helpers = [...new Set(zods.map((z) => z.helper))].sort();
  const pair = (zh: string | undefined, en: string | undefined, fallback: string) => `[${q(zh || en || fallback)}, ${q(en || zh || fallback)}]`;
  const name = pair(input.labelZh, input.labelEn, input.name);
  // react-admin's 'singular |||| plural'
  const [zhName, enName] = [input.labelZh || input.labelEn || input.name, input.labelEn || input.labelZh || input.name];
  const plural = `[${q(`${zhName} |||| ${zhName}`)}, ${q(`${enName} |||| ${enName}`)}]`;
  const enums = input.fields
    .filter((f) => f.kind === 'enum')
    .map((f) => `      ${f.name}: { ${(f.options ?? ['a', 'b']).map((o) => `${o}: ${pair(undefined, undefined, o)}`).join(', ')} },`);
  const declared = new Set(resources.flatMap((r) => Object.keys(r.dicts ?? {})));
  const newDicts = [
    ...new Map(input.fields.filter((f) => f.kind === 'dict' && !declared.has(f.dictCode ?? f.name)).map((f) => [f.dictCode ?? f.name, f])).entries(),
  ];
  const schema = `import { defineResource } from '../core/resource.ts';
import { ${helpers.join(', ')} } from '../core/fields.ts';

/** ${input.labelZh ?? input.name}${input.labelEn ? ` (${input.labelEn})` : ''}: generated by the code generator; review before use. */
export const ${input.name} = defineResource({
  name: ${q(input.name)},
  menu: [{ route: ${q(route)}, icon: ${q(input.icon ?? 'table')}, title: ${name} }],
  table: ${q(table)},
  title: ${q(title)},
  labels: {
    name: ${plural},
    fields: {
${input.fields.map((f) => `      ${f.name}: ${pair(f.labelZh, f.labelEn, f.name)},`).join('\n')}
    },${enums.length ? `\n    // the options' words: review them (people read labels, never codes)\n    enums: {\n${enums.join('\n')}\n    },` : ''}
  },${newDicts.length ? `\n  // a new dictionary: its values are added to the database on start; write its items\n  dicts: {\n${newDicts.map(([code, f]) => `    ${code}: { name: ${pair(f.labelZh, f.labelEn, code)}, items: [${(f.options ?? []).map((o) => `[${q(o)}, ${q(o)}, ${q(o)}]`).join(', ')}] },`).join('\n')}\n  },` : ''}
  fields: {
${zods.map(({ f, code }) => `    ${f.name}: ${code},`).join('\n')}
  },
  access: { list: ${q(`${perm}:query`)}, create: ${q(`${perm}:add`)}, update: ${q(`${perm}:edit`)}, delete: ${q(`${perm}:delete`)}, export: ${q(`${perm}:query`)} },
});
`;
  const number = nextMigration();
  const migration = `import type { Kysely } from 'kysely';
import { createTable } from '../columns.ts';

// ${input.labelZh ?? input.name}: the table of resource ${input.name}.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, ${q(table)}, {
${input.fields.map((f) => `    ${f.name}: ${q(columnSpec(f))},`).join('\n')}
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable(${q(table)}).execute();
}
`;
  return [
    { path: `schemas/resources/${input.name}.ts`, language: 'typescript', content: schema },
    { path: `server/db/migrations/${number}_${table}.ts`, language: 'typescript', content: migration },
  ];
}
