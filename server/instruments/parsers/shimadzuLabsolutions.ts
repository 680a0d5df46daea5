// Shimadzu LabSolutions / GCMSsolution (GC, GC-MS, HPLC, LC-MS) "ASCII conversion" text, tab-separated. Two layouts:
// 1. Per data file, sections in square brackets. Follows senaite.core's
//    src/senaite/core/exportimport/instruments/shimadzu/gcms/samples/QP2010.txt: "[Header]" ("Data File Name",
//    "Output Date"…) then "[MS Quantitative Results]" with "# of IDs" and "ID#, Name, Type, ISTD Group#, Mass,
//    Ret.Time, …, Conc., …"; the sample is the data file's name (as senaite reads it) unless a "[Sample Information]"
//    section names it ("Sample ID", "Sample Name", "Sample Type", "Dilution Factor" — the LC "[Compound Results(…)]"
//    form). A batch conversion concatenates files, so each "[Header]" begins a new sample. ISTD rows are not results.
// 2. Per compound, the batch table (shimadzuCompoundTable.ts).
// LabSolutions multiplies Conc. by the sample's Dilution Factor in its quantitation, so the value includes it.
import type { InstrumentParser, Reading } from '../types.ts';
import { fail } from '../types.ts';
import { col, finish, normValue, qcOf, reading, splitFlags, splitLine } from '../table.ts';
import { isCompoundTable, readCompoundTable } from './shimadzuCompoundTable.ts';

const RESULTS = /^(Compound Results|MS Quantitative Results)/;
/** "C:\GCMSsolution\Data\October\1-16-02249-001_CD_10172016_2.qgd" → "1-16-02249-001_CD_10172016_2" */
const fileStem = (p: string | undefined) =>
  (p ?? '')
    .split(/[\\/]/)
    .pop()
    ?.replace(/\.[^.]*$/, '') ?? '';

export const shimadzuLabsolutions: InstrumentParser = {
  id: 'shimadzu-labsolutions',
  label: 'Shimadzu LabSolutions / GCMSsolution ASCII (TXT)',
  sniff: (doc) =>
    isCompoundTable(doc) ||
    (doc.lines.slice(0, 3).some((l) => l.trim() === '[Header]') && doc.lines.some((l) => /^\[(Compound Results|MS Quantitative Results)/.test(l))),
  parse(doc) {
    if (isCompoundTable(doc)) return finish(this.id, doc, readCompoundTable(doc));
    const out: Reading[] = [];
    let info: Record<string, string> = {};
    let head: string[] | undefined;
    let section = '';
    for (let i = 0; i < doc.lines.length; i++) {
      const line = doc.lines[i];
      const sec = /^\[(.+)\]\s*$/.exec(line);
      if (sec) {
        section = sec[1];
        head = undefined;
        if (section === 'Header') info = {};
        continue;
      }
      const c = splitLine(line, '\t');
      if ((section === 'Sample Information' || section === 'Header') && c[0]) info[c[0]] = c[1] ?? '';
      if (!RESULTS.test(section) || c[0] === '# of IDs') continue;
      if (!head) {
        if (c[0] === 'ID#') head = c;
        continue;
      }
      if (!c[0] && !c[1]) continue;
      const name = col(head, 'Name'),
        conc = col(head, 'Conc.');
      if (/^ISTD$/i.test(c[col(head, 'Type')] ?? '')) continue;
      const raw = normValue(c[conc], doc.decimalComma);
      const sampleId = info['Sample ID'] || info['Sample Name'] || fileStem(info['Data File Name']);
      if (!raw || !c[name] || !sampleId) continue;
      const { value, flags } = splitFlags(raw);
      const mark = c[col(head, 'Mark')];
      out.push(
        reading({
          sampleId,
          analyte: c[name],
          value,
          unit: c[col(head, 'Conc. Unit', 'Unit')] || undefined,
          area: normValue(c[col(head, 'Area')], doc.decimalComma) || undefined,
          dilution: normValue(info['Dilution Factor'], doc.decimalComma) || undefined,
          dilutionIncluded: true,
          qcType: qcOf(info['Sample Type'], sampleId),
          flags: mark ? [...flags, mark] : flags,
          line: i + 1,
        }),
      );
    }
    if (!out.length && !doc.lines.some((l) => l.startsWith('ID#')))
      return fail('header_missing', { parser: this.id, expected: '[Compound Results] ID#, Name, Conc.' });
    return finish(this.id, doc, out);
  },
};
