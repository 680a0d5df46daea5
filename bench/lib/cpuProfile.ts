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
interface Profile {
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

const nameOf = (n: Node) => {
  const url = n.callFrame.url.replace(/^.*\/(node_modules\/)?/, '');
  return `${n.callFrame.functionName || '(anonymous)'} ${url}:${n.callFrame.lineNumber + 1}`;
};

/** Prints the functions with the most self and total time (ms). */
export function summarise(p: Profile, top = 25) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let all = 0;
  p.samples.forEach((id, i) => {
    const ms = (p.timeDeltas[i] ?? 0) / 1000;
    all += ms;
    const leaf = byId.get(id)!;
    self.set(nameOf(leaf), (self.get(nameOf(leaf)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = nameOf(byId.get(at)!);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  });
  const show = (title: string, m: Map<string, number>) => {
    console.log(`${title} (of ${all.toFixed(0)} ms sampled)`);
    for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${v.toFixed(0).padStart(6)} ms  ${k}`);
  };
  show('self time', self);
  show('total time', total);
}
