// Values as they travel in query strings and forms (text) read back into the schema's types.
import type { z } from 'zod';

/**
 * Text bodies (multipart forms, query strings) carry every value as a string. These are the documented text forms
 * a field accepts there, decoded by the field's type before the same strict schema validates them; JSON bodies are
 * validated as they are, so "false" or "0" for a boolean is refused in JSON, never coerced.
 *   boolean: true | false | 1 | 0        whole number: -?digits        list or object: its JSON text
 *   an empty string: no value (the field is left out)
 */
export const TRUE_TEXT = ['true', '1'];
export const FALSE_TEXT = ['false', '0'];

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

function baseType(s: z.ZodType): string {
  let cur = s;
  for (let i = 0; i < 8; i++) {
    const d = defOf(cur);
    const inner = d.innerType ?? (d.type === 'pipe' ? d.in : undefined);
    if (!inner) return d.type;
    cur = inner;
  }
  return defOf(cur).type;
}

export function boolFromText(v: string): boolean | undefined {
  const t = v.trim().toLowerCase();
  return TRUE_TEXT.includes(t) ? true : FALSE_TEXT.includes(t) ? false : undefined;
}

function decode(type: string, v: string): unknown {
  if (v === '') return undefined;
  if (type === 'boolean') return boolFromText(v) ?? v;
  if (type === 'number') return /^\s*-?\d{1,15}\s*$/.test(v) ? Number(v) : v;
  if (type === 'array' || type === 'object' || type === 'record') {
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }
  return v;
}

/** A text body's values in the types its object schema takes (unknown keys and non-strings are left alone). */
export function fromText(schema: z.ZodType, body: unknown): unknown {
  const shape = defOf(schema).shape;
  if (!shape || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
    const field = Object.prototype.hasOwnProperty.call(shape, k) ? shape[k] : undefined;
    out[k] = field && typeof v === 'string' ? decode(baseType(field), v) : v;
  }
  return out;
}
