import type { Kysely } from 'kysely';
import { appendToEditions, removeFromEditions } from '../../standards/load.ts';
import { gb16297More } from '../../standards/gb16297_more.ts';
import { gb16297_1996 } from '../../standards/gb16297.ts';
import { gb8978Table4 } from '../../standards/gb8978_t4.ts';
import { gb8978_1996 } from '../../standards/gb8978.ts';

// The library's third load (issue 19), read from scanned copies of the standards: GB 16297-1996 表1 items 4–33 and
// every fence-line limit of 表1, all of 表2 (new sources) but the emission rates, and GB 8978-1996 表4 items 21–56. Both
// editions were loaded by 015, so this appends to them, in new and existing databases alike; each edition's unread
// list and source are replaced by ones that no longer name these cells as missing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await appendToEditions(db, [gb16297More, gb8978Table4]);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await removeFromEditions(db, [
    [gb16297More, gb16297_1996],
    [gb8978Table4, gb8978_1996],
  ]);
}
