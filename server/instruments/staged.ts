// Staged instrument files that were never imported (issue 20): a preview stores the upload's bytes under their SHA-256
// (server/instruments/files.ts) so that the commit binds the very bytes the analyst saw; a preview not followed by a
// commit would leave them on disk for ever. A file no import names and not touched for the retention (24 h by
// default, INSTRUMENT_STAGED_RETENTION_HOURS; a preview or commit of the same bytes touches it) is deleted — at start
// and every hour. A file an import names is evidence and is never deleted, whatever its age.
//
// A commit may be running while a sweep runs (in this process or another one on the same DATA_DIR): the sweep first
// moves its candidates aside (<sha>.sweep), then asks the database again which of them an import now names and puts
// those back; the commit, once its import row is committed, writes its hash-checked bytes again if they are missing
// (service.ts). So a commit either finds its file (and the file stays) or does not (a 400 asking for a new preview).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../services.ts';
import { storedDir } from './files.ts';

const EVERY_MS = 3600_000;
const ASIDE = '.sweep';
export const retentionMs = (env = process.env): number => Math.max(0, Number(env.INSTRUMENT_STAGED_RETENTION_HOURS ?? 24)) * 3600_000;

/**
 * Moves aside the stored files not in `committed` whose last touch is older than `olderThanMs` (and picks up files a
 * sweep that stopped half-way left aside); answers their hashes and where each now is.
 */
export function moveAside(dataDir: string, committed: ReadonlySet<string>, olderThanMs: number, now = Date.now()): Map<string, string> {
  const root = storedDir(dataDir);
  const moved = new Map<string, string>();
  if (!fs.existsSync(root)) return moved;
  for (const sub of fs.readdirSync(root)) {
    const dir = path.join(root, sub);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const name of fs.readdirSync(dir)) {
      const file = path.join(dir, name);
      if (name.endsWith(ASIDE) && /^[0-9a-f]{64}$/.test(name.slice(0, -ASIDE.length))) {
        moved.set(name.slice(0, -ASIDE.length), file);
        continue;
      }
      // evidence by name, and temp files of a store still being written (they end in .tmp) are left alone
      if (!/^[0-9a-f]{64}$/.test(name) || committed.has(name)) continue;
      try {
        if (now - fs.statSync(file).mtimeMs < olderThanMs) continue;
        fs.renameSync(file, file + ASIDE);
        moved.set(name, file + ASIDE);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e; // another sweep took it first
      }
    }
  }
  return moved;
}

/** Puts back the moved files an import names now (unless a commit already wrote them again) and deletes the rest. */
export function settleAside(moved: ReadonlyMap<string, string>, named: ReadonlySet<string>): string[] {
  const removed: string[] = [];
  for (const [sha, aside] of moved) {
    const home = aside.slice(0, -ASIDE.length);
    if (named.has(sha) && !fs.existsSync(home)) {
      fs.renameSync(aside, home);
      continue;
    }
    fs.rmSync(aside, { force: true });
    if (!named.has(sha)) removed.push(sha);
  }
  return removed;
}

async function namedAmong(app: AppServices, hashes?: string[]): Promise<Set<string>> {
  const out = new Set<string>();
  if (hashes && !hashes.length) return out;
  for (let i = 0; i < (hashes?.length ?? 1); i += 500) {
    let q = app.database.db.selectFrom('instrumentImports').select('sha256');
    if (hashes) q = q.where('sha256', 'in', hashes.slice(i, i + 500));
    for (const r of await q.execute()) out.add(String(r.sha256));
  }
  return out;
}

export interface SweepOptions {
  /** the hashes the database named when the sweep began (default: read now) — a test sets a stale list */
  committed?: ReadonlySet<string>;
  /** runs between moving aside and asking again (a test runs a commit there) */
  afterMove?: () => Promise<void>;
}

/** One sweep against the database's imports: candidates moved aside, the database asked again, then settled. */
export async function sweepOnce(app: AppServices, olderThanMs = retentionMs(), opts: SweepOptions = {}): Promise<string[]> {
  const committed = opts.committed ?? (await namedAmong(app));
  const moved = moveAside(app.config.dataDir, committed, olderThanMs);
  if (!moved.size) return [];
  await opts.afterMove?.();
  return settleAside(moved, await namedAmong(app, [...moved.keys()]));
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
