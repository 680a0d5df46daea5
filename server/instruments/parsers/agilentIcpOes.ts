// Agilent ICP Expert (5110/5800/5900 ICP-OES) worksheet exported as CSV, long form: one row per solution × element
// line. Columns used: "Solution Label", "Type", "Element" (e.g. "Pb 220.353"), "Flags", "Soln Conc", "Units", and
// optionally "Dilution"/"Rep". No public ICP Expert export was found in the search corpus; the column names follow
// the ICP Expert export dialog as documented by Agilent — check a real file before relying on it. Flags such as
// "o" (over range) or "u" (uncalibrated) are kept per reading.
import { col } from '../table.ts';
import { longCsvParser } from './longCsv.ts';

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
    dilution: col(head, 'Dilution', 'Dil'),
    replicate: col(head, 'Rep', 'Replicate'),
  }),
});
