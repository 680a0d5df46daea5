// What the generated views need to know about a schema field: its kind, the rows of an array field, whether it
// is a list of plain strings; cleaning form values for the API; and form validation with the schema itself.
import type { z } from 'zod';
import type { AnyResource, FieldInfo } from '../../schemas/core/resource.ts';
import { fromText } from '../../schemas/core/wire.ts';

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string>;
  checks?: unknown[];
};
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** strips optional/nullable/default/pipe wrappers */
export function unwrap(s: z.ZodType): z.ZodType {
  let cur = s;
  for (let i = 0; i < 8; i++) {
    const d = defOf(cur);
    const inner = d.innerType ?? (d.type === 'pipe' ? d.in : undefined);
    if (!inner) return cur;
    cur = inner;
  }
  return cur;
}

export type SubKind = 'text' | 'int' | 'date' | 'enum' | 'ids' | 'bool';
export interface SubField {
  name: string;
  kind: SubKind;
  options?: string[];
  /** the value is the `code` of an item of this sibling array field (schema meta `x-code-of`, an OpenAPI extension
   * the document carries as is), shown by that item's label: a limit's class */
  codeOf?: string;
}

/** The columns of an array-of-objects field (arrayOf in schemas/core/fields.ts). */
export function subFields(f: FieldInfo): SubField[] {
  const arr = defOf(unwrap(f.schema));
  const obj = arr.element ? defOf(unwrap(arr.element)) : undefined;
  if (!obj?.shape) return [];
  return Object.entries(obj.shape).map(([name, s]) => {
    const d = defOf(unwrap(s));
    if (d.type === 'enum') return { name, kind: 'enum', options: Object.values(d.entries ?? {}) };
    if (d.type === 'number') return { name, kind: 'int' };
    if (d.type === 'boolean') return { name, kind: 'bool' };
    if (d.type === 'array') return { name, kind: 'ids' };
    // a string that takes a date and refuses plain text is a date (the YYYY-MM-DD regex of the schema)
    const inner = unwrap(s);
    const isDate = d.type === 'string' && inner.safeParse('2020-01-01').success && !inner.safeParse('x').success;
    const codeOf = (s.meta() as { 'x-code-of'?: string } | undefined)?.['x-code-of'];
    return codeOf ? { name, kind: 'text', codeOf } : { name, kind: isDate ? 'date' : 'text' };
  });
}

/** json fields that are lists of plain strings (edited as free-text chips rather than shown read-only) */
export function isStringList(f: FieldInfo): boolean {
  const d = defOf(unwrap(f.schema));
  return d.type === 'array' && !!d.element && defOf(unwrap(d.element)).type === 'string';
}

export const isWorkflowField = (r: AnyResource, f: FieldInfo): boolean => r.workflow?.field === f.name;

/** The values the schema gives a field left out (its `.default()`): a create form starts with them. */
export function schemaDefaults(r: AnyResource): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of formFields(r)) {
    const d = f.schema.safeParse(undefined);
    if (d.success && d.data !== undefined) out[f.name] = d.data;
  }
  return out;
}

/** Fields a form edits: writable, not hidden-only, not the workflow status. */
export function formFields(r: AnyResource): FieldInfo[] {
  return r.fieldList.filter((f) => {
    if (f.readOnly || isWorkflowField(r, f)) return false;
    if (f.hidden && f.kind !== 'password') return false;
    // other json is shown read-only (pretty-printed) on the show page, never edited as raw text
    if (f.kind === 'json' && !f.reference && !isStringList(f)) return false;
    return true;
  });
}

/** Form values → an API body: empty text means "no value" (omitted on create, null on update when allowed). */
export function cleanValues(r: AnyResource, data: Record<string, unknown>, update: boolean): Record<string, unknown> {
  // what a client may change: the writable fields (and the version on update); the update schema also tolerates
  // unchanged read-only and system fields for read-modify-write clients, which the UI has no reason to send
  const keys = new Set([...Object.keys(r.createSchema.shape), ...(update ? ['version'] : [])]);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) {
    if (!keys.has(k)) continue;
    if (v === '' || v === null || v === undefined) {
      // null clears an optional field on update (the update schema says which fields take it)
      if (update && r.updateSchema.shape[k]?.safeParse(null).success) out[k] = null;
      continue;
    }
    out[k] = v;
  }
  // an input may hold its number as typed text (react-admin's NumberInput while editing): the wire wants the number
  return fromText(update ? r.updateSchema : r.createSchema, out) as Record<string, unknown>;
}

type Issue = { code: string; path: PropertyKey[]; message: string; minimum?: number | bigint; maximum?: number | bigint; origin?: string; values?: unknown[] };

/** One zod issue → a react-admin translatable message. Custom messages of the schema are i18n keys already. */
export function issueMessage(issue: Issue): string | { message: string; args: Record<string, unknown> } {
  if (/^validation\.\w+$/.test(issue.message)) return issue.message;
  const text = issue.origin === 'string' || issue.origin === 'array';
  switch (issue.code) {
    case 'too_small':
      if (text && Number(issue.minimum) === 1) return 'ra.validation.required';
      return { message: text ? 'ra.validation.minLength' : 'ra.validation.minValue', args: { min: Number(issue.minimum) } };
    case 'too_big':
      return { message: text ? 'ra.validation.maxLength' : 'ra.validation.maxValue', args: { max: Number(issue.maximum) } };
    case 'invalid_type':
      return /undefined/.test(issue.message) ? 'ra.validation.required' : 'validation.invalid';
    case 'invalid_value':
      return { message: 'ra.validation.oneOf', args: { options: (issue.values ?? []).join(', ') } };
    default:
      return 'validation.invalid';
  }
}

/** A react-admin form `validate` from the resource's create or update schema. */
export function schemaValidator(r: AnyResource, update: boolean) {
  const schema = update ? r.updateSchema : r.createSchema;
  return (values: Record<string, unknown>) => {
    const body = cleanValues(r, values, update);
    if (update) body.version = values.version ?? 1;
    const result = schema.safeParse(body);
    return result.success ? {} : zodErrors(result.error.issues as Issue[]);
  };
}

/** Zod issues → react-admin's errors object (nested by path), each message translatable. */
export function zodErrors(issues: Issue[]): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' || issue.path.length === 0) continue;
    let node = errors as Record<string | number, unknown>;
    issue.path.forEach((p, i) => {
      const key = p as string | number;
      if (i === issue.path.length - 1) node[key] ??= issueMessage(issue);
      else node = (node[key] ??= typeof issue.path[i + 1] === 'number' ? [] : {}) as Record<string | number, unknown>;
    });
  }
  return errors;
}

/** A react-admin form `validate` from a zod schema that is not a resource's (a feature route's body). */
export function zodValidator(schema: z.ZodType) {
  return (values: Record<string, unknown>): Record<string, unknown> => {
    const result = schema.safeParse(values);
    return result.success ? {} : zodErrors(result.error.issues as Issue[]);
  };
}
