// The field helpers every declaration uses: a zod type plus the hints (kind, list, filter, readOnly…) the generated screens, routes and documents read.
import { z } from 'zod';
import { isCalendarDate } from './dates.ts';
import { CREDIT_CODE_FORM, PHONE_CHARS, isCreditCode, isPhone } from './identifiers.ts';

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
  /**
   * the document's pattern of a decimal field whose own rule is narrower than any decimal (a discount 0–1): the field
   * tests its value with the same expression, so the document and the server cannot part
   */
  pattern?: string;
  /** a rule beyond JSON Schema (not a past day), named for the document; the field's `examples` pass it */
  'x-check'?: string;
}

type Meta = Partial<Omit<FieldMeta, 'kind'>>;

declare module 'zod' {
  interface GlobalMeta extends Partial<FieldMeta> {}
}

export const text = (max = 255) => z.string().trim().max(max).meta({ kind: 'text' });
export const longText = (max = 20000) => z.string().max(max).meta({ kind: 'text', multiline: true });
/**
 * 统一社会信用代码, its check character verified (GB 32100-2015, schemas/core/identifiers.ts); '' is no code. The
 * document states the form (code set, length, digits 3–8) as a pattern; the check character is beyond JSON Schema, so
 * `x-check` names it and `examples` holds codes that pass it (what a client generated from the document may send).
 */
export const creditCode = () =>
  z
    .string()
    .max(18)
    .regex(CREDIT_CODE_FORM, { error: 'validation.creditCode', abort: true })
    .refine((v) => v === '' || isCreditCode(v), { error: 'validation.creditCode' })
    .meta({
      kind: 'text',
      'x-check': 'GB 32100-2015: the 18th character is the check character of the first 17',
      description: 'Unified social credit code (GB 32100-2015), its check character verified; empty for none',
      examples: ['91350100M000100Y43', ''],
    });
/**
 * A mobile, landline (with area code) or 400/800 number, optionally with an extension (schemas/core/identifiers.ts); ''
 * is none. The document states the characters it may hold as a pattern; how they group is `x-check`, with examples.
 */
export const phone = () =>
  text(32)
    .regex(PHONE_CHARS, { error: 'validation.phone', abort: true })
    .refine((v) => v === '' || isPhone(v), { error: 'validation.phone' })
    .meta({
      'x-check': 'a mobile (+86 optional), a landline with its area code, or a 400/800 number; an extension after 转, 分机, ext, x, # or -',
      description: 'Phone: a mobile (13812345678), a landline with its area code (025-5555 0101, 025-5555 0101转8023) or a 400/800 number; empty for none',
      examples: ['13812345678', '025-5555 0101', '(021)62345678-8023', '4008123123', ''],
    });
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
/** The decimal text the field helper accepts; the document states the same (server/openapi/schemas DECIMAL_PATTERN). */
export const DECIMAL_RE = /^-?\d{1,15}(\.\d{1,10})?$/;
/**
 * A decimal's text, exactly as sent: a JSON number is refused (it is a binary float by the time the server reads it, its
 * digits may already be lost: 0.1000000000000000055511151231257827 arrives as 0.1) and so is text with blanks around it
 * (the pattern refuses them; trimming would store a value other than the one sent).
 */
export const decimalText = (re: RegExp = DECIMAL_RE) => z.string({ error: typeError('validation.decimalText') }).regex(re, { error: 'validation.decimal' });
/** Measurements and money travel as decimal strings so that no binary float touches them. */
export const decimal = () => decimalText().meta({ kind: 'decimal' });
/** true or false, nothing else ("false", 0 and {} are refused, never coerced); text forms: see `fromText`. */
export const bool = () => z.boolean({ error: typeError('validation.bool') }).meta({ kind: 'bool' });
/** YYYY-MM-DD from 1900 with a month 01–12 and a day 01–31: the document's form of a day (schemas/core/dates isCalendarDate). */
export const DATE_PATTERN = '^(19|[2-9]\\d)\\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';
/** A real calendar day YYYY-MM-DD (2026-02-30 and 0000-00-00 are refused). */
export const date = () =>
  z
    .string({ error: typeError('validation.date') })
    .refine((v) => isCalendarDate(v), { error: 'validation.date', abort: true })
    .meta({ kind: 'date', format: 'date', pattern: DATE_PATTERN, description: 'A calendar day YYYY-MM-DD from 1900 (2026-02-30 is refused)' });
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
