// Writes schemas/templates/AUDIT.md from the audit data: node --import tsx schemas/templates/audit/write.ts
import { writeFileSync } from 'node:fs';
import { standardAudits } from './index.ts';
import { renderAuditMarkdown } from './render.ts';
import { WORKED } from '../examples/index.ts';

const AUDIT_MD = new URL('../AUDIT.md', import.meta.url);

writeFileSync(AUDIT_MD, renderAuditMarkdown(standardAudits, new Set(Object.keys(WORKED))));
