// The demo catalogue's method standards (issue 32): one for every method a test item names, titled as the test item
// titles its method, so that scope lines, verifications and authorisations have a standard to point at. Idempotent:
// a standard already entered (matched by its normalised number, schemas/catalogue/fit.ts normStandard) is kept.
// Shared by the staff-authorisation seed (server/seed/staff.ts) and the scope seed.
import type { Tx } from '../db/index.ts';
import type { AppServices } from '../services.ts';
import { normStandard } from '../../schemas/catalogue/fit.ts';
import { seedInsert } from './insert.ts';

/** Every test item's method standard, created if missing: standardNo (as stored) → id. */
export async function seedMethodStandards(app: AppServices, tx: Tx): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const byNorm = new Map<string, number>();
  for (const s of await tx.selectFrom('methodStandards').select(['id', 'standardNo']).execute()) {
    out.set(String(s.standardNo), Number(s.id));
    byNorm.set(normStandard(String(s.standardNo)), Number(s.id));
  }
  const params = await tx.selectFrom('parameters').select(['methodNo', 'methodTitle']).orderBy('id').execute();
  for (const p of params) {
    const no = String(p.methodNo ?? '').trim();
    if (!no || byNorm.has(normStandard(no))) continue;
    const row = await seedInsert(app, tx, 'methodStandards', { standardNo: no, title: String(p.methodTitle || no) });
    out.set(no, Number(row.id));
    byNorm.set(normStandard(no), Number(row.id));
  }
  return out;
}
