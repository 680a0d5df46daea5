// Hach DR3900/DR6000 UV-Vis spectrophotometer data log exported as CSV (USB "Export data log").
// Layout: one row per measurement with "Date", "Time", "Sample ID", "Operator ID", "Program", "Result", "Unit" and
// optional "Wavelength"/"Absorbance"/"Dilution" columns; the analyte is the program name (e.g. "385 N Ammonia Salic.").
// No public Hach export was found in the search corpus; the column names follow Hach's DR6000 manual (data log
// export) as documented — check a real file before relying on it.
import { col } from '../table.ts';
import { longCsvParser } from './longCsv.ts';

export const hachUvvis = longCsvParser({
  id: 'hach-uvvis',
  label: 'Hach DR series UV-Vis (CSV)',
  isHeader: (c) => col(c, 'Sample ID') >= 0 && col(c, 'Program') >= 0 && col(c, 'Result') >= 0,
  expected: 'Sample ID, Program, Result, Unit',
  columns: (head) => ({
    sample: col(head, 'Sample ID'),
    analyte: col(head, 'Program'),
    value: col(head, 'Result'),
    unit: col(head, 'Unit'),
    dilution: col(head, 'Dilution', 'Dilution Factor'),
    type: col(head, 'Sample Type'),
  }),
});
