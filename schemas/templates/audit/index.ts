// The template audit (issue 14 deliver 3): one row per method standard the templates cite, plus the generic records.
import { airAudits } from './air.ts';
import { genericAudit } from './generic.ts';
import { gufeiAudits } from './gufei.ts';
import { soilAudits } from './soil.ts';
import type { StandardAudit } from './types.ts';
import { waterAudits } from './water.ts';

export type { AnalyteAudit, Departure, DepartureField, Evidence, StandardAudit } from './types.ts';
export { NOT_READ } from './types.ts';

export const standardAudits: readonly StandardAudit[] = [...waterAudits, ...soilAudits, ...airAudits, ...gufeiAudits, genericAudit];

/** The audit rows that name a template (several when it cites several standards). */
export function auditsForTemplate(templateId: string): StandardAudit[] {
  return standardAudits.filter((a) => a.templates.includes(templateId));
}
