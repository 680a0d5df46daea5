// Thermo Scientific Qtegra ISDS (iCAP RQ/TQ ICP-MS, iCAP ICP-OES) evaluation results, "samples in rows" CSV export.
// Layout of a real export (angelrodes/ICPOES-datared AR20200205Aliquots.csv, see the fixture README): four header
// rows — the result per column ("Raw.Average", "Raw.STD", "ExtCal.Average", "ExtCal.STD",
// "ExtCal.StandardConcentration"…), a row of 0s, the analyte ("Fe 238.204 {142} (Radial)"; ICP-MS "75As (KED)") and
// its quantity with unit ("Y (cps)", "Y (ppm)") — then one row per measurement: order number, label, values. The first
// two header cells are empty. Concentrations are the "ExtCal.Average" columns (concentration from the external
// calibration); intensities, SDs and the standards' nominal concentrations are not readings, but a row with a nominal
// "ExtCal.StandardConcentration" is a calibration standard. There is no sample type or dilution column: other QC roles
// come from the label, and whether the value includes a dilution is not documented.
// The transposed "samples in columns" export is not read.
import type { InstrumentParser, Reading, TextDoc } from '../types.ts';
import { fail } from '../types.ts';
import { finish, findLine, readWide, rows, splitLine, truncatedAt, type WideColumn } from '../table.ts';

const CONC = 'ExtCal.Average';
const NOMINAL = 'ExtCal.StandardConcentration';
const UNIT = /^Y \((.+)\)$/;

/** The result-name row (0-based): ExtCal.Average columns whose quantity three rows down is "Y (<unit>)"; -1 if none. */
function header(doc: TextDoc): number {
  const h = findLine(doc, (c) => c.includes(CONC), 10);
  if (h < 0) return -1;
  const head = splitLine(doc.lines[h], doc.delimiter);
  const units = splitLine(doc.lines[h + 3] ?? '', doc.delimiter);
  // a label column left of the results, and every concentration column with its "Y (unit)" (not a transposed file)
  return head.findIndex((x) => x) > 0 && head.every((x, i) => x !== CONC || UNIT.test(units[i] ?? '')) ? h : -1;
}

export const thermoQtegra: InstrumentParser = {
  id: 'thermo-qtegra',
  label: 'Thermo Qtegra iCAP ICP-MS (CSV)',
  sniff: (doc) => header(doc) >= 0,
  parse(doc) {
    const h = header(doc);
    if (h < 0) return fail('header_missing', { parser: this.id, expected: `${CONC}, 0, <analyte>, Y (<unit>) rows` });
    const head = splitLine(doc.lines[h], doc.delimiter);
    const analytes = splitLine(doc.lines[h + 2] ?? '', doc.delimiter);
    const units = splitLine(doc.lines[h + 3] ?? '', doc.delimiter);
    const columns: WideColumn[] = [];
    head.forEach((x, index) => {
      if (x === CONC && analytes[index]) columns.push({ index, analyte: analytes[index], unit: UNIT.exec(units[index])?.[1] });
    });
    if (!columns.length) return fail('column_missing', { column: `${CONC} <analyte>` }, h + 3);
    const first = head.findIndex((x) => x); // the label sits just left of the first result column
    const data = rows(doc, h + 4);
    const cut = truncatedAt(doc, data, head.length);
    if (cut) return fail('file_truncated', { reason: 'short_last_row' }, cut);
    const out: Reading[] = [];
    readWide(doc, data, { sample: first - 1, columns }, out);
    const nominal = head.flatMap((x, i) => (x === NOMINAL ? [i] : []));
    const standards = new Set(data.filter((r) => nominal.some((i) => r.cells[i])).map((r) => r.line));
    for (const r of out) if (!r.qcType && standards.has(r.line)) r.qcType = 'calibration';
    return finish(this.id, doc, out);
  },
};
