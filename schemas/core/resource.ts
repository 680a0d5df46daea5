// defineResource: a resource declared once (fields, labels, access, workflow, menu placement) and the types read from it (RecordOf).
import { z } from 'zod';
import { fieldMeta, type FieldKind, type FieldMeta } from './fields.ts';
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

/** [中文, English]: a label written once in both languages. */
export type Pair = readonly [string, string];

/**
 * A resource's words, in both languages: what the UI, the Excel exports and imports, the audit views and the OpenAPI
 * document call it, its fields, enum options, array row fields and workflow buttons (i18n resources.{name}.*).
 */
export interface ResourceLabels {
  /** singular |||| plural, e.g. ['设备 |||| 设备', 'Instrument |||| Instruments'] */
  name: Pair;
  fields: Record<string, Pair>;
  /** per enum field (or 'array.field' for a row field): option → label */
  enums?: Record<string, Record<string, Pair>>;
  /** per array field: row field → label */
  subfields?: Record<string, Record<string, Pair>>;
  /** workflow transition → button label */
  transitions?: Record<string, Pair>;
}

/**
 * Where a resource appears in the menu: a child of an existing group of schemas/menu/tree.ts, showing the screen
 * generated from the schema (or `view`). The seed and the start-up upgrade make it a menu rule with a button per perm.
 */
export interface MenuPlacement {
  /** 'group/child', e.g. 'management/equipment' */
  route: string;
  icon?: string;
  /** the menu title */
  title: Pair;
  /** position among the group's children (hand-written pages and resources alike); default: after them */
  sort?: number;
  hidden?: boolean;
  /** route parameters of a hidden route, e.g. ':id' */
  params?: string;
  /** generated view: list (default), show, edit, create, form */
  view?: 'list' | 'show' | 'edit' | 'create' | 'form';
  /** button perms the screen offers beyond the resource's access block (e.g. an extra action) */
  perms?: string[];
  /**
   * Shown to every demo role that holds the resource's list perm, as well as the menu that perm's button is checked
   * under (its home, server/seed/access.ts homeMenuOf): a second screen of one capability (the corrective actions
   * beside the control charts, both read with qcchart:query).
   */
  readers?: boolean;
  /** URL prefixes of the feature routes (beyond the generic ones) that serve this screen: their OpenAPI tag and title */
  api?: string[];
}

/** A dictionary the resource's dict() fields use: seeded into a new database and added to an existing one on start. */
export interface DictDeclaration {
  name: Pair;
  /** value, 中文, English, tag style */
  items: Array<readonly [string, string, string, string?]>;
}

export interface ResourceConfig<F extends z.ZodRawShape> {
  /** react-admin resource name, i18n key resources.{name}.*, API path /admin/api/v1/{name} */
  name: string;
  /**
   * the permitted-menu name whose button perms it uses, e.g. 'business/trust-list' (a hand-written page of
   * schemas/menu/tree.ts); default: the first visible `menu` placement
   */
  route?: string;
  /** its own menu entries, with the generated screens */
  menu?: MenuPlacement[];
  labels: ResourceLabels;
  /** the dictionaries it declares (a dictionary is declared once, by one resource; others may use it) */
  dicts?: Record<string, DictDeclaration>;
  table: string;
  fields: F;
  access: ResourceAccess;
  /** field used to represent a record in references and titles */
  title?: keyof F & string;
  /** the title in English, when the record has one (a parameter's English name): references read it on English screens */
  titleEn?: keyof F & string;
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  workflow?: Workflow;
  /**
   * Records kept for accreditation: 'archive' means DELETE is refused; records are archived instead.
   * Master data referenced by other records is protected by foreign keys.
   */
  retention?: 'archive';
  /**
   * A rule between fields of a create body that its hooks enforce, as the document states it (JSON Schema if/then):
   * the notice sent to chosen users names at least one
   */
  createRule?: Record<string, unknown>;
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

/**
 * The system columns every stored record carries (SYSTEM_COLUMNS). A type, not an interface: a record then passes
 * where a plain `Record<string, unknown>` is read (the workflow rules, personBlock), which an interface cannot.
 */
export type SystemRecord = {
  id: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  createdBy?: number | null;
  updatedBy?: number | null;
};

/**
 * A stored record of a resource as `{id}/form` and `/page` answer it: its declared fields (zod output; an optional
 * field may come as null where the record has none) and the system columns. `RecordOf<typeof reports>`.
 */
export type RecordOf<R> = R extends Resource<infer F> ? { [K in keyof z.output<z.ZodObject<F>>]: z.output<z.ZodObject<F>>[K] } & SystemRecord : never;

export function defineResource<F extends z.ZodRawShape>(config: ResourceConfig<F>): Resource<F> {
  const fieldList: FieldInfo[] = Object.entries(config.fields).map(([name, schema]) => {
    const s = schema as z.ZodType;
    return { ...fieldMeta(s), name, schema: s, required: !s.safeParse(undefined).success };
  });
  const writable = Object.fromEntries(
    fieldList.filter((f) => !f.readOnly && !(config.workflow && f.name === config.workflow.field)).map((f) => [f.name, f.schema]),
  );
  const createSchema = z.strictObject(writable);
  const fixedOnUpdate = new Set<string>([
    ...SYSTEM_COLUMNS.filter((c) => c !== 'version'),
    ...fieldList.filter((f) => !(f.name in writable) && !f.hidden).map((f) => f.name),
  ]);
  const kinds = new Map(fieldList.map((f) => [f.name, f.kind]));
  const updateSchema = z.strictObject({
    // the value is the service's to compare with the stored one; only its JSON type is judged here, before the record
    // is read, so that a value no record could hold is 400 whether or not the record exists
    ...Object.fromEntries(
      [...fixedOnUpdate].map((k) => [
        k,
        z
          .unknown()
          .refine((v) => v === null || typeFits(kinds.get(k), k, v), { error: 'validation.invalid' })
          .optional(),
      ]),
    ),
    ...Object.fromEntries(Object.entries(writable).map(([k, s]) => [k, (clearable(s) ? s.nullable() : s).optional()])),
    version: z.number({ error: 'validation.int' }).int().min(1),
  });
  const sortable = new Set<string>(['id', 'createdAt', 'updatedAt']);
  for (const f of fieldList) if ((f.sortable ?? f.list) && !f.virtual && f.kind !== 'json' && f.kind !== 'array') sortable.add(f.name);
  return {
    ...config,
    route: config.route ?? config.menu?.find((m) => !m.hidden)?.route,
    fieldList,
    stored: fieldList.filter((f) => !f.virtual),
    createSchema,
    updateSchema,
    fixedOnUpdate,
    sortable,
  };
}

/** A fixed field's value has the JSON type the record answers it with (server/openapi readSchema). */
function typeFits(kind: FieldKind | undefined, name: string, v: unknown): boolean {
  if (name === 'id') return Number.isInteger(v);
  if (name === 'createdBy' || name === 'updatedBy') return Number.isInteger(v) || typeof v === 'string';
  if (kind === 'int' || kind === 'ref') return typeof v === 'number';
  if (kind === 'bool') return typeof v === 'boolean';
  if (kind === 'json' || kind === 'array') return typeof v === 'object';
  return typeof v === 'string';
}

/** An optional field without a default: null means "no value" and clears it on update. */
function clearable(s: z.ZodType): boolean {
  const r = s.safeParse(undefined);
  return r.success && r.data === undefined;
}

export type AnyResource = Resource<z.ZodRawShape>;
