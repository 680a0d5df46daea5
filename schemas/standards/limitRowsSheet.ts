// A standard's limit table as a spreadsheet (issue 33 item 4: "a lab can import a table from Excel"). The sheet's
// columns are the edition's row fields with their labels (limitStandards' `subfields.rows`): derived, not a second
// list. Reading a sheet writes nothing; the rows it gives are merged into the edition's form, and the person saves
// them the one way an edition is saved, validated whole and signed (server/standards/limitStandards.resource.ts).
import { z } from 'zod';
import { limitStandards, standardRow, type StandardRow } from './limitStandards.ts';

export type LimitRowKey = keyof StandardRow;

/** The sheet's columns in the row's field order: key, label [zh, en], and whether a row needs it. */
export const LIMIT_ROW_COLUMNS: ReadonlyArray<{ key: LimitRowKey; label: readonly [string, string]; required: boolean }> = (
  Object.keys(standardRow.shape) as LimitRowKey[]
).map((key) => ({
  key,
  label: limitStandards.labels.subfields!.rows![key]!,
  required: !standardRow.shape[key].safeParse(undefined).success,
}));

/** The classes the sheet's 类别 cells are matched against: the form's, so classes added but not yet saved count too. */
export const limitRowsClasses = z
  .array(z.strictObject({ code: z.string().max(32), label: z.string().max(64), labelEn: z.string().max(128).optional() }))
  .max(50);

/** The multipart fields beside the file. */
export const limitRowsReadFields = z.object({
  classes: limitRowsClasses
    .optional()
    .meta({ description: "the edition's classes (a JSON field of the multipart body): a 类别 cell may hold a code or a name" }),
});

/** What a sheet gave: the rows it read (each valid on its own) and, per refused cell, the row, the column and why. */
export const limitRowsRead = z.strictObject({
  rows: z.array(standardRow),
  errors: z.array(z.strictObject({ row: z.number().int(), column: z.string(), message: z.string() })),
});
export type LimitRowsRead = z.output<typeof limitRowsRead>;

/** A row's identity in a table: an imported row replaces the form's row with the same table, analyte, class and condition. */
export const limitRowKey = (r: Pick<StandardRow, 'table' | 'analyte' | 'classCode' | 'condition'>) =>
  [r.table, r.analyte, r.classCode, r.condition ?? ''].join('\u0000');

/** Two rows that say the same (a field left empty equals one absent). */
const sameRow = (a: StandardRow, b: StandardRow) => (Object.keys({ ...a, ...b }) as Array<keyof StandardRow>).every((k) => (a[k] ?? '') === (b[k] ?? ''));

/** The form's rows with the sheet's merged in: same key replaced in place, new ones appended; counts for the preview. */
export function mergeLimitRows(current: readonly StandardRow[], read: readonly StandardRow[]) {
  const out = [...current];
  const at = new Map(current.map((r, i) => [limitRowKey(r), i]));
  let replaced = 0;
  let added = 0;
  let unchanged = 0;
  for (const r of read) {
    const i = at.get(limitRowKey(r));
    if (i === undefined) {
      at.set(limitRowKey(r), out.length);
      out.push(r);
      added++;
    } else if (sameRow(out[i]!, r)) unchanged++;
    else {
      out[i] = r;
      replaced++;
    }
  }
  return { rows: out, added, replaced, unchanged };
}
