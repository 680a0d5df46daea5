// Renders the audit data as schemas/templates/AUDIT.md. Pure: scripts/audit-md.ts does the file I/O, and
// tests/unit/templates/audit.test.ts fails when the committed file differs from this output.
import { CALIBRATION_DIGITS } from './calibration.ts';
import { capTable } from './caps.ts';
import { templateManifest } from '../manifest/index.ts';
import { NOT_READ, type AnalyteAudit, type Departure, type StandardAudit } from './types.ts';

const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const row = (cells: string[]): string => `| ${cells.map(cell).join(' | ')} |`;

function mdlText(a: AnalyteAudit): string {
  const v = a.mdl === null ? 'none stated' : `${a.mdl} ${a.mdlUnit}`;
  return `${a.parameter}: ${v}${a.condition ? ` (${a.condition})` : ''}`;
}

function departureText(d: Departure): string {
  const what = d.parameter ? `${d.field} (${d.parameter})` : d.field;
  return `${d.deliberate ? 'kept' : d.fixed ? 'fixed' : 'FIX'} ${what}: template ${d.template}; standard ${d.standard}`;
}

function standardTable(audits: readonly StandardAudit[]): string[] {
  const head = [
    'standard',
    'edition',
    'templates',
    'source',
    'formula clause',
    'reporting clause / rule',
    'MDL (unit, condition)',
    'below-MDL notation',
    'judgement',
    'departures',
  ];
  return [
    row(head),
    row(head.map(() => '---')),
    ...audits.map((a) =>
      row([
        `${a.standard} ${a.title}`,
        a.edition,
        a.templates.length > 6 ? `${a.templates.length} templates (see the index below)` : a.templates.join(', '),
        a.source === 'read' ? `read: ${a.evidence.map((e) => `${e.url} (${e.clauses})`).join('; ')}` : 'not read',
        a.formulaClause,
        a.reportingRule === a.reportingClause || a.reportingRule === NOT_READ ? a.reportingClause : `${a.reportingClause}; ${a.reportingRule}`,
        a.analytes.length ? a.analytes.map(mdlText).join('; ') : 'not read',
        a.belowMdlNotation,
        a.judgement,
        [...a.departures.map(departureText), ...(a.note ? [`note: ${a.note}`] : [])].join(' · ') || 'none found',
      ]),
    ),
  ];
}

type Kind = 'open' | 'fixed' | 'kept';
const kindOf = (d: Departure): Kind => (d.deliberate ? 'kept' : d.fixed ? 'fixed' : 'open');

function departureTable(audits: readonly StandardAudit[], kind: Kind): string[] {
  const rows = audits.flatMap((a) =>
    a.departures
      .filter((d) => kindOf(d) === kind)
      .map((d) =>
        row([
          d.templates.length > 6 ? `${d.templates.length} templates` : d.templates.join(', '),
          a.standard,
          d.parameter ? `${d.field} (${d.parameter})` : d.field,
          d.template,
          d.standard,
          d.why,
          ...(kind === 'fixed' ? [d.fixed ?? ''] : []),
        ]),
      ),
  );
  if (rows.length === 0) return ['None.'];
  const head = [
    'templates',
    'standard',
    'what',
    kind === 'fixed' ? 'template had' : 'template has',
    'standard says (clause)',
    'why / action',
    ...(kind === 'fixed' ? ['fixed: what the template does now'] : []),
  ];
  return [row(head), row(head.map(() => '---')), ...rows];
}

function templateIndex(audits: readonly StandardAudit[], worked: ReadonlySet<string>): string[] {
  const byTemplate = new Map<string, StandardAudit[]>();
  for (const a of audits) for (const t of a.templates) byTemplate.set(t, [...(byTemplate.get(t) ?? []), a]);
  const head = ['template', 'standard(s)', 'source', 'worked example', 'departures to fix', 'fixed', 'kept'];
  return [
    row(head),
    row(head.map(() => '---')),
    ...[...byTemplate.keys()].sort().map((t) => {
      const as = byTemplate.get(t)!;
      const deps = as.flatMap((a) => a.departures.filter((d) => d.templates.includes(t)));
      return row([
        t,
        as.map((a) => a.standard).join(' / '),
        as.map((a) => a.source).join(' / '),
        worked.has(t) ? 'yes' : '—',
        deps
          .filter((d) => kindOf(d) === 'open')
          .map((d) => (d.parameter ? `${d.field} (${d.parameter})` : d.field))
          .join(', ') || '—',
        deps
          .filter((d) => kindOf(d) === 'fixed')
          .map((d) => (d.parameter ? `${d.field} (${d.parameter})` : d.field))
          .join(', ') || '—',
        deps
          .filter((d) => d.deliberate)
          .map((d) => (d.parameter ? `${d.field} (${d.parameter})` : d.field))
          .join(', ') || '—',
      ]);
    }),
  ];
}

/** `worked`: the templates whose example carries hand-derived expected results (examples/, tested). */
export function renderAuditMarkdown(audits: readonly StandardAudit[], worked: ReadonlySet<string> = new Set()): string {
  const templates = new Set(audits.flatMap((a) => a.templates));
  const standards = audits.filter((a) => a.standard !== '—');
  const read = standards.filter((a) => a.source === 'read');
  const toFix = audits.flatMap((a) => a.departures.filter((d) => kindOf(d) === 'open'));
  const fixed = audits.flatMap((a) => a.departures.filter((d) => kindOf(d) === 'fixed'));
  const departing = new Set(toFix.flatMap((d) => d.templates));
  return [
    '# Template audit against the method standards',
    '',
    'Generated from `schemas/templates/audit/*.ts` by `node --import tsx scripts/audit-md.ts`; do not edit',
    'by hand (`tests/unit/templates/audit.test.ts` fails when this file is stale). Issue 14, deliver 3.',
    '',
    '"read" means the clauses named in the source column were read in a public copy or translation of the standard (or a',
    'lab document quoting it); every other field of that row says "not read" unless it gives the clause. Nothing marked',
    '"not read" is the standard\'s text. Departures marked "issue 14" come from that issue\'s worked examples, not from a',
    "clause read here. MDLs are the standard's for the stated condition; a lab reports its own verified MDL.",
    '',
    `${templates.size} templates; ${standards.length} distinct standards, ${read.length} with clauses read, ${standards.length - read.length} not read;`,
    `${fixed.length} departures fixed; ${toFix.length} departures still to fix in ${departing.size} templates;`,
    `${[...templates].filter((t) => worked.has(t)).length} templates with a worked example (hand-derived expected results, tests/unit/templates/examples.test.ts).`,
    '',
    '## Departures to fix',
    '',
    ...departureTable(audits, 'open'),
    '',
    '## Departures fixed',
    '',
    ...departureTable(audits, 'fixed'),
    '',
    '## Departures kept on purpose',
    '',
    ...departureTable(audits, 'kept'),
    '',
    '## Calibration statistics',
    '',
    ...CALIBRATION_DIGITS,
    '',
    '## Significant-figure caps',
    '',
    ...capTable(templateManifest, audits),
    '',
    '## Standards',
    '',
    ...standardTable(audits),
    '',
    '## Template index',
    '',
    ...templateIndex(audits, worked),
    '',
  ].join('\n');
}
