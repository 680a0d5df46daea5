// Agilent MassHunter Quantitative Analysis (GC-MS, GC-MS/MS, LC-MS/MS) batch results exported as CSV. ChemStation's
// own report files (senaite's sample is an .xls) are a different layout and are not read by this parser.
// Layout follows senaite.instruments' tests/files/instruments/agilent.masshunter.quantitative.csv: a group row
// ("Sample", "<Compound> Method", "<Compound> Results", "Qualifier (m/z -> m/z) Results", "<IS> (ISTD) Results"),
// then a column row (",,Name,Data File,Type,Level,Acq. Date-Time,Exp. Conc.,RT,Resp.,Calc. Conc.,Final Conc.,…");
// the first two columns hold "!" outlier marks. The value is "Final Conc." (dilution applied), else "Calc. Conc.".
import type { CalibrationPoint, InstrumentParser, Reading } from '../types.ts';
import { fail } from '../types.ts';
import { col, finish, findLine, normValue, qcOf, reading, rows, splitFlags, splitLine, truncatedAt, withCalibration } from '../table.ts';

const isGroupRow = (c: string[]) => /^sample$/i.test(c[0] ?? '') && c.some((x) => / Results$/.test(x));

export const masshunterQuant: InstrumentParser = {
  id: 'agilent-masshunter-quant',
  label: 'Agilent MassHunter Quantitative (CSV)',
  sniff: (doc) => {
    const i = findLine(doc, isGroupRow, 10);
    return i >= 0 && col(splitLine(doc.lines[i + 1] ?? '', doc.delimiter), 'Data File') >= 0;
  },
  parse(doc) {
    const g = findLine(doc, isGroupRow, 10);
    if (g < 0) return fail('header_missing', { parser: this.id, expected: 'Sample, <Compound> Results…' });
    const groups = splitLine(doc.lines[g], doc.delimiter);
    const head = splitLine(doc.lines[g + 1] ?? '', doc.delimiter);
    const name = col(head, 'Name');
    if (name < 0) return fail('column_missing', { column: 'Name' }, g + 2);
    // each compound's Results group: which column holds Final Conc. (or Calc. Conc.)
    const compounds: { analyte: string; index: number; final: boolean }[] = [];
    let group = '',
      best: { analyte: string; index: number; final: boolean } | undefined;
    const flush = () => {
      if (best) compounds.push(best);
      best = undefined;
    };
    head.forEach((h, i) => {
      if (groups[i]) {
        flush();
        group = groups[i];
      }
      const m = / Results$/.test(group) && !/^Qualifier\b|\(ISTD\)/i.test(group) ? group.replace(/ Results$/, '').trim() : '';
      if (!m) return;
      if (/^final conc/i.test(h)) best = { analyte: m, index: i, final: true };
      else if (/^calc\.? conc/i.test(h) && !best?.final) best = { analyte: m, index: i, final: false };
    });
    flush();
    if (!compounds.length) return fail('column_missing', { column: 'Final Conc.' }, g + 2);
    // the curve's columns per compound: "Exp. Conc." sits in its Method group, "Resp." in its Results group
    const curveCols = new Map<string, { exp?: number; resp?: number }>();
    group = '';
    head.forEach((h, i) => {
      if (groups[i]) group = groups[i];
      const m = /^(.+?) (Method|Results)$/.exec(group);
      if (!m || /^Qualifier\b|\(ISTD\)/i.test(m[1])) return;
      const cc = curveCols.get(m[1].trim()) ?? {};
      if (/^exp\.? conc/i.test(h)) cc.exp = i;
      if (/^resp\.?$/i.test(h) && m[2] === 'Results') cc.resp = i;
      curveCols.set(m[1].trim(), cc);
    });
    const type = col(head, 'Type'),
      dil = col(head, 'Dil.', 'Dilution');
    const data = rows(doc, g + 2);
    const cut = truncatedAt(doc, data, head.length);
    if (cut) return fail('file_truncated', { reason: 'short_last_row' }, cut);
    const out: Reading[] = [];
    for (const r of data) {
      const sampleId = r.cells[name];
      if (!sampleId) continue;
      const outlier = r.cells[0] === '!' || r.cells[1] === '!';
      for (const c of compounds) {
        const raw = normValue(r.cells[c.index], doc.decimalComma);
        if (!raw) continue;
        const { value, flags } = splitFlags(raw);
        const resp = curveCols.get(c.analyte)?.resp;
        out.push(
          reading({
            sampleId,
            analyte: c.analyte,
            value,
            // the compound's response (its peak area unless the method says height), for a record that takes the area
            area: resp === undefined ? undefined : normValue(r.cells[resp], doc.decimalComma) || undefined,
            line: r.line,
            qcType: qcOf(r.cells[type], sampleId),
            dilution: dil >= 0 ? normValue(r.cells[dil], doc.decimalComma) || undefined : undefined,
            // "Final Conc." is "Calc. Conc." times the dilution; a file without it reports the solution
            dilutionIncluded: c.final,
            flags: outlier ? [...flags, 'outlier'] : flags,
          }),
        );
      }
    }
    // calibration rows (Type Cal): the compound's expected concentration against its response
    const level = col(head, 'Level');
    const calibration: CalibrationPoint[] = [];
    for (const r of data) {
      const sampleId = r.cells[name];
      if (!sampleId || qcOf(r.cells[type], sampleId) !== 'calibration') continue;
      for (const [analyte, cc] of curveCols) {
        const x = cc.exp === undefined ? '' : normValue(r.cells[cc.exp], doc.decimalComma);
        const y = cc.resp === undefined ? '' : normValue(r.cells[cc.resp], doc.decimalComma);
        if (x && y) calibration.push({ sampleId, analyte, x, y, line: r.line, ...(r.cells[level] ? { level: r.cells[level] } : {}) });
      }
    }
    return withCalibration(finish(this.id, doc, out), calibration);
  },
};
