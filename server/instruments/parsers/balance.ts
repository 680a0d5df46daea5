// Analytical balance print-out / serial capture text, one weighing per line. Three real line formats are read:
// - Sartorius SBI (Data output format, e.g. the GC803S / LE / CP manuals): 16 characters "+  123.56 g" (sign, weight
//   with leading spaces, unit) or 22 characters with a 6-character ID code in front, "N     +  123.56 g" (N net,
//   N1, G#/G gross, T/T1 tare); square brackets mark non-verified digits ("123.5[6]"). The GMP header/footer block
//   (dashes, date, "Type", "Ser.no.") carries no weighings. An "S ID" ID-code line (Sartorius: sample ID) sets the sample.
// - Mettler Toledo MT-SICS responses to S / SI: "S S     100.00 g" (stable) and "S D     100.00 g" (dynamic, i.e. the
//   balance was not settled: flagged unstable); "S I", "S +", "S -" carry no value (busy, overload, underload).
// - Mettler GLP-style print lines "     N       0.3746 g" (a "D"/"?" marks an unstable reading).
// A "Sample ID"/"样品编号" line (or Sartorius "S ID") sets the sample for the weighings below it; repeated weighings of
// one sample are numbered as replicates. Tare and gross lines (printed with a net) are not results.
import type { InstrumentParser, Reading } from '../types.ts';
import { fail } from '../types.ts';
import { finish, reading } from '../table.ts';

const NUM = String.raw`(\d+(?:[.,][\d[\]]+)?)`;
const WEIGHT = new RegExp(String.raw`^\s*([NGTD?]1?|G#|N#)?\s*([-+])?\s*${NUM}\s*(mg|g|kg|ct)\s*([?D])?\s*$`);
const SICS = new RegExp(String.raw`^S\s([SD])\s+(-)?\s*${NUM}\s+(mg|g|kg|ct)\s*$`);
const SAMPLE = /^\s*(Sample\s*ID|S\s?ID|ID|Sample|样品编号|样品)\s*[:：]?\s+(.+?)\s*$/i;

interface Weight {
  sign: string;
  value: string;
  unit: string;
  /** tare or gross: printed around a net weighing, not a result of their own */
  skip: boolean;
  unstable: boolean;
}

function weight(line: string): Weight | undefined {
  const s = SICS.exec(line);
  if (s) return { sign: s[2] ?? '', value: s[3], unit: s[4], skip: false, unstable: s[1] === 'D' };
  const m = WEIGHT.exec(line);
  if (!m) return undefined;
  const code = m[1] ?? '';
  return { sign: m[2] === '-' ? '-' : '', value: m[3], unit: m[4], skip: /^[TG]/.test(code), unstable: code === 'D' || code === '?' || m[5] !== undefined };
}

export const balance: InstrumentParser = {
  id: 'balance-print',
  label: 'Analytical balance print / serial text',
  sniff: (doc) => {
    const nonEmpty = doc.lines.filter((l) => l.trim());
    const weights = nonEmpty.filter((l) => weight(l)).length;
    // a print-out, not a table: weight lines are common and most lines carry no delimiter
    const tabular = nonEmpty.filter((l) => l.includes(doc.delimiter)).length;
    return weights > 0 && weights >= nonEmpty.length * 0.2 && tabular < nonEmpty.length / 2;
  },
  parse(doc) {
    const out: Reading[] = [];
    let sampleId = '';
    const count = new Map<string, number>();
    doc.lines.forEach((line, i) => {
      const w = weight(line);
      const s = w ? null : SAMPLE.exec(line);
      if (s) {
        sampleId = s[2];
        return;
      }
      if (!w || !sampleId || w.skip) return;
      const n = (count.get(sampleId) ?? 0) + 1;
      count.set(sampleId, n);
      out.push(
        reading({
          sampleId,
          analyte: 'mass',
          // brackets only mark non-verified digits; the digit itself is part of the value
          value: `${w.sign}${w.value.replace(',', '.').replace(/[[\]]/g, '')}`,
          unit: w.unit,
          replicate: n,
          flags: w.unstable ? ['unstable'] : [],
          line: i + 1,
        }),
      );
    });
    if (!out.length) return fail('no_readings', { parser: this.id, reason: 'no_sample_id_before_weights' });
    return finish(this.id, doc, out);
  },
};
