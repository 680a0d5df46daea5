// Chromatography exports: Agilent MassHunter Quant CSV, Shimadzu LabSolutions ASCII, Chromeleon 7 IC summary report.
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../../server/instruments/detect.ts';
import { readInstrumentFile } from '../../../server/instruments/read.ts';
import { find, fixture, readings } from './load.ts';

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
      area: '30211', // the compound's Resp. beside it, for a record that takes the peak area
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
    expect(find(rs, 'G2026-0301 饮用水', 'Simazine')).toEqual({ sampleId: 'G2026-0301 饮用水', analyte: 'Simazine', value: '0.031', area: '3050', line: 4 });
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
      area: '310',
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
      { sampleId: 'S2026-0911', analyte: '六六六', value: '0.0321', unit: 'mg/kg', area: '5021', dilution: '2', dilutionIncluded: true, line: 12 },
      { sampleId: 'S2026-0911', analyte: '滴滴涕', value: '0.0077', unit: 'mg/kg', area: '1203', dilution: '2', dilutionIncluded: true, line: 13 },
    ]);
  });
});

describe('Shimadzu GCMSsolution / LabSolutions (senaite.core shimadzu sample layouts)', () => {
  const id = 'shimadzu-labsolutions';
  it('reads [MS Quantitative Results] per data file: sample from the file name, ISTD and "Not Identified" skipped', () => {
    const { readings: rs } = readings('shimadzu-labsolutions/gcms-qp2010.txt', id);
    expect(rs).toEqual([
      { sampleId: 'S2026-0951', analyte: 'Benzene', value: '1.604', unit: 'ug/L', area: '34488', line: 9 },
      { sampleId: 'S2026-0951', analyte: 'Toluene', value: '0.782', unit: 'ug/L', area: '15993', line: 10 },
      { sampleId: 'S2026-0952', analyte: 'Benzene', value: '2.051', unit: 'ug/L', area: '44100', line: 26 },
      { sampleId: 'S2026-0952', analyte: 'Toluene', value: '0.930', unit: 'ug/L', area: '19020', line: 27 },
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

describe('Thermo Chromeleon 7 IC summary report (the real "Summary" sheet layout, see the fixture README)', () => {
  const id = 'thermo-chromeleon';
  it('reads an Excel export with one By Component table per peak side by side: Amount of each, "n.a." kept', async () => {
    const r = await readInstrumentFile(fixture('thermo-chromeleon/summary-by-component.xlsx'), { parserId: id });
    if (!r.ok) expect.fail(JSON.stringify(r.error));
    expect(r.parser).toBe(id);
    const rs = r.readings;
    expect([...new Set(rs.map((x) => x.analyte))]).toEqual(['Chloride', 'Nitrate', 'Sulfate']);
    expect(rs).toHaveLength(10 * 3);
    // the sheet's row, so the evidence link points at the injection; no unit under Amount in this report
    expect(find(rs, 'W2026-1002 地下水', 'Chloride')).toEqual({ sampleId: 'W2026-1002 地下水', analyte: 'Chloride', value: '25.13', area: '4.571', line: 21 });
    expect(find(rs, 'W2026-1002 地下水', 'Sulfate')).toEqual({ sampleId: 'W2026-1002 地下水', analyte: 'Sulfate', value: '41.05', area: '5.431', line: 21 });
    expect(find(rs, 'W2026-1002 加标', 'Nitrate')).toMatchObject({ value: '17.1', qcType: 'spike' });
    expect(find(rs, 'W2026-1002 平行', 'Nitrate')?.qcType).toBe('duplicate');
    expect(find(rs, 'CCV 5', 'Sulfate')).toMatchObject({ value: '5.018', qcType: 'ccv' });
    expect(find(rs, 'STD 1', 'Chloride')?.qcType).toBe('calibration');
    expect(rs.filter((x) => x.sampleId === '空白' && x.analyte === 'Chloride').map((x) => [x.value, x.qcType, x.line])).toEqual([
      ['n.a.', 'blank', 15],
      ['0.021', 'blank', 24],
    ]);
    expect(r.warnings.filter((w) => w.code === 'value_not_numeric')).toHaveLength(3 + 2);
    expect(r.warnings.filter((w) => w.blocking)).toEqual([]);
  });
  it('reads the same sheet saved from Excel as GBK tab-delimited text, with the unit under Amount', () => {
    const { readings: rs, encoding } = readings('thermo-chromeleon/summary-sulfate-gbk.txt', id);
    expect(encoding).toBe('gb18030');
    expect(rs.map((x) => [x.sampleId, x.value, x.qcType ?? '', x.line])).toEqual([
      ['空白', 'n.a.', 'blank', 15],
      ['CCV 10', '10.12', 'ccv', 16],
      ['E2026-0311 废水', '156.3', '', 17],
      ['E2026-0312 废水', '88.41', '', 18],
      ['E2026-0312 平行', '89.02', 'duplicate', 19],
      ['E2026-0312 加标', '98.77', 'spike', 20],
      ['空白', '0.035', 'blank', 21],
    ]);
    expect(find(rs, 'E2026-0311 废水', '硫酸根')).toEqual({
      sampleId: 'E2026-0311 废水',
      analyte: '硫酸根',
      value: '156.3',
      unit: 'mg/L',
      area: '20.41',
      line: 17,
    });
  });
  it('reads a table with one Amount column per peak and stops at its statistics rows ("Sum:")', () => {
    // the multi-peak Summary table as SPARTAN's reader of Chromeleon workbooks expects it (fixture README): the
    // same four header rows, Amount over each peak, injections numbered, then unnumbered statistics rows and a
    // second table (Area) below with its own header
    const t = [
      'No.\tInjection Name\tAmount\tAmount\tAmount',
      '\t\tmg/L\tmg/L\tmg/L',
      '\t\tCD_1\tCD_1\tCD_1',
      '\t\tSodium\tPotassium\tCalcium',
      '1\tW2026-1011\t45.12\t3.071\t60.44',
      '2\tW2026-1012\t38.90\tn.a.\t52.10',
      '\tSum:\t84.02\t3.071\t112.54',
      '',
      'No.\tInjection Name\tArea\tArea\tArea',
      '\t\tµS*min\tµS*min\tµS*min',
      '\t\tCD_1\tCD_1\tCD_1',
      '\t\tSodium\tPotassium\tCalcium',
      '1\tW2026-1011\t5.012\t0.221\t4.870',
      '',
    ].join('\n');
    const r = parseFile(new Uint8Array(Buffer.from(t)), { expected: id });
    if (!r.ok) expect.fail(JSON.stringify(r.error));
    expect(r.readings.map((x) => [x.sampleId, x.analyte, x.value, x.unit, x.line])).toEqual([
      ['W2026-1011', 'Sodium', '45.12', 'mg/L', 5],
      ['W2026-1011', 'Potassium', '3.071', 'mg/L', 5],
      ['W2026-1011', 'Calcium', '60.44', 'mg/L', 5],
      ['W2026-1012', 'Sodium', '38.90', 'mg/L', 6],
      ['W2026-1012', 'Potassium', 'n.a.', 'mg/L', 6],
      ['W2026-1012', 'Calcium', '52.10', 'mg/L', 6],
    ]);
  });
  it('keeps a Dil. Factor column as already applied and a type column as the QC role', () => {
    const t = [
      'No.\tInjection Name\tInj. Type\tDil. Factor\tAmount',
      '\t\t\t\tmg/L',
      '\t\t\t\tCD_1',
      '\t\t\t\tChloride',
      '1\tW2026-1021\tUnknown\t10.0000\t251.3',
      '2\tW2026-1021 A\tSpiked\t10.0000\t256.0',
      '',
    ].join('\n');
    const r = parseFile(new Uint8Array(Buffer.from(t)), { expected: id });
    if (!r.ok) expect.fail(JSON.stringify(r.error));
    expect(r.readings).toEqual([
      { sampleId: 'W2026-1021', analyte: 'Chloride', value: '251.3', unit: 'mg/L', dilution: '10.0000', dilutionIncluded: true, line: 5 },
      { sampleId: 'W2026-1021 A', analyte: 'Chloride', value: '256.0', unit: 'mg/L', dilution: '10.0000', dilutionIncluded: true, qcType: 'spike', line: 6 },
    ]);
  });
  it('refuses a cut-off text export at its short last row', () => {
    const t = ['No.\tInjection Name\tAmount', '\t\tmg/L', '\t\tCD_1', '\t\tChloride', '1\tW2026-1031\t1.2', '2\tW2026-1032'].join('\n');
    expect(parseFile(new Uint8Array(Buffer.from(t)), { expected: id })).toEqual({
      ok: false,
      error: { code: 'file_truncated', params: { reason: 'short_last_row' }, line: 6 },
    });
  });
});
