// How a migration loads shipped editions into the library (migrations 013 and 015): one row per edition, classes and
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
