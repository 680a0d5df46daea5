// Instrument file import (issue 20): the common shape every vendor parser and the mapping parser return.
// Parsers never throw: a file they cannot read yields { ok: false, error } with a code and params, so the route
// (not written yet) can say why in the user's language; a file they can read yields readings plus warnings.

/** QC roles a row can play; undefined means an ordinary sample (declared with the mapping schema, shared with the UI). */
import type { QcType } from '../../schemas/instruments/mapping.ts';
export type { QcType };

/** One value as the instrument wrote it, with where it came from (1-based source line) for evidence links. */
export interface Reading {
  sampleId: string;
  analyte: string;
  /** As written, trimmed, decimal comma turned into a point ("0,12" → "0.12"); may be "<0.005", "ND", "OR". */
  value: string;
  unit?: string;
  /**
   * The absorbance a photometer reports beside the concentration its stored program computed (Hach "Absorbance"). A
   * record whose reading input is an absorbance takes this, never `value`: its own calibration curve makes the result.
   */
  absorbance?: string;
  /** The peak area a chromatography data system reports beside its amount; taken as `absorbance` is, by a peak-area input. */
  area?: string;
  dilution?: string;
  /**
   * Whether `value` already has `dilution` applied (MassHunter "Final Conc.", Chromeleon amounts) — true — or is
   * the measured solution's concentration (ICP Expert "Soln Conc", WinLab "Reported Conc (Calib)") — false. Unset
   * when the vendor's documentation does not say: then the file's dilution is shown, never written.
   */
  dilutionIncluded?: boolean;
  qcType?: QcType;
  replicate?: number;
  flags?: string[];
  line: number;
}

/** Error codes are i18n keys for later: instrument.error.<code>. */
export type ParseErrorCode =
  | 'file_empty'
  | 'file_too_large'
  | 'file_binary'
  | 'file_truncated'
  | 'encoding_unknown'
  | 'layout_unknown'
  | 'layout_mismatch'
  | 'header_missing'
  | 'column_missing'
  | 'mapping_invalid'
  | 'no_readings';

export interface ParseError {
  code: ParseErrorCode;
  params: Record<string, string | number>;
  line?: number;
}

/** `blocking` warnings (e.g. a duplicate sample id) must stop an import; plain ones are shown and kept. */
export interface ParseWarning {
  code: 'duplicate_sample_id' | 'value_not_numeric' | 'row_skipped';
  params: Record<string, string | number>;
  line?: number;
  blocking?: boolean;
}

/**
 * One calibration standard of the run for one analyte, as the file gives it: x the standard's known concentration,
 * y the instrument's response (counts, area, intensity). Only parsers whose layout carries both give points; the
 * import offers them as the raw record's calibration curve (server/instruments/curve.ts).
 */
export interface CalibrationPoint {
  sampleId: string;
  analyte: string;
  level?: string;
  x: string;
  y: string;
  unit?: string;
  line: number;
  /**
   * x is the concentration the file reports for the standard, not a column of expected concentrations (the layout
   * has none): the preview says so, as such an x may be read back from the instrument's own curve.
   */
  xReported?: boolean;
}

export type ParseResult =
  | { ok: true; parser: string; encoding: string; readings: Reading[]; warnings: ParseWarning[]; calibration?: CalibrationPoint[] }
  | { ok: false; error: ParseError };

export type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'gb18030';

/** Decoded text plus what the decoder learnt about it. */
export interface TextDoc {
  text: string;
  /** Lines without their terminators; index + 1 is the source line number. */
  lines: string[];
  encoding: Encoding;
  bom: boolean;
  delimiter: ',' | ';' | '\t';
  decimalComma: boolean;
  /** The text ended without a line break (a cut-off file often does). */
  endsWithNewline: boolean;
}

export interface InstrumentParser {
  id: string;
  /** What an analyst would call it (vendor and software), shown when choosing a parser. */
  label: string;
  /** Cheap content check on the first lines: true when this file is in the parser's layout. */
  sniff(doc: TextDoc): boolean;
  parse(doc: TextDoc): ParseResult;
}

export const fail = (code: ParseErrorCode, params: ParseError['params'] = {}, line?: number): ParseResult => ({
  ok: false,
  error: line === undefined ? { code, params } : { code, params, line },
});
