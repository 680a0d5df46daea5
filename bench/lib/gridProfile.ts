// Where a grid keystroke's time goes (bench/grid.bench.ts with GRID_BENCH_PROFILE=1): the renderer main thread's
// trace events by self time (script, style, layout, paint, …) and V8's sampled CPU profile by function (the page is
// built unminified then, so React's and the editor's functions keep their names).
import type { CDPSession } from 'playwright-core';
import { selfTimeByFunction, type Profile } from './cpuProfile.ts';

export interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  pid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** Self time (ms) by event name on the renderer's main thread: each event's duration less its children's. */
export function selfTimeByEvent(events: TraceEvent[]): Array<[string, number]> {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return [];
  const xs = events.filter((e) => e.tid === main.tid && e.pid === main.pid && e.ph === 'X' && e.dur !== undefined);
  xs.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const stack: TraceEvent[] = [];
  for (const e of xs) {
    while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur! <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur!);
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur!);
    stack.push(e);
  }
  return [...self].map(([k, v]): [string, number] => [k, v / 1000]).sort((a, b) => b[1] - a[1]);
}

/** Starts V8's sampling profiler; the returned function stops it and gives self time (ms) by function. */
export async function startCpuProfile(cdp: CDPSession): Promise<() => Promise<Array<[string, number]>>> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return async () => selfTimeByFunction(((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile);
}

/** The first `n` entries as "name  12.3 ms (4.1 ms per keystroke)" lines. */
export function table(rows: Array<[string, number]>, n: number, per: number): string {
  return rows
    .slice(0, n)
    .map(([k, v]) => `  ${k.padEnd(60).slice(0, 60)} ${v.toFixed(1).padStart(8)} ms  ${(v / per).toFixed(2).padStart(7)} ms/key`)
    .join('\n');
}
