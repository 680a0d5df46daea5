// The demo lab's chain closed (issue 34 item 6): the ammonia-nitrogen working solution prepared from the GBW CRM lot
// (server/seed/solutions.ts) is named as the calibration curve's solution of the demo's reported ammonia-nitrogen raw
// record (the locked sheet of "2026年第二季度废水例行监测", whose results an issued report prints), so that the result
// traces back to the CRM certificate and the lot's recall view lists the result and the report. Called by the seed
// after the reagent and solution seeds. The record is locked: its version is written in system mode through the crud
// (schema, audit) after the same check a draft save applies (server/reagents/trace/uses.ts).
import { findBy, ids, load, patch, type Row, type Unit } from '../workflow/store.ts';
import { checkSolutionUses } from '../reagents/trace/uses.ts';

export async function seedSolutionUses(u: Unit, params: Record<string, number>): Promise<{ recordId: number; solutionId: number }> {
  const nh3n = params['W-NH3N'];
  const solution = (await findBy(u, 'solutions', 'parameterId', nh3n))
    .filter((s) => s.level === 'working' && s.status === 'approved' && String(s.name).includes('氨氮'))
    .sort((a, b) => String(b.expiresOn ?? '').localeCompare(String(a.expiresOn ?? '')))[0];
  if (!solution) throw new Error('seed: no approved ammonia-nitrogen working solution to name on the demo record');
  const sheets = (await u.tx.selectFrom('analysis_sheets').select(['id', 'parameterIds']).where('status', '=', 'locked').orderBy('id').execute()) as Row[];
  const sheet = sheets.find((s) => ids(typeof s.parameterIds === 'string' ? JSON.parse(s.parameterIds) : s.parameterIds).includes(nh3n));
  if (!sheet) throw new Error('seed: no locked ammonia-nitrogen sheet to name the working solution on');
  const full = await load(u, 'analysisSheets', Number(sheet.id));
  const versions = await findBy(u, 'rawRecords', 'analysisSheetId', full.id);
  const record = versions.filter((r) => !r.draft).sort((a, b) => Number(b.recordVersion) - Number(a.recordVersion))[0];
  if (!record) throw new Error(`seed: sheet ${String(full.analysisNo)} has no submitted raw record`);
  const uses = [{ use: 'curve' as const, solutionId: Number(solution.id) }];
  await checkSolutionUses(u, uses, full, record.header as Record<string, unknown>);
  await patch(u, 'rawRecords', Number(record.id), { solutionUses: uses }, 'seed');
  return { recordId: Number(record.id), solutionId: Number(solution.id) };
}
