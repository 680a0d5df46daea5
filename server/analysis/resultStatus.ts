// The status of a sheet's results, written row by row with an audit entry each: the record workflow (records.ts) and
// the QC decisions (qcDecisions.ts) both set it, so it sits apart from both.
import { findBy, patch, type Unit } from '../workflow/store.ts';

export async function setResultStatus(u: Unit, sheetId: number, status: string) {
  for (const r of await findBy(u, 'results', 'analysisSheetId', sheetId)) {
    if (r.status !== status) await patch(u, 'results', r.id as number, { status }, `result:${status}`);
  }
}
