// The schemas of the document that say nothing of a value's shape, wherever they sit: an operation's parameter,
// request body or answer, or a component, at any depth. A generated client types such a value `unknown` (or
// `Record<string, unknown>`), and the response check of every API test (tests/api/openapiCheck.ts) cannot catch a
// change in it, so each one left is on the contract test's list with its reason. `node --import tsx scripts/openapi-loose.ts`
// prints them.
import type { Json } from './json.ts';

export interface Loose {
  /** JSON pointer into the document (RFC 6901) */
  pointer: string;
  kind: 'any value' | 'free-form object' | 'extra keys of any value' | 'array of anything';
}

const escape = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');
const isSchemaMap = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
/** additionalProperties that takes any value: absent (on an object without properties), true or {} */
const anyExtra = (a: unknown) => a === true || (isSchemaMap(a) && Object.keys(a).length === 0);

function walk(s: unknown, at: string, out: Loose[]) {
  if (!isSchemaMap(s) || s.$ref) return;
  const lists = ['anyOf', 'oneOf', 'allOf'].filter((k) => Array.isArray(s[k]));
  const types = [s.type].flat().filter(Boolean) as string[];
  if (!types.length && !lists.length && s.enum === undefined && s.const === undefined && !s.not) out.push({ pointer: at, kind: 'any value' });
  if (types.includes('object')) {
    const props = isSchemaMap(s.properties) ? Object.keys(s.properties) : [];
    const extra = s.additionalProperties;
    if (!props.length && !s.patternProperties && (extra === undefined || anyExtra(extra))) out.push({ pointer: at, kind: 'free-form object' });
    else if (props.length && anyExtra(extra)) out.push({ pointer: at, kind: 'extra keys of any value' });
  }
  if (types.includes('array') && !s.items && !s.prefixItems) out.push({ pointer: at, kind: 'array of anything' });
  if (isSchemaMap(s.properties)) for (const [k, v] of Object.entries(s.properties)) walk(v, `${at}/properties/${escape(k)}`, out);
  if (isSchemaMap(s.patternProperties)) for (const [k, v] of Object.entries(s.patternProperties)) walk(v, `${at}/patternProperties/${escape(k)}`, out);
  if (isSchemaMap(s.additionalProperties) && Object.keys(s.additionalProperties).length) walk(s.additionalProperties, `${at}/additionalProperties`, out);
  if (s.items) walk(s.items, `${at}/items`, out);
  if (Array.isArray(s.prefixItems)) s.prefixItems.forEach((v, i) => walk(v, `${at}/prefixItems/${i}`, out));
  for (const k of lists) (s[k] as unknown[]).forEach((v, i) => walk(v, `${at}/${k}/${i}`, out));
}

function content(c: unknown, at: string, out: Loose[]) {
  if (!isSchemaMap(c)) return;
  for (const [type, media] of Object.entries(c)) {
    // a file answer or part is a string of bytes; anything else is checked
    if (isSchemaMap(media) && media.schema) walk(media.schema, `${at}/${escape(type)}/schema`, out);
  }
}

/** Every loose schema of the document, by pointer, in document order. */
export function looseSchemas(doc: Json): Loose[] {
  const out: Loose[] = [];
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const [method, op] of Object.entries(item as Record<string, Json>)) {
      const at = `/paths/${escape(path)}/${method}`;
      ((op.parameters ?? []) as Json[]).forEach((p, i) => walk(p.schema, `${at}/parameters/${i}/schema`, out));
      content((op.requestBody as Json | undefined)?.content, `${at}/requestBody/content`, out);
      for (const [status, r] of Object.entries((op.responses ?? {}) as Record<string, Json>)) content(r.content, `${at}/responses/${status}/content`, out);
    }
  }
  const c = (doc.components ?? {}) as Json;
  for (const [name, s] of Object.entries((c.schemas ?? {}) as Record<string, Json>)) walk(s, `/components/schemas/${escape(name)}`, out);
  for (const [name, r] of Object.entries((c.responses ?? {}) as Record<string, Json>)) content(r.content, `/components/responses/${escape(name)}/content`, out);
  return out;
}

/** "METHOD /path" (or "component X") and the rest of the pointer, for reading: one line per loose schema. */
export function describeLoose(l: Loose): string {
  const parts = l.pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const where = parts[0] === 'paths' ? `${parts[2].toUpperCase()} ${parts[1]}` : `${parts[0]}.${parts[1]} ${parts[2]}`;
  return `${where}  ${l.pointer}  (${l.kind})`;
}
