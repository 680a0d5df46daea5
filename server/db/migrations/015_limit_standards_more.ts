import type { Kysely } from 'kysely';
import { insertEditions } from '../../standards/load.ts';
import { gb14848_2017 } from '../../standards/gb14848.ts';
import { gb36600_2018 } from '../../standards/gb36600.ts';
import { gb15618_2018 } from '../../standards/gb15618.ts';
import { gb8978_1996 } from '../../standards/gb8978.ts';
import { gb16297_1996 } from '../../standards/gb16297.ts';

// The library's second load (issue 19): groundwater (GB/T 14848-2017), development-land and agricultural soil
// (GB 36600-2018, GB 15618-2018), integrated wastewater discharge (GB 8978-1996) and the readable part of GB
// 16297-1996, each row citing its table, unread cells listed on the edition. And the stated decision rule: an
// edition may say its limits are compared with the rounded value (GB/T 8170 §4.3.2, 修约值比较法) instead of the
// full value, with the clause that says so; absent, the full value is compared (§4.3.1).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('limit_standards').addColumn('comparison', 'text').execute();
  await db.schema.alterTable('limit_standards').addColumn('comparison_clause', 'text').execute();
  await insertEditions(db, [gb14848_2017, gb36600_2018, gb15618_2018, gb8978_1996, gb16297_1996]);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('limit_standards')
    .where('standard_no', 'in', ['GB/T 14848-2017', 'GB 36600-2018', 'GB 15618-2018', 'GB 8978-1996', 'GB 16297-1996'])
    .execute();
  await db.schema.alterTable('limit_standards').dropColumn('comparison_clause').execute();
  await db.schema.alterTable('limit_standards').dropColumn('comparison').execute();
}
