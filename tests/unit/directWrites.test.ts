import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { resources } from '../../schemas/resources/index.ts';

// Issue 15, "one write path": a resource row is inserted, changed or deleted only by the crud service
// (server/crud/service.ts: validation, hooks, version, audit, the caller's transaction). This test reads the server's
// source for every direct write (query builder or raw SQL) outside server/crud and the migrations, and fails on any
// table that is not listed below with the reason it is not a resource write. A resource table can never be listed.
const root = path.resolve(import.meta.dirname, '../..');

/** Tables the server writes directly, each with why that is not a resource write. */
const ALLOWED: Record<string, string> = {
  admin_logs: "the audit chain itself (server/audit/chain.ts): append-only, hash-chained, written by the crud service's audit step; never updated",
  auth_tokens: 'session tokens (issue, revoke): session state, not a record anyone edits; logins and logouts are audited on the account',
  captchas: 'five-minute login challenges shared by the instances',
  login_failures: 'throttle counters of failed logins',
  verification_codes: 'one-time codes for binding a contact; the bound contact itself goes through the crud service',
  outbox_messages: 'outgoing mail/SMS queue of the verification codes',
  sequences: "numbering counters: one atomic upsert per number, in the caller's transaction; versioning them would serialise every create",
  server_instances: 'heartbeat of running server processes (ops)',
  backup_runs: "the backup scheduler's run log (ops)",
  files: 'stored upload blobs (content-addressed); a record refers to a file through its own audited field',
  notice_reads: "per-user read marks of notices: the reader's state, not the notice",
  realtime_payload: 'transport of large realtime messages between instances (PostgreSQL bus), deleted within seconds',
};

/** Files whose writes name their table at run time, each with why. */
const DYNAMIC: Record<string, string> = {
  'server/ops/migratePg.ts': 'copies a whole SQLite database into PostgreSQL row for row (audit chain included): the records are moved, not written anew',
  'server/db/columns.ts':
    "a migration's helper (relaxNotNull, migration 028) rebuilds a SQLite table to relax a column, copying its rows as they are: the records are moved, not written anew",
};

// the crud service itself, the migrations, and the helpers migrations call: 013 and 015 load the shipped limit
// standards, 016, 024 and 025 grant a demo role a perm (both run inside a migration, before any user or request exists;
// later edits go through the write path)
const SKIP = [/^server\/crud\//, /^server\/db\/migrations\//, /^server\/standards\/load\.ts$/, /^server\/db\/grantPerm\.ts$/];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.ts$/.test(e.name) ? [p] : [];
  });
}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());

/** Comments go first (a word such as "update … set" in prose is no write); URLs keep their `//` (a colon before). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Every direct write in a source text: the table's snake_case name, or `null` when it is decided at run time. */
function directWrites(text: string): Array<string | null> {
  const src = code(text);
  const out: Array<string | null> = [];
  // the query builder names a table by a string literal (anything else is computed); raw SQL by an identifier
  const literal = (raw: string) => /^\s*(['"`])([A-Za-z_]\w*)\1\s*$/.exec(raw)?.[2];
  const identifier = (raw: string) => /^"?([A-Za-z_]\w*)"?$/.exec(raw)?.[1];
  const add = (table: string | undefined) => out.push(table ? snake(table) : null);
  for (const m of src.matchAll(/\.(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\s*\(([^)]*)\)/g)) add(literal(m[2]));
  for (const m of src.matchAll(/\b(?:insert\s+(?:or\s+\w+\s+)?into|delete\s+from|truncate(?:\s+table)?)\s+(\$\{[^}]*\}|"?\w+"?)/gi)) add(identifier(m[1]));
  for (const m of src.matchAll(/\bupdate\s+(\$\{[^}]*\}|"?\w+"?)\s+set\b/gi)) add(identifier(m[1]));
  return out;
}

describe('direct writes outside the crud service', () => {
  it('sees every form of write, literal or computed', () => {
    expect(
      directWrites(`
      await tx.insertInto('orders').values(v).execute();
      await db.updateTable("users").set({ a: 1 });
      // await db.deleteFrom('commented').execute();
      /* update samples set x = 1 */
      await tx.deleteFrom(table).where('id', '=', 1);
      await sql\`insert into sequences (name) values (1)\`;
      await pool.query(\`DELETE FROM realtime_payload WHERE 1\`);
      await client.query(\`update \${pg.escapeIdentifier(t)} set x = 1\`);
      const url = 'https://example.com/update'; // we update nothing here
    `),
    ).toEqual(['orders', 'users', null, 'sequences', 'realtime_payload', null]);
  });

  it('lists no resource table as an exception except the audit log the service itself appends to', () => {
    const tables = new Set(resources.map((r) => r.table));
    expect(Object.keys(ALLOWED).filter((t) => tables.has(t) && t !== 'admin_logs')).toEqual([]);
  });

  it('finds none in server/ but those documented, and every documented one is still there', () => {
    const refused: string[] = [];
    const seen = new Set<string>();
    for (const file of files(path.join(root, 'server'))) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      if (SKIP.some((re) => re.test(rel))) continue;
      for (const table of directWrites(fs.readFileSync(file, 'utf8'))) {
        if (table === null) {
          if (DYNAMIC[rel]) seen.add(rel);
          else refused.push(`${rel}: a write to a table named at run time`);
        } else if (ALLOWED[table]) seen.add(table);
        else refused.push(`${rel}: ${table}`);
      }
    }
    expect(refused, 'route these writes through the crud service, or document why they are not resource writes').toEqual([]);
    expect(
      [...Object.keys(ALLOWED), ...Object.keys(DYNAMIC)].filter((k) => !seen.has(k)),
      'stale exceptions',
    ).toEqual([]);
  });
});
