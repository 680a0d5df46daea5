import type { FastifyBaseLogger } from 'fastify';
import { resourceByName } from '../../schemas/resources/index.ts';
import type { LimsDatabase, Tx } from '../db/index.ts';
import { toDb, fromDb } from '../crud/codec.ts';
import { hooksOf } from '../crud/hooks.ts';
import type { RequestContext } from '../crud/context.ts';

export type Rec = Record<string, unknown>;

export const seedContext: RequestContext = {
  user: null, lang: 'zh-CN', audit: { userId: null, username: 'seed', method: 'SEED', url: 'seed' },
};

/**
 * Inserts a seed record through the resource's schema and hooks (so demo data obeys the same rules as user data).
 * `system` carries fields a client may not set (status, numbers, stamps) for demo records in later states.
 */
export async function seedInsert(database: LimsDatabase, tx: Tx, name: string, data: Rec, system: Rec = {}): Promise<Rec> {
  const r = resourceByName.get(name);
  if (!r) throw new Error(`no resource ${name}`);
  const parsed = r.createSchema.parse(data) as Rec;
  let values: Rec = { ...parsed };
  if (r.workflow) values[r.workflow.field] = r.workflow.initial;
  const hook = hooksOf(name).beforeCreate;
  if (hook) values = await hook(values, { tx, dialect: database.dialect, ctx: seedContext, resource: r });
  values = { ...values, ...system };
  const now = new Date().toISOString();
  const row = await tx.insertInto(r.table)
    .values({ ...toDb(r, values, database.dialect), version: 1, createdAt: now, updatedAt: now })
    .returningAll().executeTakeFirstOrThrow();
  return fromDb(r, row);
}

export type SeedLog = Pick<FastifyBaseLogger, 'info'>;
