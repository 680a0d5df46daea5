import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { canonical } from '../../../server/audit/canonical.ts';
import { redact } from '../../../server/audit/chain.ts';

/**
 * The canonical JSON the audit chain has hashed since its first entry (server/audit/chain.ts before the one-walk
 * rewrite): any difference in output would make `npm run audit:verify` refuse entries written before or after.
 */
function reference(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(reference).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${reference((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The copying redaction the chain used before (server/audit/chain.ts): the log's text and hash were made of its output. */
const SECRET_KEYS = /password|passwordHash|token|secret|codeHash/i;
function redactReference(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactReference);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEYS.test(k) ? '[redacted]' : redactReference(v)]));
  }
  return value;
}

// keys and strings that need escapes, surrogates (paired and lone), integer-like keys (JavaScript orders them first)
const text = fc.oneof(
  fc.string(),
  fc.constantFrom('password', 'userToken', 'Secret', 'codeHash', '__proto__'),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('"', '\\', '\u0000', '\n', '\ud800', '\udc00x', '😀', '10', '9', '中文'),
);
const leaf = fc.oneof(
  text,
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constantFrom(-0, NaN, Infinity, 1e21, 5e-324),
);
const value = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('any'), { maxLength: 6 }),
  object: fc.dictionary(text, tie('any'), { maxKeys: 6 }),
})).any;

describe('canonical JSON', () => {
  it('writes exactly what the reference writes, for generated values', () => {
    fc.assert(
      fc.property(value, (v) => {
        expect(canonical(v)).toBe(reference(v));
      }),
      { numRuns: 3000 },
    );
  });

  it('writes odd values as the reference does: holes, functions, dates, boxed and class values, null prototypes', () => {
    const odd: unknown[] = [
      // eslint-disable-next-line no-sparse-arrays -- a hole is what Array.prototype.map skipped
      [1, , 3],
      [undefined, () => 1, Symbol('s')],
      { f: () => 1, u: undefined, s: Symbol('s'), n: null },
      new Date('2026-11-24T00:00:00Z'),
      { at: new Date(0) },
      Object.assign(Object.create(null), { b: 1, a: 2 }),
      new Number(3),
      new String('ab'),
      new Uint8Array([3, 1]),
      new (class {
        b = 1;
        a = [2];
      })(),
      { '10': 1, '9': 2, a: 3, B: 4, é: 5, '': 6 },
      'plain',
      undefined,
      null,
    ];
    for (const v of odd) expect(canonical(v)).toBe(reference(v));
  });

  it('uses the known text of an object already written, wherever it occurs', () => {
    const rows = [{ b: 1, a: 'x' }];
    const known = new Map<object, string>([[rows, reference(rows)]]);
    expect(canonical({ after: { rows }, before: null }, known)).toBe(reference({ after: { rows }, before: null }));
    // the text is taken as given: it is the caller's promise that the object has not changed since
    expect(canonical({ rows }, new Map([[rows, '"stale"']]))).toBe('{"rows":"stale"}');
  });
});

describe('redaction for the audit log', () => {
  const same = (v: unknown) => {
    const r = redact(v);
    expect(JSON.stringify(r)).toBe(JSON.stringify(redactReference(v)));
    expect(canonical(r)).toBe(canonical(redactReference(v)));
  };

  it('gives the text and canonical JSON the copying version gave, for generated values', () => {
    fc.assert(fc.property(value, same), { numRuns: 3000 });
  });

  it('replaces secrets at any depth, leaves the input as it was, and copies non-plain objects into plain ones', () => {
    const input = { user: { name: 'a', passwordHash: 'x', tokens: [{ apiToken: 't' }] }, rows: [{ v: '1' }] };
    const kept = JSON.stringify(input);
    const r = redact(input) as typeof input;
    expect(r).toEqual({ user: { name: 'a', passwordHash: '[redacted]', tokens: '[redacted]' }, rows: [{ v: '1' }] });
    expect(JSON.stringify(input)).toBe(kept);
    // a Date is written as the copy wrote it ({}), not as its ISO text
    for (const v of [new Date(0), { at: new Date(0) }, [new Date(0)], JSON.parse('{"__proto__": {"a": 1}}'), Object.create(null)]) same(v);
  });

  it('answers plain data without secrets as it is: a megabyte record is not copied', () => {
    const rows = Array.from({ length: 3 }, (_, i) => ({ sampleId: `S${i}`, inputs: { rho: '1.0' } }));
    const after = { rows, header: {} };
    expect(redact(after)).toBe(after);
  });
});
