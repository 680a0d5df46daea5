// PerkinElmer WinLab32 (PinAAcle AAS; also Optima ICP-OES) results exported as CSV, long form.
// Layout follows senaite.instruments' perkinelmer/winlab32/winlab32.md and tests/files/.../winlab32.csv:
// "Sample ID,Analyte Name,Date,Time,Reported Conc (Calib),Units (Samp)" with analyte names such as "Ag 107" or
// "Pb 283.31". Optional columns used when present: "Replicate", "Sample Type", "Dilution", "Flags".
import { col } from '../table.ts';
import { longCsvParser } from './longCsv.ts';

export const perkinelmerWinlab = longCsvParser({
  id: 'perkinelmer-winlab32',
  label: 'PerkinElmer WinLab32 AAS (CSV)',
  isHeader: (c) => col(c, 'Sample ID') >= 0 && col(c, 'Analyte Name') >= 0 && col(c, /^Reported Conc/i) >= 0,
  expected: 'Sample ID, Analyte Name, Reported Conc (Calib)',
  columns: (head) => ({
    sample: col(head, 'Sample ID'),
    analyte: col(head, 'Analyte Name'),
    value: col(head, /^Reported Conc/i),
    unit: col(head, /^Units/i),
    replicate: col(head, 'Replicate'),
    type: col(head, 'Sample Type'),
    dilution: col(head, 'Dilution', 'Dilution Factor'),
    flags: col(head, 'Flags'),
    // "(Calib)" is the measured solution in calibration units; "(Samp)" would carry the dilution and weight
    dilutionIncluded: false,
  }),
});
