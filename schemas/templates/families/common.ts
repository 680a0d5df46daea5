// Shared pieces of the family builders: labels, field shorthands, the common header, the entry spec that the
// manifest hands to a family, and the standard example layout (sample, duplicate, spiked sample, blank).
import type { AnyRoundRule } from '../../calc/round.ts';
import type {
  Confidence,
  ComputedDef,
  CurveDef,
  DecisionRule,
  FamilyId,
  FieldDef,
  Label,
  Matrix,
  ParameterDef,
  QcInput,
  QcRule,
  RecordInput,
  RecordRow,
  ResultDef,
  TemplateDef,
} from '../types.ts';

export const L = (zh: string, en: string): Label => ({ zh, en });

/** What the manifest says about one route; the family turns it into header, inputs, formulas, QC and example. */
export interface EntrySpec {
  route: string;
  family: FamilyId;
  variant: string;
  matrix: Matrix;
  method: string;
  title: Label;
  /** Main parameter first. Several parameters with a per-row `parameter` for multi-analyte methods. */
  params: ParameterDef[];
  rounding?: AnyRoundRule;
  roundingTiers?: ResultDef['roundingTiers'];
  /** Where the method states its reporting rule (clause), or why the rule is a default. */
  reportingBasis?: string;
  outOfRange?: ResultDef['outOfRange'];
  /** An MDL that depends on the row (HJ 955: the sampling scheme), as a formula over the row's inputs. */
  mdlFormula?: string;
  constants?: Record<string, string>;
  /** Replaces the family's default QC rules. */
  qc?: QcRule[];
  confidence: Confidence;
  notes?: string;
  detail?: boolean;
  /** Overrides of example inputs (merged into every example row), for methods whose values differ in scale. */
  exampleInputs?: Record<string, string>;
}

export type FamilyParts = Pick<TemplateDef, 'header' | 'inputs' | 'computed' | 'results' | 'constants' | 'qc' | 'example'> &
  Partial<Pick<TemplateDef, 'curve' | 'aggregate'>>;

export type FamilyBuilder = (spec: EntrySpec) => FamilyParts;

type FieldOpts = Partial<Omit<FieldDef, 'key' | 'label'>>;

/** A numeric input that must be > 0 (volumes, masses). */
export const pos = (key: string, zh: string, en: string, unit: string, o: FieldOpts = {}): FieldDef => ({ key, label: L(zh, en), unit, positive: true, ...o });
/** A numeric input ≥ 0 (absorbances, peak areas, counts, readings). */
export const nonneg = (key: string, zh: string, en: string, unit: string, o: FieldOpts = {}): FieldDef => ({ key, label: L(zh, en), unit, min: '0', ...o });
/** Any numeric input (potentials, temperatures). */
export const num = (key: string, zh: string, en: string, unit: string, o: FieldOpts = {}): FieldDef => ({ key, label: L(zh, en), unit, ...o });
export const dilution = (key = 'f'): FieldDef => pos(key, '稀释倍数', 'Dilution factor', '', { default: '1', required: false });
export const dryMatter = (): FieldDef => pos('wdm', '干物质含量', 'Dry matter', '%', { max: '100' });
export const comp = (key: string, zh: string, en: string, unit: string, formula: string, decimals?: number): ComputedDef => ({
  key,
  label: L(zh, en),
  unit,
  formula,
  ...(decimals !== undefined ? { decimals } : {}),
});

/** Header fields every raw record carries (lims-practice §4 "common raw fields"). */
export function commonHeader(): FieldDef[] {
  return [
    { key: 'analysisDate', label: L('分析日期', 'Analysis date'), kind: 'date' },
    { key: 'instrument', label: L('仪器编号', 'Instrument'), kind: 'equipment' },
    { key: 'reagentLot', label: L('试剂/标准批号', 'Reagent / standard lot'), kind: 'text', required: false },
    { key: 'roomTemperature', label: L('室温', 'Room temperature'), unit: '℃', required: false, min: '-10', max: '50' },
    { key: 'humidity', label: L('相对湿度', 'Relative humidity'), unit: '%RH', required: false, min: '0', max: '100' },
  ];
}

export const COMMON_EXAMPLE_HEADER: Record<string, string> = {
  analysisDate: '2025-03-18',
  instrument: 'EQ-0001',
  reagentLot: 'LOT-2503',
  roomTemperature: '22.5',
  humidity: '48',
};

/** The main result of a spec: its first parameter's name, unit and MDL, the spec's rounding. */
export function mainResult(spec: EntrySpec, formula: string, o: Partial<ResultDef> = {}): ResultDef {
  const p = spec.params[0];
  const one = spec.params.length === 1;
  return {
    key: 'result',
    // a multi-analyte record's result column holds every element, each row naming its own: not the first one's name
    label: one ? p.name : L('结果', 'Result'),
    ...(one ? { parameter: p.code } : {}),
    unit: p.unit,
    formula,
    rounding: spec.rounding ?? { significant: 3 },
    ...(spec.roundingTiers ? { roundingTiers: spec.roundingTiers } : {}),
    ...(spec.reportingBasis ? { reportingBasis: spec.reportingBasis } : {}),
    ...(spec.outOfRange ? { outOfRange: spec.outOfRange } : {}),
    ...(spec.mdlFormula ? { mdlFormula: spec.mdlFormula } : {}),
    ...o,
  };
}

/** GB/T 8170-2008 §4.3.1: the full-value comparison, which applies unless a standard names the rounded one. */
export { fullValueRule } from '../limit.ts';

/** A judgement (1/0) against a limit, with its decision rule (see DecisionRule). */
export function flagResult(key: string, zh: string, en: string, formula: string, yes: string, no: string, decision: DecisionRule): ResultDef {
  return { key, label: L(zh, en), unit: '', formula, rounding: { decimals: 0 }, kind: 'flag', flagLabels: { true: yes, false: no }, decision };
}

export interface ExampleRows {
  sample: Record<string, string>;
  duplicate?: Record<string, string>;
  spiked?: Record<string, string>;
  blank?: Record<string, string>;
  /** Spike QC input (added amount etc.) matching `spiked`. */
  spike?: Omit<NonNullable<QcInput['spikes']>[number], 'sampleId' | 'spikedSampleId'>;
  curve?: RecordInput['curve'];
  header?: Record<string, string>;
  /** Rows name their parameter (multi-analyte methods); default: when the spec has several parameters. */
  perRowParameter?: boolean;
}

/** Builds a record: S1, S1-D (duplicate), S1-SP (spiked), BLK (blank); QC input wired to those ids. */
export function example(spec: EntrySpec, rows: ExampleRows): RecordInput {
  const extra = spec.exampleInputs ?? {};
  const param = (rows.perRowParameter ?? spec.params.length > 1) ? { parameter: spec.params[0].code } : {};
  // Method-specific example values apply to the samples, not to the blank (a blank stays a blank).
  const row = (sampleId: string, inputs: Record<string, string>): RecordRow => ({
    sampleId,
    ...param,
    inputs: sampleId === 'BLK' ? inputs : { ...inputs, ...extra },
  });
  const out: RecordRow[] = [row('S1', rows.sample)];
  const qc: QcInput = {};
  if (rows.duplicate) {
    out.push(row('S1-D', rows.duplicate));
    qc.duplicates = [{ a: 'S1', b: 'S1-D' }];
  }
  if (rows.spiked && rows.spike) {
    out.push(row('S1-SP', rows.spiked));
    qc.spikes = [{ sampleId: 'S1', spikedSampleId: 'S1-SP', ...rows.spike }];
  }
  if (rows.blank) {
    out.push(row('BLK', rows.blank));
    qc.blanks = [{ sampleId: 'BLK' }];
  }
  return {
    header: { ...COMMON_EXAMPLE_HEADER, ...(rows.header ?? {}) },
    rows: out,
    ...(rows.curve ? { curve: rows.curve } : {}),
    qc,
  };
}

export const curveDef = (x: [string, string, string], y: [string, string, string], minR = '0.999', o: Partial<CurveDef> = {}): CurveDef => ({
  x: { label: L(x[0], x[1]), unit: x[2] },
  y: { label: L(y[0], y[1]), unit: y[2] },
  minR,
  minPoints: 5,
  required: true,
  ...o,
});

/** The spec's constants that formulas may use (drops text settings such as volumeUnit, amountUnit, pHexample). */
export function numericConstants(spec: EntrySpec): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(spec.constants ?? {})) if (/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/.test(v)) out[k] = v;
  return out;
}

/** Picks a variant table entry, failing loudly at module load (a manifest typo), never at evaluation. */
export function variantOf<T>(table: Record<string, T>, spec: EntrySpec): T {
  const v = table[spec.variant];
  if (!v) throw new Error(`template ${spec.route}: family ${spec.family} has no variant "${spec.variant}"`);
  return v;
}
