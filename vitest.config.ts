import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { ISOLATED } from './tests/setup/isolated.ts';

// The node project's files (API, security, ops, unit): real databases, apps built in process.
const NODE = {
  environment: 'node',
  include: ['tests/**/*.test.ts', 'schemas/**/*.test.ts', 'server/**/*.test.ts'],
  exclude: ['tests/ui/**', 'tests/e2e/**', 'node_modules/**'],
  globalSetup: ['tests/setup/seedTemplates.ts'],
  // API tests build a seeded app per file and hash passwords with argon2: generous limits keep a
  // busy 2-core machine from turning slowness into failures (a real hang still fails).
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// Four projects: the UI's component tests in jsdom, the browser end-to-end tests (long timeouts: they build the UI
// and start the real server), and everything else in node: most files sharing each worker's module graph ('node'),
// the few that must not in 'node-isolated'.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@schemas': new URL('./schemas', import.meta.url).pathname } },
  test: {
    // the default report, then each project's wall time, work and slowest files (tests/setup/projectTimes.ts)
    reporters: ['default', './tests/setup/projectTimes.ts'],
    // CI (an otherwise idle 2-core machine): two test files at a time, where vitest's default (cores - 1) ran one.
    // A file spends much of its time waiting on other processes (Chromium renders, PostgreSQL answers, argon2 runs
    // on libuv's pool), so one worker left a core idle; the e2e files, which ran one by one after all the others,
    // now share the two workers (each file has its own server, database and browser contexts). Elsewhere the
    // default stays: on a 2-core machine shared with other work, a second worker only stretches each file (a sample
    // of 8 files at load 36 ran no faster and timed e2e steps out). `--maxWorkers=N` overrides either.
    maxWorkers: process.env.CI ? Math.max(2, os.availableParallelism() - 1) : undefined,
    projects: [
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
          // the files of a worker share one module graph: React, MUI, react-admin and src/ are imported once per
          // worker instead of once per file (isolated, the 34 files took 211 CPU-s, import 49 % of it; shared, 84
          // CPU-s, 28 Nov, both with every test passing, shared also in a shuffled file order). Each file still
          // renders into a clean DOM and storage (tests/ui/setup.ts, which runs for every file) and starts its own
          // msw handlers (tests/ui/msw.ts).
          isolate: false,
          // whole-app renders in jsdom load the lazy shell; allow for a busy 2-core machine
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/seedTemplates.ts', 'tests/setup/browser.ts'],
          // as in 'node': a worker's files share the server's module graph and playwright-core, loaded once per
          // worker; each file still starts its own server on its own database copy and opens its own contexts
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
          // a page waited for with expect.poll: 1 s (the default) was too short for a filtered list to load while the
          // other projects share the 2 cores (CI 17:36, the dashboard's equipment list)
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        test: {
          ...NODE,
          name: 'node',
          exclude: [...NODE.exclude, ...ISOLATED],
          // the files of a worker share one module graph: server/, schemas/ and their dependencies are evaluated
          // once per worker instead of once per file (~3 s of import and ~1 s of warm-up each, ~150 files). Each file
          // still builds its own app on its own database; none changes a module's state that the next reads (the
          // files that do are in ISOLATED).
          isolate: false,
        },
      },
      {
        extends: true,
        // files that replace a module with vi.mock: the module graph their app is built from differs from the others'
        test: { ...NODE, name: 'node-isolated', include: ISOLATED },
      },
    ],
  },
});
