import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: the UI's component tests in jsdom, the browser end-to-end tests (long timeouts: they build the UI
// and start the real server), and everything else in node.
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
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts', 'schemas/**/*.test.ts', 'server/**/*.test.ts'],
          exclude: ['tests/ui/**', 'tests/e2e/**', 'node_modules/**'],
          globalSetup: ['tests/setup/seedTemplates.ts'],
          // API tests build a seeded app per file and hash passwords with argon2: generous limits keep a
          // busy 2-core machine from turning slowness into failures (a real hang still fails).
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
