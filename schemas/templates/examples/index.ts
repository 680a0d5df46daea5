// Worked examples (issue 14, deliver 4): for a route, the rows its example adds (a rounding tie, a below-MDL value,
// a judgement at the limit) and the reported results of every example row, derived by hand from the formula and
// the reporting rule. Each derivation reads: inputs → formula → full value → rule → reported string. The strings
// are literals: tests/unit/templates/examples.test.ts evaluates the example and compares, so the engine is checked
// against them, never used to make them. Rounding is GB/T 8170-2008 half-even on the full value (…x5 exactly keeps
// an even last digit); below the MDL the template prints `{MDL}L`; judgements compare the full value (§4.3.1).
import type { ExpectedRow, RecordInput, RecordRow } from '../types.ts';
import { CURVE_WORKED } from './curves.ts';
import { ROUTINE_WORKED } from './routine.ts';
import { AIR_SOIL_WORKED } from './airsoil.ts';
import { MORE_WORKED } from './more.ts';
import { SOLID_WASTE_WORKED } from './solidwaste.ts';
import { MEASURED_WORKED } from './measured.ts';
import { FIXES_WORKED } from './fixes.ts';
import { READINGS_WORKED } from './readings.ts';
import { READINGS2_WORKED } from './readings2.ts';
import { TITRATIONS_WORKED } from './titrations.ts';
import { WEIGHING_WORKED } from './weighing.ts';
import { OIL_METALS_WORKED } from './oilmetals.ts';
import { SPECTRO_WORKED } from './spectro.ts';
import { SPECTRO_AIR_SOIL_WORKED } from './spectroairsoil.ts';
import { ELECTRODE_WORKED } from './electrode.ts';
import { CHROM_EXTERNAL_WORKED } from './chromext.ts';
import { CHROM_EXTERNAL_SOIL_WORKED } from './chromextsoil.ts';
import { CHROM_INTERNAL_WORKED } from './chromint.ts';
import { MICRO_SOIL_WORKED } from './microsoil.ts';
import { WASTE_PRE_WORKED } from './wastepre.ts';
import { GENERIC1_WORKED } from './generic1.ts';
import { GENERIC2_WORKED } from './generic2.ts';
import { GENERIC3_WORKED } from './generic3.ts';
import { GENERIC4_WORKED } from './generic4.ts';
import { GENERIC5_WORKED } from './generic5.ts';
import { ISSUE30_WORKED } from './issue30.ts';

export interface Worked {
  /** Rows appended to the family's example (sample ids say what they exercise: TIE, LOW, LIM). */
  rows?: RecordRow[];
  /**
   * A calibration curve that replaces the family's example curve, for hand-derivable fits: points whose slope and
   * intercept are finite decimals, so a rounding tie can be constructed exactly (only on routes no seed uses).
   */
  curve?: RecordInput['curve'];
  /** One per example row, in order (the family's rows first, then `rows`). */
  expected: ExpectedRow[];
}

export const WORKED: Record<string, Worked> = {
  ...MEASURED_WORKED,
  ...ISSUE30_WORKED,
  ...SOLID_WASTE_WORKED,
  ...FIXES_WORKED,
  ...CURVE_WORKED,
  ...ROUTINE_WORKED,
  ...AIR_SOIL_WORKED,
  ...MORE_WORKED,
  ...READINGS_WORKED,
  ...READINGS2_WORKED,
  ...TITRATIONS_WORKED,
  ...WEIGHING_WORKED,
  ...OIL_METALS_WORKED,
  ...SPECTRO_WORKED,
  ...SPECTRO_AIR_SOIL_WORKED,
  ...ELECTRODE_WORKED,
  ...CHROM_EXTERNAL_WORKED,
  ...CHROM_EXTERNAL_SOIL_WORKED,
  ...CHROM_INTERNAL_WORKED,
  ...MICRO_SOIL_WORKED,
  ...WASTE_PRE_WORKED,
  ...GENERIC1_WORKED,
  ...GENERIC2_WORKED,
  ...GENERIC3_WORKED,
  ...GENERIC4_WORKED,
  ...GENERIC5_WORKED,
};
