import { z } from 'zod';
import { isCalendarDate } from './dates.ts';
import { isCreditCode, isPhone } from './identifiers.ts';

/**
 * Field helpers: each returns a zod schema carrying the metadata the UI and server need.
 * Presentation hints are added with `.meta({...})`; zod 4 merges them with the helper's own.
 */
export type FieldKind =
  'text' | 'int' | 'decimal' | 'bool' | 'date' | 'datetime' | 'enum' | 'dict' | 'ref' | 'array' | 'richtext' | 'file' | 'json' | 'password';

export interface FieldMeta {
  kind: FieldKind;
  /** show as a list column */
  list?: boolean;
  /** true: equals/in filter; 'q': part of the text search; 'range': date range filter */
  filter?: boolean | 'q' | 'range';
  sortable?: boolean;
  unique?: boolean;
  /** computed or set by the server: never accepted from a client */
  readOnly?: boolean;
  /**
   * a server-set stamp that is not part of the record's content (a user's last login): writing it alone keeps the
   * version and the updated stamp, so it never makes someone's open edit conflict; a stale copy sent back is ignored
   */
  unversioned?: boolean;
  /** never returned by the API (password hashes) */
  hidden?: boolean;
  /** not stored in a column of the resource table */
  virtual?: boolean;
  dictCode?: string;
  reference?: string;
  options?: readonly string[];
  multiline?: boolean;
  /**
   * a value a person reads by its label in their language: 'template', a raw-record template id, by the template's
   * name; 'dictName' and 'settingName', a dictionary's or a setting's stored (Chinese) name, by the declared name of
   * the record's dictCode or configKey where the product declares one; 'dict', a dictCode, by that dictionary's name
   */
  labelOf?: 'template' | 'dictName' | 'settingName' | 'dict';
}

type Meta = Partial<Omit<FieldMeta, 'kind'>>;

declare module 'zod' {
  interface GlobalMeta extends Partial<FieldMeta> {}
}

export const text = (max = 255) => z.string().trim().max(max).meta({ kind: 'text' });
export const longText = (max = 20000) => z.string().max(max).meta({ kind: 'text', multiline: true });
/** 统一社会信用代码, its check character verified (GB 32100-2015, schemas/core/identifiers.ts); '' is no code. */
export const creditCode = () => text(18).refine((v) => v === '' || isCreditCode(v), { error: 'validation.creditCode' });
/** A mobile, landline (with area code) or 400/800 number, optionally with an extension (schemas/core/identifiers.ts); '' is none. */
export const phone = () => text(32).refine((v) => v === '' || isPhone(v), { error: 'validation.phone' });
export const password = () => z.string().min(6).max(128).meta({ kind: 'password', hidden: true });
/** A missing value reads "required"; a value of the wrong type names what the field takes. */
// only for a value of the wrong type: a schema-level error would otherwise also word the checks chained after it (min, max)
const typeError = (key: string) => (issue: { input?: unknown; code?: string }) =>
  issue.code !== 'invalid_type' || issue.input === undefined || issue.input === null ? undefined : key;

/** The message of a fractional number only: zod hands an `.int()` error on to the min/max checks chained after it. */
const notWhole = (issue: { code?: string }) => (issue.code === 'invalid_type' || issue.code === 'invalid_format' ? 'validation.int' : undefined);

/** Whole numbers travel as JSON numbers; text bodies (multipart, query) are decoded by `fromText` first. */
export const int = () =>
  z
    .number({ error: typeError('validation.int') })
    .int({ error: notWhole })
    .min(-2147483648)
    .max(2147483647)
    .meta({ kind: 'int' });
/** Measurements and money travel as decimal strings so that no binary float touches them. */
export const decimal = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^-?\d{1,15}(\.\d{1,10})?$/, { error: 'validation.decimal' }))
    .meta({ kind: 'decimal' });
/** true or false, nothing else ("false", 0 and {} are refused, never coerced); text forms: see `fromText`. */
export const bool = () => z.boolean({ error: typeError('validation.bool') }).meta({ kind: 'bool' });
/** A real calendar day YYYY-MM-DD (2026-02-30 and 0000-00-00 are refused). */
export const date = () =>
  z
    .string({ error: typeError('validation.date') })
    .refine((v) => isCalendarDate(v), { error: 'validation.date', abort: true })
    .meta({ kind: 'date' });
/** An instant: ISO 8601 with its zone (Z or ±hh:mm), so that it means the same moment on every machine. */
export const datetime = () => z.iso.datetime({ offset: true, error: 'validation.datetime' }).meta({ kind: 'datetime' });
export const enumOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values).meta({ kind: 'enum', options: values });
/** A value from a dictionary (dict code), checked against the stored dict items by the server. */
export const dict = (dictCode: string) => z.string().max(64).meta({ kind: 'dict', dictCode });
/** A record id: a positive whole number. */
export const id = () =>
  z
    .number({ error: typeError('validation.int') })
    .int({ error: notWhole })
    .positive()
    .max(2147483647);
export const ref = (reference: string) => id().meta({ kind: 'ref', reference });
export const refs = (reference: string) => z.array(id()).max(1000).meta({ kind: 'json', reference });
export const arrayOf = <T extends z.ZodRawShape>(shape: T, max = 500) => z.array(z.object(shape)).max(max).meta({ kind: 'array' });
export const richText = (max = 200000) => z.string().max(max).meta({ kind: 'richtext' });
/** A stored file path or URL under /admin/files. */
export const file = () => z.string().max(500).meta({ kind: 'file' });
export const json = () => z.record(z.string(), z.unknown()).meta({ kind: 'json' });

/** Reads a field's metadata through optional/nullable/default wrappers; hints on an outer wrapper win. */
export function fieldMeta(schema: z.ZodType): FieldMeta {
  const layers: Partial<FieldMeta>[] = [];
  let s: z.ZodType | undefined = schema;
  for (let i = 0; s && i < 6; i++) {
    const m = z.globalRegistry.get(s) as Partial<FieldMeta> | undefined;
    if (m) layers.push(m);
    const def: { innerType?: z.ZodType; in?: z.ZodType } = (s as unknown as { _zod: { def: { innerType?: z.ZodType; in?: z.ZodType } } })._zod.def;
    s = def.innerType ?? def.in;
  }
  const merged = Object.assign({}, ...layers.reverse()) as FieldMeta;
  if (!merged.kind) throw new Error('field without a helper kind: use the helpers of schemas/core/fields');
  return merged;
}

export type { Meta as FieldHints };
