// Arbitraries drawn from an OpenAPI document's schemas (fast-check), shared by the document-driven fuzz tests. Strict
// arbitraries draw only what the schema allows (positive data); otherwise a nested value is now and then of any shape.
import fc from 'fast-check';

type Json = Record<string, any>;

export function arbitraryOf(schema: Json, doc: Json, depth = 0, strict = false): fc.Arbitrary<unknown> {
  if (schema.$ref)
    return arbitraryOf(
      schema.$ref
        .slice(2)
        .split('/')
        .reduce((o: Json, k: string) => o[k], doc),
      doc,
      depth,
      strict,
    );
  const valid = validArbitrary(schema, doc, depth, strict);
  // now and then a value of any shape: the server must answer it with a described 400, never a 500 (not when strict)
  return depth === 0 || strict ? valid : fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: fc.jsonValue({ maxDepth: 1 }), weight: 1 });
}

/** An object schema with one of its alternatives (oneOf beside properties): the alternative's rules on top of the object's. */
function withAlternative(s: Json, alt: Json): Json {
  const { oneOf: _o, anyOf: _a, ...own } = s;
  const properties: Json = { ...(own.properties ?? {}) };
  for (const [k, p] of Object.entries((alt.properties ?? {}) as Json)) {
    // a property the alternative forbids (`false`, or `not: {}`: nothing is valid) is left out
    if (p === false || (p.not && !Object.keys(p.not).length)) delete properties[k];
    else properties[k] = { ...properties[k], ...p };
  }
  return { ...own, properties, required: [...new Set([...(own.required ?? []), ...(alt.required ?? [])])] };
}

export function validArbitrary(s: Json, doc: Json, depth: number, strict = false): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  // a rule JSON Schema cannot state (a check character, how a phone number groups) is named by x-check, and the
  // field's examples are values that pass it: drawn from them, since a string drawn from the pattern alone would be
  // refused for a reason the document does state in words only
  if (s['x-check'] && Array.isArray(s.examples) && s.examples.length) return fc.constantFrom(...s.examples);
  const alts = s.anyOf ?? s.oneOf;
  if (alts && s.properties) return fc.oneof(...alts.map((a: Json) => validArbitrary(withAlternative(s, a), doc, depth, strict)));
  if (alts) return fc.oneof(...alts.map((a: Json) => arbitraryOf(a, doc, depth + 1, strict)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'integer':
      return fc.integer({
        min: Math.max(s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000), -2147483648),
        max: Math.min(s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 100000), 2147483647),
      });
    case 'number':
      // strict: within the documented bounds (an exclusive bound is never drawn: the range is closed, the bound filtered)
      return fc
        .double({ noNaN: true, noDefaultInfinity: true, min: s.minimum ?? s.exclusiveMinimum ?? -1e6, max: s.maximum ?? s.exclusiveMaximum ?? 1e6 })
        .filter((v) => !strict || (v !== s.exclusiveMinimum && v !== s.exclusiveMaximum && !Object.is(v, -0)));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      if (s.format === 'binary') return fc.constant('x');
      if (s.format === 'date')
        return fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      if (s.format === 'date-time')
        return fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 200));
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 20, 20), unit: 'grapheme' });
    case 'array':
      return fc.array(s.items ? arbitraryOf(s.items, doc, depth + 1, strict) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: strict ? (s.minItems ?? 0) : 0,
        maxLength: Math.max(Math.min(s.maxItems ?? 3, 3), strict ? (s.minItems ?? 0) : 0),
      });
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, Json>;
      if (depth > 3 || !Object.keys(props).length) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      const req = new Set<string>(s.required ?? []);
      return fc.record(
        Object.fromEntries(
          Object.entries(props)
            .filter(([k, p]) => !p.readOnly || req.has(k))
            .map(([k, p]) => [k, arbitraryOf(p, doc, depth + 1, strict)]),
        ),
        { requiredKeys: [...req].filter((k) => k in props) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
