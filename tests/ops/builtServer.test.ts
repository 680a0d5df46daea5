// The production server runs without tsx (issue 17): `npm start` builds server/main.ts with vite's SSR build and
// runs `node dist-server/main.js`. This builds it the same way into a directory of its own, starts it with plain
// node on a fresh database, from a working directory outside the repository (so nothing may be found relative to
// the current directory), and checks what the bundle must carry: migrations (health: none pending), the seed (the
// demo admin logs in) and the template manifest (a template's definition, computed). The PDF fonts and ExcelJS's
// number formats are found with require.resolve from node_modules, as before the build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, kill, loginHttp, ROOT_DIR, startServer, type ServerProcess } from './serverProcess.ts';

// under the repository, so the bundle's bare imports resolve from its node_modules as dist-server/'s do
const out = path.join(ROOT_DIR, `.tmp-built-server-${process.pid}`);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-built-'));
let server: ServerProcess | undefined;

beforeAll(async () => {
  const build = spawnSync(
    process.execPath,
    [path.join(ROOT_DIR, 'node_modules/vite/bin/vite.js'), 'build', '--ssr', 'server/main.ts', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: ROOT_DIR, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`server build failed: ${build.stderr}`);
  server = await startServer(
    { DATABASE_URL: `file:${path.join(work, 'lims.db')}`, DATA_DIR: path.join(work, 'data'), NODE_OPTIONS: '' },
    { cwd: work, args: [path.join(out, 'main.js')], timeoutMs: 200_000 },
  );
}, 240_000);

afterAll(async () => {
  if (server) await kill(server, 'SIGTERM');
  fs.rmSync(out, { recursive: true, force: true });
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the built server (node dist-server/main.js, no tsx)', () => {
  it('answers /admin/health with the migrations applied', async () => {
    const res = await fetch(`${server!.base}/admin/health`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toMatchObject({ db: 'ok', pending: [] });
  });

  it('logs the seeded admin in, serves a template of the manifest and computes it', async () => {
    const token = await loginHttp(server!.base, 'admin');
    const t = await api(server!.base, 'GET', '/admin/analform/water-tmpl47', token);
    expect(t.status).toBe(200);
    const ev = await api(server!.base, 'POST', '/admin/analform/water-tmpl47/evaluate', token, t.body.data.example);
    expect(ev.status).toBe(200);
    expect(ev.body.data.ok).toBe(true);
  });

  it('wrote its database where it was told, and logged no error', () => {
    expect(fs.existsSync(path.join(work, 'lims.db'))).toBe(true);
    expect(server!.lines.filter((l) => l.includes('"level":50'))).toEqual([]);
  });
});
