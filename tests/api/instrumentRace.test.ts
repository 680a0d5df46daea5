// Concurrency of the instrument import (issue 20): two imports of one sheet built on the same record version, sent
// at once, end as one new version and one 409 in the user's language — never a 500, never two records of one version
// or an import row without its record. And the staged-file sweep racing a commit: the commit either finds its file
// (which then stays, as evidence) or answers 400 asking for a new preview, writing nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets } from './harness.ts';
import { commitStaged, stageRun, startLab, type Lab, type Staged } from './instrumentHelpers.ts';
import { storedPath, verifyStoredFiles } from '../../server/instruments/files.ts';
import { sweepOnce } from '../../server/instruments/staged.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

describe.each(databaseTargets())('concurrent instrument imports on %s', (target) => {
  let lab: Lab;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-instr-race-'));
  beforeAll(async () => {
    lab = await startLab(target, dataDir);
  });
  afterAll(async () => {
    await lab?.t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const staged = (seed: number) => stageRun(lab, seed);
  const commit = (p: Staged, lang = 'en') => commitStaged(lab, p, lang);
  const db = () => lab.t.database.db;
  const records = async () =>
    (await db().selectFrom('rawRecords').select(['id', 'recordVersion']).where('analysisSheetId', '=', lab.sheetId).execute()).map((r) =>
      Number(r.recordVersion),
    );
  const imports = async () =>
    (await db().selectFrom('instrumentImports').select(['sha256', 'recordVersion']).where('analysisSheetId', '=', lab.sheetId).execute()).length;

  it('two imports built on the same version, at once: one writes the next version, the other is a 409 in words', async () => {
    for (const round of [1, 2, 3]) {
      // both previews see the same record (none at first, then the last round's version)
      const [a, b] = [await staged(round * 10), await staged(round * 10 + 1)];
      expect([a.recordId, a.version]).toEqual([b.recordId, b.version]);
      const versionsBefore = await records();
      const importsBefore = await imports();
      const answers = await Promise.all([commit(a), commit(b, round === 2 ? 'zh-CN' : 'en')]);
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses, JSON.stringify(answers.map((r) => r.body))).toEqual([200, 409]);
      const lost = answers.find((r) => r.status === 409)!;
      expect(lost.body.msg).toBe(
        answers.indexOf(lost) === 1 && round === 2 ? '记录已被他人修改，请刷新后重试' : 'The record was changed by someone else; reload and try again',
      );
      // exactly one new version and one import row naming it; no version twice
      const versions = await records();
      expect(versions.length).toBe(versionsBefore.length + 1);
      expect(new Set(versions).size).toBe(versions.length);
      expect(await imports()).toBe(importsBefore + 1);
    }
  });

  it('a commit whose staged file a sweep moved aside answers 400 (preview again) and writes nothing', async () => {
    const p = await staged(100);
    const old = new Date(Date.now() - 48 * 3600_000);
    fs.utimesSync(storedPath(dataDir, p.sha256), old, old);
    const before = [await records(), await imports()];
    let late: Awaited<ReturnType<typeof commit>> | undefined;
    const named = (await db().selectFrom('instrumentImports').select('sha256').execute()).map((r) => String(r.sha256));
    const removed = await sweepOnce(lab.t.app.lims, undefined, {
      committed: new Set(named),
      afterMove: async () => {
        late = await commit(p);
      },
    });
    expect([late?.status, late?.body.msg]).toEqual([400, 'The previewed file is no longer there; upload and preview it again']);
    expect(removed).toEqual([p.sha256]);
    expect([await records(), await imports()]).toEqual(before);
  });

  it('an import committed while a sweep runs keeps its file: the sweep asks again before it deletes', async () => {
    const p = await staged(200);
    const old = new Date(Date.now() - 48 * 3600_000);
    fs.utimesSync(storedPath(dataDir, p.sha256), old, old);
    // the sweep read the imports before this one was committed; the commit touches the file, so age it again
    const named = (await db().selectFrom('instrumentImports').select('sha256').execute()).map((r) => String(r.sha256));
    expect((await commit(p)).status).toBe(200);
    fs.utimesSync(storedPath(dataDir, p.sha256), old, old);
    const removed = await sweepOnce(lab.t.app.lims, undefined, { committed: new Set(named) });
    expect(removed).toEqual([]);
    expect(fs.existsSync(storedPath(dataDir, p.sha256))).toBe(true);
    const all = (await db().selectFrom('instrumentImports').select('sha256').execute()).map((r) => String(r.sha256));
    expect(verifyStoredFiles(dataDir, all).failures).toEqual([]);
  });
});
