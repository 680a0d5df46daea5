// Shorthands for the audit rows: every field defaults to "not read", and `source` follows from the evidence, so a
// row can only claim to have read a standard when it names where.
import { NOT_READ, type AnalyteAudit, type Departure, type Evidence, type StandardAudit } from './types.ts';

export type AuditOpts = Partial<Omit<StandardAudit, 'standard' | 'title' | 'templates' | 'source'>>;

/** The edition is the year in the number (HJ 828-2017 → 2017; GB 7489-87 → 1987). */
export function editionOf(standard: string): string {
  const m = /-(\d{2,4})$/.exec(standard.trim());
  if (!m) return NOT_READ;
  return m[1].length === 2 ? `19${m[1]}` : m[1];
}

export function audit(standard: string, title: string, templates: string[], o: AuditOpts): StandardAudit {
  const evidence = o.evidence ?? [];
  return {
    standard,
    title,
    edition: editionOf(standard),
    templates,
    source: evidence.length > 0 ? 'read' : 'not-read',
    evidence,
    formulaClause: NOT_READ,
    reportingClause: NOT_READ,
    reportingRule: NOT_READ,
    analytes: [],
    belowMdlNotation: NOT_READ,
    judgement: 'none',
    departures: [],
    ...o,
  };
}

/** An analyte's MDL as the standard states it. */
export const mdl = (parameter: string, value: string | null, unit: string, condition?: string): AnalyteAudit => ({
  parameter,
  mdl: value,
  mdlUnit: unit,
  ...(condition ? { condition } : {}),
});

export const seen = (url: string, clauses: string): Evidence => ({ url, clauses });

/**
 * The official MEE PDF as a public data set transcribes it clause by clause, each value with its clause number
 * (github.com/song19850425/env-assets, EnvStandard/data/standards/{file}, retrieved by its authors 2026-09-14 and
 * checked by their verify script). A secondary source, but one that quotes the clause text: the row says which clauses.
 */
export const transcribed = (pdf: string, file: string, clauses: string): Evidence =>
  seen(`${pdf} (as transcribed clause by clause in github.com/song19850425/env-assets EnvStandard/data/standards/${file})`, clauses);

/** A departure to fix (not deliberate). */
export const fix = (templates: string[], field: Departure['field'], template: string, standard: string, why: string, parameter?: string): Departure => ({
  templates,
  field,
  template,
  standard,
  why,
  deliberate: false,
  ...(parameter ? { parameter } : {}),
});

/** A departure that was to fix and has been: what changed, verified in the template. */
export const done = (d: Departure, change: string): Departure => ({ ...d, fixed: change });

/** A departure kept on purpose, with the reason. */
export const keep = (templates: string[], field: Departure['field'], template: string, standard: string, why: string, parameter?: string): Departure => ({
  templates,
  field,
  template,
  standard,
  why,
  deliberate: true,
  ...(parameter ? { parameter } : {}),
});

/** Issue 14's findings come from worked examples others derived from the standards; the clause was not read here. */
export const ISSUE14 = "issue 14 (the reporter's derivation from the standard; clause not read here)";

/**
 * The second search of rows still unread (2026-11-25): the pages corpus by the scope sentence in Chinese or by the
 * English title (one to four queries a row). Pages are stored from their beginning, so a copy whose first screen is a
 * cover or an announcement never shows §1. A row says this rather than leave its "not read" unexplained.
 */
export const SEARCHED_AGAIN = 'searched again 2026-11-25 (pages corpus, by the scope sentence in Chinese or the English title): no copy of the clauses found';

/**
 * The same for a results clause (the reporting rule); for HJ 505 and HJ 636 its tier wording was searched as well, and
 * a third round the same day searched by the wording a results clause uses (the quoted phrases are search terms, not
 * clause text) and for lab documents (SOPs, method verification reports) quoting it.
 */
export const RULE_SEARCHED_AGAIN =
  'the results clause was searched again 2026-11-25 (pages corpus, by the title in both languages; for HJ 505 and HJ 636 also by the tier wording) and a third time that day for the clause or a lab SOP quoting it (pages corpus by search terms such as 结果表示, 小数点后位数的保留与方法检出限一致, 保留三位有效数字, 小于100 mg/L 保留一位小数, pH<2.00; code corpus by the exact strings 测定结果小于100 mg/L, 小数位数与方法检出限, pH<2.00 and the standard numbers): not reached, so the rule still rests on issue 14';
