import type { Kysely } from 'kysely';
import { appendAudit } from '../../audit/chain.ts';
import { dialectOf } from '../columns.ts';
import type { Tx } from '../index.ts';

// The first seed named template "water-componentWaterHx" for the COD test item W-COD: no such template exists
// (GET /admin/analform/water-componentWaterHx answers 404, issue 14), so its sheets fell back to a generic
// single-reading record. The seed now names water-tmpl44, the HJ 828-2017 dichromate template its method cites
// (server/seed/lab.ts). A database seeded before keeps the missing id; this migration moves the row the seed wrote,
// and only that row: a lab that already chose another template for W-COD keeps it. Version bump and audit entry as
// the crud service would write them (migration 018's pattern). Raw records already written keep their template.
const OLD = 'water-componentWaterHx';
const NEW = 'water-tmpl44';
const AUDIT = { userId: null, username: 'system', method: 'MIGRATE', url: 'migration 020' };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
async function move(db: Kysely<any>, from: string, to: string, reason: string): Promise<void> {
  const rows = await db.selectFrom('parameters').select(['id', 'version']).where('code', '=', 'W-COD').where('template_id', '=', from).execute();
  for (const row of rows) {
    const version = Number(row.version) + 1;
    await db.updateTable('parameters').set({ template_id: to, version, updated_at: new Date().toISOString() }).where('id', '=', row.id).execute();
    await appendAudit(db as unknown as Tx, dialectOf(db), AUDIT, {
      entity: 'parameters',
      entityId: row.id as number,
      action: 'update',
      reason,
      before: { templateId: from, version: Number(row.version) },
      after: { templateId: to, version },
    });
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function up(db: Kysely<any>): Promise<void> {
  await move(db, OLD, NEW, `template ${OLD} does not exist; W-COD (HJ 828-2017) is recorded on ${NEW}`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await move(db, NEW, OLD, 'migration 020 reverted');
}
