/**
 * Node-project files that run isolated, each with its own module graph (vitest.config.ts' 'node-isolated' project),
 * while the others share their worker's: those that vi.mock a module (the app they build must be made from the mocked
 * module, and must not leave it to the next file) and those that read a process-wide count from zero (the health
 * route's transactionRetries, which other files' apps raise) or need a process-wide quota unused (the 200 named
 * prepared statements of server/db/prepared.ts, which other files' apps fill). tests/unit/isolated.test.ts checks the
 * list.
 */
export const ISOLATED = [
  'tests/security/access.test.ts',
  'tests/security/auth.test.ts',
  'tests/security/fuzz.test.ts',
  'tests/security/injection.test.ts',
  'tests/ops/retention.test.ts',
  'tests/api/loginThrottle.test.ts',
  'tests/ops/health.test.ts',
  'tests/ops/preparedStatements.test.ts',
];
