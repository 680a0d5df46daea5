// Readings → raw-record cells (issue 20, deliverable 3): a reading lands in the row of its sample (by sample number)
// and parameter (by template code, the lab's code, the name, or the instrument's alias table), in the template's
// reading input, when its unit is the template's. Everything else waits in the unmatched list with a reason code.
// Pure: the service gives it the sheet's samples, parameters, template and current rows.
import type { TemplateDef } from '../../schemas/templates/types.ts';
import type { UnmatchedReason } from '../../schemas/instruments/contract.ts';
import type { Reading } from './types.ts';

export interface MatchParam {
  id: number;
  code: string;
  name: string;
  nameEn?: string | null;
  unit: string;
  templateCode: string;
}
export interface MatchSample {
  sampleNo: string;
  parameterIds: number[];
  qcType?: string | null;
}
export interface Target {
  sampleId: string;
  parameter?: string;
  input: string;
}
export interface RecordRowIn {
  sampleId: string;
  parameter?: string;
  inputs: Record<string, string>;
}

export interface MatchContext {
  template: TemplateDef;
  params: MatchParam[];
  samples: MatchSample[];
  aliases: Array<{ alias: string; parameter: string }>;
  readingInput?: string;
  rows: RecordRowIn[];
  /** The readings come from a column mapping (the analyst chose the value column), not a vendor parser. */
  mapped?: boolean;
}

export type Keyed = Reading & { key: string };
export interface Matched extends Keyed {
  target: Target;
  row: number;
  replaces?: string;
}
export interface Unmatched extends Keyed {
  reason: UnmatchedReason;
  params: Record<string, string | number>;
}
export interface MatchResult {
  matched: Matched[];
  unmatched: Unmatched[];
  targets: Target[];
  input: string;
  /** The template's dilution-factor input, when it has one the analyst types (not computed from volumes). */
  dilutionInput?: string;
}

export const keyOf = (r: { line: number; analyte: string }) => `${r.line}:${r.analyte}`;

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
export const isNumeric = (v: string) => NUMBER.test(v.trim());

/** The instrument's reading input of a template: rho (metals), value (single reading), A (absorbance), … */
export function readingInputOf(t: TemplateDef, chosen?: string): string | undefined {
  const keys = t.inputs.map((i) => i.key);
  if (chosen) return keys.includes(chosen) ? chosen : undefined;
  return (
    ['rho', 'value', 'c', 'A', 'mHg', 'reading'].find((k) => keys.includes(k)) ??
    t.inputs.find((i) => /reading|measured|found|concentration/i.test(i.label.en))?.key
  );
}

/**
 * What a template's reading input measures when it is not a concentration: a photometer's absorbance or a
 * chromatogram's peak area (unit-less, computed into the result by the record's own curve). Such an input takes the
 * reading's absorbance or area, never the concentration the instrument's own calibration made of it.
 */
export type Response = 'absorbance' | 'area';
export function responseOf(field: { unit?: string; label: { en: string } } | undefined): Response | undefined {
  if (!field || field.unit) return undefined;
  if (/absorbance/i.test(field.label.en)) return 'absorbance';
  return /peak area/i.test(field.label.en) ? 'area' : undefined;
}

/** A template's typed dilution factor: the input keyed `f`, else one labelled as the dilution factor. */
export function dilutionInputOf(t: TemplateDef): string | undefined {
  return (t.inputs.find((i) => i.key === 'f') ?? t.inputs.find((i) => /^dilution factor$/i.test(i.label.en) || i.label.zh === '稀释倍数'))?.key;
}

/**
 * The file's dilution to write into the dilution input, or undefined. Only a value the vendor reports BEFORE its
 * dilution is multiplied by the template's factor, so only then is the factor written: a value that already
 * includes it (or a vendor that does not say) leaves the input to the analyst — a dilution is never applied twice.
 */
export function dilutionToWrite(r: Reading, dilutionInput: string | undefined, readingInput: string): string | undefined {
  if (!dilutionInput || dilutionInput === readingInput || r.dilutionIncluded !== false || !r.dilution) return undefined;
  return isNumeric(r.dilution) && Number(r.dilution) > 0 ? r.dilution.trim() : undefined;
}

/** "208 Pb [He]" → "Pb"; "75 -> 91 As [O2]" → "As"; "Pb 220.353" → "Pb"; anything else as written. */
export function elementOf(analyte: string): string {
  const a = analyte.trim();
  const ms = /^\d+\s*(?:->\s*\d+\s*)?([A-Z][a-z]?)\b/.exec(a);
  if (ms) return ms[1];
  const oes = /^([A-Z][a-z]?)\s+\d{3}\.\d+/.exec(a);
  return oes ? oes[1] : a;
}

/** Units compared as labs write them: μg/L = µg/L = ug/l = ppb; mg/L = ppm. */
export function unitKey(u: string | undefined): string {
  const s = (u ?? '').trim().toLowerCase().replace(/[μµ]/g, 'u').replace(/\s+/g, '');
  return ({ ppb: 'ug/l', ppm: 'mg/l', 'ng/ml': 'ug/l', 'ug/ml': 'mg/l' } as Record<string, string>)[s] ?? s;
}

const canon = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
const bareCode = (code: string) => code.replace(/^[A-Z]{1,2}-/, '');

/** Analyte name → the sheet's parameter: by template code, lab code, name, English name, or the alias table. */
export function paramResolver(params: MatchParam[], aliases: MatchContext['aliases']) {
  const by = new Map<string, MatchParam>();
  const add = (k: string | null | undefined, p: MatchParam) => {
    if (k && !by.has(canon(k))) by.set(canon(k), p);
  };
  for (const p of params) {
    add(p.templateCode, p);
    add(p.code, p);
    add(bareCode(p.code), p);
    add(p.name, p);
    add(p.nameEn, p);
  }
  const alias = new Map<string, MatchParam | undefined>();
  for (const a of aliases) alias.set(canon(a.alias), by.get(canon(a.parameter)));
  // a file repeats a few analyte names thousands of times: each is resolved once
  const seen = new Map<string, MatchParam | undefined>();
  return (analyte: string): MatchParam | undefined => {
    if (seen.has(analyte)) return seen.get(analyte);
    const p = alias.get(canon(analyte)) ?? by.get(canon(analyte)) ?? alias.get(canon(elementOf(analyte))) ?? by.get(canon(elementOf(analyte)));
    seen.set(analyte, p);
    return p;
  };
}

function sampleResolver(samples: MatchSample[]) {
  const byNo = new Map(samples.map((s) => [s.sampleNo.trim().toLowerCase(), s]));
  // "S2026-0101 土壤消解液": the number, then the sample's name (ICP Expert labels join them with "*")
  const seen = new Map<string, MatchSample | undefined>();
  return (id: string): MatchSample | undefined => {
    if (seen.has(id)) return seen.get(id);
    const k = id.trim().toLowerCase();
    const s = byNo.get(k) ?? byNo.get(k.split(/[\s*]+/)[0]);
    seen.set(id, s);
    return s;
  };
}

const INSTRUMENT_QC = new Set(['calibration', 'ccv', 'icv']);

export function matchReadings(readings: Reading[], cx: MatchContext): MatchResult {
  const input = readingInputOf(cx.template, cx.readingInput);
  const multi = cx.template.parameters.length > 1;
  const paramOf = paramResolver(cx.params, cx.aliases);
  const sampleOf = sampleResolver(cx.samples);
  const field = input ? cx.template.inputs.find((i) => i.key === input) : undefined;
  const response = responseOf(field);
  // a response input has no unit to compare: the reading's response is taken, a concentration is refused below
  const units = new Map(
    cx.params.map((p) => [p.id, response ? '' : field?.unit || cx.template.parameters.find((t) => t.code === p.templateCode)?.unit || p.unit]),
  );
  const unitKeys = new Map<string, string>();
  const sameUnit = (a: string, b: string) => {
    for (const u of [a, b]) if (!unitKeys.has(u)) unitKeys.set(u, unitKey(u));
    return unitKeys.get(a) === unitKeys.get(b);
  };

  const targets: Target[] = [];
  if (input) {
    for (const s of cx.samples)
      for (const p of cx.params) {
        if (s.parameterIds.includes(p.id)) targets.push({ sampleId: s.sampleNo, ...(multi ? { parameter: p.templateCode } : {}), input });
      }
  }
  const rowIndex = new Map(cx.rows.map((r, i) => [`${r.sampleId}\u0000${r.parameter ?? ''}`, i]));
  let next = cx.rows.length;
  const taken = new Map<string, string>();
  const matched: Matched[] = [];
  const unmatched: Unmatched[] = [];
  // a mean row before its replicates: the first reading of a cell is the one used
  const ordered = [...readings.filter((r) => r.replicate === undefined), ...readings.filter((r) => r.replicate !== undefined)];
  for (const read of ordered) {
    const given = response && read[response];
    // the response the record computes with becomes the value (what lands, is assigned and is linked to its line)
    const r: Reading = given ? { ...read, value: given, unit: undefined } : read;
    const k: Keyed = { ...r, key: keyOf(r) };
    const miss = (reason: UnmatchedReason, params: Record<string, string | number> = {}) => {
      unmatched.push({ ...k, reason, params });
    };
    // an element the sheet does not test says nothing about its samples: checked first
    const s = sampleOf(r.sampleId);
    if (!s && r.qcType && INSTRUMENT_QC.has(r.qcType)) {
      miss('calibration', { sampleId: r.sampleId });
      continue;
    }
    // a vendor's value without the response is the concentration its own calibration made: where the record takes an
    // absorbance or a peak area, no cell can take it. A column mapping's value is the column the analyst chose for
    // this record's input, unless its unit says it is a concentration.
    if (response && !given && (r.unit || !cx.mapped)) {
      miss(response === 'absorbance' ? 'no_absorbance' : 'no_area');
      continue;
    }
    const p = paramOf(r.analyte);
    if (!p || !input) {
      miss('analyte_unknown', { analyte: r.analyte });
      continue;
    }
    if (!s) {
      miss('sample_unknown', { sampleId: r.sampleId });
      continue;
    }
    if (!s.parameterIds.includes(p.id)) {
      miss('parameter_not_requested', { sampleId: s.sampleNo, parameter: p.name });
      continue;
    }
    const want = units.get(p.id);
    if (r.unit && want && !sameUnit(r.unit, want)) {
      miss('unit_mismatch', { unit: r.unit, expected: want });
      continue;
    }
    if (!isNumeric(r.value)) {
      miss('value_not_numeric', { value: r.value });
      continue;
    }
    const target: Target = { sampleId: s.sampleNo, ...(multi ? { parameter: p.templateCode } : {}), input };
    const tk = `${target.sampleId}\u0000${target.parameter ?? ''}`;
    // a second reading of the cell: a replicate, or another vial named after the sample ("W-01 加标"): the analyst places it
    if (taken.has(tk)) {
      miss(r.replicate !== undefined || taken.get(tk) === r.sampleId ? 'replicate' : 'sample_unknown', { sampleId: r.sampleId, analyte: r.analyte });
      continue;
    }
    taken.set(tk, r.sampleId);
    let row = rowIndex.get(tk);
    if (row === undefined) {
      row = next++;
      rowIndex.set(tk, row);
    }
    const old = cx.rows[row]?.inputs[input];
    matched.push({ ...k, target, row, ...(old !== undefined && old !== '' ? { replaces: old } : {}) });
  }
  const dilutionInput = dilutionInputOf(cx.template);
  return { matched, unmatched, targets, input: input ?? '', ...(dilutionInput ? { dilutionInput } : {}) };
}
