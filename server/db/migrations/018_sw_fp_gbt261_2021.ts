import type { Kysely } from 'kysely';
import { appendAudit } from '../../audit/chain.ts';
import { dialectOf } from '../columns.ts';
import type { Tx } from '../index.ts';

// The seeded flash-point parameter SW-FP cited GB/T 261-2008; the seed now writes GB/T 261-2021 (the edition in force
// since 2022-05-01, which GB 5085.4-2007 §2 takes by its undated reference; schemas/templates/audit/gufei.ts), and its
// template gufei-tmpl104 cites 2021. A database seeded before keeps the old edition, so this migration moves the row
// the seed wrote — and only that row: a lab that already changed SW-FP's method keeps its own choice. It bumps the
// record version and appends an audit entry, as the crud service would (a migration has no request or app to call it
// through). Samples and records already tested keep the edition they were tested by: only the master row changes.
const OLD = 'GB/T 261-2008';
const NEW = 'GB/T 261-2021';
const TEMPLATE = 'gufei-tmpl104';
const AUDIT = { userId: null, username: 'system', method: 'MIGRATE', url: 'migration 018' };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
async function move(db: Kysely<any>, from: string, to: string, reason: string): Promise<void> {
  const rows = await db
    .selectFrom('parameters')
    .select(['id', 'version', 'method_no'])
    .where('code', '=', 'SW-FP')
    .where('method_no', '=', from)
    .where('template_id', '=', TEMPLATE)
    .execute();
  for (const row of rows) {
    const version = Number(row.version) + 1;
    await db.updateTable('parameters').set({ method_no: to, version, updated_at: new Date().toISOString() }).where('id', '=', row.id).execute();
    await appendAudit(db as unknown as Tx, dialectOf(db), AUDIT, {
      entity: 'parameters',
      entityId: row.id as number,
      action: 'update',
      reason,
      before: { methodNo: from, version: Number(row.version) },
      after: { methodNo: to, version },
    });
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function up(db: Kysely<any>): Promise<void> {
  await move(db, OLD, NEW, `${NEW} replaced ${OLD} (in force 2022-05-01); template ${TEMPLATE} cites ${NEW}`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await move(db, NEW, OLD, `migration 018 reverted`);
}
