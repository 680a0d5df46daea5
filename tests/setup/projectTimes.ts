// A reporter that prints, after the run, each project's wall time (first file started → last file ended), its work
// (the files' own times summed: import, setup and tests) and its slowest files: the figures issue 36 asks the suite to
// be measured by, printed by every `npm test` so that a slower change shows where it came from.
import type { Reporter, TestModule } from 'vitest/node';

interface Span {
  start: number;
  end: number;
  work: number;
  files: number;
  tests: number;
  slow: [number, string][];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class ProjectTimes implements Reporter {
  private spans = new Map<string, Span>();
  private runStart = Date.now();

  onTestRunStart() {
    this.runStart = Date.now();
  }

  onTestModuleEnd(m: TestModule) {
    const name = m.project.name || 'default';
    const d = m.diagnostic();
    const work = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
    const s = this.spans.get(name) ?? { start: Infinity, end: 0, work: 0, files: 0, tests: 0, slow: [] };
    // a file began its work `work` ago (the module-start event comes after its import, which counts)
    s.start = Math.min(s.start, Date.now() - work);
    s.end = Math.max(s.end, Date.now());
    s.work += work;
    s.files += 1;
    s.tests += [...m.children.allTests()].length;
    s.slow.push([work, m.relativeModuleId]);
    this.spans.set(name, s);
  }

  onTestRunEnd() {
    if (!this.spans.size) return;
    const lines = ['', "Time per project (wall: first file started → last ended; work: the files' own times summed):"];
    for (const [name, s] of [...this.spans].sort((a, b) => b[1].work - a[1].work)) {
      lines.push(`  ${name.padEnd(11)} wall ${seconds(s.end - s.start).padStart(8)}  work ${seconds(s.work).padStart(8)}  ${s.files} files, ${s.tests} tests`);
      const slowest = s.slow.sort((a, b) => b[0] - a[0]).slice(0, 5);
      lines.push(`        slowest: ${slowest.map(([w, f]) => `${f} ${seconds(w)}`).join(', ')}`);
    }
    lines.push(`  run   wall ${seconds(Date.now() - this.runStart).padStart(8)}`);
    console.log(lines.join('\n'));
  }
}
