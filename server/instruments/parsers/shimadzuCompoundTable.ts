// Shimadzu LabSolutions batch results "per compound" ASCII export (LC, LC-MS/MS). Follows senaite.core's
// src/senaite/core/exportimport/instruments/shimadzu/nexera/samples/LC2040C.txt and LCMS-8050.txt: for each compound
// a block "ID#<tab>1", "Name<tab>CBDV - cannabidivarin", a header row starting with an empty cell ("Data Filename",
// "Sample Name", "Sample ID", "Sample Type", "Level#", "Ret. Time", "Area", …, "Conc.", …, "Mark", …), one row per
// injection (numbered), then summary rows ("Average", "%RSD", "Maximum", "Minimum", "Std. Dev.") that are not
// results. "-----" marks a peak not found. Sample Type is Unknown, "Unknown(QA/QC)", Standard or Blank.
import type { Reading, TextDoc } from '../types.ts';
import { col, normValue, qcOf, reading, splitFlags, splitLine } from '../table.ts';

export const isCompoundTable = (doc: TextDoc) => /^ID#\t\d+\s*$/.test(doc.lines[0] ?? '') && /^Name\t/.test(doc.lines[1] ?? '');

export function readCompoundTable(doc: TextDoc): Reading[] {
  const out: Reading[] = [];
  let compound = '';
  let head: string[] | undefined;
  doc.lines.forEach((line, i) => {
    const c = splitLine(line, '\t');
    if (c[0] === 'ID#') {
      compound = '';
      head = undefined;
      return;
    }
    if (c[0] === 'Name' && !head) {
      compound = c[1] ?? '';
      return;
    }
    if (!c[0] && col(c, 'Sample ID') >= 0) {
      head = c;
      return;
    }
    // injection rows are numbered; the summary rows start with an empty cell
    if (!head || !compound || !/^\d+$/.test(c[0])) return;
    const raw = normValue(c[col(head, 'Conc.')], doc.decimalComma);
    const sampleId = c[col(head, 'Sample ID')] || c[col(head, 'Sample Name')];
    if (!raw || /^-+$/.test(raw) || !sampleId) return;
    const { value, flags } = splitFlags(raw);
    const mark = (c[col(head, 'Mark')] ?? '').trim();
    out.push(
      reading({
        sampleId,
        analyte: compound,
        value,
        area: normValue(c[col(head, 'Area')], doc.decimalComma) || undefined,
        qcType: qcOf(c[col(head, 'Sample Type')], sampleId),
        flags: mark && !/^-+$/.test(mark) ? [...flags, mark] : flags,
        line: i + 1,
      }),
    );
  });
  return out;
}
