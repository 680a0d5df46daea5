// What an analysis sheet is about, as a person reads it in a to-do or a notification: its test items by name (in the
// reader's language), its method and how many samples it holds — a sheet number alone says nothing to the analyst.
import type { Kysely } from 'kysely';
import type { DB, Tx } from '../db/index.ts';
import type { Lang } from '../http/messages.ts';
import { ids } from '../workflow/store.ts';
import type { SheetAbout } from '../../schemas/workflows/inbox.ts';

type Row = Record<string, unknown>;
const list = (v: unknown) => ids(typeof v === 'string' ? JSON.parse(v) : v);

/** Test-item names by id, in each language (an English name falls back to the Chinese one). */
export async function parameterNames(db: Kysely<DB> | Tx, idList: number[]): Promise<Map<number, Record<Lang, string>>> {
  if (!idList.length) return new Map();
  const rows = await db.selectFrom('parameters').select(['id', 'name', 'nameEn']).where('id', 'in', idList).execute();
  return new Map(rows.map((p) => [Number(p.id), { 'zh-CN': String(p.name), en: String(p.nameEn || p.name) }]));
}

/** Each stored sheet (parameterIds, sampleIds, methodNo) described in `lang`, by sheet id. */
export async function aboutSheets(db: Kysely<DB> | Tx, sheets: Row[], lang: Lang): Promise<Map<number, SheetAbout>> {
  const names = await parameterNames(db, [...new Set(sheets.flatMap((s) => list(s.parameterIds)))]);
  return new Map(
    sheets.map((s) => [
      Number(s.id),
      {
        parameters: list(s.parameterIds).map((id) => names.get(id)?.[lang] ?? String(id)),
        methodNo: s.methodNo == null ? null : String(s.methodNo),
        samples: list(s.sampleIds).length,
      },
    ]),
  );
}
