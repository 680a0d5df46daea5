import fc from 'fast-check';

// Values of the wrong type for each field kind, shared by the property tests of the generic routes
// (fieldKinds.test.ts) and of the workflow routes (workflowKinds.test.ts).

export const notBool = fc.oneof(
  fc.constantFrom('false', 'true', '0', '1', 'yes', ''),
  fc.integer(),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
  fc.array(fc.boolean(), { maxLength: 2 }),
);
export const notDay = fc.oneof(
  fc.constantFrom('2026-02-30', '2026-13-01', '0000-00-00', '2025-02-29', '2026-1-5', '2026-01-15T08:00:00Z', 'today'),
  fc.integer(),
  fc.boolean(),
);
export const notInstant = fc.oneof(fc.constantFrom('2026-01-15T08:00:00', '2026-01-15', '2026-02-30T08:00:00Z', 'now'), fc.integer(), fc.boolean());
export const notInt = fc.oneof(
  fc.integer().map(String),
  fc.double({ noInteger: true, noDefaultInfinity: true, noNaN: true }),
  fc.boolean(),
  fc.array(fc.integer(), { minLength: 1, maxLength: 2 }),
  fc.constant(''),
);
/** Not a decimal's text: a JSON number too (a binary float by the time it is read) and blanks around a numeral (never trimmed). */
export const notDecimal = fc.oneof(
  fc.constantFrom('abc', '1e5', '1,5', '--1', '', ' 12.5', '12.5 ', 12345, 0.1000000000000000055511151231257827),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.dictionary(fc.string(), fc.integer(), { maxKeys: 1 }),
);
export const notText = fc.oneof(fc.integer(), fc.boolean(), fc.dictionary(fc.string(), fc.integer(), { maxKeys: 1 }));
export const notList = fc.oneof(fc.string({ minLength: 1 }), fc.integer(), fc.boolean());

/**
 * Not a record id even for a field that reads numerals (the ids of workflow bodies): text, fractions, zero and
 * negatives, objects. (`true` and `[1]` are left out: a numeral-reading id field takes them as 1.)
 */
export const notId = fc.oneof(
  fc.constantFrom('abc', '1.5', '-2', '0', 'x1'),
  fc.double({ noInteger: true, noDefaultInfinity: true, noNaN: true }),
  fc.integer({ max: 0 }),
  fc.dictionary(fc.string(), fc.integer(), { minKeys: 1, maxKeys: 1 }),
);
