// Shimadzu LabSolutions (GC, GC-MS, HPLC) "ASCII conversion" text, tab-separated sections in square brackets.
// Layout follows the section structure parsed by chromConverter's read_shimadzu and echemdb-converters (public):
// "[Header]", "[Sample Information]" with "Sample Name", "Sample ID", "Sample Type", "Dilution Factor" lines, then
// "[Compound Results(Detector A)]" (or "(Ch1)") with "# of IDs", a header "ID#, Name, Ret. Time, Area, Height, Conc.,
// …, Conc. Unit, Mark" and one row per compound. A batch conversion concatenates files, so each "[Header]" begins a
// new sample.
import type { InstrumentParser, Reading } from '../types.ts';
import { fail } from '../types.ts';
import { col, finish, normValue, qcOf, reading, splitFlags, splitLine } from '../table.ts';

export const shimadzuLabsolutions: InstrumentParser = {
  id: 'shimadzu-labsolutions',
  label: 'Shimadzu LabSolutions ASCII (TXT)',
  sniff: (doc) => doc.lines.slice(0, 3).some((l) => l.trim() === '[Header]') && doc.lines.some((l) => /^\[Compound Results/.test(l)),
  parse(doc) {
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
      if (section === 'Sample Information' && c[0]) info[c[0]] = c[1] ?? '';
      if (!section.startsWith('Compound Results') || c[0] === '# of IDs') continue;
      if (!head) {
        if (c[0] === 'ID#') head = c;
        continue;
      }
      if (!c[0] && !c[1]) continue;
      const name = col(head, 'Name'),
        conc = col(head, 'Conc.');
      const raw = normValue(c[conc], doc.decimalComma);
      const sampleId = info['Sample ID'] || info['Sample Name'];
      if (!raw || !c[name] || !sampleId) continue;
      const { value, flags } = splitFlags(raw);
      const mark = c[col(head, 'Mark')];
      out.push(
        reading({
          sampleId,
          analyte: c[name],
          value,
          unit: c[col(head, 'Conc. Unit', 'Unit')] || undefined,
          dilution: normValue(info['Dilution Factor'], doc.decimalComma) || undefined,
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
