// API reference page (issue 16): `npx tsx bench/apiDocs.bench.ts`
// With the real server (in-process, port 0, seeded SQLite) and Debian's Chromium: the served document's size, and
// the time from navigation to the first drawn group of /admin/api-docs and to an operation opened by deep link
// (median of RUNS, each in a fresh context: no cache). For comparison in the same conditions, once each: the page
// fed the 3.1 document clients read (what it read before server/openapi/rendition.ts), and fed a 3-operation
// document (the floor: loading swagger-ui itself). Prints the figures with the load average (the machine is shared)
// and writes bench/results/apiDocs.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { FLAGS, findChromium } from '../tests/e2e/harness.ts';
import { freshSqliteFile } from '../tests/api/harness.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const chrome = findChromium();
if (!chrome) {
  console.log('apiDocs bench skipped: no Chromium at /usr/bin/chromium (apt-get install -y chromium, or set CHROMIUM_PATH)');
  process.exit(0);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-apidocs-bench-'));
const config = loadConfig({
  DATABASE_URL: `file:${freshSqliteFile(dir, { DATA_DIR: dir })}`,
  DATA_DIR: dir,
  LOG_DIR: path.join(dir, 'logs'),
  LOG_LEVEL: 'warn',
});
const app = await buildApp(config);
const base = await app.app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: chrome, args: FLAGS });
try {
  const res = await fetch(`${base}/admin/api-docs/openapi.json`);
  const text = await res.text();
  const doc = JSON.parse(text) as { paths: Record<string, object>; components: { schemas: object } };
  const operations = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
  const firstDraw: number[] = [];
  const deepLink: number[] = [];
  /** ms to the first drawn group; `spec`: what the page reads instead of /admin/api-docs/json */
  async function draw(spec?: string): Promise<number> {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    if (spec) await page.route('**/admin/api-docs/json', (route) => route.fulfill({ body: spec, contentType: 'application/json' }));
    const t0 = performance.now();
    await page.goto(`${base}/admin/api-docs`);
    await page.locator('.opblock-tag').first().waitFor({ timeout: 300_000 });
    const ms = performance.now() - t0;
    await context.close();
    return ms;
  }
  const floor = { ...doc, paths: Object.fromEntries(Object.entries(doc.paths).slice(0, 3)) };
  await draw(JSON.stringify(floor)); // warm-up, not counted: the first page pays Chromium's and the server's first serve
  const floorMs = await draw(JSON.stringify(floor));
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const t0 = performance.now();
    await page.goto(`${base}/admin/api-docs#/${encodeURIComponent('分析室 · Analysis room')}/postAnalysisIssued`);
    await page.locator('.opblock-tag').first().waitFor({ timeout: 300_000 });
    firstDraw.push(performance.now() - t0);
    await page.locator('[id="operations-分析室_·_Analysis_room-postAnalysisIssued"] .opblock-body').first().waitFor({ timeout: 300_000 });
    deepLink.push(performance.now() - t0);
    await context.close();
  }
  const openapi31Ms = process.env.SKIP_31 ? NaN : await draw(text);
  const figures = {
    floorMs: Math.round(floorMs),
    openapi31FirstDrawMs: Math.round(openapi31Ms),
    documentBytes: text.length,
    operations,
    schemas: Object.keys(doc.components.schemas).length,
    firstDrawMs: Math.round(median(firstDraw)),
    deepLinkOpenMs: Math.round(median(deepLink)),
    runs: RUNS,
    load: os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' '),
  };
  console.log(`document: ${(text.length / 1024).toFixed(0)} KB, ${operations} operations, ${figures.schemas} component schemas`);
  console.log(`first drawn group: median ${s(figures.firstDrawMs)} (${firstDraw.map(s).join(', ')})`);
  console.log(`deep-linked operation open: median ${s(figures.deepLinkOpenMs)} (${deepLink.map(s).join(', ')})`);
  console.log(`same page fed the 3.1 document (before): ${s(openapi31Ms)}; fed a 3-operation document (swagger-ui's own load): ${s(floorMs)}`);
  console.log(`load average: ${figures.load}`);
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(import.meta.dirname, 'results/apiDocs.json'), JSON.stringify(figures, null, 2));
} finally {
  await browser.close();
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
