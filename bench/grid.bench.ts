// Grid benchmark (issues 8, 14, 20): input latency of the raw-record entry grid in headless Chromium, against the
// 50 ms keystroke target. The page is the production build of the real editor (src/analysis/rawRecord/RecordEditor.tsx:
// header, grid, computed columns, results and QC from evaluateRecord). Three records:
//  - sheet: 100 rows × 12 inputs (1,200 cells), HJ 637 with a correction column (bench/lib/gridTemplate.ts);
//  - wide: the same sheet at 500 rows × 25 inputs (12,500 cells typed by hand; rows past 200 are virtualised);
//  - instrument: issue 20's ICP-MS run, 500 samples × 25 analytes = 12,500 rows, each reading with its file/line.
// Timed: the first render (render call → first frame with the grid, evaluation included); a keystroke from its
// keydown (in the page) to the first task after the next frame (the typed value on screen: layout and paint
// included) and to the frame after the engine's results for it were committed ("settled"); a scroll sweep, one
// screenful per step (the rows of the new position on screen); for the sheet, a block of 100 × 12 cells pasted.
// Run: node --import tsx bench/grid.bench.ts   GRID_BENCH_CASES=sheet,wide,instrument (a subset), GRID_BENCH_KEYSTROKES
// (300 for the sheet, 60 for the large records), GRID_BENCH_SRC=<another checkout> builds that tree's editor (before/after comparisons),
// GRID_BENCH_PROFILE=1 also prints where the keystrokes' main-thread time went. Figures: bench/results/grid.json.
//
// Profile (GRID_BENCH_PROFILE=1, 24 Nov 2026, after the change, 60 keystrokes, load average 7-10 on 2 cores, so
// shares rather than times; per keystroke, including the harness focusing and scrolling to the cell): sheet —
// Layerize 126 ms, Paint 38, Layout 16, Commit 10, script ~30 (of it the engine's Decimal arithmetic ~4, buildRow
// 1.5, React ~3); wide — script 190 (mostly the harness scrolling to a random row of 500), Layerize 148, Paint 96.
// The browser's layer and paint work on the 1,900-cell table is the cost, not the engine or React. Dropping the
// cells' `contain: paint` moved it from Layerize (126 → 63) to Paint (38 → 100), no gain: kept.
// 25 Nov 2026 (load 1.3–3.4): a static page of plain <input>s costs Chromium the same Layerize per keystroke without
// React (1,200 inputs: 34 ms; 480: 15 ms; 1,200 text cells: 9 ms), so a sheet of more than 480 inputs now renders
// only its rows in view (src/analysis/rawRecord/GridBody.tsx), and the engine's evaluation starts after the typed value's
// frame (src/analysis/rawRecord/useAfterPaint.ts; 69 ms for the instrument case's 12,500 rows, which had often run before
// that frame). Typed value p95: sheet 67.9–81 → 27.5–30.9 ms, instrument 54–71 → 22.5–29.6 ms, wide 42–63 ms
// (from 253 under load); results painted p95 51–62 / 85–100 / 104–117 ms; the sheet's scroll step 35 → 46–75 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildPage, serve, type PageCase } from './lib/gridPage.ts';
import { gridBenchTemplate, instrumentGridSheet } from './lib/gridTemplate.ts';
import { selfTimeByEvent, startCpuProfile, table, type TraceEvent } from './lib/gridProfile.ts';
import { FLAGS, findChromium } from '../tests/e2e/harness.ts';
import { formatLoad } from './lib/load.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.resolve(process.env.GRID_BENCH_SRC ?? ROOT);
const PROFILE = process.env.GRID_BENCH_PROFILE === '1';
const TARGET_MS = 50;
const WIDE_ROWS = 500;
const WIDE_INPUTS = 25;

interface Case extends PageCase {
  keystrokes: number;
  warmup: number;
  paste: boolean;
}

function cases(): Case[] {
  const only = (process.env.GRID_BENCH_CASES ?? 'sheet,wide,instrument').split(',');
  const n = process.env.GRID_BENCH_KEYSTROKES ? Number(process.env.GRID_BENCH_KEYSTROKES) : undefined;
  const out: Case[] = [];
  if (only.includes('sheet')) {
    const t = gridBenchTemplate();
    out.push({ name: 'sheet', template: t, record: t.example, keystrokes: n ?? 300, warmup: 30, paste: true });
  }
  if (only.includes('wide')) {
    const t = gridBenchTemplate(WIDE_ROWS, WIDE_INPUTS);
    out.push({ name: 'wide', template: t, record: t.example, keystrokes: n ?? 60, warmup: 5, paste: true });
  }
  if (only.includes('instrument')) out.push({ name: 'instrument', ...instrumentGridSheet(), keystrokes: n ?? 60, warmup: 5, paste: false });
  return out;
}

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const round = (x: number, d = 1) => Number(x.toFixed(d));
const stats = (xs: number[]) => {
  const s = xs.slice().sort((a, b) => a - b);
  return { median: round(pct(s, 50)), p95: round(pct(s, 95)), max: round(s[s.length - 1]), mean: round(s.reduce((a, b) => a + b, 0) / s.length) };
};
const GRID = '[data-testid="sample-grid"]';

/** Scrolls the grid until row `r` is rendered (a long record renders only the rows in view), then focuses the cell. */
async function focusCell(page: Page, r: number, key: string) {
  await page.evaluate(
    async ({ r, key, grid }) => {
      const frame = () => new Promise((res) => requestAnimationFrame(() => setTimeout(res, 0)));
      const box = document.querySelector<HTMLElement>(grid)!;
      const find = () => box.querySelector<HTMLInputElement>(`input[data-cell="${r}.${key}"]`);
      for (let i = 0; i < 30 && !find(); i++) {
        const shown = [...box.querySelectorAll<HTMLElement>('tr[data-row]')];
        const first = shown[0];
        const last = shown[shown.length - 1];
        const per = (last.offsetTop - first.offsetTop) / Math.max(1, shown.length - 1) || 30;
        const mid = (Number(first.dataset.row) + Number(last.dataset.row)) / 2;
        box.scrollTop += (r - mid) * per;
        await frame();
        await frame();
      }
      const el = find()!;
      el.focus();
      el.setSelectionRange(el.value.length, el.value.length);
      await frame();
    },
    { r, key, grid: GRID },
  );
}

async function runCase(browser: Browser, c: Case, dist: string) {
  const server = await serve(dist, c);
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  page.setDefaultTimeout(600_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // tsx compiles this file keeping function names (esbuild's keepNames): a function declared inside an evaluated
  // callback calls its __name helper, which the page does not have
  await page.addInitScript('globalThis.__name = (f) => f;');
  try {
    const rows = c.record.rows.length;
    const keys = c.template.inputs.map((f) => f.key);
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.waitForFunction(() => (window as unknown as { firstRenderMs?: number }).firstRenderMs !== undefined, null, { polling: 50 });
    const firstRenderMs = await page.evaluate(() => (window as unknown as { firstRenderMs: number }).firstRenderMs);
    const renderedCells = await page.locator(`${GRID} input`).count();
    // keydown → next frame → first task after it: the typed value is on screen
    await page.evaluate(() => {
      const w = window as unknown as { lat: number[]; pendingKey: number };
      document.addEventListener(
        'keydown',
        () => {
          const t0 = performance.now();
          w.pendingKey = t0;
          requestAnimationFrame(() => setTimeout(() => w.lat.push(performance.now() - t0), 0));
        },
        true,
      );
    });
    // the renderer's main-thread CPU time (trace events' thread duration) over the measured keystrokes: unlike
    // wall time, it does not grow when other processes compete for the CPU
    const cdp = await page.context().newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    const traced = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    let stopProfile: Awaited<ReturnType<typeof startCpuProfile>> | undefined;
    let seed = 42;
    const rand = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let i = 0; i < c.warmup + c.keystrokes; i++) {
      if (i === c.warmup) {
        await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
        if (PROFILE) stopProfile = await startCpuProfile(cdp);
      }
      await focusCell(page, rand(rows), keys[rand(keys.length)]);
      // a digit typed at the end of the value (a real edit: computed columns and the result change)
      await page.keyboard.press(String(1 + rand(9)));
      await page.waitForFunction(
        (n) => (window as unknown as { lat: number[] }).lat.length >= n && (window as unknown as { settled: number[] }).settled.length >= n,
        i + 1,
        { polling: 'raf' },
      );
    }
    const cpuTop = stopProfile ? await stopProfile() : [];
    await cdp.send('Tracing.end');
    await traced;
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const onMain = (e: TraceEvent) => main && e.tid === main.tid && e.pid === main.pid;
    const cpuMs = events.filter((e) => onMain(e) && e.name === 'RunTask' && e.ph === 'X').reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000;
    const w = await page.evaluate(() => {
      const { lat, settled } = window as unknown as { lat: number[]; settled: number[] };
      return { lat, settled };
    });
    const typed = stats(w.lat.slice(c.warmup));
    const settled = stats(w.settled.slice(c.warmup));
    // the last edit shows the engine's result for its row (the bench measured real updates, not no-ops)
    await focusCell(page, 0, keys[0]);
    const resultShown = await page.locator(`${GRID} td[data-value="0.${c.template.results[0].key}"]`).textContent();

    // a scroll sweep from the top, one screenful per step: the rows of the new position on screen
    const scroll = await page.evaluate(async (grid) => {
      const box = document.querySelector<HTMLElement>(grid)!;
      box.scrollTop = 0;
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const steps: number[] = [];
      let blank = 0;
      for (let i = 0; i < 60 && box.scrollTop + box.clientHeight < box.scrollHeight; i++) {
        const t0 = performance.now();
        box.scrollTop += box.clientHeight;
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        steps.push(performance.now() - t0);
        const rect = box.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.left + 80, rect.top + rect.height / 2);
        if (!hit?.closest('tr[data-row]')) blank++;
      }
      return { steps, blank };
    }, GRID);

    let pasteMs: number | undefined;
    if (c.paste) {
      // every cell changed (a digit appended: still a valid number), so that the paste is a real edit of all of them
      const block = c.record.rows.map((r) => keys.map((k) => `${r.inputs[k] ?? ''}1`).join('\t')).join('\n');
      await focusCell(page, 0, keys[0]);
      pasteMs = await page.evaluate(
        async ({ text, sel }) => {
          const el = document.querySelector(sel)!;
          const data = new DataTransfer();
          data.setData('text/plain', text);
          const t0 = performance.now();
          el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
          await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
          return performance.now() - t0;
        },
        { text: block, sel: `${GRID} input[data-cell="0.${keys[0]}"]` },
      );
    }
    const result = {
      rows,
      inputsPerRow: keys.length,
      inputCells: rows * keys.length,
      renderedInputCells: renderedCells,
      firstRenderMs: round(firstRenderMs),
      keystrokes: c.keystrokes,
      warmupKeystrokes: c.warmup,
      keystrokeMs: typed,
      settledMs: settled,
      targetMs: TARGET_MS,
      ratioToTarget: { median: round(typed.median / TARGET_MS, 3), p95: round(typed.p95 / TARGET_MS, 3) },
      settledRatioToTarget: { median: round(settled.median / TARGET_MS, 3), p95: round(settled.p95 / TARGET_MS, 3) },
      meetsTarget: typed.p95 <= TARGET_MS,
      // main-thread CPU per keystroke (includes the harness focusing the cell, and scrolling to it, before each key)
      mainThreadCpuMsPerKeystroke: round(cpuMs / c.keystrokes, 2),
      scrollStepMs: scroll.steps.length ? stats(scroll.steps) : null,
      scrollSteps: scroll.steps.length,
      scrollBlankSteps: scroll.blank,
      pasteMs: pasteMs === undefined ? undefined : round(pasteMs),
      lastResultShown: resultShown,
      pageErrors: errors,
    };
    console.log(`\n[${c.name}] ${rows} rows × ${keys.length} inputs (${result.inputCells} cells, ${renderedCells} rendered)`);
    console.log(`first render: ${result.firstRenderMs} ms`);
    console.log(`keystroke → typed value painted: p50 ${typed.median} ms, p95 ${typed.p95} ms, max ${typed.max} ms`);
    console.log(
      `target p95 ≤ ${TARGET_MS} ms: p50 ×${result.ratioToTarget.median}, p95 ×${result.ratioToTarget.p95} → ${result.meetsTarget ? 'MET' : 'NOT MET'}`,
    );
    console.log(`keystroke → results painted: p50 ${settled.median} ms, p95 ${settled.p95} ms (×${result.settledRatioToTarget.p95} of the target)`);
    console.log(`renderer main-thread CPU per keystroke: ${result.mainThreadCpuMsPerKeystroke} ms (load-independent cost)`);
    if (result.scrollStepMs)
      console.log(
        `scroll, one screen per step (${scroll.steps.length}): median ${result.scrollStepMs.median} ms, p95 ${result.scrollStepMs.p95} ms; blank ${scroll.blank}`,
      );
    if (pasteMs !== undefined) console.log(`paste of ${rows}×${keys.length} cells: ${result.pasteMs} ms`);
    console.log(`page errors: ${errors.length}`);
    if (PROFILE) {
      console.log(`main-thread self time by trace event (${c.keystrokes} keystrokes):\n${table(selfTimeByEvent(events), 14, c.keystrokes)}`);
      console.log(`JS self time by function:\n${table(cpuTop, 30, c.keystrokes)}`);
    }
    return result;
  } finally {
    await page.close();
    server.close();
  }
}

async function main() {
  const exe = findChromium();
  if (!exe) throw new Error('no Chromium (apt-get install -y chromium, or set CHROMIUM_PATH)');
  const loadAverage1m = os.loadavg();
  const todo = cases();
  const dist = await buildPage(SRC, !PROFILE);
  const browser = await chromium.launch({ executablePath: exe, args: FLAGS });
  const out: Record<string, unknown> = {
    date: new Date().toISOString(),
    source: SRC === ROOT ? 'this tree' : SRC,
    node: process.version,
    chromium: browser.version(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    loadAverageAtStart: loadAverage1m.map((x) => round(x, 2)),
  };
  console.log(`grid bench of ${out.source}; load average ${loadAverage1m.map((x) => x.toFixed(2)).join(' ')} (${os.cpus().length} cores)`);
  try {
    for (const c of todo) out[c.name] = await runCase(browser, c, dist);
  } finally {
    await browser.close();
    fs.rmSync(path.dirname(dist), { recursive: true, force: true });
  }
  out.loadAverageAtEnd = os.loadavg().map((x) => round(x, 2));
  console.log(`\nload average at the end: ${formatLoad()}`);
  fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench/results/grid.json'), `${JSON.stringify(out, null, 2)}\n`);
  if (todo.some((c) => (out[c.name] as { pageErrors: string[] }).pageErrors.length)) process.exitCode = 1;
}

await main();
