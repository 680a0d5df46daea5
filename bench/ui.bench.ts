// UI benchmark (issue 3): `npx tsx bench/ui.bench.ts`
//  1. Production build sizes: the JS the login route loads first (entry + its static imports + the login page
//     chunk and its imports), gzip and raw, against the 400 KB gzip target; and the total of all JS.
//  2. With the real server (in-process, port 0, seeded SQLite) and Debian's Chromium: time from navigation to a
//     usable login form, and from pressing "login" to a rendered 25-row list (median of 5 each, target 1.5 s).
// Results go to bench/results/ui.json. Without Chromium only the sizes are measured (and the reason printed).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { findChromium, startE2E, fillLogin } from '../tests/e2e/harness.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = 5;
const TARGET_INITIAL_GZIP_KB = 400;
const TARGET_LOGIN_TO_LIST_MS = 1500;
const LIST = '/permissions/logs'; // the audit log: the demo seed leaves well over 25 entries

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  src?: string;
}

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function buildSizes() {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-ui-bench-'));
  const r = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--manifest', '--sourcemap', 'hidden', '--outDir', out, '--emptyOutDir'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (r.status !== 0) throw new Error('vite build failed');
  const manifest = JSON.parse(fs.readFileSync(path.join(out, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const size = (file: string) => {
    const buf = fs.readFileSync(path.join(out, file));
    return { raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length };
  };
  // the chunks a key loads before it can run: itself and its static imports, recursively
  const closure = (key: string, acc = new Set<string>()) => {
    if (acc.has(key)) return acc;
    acc.add(key);
    for (const i of manifest[key].imports ?? []) closure(i, acc);
    return acc;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
  const login = Object.keys(manifest).find((k) => k.endsWith('pages/login/LoginPage.tsx'))!;
  const initial = new Set([...closure(entry), ...closure(login)]);
  const sum = (keys: Iterable<string>) =>
    [...keys].map((k) => size(manifest[k].file)).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  const initialSize = sum(initial);
  const allJs = fs
    .readdirSync(path.join(out, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => size(`assets/${f}`)); // not the .js.map files
  const total = allJs.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  // heavy parts that must stay out of the initial load: looked up in the sources of each initial chunk (hidden
  // source maps), so a library bundled into a shared chunk is found too
  const sourcesOf = (file: string): string[] => {
    const map = path.join(out, `${file}.map`);
    if (!fs.existsSync(map)) return [];
    const { sources } = JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] };
    return sources.map((src) => path.relative(ROOT, path.resolve(path.dirname(map), src))); // e.g. src/i18n/app.ts
  };
  const initialSources = [...initial].flatMap((k) => [manifest[k].src ?? '', ...sourcesOf(manifest[k].file)]);
  // a control: the login form is MUI, so a lookup that cannot find @mui/material has no source maps to read
  if (!initialSources.some((src) => src.includes('@mui/material'))) throw new Error('no source maps for the initial chunks: cannot check the heavy parts');
  const lazyChecks = Object.fromEntries(
    ['@mui/x-charts', '@codemirror', '@tiptap', 'signature_pad', 'pdfmake', 'exceljs', 'schemas/templates', 'src/analysis/rawRecord', 'src/pages/dashboard']
      // false, or the matching sources (node_modules packages by name), so a hit says what came in
      .map((needle) => {
        const hits = [
          ...new Set(initialSources.filter((src) => src.includes(needle)).map((src) => src.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1'))),
        ];
        return [needle, hits.length ? hits : false];
      }),
  );
  fs.rmSync(out, { recursive: true, force: true });
  return {
    initialChunks: initial.size,
    initialJsKB: { raw: kb(initialSize.raw), gzip: kb(initialSize.gzip) },
    totalJsKB: { raw: kb(total.raw), gzip: kb(total.gzip), files: allJs.length },
    heavyPartsInInitial: lazyChecks,
  };
}

const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);

async function timings() {
  const e = await startE2E();
  const loadBefore = loadavg();
  try {
    const formMs: number[] = [];
    const listMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await e.browser.newContext({ viewport: { width: 1366, height: 800 } }); // cold cache each run
      const page = await context.newPage();
      const t0 = performance.now();
      await page.goto(`${e.base}/#/login?redirect=${encodeURIComponent(LIST)}`);
      await page.locator('#username:enabled').waitFor();
      await page.locator('[data-testid=captcha] img').waitFor();
      formMs.push(performance.now() - t0);
      const t1 = performance.now();
      await fillLogin(page, 'admin');
      await page.locator(`[data-page="${LIST}"] table tbody tr:nth-child(25)`).waitFor();
      listMs.push(performance.now() - t1);
      await context.close();
    }
    // the machine is shared: the load around the timed runs says how far the figures can be trusted
    return {
      runs: RUNS,
      loadAverage: { before: loadBefore, after: loadavg(), cores: os.cpus().length },
      loginFormMs: { median: Math.round(median(formMs)), all: formMs.map(Math.round) },
      loginToListMs: { median: Math.round(median(listMs)), all: listMs.map(Math.round) },
    };
  } finally {
    await e.close();
  }
}

const sizes = buildSizes();
console.log(
  `initial JS for the login route: ${sizes.initialJsKB.gzip} KB gzip (${sizes.initialJsKB.raw} KB raw, ${sizes.initialChunks} chunks); target < ${TARGET_INITIAL_GZIP_KB} KB → ratio ${(sizes.initialJsKB.gzip / TARGET_INITIAL_GZIP_KB).toFixed(2)}`,
);
console.log(`total JS: ${sizes.totalJsKB.gzip} KB gzip (${sizes.totalJsKB.raw} KB raw) in ${sizes.totalJsKB.files} files`);
console.log('heavy parts in the initial load:', sizes.heavyPartsInInitial);

let times: Awaited<ReturnType<typeof timings>> | { skipped: string } = { skipped: 'no Chromium found (apt-get install -y chromium)' };
if (findChromium()) {
  times = await timings();
  console.log(`navigation → usable login form: median ${times.loginFormMs.median} ms (${times.loginFormMs.all.join(', ')})`);
  console.log(
    `load average (1, 5, 15 min) before ${times.loadAverage.before.join(' ')}, after ${times.loadAverage.after.join(' ')} on ${times.loadAverage.cores} cores`,
  );
  console.log(
    `login → 25-row list: median ${times.loginToListMs.median} ms (${times.loginToListMs.all.join(', ')}); target < ${TARGET_LOGIN_TO_LIST_MS} ms → ratio ${(times.loginToListMs.median / TARGET_LOGIN_TO_LIST_MS).toFixed(2)}`,
  );
} else console.log(`timings skipped: ${times.skipped}`);

const result = {
  date: new Date().toISOString(),
  node: process.version,
  cpu: os.cpus()[0]?.model,
  cores: os.cpus().length,
  loadAverage1m: Math.round(os.loadavg()[0] * 100) / 100,
  ...sizes,
  targetInitialGzipKB: TARGET_INITIAL_GZIP_KB,
  meetsSizeTarget: sizes.initialJsKB.gzip < TARGET_INITIAL_GZIP_KB,
  ...times,
  targetLoginToListMs: TARGET_LOGIN_TO_LIST_MS,
  meetsTimeTarget: 'loginToListMs' in times ? times.loginToListMs.median < TARGET_LOGIN_TO_LIST_MS : null,
};
fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench/results/ui.json'), JSON.stringify(result, null, 2) + '\n');
