import { resourceByName } from '../../schemas/resources/index.ts';
import { z } from 'zod';
import { fromZod } from '../openapi/shapes.ts';
import { trailStep, type TrailStep } from '../../schemas/workflows/trail.ts';
import type { Unit } from './store.ts';

export type { TrailStep };

/** The trail in the OpenAPI document (schemas/workflows/trail.ts). */
export const trailShape = fromZod(z.array(trailStep));

/**
 * Every workflow step of a record, in order, read from the audit log (kept, hash-chained): a return (退回) and its
 * reason stay in the trail after the record is submitted again, where the record itself keeps only its last state.
 * People by their names (the login only for an account since deleted).
 */
export async function trailOf(u: Pick<Unit, 'tx'>, entity: string, id: number): Promise<TrailStep[]> {
  const rows = await u.tx
    .selectFrom('adminLogs')
    .select(['id', 'userId', 'username', 'at', 'action', 'reason'])
    .where('entity', '=', entity)
    .where('entityId', '=', String(id))
    .where('action', 'like', 'transition:%')
    .orderBy('id')
    .execute();
  const people = [...new Set(rows.map((r) => r.userId).filter((x): x is number => typeof x === 'number'))];
  const names = new Map(
    people.length
      ? (await u.tx.selectFrom('users').select(['id', 'nickname', 'username']).where('id', 'in', people).execute()).map((x) => [
          x.id as number,
          String(x.nickname || x.username),
        ])
      : [],
  );
  const transitions = resourceByName.get(entity)?.workflow?.transitions ?? {};
  return rows.map((r) => {
    const step = String(r.action).slice('transition:'.length);
    return {
      step,
      userId: (r.userId as number | null) ?? null,
      name: names.get(r.userId as number) ?? String(r.username ?? '—'),
      at: String(r.at),
      reason: (r.reason as string | null) ?? null,
      signed: !!transitions[step]?.signature,
    };
  });
}
