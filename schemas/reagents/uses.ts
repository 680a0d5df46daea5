// What a raw record names it used (issue 34 item 3): the prepared solutions its calibration curve, its QC spike and its
// calibration check were made from, kept with the record version (raw_records.solution_uses). A solution is usable on
// the analysis day only when approved, not used up and not expired (`solutionBlock`): the record's picker shows the
// reason, and the server refuses the same by field (`solutionUses.<i>.solutionId`). A solution made after the analysis
// day is refused too: the record cannot have used it.
import { z } from 'zod';
import { enumOf, ref } from '../core/fields.ts';

export const SOLUTION_USES = ['curve', 'spike', 'ccv'] as const;

export const solutionUse = z.strictObject({ use: enumOf(SOLUTION_USES), solutionId: ref('solutions') });
export type SolutionUse = z.output<typeof solutionUse>;
export const solutionUses = z.array(solutionUse).max(30);

export type SolutionBlock = 'notApproved' | 'usedUp' | 'expired' | 'withdrawn' | 'notYetPrepared';

/** Why a solution cannot be used on `day` (YYYY-MM-DD, the lab's day), or null. */
export function solutionBlock(s: { status: string; expiresOn?: string | null; preparedOn?: string | null }, day: string): SolutionBlock | null {
  if (s.status === 'withdrawn') return 'withdrawn';
  if (s.status === 'used_up' || s.status === 'discarded') return 'usedUp';
  if (s.status !== 'approved') return 'notApproved';
  if (s.expiresOn && s.expiresOn < day) return 'expired';
  // a record analysed before the solution was made cannot have used it (a back-dated record, or a sheet analysed days ago)
  if (s.preparedOn && s.preparedOn > day) return 'notYetPrepared';
  return null;
}

/** The reasons in both languages (the picker and the server's refusal say the same). */
export const solutionBlockWords: Record<SolutionBlock, readonly [string, string]> = {
  notApproved: ['未经批准', 'not approved'],
  usedUp: ['已用完或废弃', 'used up or discarded'],
  expired: ['已过有效期', 'expired'],
  withdrawn: ['来源批次已召回', 'its source lot was recalled'],
  notYetPrepared: ['分析日尚未配制', 'not yet prepared on the analysis day'],
};
