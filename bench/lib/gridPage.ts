// The grid bench's page (bench/grid.bench.ts): the real editor of a checkout (GRID_BENCH_SRC, default this one)
// built once by Vite in production mode, each case's template and record served beside it as JSON (one build for
// every case: a build takes a minute on a busy machine), and the timing hooks the bench reads:
// window.firstRenderMs (render call → first frame with the grid), window.settled (keydown → frame after the
// engine's results for that key were committed; the bench's keydown listener sets window.pendingKey).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import type { RecordInput, TemplateDef } from '../../schemas/templates/types.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface PageCase {
  name: string;
  template: TemplateDef;
  record: RecordInput;
}

function pageSource(SRC: string): string {
  const src = (p: string) => JSON.stringify(path.join(SRC, p));
  return `
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from ${src('src/i18n/index.ts')};
import { LanguageProvider } from ${src('src/i18n/LanguageProvider.tsx')};
import { RecordEditor, useEditor } from ${src('src/analysis/rawRecord/RecordEditor.tsx')};
import { withTemplateKeys } from ${src('src/analysis/rawRecord/model.ts')};
const w = window;
w.lat = []; w.settled = []; w.pendingKey = 0;
function Editor({ template, record }) {
  const { state, dispatch, evaluation } = useEditor(template, record);
  // the engine's results for the last key are committed: on screen after the next frame
  useLayoutEffect(() => {
    const t0 = w.pendingKey;
    if (!t0) return;
    w.pendingKey = 0;
    requestAnimationFrame(() => setTimeout(() => w.settled.push(performance.now() - t0), 0));
  }, [evaluation]);
  return evaluation ? <RecordEditor template={template} state={state} dispatch={dispatch} evaluation={evaluation} /> : null;
}
fetch('./case.json').then((r) => r.json()).then(({ template, record: rec }) => {
  const record = withTemplateKeys(template, rec);
  const t0 = performance.now();
  createRoot(document.getElementById('root')).render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}><LanguageProvider><Editor template={template} record={record} /></LanguageProvider></AdminContext>,
  );
  const shown = () =>
    document.querySelector('[data-testid="sample-grid"] input')
      ? setTimeout(() => (w.firstRenderMs = performance.now() - t0), 0)
      : requestAnimationFrame(shown);
  requestAnimationFrame(shown);
});
`;
}

/** Builds the page of checkout `SRC`; returns its directory (served by `serve`, removed by the caller). */
export async function buildPage(SRC: string, minify: boolean): Promise<string> {
  // under node_modules so that the page's own imports (react, react-admin) resolve from the project; one directory
  // per run, since node_modules is shared by every worktree on the machine and two runs must not build into one
  const dir = path.join(ROOT, `node_modules/.cache/grid-bench-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'main.tsx'), pageSource(SRC));
  await build({
    root: dir,
    base: './',
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: { outDir: path.join(dir, 'dist'), emptyOutDir: true, chunkSizeWarningLimit: 5000, minify },
  });
  return path.join(dir, 'dist');
}

/** Serves the built page with case `c` as its case.json. */
export function serve(dir: string, c: PageCase): Promise<http.Server> {
  const json = JSON.stringify({ template: c.template, record: c.record });
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
  const server = http.createServer((req, res) => {
    if (req.url === '/case.json') return void res.writeHead(200, { 'content-type': 'application/json' }).end(json);
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/$/, '/index.html'));
    if (!file.startsWith(dir) || !fs.existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(fs.readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
