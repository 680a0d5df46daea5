// What the limit library's migration tests share: an edition's form as a role reads it through the API, a
// migration's own up or down (the migrator never reruns one it has recorded), and a library row judged as the
// report judges it.
import type { TestApp } from './harness.ts';
import { migrations } from '../../server/db/migrate.ts';
import { judgeLibrary } from '../../server/standards/judge.ts';
import type { StandardRow } from '../../schemas/standards/limitStandards.ts';
import type { ShippedEdition } from '../../server/standards/load.ts';

export type EditionForm = { id: number; rows: StandardRow[]; classes: Array<{ code: string }>; unread: string; source: string; version: number };

const BASE = '/admin/api/v1/limitStandards';

/** The edition's form by its number, read with `token`; undefined when the library has no such edition. */
export async function editionForm(t: TestApp, token: string, standardNo: string): Promise<EditionForm | undefined> {
  const list = (await t.call('GET', `${BASE}/page?pageSize=50`, { token })).body.data.list as Array<{ id: number; standardNo: string }>;
  const s = list.find((x) => x.standardNo === standardNo);
  return s && ((await t.call('GET', `${BASE}/${s.id}/form`, { token })).body.data as EditionForm);
}

/** Runs the named migration's own up or down in one transaction. */
export async function runMigration(t: TestApp, name: string, step: 'up' | 'down'): Promise<void> {
  await t.database.db.transaction().execute((trx) => migrations[name][step]!(trx));
}

type Rest = Parameters<typeof judgeLibrary> extends [unknown, ...infer R] ? R : never;
/** A library row as the judgement receives it: resolved from the first (here the only) standard used. */
export const judged = (r: StandardRow | undefined, ...rest: Rest) => judgeLibrary({ s: 0, ...r! }, ...rest);
/** A result above the MDL, shown as its value. */
export const result = (value: string) => ({ value, display: value, fullValue: value, belowMdl: false });

/**
 * What a lab does to its library before an upgrade's migration runs, written straight to the table as a lab's
 * earlier write left it: one row of its own added to an edition, and its own copy of an edition the migration ships.
 */
export async function labEdits(t: TestApp, edition: EditionForm, own: StandardRow, shipped: ShippedEdition): Promise<void> {
  await t.database.db
    .updateTable('limitStandards')
    .set({ rows: JSON.stringify([...edition.rows, own]) })
    .where('id', '=', edition.id)
    .execute();
  const now = new Date().toISOString();
  await t.database.db
    .insertInto('limitStandards')
    .values({
      standardNo: shipped.standardNo,
      edition: shipped.edition,
      title: shipped.title,
      titleEn: shipped.titleEn,
      kind: shipped.kind,
      matrix: shipped.matrix,
      effectiveFrom: shipped.effectiveFrom,
      classes: JSON.stringify(shipped.classes),
      rows: JSON.stringify([]),
      unread: '',
      source: '本实验室录入',
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
}
