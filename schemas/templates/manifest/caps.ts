// Significant-figure caps (issue 30 deliver 1). Many HJ methods report "decimals as the MDL, at most three significant
// figures": a rule of fixed decimals alone prints 5 significant figures for an anion at 40 mg/L (HJ 84) or a 4-digit
// integer for a soil metal above 1000 mg/kg (HJ 491). The decision for every standard a measuring template cites is
// here, with whether its results clause was read; the manifest applies it and AUDIT.md prints it per template.
import type { AnyRoundRule } from '../../calc/round.ts';
import type { FamilyId, ParameterDef } from '../types.ts';

export interface CapDecision {
  /** Was the results clause read (where), or not. */
  clause: string;
  /** The cap applied (at most n significant figures), or none. */
  cap?: number;
  /** Why this rule: the clause, or the family's rule and why it applies. */
  why: string;
}

/** HJ 639-2012 §9.3.1 (read, as transcribed): one decimal below 100 μg/L, three significant figures from 100 μg/L. */
const CHROM_FAMILY =
  'family rule: HJ 639-2012 §9.3.1 (read, as transcribed; the one chromatographic results clause read here) caps at three significant figures; the HJ chromatographic methods of its generation share the results-clause form, so their decimals are capped the same way';
/** HJ 803 / HJ 781 / HJ 680 (issue 14, recall): decimals as the MDL, at most three significant figures. */
const METALS_FAMILY =
  'family rule: the HJ metals methods HJ 803-2016, HJ 781-2016 and HJ 680-2013 report decimals as the MDL with at most three significant figures (issue 14; their clauses not read either), so the template keeps its decimals (those of its MDL) and caps them at three significant figures';
const IC_FAMILY =
  'family rule: as the HJ metals and chromatography methods (decimals as the MDL, at most three significant figures): issue 30 found HJ 84 printing three decimals above 1 mg/L (five significant figures from a four-figure curve)';
/** HJ 84 and HJ 491, the two issue 30 names, were searched again; the others rest on the audit rows' searches. */
const SEARCHED = new Set(['HJ 84-2016', 'HJ 491-2019', 'HJ 776-2015']);
const clauseOf = (standard: string): string =>
  SEARCHED.has(standard)
    ? 'not read (searched again 2026-11-28, pages and code corpora, by title and by the wording 保留三位有效数字 / 测定结果小于1 mg/L: no copy of the results clause reached)'
    : 'not read (no copy of the results clause found by the audit, see the standard row)';

/** Standards whose measuring templates cap their decimals at three significant figures (clause not read: family rule). */
const CAPPED: Record<string, string> = {
  'HJ 84-2016': IC_FAMILY,
  'HJ 799-2016': IC_FAMILY,
  'HJ 544-2016': IC_FAMILY,
  'HJ 491-2019': METALS_FAMILY,
  'HJ 700-2014': METALS_FAMILY,
  'HJ 694-2014': METALS_FAMILY,
  'HJ 657-2013': METALS_FAMILY,
  'HJ 766-2015': METALS_FAMILY,
  'HJ 786-2016': METALS_FAMILY,
  'HJ 751-2015': METALS_FAMILY,
  'HJ 749-2015': METALS_FAMILY,
  'HJ 702-2014': METALS_FAMILY,
  'HJ 923-2017': METALS_FAMILY,
  'HJ 1082-2019': METALS_FAMILY,
  'HJ 776-2015': METALS_FAMILY,
  'HJ 605-2011': CHROM_FAMILY,
  'HJ 642-2013': CHROM_FAMILY,
  'HJ 643-2013': CHROM_FAMILY,
  'HJ 644-2013': CHROM_FAMILY,
  'HJ 834-2017': CHROM_FAMILY,
  'HJ 835-2017': CHROM_FAMILY,
  'HJ 951-2018': CHROM_FAMILY,
  'HJ 912-2017': CHROM_FAMILY,
  'HJ 784-2016': CHROM_FAMILY,
  'HJ 892-2017': CHROM_FAMILY,
  'HJ 620-2011': CHROM_FAMILY,
  'HJ 583-2010': CHROM_FAMILY,
  'HJ 584-2010': CHROM_FAMILY,
  'HJ 478-2009': CHROM_FAMILY,
};

/** Families whose results are concentrations the cap is about (a pretreatment's sample mass is not). */
const MEASURING: ReadonlySet<FamilyId> = new Set<FamilyId>(['metals', 'chromatography']);

/** The cap decision for a template citing `standard` (several standards "A / B": the first decides). */
export function capDecision(standard: string, family: FamilyId): CapDecision | undefined {
  const first = standard.split(' / ')[0].trim();
  const why = CAPPED[first];
  if (!why || !MEASURING.has(family)) return undefined;
  return { clause: clauseOf(first), cap: 3, why };
}

/** A decimals rule capped at `cap` significant figures; other rules (already capped, s.f., MDL, increment) stay. */
export function capRule(r: AnyRoundRule, cap: number): AnyRoundRule {
  return 'decimals' in r && r.maxSignificant === undefined ? { ...r, maxSignificant: cap } : r;
}

export const capParams = (ps: ParameterDef[], cap: number): ParameterDef[] => ps.map((p) => (p.rounding ? { ...p, rounding: capRule(p.rounding, cap) } : p));
