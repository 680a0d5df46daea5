// How a migration adds a field read since to rows it shipped earlier (migration 021: GB 13223-2011's reference
// oxygen content): appendToEditions (load.ts) keeps a row that is already there as it is, so it cannot. A row is
// amended only while it is still the row that was shipped (same table, analyte, class, condition, limit and unit,
// and no value of its own in the field); an edition's unread list and source are replaced only while they are
// still the shipped text. What a lab changed stays as the lab left it; with nothing to change, nothing is written.
import type { Kysely } from 'kysely';
import type { StandardRow } from '../../schemas/resources/standards.ts';

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

const parsed = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
const shippedKey = (r: StandardRow) => JSON.stringify([r.table, r.analyte, r.classCode, r.condition ?? '', r.limit, r.unit]);

/** up: gives the field to the shipped rows that lack it, and the edition its new lists. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function amendEditions(db: Kysely<any>, amendments: EditionAmendment[]): Promise<void> {
  for (const a of amendments) {
    const value = new Map(a.rows.filter((r) => r[a.field] !== undefined).map((r) => [shippedKey(r), r[a.field]!]));
    await change(db, a, a.before, a.after, (r) => {
      const v = value.get(shippedKey(r));
      return v !== undefined && r[a.field] === undefined ? { ...r, [a.field]: v } : r;
    });
  }
}

/** down: takes the field off the rows that still carry the shipped value, and gives back the earlier lists. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function unamendEditions(db: Kysely<any>, amendments: EditionAmendment[]): Promise<void> {
  for (const a of amendments) {
    const value = new Map(a.rows.filter((r) => r[a.field] !== undefined).map((r) => [shippedKey(r), r[a.field]!]));
    await change(db, a, a.after, a.before, (r) => {
      if (r[a.field] === undefined || value.get(shippedKey(r)) !== r[a.field]) return r;
      const rest = { ...r };
      delete rest[a.field];
      return rest;
    });
  }
}

/** Rewrites one edition's rows and lists; writes (one version up) only when something changed. */
async function change(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  a: Pick<EditionAmendment, 'standardNo' | 'edition'>,
  from: { unread: string; source: string },
  to: { unread: string; source: string },
  row: (r: StandardRow) => StandardRow,
): Promise<void> {
  const cur = await db
    .selectFrom('limit_standards')
    .select(['id', 'rows', 'unread', 'source', 'version'])
    .where('standard_no', '=', a.standardNo)
    .where('edition', '=', a.edition)
    .executeTakeFirst();
  if (!cur) return;
  const rows = parsed<StandardRow[]>(cur.rows);
  const next = rows.map(row);
  const rowsChanged = next.some((r, i) => r !== rows[i]);
  const unread = cur.unread === from.unread ? to.unread : cur.unread;
  const source = cur.source === from.source ? to.source : cur.source;
  if (!rowsChanged && unread === cur.unread && source === cur.source) return;
  await db
    .updateTable('limit_standards')
    .set({ rows: JSON.stringify(next), unread, source, version: Number(cur.version) + 1, updated_at: new Date().toISOString() })
    .where('id', '=', cur.id)
    .execute();
}
