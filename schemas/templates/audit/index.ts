// The template audit (issue 14 deliver 3): one row per method standard the templates cite, plus the generic records.
import { templateById } from '../index.ts';
import { airAudits } from './air.ts';
import { genericAudit } from './generic.ts';
import { gufeiAudits } from './gufei.ts';
import { soilAudits } from './soil.ts';
import type { StandardAudit } from './types.ts';
import { waterAudits } from './water.ts';

export type { AnalyteAudit, Departure, DepartureField, Evidence, StandardAudit } from './types.ts';
export { NOT_READ } from './types.ts';

/**
 * Issue 14 deliver 3 asks every row for its judgement rule. A row that states none of its own gets its templates'
 * judgements (flag results) with the decision rule each declares, so the table cannot drift from the templates.
 */
function withJudgement(a: StandardAudit): StandardAudit {
  if (a.judgement !== 'none') return a;
  const flags = a.templates.flatMap((id) =>
    (templateById(id)?.results ?? [])
      .filter((r) => r.kind === 'flag')
      .map((r) => `${id} ${r.key}: ${r.formula} (${r.decision?.comparison ?? 'full'}-value comparison; ${r.decision?.basis.en ?? 'GB/T 8170-2008 §4.3.1'})`),
  );
  if (flags.length === 0) return a;
  const shown = flags.length > 3 ? [...flags.slice(0, 2), `${flags.length - 2} more (see the templates)`] : flags;
  return { ...a, judgement: shown.join('; ') };
}

export const standardAudits: readonly StandardAudit[] = [...waterAudits, ...soilAudits, ...airAudits, ...gufeiAudits, genericAudit].map(withJudgement);

/** The audit rows that name a template (several when it cites several standards). */
export function auditsForTemplate(templateId: string): StandardAudit[] {
  return standardAudits.filter((a) => a.templates.includes(templateId));
}
