// Global setup (e2e project): one Chromium for the run, which every e2e file connects to (tests/e2e/harness.ts).
//
// Why: each file launched and closed its own Chromium; measured with 5 rounds of launch/page/close against 5
// connects to one server, that is ~1.5 s of CPU and ~4 s on a busy 2-core machine per file. Each file still gets
// fresh contexts (own storage, cookies, cache), so tests see the same browser state as before.
//
// The browser server lives in a child process, not in vitest's main process (which serves modules to the workers):
// it ends when its stdin closes, so a killed run leaves no Chromium behind.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { BROWSER_ENV, FLAGS, findChromium } from '../e2e/harness.ts';

const SERVER = `
import { chromium } from 'playwright-core';
const server = await chromium.launchServer({ executablePath: process.env.CHROMIUM, args: JSON.parse(process.env.FLAGS) });
process.stdout.write(server.wsEndpoint() + '\\n');
process.stdin.resume();
process.stdin.on('end', () => server.close().then(() => process.exit(0)));
`;

export default async function setup() {
  const executable = findChromium();
  if (!executable) return; // e2eEnabled() in each file skips with its reason, or fails under CI
  const child = spawn(process.execPath, ['--input-type=module', '-e', SERVER], {
    cwd: path.resolve(import.meta.dirname, '../..'), // resolves playwright-core from the project
    env: { ...process.env, CHROMIUM: executable, FLAGS: JSON.stringify(FLAGS) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.env[BROWSER_ENV] = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d;
      if (out.includes('\n')) resolve(out.trim());
    });
    child.once('exit', (code) => reject(new Error(`the shared Chromium did not start (exit ${code})`)));
  });
  return async () => {
    child.stdin.end();
    await exited;
  };
}
