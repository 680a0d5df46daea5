import type { Kysely } from 'kysely';
import { grantDemoPerm } from '../grantPerm.ts';

// Issue 29: the signatory opens what a report stands on — its order, raw records, samples, QC sheets and the test
// items and standards they name — so the demo signatory (SIGNATORY, server/seed/access.ts) got the query perms below.
// The demo seed runs only on an empty database: in a lab seeded before, the report screen's links answered 403. Each
// perm is granted under the menu the start-up upgrade puts its button (homeMenuOf), through the shared grant of 016.
const READS: Array<{ menu: string; perm: string }> = [
  { menu: 'business/trust-list', perm: 'order:query' },
  { menu: 'analyse/analyseIndex', perm: 'analysis:query' },
  { menu: 'analyse/sample', perm: 'sample:query' },
  { menu: 'business/qc-list', perm: 'qc:query' },
  { menu: 'management/detect', perm: 'testparms:query' },
  { menu: 'management/limit-standards', perm: 'standard:query' },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const read of READS) await grantDemoPerm(db, { role: 'SIGNATORY', ...read });
}

// Nothing to undo: taking a perm away from a role the lab uses is the lab's decision (roles screen), not a downgrade's.
export async function down(): Promise<void> {}
