// Hach DR series UV-Vis spectrophotometers: the data log the instrument writes to a USB stick. Two header forms:
// 1. The real DR1900 data log (a public export: HakaiInstitute/GEM-in-a-box-dataset-repository-template,
//    data/2024-09-16_example_dataset/DR1900/2024-09-16_Nutrients_raw.TXT). UTF-16LE with BOM, CRLF, commas; the lines
//    "Device Type,DR1900" and "Serial Number:,<n>", then the header "Time, User ID, Sample ID, Test Number, Test Name,
//    Result, Unit, Chemical Form, Dilution, Reagent Blank, Standard Adjust, Message1, Message2" (a later firmware has
//    "ABS" before "Result" and one message column), newest record first, each record ending in an extra cell
//    "EndOfRecord". A reading outside the test's range has "- - -" as Result and "Under range!" as Message1. The
//    instrument numbers each save of a sample ID ("N SMPL(013)", "N SMPL(014)", continued across days).
// 2. An earlier reading of the DR6000 manual's description ("Sample ID", "Program", "Result", "Unit", optional
//    "Dilution"/"Sample Type"), never checked against a real file; still read.
// The analyte is the test with its chemical form ("P346 N Inorganic TNT (NH₃)"): one test reports as N or as NH₃,
// and the two differ by 17/14, so the form is part of what the alias table maps. The sample's save number becomes the
// replicate number and leaves the sample ID, so "W2026-1101(002)" matches sample W2026-1101. A dilution is read only
// when the cell is a number (the real log has "Off"); whether Result then includes it is not documented, so it is
// shown, never written. Message cells are the reading's flags. The absorbance ("ABS") is kept beside the result: an
// HJ method's record takes it and computes the result with its own calibration curve (match.ts responseOf).
import type { InstrumentParser, ParseWarning, Reading } from '../types.ts';
import { fail } from '../types.ts';
import { col, finish, findLine, isNumeric, normValue, qcOf, reading, rows, splitFlags, splitLine, truncatedAt } from '../table.ts';

const ID = 'hach-uvvis';
const isHeader = (c: string[]) => col(c, 'Sample ID') >= 0 && col(c, 'Result') >= 0 && (col(c, 'Test Name') >= 0 || col(c, 'Program') >= 0);
/** The instrument's save number after a sample ID: "N SMPL(014)". */
const SAVE_NO = /^(.*?)\s*\((\d{3,})\)$/;
/** The DR1900's record terminator, one cell past the header's last column. */
const END = 'EndOfRecord';
/** Header lines come after the "Device Type" and "Serial Number:" lines. */
const HEADER_WITHIN = 10;

export const hachUvvis: InstrumentParser = {
  id: ID,
  label: 'Hach DR series UV-Vis data log (CSV/TXT)',
  sniff: (doc) => findLine(doc, isHeader, HEADER_WITHIN) >= 0,
  parse(doc) {
    const h = findLine(doc, isHeader, HEADER_WITHIN);
    if (h < 0) return fail('header_missing', { parser: ID, expected: 'Sample ID, Test Number, Test Name, Result, Unit (or Program)' });
    const head = splitLine(doc.lines[h], doc.delimiter);
    const data = rows(doc, h + 1);
    const cut = truncatedAt(doc, data, head.length);
    if (cut) return fail('file_truncated', { reason: 'short_last_row' }, cut);
    // a log whose records end in EndOfRecord: a last record without it, and no line break after it, was cut
    const filled = data.filter((r) => r.cells.some((c) => c));
    const last = filled[filled.length - 1];
    if (last && !doc.endsWithNewline && last.line === doc.lines.length && last.cells.at(-1) !== END && filled.some((r) => r.cells.at(-1) === END))
      return fail('file_truncated', { reason: 'short_last_row' }, last.line);

    const c = {
      sample: col(head, 'Sample ID'),
      program: col(head, 'Program'),
      testNo: col(head, 'Test Number'),
      testName: col(head, 'Test Name'),
      form: col(head, 'Chemical Form'),
      value: col(head, 'Result'),
      unit: col(head, 'Unit'),
      absorbance: col(head, 'ABS', 'Absorbance'),
      dilution: col(head, 'Dilution', 'Dilution Factor'),
      type: col(head, 'Sample Type'),
      messages: head.map((x, i) => (/^Message\s*\d*$/i.test(x) ? i : -1)).filter((i) => i >= 0),
    };
    const at = (cells: string[], i: number) => (i < 0 ? '' : (cells[i] ?? ''));
    const analyteOf = (cells: string[]) => {
      if (c.program >= 0) return at(cells, c.program);
      const test = [at(cells, c.testNo), at(cells, c.testName)].filter(Boolean).join(' ');
      const form = at(cells, c.form);
      return test && form ? `${test} (${form})` : test;
    };

    const out: Reading[] = [];
    const warnings: ParseWarning[] = [];
    for (const r of data) {
      const id = at(r.cells, c.sample);
      const analyte = analyteOf(r.cells);
      const raw = normValue(at(r.cells, c.value), doc.decimalComma);
      if (!id || !analyte || !raw) {
        // a row with content but no sample, test or value is shown, not silently lost
        const missing = !id ? 'sampleId' : !analyte ? 'analyte' : 'value';
        if (r.cells.some((x) => x && x !== END)) warnings.push({ code: 'row_skipped', params: { missing }, line: r.line });
        continue;
      }
      const save = SAVE_NO.exec(id);
      const sampleId = save?.[1] || id;
      const { value, flags } = splitFlags(raw);
      const dilution = normValue(at(r.cells, c.dilution), doc.decimalComma);
      out.push(
        reading({
          sampleId,
          analyte,
          value,
          unit: at(r.cells, c.unit) || undefined,
          absorbance: normValue(at(r.cells, c.absorbance), doc.decimalComma) || undefined,
          dilution: isNumeric(dilution) ? dilution : undefined,
          qcType: qcOf(at(r.cells, c.type), sampleId),
          replicate: save?.[1] ? parseInt(save[2], 10) : undefined,
          flags: [...flags, ...c.messages.map((i) => at(r.cells, i)).filter(Boolean)],
          line: r.line,
        }),
      );
    }
    return finish(ID, doc, out, warnings);
  },
};
