import type { AnyResource } from '../../schemas/core/resource.ts';
import type { Dialect } from '../db/index.ts';
import { canonical } from '../audit/canonical.ts';

/** Values in the shape each engine stores: SQLite has no boolean or JSON type; jsonb wants JSON text too. */
export function toDb(resource: AnyResource, data: Record<string, unknown>, dialect: Dialect): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of resource.stored) {
    if (!(f.name in data)) continue;
    const v = data[f.name];
    if (v === undefined) continue;
    if (v === null) out[f.name] = null;
    else if (f.kind === 'json' || f.kind === 'array') out[f.name] = JSON.stringify(v);
    else if (f.kind === 'bool') out[f.name] = dialect === 'sqlite' ? (v ? 1 : 0) : Boolean(v);
    else if (f.kind === 'decimal') out[f.name] = String(v);
    else out[f.name] = v;
  }
  return out;
}

/** One record shape on the wire for both engines; hidden fields never leave the server. */
export function fromDb(resource: AnyResource, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: row.id,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    createdBy: row.createdBy ?? null,
    updatedBy: row.updatedBy ?? null,
  };
  for (const f of resource.stored) {
    if (f.hidden) continue;
    const v = row[f.name];
    if (v === undefined || v === null) {
      out[f.name] = v ?? null;
      continue;
    }
    if (f.kind === 'json' || f.kind === 'array') out[f.name] = typeof v === 'string' ? JSON.parse(v) : v;
    else if (f.kind === 'bool') out[f.name] = v === true || v === 1;
    else if (f.kind === 'decimal') out[f.name] = String(v);
    else out[f.name] = v;
  }
  return out;
}

const SYSTEM_COLUMNS = ['id', 'version', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'];

/**
 * What a one-row insert reads back (`values` as toDb wrote them): every column but the JSON it was just sent, which is
 * parsed from the text sent instead (fromDb), as the database would answer it. On PostgreSQL a raw record's jsonb is
 * megabytes turned back into text, sent and parsed again otherwise. `sent`: the JSON columns taken from `values`.
 */
export function insertReturning(resource: AnyResource, values: Record<string, unknown>): { columns: string[]; sent: string[] } {
  const sent = resource.stored.filter((f) => (f.kind === 'json' || f.kind === 'array') && values[f.name] !== undefined).map((f) => f.name);
  const columns = [...SYSTEM_COLUMNS, ...resource.stored.filter((f) => !sent.includes(f.name)).map((f) => f.name)];
  return { columns, sent };
}

/** Equal values of a field: JSON compared with sorted keys (PostgreSQL's jsonb answers keys in its own order). */
export const sameValue = (a: unknown, b: unknown) => canonical(a) === canonical(b);
