// The lab's settings (系统配置, table `configs`) as the server reads them: one query for every reader.
import type { Kysely } from 'kysely';
import { validTimeZone } from '../../schemas/format/when.ts';
import type { DB } from './index.ts';

/** The database or a transaction. */
type Reader = Pick<Kysely<DB>, 'selectFrom'>;

/** A setting's stored value, or undefined when the key is not set. */
export async function settingOf(db: Reader, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('configs').select('configValue').where('configKey', '=', key).executeTakeFirst();
  return row?.configValue as string | undefined;
}

/** The lab's time zone (lab.timeZone), the default one when it is unset or not a zone. */
export const labTimeZone = async (db: Reader): Promise<string> => validTimeZone(await settingOf(db, 'lab.timeZone'));
