// Manifest entry → full template: the family fills in header, inputs, formulas, QC and an example.
import type { AnyRoundRule } from '../../calc/round.ts';
import { FAMILIES } from '../families/index.ts';
import type { EntrySpec } from '../families/common.ts';
import type { Confidence, FamilyId, Label, Matrix, ParameterDef, TemplateDef } from '../types.ts';
import { WORKED } from '../examples/index.ts';
import { capDecision, capParams, capRule } from './caps.ts';
import { volumeStateOf, withVolumeState } from './airState.ts';
import { currentVersion } from './revisions.ts';

export type { EntrySpec };

/** Parameter shorthand: code, zh, en, unit, MDL, rounding (decimals when a number, else the rule). */
export function p(code: string, zh: string, en: string, unit: string, mdl?: string, rounding?: number | AnyRoundRule): ParameterDef {
  return {
    code,
    name: { zh, en },
    unit,
    ...(mdl !== undefined ? { mdl } : {}),
    ...(rounding !== undefined ? { rounding: typeof rounding === 'number' ? { decimals: rounding } : rounding } : {}),
  };
}

export const dp = (decimals: number): AnyRoundRule => ({ decimals });
export const sf = (significant: number): AnyRoundRule => ({ significant });
/** Decimals as the MDL has, at most `cap` significant figures ("小数位数与方法检出限一致，最多保留三位有效数字"). */
export const mdlSf = (cap: number): AnyRoundRule => ({ mdlDecimals: true, maxSignificant: cap });
/** n decimals, at most `cap` significant figures. */
export const dpSf = (decimals: number, cap: number): AnyRoundRule => ({ decimals, maxSignificant: cap });
/** The parameters without their own rounding, for methods whose one reporting rule covers every analyte. */
export const oneRule = (ps: ParameterDef[]): ParameterDef[] => ps.map(({ rounding: _r, ...rest }) => rest);

/**
 * Reporting rules stated by the methods (issue 14). Clause numbers and wording are from recall and the issue: the
 * standards' texts could not be read here (the search corpus holds no copy of these clauses), so each basis says so.
 */
export const RULES = {
  HJ505: {
    rounding: sf(3),
    roundingTiers: [{ below: '100', rounding: dp(1) }],
    reportingBasis:
      'HJ 505-2009 结果表示: < 100 mg/L one decimal, 100–1000 integer, > 1000 in ×10ⁿ form (3 s.f.); tier chosen on the rounded value. Clause text not read (recall, issue 14).',
  },
  HJ636: {
    rounding: dpSf(2, 3),
    reportingBasis: 'HJ 636-2012 结果表示: two decimals, three significant figures from 1.00 mg/L. Clause text not read (recall, issue 14).',
  },
  HJ639: {
    rounding: dpSf(1, 3),
    reportingBasis:
      'HJ 639-2012 §9.3.1 (as transcribed from the official PDF, schemas/templates/AUDIT.md): below 100 μg/L one decimal, from 100 μg/L three significant figures; one decimal capped at three significant figures gives the same digits for every value (99.96 → "100").',
  },
  HJ680: {
    rounding: sf(3),
    roundingTiers: [{ below: '1', rounding: mdlSf(3) }],
    reportingBasis: 'HJ 680-2013 结果表示: below 1 mg/kg decimals as the MDL, from 1 mg/kg three significant figures. Clause text not read (recall, issue 14).',
  },
  HJ803: {
    rounding: mdlSf(3),
    reportingBasis: 'HJ 803-2016 结果表示: decimals as the MDL, at most three significant figures. Clause text not read (recall, issue 14).',
  },
  HJ781: {
    rounding: mdlSf(3),
    reportingBasis: 'HJ 781-2016 结果表示: decimals as the MDL, at most three significant figures. Clause text not read (recall, issue 14).',
  },
  HJ802: {
    rounding: dpSf(1, 3),
    reportingBasis:
      'HJ 802-2016 结果表示: one decimal below 100 mS/m, three significant figures from 100 mS/m (the results clause as quoted in schemas/templates/AUDIT.md).',
  },
  HJ836: {
    outOfRange: { max: '50' },
    reportingBasis: 'HJ 836-2017 §1: a result above 50 mg/m³ is expressed as ">50 mg/m³" (read, schemas/templates/AUDIT.md); one decimal.',
  },
  GB11892: {
    outOfRange: { min: '0.5' },
    reportingBasis:
      'GB 11892-89 §1.2 (read): the determination range is 0.5–4.5 mg/L (dilute samples above it); the standard states no detection limit, so a result below 0.5 mg/L is below the range and prints "<0.5", not a non-detect "0.5L"; one decimal. §8 (expression of results) was not read.',
    notes:
      'GB 11892-89 states a range (0.5–4.5 mg/L, §1.2), not a detection limit: below 0.5 prints "<0.5". Chloride above 300 mg/L needs the alkaline method of Annex A (§1.2).',
  },
  GB11903: {
    outOfRange: { min: '5' },
    reportingBasis:
      'GB 11903-89 铂钴比色法: §1 states no detection limit (read); the colour standards of §3.2.3 are 5, 10, … 70 度 (read), so a sample paler than the 5 度 standard is below the scale and prints "<5", not a non-detect "5L"; whole degrees. The results clause (§3.6) was not read.',
    notes:
      'GB 11903-89 states no detection limit (§1, read). The 5 度 floor is the lowest colour standard of §3.2.3, printed as "<5" (below the scale); the "5 度 lowest detectable colour" the template had is GB/T 5750.4\'s, a drinking-water method.',
  },
  GB16157: {
    outOfRange: { min: '20', minInclusive: true },
    reportingBasis:
      'GB/T 16157-1996 §1 (read, English translation) states no detection limit. Its 2017 amendment (XG1; the record "[Including 2017XG]" read, its text not) makes 20 mg/m³ the lower limit of determination for particulates (lims-practice §4.29, from an MEE reply) and, as recalled (the lead\'s task brief for issue 14), has a result of 20 mg/m³ or less expressed "≤20 mg/m³", low concentrations going to HJ 836-2017: so ≤ 20 prints "≤20", not a non-detect "20L"; one decimal.',
    notes:
      'GB/T 16157-1996 (as amended 2017): 20 mg/m³ is the lower limit of determination, not a detection limit; a result of 20 mg/m³ or less prints "≤20". Measure low-concentration stacks by HJ 836-2017 (air-tmpl69, MDL 1.0 mg/m³, up to 50 mg/m³).',
  },
  HJ1075: {
    // §11.1 blank below the MDL; §11.3 duplicates RD < 20 % (the engine's limit is ≤); the continuing check stays the
    // template's, since §11.4's acceptance of the 1–2 standard samples per run was not in the clauses read.
    qc: [{ kind: 'blank' }, { kind: 'duplicate', statistic: 'RD', limit: '20' }, { kind: 'ccv', maxRelErr: '10' }],
    notes:
      'HJ 1075-2019 (official PDF, as transcribed; schemas/templates/AUDIT.md): MDL 0.3 NTU (§1); a blank per batch below the MDL (§11.1); duplicates RD < 20 % (§11.3); 1–2 standard samples per run (§11.4). Below 10 NTU use a 400–600 nm instrument, coloured samples 860 ± 30 nm (§13.3); measure in the field or within 48 h at ≤ 4 °C (§7.2).',
  },
  HJ962: {
    rounding: dp(2),
    outOfRange: { min: '2.00', max: '12.00', prefix: 'pH' },
    reportingBasis: 'HJ 962-2018 结果表示: two decimals; below 2.00 reported "pH<2.00", above 12.00 "pH>12.00". Clause text not read (issue 14).',
  },
  HJ955: {
    rounding: { mdlDecimals: true },
    mdlFormula: 'if(Vs >= 10, 0.06, 0.5)',
    reportingBasis:
      "HJ 955-2018 §1 as summarised by an instrument maker (the standard's text not read): MDL 0.5 μg/m³ for the 1-h scheme (50 L/min, ≥ 45 min, about 3 m³), 0.06 μg/m³ for the 24-h scheme (16.7 L/min, ≥ 20 h, about 24 m³). The scheme is read from the standard-state volume (Vs ≥ 10 m³: 24-h) and the result keeps the decimals of its MDL; §10 (results) not read.",
  },
} satisfies Record<string, Opts>;

/** GB 11901-89 §1 states no detection limit (schemas/templates/AUDIT.md), so the template declares none. */
export const SS_NO_MDL =
  "GB 11901-89 states no detection limit (§1, read): no below-MDL notation; a lab that has verified its own MDL (HJ 168) records it on the test item. The method's note to §6.2 puts the residue at 5–100 mg for choosing the sample volume.";

export interface Opts {
  rounding?: AnyRoundRule;
  roundingTiers?: EntrySpec['roundingTiers'];
  reportingBasis?: string;
  outOfRange?: EntrySpec['outOfRange'];
  mdlFormula?: string;
  constants?: Record<string, string>;
  qc?: EntrySpec['qc'];
  notes?: string;
  exampleInputs?: Record<string, string>;
}

/** One entry: route, family and variant, method standard and title, parameters, confidence, options. */
export function entry(
  route: string,
  matrix: Matrix,
  family: FamilyId,
  variant: string,
  method: string,
  title: [string, string],
  params: ParameterDef[],
  confidence: Confidence,
  o: Opts = {},
  detail = false,
): EntrySpec {
  return {
    route,
    matrix,
    family,
    variant,
    method,
    title: { zh: title[0], en: title[1] },
    params,
    confidence,
    detail,
    // Single-parameter methods carry their rounding on the result; multi-parameter ones per parameter.
    rounding: o.rounding ?? (params.length === 1 ? params[0].rounding : undefined),
    ...(o.roundingTiers ? { roundingTiers: o.roundingTiers } : {}),
    ...(o.reportingBasis ? { reportingBasis: o.reportingBasis } : {}),
    ...(o.outOfRange ? { outOfRange: o.outOfRange } : {}),
    ...(o.mdlFormula ? { mdlFormula: o.mdlFormula } : {}),
    ...(o.constants ? { constants: o.constants } : {}),
    ...(o.qc ? { qc: o.qc } : {}),
    ...(o.notes ? { notes: o.notes } : {}),
    ...(o.exampleInputs ? { exampleInputs: o.exampleInputs } : {}),
  };
}

function joinNames(ps: ParameterDef[], lang: keyof Label): string {
  const names = ps.slice(0, 4).map((x) => x.name[lang]);
  return ps.length > 4 ? `${names.join(lang === 'zh' ? '、' : ', ')}…` : names.join(lang === 'zh' ? '、' : ', ');
}

/** The spec with its significant-figure cap applied (issue 30, manifest/caps.ts): decimals capped at n s.f. */
function withCap(spec: EntrySpec): EntrySpec {
  const cap = capDecision(spec.method, spec.family)?.cap;
  if (cap === undefined) return spec;
  return { ...spec, params: capParams(spec.params, cap), ...(spec.rounding ? { rounding: capRule(spec.rounding, cap) } : {}) };
}

export function buildTemplate(entry: EntrySpec): TemplateDef {
  const spec = withCap(entry);
  const family = FAMILIES[spec.family];
  if (!family) throw new Error(`template ${spec.route}: unknown family ${spec.family}`);
  const parts = family.build(spec);
  const state = volumeStateOf({ matrix: spec.matrix, parameters: spec.params, family: spec.family, variant: spec.variant });
  const std = spec.method === '—' ? '' : ` ${spec.method}`;
  return {
    id: spec.route,
    route: spec.route,
    ...(spec.detail ? { detailRoute: `${spec.route}Detail` } : {}),
    version: currentVersion(spec),
    family: spec.family,
    variant: spec.variant,
    name: { zh: `${joinNames(spec.params, 'zh')}${std}`, en: `${joinNames(spec.params, 'en')}${std}` },
    matrix: spec.matrix,
    method: { standard: spec.method, title: spec.title },
    parameters: spec.params,
    header: parts.header,
    inputs: state ? withVolumeState(parts.inputs, state) : parts.inputs,
    computed: parts.computed,
    results: parts.results,
    constants: parts.constants,
    ...(parts.curve ? { curve: parts.curve } : {}),
    qc: parts.qc,
    ...(parts.aggregate ? { aggregate: parts.aggregate } : {}),
    confidence: spec.confidence,
    ...(state ? { volumeState: state } : {}),
    ...(spec.notes ? { notes: spec.notes } : {}),
    ...withWorked(spec.route, parts.example),
  };
}

/** The hand-derived expectations of a route's example, with the rows they add (a tie, a below-MDL value, a limit). */
function withWorked(route: string, example: TemplateDef['example']): Pick<TemplateDef, 'example' | 'expected'> {
  const w = WORKED[route];
  if (!w) return { example };
  return { example: { ...example, ...(w.curve ? { curve: w.curve } : {}), rows: [...example.rows, ...(w.rows ?? [])] }, expected: w.expected };
}
