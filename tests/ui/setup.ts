// jsdom setup for the UI component tests: a clean DOM and storage per test, the browser APIs jsdom lacks, and no
// console.error: React reports its warnings there (a spread `key`, an update outside act, an unknown prop), and they
// used to pass unnoticed, so a test that logs one fails with the messages. A test that expects one says so with
// allowConsoleError(pattern) and a comment why.
import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { installUploadBridge } from '../setup/jsdomUpload.ts';

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
window.scrollTo = () => undefined;
installUploadBridge(); // multipart uploads between jsdom and Node's fetch (why: in that file)

let logged: string[] = [];
let allowed: RegExp[] = [];
let spy: { mockRestore(): void } | undefined;

/** Lets the current test log console.errors matching `pattern` (an error the test provokes on purpose). */
export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

beforeEach(() => {
  logged = [];
  allowed = [];
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(format(...args)));
});

afterEach(() => {
  cleanup(); // unmounting may log too: checked below
  localStorage.clear();
  sessionStorage.clear();
  const unexpected = logged.filter((m) => !allowed.some((p) => p.test(m)));
  spy?.mockRestore(); // (safe if the test restored all mocks itself)
  if (unexpected.length) throw new Error(`console.error was called ${unexpected.length} time(s) during this test:\n\n${unexpected.join('\n\n')}`);
});
