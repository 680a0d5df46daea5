import type { Kysely } from 'kysely';
import { appendToEditions } from '../../standards/load.ts';
import { gb16297Table2 } from '../../standards/gb16297_t2.ts';
import { gb16297_1996 } from '../../standards/gb16297.ts';

// The library's third load (issue 19): GB 16297-1996 表2 (new sources: every item's maximum concentration and its
// fence-line monitoring limit), read from a scanned copy of the standard. The edition was loaded by 015, so this
// appends to it, in new and existing databases alike, and the edition's unread list and source are replaced by
// ones that no longer name 表2 as missing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await appendToEditions(db, [gb16297Table2]);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // the rows and classes this added are taken out again; the unread list and source go back to 015's
  const cur = await db
    .selectFrom('limit_standards')
    .select(['id', 'classes', 'rows', 'version'])
    .where('standard_no', '=', gb16297_1996.standardNo)
    .executeTakeFirst();
  if (!cur) return;
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Array<{ code?: string; table?: string; classCode?: string }>;
  const added = new Set(gb16297Table2.classes.map((c) => c.code));
  await db
    .updateTable('limit_standards')
    .set({
      classes: JSON.stringify(parse(cur.classes).filter((c) => !added.has(c.code!))),
      rows: JSON.stringify(parse(cur.rows).filter((r) => !added.has(r.classCode!))),
      unread: gb16297_1996.unread,
      source: gb16297_1996.source,
      version: Number(cur.version) + 1,
    })
    .where('id', '=', cur.id)
    .execute();
}
