// Raw-record template definitions. Everything here is plain JSON (formulas are strings in the formula language of
// schemas/calc), so GET /admin/analform/{templateId} can send a template as is.
import type { AnyRoundRule } from '../calc/round.ts';
import type { BelowMdlNotation } from '../calc/mdl.ts';
import type { PrecisionStatistic } from '../calc/precision.ts';
import type { SpikeForm } from '../calc/recovery.ts';
import type { CurvePoint, XTransform } from '../calc/calibration.ts';

export type Matrix = 'water' | 'soil' | 'gufei' | 'air' | 'gas';
export type FamilyId =
  | 'single-reading'
  | 'titration'
  | 'spectro-curve'
  | 'gravimetric'
  | 'bod5'
  | 'ir-oil'
  | 'metals'
  | 'chromatography'
  | 'micro'
  | 'soil-physical'
  | 'solid-waste'
  | 'pretreatment';
/** How sure the method mapping and formula are: tags of lims-practice.md, plus GUESS for route-name decoding. */
export type Confidence = 'SRC' | 'RECALL' | 'DESIGN' | 'GUESS';

export interface Label {
  zh: string;
  en: string;
}

export type FieldKind = 'number' | 'text' | 'date' | 'equipment' | 'choice';

export interface FieldDef {
  key: string;
  label: Label;
  /** Default 'number'. Only number fields enter formulas. */
  kind?: FieldKind;
  unit?: string;
  /** Default true. An empty value with a `default` takes the default instead. */
  required?: boolean;
  default?: string;
  min?: string;
  max?: string;
  /** Must be > 0 (volumes, masses, dilution factors). */
  positive?: boolean;
  choices?: { value: string; label: Label }[];
  /** Display hint for the entry grid. */
  decimals?: number;
  /**
   * Where a value usually lies: outside it the value is kept (never refused or changed) and the entry screen warns
   * with `hint` — a value typed in another unit (0.0250 mol/L in a field that takes mmol/L) computes a result 1000
   * times off.
   */
  plausible?: { min?: string; max?: string; hint: Label };
}

export interface ComputedDef {
  key: string;
  label: Label;
  unit?: string;
  formula: string;
  /** Display hint; the engine keeps full precision and rounds only results. */
  decimals?: number;
}

export interface ResultDef {
  key: string;
  label: Label;
  /** Parameter code (see TemplateDef.parameters) this result reports. */
  parameter?: string;
  unit: string;
  formula: string;
  rounding: AnyRoundRule;
  /**
   * Reporting tiers by value (e.g. HJ 637: 2 decimals below 10 mg/L, else 3 s.f.): the first tier whose
   * |value| < below wins, else `rounding`. The tier is chosen on the ROUNDED value: BOD5 99.96 rounds to 100.0 in
   * the "< 100: 1 decimal" tier, which puts it in the "≥ 100: 3 s.f." tier, so it is reported "100".
   */
  roundingTiers?: { below: string; rounding: AnyRoundRule }[];
  /** Where the method states the reporting rule (clause), or why the rule is a default. */
  reportingBasis?: string;
  /**
   * Outside [min, max] the method reports a bound, not the reading (HJ 962: "pH<2.00", "pH>12.00"; HJ 836: ">50").
   * Either bound may be absent. Judged on the full value; `rounded` keeps the number, `display` has the notation.
   * `minInclusive`: a result AT the lower bound is out of range too and prints "≤min" (GB/T 16157-1996 as amended in
   * 2017: a stack particulate result of 20 mg/m³ or less is expressed "≤20 mg/m³").
   */
  outOfRange?: { min?: string; max?: string; prefix?: string; minInclusive?: boolean };
  /** Judgements (kind 'flag'): how the value is compared with the limit; required for flags. */
  decision?: DecisionRule;
  /** MDL as written in the method; else the row's / result's parameter MDL. */
  mdl?: string;
  /** MDL computed per row (e.g. a plate count's lowest dilution factor). */
  mdlFormula?: string;
  /**
   * A formula that, when true, makes the result a detection whatever its value: an MPN with one positive tube is
   * 18–20 MPN/L by maximum likelihood, which the tables print as a count, never as "<20" (only no positive is).
   */
  detectedWhen?: string;
  /**
   * Optional inputs this result needs: it is computed only when every one is given, and left out without an error
   * otherwise (a stack-gas concentration converted to a reference O₂ needs the measured and the reference O₂, which a
   * record judged against no such standard leaves empty).
   */
  whenGiven?: string[];
  notation?: BelowMdlNotation;
  /** 'flag' results are judgements (1/0) displayed with flagLabels (i18n keys). */
  kind?: 'number' | 'flag';
  flagLabels?: { true: string; false: string };
  /** A raw result below this is a cell error (e.g. a sample mass by difference must be > 0). */
  min?: string;
}

/**
 * GB/T 8170-2008 §4.3: a measured value is compared with a limit by the full value (全数值比较法), the rule unless
 * the method or the limit standard names the rounded-value comparison (修约值比较法). A 'full' judgement reads the
 * result itself; a 'rounded' one reads `{result}_r`, and only that (tested over the manifest).
 */
export interface DecisionRule {
  comparison: 'full' | 'rounded';
  /** The limit's source and the comparison's, in each language, e.g. "GB 5085.1-2007 §4.2; GB/T 8170-2008 §4.3.1". */
  basis: Label;
}

export interface CurveDef {
  x: { label: Label; unit: string };
  y: { label: Label; unit: string };
  xTransform?: XTransform;
  minR: string;
  minPoints: number;
  /** Required curves make a record without one an error; optional ones are only checked when given. */
  required: boolean;
  /**
   * Reported digits of the fit (full values are kept beside them). Default (curve.ts reportedFit, source in AUDIT.md
   * "Calibration statistics"): slope to as many significant figures as the x values carry, intercept to the last
   * decimal the y values carry; r truncated (只舍不入, see truncateR).
   */
  slopeRounding?: AnyRoundRule;
  interceptRounding?: AnyRoundRule;
}

export type QcRule =
  /** Method blank below the MDL, or below `max` when given. */
  | { kind: 'blank'; max?: string }
  /** Limit in % for RD/RPD, in result units for absDiff; tiers by the pair's mean (first `below` that fits). */
  | { kind: 'duplicate'; statistic: PrecisionStatistic; limit: string; tiers?: { below: string; limit: string }[] }
  | { kind: 'spike'; form: Exclude<SpikeForm, 'mass'>; min: string; max: string }
  /** Certified reference material: |found − certified| ≤ halfRange (given per CRM in the record). */
  | { kind: 'crm' }
  | { kind: 'calibration'; minR: string }
  /** Continuing-calibration check: relative error in %, or absolute error in result units. */
  | { kind: 'ccv'; maxRelErr?: string; maxAbsErr?: string }
  /** A sheet-level check over header values and constants (e.g. BOD5 dilution-water blank ≤ 0.5 mg/L). */
  | { kind: 'check'; key: string; label: Label; formula: string; min?: string; max?: string; unit?: string };

export interface ParameterDef {
  code: string;
  name: Label;
  unit: string;
  mdl?: string;
  /** Overrides the result's rounding for rows of this parameter (element-specific decimals). */
  rounding?: AnyRoundRule;
}

export interface MethodRef {
  standard: string;
  title: Label;
}

export interface RecordRow {
  sampleId: string;
  /** For multi-analyte templates (ICP-MS, VOCs): which parameter this row reports; picks the MDL. */
  parameter?: string;
  inputs: Record<string, string>;
}

export interface CurveInput {
  points?: CurvePoint[];
  /** Or a fit done elsewhere (instrument software). */
  slope?: string;
  intercept?: string;
  r?: string;
}

export interface QcInput {
  /** `parameter` (a multi-analyte record: the template parameter code) judges that parameter's rows; absent, the sample's first row. */
  blanks?: { sampleId: string; parameter?: string }[];
  duplicates?: { a: string; b: string; parameter?: string }[];
  /**
   * plain: `added` is c3 in result units; volume forms: c0 (spike standard), v0 (spike volume), v1 (sample volume).
   * `parameter` (a multi-analyte record: the template parameter code) judges that parameter's rows; absent, the
   * sample's first row.
   */
  spikes?: { sampleId: string; spikedSampleId: string; parameter?: string; added?: string; c0?: string; v0?: string; v1?: string }[];
  crms?: { sampleId: string; parameter?: string; certified: string; halfRange: string }[];
  ccv?: { expected: string; measured: string }[];
}

export interface RecordInput {
  header?: Record<string, string>;
  rows: RecordRow[];
  curve?: CurveInput;
  qc?: QcInput;
}

export interface TemplateDef {
  /** = the seed route name (water-tmpl37, water-componentWaterPh, ...). */
  id: string;
  route: string;
  /** The read-only Detail screen route, where the seed has one. */
  detailRoute?: string;
  version: number;
  family: FamilyId;
  variant: string;
  name: Label;
  matrix: Matrix;
  method: MethodRef;
  parameters: ParameterDef[];
  header: FieldDef[];
  inputs: FieldDef[];
  computed: ComputedDef[];
  results: ResultDef[];
  constants: Record<string, string>;
  curve?: CurveDef;
  qc: QcRule[];
  /**
   * How a report judges this template's results against the limit a report names (GB/T 8170-2008 §4.3). Absent:
   * the full-value comparison (FULL_VALUE_RULE in limit.ts), which applies unless the method names another.
   */
  decision?: DecisionRule;
  /** Rows sharing a sampleId are averaged (only rows whose `validFlag` computed value is non-zero), e.g. BOD5 dilutions. */
  aggregate?: { validFlag?: string };
  confidence: Confidence;
  /**
   * Ambient air: the state the concentration is at (GB 3095-2012 as amended 2018): 'reference' (298.15 K, 101.325 kPa)
   * for gaseous pollutants, 'actual' (ambient temperature and pressure) for particulate matter; printed on the record
   * (the volume's label) and the report.
   */
  volumeState?: 'reference' | 'actual';
  notes?: string;
  /** A plausible filled record: used by the "try it" screen, the tests and the benchmark. */
  example: RecordInput;
  /**
   * The example's reported results, derived by hand from the formula and the reporting rule (derivations in
   * schemas/templates/examples/), one entry per example row in order. Beside the record, not in it: the record is
   * posted as is to the strict evaluate API and loaded into the editor.
   */
  expected?: ExpectedRow[];
}

/** What a row of the worked example must report: `display` of each number result, `code` of each judgement. */
export interface ExpectedRow {
  sampleId: string;
  results: Record<string, string>;
  /**
   * The full (unrounded) values as derived by hand, to the digits written (issue 30 deliver 5): the engine's full value
   * rounded to as many decimals must equal them, so an example shows what was rounded, not only what it became.
   */
  full?: Record<string, string>;
  /** What the row exercises (checked: a 'tie' row's full value is exactly half a unit of its last reported digit). */
  covers?: ('tie' | 'belowMdl' | 'limit')[];
}
