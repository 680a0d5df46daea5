// JSON Schemas (OpenAPI 3.1 = JSON Schema 2020-12) of a resource, derived from its zod declaration: the field's zod
// schema gives the type and limits, its helper metadata (schemas/core/fields) gives what zod cannot say (dictionary,
// decimal as text, read-only). Wire facts are those of server/crud: codec.fromDb for records, query.ts for lists.
import { z } from 'zod';
import type { AnyResource, FieldInfo } from '../../schemas/core/resource.ts';
import { RANGE_VALUE } from '../crud/query.ts';
import { DATE_PATTERN, DECIMAL_RE } from '../../schemas/core/fields.ts';
import { jsonFields } from './jsonFields.ts';
import { jsonOf, type Json } from './json.ts';

/** The decimal text the field helper accepts (schemas/core/fields `decimal`). */
export const DECIMAL_PATTERN = DECIMAL_RE.source;

/** The field's value schema (without null), with x-dict / enum / pattern / readOnly from its metadata. */
export function fieldSchema(f: FieldInfo, io: 'input' | 'output', resource?: string): Json {
  let s: Json;
  const shape = resource ? jsonFields()[`${resource}.${f.name}`] : undefined;
  if (shape) s = { ...shape };
  // examples: what a reader (and swagger-ui's sample) should see, rather than a string drawn from the pattern
  else if (f.kind === 'decimal')
    s = {
      type: 'string',
      pattern: f.pattern ?? DECIMAL_PATTERN,
      description: 'Decimal as text (never a binary float)',
      // a field whose rule is beyond the pattern (x-check) names values that pass it: those come first
      examples: [exampleOf(f, [...ownExamples(f), '12.5', '0.5', '1'])],
    };
  else if (f.kind === 'date') s = { type: 'string', format: 'date', pattern: DATE_PATTERN, examples: [exampleOf(f, ['2026-01-15', '2099-12-31'])] };
  else if (f.kind === 'datetime') s = { type: 'string', format: 'date-time', examples: ['2026-01-15T08:00:00Z'] };
  else s = stripNull(jsonOf(f.schema, io));
  // a rule beyond JSON Schema: named; the example chosen above passes it (exampleOf), and a generator draws from it
  if (f['x-check']) s['x-check'] = f['x-check'];
  if (f.kind === 'dict') s['x-dict'] = f.dictCode;
  if (f.kind === 'ref' || (f.kind === 'json' && f.reference)) s['x-reference'] = f.reference;
  // a list's options are its items' (a chart's rules: an array of rule names), already in the items' schema
  if (f.options && !s.enum && s.type !== 'array') s.enum = [...f.options];
  if (f.readOnly) s.readOnly = true;
  return s;
}

/**
 * The first example the field itself accepts: a discount is 0–1 (not 12.5), a due date is not in the past (a fixed
 * far date, so the document and the client generated from it do not change from day to day).
 */
const ownExamples = (f: FieldInfo): string[] => ((f as { examples?: unknown[] }).examples ?? []).filter((e): e is string => typeof e === 'string');
const exampleOf = (f: FieldInfo, candidates: string[]) => candidates.find((c) => f.schema.safeParse(c).success) ?? candidates[0];

function stripNull(s: Json): Json {
  const any = (s.anyOf ?? s.oneOf) as Json[] | undefined;
  if (any) {
    const rest = any.filter((x) => x.type !== 'null');
    if (rest.length === 1) {
      const { anyOf: _a, oneOf: _o, ...own } = s;
      return { ...own, ...rest[0] };
    }
  }
  if (Array.isArray(s.type)) {
    const t = (s.type as string[]).filter((x) => x !== 'null');
    return { ...s, type: t.length === 1 ? t[0] : t };
  }
  const { default: _d, ...own } = s;
  return s.default === undefined ? s : own;
}

const nullable = (s: Json): Json => ({ anyOf: [s, { type: 'null' }] });

const system: Record<string, Json> = {
  id: { type: 'integer', minimum: 1, readOnly: true },
  version: { type: 'integer', minimum: 1, description: 'Optimistic lock: send it back on update; a stale one answers 409' },
  createdAt: nullable({ type: 'string', readOnly: true }),
  updatedAt: nullable({ type: 'string', readOnly: true }),
  createdBy: nullable({ type: ['integer', 'string'], readOnly: true }),
  updatedBy: nullable({ type: ['integer', 'string'], readOnly: true }),
};

/** A record as `{id}/form` and `page` answer it (server/crud/codec fromDb): system columns and stored visible fields. */
export function readSchema(r: AnyResource): Json {
  const properties: Record<string, Json> = { ...system };
  for (const f of r.stored) if (!f.hidden) properties[f.name] = nullable(fieldSchema(f, 'output', r.name));
  return { type: 'object', properties, required: ['id', 'version'] };
}

/** Extra required fields a resource's hook demands (the zod field is optional because updates may omit it). */
const createRequired: Record<string, string[]> = { users: ['password'] };

/** A create body: writable fields only, unknown fields refused (resource.createSchema). */
export function createSchema(r: AnyResource): Json {
  const shape = r.createSchema.shape as Record<string, z.ZodType>;
  const byName = new Map(r.fieldList.map((f) => [f.name, f]));
  const properties: Record<string, Json> = {};
  const required: string[] = [];
  for (const name of Object.keys(shape)) {
    const f = byName.get(name)!;
    properties[name] = fieldSchema(f, 'input');
    if (f.required || createRequired[r.name]?.includes(name)) required.push(name);
  }
  return { type: 'object', properties, required, additionalProperties: false, ...r.createRule };
}

/** An update body: writable fields optional (null clears an optional one), `version` required; fixed fields may be echoed. */
export function updateSchema(r: AnyResource): Json {
  const byName = new Map(r.fieldList.map((f) => [f.name, f]));
  const properties: Record<string, Json> = {};
  for (const name of Object.keys(r.updateSchema.shape)) {
    if (name === 'version') {
      properties.version = { type: 'integer', minimum: 1 };
      continue;
    }
    const f = byName.get(name);
    if (r.fixedOnUpdate.has(name)) {
      // read-only, workflow and system fields: a record read from `{id}/form` may be sent back unchanged
      // readOnly on the property itself (not only inside its anyOf), where a reader and a generator look for it
      properties[name] = f
        ? { ...nullable({ ...fieldSchema(f, 'output', r.name), readOnly: true }), readOnly: true }
        : { ...(system[name] ?? { type: ['string', 'integer', 'null'] }), readOnly: true };
      continue;
    }
    // null clears a field only where the update schema takes null (a field with a default, such as equipment's
    // status, is not required but refuses null)
    const takesNull = (r.updateSchema.shape as Record<string, z.ZodType>)[name].safeParse(null).success;
    properties[name] = takesNull ? nullable(fieldSchema(f!, 'input')) : fieldSchema(f!, 'input');
  }
  return { type: 'object', properties, required: ['version'], additionalProperties: false };
}

export interface Param {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema: Json;
  description?: string;
  style?: string;
  explode?: boolean;
}

/** The parameters of `GET …/page` (server/crud/query parseListQuery): paging, sort, text search, filters, ranges. */
export function listParams(r: AnyResource): Param[] {
  const sortable = [...r.sortable, ...(r.defaultSort ? [r.defaultSort.field] : [])];
  const out: Param[] = [
    { name: 'pageNum', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 1000000, default: 1 } },
    { name: 'pageSize', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 500, default: 25 } },
    { name: 'sort', in: 'query', schema: { type: 'string', enum: [...new Set(sortable)] } },
    { name: 'order', in: 'query', schema: { type: 'string', enum: ['asc', 'desc'] } },
  ];
  if (r.fieldList.some((f) => f.filter === 'q')) {
    out.push({
      name: 'q',
      in: 'query',
      schema: { type: 'string', maxLength: 200 },
      description: `Text search in ${r.fieldList
        .filter((f) => f.filter === 'q')
        .map((f) => f.name)
        .join(', ')}`,
    });
  }
  out.push({ name: 'id', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 2147483647 } });
  const range = {
    type: 'string',
    pattern: RANGE_VALUE.source,
    description: "YYYY-MM-DD or an ISO instant (a day's _lte includes the whole day); a real calendar day (29 February only in a leap year)",
    examples: ['2026-01-15'],
  };
  for (const name of ['createdAt', 'updatedAt']) {
    out.push({ name: `${name}_gte`, in: 'query', schema: range }, { name: `${name}_lte`, in: 'query', schema: range });
  }
  for (const f of r.fieldList) {
    if (!f.filter || f.virtual || f.hidden || f.filter === 'q') continue;
    if (f.filter === 'range') {
      out.push({ name: `${f.name}_gte`, in: 'query', schema: range }, { name: `${f.name}_lte`, in: 'query', schema: range });
      continue;
    }
    out.push({ name: f.name, in: 'query', schema: filterSchema(f), description: 'Equals; repeat the parameter for "any of"' });
  }
  return out;
}

function filterSchema(f: FieldInfo): Json {
  if (f.kind === 'int' || f.kind === 'ref') return { type: 'integer', minimum: -2147483648, maximum: 2147483647 };
  if (f.kind === 'bool') return { type: 'boolean' };
  if (f.options) return { type: 'string', enum: [...f.options] };
  const s: Json = { type: 'string', maxLength: 200 };
  if (f.kind === 'dict') s['x-dict'] = f.dictCode;
  return s;
}
