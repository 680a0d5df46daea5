// Agilent (formerly Varian) ICP Expert ICP-OES worksheet exported as CSV, long form: one row per solution × element
// line. Layout follows the Vista-Pro/ICP Expert export in senaite.core's
// src/senaite/core/exportimport/instruments/varian/vistapro/samples/export.csv: "Solution Label", "Batch Label",
// "Customer Id", "Customer Label", "Type", "Element" ("Mn 257.610"), "Flags", "Soln Conc", "Units", "Corr Con",
// "Units", "Int", …, "DF", "NumReps", "Replicates". Type codes: Blk (calibration blank), Std (calibration standard),
// LCS, Samp. The value read is "Soln Conc" — the measured solution, before the "DF" dilution factor (which "Corr Con"
// applies) — so the dilution is reported as not included. Older exports with "Dilution"/"Rep" columns still read.
import type { QcType } from '../types.ts';
import { col } from '../table.ts';
import { longCsvParser } from './longCsv.ts';

/** ICP Expert's own solution types: its blank and standards build the curve, they are not method blanks. */
const TYPES: Record<string, QcType> = { blk: 'calibration', std: 'calibration' };

export const agilentIcpOes = longCsvParser({
  id: 'agilent-icp-expert',
  label: 'Agilent ICP Expert ICP-OES (CSV)',
  isHeader: (c) => col(c, 'Solution Label') >= 0 && col(c, 'Element') >= 0 && col(c, 'Soln Conc') >= 0,
  expected: 'Solution Label, Element, Soln Conc',
  columns: (head) => ({
    sample: col(head, 'Solution Label'),
    analyte: col(head, 'Element'),
    value: col(head, 'Soln Conc'),
    unit: col(head, 'Units', 'Unit'),
    type: col(head, 'Type', 'Sample Type'),
    flags: col(head, 'Flags'),
    dilution: col(head, 'DF', 'Dilution', 'Dil'),
    replicate: col(head, 'Rep', 'Replicate'),
    typeWords: TYPES,
    dilutionIncluded: false,
  }),
  // the Blk/Std rows' "Soln Conc" is the standard's concentration as ICP Expert lists it, "Int" its intensity
  response: (head) => col(head, 'Int', 'Intensity'),
});
