import type { Kysely } from 'kysely';
import { resourceByName, resources } from '../../../schemas/resources/index.ts';
import type { DB, Tx } from '../../db/index.ts';
import type { Lang } from '../../http/messages.ts';
import { fieldLabel, valueWord } from '../../../schemas/core/labels.ts';
import type { ImportColumn } from './kinds.ts';

export interface Lookups {
  /** per field: lower-cased value / label / English label → stored value, and the options to show in a message */
  choices: Map<string, { map: Map<string, string>; options: string }>;
  /** per field: lower-cased number / name of the referenced record → ids */
  refs: Map<string, Map<string, number[]>>;
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s*＊]/g, '')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/\((必填|required)\)/g, '');

/** Matches a header cell to a column by its Chinese or English label or its field name. */
export function headerMatcher(resource: string, cols: ImportColumn[]) {
  const r = resourceByName.get(resource)!;
  const table = new Map<string, ImportColumn>();
  for (const c of cols) {
    for (const text of [fieldLabel(r, c.field.name, 'zh-CN'), fieldLabel(r, c.field.name, 'en'), c.field.name]) table.set(norm(text), c);
  }
  const match = (text: string) => table.get(norm(text));
  match.label = (c: ImportColumn, lang: Lang) => fieldLabel(r, c.field.name, lang);
  return match;
}

export async function loadLookups(db: Kysely<DB> | Tx, cols: ImportColumn[], lang: Lang): Promise<Lookups> {
  const choices: Lookups['choices'] = new Map();
  const refs: Lookups['refs'] = new Map();
  for (const c of cols) {
    const f = c.field;
    if (c.type === 'dict' && f.dictCode) {
      const items = await db
        .selectFrom('dictItems')
        .select(['value', 'label', 'labelEn'])
        .where('dictCode', '=', f.dictCode)
        .where('status', '=', 'enabled')
        .orderBy('sort')
        .execute();
      const map = new Map<string, string>();
      for (const i of items) for (const k of [i.value, i.label, i.labelEn]) if (k) map.set(String(k).trim().toLowerCase(), String(i.value));
      choices.set(f.name, { map, options: items.map((i) => (lang === 'en' ? i.labelEn || i.value : i.label)).join(lang === 'en' ? ', ' : '、') });
    } else if (c.type === 'enum' && f.options) {
      // the option words of the field's own resource, as its screens show them
      const owner = resources.find((r) => r.fieldList.includes(f))!;
      const map = new Map<string, string>();
      for (const o of f.options) for (const k of [o, valueWord(owner, f.name, o, 'zh-CN'), valueWord(owner, f.name, o, 'en')]) map.set(k.toLowerCase(), o);
      choices.set(f.name, { map, options: f.options.map((o) => valueWord(owner, f.name, o, lang)).join(lang === 'en' ? ', ' : '、') });
    } else if ((c.type === 'ref' || c.type === 'refs') && f.reference) {
      refs.set(f.name, await refIndex(db, f.reference));
    }
  }
  return { choices, refs };
}

/** The referenced table's records by their title and by each unique text field (e.g. an employee's number and name). */
export async function refIndex(db: Kysely<DB> | Tx, resourceName: string): Promise<Map<string, number[]>> {
  const target = resourceByName.get(resourceName)!;
  const keys = [...new Set([target.title ?? 'id', ...target.fieldList.filter((f) => f.unique && f.kind === 'text').map((f) => f.name)])];
  const rows = await db
    .selectFrom(target.table)
    .select(['id', ...keys])
    .execute();
  const index = new Map<string, number[]>();
  for (const row of rows) {
    for (const k of new Set(
      keys
        .map((key) =>
          String(row[key] ?? '')
            .trim()
            .toLowerCase(),
        )
        .filter(Boolean),
    )) {
      const list = index.get(k) ?? [];
      list.push(row.id as number);
      index.set(k, list);
    }
  }
  return index;
}
