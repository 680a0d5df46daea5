// A recalled lot withdraws what was made from it (issue 34 item 4): every solution prepared from the lot, directly or
// through other solutions, still prepared or approved, takes the workflow's automatic `withdraw` step (audited, with
// the recall's reason). Used up, discarded or draft solutions are left as they are: the recall view lists them all.
import { canTake } from '../../../schemas/workflows/machine.ts';
import { solutionWorkflow } from '../../../schemas/reagents/workflows.ts';
import { cascade, type Unit } from '../../workflow/store.ts';
import { solutionsMadeFrom } from './walk.ts';

/** Withdraws every solution made from `lotId` that may still be used; answers the ids withdrawn. */
export async function withdrawMadeFrom(u: Unit, lotId: number, reason: string): Promise<number[]> {
  const done: number[] = [];
  for (const s of await solutionsMadeFrom(u, lotId)) {
    if (!canTake(solutionWorkflow, 'withdraw', s)) continue;
    await cascade(u, 'solutions', Number(s.id), 'withdraw', { reason });
    done.push(Number(s.id));
  }
  return done;
}
