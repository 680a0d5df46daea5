// Writes schemas/templates/AUDIT.md from the audit data: node --import tsx scripts/audit-md.ts
// (here, not beside the data: schemas/ does no I/O)
import { writeFileSync } from 'node:fs';
import { standardAudits } from '../schemas/templates/audit/index.ts';
import { renderAuditMarkdown } from '../schemas/templates/audit/render.ts';
import { WORKED } from '../schemas/templates/examples/index.ts';

const AUDIT_MD = new URL('../schemas/templates/AUDIT.md', import.meta.url);

writeFileSync(AUDIT_MD, renderAuditMarkdown(standardAudits, new Set(Object.keys(WORKED))));
