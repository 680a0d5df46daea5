import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type Target, type TestApp } from '../api/harness.ts';

/** startTestApp with its own DATA_DIR (uploads, report PDFs, backups) in a temp folder, removed on close. */
export async function startIsolatedApp(target: Target, env: Record<string, string> = {}): Promise<TestApp & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-data-'));
  const t = await startTestApp(target, { DATA_DIR: dataDir, ...env });
  return {
    ...t,
    dataDir,
    async close() {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
