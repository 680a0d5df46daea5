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

/** 系统配置 key of the lab's public address (the reports' QR codes point there, server/reports/verify/code.ts). */
export const PUBLIC_URL_KEY = 'lab.publicUrl';

/** An http(s) address with a host and no query or fragment (a path is kept: a lab may serve under /lims). */
export function validPublicUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /[?#\s]/.test(value)) return false;
  try {
    return !!new URL(value).hostname;
  } catch {
    return false;
  }
}

/**
 * The settings every lab has, added on start where missing (server/seed/registry.ts) so that 系统配置 lists them to be
 * set; a blank value is unset (its reader's default applies).
 */
export const DECLARED_SETTINGS: ReadonlyArray<{ configKey: string; configName: string; configValue: string; remark?: string }> = [
  {
    configKey: PUBLIC_URL_KEY,
    configName: '实验室对外地址（报告二维码）',
    configValue: '',
    remark: '如 https://lims.example.cn；报告二维码指向“该地址/verify/验证码”，未设置时指向签发人访问本系统所用的地址',
  },
  {
    // server/reagents/alerts.ts: the dashboard's reagent card lists what expires within this many days
    configKey: 'reagent.expiryAlertDays',
    configName: '试剂与标准溶液到期提醒（天）',
    configValue: '',
    remark: '首页提醒在此天数内到期的试剂批次、已开封容器和标准溶液（0–365 的整数），未设置时为 30 天',
  },
];
