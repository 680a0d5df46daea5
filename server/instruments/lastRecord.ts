// The latest raw record as an instrument import reads it (preview and commit): every column but the template's
// evaluation kept in `computed`, of which the import needs only the curve and QC inputs. On a 500 × 25 run the
// evaluation is megabytes of JSON that PostgreSQL would turn from jsonb into text and the driver parse, each request.
import { sql } from 'kysely';
import { fromDb } from '../crud/codec.ts';
import { res, type Row, type Unit } from '../workflow/store.ts';

const parsed = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);

export async function lastRecordForImport(u: Unit, sheetId: number): Promise<Row | undefined> {
  const r = res('rawRecords');
  const pg = u.services.database.dialect === 'postgres';
  const columns = ['id', 'version', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy', ...r.stored.filter((f) => f.name !== 'computed').map((f) => f.name)];
  const part = (key: 'curve' | 'qc') => (pg ? sql`computed -> ${key}` : sql`json_extract(computed, ${`$.${key}`})`).as(`computed_${key}`);
  const row = (await u.tx
    .selectFrom(r.table)
    .select(columns as never[])
    .select([part('curve'), part('qc')] as never[])
    .where('analysisSheetId', '=', sheetId)
    .orderBy('recordVersion', 'desc')
    .limit(1)
    .executeTakeFirst()) as Row | undefined;
  if (!row) return undefined;
  // absent keys stay absent, as in the stored object (a curve or QC never saved is undefined, not null)
  const computed: Row = {};
  const curve = parsed(row.computedCurve ?? row.computed_curve);
  const qc = parsed(row.computedQc ?? row.computed_qc);
  if (curve != null) computed.curve = curve;
  if (qc != null) computed.qc = qc;
  return { ...fromDb(r, row), computed };
}
