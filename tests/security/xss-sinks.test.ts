import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';

// Why the browser test (xss-ui.test.ts) can stand for every text field: React renders strings as text, so stored
// markup can only run where the UI hands a string to the browser as HTML or code. This walks every UI source file
// and lists those places; each one must be known here with the reason it is safe, and a new one fails the test
// until it is reviewed (and, if it shows stored data, covered in xss-ui.test.ts).

const SRC = path.resolve(import.meta.dirname, '../../src');
const SINKS = /dangerouslySetInnerHTML|\.(?:inner|outer)HTML\s*=|insertAdjacentHTML|document\.write|\beval\(|new Function\(|srcdoc|createContextualFragment/;

/** file (relative to src) → what it hands over as HTML, and why that is safe */
const REVIEWED: Record<string, string> = {
  // AuthHtml: notice content, sanitised by the server on every write (server/system/notices/sanitize.ts);
  // shown in Chromium with script payloads by xss-ui.test.ts ('sanitised rich-text notice')
  'resources/tools/AuthImage.tsx': 'dangerouslySetInnerHTML',
};

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : /\.(tsx?|jsx?)$/.test(e.name) ? [p] : [];
  });
}

describe('places where the UI renders a string as HTML or code', () => {
  it('are only the reviewed ones', () => {
    const found = new Map<string, string[]>();
    for (const f of files(SRC)) {
      const lines = fs.readFileSync(f, 'utf8').split('\n');
      lines.forEach((line, i) => {
        const code = line.replace(/\/\/.*$/, '');
        if (!SINKS.test(code)) return;
        const rel = path.relative(SRC, f).split(path.sep).join('/');
        found.set(rel, [...(found.get(rel) ?? []), `${i + 1}: ${line.trim()}`]);
      });
    }
    const unreviewed = [...found].filter(([f]) => !(f in REVIEWED)).map(([f, l]) => `${f}\n  ${l.join('\n  ')}`);
    expect(unreviewed, 'review these (sanitise server-side, or render as text) and add them to REVIEWED').toEqual([]);
    // and every reviewed entry still exists, so the list does not rot
    for (const [f, what] of Object.entries(REVIEWED))
      expect(
        found.get(f)?.some((l) => l.includes(what)),
        f,
      ).toBe(true);
  });
});
