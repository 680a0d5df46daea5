// The detection limit a raw record uses (issue 32 item 1): the lab's own, from the newest approved verification of the
// test item in its matrix that is still in date (validUntil not past, or none), else the standard method's (the
// test item's `mdl`). The record says which (`mdlSource`), so a reader knows whose limit a "< MDL" is.
import type { Unit } from '../workflow/store.ts';
import { labToday } from '../workflow/store.ts';

export type MdlSource = 'verified' | 'standard';
type WithMdl = { id: number; mdl: string | number; matrix: string };

/** The parameters with the MDL the lab reports against, and where it came from. */
export async function withVerifiedMdl<P extends WithMdl>(u: Unit, params: P[]): Promise<Array<P & { mdl: string; mdlSource: MdlSource }>> {
  const pids = params.map((p) => p.id);
  const today = await labToday(u);
  const rows = pids.length
    ? await u.tx
        .selectFrom('method_verifications')
        .select(['parameterId', 'matrix', 'verifiedMdl', 'validUntil', 'approvedAt'])
        .where('parameterId', 'in', pids)
        .where('status', '=', 'approved')
        .where('verifiedMdl', 'is not', null)
        .orderBy('approvedAt', 'desc')
        .orderBy('id', 'desc')
        .execute()
    : [];
  return params.map((p) => {
    const v = rows.find((r) => Number(r.parameterId) === p.id && r.matrix === p.matrix && (!r.validUntil || String(r.validUntil).slice(0, 10) >= today));
    return v ? { ...p, mdl: String(v.verifiedMdl), mdlSource: 'verified' as const } : { ...p, mdl: String(p.mdl), mdlSource: 'standard' as const };
  });
}
