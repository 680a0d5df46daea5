// Where each imported value came from, kept per cell on the raw-record row (`row.sources[inputKey]`: file hash, name,
// line, value as imported) and carried from version to version by every save. A later manual change to such a cell
// needs a reason (400 naming the field otherwise) and is kept as `changed` (value, reason, who, when), so the record
// shows the value as changed and the file it no longer matches.
import type { CellSource } from '../../schemas/instruments/contract.ts';
import { badRequest, type FieldError } from '../http/errors.ts';
import { translate, type Lang } from '../http/messages.ts';
import './messages.ts';

type Row = Record<string, unknown>;
export type Sources = Record<string, CellSource>;
export interface BodyRow {
  sampleId: string;
  parameter?: string;
  inputs: Record<string, string>;
}

const rowKey = (r: { sampleId?: unknown; parameter?: unknown }) => `${String(r.sampleId)}\u0000${String(r.parameter ?? '')}`;

/**
 * The rows to store: the body's rows with the sources of the previous version carried over (the n-th row of a sample ×
 * parameter to the n-th), imported cells overlaid (`imported[i]`, from an instrument import: no reason needed), and a
 * change to an imported cell checked for its reason (`reasons["rows.<i>.<key>"]`).
 */
export function rowsWithSources(
  previous: Row[] | undefined,
  body: BodyRow[],
  reasons: Record<string, string>,
  who: string,
  lang: Lang,
  imported: Array<Sources | undefined> = [],
): Row[] {
  const pool = new Map<string, Row[]>();
  for (const r of previous ?? []) if (r.sources) pool.set(rowKey(r), [...(pool.get(rowKey(r)) ?? []), r]);
  const errors: FieldError[] = [];
  const at = new Date().toISOString();
  const out = body.map((row, i) => {
    const prev = pool.get(rowKey(row))?.shift();
    const sources: Sources = { ...((prev?.sources ?? {}) as Sources) };
    for (const [key, src] of Object.entries(sources)) {
      if (imported[i]?.[key]) continue;
      const now = String(row.inputs[key] ?? '');
      const before = src.changed?.value ?? src.value;
      if (now === before) continue;
      if (now === src.value) {
        const { changed: _, ...orig } = src;
        sources[key] = orig;
        continue;
      }
      const field = `rows.${i}.${key}`;
      const reason = reasons[field]?.trim();
      if (!reason) {
        errors.push({ field, message: translate(lang, 'error.importedChangeReason.field', { line: src.line, file: src.fileName }) });
        continue;
      }
      sources[key] = { ...src, changed: { value: now, reason, by: who, at } };
    }
    Object.assign(sources, imported[i] ?? {});
    return Object.keys(sources).length ? { ...row, sources } : { ...row };
  });
  if (errors.length) throw badRequest('error.importedChangeReason', { fields: errors.map((e) => e.field).join(', ') }, errors);
  return out;
}
