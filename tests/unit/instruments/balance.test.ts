// Analytical balance print text: weighings under the last sample id, tare lines skipped, unstable readings flagged.
import { describe, expect, it } from 'vitest';
import { readings } from './load.ts';

describe('balance print', () => {
  const id = 'balance-print';
  it('reads a Mettler GLP print', () => {
    const { readings: rs } = readings('balance-print/mettler-glp.txt', id);
    expect(rs).toEqual([
      { sampleId: 'S2026-1201 土壤', analyte: 'mass', value: '0.5012', unit: 'g', replicate: 1, line: 6 },
      { sampleId: 'S2026-1201 土壤', analyte: 'mass', value: '0.5009', unit: 'g', replicate: 2, line: 7 },
      { sampleId: 'S2026-1202 土壤', analyte: 'mass', value: '0.4998', unit: 'g', replicate: 1, line: 10 },
      { sampleId: 'S2026-1202 土壤', analyte: 'mass', value: '0.5102', unit: 'g', replicate: 2, flags: ['unstable'], line: 11 },
    ]);
  });
  it('reads Sartorius SBI lines under 样品编号 headers', () => {
    const { readings: rs } = readings('balance-print/sartorius-sbi.txt', id);
    expect(rs.map((r) => [r.sampleId, r.value, r.replicate])).toEqual([
      ['S2026-1211 底泥', '1.02345', 1],
      ['S2026-1211 底泥', '1.02331', 2],
      ['S2026-1212 底泥', '0.98812', 1],
    ]);
  });

  it('reads a Sartorius SBI 22-character print with GMP header: S ID sets the sample, gross and tare lines are not results', () => {
    const { readings: rs } = readings('balance-print/sartorius-gmp-22char.txt', id);
    expect(rs).toEqual([
      { sampleId: 'S2026-1211', analyte: 'mass', value: '1.02345', unit: 'g', replicate: 1, line: 9 },
      { sampleId: 'S2026-1211', analyte: 'mass', value: '1.02331', unit: 'g', replicate: 2, line: 10 },
      { sampleId: 'S2026-1212', analyte: 'mass', value: '0.98812', unit: 'g', replicate: 1, line: 14 },
      // square brackets only mark a non-verified digit
      { sampleId: 'S2026-1212', analyte: 'mass', value: '0.98809', unit: 'g', replicate: 2, line: 15 },
      { sampleId: 'BLK-1124', analyte: 'mass', value: '-0.00003', unit: 'g', replicate: 1, line: 17 },
    ]);
  });
  it('reads an MT-SICS capture: S S stable, S D dynamic flagged unstable, S I / S + carry no value', () => {
    const { readings: rs } = readings('balance-print/mettler-sics-capture.txt', id);
    expect(rs).toEqual([
      { sampleId: 'S2026-1201 土壤', analyte: 'mass', value: '0.5020', unit: 'g', replicate: 1, flags: ['unstable'], line: 5 },
      { sampleId: 'S2026-1201 土壤', analyte: 'mass', value: '0.5012', unit: 'g', replicate: 2, line: 7 },
      { sampleId: 'S2026-1201 土壤', analyte: 'mass', value: '0.5009', unit: 'g', replicate: 3, line: 9 },
      { sampleId: 'S2026-1202 土壤', analyte: 'mass', value: '0.4998', unit: 'g', replicate: 1, line: 14 },
      { sampleId: 'BLK-1124', analyte: 'mass', value: '-0.0002', unit: 'g', replicate: 1, line: 19 },
    ]);
  });
});
