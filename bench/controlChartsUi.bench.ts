// Statistical QC in the browser (issue 31 "Speed": a chart of 1,000 points opens in < 1 s): `npx tsx bench/controlChartsUi.bench.ts`.
// The real server (in-process, seeded SQLite) serving the production build, Debian's Chromium. Setup: the demo's
// established chart (its limits in force) gets 1,000 more points through the one write path (crud insertIn, as the
// seed lands its history), older than its own, each judged against those limits so the plot has every colour.
// Timed: QA clicks the chart's row in 质控图 → the plot drawn (its point paths on the surface, then two frames so the
// paint is done). Cold: a fresh browser context each run (the drawing chunk and the view fetched anew, after login);
// warm: back to the list and the same click again in that context (chunk cached; the view refetched on mount).
// Median of RUNS each; the machine's load beside (it is shared). Results go to bench/results/controlChartsUi.json.
import os from 'node:os';
import { Dec } from '../schemas/calc/decimal.ts';
import { findChromium, startE2E, asRole, openMenu, apiOf, type E2E, type RolePage } from '../tests/e2e/harness.ts';
import { inUnit, res, type Row } from '../server/workflow/store.ts';
import type { RequestContext } from '../server/crud/context.ts';
import { machine, writeResult } from './lib/targets.ts';

const POINTS = 1000;
const RUNS = 5;
const TARGET_MS = 1000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const loadavg = () => os.loadavg().map((x) => Math.round(x * 100) / 100);

/** Adds POINTS points to the demo's first chart with limits; its number and name. */
async function setup(e: E2E): Promise<{ chartId: number; chartNo: string; total: number }> {
  const db = e.app.database.db;
  const chart = await db.selectFrom('controlCharts').selectAll().where('limitsVersion', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
  const limits = await db
    .selectFrom('controlChartLimits')
    .selectAll()
    .where('chartId', '=', chart.id)
    .where('revision', '=', chart.limitsVersion!)
    .executeTakeFirstOrThrow();
  const own = await db.selectFrom('controlPoints').select(['qcSheetId', 'measuredAt']).where('chartId', '=', chart.id).orderBy('measuredAt').execute();
  const qa = await db.selectFrom('users').select(['id', 'nickname']).where('username', '=', 'qa').executeTakeFirstOrThrow();
  const first = Date.parse(String(own[0].measuredAt));
  // a deterministic walk around the centre, within about ±3.5 s (so warnings and a few rejects show)
  let seed = 11;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648 - 0.5) * 7;
  const centre = new Dec(String(limits.centre));
  const sd = new Dec(String(limits.sd));
  const bodies: Row[] = Array.from({ length: POINTS }, (_, i) => {
    const z = next();
    const value = centre.plus(sd.times(z)).toDecimalPlaces(1).toFixed();
    const az = Math.abs(z);
    return {
      chartId: chart.id,
      runKey: `BENCH${i}#1`,
      level: 0,
      value,
      z: z.toFixed(2),
      verdict: az > 3 ? 'reject' : az > 2 ? 'warning' : 'in_control',
      rules: az > 3 ? ['1-3s'] : az > 2 ? ['1-2s'] : [],
      limitsVersion: chart.limitsVersion,
      qcSheetId: own[0].qcSheetId,
      analystId: qa.id,
      measuredAt: new Date(first - (POINTS - i) * 3600_000).toISOString(),
    };
  });
  const ctx = {
    app: e.app.app.lims,
    user: { id: qa.id, username: 'qa', nickname: qa.nickname, avatar: null, roles: [], perms: new Set(), menus: [], isRoot: false },
    lang: 'zh-CN',
    audit: { userId: qa.id, username: 'qa', method: 'BENCH', url: 'bench' },
  } as unknown as RequestContext; // the seed's way of acting as a user outside a request (server/seed/business.ts)
  await inUnit(ctx, (u) => u.services.crud.insertIn(u.tx, res('controlPoints'), bodies, ctx));
  return { chartId: Number(chart.id), chartNo: String(chart.chartNo), total: POINTS + own.length };
}

/** From the chart list, a click on the chart's row until its plot is drawn: ms. */
async function clickToDrawn(page: RolePage, chartNo: string): Promise<number> {
  await page.locator('table tbody tr').filter({ hasText: chartNo }).first().waitFor();
  const t0 = performance.now();
  await page.locator('table tbody tr').filter({ hasText: chartNo }).first().click();
  await page.locator('svg.MuiChartsSurface-root path[fill]').first().waitFor();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return performance.now() - t0;
}

if (!findChromium()) {
  console.log('skipped: no Chromium found (apt-get install -y chromium)');
  process.exit(0);
}
const e = await startE2E();
try {
  const { chartId, chartNo, total } = await setup(e);
  // a control: the view the page draws carries every point (the batch renderer draws a path per series, not per point)
  const api = apiOf(e);
  const view = await api.call('GET', `/admin/qc/charts/${chartId}/view`, { token: await api.loginApi('qa') });
  if (view.body.data.points.length !== total) throw new Error(`the view has ${view.body.data.points.length} points, expected ${total}`);
  console.log(`chart ${chartNo}: ${total} points in its view`);
  const loadBefore = loadavg();
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await asRole(e, 'qa', { width: 1366, height: 900 });
    await openMenu(page, 'qualityControl', '/qualityControl/control-charts');
    cold.push(await clickToDrawn(page, chartNo));
    await page.goBack();
    warm.push(await clickToDrawn(page, chartNo));
    await page.context().close();
  }
  const result = {
    date: new Date().toISOString(),
    ...machine(),
    loadavg: { before: loadBefore, after: loadavg() },
    points: total,
    runs: RUNS,
    coldMs: { median: Math.round(median(cold)), all: cold.map(Math.round) },
    warmMs: { median: Math.round(median(warm)), all: warm.map(Math.round) },
    targetMs: TARGET_MS,
    meetsTarget: median(cold) < TARGET_MS && median(warm) < TARGET_MS,
  };
  console.log(`click → chart of ${total} points drawn, cold: median ${result.coldMs.median} ms (${result.coldMs.all.join(', ')}); target < ${TARGET_MS} ms`);
  console.log(`click → chart of ${total} points drawn, warm: median ${result.warmMs.median} ms (${result.warmMs.all.join(', ')})`);
  console.log(`load average before ${result.loadavg.before.join(' ')}, after ${result.loadavg.after.join(' ')} on ${result.cpus} cores`);
  writeResult('controlChartsUi', result);
} finally {
  await e.close();
}
