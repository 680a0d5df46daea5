// Thermo Chromeleon 7 (Dionex ion chromatography) "Summary" report sheet, exported to Excel (the import reads the
// sheet's rows) or saved from Excel as tab-delimited text. The layout is a real export's (see the fixture README:
// piersond/Dionex-HPLC-Data-Parser data/DionexTest_raw.xlsx): title rows ("Summary", "Sequence Details" with Name:,
// Directory:, Data Vault:, No. of Injections:, "By Component" <peak>), then a table whose header row names each
// column's property — "No.", "Injection Name", "Ret.Time", "Area", "Height", "Amount", "Rel.Area", "Peak Type" — and
// three more header rows under the value columns: the unit ("min", "µS*min"; empty under Amount when the processing
// method names none), the channel ("CD_1") and the peak ("Chloride"). Injections follow, numbered in "No."; a peak
// not found is "n.a." and is kept as written. A table ends at the first row without a number: Chromeleon's statistics
// rows ("Sum:") follow it without one. One sheet can hold several tables, side by side (one per component, as in
// the real file) or one below the other; each "Amount" column belongs to the nearest "Injection Name" to its left.
// Amounts include the injection's dilution factor (Chromeleon multiplies by it), so a "Dil. Factor" column, when the
// report shows one, is kept as already applied.
import type { InstrumentParser, Reading } from '../types.ts';
import { fail } from '../types.ts';
import { col, finish, type Row, findLine, norm, normValue, qcOf, reading, rows, splitFlags, splitLine, truncatedAt } from '../table.ts';

const DILUTION = new Set(['dil factor', 'dil fact', 'dilution factor']);
const TYPE = new Set(['type', 'inj type', 'injection type']);

/** A header row: an injection name column and an Amount column. */
const isHeader = (c: string[]) => col(c, 'Injection Name') >= 0 && c.some((x) => norm(x) === 'amount');

interface Table {
  /** Column of the injection number ("No."), -1 when the report leaves it out. */
  no: number;
  sample: number;
  type: number;
  dilution: number;
  /** Each peak's Amount column, and its Area column in the same table (-1: the report shows none). */
  amounts: { index: number; analyte: string; unit?: string; area: number }[];
}

/** The tables whose header row is line `h` (0-based): one per injection-name column with Amount columns of its own. */
function tablesAt(doc: { lines: string[]; delimiter: string }, h: number): Table[] {
  const cell = (line: number) => splitLine(doc.lines[line] ?? '', doc.delimiter);
  const head = cell(h),
    units = cell(h + 1),
    peaks = cell(h + 3);
  const starts = head.flatMap((x, i) => (norm(x) === 'injection name' ? [i] : []));
  return starts.flatMap((sample, k) => {
    const end = starts[k + 1] ?? head.length;
    const within = (pred: (n: string, i: number) => boolean) => {
      for (let i = sample + 1; i < end; i++) if (pred(norm(head[i]), i)) return i;
      return -1;
    };
    const amounts: Table['amounts'] = [];
    for (let i = sample + 1; i < end; i++)
      if (norm(head[i]) === 'amount' && peaks[i])
        amounts.push({ index: i, analyte: peaks[i], unit: units[i] || undefined, area: within((n, j) => n === 'area' && peaks[j] === peaks[i]) });
    if (!amounts.length) return [];
    return [
      {
        no: sample > 0 && norm(head[sample - 1]) === 'no' ? sample - 1 : -1,
        sample,
        type: within((n) => TYPE.has(n)),
        dilution: within((n) => DILUTION.has(n)),
        amounts,
      },
    ];
  });
}

/** An injection row of the table: numbered, or (without a No. column) named and not a statistics label ("Sum:"). */
const isInjection = (t: Table, cells: string[]) =>
  t.no >= 0 ? /^\d+$/.test(cells[t.no] ?? '') && !!cells[t.sample] : !!cells[t.sample] && !cells[t.sample].endsWith(':');

export const chromeleonIc: InstrumentParser = {
  id: 'thermo-chromeleon',
  label: 'Thermo Chromeleon 7 IC summary report (XLSX/TXT)',
  sniff: (doc) => {
    const h = findLine(doc, isHeader, 60);
    return h >= 0 && tablesAt(doc, h).length > 0;
  },
  parse(doc) {
    const out: Reading[] = [];
    let found = false;
    for (let h = 0; h < doc.lines.length; h++) {
      if (!isHeader(splitLine(doc.lines[h], doc.delimiter))) continue;
      const tables = tablesAt(doc, h);
      if (!tables.length) continue;
      found = true;
      const live = new Set(tables);
      const data: Row[] = [];
      for (const r of rows(doc, h + 4)) {
        if (isHeader(r.cells)) break;
        for (const t of live) if (!isInjection(t, r.cells)) live.delete(t);
        if (!live.size) break;
        for (const t of live) {
          const sampleId = r.cells[t.sample];
          const dilution = t.dilution >= 0 ? normValue(r.cells[t.dilution], doc.decimalComma) || undefined : undefined;
          const qcType = qcOf(t.type >= 0 ? r.cells[t.type] : undefined, sampleId);
          for (const a of t.amounts) {
            const raw = normValue(r.cells[a.index], doc.decimalComma);
            if (!raw) continue;
            const { value, flags } = splitFlags(raw);
            // the peak's area beside its amount, for a record that computes with its own curve (HJ 84)
            const area = a.area >= 0 ? normValue(r.cells[a.area], doc.decimalComma) || undefined : undefined;
            out.push(reading({ sampleId, analyte: a.analyte, value, unit: a.unit, area, dilution, dilutionIncluded: true, qcType, flags, line: r.line }));
          }
        }
        data.push(r);
      }
      const width = Math.max(...tables.flatMap((t) => t.amounts.map((a) => a.index + 1)));
      const cut = truncatedAt(doc, data, width);
      if (cut) return fail('file_truncated', { reason: 'short_last_row' }, cut);
      h += 3 + data.length;
    }
    if (!found) return fail('header_missing', { parser: this.id, expected: 'Injection Name, Amount; unit, channel and peak rows' });
    return finish(this.id, doc, out);
  },
};
