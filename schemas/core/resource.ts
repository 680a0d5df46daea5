import { z } from 'zod';
import { fieldMeta, type FieldMeta } from './fields.ts';
import type { Workflow } from '../workflows/machine.ts';

/** Perm strings a resource's generic routes need; `false` disables the route. */
export interface ResourceAccess {
  list: string;
  get?: string;
  create?: string | false;
  update?: string | false;
  delete?: string | false;
  export?: string;
  import?: string | false;
  /** Who may read records' titles by id (a reference shown in another screen); default: get, else list. */
  options?: string;
}

export interface ResourceConfig<F extends z.ZodRawShape> {
  /** react-admin resource name, i18n key resources.{name}.*, API path /admin/api/v1/{name} */
  name: string;
  /** the permitted-menu name that shows it, e.g. 'management/equipment' */
  route?: string;
  table: string;
  fields: F;
  access: ResourceAccess;
  /** field used to represent a record in references and titles */
  title?: keyof F & string;
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  workflow?: Workflow;
  /**
   * Records kept for accreditation: 'archive' means DELETE is refused; records are archived instead.
   * Master data referenced by other records is protected by foreign keys.
   */
  retention?: 'archive';
}

export interface FieldInfo extends FieldMeta {
  name: string;
  required: boolean;
  schema: z.ZodType;
}

export interface Resource<F extends z.ZodRawShape = z.ZodRawShape> extends ResourceConfig<F> {
  fieldList: FieldInfo[];
  /** fields with a column in the resource table */
  stored: FieldInfo[];
  /** validation of a create body: read-only fields refused, unknown fields refused */
  createSchema: z.ZodObject;
  /**
   * validation of an update body: every writable field optional (a missing field is left as it is), `null` clears
   * an optional field, `version` required; read-only, workflow and system fields are let through so that a record
   * read from `{id}/form` can be sent back (the service refuses them only when they differ from the stored value).
   */
  updateSchema: z.ZodObject;
  /** fields an update may carry but not change: read-only, the workflow state, the system columns */
  fixedOnUpdate: Set<string>;
  sortable: Set<string>;
}

export const SYSTEM_COLUMNS = ['id', 'version', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'] as const;

export function defineResource<F extends z.ZodRawShape>(config: ResourceConfig<F>): Resource<F> {
  const fieldList: FieldInfo[] = Object.entries(config.fields).map(([name, schema]) => {
    const s = schema as z.ZodType;
    return { ...fieldMeta(s), name, schema: s, required: !s.safeParse(undefined).success };
  });
  const writable = Object.fromEntries(
    fieldList.filter((f) => !f.readOnly && !(config.workflow && f.name === config.workflow.field)).map((f) => [f.name, f.schema]),
  );
  const createSchema = z.strictObject(writable);
  const fixedOnUpdate = new Set<string>([...SYSTEM_COLUMNS.filter((c) => c !== 'version'),
    ...fieldList.filter((f) => !(f.name in writable) && !f.hidden).map((f) => f.name)]);
  const updateSchema = z.strictObject({
    ...Object.fromEntries([...fixedOnUpdate].map((k) => [k, z.unknown().optional()])),
    ...Object.fromEntries(Object.entries(writable).map(([k, s]) => [k, (clearable(s) ? s.nullable() : s).optional()])),
    version: z.number({ error: 'validation.int' }).int().min(1),
  });
  const sortable = new Set<string>(['id', 'createdAt', 'updatedAt']);
  for (const f of fieldList) if ((f.sortable ?? f.list) && !f.virtual && f.kind !== 'json' && f.kind !== 'array') sortable.add(f.name);
  return {
    ...config,
    fieldList,
    stored: fieldList.filter((f) => !f.virtual),
    createSchema,
    updateSchema,
    fixedOnUpdate,
    sortable,
  };
}

/** An optional field without a default: null means "no value" and clears it on update. */
function clearable(s: z.ZodType): boolean {
  const r = s.safeParse(undefined);
  return r.success && r.data === undefined;
}

export type AnyResource = Resource<z.ZodRawShape>;
