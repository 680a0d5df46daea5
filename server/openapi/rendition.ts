// The reference page's rendition of the document: the same operations and schemas in OpenAPI 3.0.3.
// Why: swagger-ui 5 reads a 3.1 document through ApiDOM, which refracts and normalises the whole document again for
// each subtree it resolves; on our 600 KB document that took 45 s before the first group was drawn (bench/apiDocs).
// Read as 3.0 the same content draws several times faster. Clients keep the 3.1 document (/admin/api-docs/openapi.json);
// this one only renders, so what 3.0 cannot say is said the nearest 3.0 way (null → nullable, const → enum,
// examples → example, type lists → anyOf) or dropped (propertyNames, and the field helpers' own keywords).
import type { Json } from './json.ts';

const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf'] as const;
/** The keywords of OpenAPI 3.0's schema object; others (2020-12 ones, the field helpers' metadata) are left out. */
const KEYWORDS = new Set([
  '$ref',
  'title',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxProperties',
  'minProperties',
  'required',
  'enum',
  'type',
  'allOf',
  'oneOf',
  'anyOf',
  'not',
  'items',
  'properties',
  'additionalProperties',
  'description',
  'format',
  'default',
  'nullable',
  'readOnly',
  'writeOnly',
  'example',
  'deprecated',
]);

/** One JSON Schema 2020-12 schema as OpenAPI 3.0's schema object (a new object; the input is not changed). */
export function schema30(s0: unknown): Json {
  if (!s0 || typeof s0 !== 'object' || Array.isArray(s0)) return s0 as Json;
  const { propertyNames: _p, $schema: _s, $id: _i, contentMediaType: _c, const: constant, examples, exclusiveMinimum, exclusiveMaximum, ...s } = s0 as Json;
  const out: Json = Object.fromEntries(Object.entries(s).filter(([k]) => KEYWORDS.has(k) || k.startsWith('x-')));
  if (constant !== undefined) out.enum = [constant];
  if (Array.isArray(examples) && examples.length) out.example = examples[0];
  if (typeof exclusiveMinimum === 'number') Object.assign(out, { minimum: exclusiveMinimum, exclusiveMinimum: true });
  if (typeof exclusiveMaximum === 'number') Object.assign(out, { maximum: exclusiveMaximum, exclusiveMaximum: true });
  // swagger-ui's 3.0 sample of a number with bounds is its maximum (2147483647 for an id): 1, or the nearest bound
  if ((out.type === 'integer' || out.type === 'number') && out.example === undefined && !out.enum) {
    const low = typeof exclusiveMinimum === 'number' ? exclusiveMinimum + 1 : (out.minimum as number | undefined);
    let sample = Math.max(1, low ?? 1);
    if (typeof out.maximum === 'number' && sample > out.maximum) sample = out.maximum;
    out.example = sample;
  }
  if (Array.isArray(out.required) && !out.required.length) delete out.required; // 3.0: a list of at least one
  if (out.properties) out.properties = Object.fromEntries(Object.entries(out.properties as Json).map(([k, v]) => [k, schema30(v)]));
  if (out.items) out.items = schema30(out.items);
  if (out.not) out.not = schema30(out.not);
  if (out.additionalProperties && typeof out.additionalProperties === 'object') out.additionalProperties = schema30(out.additionalProperties);
  for (const list of SCHEMA_LISTS) if (Array.isArray(out[list])) out[list] = (out[list] as unknown[]).map(schema30);
  if (Array.isArray(out.type)) {
    const types = (out.type as string[]).filter((t) => t !== 'null');
    if (types.length < (out.type as string[]).length) out.nullable = true;
    delete out.type;
    if (types.length === 1) out.type = types[0];
    else if (types.length > 1) out.anyOf = types.map((type) => ({ type }));
  }
  if (out.type === 'null') {
    delete out.type;
    Object.assign(out, { nullable: true, enum: [null] });
  }
  const alts = (out.anyOf ?? out.oneOf) as Json[] | undefined;
  const key = out.anyOf ? 'anyOf' : 'oneOf';
  if (alts?.some((a) => a.nullable && Array.isArray(a.enum) && a.enum.length === 1 && a.enum[0] === null)) {
    const rest = alts.filter((a) => !(a.nullable && Array.isArray(a.enum) && a.enum.length === 1 && a.enum[0] === null));
    delete out[key];
    out.nullable = true;
    // a lone $ref takes no siblings in 3.0: wrapped in allOf; a lone inline schema is merged
    if (rest.length === 1) Object.assign(out, rest[0].$ref ? { allOf: [rest[0]] } : { ...rest[0], nullable: true });
    else out[key] = rest;
  }
  return out;
}

const mapValues = (o: unknown, f: (v: Json) => Json): Json =>
  o && typeof o === 'object' ? Object.fromEntries(Object.entries(o as Json).map(([k, v]) => [k, f(v as Json)])) : (o as Json);
const content30 = (content: unknown) => mapValues(content, (m) => (m.schema ? { ...m, schema: schema30(m.schema) } : m));
const withContent = (x: Json) => (x?.content ? { ...x, content: content30(x.content) } : x);
const param30 = (p: Json) => (p.schema ? { ...p, schema: schema30(p.schema) } : p);

export function rendition30(doc: Json): Json {
  const paths = mapValues(doc.paths, (item) =>
    mapValues(item, (op) => ({
      ...op,
      ...(op.parameters ? { parameters: (op.parameters as Json[]).map(param30) } : {}),
      ...(op.requestBody ? { requestBody: withContent(op.requestBody as Json) } : {}),
      responses: mapValues(op.responses, (r) => ({ ...withContent(r), ...(r.headers ? { headers: mapValues(r.headers, param30) } : {}) })),
    })),
  );
  const c = doc.components as Json;
  const components = {
    ...c,
    schemas: mapValues(c.schemas, schema30),
    responses: mapValues(c.responses, (r) => ({ ...withContent(r), ...(r.headers ? { headers: mapValues(r.headers, param30) } : {}) })),
  };
  return { ...doc, openapi: '3.0.3', paths, components };
}
