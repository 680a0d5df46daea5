// Staged instrument files that were never imported (issue 20): a preview stores the upload's bytes under their SHA-256
// (server/instruments/files.ts) so that the commit binds the very bytes the analyst saw; a preview not followed by a
// commit would leave them on disk for ever. A file no import names and not touched for the retention (24 h by
// default, INSTRUMENT_STAGED_RETENTION_HOURS; a preview or commit of the same bytes touches it) is deleted — at start
// and every hour. A file an import names is evidence and is never deleted, whatever its age.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../services.ts';
import { storedDir } from './files.ts';

const EVERY_MS = 3600_000;
export const retentionMs = (env = process.env): number => Math.max(0, Number(env.INSTRUMENT_STAGED_RETENTION_HOURS ?? 24)) * 3600_000;

/** Deletes the stored files not in `committed` whose last touch is older than `olderThanMs`; answers their hashes. */
export function sweepStaged(dataDir: string, committed: ReadonlySet<string>, olderThanMs: number, now = Date.now()): string[] {
  const root = storedDir(dataDir);
  if (!fs.existsSync(root)) return [];
  const removed: string[] = [];
  for (const sub of fs.readdirSync(root)) {
    const dir = path.join(root, sub);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const name of fs.readdirSync(dir)) {
      // evidence by name, and temp files of a store still being written (they end in .tmp) are left alone
      if (!/^[0-9a-f]{64}$/.test(name) || committed.has(name)) continue;
      const file = path.join(dir, name);
      if (now - fs.statSync(file).mtimeMs < olderThanMs) continue;
      fs.rmSync(file, { force: true });
      removed.push(name);
    }
  }
  return removed;
}

/** One sweep against the database's imports: the hashes are read first, then only unnamed files are deleted. */
export async function sweepOnce(app: AppServices, olderThanMs = retentionMs()): Promise<string[]> {
  const rows = await app.database.db.selectFrom('instrumentImports').select('sha256').execute();
  return sweepStaged(app.config.dataDir, new Set(rows.map((r) => String(r.sha256))), olderThanMs);
}

/** The first sweep (awaited by the caller, so none runs while the app closes) and an hourly one. */
export function startStagedSweep(app: AppServices, log: FastifyBaseLogger): { first: Promise<unknown>; stop(): void } {
  const run = () =>
    sweepOnce(app)
      .then((removed) => removed.length && log.info({ removed: removed.length }, 'staged instrument files past retention deleted'))
      .catch((err) => log.warn({ err }, 'staged instrument file sweep failed'));
  const first = run();
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return { first, stop: () => clearInterval(timer) };
}
