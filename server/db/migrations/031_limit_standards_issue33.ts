import type { Kysely } from 'kysely';
import { appendToEditions, deleteShippedEditions, insertMissingEditions, removeFromEditions } from '../../standards/load.ts';
import { gb18918_2002 } from '../../standards/gb18918.ts';
import { gb18918More } from '../../standards/gb18918_more.ts';
import { gb3838_2002 } from '../../standards/gb3838.ts';
import { gb3838Table23 } from '../../standards/gb3838_t23.ts';
import { gb5085_3_2007 } from '../../standards/gb5085_3.ts';

// The limits a judgement needs (issue 33): the rest of GB 18918-2002 表1 (氨氮 and 总磷 by water temperature and
// construction date, 总氮 一级B, 色度, pH, 粪大肠菌群数), its 表2 and 表3, read from the standard's own electronic text,
// and GB 3838-2002 表2 and 表3 (集中式生活饮用水地表水源地, a condition), read from its scan, appended to the editions
// 013 loaded, in new and existing databases alike (what a database holds is kept, a second run adds nothing, each
// edition's unread list and source are replaced by ones that no longer name these cells); and GB 5085.3-2007 as a new
// edition with the 表1 values two public sources agree on (the rest listed unread). A GB 5085.3 edition a lab entered
// itself is left as is.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await appendToEditions(db, [gb18918More, gb3838Table23]);
  await insertMissingEditions(db, [gb5085_3_2007]);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await deleteShippedEditions(db, [gb5085_3_2007]);
  await removeFromEditions(db, [
    [gb18918More, gb18918_2002],
    [gb3838Table23, gb3838_2002],
  ]);
}
