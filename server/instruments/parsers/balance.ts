// Analytical balance print-out / serial capture text (Mettler Toledo GLP print, Sartorius SBI), one weighing per line.
// Layout follows the public descriptions of these outputs: Mettler's "[mode][spaces][weight] g" lines such as
// "     N       0.3746 g" (mode N net, G gross, T tare; a "D"/"?" marks an unstable reading) and Sartorius SBI lines
// such as "N     +    0.3746 g". A GLP header block may carry "Sample ID"/"样品编号" lines, which set the sample
// for the weighings below it; repeated weighings of one sample are numbered as replicates. Tare lines are not results.
import type { InstrumentParser, Reading } from '../types.ts';
import { fail } from '../types.ts';
import { finish, reading } from '../table.ts';

const WEIGHT = /^\s*([NGTSD?]|G#|N#)?\s*([-+])?\s*(\d+(?:[.,]\d+)?)\s*(mg|g|kg|ct)\s*([?D])?\s*$/;
const SAMPLE = /^\s*(Sample\s*ID|ID|Sample|样品编号|样品)\s*[:：]?\s+(.+?)\s*$/i;

export const balance: InstrumentParser = {
  id: 'balance-print',
  label: 'Analytical balance print / serial text',
  sniff: (doc) => {
    const nonEmpty = doc.lines.filter((l) => l.trim());
    const weights = nonEmpty.filter((l) => WEIGHT.test(l)).length;
    // a print-out, not a table: weight lines are common and most lines carry no delimiter
    const tabular = nonEmpty.filter((l) => l.includes(doc.delimiter)).length;
    return weights > 0 && weights >= nonEmpty.length * 0.2 && tabular < nonEmpty.length / 2;
  },
  parse(doc) {
    const out: Reading[] = [];
    let sampleId = '';
    const count = new Map<string, number>();
    doc.lines.forEach((line, i) => {
      const s = SAMPLE.exec(line);
      if (s && !WEIGHT.test(line)) {
        sampleId = s[2];
        return;
      }
      const m = WEIGHT.exec(line);
      if (!m || !sampleId || m[1] === 'T') return;
      const n = (count.get(sampleId) ?? 0) + 1;
      count.set(sampleId, n);
      const unstable = m[1] === 'D' || m[1] === '?' || m[5] !== undefined;
      out.push(
        reading({
          sampleId,
          analyte: 'mass',
          value: `${m[2] === '-' ? '-' : ''}${m[3].replace(',', '.')}`,
          unit: m[4],
          replicate: n,
          flags: unstable ? ['unstable'] : [],
          line: i + 1,
        }),
      );
    });
    if (!out.length) return fail('no_readings', { parser: this.id, reason: 'no_sample_id_before_weights' });
    return finish(this.id, doc, out);
  },
};
