// The audit of raw-record templates against their method standards (issue 14, deliver 3). One row per distinct
// standard a template declares; a row maps the templates that cite it. Plain data: AUDIT.md is rendered from it
// (render.ts) and tests/unit/templates/audit.test.ts checks it against the manifest.

/** Written wherever a clause was not read: the table says so rather than guess. */
export const NOT_READ = 'not read';

/** What the standard states for one analyte (a template parameter code), as read. */
export interface AnalyteAudit {
  /** The template parameter code (NH3-N, Pb, ...). */
  parameter: string;
  /** The MDL as the standard writes it; null when the read clause states none. */
  mdl: string | null;
  /** The unit the standard states the MDL (and the result) in. */
  mdlUnit: string;
  /** The condition the MDL holds for (sample volume, cell, mass), as the standard states it. */
  condition?: string;
}

export type DepartureField = 'method' | 'unit' | 'mdl' | 'reporting' | 'formula' | 'notation' | 'judgement' | 'qc';

/** Where a template differs from its standard. `deliberate` ones are explained; the others are to be fixed. */
export interface Departure {
  templates: string[];
  field: DepartureField;
  /** For unit and mdl departures: the parameter code concerned. */
  parameter?: string;
  /** What the template has (at the time of the audit). */
  template: string;
  /** What the standard says, with its clause. */
  standard: string;
  why: string;
  deliberate: boolean;
  /** A departure to fix that has been fixed: what the template does now (and the test that shows it). */
  fixed?: string;
}

export interface Evidence {
  /** Where the text was read (a public copy or translation of the standard). */
  url: string;
  /** Which clauses that copy showed. */
  clauses: string;
}

export interface StandardAudit {
  /** Exactly as the templates declare it (number and edition). */
  standard: string;
  title: string;
  /** Edition and status as far as read (e.g. replaced standards). */
  edition: string;
  /** Template ids that cite this standard (alone or as one of several). */
  templates: string[];
  /**
   * 'read': the scope / MDL clause was read in a copy of the standard (evidence), so the analytes' MDLs and units
   * below are the standard's. 'not-read': no copy was found; nothing in the row is the standard's text.
   */
  source: 'read' | 'not-read';
  evidence: Evidence[];
  /** The clause that gives the formula, or NOT_READ. */
  formulaClause: string;
  /** The clause that gives the reporting rule, or NOT_READ. */
  reportingClause: string;
  /** The reporting rule as the standard states it (decimals, significant figures, tiers), or NOT_READ. */
  reportingRule: string;
  /** MDLs as read; empty when not read. */
  analytes: AnalyteAudit[];
  /** The below-MDL notation the standard (or the monitoring rule it cites) prescribes, or NOT_READ. */
  belowMdlNotation: string;
  /** The judgement rule the template applies (and its clause), or 'none'. */
  judgement: string;
  departures: Departure[];
  note?: string;
}
