// Spectrometry exports: Agilent ICP Expert (ICP-OES), PerkinElmer WinLab32 (AAS/AFS), Hach (UV-Vis), Shimadzu TOC-L.
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../../server/instruments/detect.ts';
import { find, fixture, readings } from './load.ts';

describe('Agilent ICP Expert ICP-OES CSV', () => {
  const id = 'agilent-icp-expert';
  it('keeps replicates apart and carries the flags column (CRLF file)', () => {
    const { readings: rs, warnings } = readings('agilent-icp-expert/icpoes.csv', id);
    expect(rs).toHaveLength(9);
    expect(warnings).toEqual([]); // Rep 1 and Rep 2 of one sample are replicates, not duplicates
    expect(find(rs, 'W2026-0501 工业废水', 'Mn 257.610', 2)).toEqual({
      sampleId: 'W2026-0501 工业废水',
      analyte: 'Mn 257.610',
      value: '58.9',
      unit: 'mg/L',
      replicate: 2,
      flags: ['o'],
      line: 9,
    });
    expect(find(rs, 'W2026-0502 工业废水', 'Fe 238.204')?.flags).toEqual(['u']);
    expect(find(rs, 'CCV', 'Fe 238.204')?.qcType).toBe('ccv');
    expect(find(rs, 'Blank', 'Fe 238.204')?.qcType).toBe('calibration'); // ICP Expert's BLK is the curve's blank
  });
  it('reads a GBK file with dilution and Chinese QC names', () => {
    const { readings: rs, encoding } = readings('agilent-icp-expert/icpoes-gbk.csv', id);
    expect(encoding).toBe('gb18030');
    expect(find(rs, 'S2026-0601 土壤浸出液', 'Mg 279.553')).toMatchObject({ value: '12.08', dilution: '10' });
    expect(find(rs, '试剂空白', 'Ca 317.933')?.qcType).toBe('calibration');
    expect(find(rs, 'S2026-0601 加标', 'Ca 317.933')?.qcType).toBe('spike');
  });
});

describe('Agilent/Varian ICP Expert export (senaite.core vistapro sample layouts)', () => {
  const id = 'agilent-icp-expert';
  it('reads the quoted export: Blk/Std are calibration readings, Soln Conc before DF, flags kept', () => {
    const { readings: rs, warnings } = readings('agilent-icp-expert/vistapro-export.csv', id);
    expect(warnings).toEqual([]);
    expect(rs).toHaveLength(12);
    expect(rs.filter((r) => r.qcType === 'calibration').map((r) => r.sampleId)).toEqual([
      'Blank',
      'Blank',
      'Standard 1',
      'Standard 1',
      'Standard 2',
      'Standard 2',
    ]);
    expect(find(rs, 'Lab Control Sample', 'Fe 259.940')?.qcType).toBe('lcs');
    // the first "Units" of the two is Soln Conc's; "Corr Con" (value × DF) is not read
    expect(find(rs, 'W2026-0502*工业废水', 'Fe 259.940')).toEqual({
      sampleId: 'W2026-0502*工业废水',
      analyte: 'Fe 259.940',
      value: '1.882',
      unit: 'mg/L',
      dilution: '5',
      dilutionIncluded: false,
      flags: ['o'],
      line: 13,
    });
  });
  it('reads the unquoted GBK form with bare element symbols', () => {
    const { readings: rs, encoding } = readings('agilent-icp-expert/vistapro-tests-gbk.csv', id);
    expect(encoding).toBe('gb18030');
    expect(find(rs, 'S2026-0601 土壤浸出液', 'Mg')).toMatchObject({ value: '1.208', dilution: '10', dilutionIncluded: false, line: 5 });
    expect(find(rs, '试剂空白', 'Ca')?.qcType).toBe('calibration');
    expect(find(rs, 'S2026-0601 加标', 'Ca')?.qcType).toBe('spike');
  });
});

describe('PerkinElmer WinLab32 AAS/AFS CSV', () => {
  const id = 'perkinelmer-winlab32';
  it('reads the senaite.instruments layout (leading spaces in ids trimmed)', () => {
    const { readings: rs } = readings('perkinelmer-winlab32/winlab-aas.csv', id);
    expect(rs).toEqual([
      { sampleId: 'DU-0001', analyte: 'Pb 283.31', value: '0.111', unit: 'mg/kg', line: 2 },
      { sampleId: 'DU-0001', analyte: 'Cd 228.80', value: '0.022', unit: 'mg/kg', line: 3 },
      { sampleId: 'DU-0002', analyte: 'Pb 283.31', value: '0.555', unit: 'mg/kg', line: 4 },
      { sampleId: 'DU-0002', analyte: 'Cd 228.80', value: '0.066', unit: 'mg/kg', line: 5 },
    ]);
  });
  it('reads replicates, dilution and flags of an AFS run', () => {
    const { readings: rs, warnings } = readings('perkinelmer-winlab32/winlab-afs-replicates.csv', id);
    expect(warnings).toEqual([]);
    expect(find(rs, 'W2026-0701 地表水', 'Hg', 2)).toMatchObject({ value: '0.049', unit: 'ug/L', line: 4 });
    expect(find(rs, 'W2026-0702 地表水', 'As')).toMatchObject({ dilution: '2', dilutionIncluded: false, flags: ['OVER'] }); // (Calib): before dilution
    expect(find(rs, '空白', 'Hg')?.qcType).toBe('blank');
  });
});

describe('Hach DR1900 data log (real layout: UTF-16, Device Type/Serial Number lines, EndOfRecord)', () => {
  const id = 'hach-uvvis';
  it('reads test number, name and chemical form as the analyte; the save number as the replicate', () => {
    const { readings: rs, warnings, encoding } = readings('hach-uvvis/dr1900-datalog.txt', id);
    expect(encoding).toBe('utf-16le');
    expect(rs).toHaveLength(10);
    expect(find(rs, 'W2026-1102 地表水', 'P490 P React. PV (PO₄³⁻)', 3)).toEqual({
      sampleId: 'W2026-1102 地表水',
      analyte: 'P490 P React. PV (PO₄³⁻)',
      value: '0.21',
      unit: 'mg/L',
      replicate: 3,
      line: 4,
    });
    // one test, two chemical forms: NH₃ and N results are different analytes, never one
    expect(find(rs, 'W2026-1102 地表水', 'P346 N Inorganic TNT (NH₃)')?.value).toBe('1.3');
    expect(find(rs, 'W2026-1101 地表水', 'P346 N Inorganic TNT (N)')?.value).toBe('0.4');
    expect(find(rs, '试剂空白', 'P346 N Inorganic TNT (N)')).toMatchObject({ qcType: 'blank', replicate: 1 });
    expect(find(rs, 'N 10MGL STD', 'P346 N Inorganic TNT (N)')?.qcType).toBe('calibration');
    expect(rs.every((r) => r.dilution === undefined)).toBe(true); // "Off"
    // under range: the instrument's "- - -" with its message, to be decided by the analyst
    expect(find(rs, 'W2026-1103 地表水', 'P346 N Inorganic TNT (NH₃)')).toMatchObject({ value: '- - -', flags: ['Under range!'], line: 9 });
    expect(warnings).toEqual([
      { code: 'value_not_numeric', params: { sampleId: 'W2026-1103 地表水', analyte: 'P346 N Inorganic TNT (NH₃)', value: '- - -' }, line: 9 },
    ]);
  });
  it('reads the log with an ABS column by name (Result is the value, ABS the absorbance beside it)', () => {
    const { readings: rs, warnings } = readings('hach-uvvis/dr1900-datalog-abs.txt', id);
    expect(warnings).toEqual([]);
    expect(rs).toHaveLength(8);
    expect(find(rs, 'W2026-1111 饮用水', 'P656 Silica HR (SiO₂)')).toEqual({
      sampleId: 'W2026-1111 饮用水',
      analyte: 'P656 Silica HR (SiO₂)',
      value: '2.9',
      unit: 'mg/L',
      absorbance: '0.027',
      replicate: 2,
      line: 6,
    });
    expect(find(rs, 'W2026-1112 平行', 'P656 Silica HR (SiO₂)')?.qcType).toBe('duplicate');
    expect(find(rs, 'W2026-1112 加标', 'P490 P React. PV (PO₄³⁻)')?.qcType).toBe('spike');
    expect(find(rs, 'SI 空白', 'P656 Silica HR (SiO₂)')?.qcType).toBe('blank');
    expect(find(rs, 'SI 50MGL STD', 'P656 Silica HR (SiO₂)')?.qcType).toBe('calibration');
  });
  it('refuses a log cut before its last record ends (no EndOfRecord, no line break)', () => {
    const text = Buffer.from(fixture('hach-uvvis/dr1900-datalog.txt').subarray(2)).toString('utf16le');
    const cut = text.replace(/,EndOfRecord\r\n$/, '');
    const bytes = new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(cut, 'utf16le')]));
    expect(parseFile(bytes, { expected: id })).toEqual({ ok: false, error: { code: 'file_truncated', params: { reason: 'short_last_row' }, line: 13 } });
  });
  it('keeps one save of a sample ID apart from another, and an ID without a save number whole', () => {
    const log = [
      'Time,User ID,Sample ID,Test Number,Test Name,Result,Unit,Chemical Form,Dilution,Reagent Blank,Standard Adjust,Message1,Message2',
      '2026-11-24 9:01:00,LIU,W2026-1101(002),P490,P React. PV,0.09,mg/L,PO₄³⁻,2,Off,Off,,,EndOfRecord',
      '2026-11-24 9:00:00,LIU,W2026-1101(001),P490,P React. PV,0.08,mg/L,PO₄³⁻,Off,Off,Off,,,EndOfRecord',
      '2026-11-24 8:59:00,LIU,W2026-1104,P490,P React. PV,0.05,mg/L,PO₄³⁻,Off,Off,Off,,,EndOfRecord',
      '',
    ].join('\r\n');
    const r = parseFile(new Uint8Array(Buffer.from(log)), { expected: id });
    if (!r.ok) expect.fail(JSON.stringify(r.error));
    expect(r.warnings).toEqual([]);
    expect(r.readings.map((x) => [x.sampleId, x.replicate, x.dilution])).toEqual([
      ['W2026-1101', 2, '2'],
      ['W2026-1101', 1, undefined],
      ['W2026-1104', undefined, undefined],
    ]);
  });
});

describe('Hach DR UV-Vis CSV (older Program layout, not a real file)', () => {
  const id = 'hach-uvvis';
  it('takes the program as analyte and the unit as written', () => {
    const { readings: rs } = readings('hach-uvvis/dr6000.csv', id);
    expect(rs).toHaveLength(4);
    expect(find(rs, 'W2026-1101 地表水', '8048 Phosphorus Reactive')).toEqual({
      sampleId: 'W2026-1101 地表水',
      analyte: '8048 Phosphorus Reactive',
      value: '0.08',
      unit: 'mg/L PO4-P',
      absorbance: '0.061',
      line: 4,
    });
    expect(find(rs, '试剂空白', '385 N Ammonia Salic.')?.qcType).toBe('blank');
  });
  it('reads a GBK data log; a 平行 row is a duplicate QC', () => {
    const { readings: rs } = readings('hach-uvvis/dr3900-gbk.csv', id);
    expect(find(rs, 'W2026-1112 平行', '8507 Nitrite LR')).toMatchObject({ value: '0.011', qcType: 'duplicate', dilution: '1' });
  });
});

describe('Shimadzu TOC-L text', () => {
  const id = 'shimadzu-toc';
  it('reads each filled Result(X) as analyte X; sample id falls back to the name when "Untitled"', () => {
    const { readings: rs } = readings('shimadzu-toc/toc-npoc-tn.txt', id);
    expect(rs).toHaveLength(8);
    expect(find(rs, 'W2026-0801', 'TN')).toEqual({ sampleId: 'W2026-0801', analyte: 'TN', value: '1.204', unit: 'mg/L', line: 13 });
    expect(find(rs, '空白水', 'NPOC')?.qcType).toBe('blank');
    expect(find(rs, 'STD_10ppm', 'NPOC')?.qcType).toBe('calibration');
    expect(find(rs, 'CCV 5ppm', 'NPOC')?.qcType).toBe('ccv');
  });
  it('reads a UTF-16 export with decimal commas', () => {
    const { readings: rs, encoding } = readings('shimadzu-toc/toc-tc-ic-utf16.txt', id);
    expect(encoding).toBe('utf-16le');
    expect(find(rs, 'W2026-0812', 'IC')).toEqual({ sampleId: 'W2026-0812', analyte: 'IC', value: '3.33', unit: 'mg/L', line: 7 });
  });
});
