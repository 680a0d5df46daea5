// Chromatography exports: Agilent MassHunter Quant CSV, Shimadzu LabSolutions ASCII, Chromeleon IC summary.
import { describe, expect, it } from 'vitest';
import { find, readings } from './load.ts';

describe('Agilent MassHunter Quant CSV', () => {
  const id = 'agilent-masshunter-quant';
  it('takes Final Conc. of each compound, skips qualifier and ISTD groups, marks "!" outliers', () => {
    const { readings: rs } = readings('agilent-masshunter-quant/voc-batch.csv', id);
    expect([...new Set(rs.map((r) => r.analyte))]).toEqual(['Benzene', 'Toluene']);
    expect(rs).toHaveLength(6 * 2);
    expect(find(rs, 'W2026-0012 地下水', 'Benzene')).toEqual({
      sampleId: 'W2026-0012 地下水',
      analyte: 'Benzene',
      value: '14.91',
      dilution: '5',
      dilutionIncluded: true,
      flags: ['outlier'],
      line: 6,
    });
    expect(find(rs, 'CAL-1', 'Toluene')?.qcType).toBe('calibration');
    expect(find(rs, 'CCV-5', 'Toluene')?.qcType).toBe('ccv');
    expect(find(rs, 'W2026-0011 MS', 'Toluene')?.qcType).toBe('spike');
  });
  it('reads a GBK LC export; a compound without Method group still counts; empty results are not readings', () => {
    const { readings: rs } = readings('agilent-masshunter-quant/lc-gbk.csv', id);
    expect(rs.filter((r) => r.sampleId === '双空白')).toEqual([]);
    expect(find(rs, 'G2026-0301 饮用水', 'Simazine')).toEqual({ sampleId: 'G2026-0301 饮用水', analyte: 'Simazine', value: '0.031', line: 4 });
    expect(find(rs, 'G2026-0302 平行', 'Atrazine')?.qcType).toBe('duplicate');
  });
});

describe('Shimadzu LabSolutions ASCII', () => {
  const id = 'shimadzu-labsolutions';
  it('reads a concatenated batch: one sample per [Header], sample info applied to its compounds', () => {
    const { readings: rs } = readings('shimadzu-labsolutions/lc-batch.txt', id);
    expect(rs).toHaveLength(5);
    expect(find(rs, 'W2026-0901', 'Benzo[a]pyrene')).toEqual({
      sampleId: 'W2026-0901',
      analyte: 'Benzo[a]pyrene',
      value: '0.004',
      unit: 'ug/L',
      dilution: '1',
      dilutionIncluded: true,
      flags: ['MI'],
      line: 16,
    });
    expect(find(rs, 'QC-MID', 'Phenanthrene')).toMatchObject({ value: '0.998', qcType: 'lcs' });
  });
  it('reads a GBK GC file with Chinese compound names and the dilution factor', () => {
    const { readings: rs } = readings('shimadzu-labsolutions/gc-gbk.txt', id);
    expect(rs).toEqual([
      { sampleId: 'S2026-0911', analyte: '六六六', value: '0.0321', unit: 'mg/kg', dilution: '2', dilutionIncluded: true, line: 12 },
      { sampleId: 'S2026-0911', analyte: '滴滴涕', value: '0.0077', unit: 'mg/kg', dilution: '2', dilutionIncluded: true, line: 13 },
    ]);
  });
});

describe('Shimadzu GCMSsolution / LabSolutions (senaite.core shimadzu sample layouts)', () => {
  const id = 'shimadzu-labsolutions';
  it('reads [MS Quantitative Results] per data file: sample from the file name, ISTD and "Not Identified" skipped', () => {
    const { readings: rs } = readings('shimadzu-labsolutions/gcms-qp2010.txt', id);
    expect(rs).toEqual([
      { sampleId: 'S2026-0951', analyte: 'Benzene', value: '1.604', unit: 'ug/L', line: 9 },
      { sampleId: 'S2026-0951', analyte: 'Toluene', value: '0.782', unit: 'ug/L', line: 10 },
      { sampleId: 'S2026-0952', analyte: 'Benzene', value: '2.051', unit: 'ug/L', line: 26 },
      { sampleId: 'S2026-0952', analyte: 'Toluene', value: '0.930', unit: 'ug/L', line: 27 },
    ]);
  });
  it('reads the per-compound batch table: injections, not the summary rows; standards are calibration readings', () => {
    const { readings: rs } = readings('shimadzu-labsolutions/lc-compound-table.txt', id);
    expect(rs.map((r) => [r.sampleId, r.analyte, r.value, r.qcType ?? '', r.line])).toEqual([
      ['STD2', 'Naphthalene', '0.010', 'calibration', 5],
      ['W2026-0901', 'Naphthalene', '0.512', '', 6],
      ['QC-MID', 'Naphthalene', '0.498', 'lcs', 7],
      ['STD2', 'Benzo[a]pyrene', '0.010', 'calibration', 18],
      ['W2026-0901', 'Benzo[a]pyrene', '0.004', '', 19],
      ['QC-MID', 'Benzo[a]pyrene', '0.006', 'lcs', 20],
    ]);
    expect(find(rs, 'W2026-0901', 'Benzo[a]pyrene')?.flags).toEqual(['V']);
  });
});

describe('Thermo Chromeleon IC summary', () => {
  const id = 'thermo-chromeleon';
  it('reads peaks with the units row; "n.a." is kept and warned about', () => {
    const { readings: rs, warnings } = readings('thermo-chromeleon/anions.txt', id);
    expect(rs).toHaveLength(20);
    expect(find(rs, 'W2026-1002 地下水', 'Chloride')).toEqual({
      sampleId: 'W2026-1002 地下水',
      analyte: 'Chloride',
      value: '251.3',
      unit: 'mg/L',
      dilution: '10.0000',
      dilutionIncluded: true,
      line: 9,
    });
    expect(find(rs, '空白', 'Fluoride')?.value).toBe('n.a.');
    expect(warnings.filter((w) => w.code === 'value_not_numeric').map((w) => w.params.analyte)).toEqual(['Fluoride', 'Nitrate']);
    expect(find(rs, 'CCV 5', 'Sulfate')?.qcType).toBe('ccv');
    expect(find(rs, 'W2026-1002 加标', 'Sulfate')?.qcType).toBe('spike');
  });
  it('reads a semicolon export with decimal commas', () => {
    const { readings: rs } = readings('thermo-chromeleon/cations-decimal-comma.csv', id);
    expect(find(rs, 'W2026-1012', 'Potassium')).toEqual({
      sampleId: 'W2026-1012',
      analyte: 'Potassium',
      value: '2.805',
      unit: 'mg/L',
      dilution: '5.0000',
      dilutionIncluded: true,
      line: 6,
    });
  });
});
