// `npm test`: the type check, ESLint and Prettier beside vitest instead of before it. Run one after another before
// vitest, the three took ~90 s of one core on a quiet 2-core machine (tsc ~40 s, ESLint ~23 s and Prettier ~25 s from
// a clean clone, measured 28 Nov) while the second core idled; vitest's own files wait much of their time (a browser,
// a child server, PostgreSQL), so the checks fill those gaps. The suite passes only when every part passes, as the
// `&&` chain did. Each check's output is printed as one block when it ends (a type error shows as soon as tsc is
// done); arguments go to vitest (`npm test -- tests/api/foo.test.ts`).
import { spawn } from 'node:child_process';

/** the checks, one after another (about one core; the two vitest workers use the other and the gaps). npm puts
 * node_modules/.bin first on the PATH of its scripts. */
const CHECKS: Array<[string, string[]]> = [
  ['tsc', ['--noEmit', '-p', '.']],
  ['npm', ['run', '-s', 'lint']], // ESLint, then Prettier
];

function run(cmd: string, args: string[], buffered: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d));
    child.stderr?.on('data', (d: Buffer) => (output += d));
    child.on('error', (err) => resolve({ code: 1, output: `${output}${err.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

async function checks(): Promise<string[]> {
  const failed: string[] = [];
  for (const [cmd, args] of CHECKS) {
    const t0 = Date.now();
    const { code, output } = await run(cmd, args, true);
    const took = `${((Date.now() - t0) / 1000).toFixed(1)} s`;
    process.stdout.write(`\n[npm test] ${[cmd, ...args].join(' ')} ${code === 0 ? 'passed' : 'FAILED'} (${took})\n${code === 0 ? '' : output}`);
    if (code !== 0) failed.push(cmd);
  }
  return failed;
}

const [failed, vitest] = await Promise.all([checks(), run('vitest', ['run', ...process.argv.slice(2)], false)]);
if (vitest.code !== 0) failed.push('vitest');
console.log(failed.length ? `\n[npm test] failed: ${failed.join(', ')}` : '\n[npm test] type check, lint and tests passed');
process.exit(failed.length ? 1 : 0);
