import type { FastifyBaseLogger } from 'fastify';
import { resourceByName } from '../../schemas/resources/index.ts';
import type { Tx } from '../db/index.ts';
import type { RequestContext } from '../crud/context.ts';
import type { AppServices } from '../services.ts';

export type Rec = Record<string, unknown>;

/** Who the demo seed acts as: nobody signed in; its audit entries say "seed". */
export const seedContext = (app: AppServices): RequestContext => ({
  app,
  user: null,
  lang: 'zh-CN',
  audit: { userId: null, username: 'seed', method: 'SEED', url: 'seed' },
});

/**
 * Inserts a seed record through the one write path (schema, stored-value checks, hooks, version, audit), so demo data
 * obeys the same rules as user data. `system` carries fields a client may not set (status, numbers, stamps) for demo
 * records in later states: validated by their schemas too (system mode).
 */
export async function seedInsert(app: AppServices, tx: Tx, name: string, data: Rec, system?: Rec): Promise<Rec> {
  const r = resourceByName.get(name);
  if (!r) throw new Error(`no resource ${name}`);
  const [row] = await app.crud.insertIn(tx, r, [data], seedContext(app), { system, action: 'seed' });
  return row;
}

export type SeedLog = Pick<FastifyBaseLogger, 'info'>;
