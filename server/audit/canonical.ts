// Canonical JSON: sorted keys, so PostgreSQL's jsonb key order cannot change a hash (the audit chain) or a comparison
// (codec.ts sameValue). Written for speed, one string built in one walk: a 12,500-row raw record is 6.4 MB of JSON
// hashed on every save; the map/filter/join version with a JSON.stringify per value took 180–220 ms of it with the
// SHA-256, this one 134–138 ms (safe-stable-stringify: 152–165 ms, and it writes a Date as its toJSON text). Its output
// is byte-identical to that version's (tests/unit/core/canonical.test.ts keeps it as the reference and compares the
// two on generated and odd values): hashes already in the chain verify.

// a string that JSON.stringify would write with escapes (quotes, backslashes, control characters, any surrogate:
// a lone one is escaped, a pair left for JSON.stringify to decide)
// eslint-disable-next-line no-control-regex -- control characters are exactly what JSON escapes
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;
const quote = (s: string) => (ESCAPED.test(s) ? JSON.stringify(s) : `"${s}"`);

/**
 * JSON with sorted keys. `known` gives the canonical text of objects already written (the same object, unchanged
 * since): it is used instead of walking them again. Odd values keep the reference's output: undefined and non-finite
 * numbers are null, a key whose value is undefined is left out, a Date or class instance is its own enumerable keys.
 */
export function canonical(value: unknown, known?: ReadonlyMap<object, string>): string {
  return write(value, known) as string;
}

function write(value: unknown, known: ReadonlyMap<object, string> | undefined): string | undefined {
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
      return 'null';
    case 'object':
      break;
    default:
      // a function or symbol: undefined, written as the reference did ('' in an array, 'undefined' after a key)
      return JSON.stringify(value);
  }
  if (value === null) return 'null';
  const done = known?.get(value);
  if (done !== undefined) return done;
  if (Array.isArray(value)) {
    // joined, not appended: a string built of a million appended pieces is slow to hash or send (V8 flattens it)
    const parts = new Array<string>(value.length);
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      // a hole stays empty (Array.prototype.map skipped it), an undefined element is null, a function is empty
      parts[i] = v === undefined ? (i in value ? 'null' : '') : (write(v, known) ?? '');
    }
    return `[${parts.join(',')}]`;
  }
  const keys = sorted(Object.keys(value));
  let s = '{';
  for (const k of keys) {
    const v = (value as Record<string, unknown>)[k];
    if (v === undefined) continue;
    s += (s.length > 1 ? ',' : '') + quote(k) + ':' + write(v, known);
  }
  return s + '}';
}

/**
 * Keys in the order Array.prototype.sort() gives them (UTF-16 code units, as `>` compares strings): insertion sort for
 * the few keys of a record's row, about twice as fast there as the generic sort; the generic sort for many.
 */
function sorted(keys: string[]): string[] {
  if (keys.length > 32) return keys.sort();
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i];
    let j = i;
    for (; j > 0 && keys[j - 1] > k; j--) keys[j] = keys[j - 1];
    keys[j] = k;
  }
  return keys;
}
