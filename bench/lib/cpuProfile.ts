// Where a server request's time goes, in-process (bench/instrumentsImport.bench.ts with INSTR_PROFILE=1): V8's
// sampled CPU profile of the timed requests only (not the lab's setup), summed by function — self time, and total
// time (a function counted once per sample however deep it recurses). Time the server spends waiting on the database
// shows as "(idle)" or "(program)": the JavaScript share is what the rest names.
import fs from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
/** V8's sampled CPU profile, as Profiler.stop answers it (in-process here, over CDP for the grid's page). */
export interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

export async function profiled<T>(file: string, fn: () => Promise<T>): Promise<T> {
  const s = new Session();
  s.connect();
  await s.post('Profiler.enable');
  await s.post('Profiler.setSamplingInterval', { interval: 200 });
  await s.post('Profiler.start');
  try {
    return await fn();
  } finally {
    const { profile } = (await s.post('Profiler.stop')) as { profile: Profile };
    s.disconnect();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(profile));
    summarise(profile);
  }
}

/** "function file:line", the file without its directory. */
const nameOf = (n: Node) => {
  const file = n.callFrame.url.split('/').pop() ?? '';
  return `${n.callFrame.functionName || '(anonymous)'} ${file}:${n.callFrame.lineNumber + 1}`;
};

/** Self time (ms) by function: each sample's time to the function it was taken in, most first. */
export function selfTimeByFunction(p: Profile): Array<[string, number]> {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  p.samples.forEach((id, i) => {
    const name = nameOf(byId.get(id)!);
    self.set(name, (self.get(name) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]);
}

/** Prints the functions with the most self and total time (ms). */
export function summarise(p: Profile, top = 25) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const total = new Map<string, number>();
  let all = 0;
  p.samples.forEach((id, i) => {
    const ms = (p.timeDeltas[i] ?? 0) / 1000;
    all += ms;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = nameOf(byId.get(at)!);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  });
  const show = (title: string, rows: Array<[string, number]>) => {
    console.log(`${title} (of ${all.toFixed(0)} ms sampled)`);
    for (const [k, v] of rows.slice(0, top)) console.log(`  ${v.toFixed(0).padStart(6)} ms  ${k}`);
  };
  show('self time', selfTimeByFunction(p));
  show(
    'total time',
    [...total].sort((a, b) => b[1] - a[1]),
  );
}
