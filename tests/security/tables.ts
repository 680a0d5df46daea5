import type { TestApp } from '../api/harness.ts';

/** Row count of every table of the database: the fingerprint that proves a refused request wrote nothing. */
export async function tableCounts(t: TestApp): Promise<Record<string, number>> {
  const { db, dialect } = t.database;
  const names =
    dialect === 'sqlite'
      ? (
          await db
            .selectFrom('sqlite_master' as string)
            .select('name')
            .where('type', '=', 'table')
            .execute()
        ).map((r) => r.name as string)
      : (
          await db
            .selectFrom('information_schema.tables' as string)
            .select('tableName')
            .where('tableSchema', '=', 'public')
            .execute()
        ).map((r) => r.tableName as string);
  const out: Record<string, number> = {};
  for (const n of names.filter((x) => !x.startsWith('sqlite_') && x !== 'realtime_payload').sort()) {
    out[n] = Number(
      (
        await db
          .selectFrom(n)
          .select((eb) => eb.fn.countAll().as('c'))
          .executeTakeFirstOrThrow()
      ).c,
    );
  }
  return out;
}

/** The last audit hash: unchanged means no audit entry was appended (and none rewritten at the end). */
export async function lastAuditHash(t: TestApp): Promise<string | undefined> {
  return (await t.database.db.selectFrom('adminLogs').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst())?.hash as string | undefined;
}
