// How a migration loads shipped editions into the library (migrations 013, 015, 017 and 019): one row per edition, classes and
// rows as JSON, record version 1. Later edits go through the write path, never through here.
import type { Kysely } from 'kysely';
import type { StandardRow } from '../../schemas/resources/standards.ts';

export interface ShippedEdition {
  standardNo: string;
  edition: string;
  title: string;
  titleEn: string;
  kind: string;
  matrix: string;
  effectiveFrom: string;
  classes: Array<{ code: string; label: string; labelEn?: string }>;
  rows: StandardRow[];
  unread: string;
  source: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function insertEditions(db: Kysely<any>, editions: ShippedEdition[]): Promise<void> {
  const now = new Date().toISOString();
  for (const s of editions) {
    await db
      .insertInto('limit_standards')
      .values({
        standard_no: s.standardNo,
        edition: s.edition,
        title: s.title,
        title_en: s.titleEn,
        kind: s.kind,
        matrix: s.matrix,
        effective_from: s.effectiveFrom,
        classes: JSON.stringify(s.classes),
        rows: JSON.stringify(s.rows),
        unread: s.unread,
        source: s.source,
        version: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

/** Inserts the editions this database does not hold yet (same number and edition): a lab that entered one itself
 * keeps its own, and a second run adds nothing. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function insertMissingEditions(db: Kysely<any>, editions: ShippedEdition[]): Promise<void> {
  for (const s of editions) {
    const held = await db
      .selectFrom('limit_standards')
      .select('id')
      .where('standard_no', '=', s.standardNo)
      .where('edition', '=', s.edition)
      .executeTakeFirst();
    if (!held) await insertEditions(db, [s]);
  }
}

/** A migration's down for insertMissingEditions: deletes the editions it shipped (known by their source), not a lab's own. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function deleteShippedEditions(db: Kysely<any>, editions: ShippedEdition[]): Promise<void> {
  for (const s of editions)
    await db.deleteFrom('limit_standards').where('standard_no', '=', s.standardNo).where('edition', '=', s.edition).where('source', '=', s.source).execute();
}

/** What a later migration adds to an edition already shipped: classes and rows read since, and the edition's new
 * list of unread cells and sources (they replace the old ones, which named the cells now entered). */
export interface EditionAddition {
  standardNo: string;
  edition: string;
  classes: Array<{ code: string; label: string; labelEn?: string }>;
  rows: StandardRow[];
  unread: string;
  source: string;
}

const parsed = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
const rowKey = (r: StandardRow) => JSON.stringify([r.table, r.analyte, r.classCode, r.condition ?? '']);

type Classes = EditionAddition['classes'];

/**
 * Appends an addition to the edition as it is in this database (an existing database may hold a lab's edits): a
 * class or row already there (same code; same table, analyte, class and condition) is kept as the lab has it, the
 * rest is appended, and the record version goes up, so a report that recorded the earlier version still names
 * content that differs from today's. An edition the lab deleted is left absent.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function appendToEditions(db: Kysely<any>, additions: EditionAddition[]): Promise<void> {
  for (const a of additions) {
    await rewrite(db, a, (classes, rows) => {
      const codes = new Set(classes.map((c) => c.code));
      const keys = new Set(rows.map(rowKey));
      return {
        classes: [...classes, ...a.classes.filter((c) => !codes.has(c.code))],
        rows: [...rows, ...a.rows.filter((r) => !keys.has(rowKey(r)))],
        unread: a.unread,
        source: a.source,
      };
    });
  }
}

/** A migration's down: takes an addition's classes and rows out again and restores the edition's earlier lists. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function removeFromEditions(db: Kysely<any>, pairs: Array<[EditionAddition, Pick<ShippedEdition, 'unread' | 'source'>]>): Promise<void> {
  for (const [a, before] of pairs) {
    const codes = new Set(a.classes.map((c) => c.code));
    const keys = new Set(a.rows.map(rowKey));
    await rewrite(db, a, (classes, rows) => ({
      classes: classes.filter((c) => !codes.has(c.code)),
      rows: rows.filter((r) => !keys.has(rowKey(r))),
      unread: before.unread,
      source: before.source,
    }));
  }
}

/** Reads one edition's classes and rows, writes what `change` makes of them, one version up; absent, nothing. */
async function rewrite(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  a: Pick<EditionAddition, 'standardNo' | 'edition'>,
  change: (classes: Classes, rows: StandardRow[]) => { classes: Classes; rows: StandardRow[]; unread: string; source: string },
): Promise<void> {
  const cur = await db
    .selectFrom('limit_standards')
    .select(['id', 'classes', 'rows', 'version'])
    .where('standard_no', '=', a.standardNo)
    .where('edition', '=', a.edition)
    .executeTakeFirst();
  if (!cur) return;
  const next = change(parsed<Classes>(cur.classes), parsed<StandardRow[]>(cur.rows));
  await db
    .updateTable('limit_standards')
    .set({
      classes: JSON.stringify(next.classes),
      rows: JSON.stringify(next.rows),
      unread: next.unread,
      source: next.source,
      version: Number(cur.version) + 1,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', cur.id)
    .execute();
}
