// The instrument files kept as evidence (issue 20): original bytes, content-addressed by SHA-256 under
// DATA_DIR/instruments/files/<2 hex>/<sha256>, written once (temp file + rename, then read-only) and never rewritten,
// so a preview's staged file is the very file the commit binds to the record. audit:verify re-hashes them all.
// Watched folders: DATA_DIR/instruments/<asset no>/inbox, where an instrument PC may drop its exports.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const sha256Of = (bytes: Uint8Array): string => crypto.createHash('sha256').update(bytes).digest('hex');

const filesDir = (dataDir: string) => path.join(path.resolve(dataDir), 'instruments', 'files');
export const storedDir = filesDir;
export const storedPath = (dataDir: string, sha256: string): string => path.join(filesDir(dataDir), sha256.slice(0, 2), sha256);

const gone = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Marks a stored file as in use now (the staged-file sweep, ./staged.ts, keeps what was touched within its
 * retention); false when there is no file — also when a sweep took it away a moment ago.
 */
function touch(file: string): boolean {
  const now = new Date();
  try {
    fs.utimesSync(file, now, now);
    return true;
  } catch (e) {
    if (gone(e)) return false;
    throw e;
  }
}

/**
 * Stores the bytes under their hash (once); answers the hash. An existing file is left alone (same hash, same bytes)
 * and touched; a missing one is written — which is also how an import puts back evidence a sweep took meanwhile.
 */
export function storeFile(dataDir: string, bytes: Uint8Array): string {
  const sha = sha256Of(bytes);
  const file = storedPath(dataDir, sha);
  if (touch(file)) return sha; // previewed again: its retention starts again
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
  fs.writeFileSync(tmp, bytes, { flag: 'wx', mode: 0o444 });
  try {
    fs.renameSync(tmp, file);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    if (!fs.existsSync(file)) throw e;
  }
  return sha;
}

/** The stored bytes of a hash, or undefined when none is stored. */
export function readStored(dataDir: string, sha256: string): Buffer | undefined {
  if (!/^[0-9a-f]{64}$/.test(sha256)) return undefined;
  const file = storedPath(dataDir, sha256);
  // a commit reading it is not raced by the sweep of a file staged long ago; a file swept between the touch and the
  // read (another process's sweep) is as missing as one never stored: the caller answers 4xx, never 500
  if (!touch(file)) return undefined;
  try {
    return fs.readFileSync(file);
  } catch (e) {
    if (gone(e)) return undefined;
    throw e;
  }
}

export interface FileCheck {
  sha256: string;
  problem: 'missing' | 'changed';
  actual?: string;
}

/** Every stored file re-hashed, plus the hashes the database names (imports) that have no file: what audit:verify reports. */
export function verifyStoredFiles(dataDir: string, referenced: Iterable<string>): { checked: number; failures: FileCheck[] } {
  const failures: FileCheck[] = [];
  const seen = new Set<string>();
  const root = filesDir(dataDir);
  let checked = 0;
  if (fs.existsSync(root)) {
    for (const sub of fs.readdirSync(root)) {
      const dir = path.join(root, sub);
      if (!fs.statSync(dir).isDirectory()) continue;
      for (const name of fs.readdirSync(dir)) {
        if (!/^[0-9a-f]{64}$/.test(name)) continue;
        checked++;
        seen.add(name);
        const actual = sha256Of(fs.readFileSync(path.join(dir, name)));
        if (actual !== name) failures.push({ sha256: name, problem: 'changed', actual });
      }
    }
  }
  for (const sha of new Set(referenced)) if (!seen.has(sha)) failures.push({ sha256: sha, problem: 'missing' });
  return { checked, failures };
}

/** An asset number as a folder name: letters, digits, dot, dash and underscore (Chinese letters kept). */
export const inboxDir = (dataDir: string, assetNo: string): string =>
  path.join(path.resolve(dataDir), 'instruments', assetNo.replace(/[^\p{L}\p{N}._-]/gu, '_'), 'inbox');

export function listInbox(dataDir: string, assetNo: string): Array<{ name: string; size: number; modifiedAt: string }> {
  const dir = inboxDir(dataDir, assetNo);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isFile() && !d.name.startsWith('.'))
    .map((d) => {
      const st = fs.statSync(path.join(dir, d.name));
      return { name: d.name, size: st.size, modifiedAt: st.mtime.toISOString() };
    })
    .sort((a, b) => b.modifiedAt.localeCompare(a.modifiedAt));
}

/** A file of the watched folder by its name (no path parts: a name cannot leave the folder); size-capped like an upload. */
export function readInbox(dataDir: string, assetNo: string, name: string, maxBytes: number): { bytes: Buffer } | { error: 'inbox_missing' | 'too_large' } {
  if (name !== path.basename(name) || name.startsWith('.')) return { error: 'inbox_missing' };
  const file = path.join(inboxDir(dataDir, assetNo), name);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return { error: 'inbox_missing' };
  if (fs.statSync(file).size > maxBytes) return { error: 'too_large' };
  return { bytes: fs.readFileSync(file) };
}
