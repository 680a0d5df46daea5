// JSON bodies are validated strictly: a number must be a JSON number. Some schemas shared with the UI's forms
// (schemas/business/, schemas/analysis/, schemas/reports/) coerce numbers because a form's inputs hold text; on the server that coercion would
// turn JSON `true` into 1 and "12" into 12. This rebuilds such a schema with every coercing number made strict; text
// bodies (multipart, query strings) are decoded by the fields' types first (schemas/core/wire fromText), not coerced.
import type { z } from 'zod';

type Def = Record<string, unknown> & { type: string; coerce?: boolean };
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const clone = (s: z.ZodType, def: Def): z.ZodType => (s as unknown as { clone(d: Def): z.ZodType }).clone(def);
const isSchema = (x: unknown): x is z.ZodType => !!x && typeof x === 'object' && '_zod' in x;

const cache = new WeakMap<z.ZodType, z.ZodType>();

/** The schema with every `z.coerce.number()` inside it (objects, arrays, wrappers, unions, records) made strict. */
export function strictJson<S extends z.ZodType>(schema: S): S {
  const hit = cache.get(schema);
  if (hit) return hit as S;
  const out = rebuild(schema);
  cache.set(schema, out);
  return out as S;
}

function rebuild(s: z.ZodType): z.ZodType {
  const def = defOf(s);
  if (def.type === 'number' && def.coerce) return clone(s, { ...def, coerce: false });
  let changed = false;
  const next: Def = { ...def };
  const sub = (x: z.ZodType) => {
    const y = strictJson(x);
    if (y !== x) changed = true;
    return y;
  };
  if (def.type === 'object') {
    const shape = def.shape as Record<string, z.ZodType>;
    const own = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, sub(v)]));
    if (changed) next.shape = own;
  }
  for (const key of ['element', 'innerType', 'in', 'out', 'valueType', 'keyType']) {
    if (isSchema(def[key])) next[key] = sub(def[key] as z.ZodType);
  }
  if (Array.isArray(def.options)) next.options = (def.options as z.ZodType[]).map(sub);
  return changed ? clone(s, next) : s;
}
