// Shared table reading for delimited exports: quoted cells, header lookup, value normalisation, QC-type words, and
// the two shapes every vendor layout reduces to — "long" (one row per sample × analyte) and "wide" (one row per
// sample, one column per analyte). Vendor parsers and the mapping parser both build on these, so a fix lands once.
import type { CalibrationPoint, ParseResult, ParseWarning, QcType, Reading, TextDoc } from './types.ts';
import { fail } from './types.ts';

export interface Row {
  cells: string[];
  line: number;
}

/** Split one line; double quotes group, "" inside quotes is a quote. (Fields spanning lines are not supported.) */
export function splitLine(line: string, d: string): string[] {
  if (!line.includes('"')) return line.split(d).map((c) => c.trim());
  const out: string[] = [];
  let cur = '',
    q = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (q) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') q = false;
      else cur += ch;
    } else if (ch === '"') q = true;
    else if (ch === d) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}

/** An odd number of quotes leaves a quoted cell open (Excel writes line breaks inside cells that way). */
const opensQuote = (line: string) => {
  let n = 0;
  for (let i = line.indexOf('"'); i >= 0; i = line.indexOf('"', i + 1)) n++;
  return n % 2 === 1;
};

/** Data rows from line `from` (0-based); a quoted cell spanning lines is joined, the row keeps its first line number. */
export function rows(doc: TextDoc, from = 0, delimiter: string = doc.delimiter): Row[] {
  const out: Row[] = [];
  for (let i = from; i < doc.lines.length; i++) {
    const first = i;
    let text = doc.lines[i];
    if (opensQuote(text)) {
      // join at most 20 lines: a stray quote in a sample name must not swallow the rest of the file
      let joined = text,
        j = i;
      while (opensQuote(joined) && j + 1 < doc.lines.length && j - i < 20) joined += `\n${doc.lines[++j]}`;
      if (!opensQuote(joined)) {
        text = joined;
        i = j;
      }
    }
    out.push({ cells: splitLine(text, delimiter), line: first + 1 });
  }
  return out;
}

/** Header names compare loosely: case, spacing and punctuation around words do not matter. */
export const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s_.:()[\]]+/g, ' ')
    .trim();

export function col(header: string[], ...names: (string | RegExp)[]): number {
  for (const n of names) {
    const i = header.findIndex((h) => (typeof n === 'string' ? norm(h) === norm(n) : n.test(h)));
    if (i >= 0) return i;
  }
  return -1;
}

/** First line (0-based) within the first `scan` lines whose cells satisfy `pred`. */
export function findLine(doc: TextDoc, pred: (cells: string[]) => boolean, scan = 40, delimiter: string = doc.delimiter): number {
  for (let i = 0; i < Math.min(doc.lines.length, scan); i++) if (pred(splitLine(doc.lines[i], delimiter))) return i;
  return -1;
}

/** Trim, drop thousands spaces, turn a decimal comma into a point when the file uses them. Empty stays empty. */
export function normValue(raw: string | undefined, decimalComma: boolean): string {
  const v = (raw ?? '').trim();
  if (!decimalComma) return v;
  return v.replace(/^([-+<>]?\d+),(\d+(?:[eE][-+]?\d+)?)$/, '$1.$2');
}

const NUMERIC = /^[<>]?\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
export const isNumeric = (v: string) => NUMERIC.test(v);

/** Words vendors and Chinese labs use for QC rows (sample type columns or the sample name itself). */
const QC_WORDS: [RegExp, QcType][] = [
  // a calibration blank is the curve's zero point, not a method blank: a calibration reading like the standards
  [/^(cal\s*blk|cal(ib(ration)?)?\s*blank|calblank)\b|校准空白|曲线空白|零点/i, 'calibration'],
  [/^(blank|blk|mb|method\s*blank|reagent\s*blank|rb|double\s*blank|matrix\s*blank)\b|空白/i, 'blank'],
  [/^(ccv|cc|qc\s*std|check\s*st(d|andard)|calibration\s*check)\b|校准核查|核查/i, 'ccv'],
  [/^icv\b/i, 'icv'],
  [/^(dup|duplicate|matrix\s*spike\s*dup|msd)\b|平行/i, 'duplicate'],
  [/^(spiked?|ms|matrix\s*spike|spk)\b|加标/i, 'spike'],
  [/^(crm|srm|rm|reference)\b|标准物质|标样/i, 'crm'],
  [/^(lcs|qc|control)\b|质控/i, 'lcs'],
  [/^(cal\s*std|cal|std|standard|calibration)\b|标准曲线|标准点/i, 'calibration'],
];

function qcWord(t: string): QcType | undefined {
  for (const [re, type] of QC_WORDS) if (re.test(t)) return type;
  return undefined;
}

/** The QC role a word or sample name names: the whole text first, then each token ("W2026-0202 DUP" → duplicate). */
export function qcTypeOf(text: string | undefined): QcType | undefined {
  const t = (text ?? '').trim();
  if (!t || /^(sample|unknown|样品|样本)$/i.test(t)) return undefined;
  return (
    qcWord(t) ??
    t
      .split(/[\s_\-#/]+/)
      .map(qcWord)
      .find(Boolean)
  );
}

/** A type column wins over the sample name, except a generic "QC"/"Blank" when the name says which ("CCV-1", "Calib Blank"). */
export function qcOf(typeCell: string | undefined, sampleId: string, own?: Readonly<Record<string, QcType>>): QcType | undefined {
  // a vendor's own type codes (ICP Expert "Blk"/"Std" are the calibration blank and standards) come first
  const mine = own?.[(typeCell ?? '').trim().toLowerCase()];
  if (mine) return mine;
  const byType = qcTypeOf(typeCell),
    byName = qcTypeOf(sampleId);
  // a generic "Blank" type on a row named as the calibration blank is the calibration blank
  return byType === undefined || (byType === 'lcs' && byName) || (byType === 'blank' && byName === 'calibration') ? byName : byType;
}

/** A data row shorter than its header on the file's last line, with no line break after it: the file was cut. */
export function truncatedAt(doc: TextDoc, data: Row[], width: number): number | undefined {
  const last = [...data].reverse().find((r) => r.cells.some((c) => c));
  if (!last || doc.endsWithNewline || last.line !== doc.lines.length) return undefined;
  return last.cells.length < width ? last.line : undefined;
}

/** Flags written after a value ("0.12 u", "12.3!") or in a flags column. */
export function splitFlags(value: string): { value: string; flags: string[] } {
  const m = /^([<>]?\s*[-+]?[\d.]+(?:[eE][-+]?\d+)?)\s*([A-Za-z!*#]{1,3})$/.exec(value);
  return m ? { value: m[1], flags: [m[2]] } : { value, flags: [] };
}

/**
 * Build a Reading without undefined keys (stable snapshots, clean JSON). Keys are added, never deleted: deleting
 * turns objects into slow dictionaries, and a 12,500-value file then spent most of its parse in the GC.
 */
export function reading(r: Reading): Reading {
  const out: Reading = { sampleId: r.sampleId, analyte: r.analyte, value: r.value, line: r.line };
  if (r.unit) out.unit = r.unit;
  if (r.absorbance) out.absorbance = r.absorbance;
  if (r.area) out.area = r.area;
  if (r.dilution) out.dilution = r.dilution;
  if (r.dilution && r.dilutionIncluded !== undefined) out.dilutionIncluded = r.dilutionIncluded;
  if (r.qcType) out.qcType = r.qcType;
  if (r.replicate !== undefined) out.replicate = r.replicate;
  if (r.flags?.length) out.flags = r.flags;
  return out;
}

/**
 * Close a parse: refuse an empty result, warn on non-numeric values, and report duplicate sample ids — the same
 * sample and analyte twice without a replicate number is ambiguous (which one is the result?), so it blocks.
 * QC rows (blanks, CCVs) legitimately repeat under one name and are not checked.
 */
export function finish(parser: string, doc: TextDoc, readings: Reading[], warnings: ParseWarning[] = []): ParseResult {
  if (!readings.length) return fail('no_readings', { parser });
  const seen = new Map<string, number>();
  const reported = new Set<string>();
  for (const r of readings) {
    if (r.value && !isNumeric(r.value))
      warnings.push({ code: 'value_not_numeric', params: { sampleId: r.sampleId, analyte: r.analyte, value: r.value }, line: r.line });
    if (r.qcType && r.qcType !== 'duplicate') continue;
    const key = `${r.sampleId}\u0000${r.analyte}\u0000${r.replicate ?? ''}`;
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, r.line);
      continue;
    }
    if (reported.has(`${r.sampleId}\u0000${r.analyte}`)) continue;
    reported.add(`${r.sampleId}\u0000${r.analyte}`);
    warnings.push({ code: 'duplicate_sample_id', params: { sampleId: r.sampleId, analyte: r.analyte, firstLine: first }, line: r.line, blocking: true });
  }
  return { ok: true, parser, encoding: doc.encoding, readings, warnings };
}

/** A read file's calibration standards beside its readings (none: the result as it was). */
export const withCalibration = (r: ParseResult, calibration: CalibrationPoint[]): ParseResult => (r.ok && calibration.length ? { ...r, calibration } : r);

export interface LongSpec {
  sample: number;
  analyte: number;
  value: number;
  unit?: number;
  dilution?: number;
  type?: number;
  replicate?: number;
  flags?: number;
  /** A unit for the whole file when no column carries one. */
  fixedUnit?: string;
  /** The vendor's own type codes, lower-case (see qcOf). */
  typeWords?: Readonly<Record<string, QcType>>;
  /** Whether the value column already includes the dilution (see Reading.dilutionIncluded). */
  dilutionIncluded?: boolean;
}

/** One row per sample × analyte. Rows without sample id or value are skipped (sub-totals, blank lines). */
export function readLong(doc: TextDoc, data: Row[], s: LongSpec, out: Reading[], warnings: ParseWarning[]): void {
  const at = (r: Row, i?: number) => (i === undefined || i < 0 ? '' : (r.cells[i] ?? ''));
  for (const r of data) {
    const sampleId = at(r, s.sample);
    const raw = normValue(at(r, s.value), doc.decimalComma);
    if (!sampleId || !raw || !at(r, s.analyte)) {
      // a row with content but no sample, analyte or value is shown, not silently lost (footers, failed runs)
      const missing = !sampleId ? 'sampleId' : !at(r, s.analyte) ? 'analyte' : 'value';
      if (r.cells.some((c) => c)) warnings.push({ code: 'row_skipped', params: { missing }, line: r.line });
      continue;
    }
    const { value, flags } = splitFlags(raw);
    const f = at(r, s.flags);
    const rep = parseInt(at(r, s.replicate), 10);
    out.push(
      reading({
        sampleId,
        analyte: at(r, s.analyte),
        value,
        unit: at(r, s.unit) || s.fixedUnit || undefined,
        dilution: normValue(at(r, s.dilution), doc.decimalComma) || undefined,
        dilutionIncluded: s.dilutionIncluded,
        qcType: qcOf(at(r, s.type), sampleId, s.typeWords),
        replicate: Number.isFinite(rep) ? rep : undefined,
        flags: [...flags, ...(f ? f.split(/[\s,;]+/).filter(Boolean) : [])],
        line: r.line,
      }),
    );
  }
}

export interface WideColumn {
  index: number;
  analyte: string;
  unit?: string;
}
export interface WideSpec {
  sample: number;
  columns: WideColumn[];
  dilution?: number;
  type?: number;
  replicate?: number;
  fixedUnit?: string;
  typeWords?: Readonly<Record<string, QcType>>;
  dilutionIncluded?: boolean;
}

/** One row per sample, one column per analyte; empty cells are "not measured", not readings. */
export function readWide(doc: TextDoc, data: Row[], s: WideSpec, out: Reading[]): void {
  const at = (r: Row, i?: number) => (i === undefined || i < 0 ? '' : (r.cells[i] ?? ''));
  for (const r of data) {
    const sampleId = at(r, s.sample);
    if (!sampleId) continue;
    const qcType = qcOf(at(r, s.type), sampleId, s.typeWords);
    const dilution = normValue(at(r, s.dilution), doc.decimalComma) || undefined;
    const rep = parseInt(at(r, s.replicate), 10);
    for (const c of s.columns) {
      const raw = normValue(at(r, c.index), doc.decimalComma);
      if (!raw) continue;
      const { value, flags } = splitFlags(raw);
      out.push(
        reading({
          sampleId,
          analyte: c.analyte,
          value,
          unit: c.unit ?? s.fixedUnit,
          dilution,
          dilutionIncluded: s.dilutionIncluded,
          qcType,
          replicate: Number.isFinite(rep) ? rep : undefined,
          flags,
          line: r.line,
        }),
      );
    }
  }
}
