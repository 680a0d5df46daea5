import type { Kysely } from 'kysely';
import { grantDemoPerm } from '../grantPerm.ts';

// Instrument import (issue 20) added the perm `analysis:import` to the demo analyst role (server/seed/access.ts), but
// the demo seed runs only on an empty database: a lab seeded before that kept an analyst who cannot import. This grants
// it to the demo analyst role (code ANALYST) when that role exists and lacks it; a lab without that role, or whose
// analyst already has it, is left alone, so the migration is idempotent. Migrations run before the start-up upgrade
// writes the declared buttons (server/seed/registry.ts), so the button is added here when missing — under the menu the
// upgrade puts it (analyse/analyseIndex, homeMenuOf in server/seed/access.ts), which then finds it and adds nothing.
// Written against the tables as they are now (snake_case names, aliases for the answers), not the declarations.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await grantDemoPerm(db, { role: 'ANALYST', menu: 'analyse/analyseIndex', perm: 'analysis:import' });
}

// Nothing to undo: taking a perm away from a role the lab uses is the lab's decision (roles screen), not a downgrade's.
export async function down(): Promise<void> {}
