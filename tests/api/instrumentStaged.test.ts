import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets } from './harness.ts';
import { commitStaged, seededRun, stageRun, startLab, type Lab, type Staged } from './instrumentHelpers.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { storedPath, verifyStoredFiles } from '../../server/instruments/files.ts';
import { sweepOnce } from '../../server/instruments/staged.ts';

// Staged files (a preview's bytes) that no import names are deleted after 24 h, at start and hourly; the files imports
// name are evidence and stay, however old. Ages are set on the files themselves (no waiting).
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

describe.each(databaseTargets())('staged instrument files on %s', (target) => {
  let lab: Lab;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-instr-staged-'));
  beforeAll(async () => {
    lab = await startLab(target, dataDir);
  });
  afterAll(async () => {
    await lab?.t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const staged = (seed: number) => stageRun(lab, seed);
  const commit = (p: Staged, lang = 'en') => commitStaged(lab, p, lang);
  const age = (sha: string, hours: number) => {
    const t = new Date(Date.now() - hours * 3600_000);
    fs.utimesSync(storedPath(dataDir, sha), t, t);
  };
  const exists = (sha: string) => fs.existsSync(storedPath(dataDir, sha));

  it('deletes a staged file past 24 h, keeps a younger one and every imported file however old', async () => {
    const imported = await staged(1);
    expect((await commit(imported)).status).toBe(200);
    const old = await staged(2);
    const young = await staged(3);
    age(imported.sha256, 24 * 400);
    age(old.sha256, 25);
    age(young.sha256, 23);

    expect(await sweepOnce(lab.t.app.lims)).toEqual([old.sha256]);
    expect(exists(old.sha256)).toBe(false);
    expect(exists(young.sha256)).toBe(true);
    expect(exists(imported.sha256)).toBe(true);
    // the evidence check still passes: nothing an import names went missing
    const names = (await lab.t.database.db.selectFrom('instrumentImports').select('sha256').execute()).map((r) => String(r.sha256));
    expect(verifyStoredFiles(dataDir, names).failures).toEqual([]);
    // a commit of the swept file is refused with the reason, writing nothing
    const late = await commit(old);
    expect(late.status).toBe(400);
    expect(late.body.msg).toContain('no longer there');
    // previewing the same export again stores its bytes again, under the same hash, and that import goes through
    const again = await staged(2);
    expect(again.sha256).toBe(old.sha256);
    expect(fs.readFileSync(storedPath(dataDir, old.sha256)).equals(seededRun(lab, 2))).toBe(true);
    expect((await commit(again)).status).toBe(200);
    expect(exists(old.sha256)).toBe(true);
  });

  it('a preview of the same bytes again restarts the retention', async () => {
    const p = await staged(4);
    age(p.sha256, 30);
    await staged(4);
    expect(await sweepOnce(lab.t.app.lims)).toEqual([]);
    expect(exists(p.sha256)).toBe(true);
  });

  it('sweeps at start: a server started on the data folder deletes what is past retention', async () => {
    const p = await staged(5);
    age(p.sha256, 48);
    const other = await buildApp(
      loadConfig({ DATABASE_URL: lab.t.databaseUrl, DATA_DIR: dataDir, CAPTCHA_TEST_CODE: '1234', LOG_DIR: path.join(os.tmpdir(), 'lims-test-logs') }),
    );
    try {
      await other.app.ready();
      expect(exists(p.sha256)).toBe(false);
    } finally {
      await other.close();
    }
  });
});
