import type { LimsDatabase, Tx } from '../db/index.ts';

/** Demo records of the workflows in every state (orders → issued report). */
export async function seedBusiness(_database: LimsDatabase, _tx: Tx, _ctx: { users: Record<string, number>; params: Record<string, number> }): Promise<void> {}
