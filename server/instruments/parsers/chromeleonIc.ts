// Thermo Chromeleon 7 (Dionex ion chromatography) summary report exported as text/CSV.
// Layout: a few title lines ("Summary Report", "Sequence: …"), then a table with "No.", "Injection Name",
// "Inj. Type" (Unknown/Blank/Calibration Standard/Check Standard/Spiked/Matrix/Duplicate) and "Dil. Factor", then one
// amount column per peak ("Fluoride", "Chloride", …) and under the header a row of units ("mg/L"). Chromeleon writes
// "n.a." for a peak not found — kept as written. No public Chromeleon summary export was found (the public Chromeleon
// ASCII exports are single-injection chromatograms without amounts; see the fixture README); the column names follow
// Chromeleon 7's report designer defaults — check a real file before relying on it. Chromeleon
// multiplies an amount by the injection's Dil. Factor, so the values include it.
import type { InstrumentParser, Reading } from '../types.ts';
import { fail } from '../types.ts';
import { col, finish, findLine, readWide, rows, splitLine, truncatedAt, type WideColumn } from '../table.ts';

const isHeader = (c: string[]) => col(c, 'Injection Name') >= 0 && col(c, 'Inj. Type', 'Injection Type') >= 0;
const META = new Set([
  'no',
  'injection name',
  'inj type',
  'injection type',
  'dil factor',
  'dilution factor',
  'position',
  'inj vol',
  'injection volume',
  'weight',
  'inj date/time',
  'comment',
]);

export const chromeleonIc: InstrumentParser = {
  id: 'thermo-chromeleon',
  label: 'Thermo Chromeleon 7 IC summary (CSV/TXT)',
  sniff: (doc) => findLine(doc, isHeader, 20) >= 0,
  parse(doc) {
    const h = findLine(doc, isHeader, 20);
    if (h < 0) return fail('header_missing', { parser: this.id, expected: 'Injection Name, Inj. Type, <peak>…' });
    const head = splitLine(doc.lines[h], doc.delimiter);
    const units = splitLine(doc.lines[h + 1] ?? '', doc.delimiter);
    const hasUnits = !units[col(head, 'Injection Name')];
    const columns: WideColumn[] = [];
    head.forEach((x, index) => {
      if (x && !META.has(x.toLowerCase().replace(/\./g, '').trim()))
        columns.push({ index, analyte: x, unit: hasUnits ? units[index] || undefined : undefined });
    });
    const data = rows(doc, h + (hasUnits ? 2 : 1));
    const cut = truncatedAt(doc, data, head.length);
    if (cut) return fail('file_truncated', { reason: 'short_last_row' }, cut);
    const out: Reading[] = [];
    readWide(
      doc,
      data,
      {
        sample: col(head, 'Injection Name'),
        columns,
        type: col(head, 'Inj. Type', 'Injection Type'),
        dilution: col(head, 'Dil. Factor', 'Dilution Factor'),
        dilutionIncluded: true,
      },
      out,
    );
    return finish(this.id, doc, out);
  },
};
