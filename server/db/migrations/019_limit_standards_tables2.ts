import type { Kysely } from 'kysely';
import { appendToEditions, deleteShippedEditions, insertMissingEditions, removeFromEditions } from '../../standards/load.ts';
import { gb36600_2018 } from '../../standards/gb36600.ts';
import { gb36600Table2 } from '../../standards/gb36600_t2.ts';
import { gb5085Editions } from '../../standards/gb5085.ts';
import { gb16297More } from '../../standards/gb16297_more.ts';
import { gb16297Rates } from '../../standards/gb16297_rates.ts';
import { gb8978Table2 } from '../../standards/gb8978_t2.ts';
import { gb8978Table4 } from '../../standards/gb8978_t4.ts';

// The library's fourth load (issue 19): GB 36600-2018 表2 (the 40 other items, screening and intervention values of
// both land categories), GB 8978-1996 表2 (units built before 1998: three grades of their own, with 表1 beside
// them), GB 16297-1996's emission rates by stack height (表1 and 表2, every item), and the numeric criteria
// of GB 5085.1-2007 and GB 5085.4-2007 as new editions. The first three editions were loaded by 015 (GB 8978 and
// GB 16297 appended to by 017), so this appends through the shared loader, in new and existing databases alike:
// what a database already holds is kept, a second run adds nothing, and each edition's unread list and source are
// replaced by ones that no longer name these cells as missing. A GB 5085 edition a lab entered itself is left as is.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await appendToEditions(db, [gb36600Table2, gb8978Table2, gb16297Rates]);
  await insertMissingEditions(db, gb5085Editions);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await deleteShippedEditions(db, gb5085Editions);
  await removeFromEditions(db, [
    [gb36600Table2, gb36600_2018],
    [gb8978Table2, gb8978Table4],
    [gb16297Rates, gb16297More],
  ]);
}
