// How a migration loads shipped editions into the library (migrations 013, 015, 017, 019 and 021): one row per
// edition, classes and rows as JSON, record version 1. Later edits go through the write path, never through here.
import type { Kysely } from 'kysely';
import type { StandardRow } from '../../schemas/standards/limitStandards.ts';
import { storedJson } from '../db/storedJson.ts';

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

const rowKey = (r: StandardRow) => JSON.stringify([r.table, r.analyte, r.classCode, r.condition ?? '']);

type Classes = EditionAddition['classes'];
/** What an edition holds that a migration may rewrite. */
type EditionContent = { classes: Classes; rows: StandardRow[]; unread: string; source: string };

/**
 * Appends an addition to the edition as it is in this database (an existing database may hold a lab's edits): a
 * class or row already there (same code; same table, analyte, class and condition) is kept as the lab has it, the
 * rest is appended, and the record version goes up, so a report that recorded the earlier version still names
 * content that differs from today's. An edition the lab deleted is left absent.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function appendToEditions(db: Kysely<any>, additions: EditionAddition[]): Promise<void> {
  for (const a of additions) {
    await rewrite(db, a, ({ classes, rows }) => {
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
    await rewrite(db, a, ({ classes, rows }) => ({
      classes: classes.filter((c) => !codes.has(c.code)),
      rows: rows.filter((r) => !keys.has(rowKey(r))),
      unread: before.unread,
      source: before.source,
    }));
  }
}

/**
 * Reads one edition, writes what `change` makes of it, one version up; an absent edition, or a `change` that answers
 * null (nothing to change), writes nothing.
 */
async function rewrite(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  a: Pick<EditionAddition, 'standardNo' | 'edition'>,
  change: (cur: EditionContent) => EditionContent | null,
): Promise<void> {
  const cur = await db
    .selectFrom('limit_standards')
    .select(['id', 'classes', 'rows', 'unread', 'source', 'version'])
    .where('standard_no', '=', a.standardNo)
    .where('edition', '=', a.edition)
    .executeTakeFirst();
  if (!cur) return;
  const next = change({ classes: storedJson<Classes>(cur.classes), rows: storedJson<StandardRow[]>(cur.rows), unread: cur.unread, source: cur.source });
  if (!next) return;
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

// How a migration adds a field read since to rows it shipped earlier (migration 021: GB 13223-2011's reference
// oxygen content): appendToEditions (above) keeps a row that is already there as it is, so it cannot. A row is
// amended only while it is still the row that was shipped (same table, analyte, class, condition, limit and unit,
// and no value of its own in the field); an edition's unread list and source are replaced only while they are
// still the shipped text. What a lab changed stays as the lab left it; with nothing to change, nothing is written.

export type AmendedField = 'oxygenRef';

/** One edition's amendment: its rows as shipped now (with the field), and its lists before and after. */
export interface EditionAmendment {
  standardNo: string;
  edition: string;
  field: AmendedField;
  rows: StandardRow[];
  before: { unread: string; source: string };
  after: { unread: string; source: string };
}

const shippedKey = (r: StandardRow) => JSON.stringify([r.table, r.analyte, r.classCode, r.condition ?? '', r.limit, r.unit]);
/** The field's shipped value per shipped row. */
const shippedValues = (a: EditionAmendment) => new Map(a.rows.filter((r) => r[a.field] !== undefined).map((r) => [shippedKey(r), r[a.field]!]));

/** up: gives the field to the shipped rows that lack it, and the edition its new lists. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function amendEditions(db: Kysely<any>, amendments: EditionAmendment[]): Promise<void> {
  for (const a of amendments) {
    const value = shippedValues(a);
    await amend(db, a, a.before, a.after, (r) => {
      const v = value.get(shippedKey(r));
      return v !== undefined && r[a.field] === undefined ? { ...r, [a.field]: v } : r;
    });
  }
}

/** down: takes the field off the rows that still carry the shipped value, and gives back the earlier lists. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function unamendEditions(db: Kysely<any>, amendments: EditionAmendment[]): Promise<void> {
  for (const a of amendments) {
    const value = shippedValues(a);
    await amend(db, a, a.after, a.before, (r) => {
      if (r[a.field] === undefined || value.get(shippedKey(r)) !== r[a.field]) return r;
      const rest = { ...r };
      delete rest[a.field];
      return rest;
    });
  }
}

/** Rewrites one edition's rows and lists (rewrite above); writes only when something changed. */
async function amend(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  a: Pick<EditionAmendment, 'standardNo' | 'edition'>,
  from: { unread: string; source: string },
  to: { unread: string; source: string },
  row: (r: StandardRow) => StandardRow,
): Promise<void> {
  await rewrite(db, a, (cur) => {
    const rows = cur.rows.map(row);
    const unread = cur.unread === from.unread ? to.unread : cur.unread;
    const source = cur.source === from.source ? to.source : cur.source;
    const changed = rows.some((r, i) => r !== cur.rows[i]) || unread !== cur.unread || source !== cur.source;
    return changed ? { classes: cur.classes, rows, unread, source } : null;
  });
}
