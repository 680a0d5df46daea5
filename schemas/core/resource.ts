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
  /** validation of an update body: every writable field optional, `version` required */
  updateSchema: z.ZodObject;
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
  const updateSchema = z.strictObject({
    ...Object.fromEntries(Object.entries(writable).map(([k, s]) => [k, s.optional()])),
    version: z.coerce.number().int().min(1),
    id: z.unknown().optional(),
  });
  const sortable = new Set<string>(['id', 'createdAt', 'updatedAt']);
  for (const f of fieldList) if ((f.sortable ?? f.list) && !f.virtual && f.kind !== 'json' && f.kind !== 'array') sortable.add(f.name);
  return {
    ...config,
    fieldList,
    stored: fieldList.filter((f) => !f.virtual),
    createSchema,
    updateSchema,
    sortable,
  };
}

export type AnyResource = Resource<z.ZodRawShape>;
