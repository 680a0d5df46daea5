// Agilent MassHunter ICP-MS (7800/7900/8900) batch table exported as CSV.
// Layout: two header rows — a group row ("Sample", then one label per element/tune such as "75  As  [ He ] ",
// written once over its columns) and a column row ("Rjct", "Data File", "Acq. Date-Time", "Type", "Level",
// "Sample Name", "Total Dil.", then per element "Conc. [ ug/l ]", "Conc. RSD", "CPS" …). Follows the element label form
// "mass  Element  [ Gas ]" described by the public ICP-MS Batch Processor templates (sort_template.csv) and the grouped
// two-row header of senaite.instruments' agilent.masshunter.*.csv test files. Types: Sample, CalBlk, CalStd, QC, Spike…
import type { CalibrationPoint, InstrumentParser, ParseWarning, Reading } from '../types.ts';
import { fail } from '../types.ts';
import { col, finish, findLine, normValue, qcOf, readWide, rows, splitLine, truncatedAt, withCalibration, type WideColumn } from '../table.ts';

const ELEMENT = /^\s*\d{1,3}(\s*->\s*\d{1,3})?\s+[A-Z][a-z]?\s*(\[.*\])?\s*$/;
const isGroupRow = (c: string[]) => /^sample$/i.test(c[0] ?? '') && c.some((x) => ELEMENT.test(x));

export const agilentIcpms: InstrumentParser = {
  id: 'agilent-masshunter-icpms',
  label: 'Agilent MassHunter ICP-MS (CSV)',
  sniff: (doc) => {
    const i = findLine(doc, isGroupRow, 10);
    return i >= 0 && col(splitLine(doc.lines[i + 1] ?? '', doc.delimiter), 'Sample Name') >= 0;
  },
  parse(doc) {
    const g = findLine(doc, isGroupRow, 10);
    if (g < 0) return fail('header_missing', { parser: this.id, expected: 'Sample, <mass Element [gas]>…' });
    const groups = splitLine(doc.lines[g], doc.delimiter);
    const head = splitLine(doc.lines[g + 1] ?? '', doc.delimiter);
    const sample = col(head, 'Sample Name');
    if (sample < 0) return fail('column_missing', { column: 'Sample Name' }, g + 2);
    let group = '';
    const columns: WideColumn[] = [];
    // per element group, where its response (CPS) and, when exported, its standards' expected concentration are
    const curveCols = new Map<string, { cps?: number; exp?: number }>();
    const analyteOf = (g: string) =>
      g
        .trim()
        .replace(/\s+/g, ' ')
        .replace(/\[\s*(.*?)\s*\]/, '[$1]');
    head.forEach((h, i) => {
      if (groups[i]) group = groups[i];
      if (!ELEMENT.test(group)) return;
      const analyte = analyteOf(group);
      const m = /^Conc\.?\s*\[\s*(.+?)\s*\]$/i.exec(h);
      if (m) columns.push({ index: i, analyte, unit: m[1] });
      const cc = curveCols.get(analyte) ?? {};
      if (/^CPS$/i.test(h)) cc.cps = i;
      if (/^(Exp\.?|Std\.?|Expected|Known)\s*Conc/i.test(h)) cc.exp = i;
      curveCols.set(analyte, cc);
    });
    if (!columns.length) return fail('column_missing', { column: 'Conc. [unit]' }, g + 2);
    const data = rows(doc, g + 2);
    const cut = truncatedAt(doc, data, head.length);
    if (cut) return fail('file_truncated', { reason: 'short_last_row' }, cut);
    const out: Reading[] = [];
    // MassHunter multiplies the calibrated concentration by "Total Dil." before it reports "Conc."
    readWide(doc, data, { sample, columns, dilution: col(head, 'Total Dil.', 'Dil.'), type: col(head, 'Type'), dilutionIncluded: true }, out);
    // "Rjct" marks a rejected acquisition: keep the values (evidence) but flag them.
    const rj = col(head, 'Rjct');
    const warnings: ParseWarning[] = [];
    if (rj >= 0) {
      const rejected = new Set(data.filter((r) => r.cells[rj]).map((r) => r.line));
      for (const r of out) if (rejected.has(r.line)) r.flags = [...(r.flags ?? []), 'rejected'];
    }
    // the calibration blank and standards (Type CalBlk/CalStd): x the expected concentration when the export has
    // that column, else the concentration the batch table reports for the standard (flagged); y its CPS
    const type = col(head, 'Type'),
      level = col(head, 'Level');
    const calibration: CalibrationPoint[] = [];
    for (const r of data) {
      const sampleId = r.cells[sample];
      if (!sampleId || qcOf(r.cells[type], sampleId) !== 'calibration') continue;
      for (const c of columns) {
        const cc = curveCols.get(c.analyte);
        const exp = cc?.exp !== undefined ? normValue(r.cells[cc.exp], doc.decimalComma) : '';
        const x = exp || normValue(r.cells[c.index], doc.decimalComma);
        const y = cc?.cps !== undefined ? normValue(r.cells[cc.cps], doc.decimalComma) : '';
        if (!x || !y) continue;
        calibration.push({
          sampleId,
          analyte: c.analyte,
          x,
          y,
          line: r.line,
          ...(c.unit ? { unit: c.unit } : {}),
          ...(r.cells[level] ? { level: r.cells[level] } : {}),
          ...(exp ? {} : { xReported: true }),
        });
      }
    }
    return withCalibration(finish(this.id, doc, out, warnings), calibration);
  },
};
