import type { Kysely } from 'kysely';
import { grantDemoPerm } from '../grantPerm.ts';

// Issue 29: an instrument declares the test items it serves, which its manager picks from the catalogue, and the
// instrument's page names them: the demo equipment manager (EQUIPMENT_MANAGER) reads the test items (testparms:query,
// server/seed/access.ts) — without it that page asked /parameters/options and got a 403.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await grantDemoPerm(db, { role: 'EQUIPMENT_MANAGER', menu: 'management/detect', perm: 'testparms:query' });
}

// Nothing to undo: taking a perm away from a role the lab uses is the lab's decision (roles screen), not a downgrade's.
export async function down(): Promise<void> {}
