// Spectrometry exports: Agilent ICP Expert (ICP-OES), PerkinElmer WinLab32 (AAS/AFS), Hach (UV-Vis), Shimadzu TOC-L.
import { describe, expect, it } from 'vitest';
import { find, readings } from './load.ts';

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

describe('Hach DR UV-Vis CSV', () => {
  const id = 'hach-uvvis';
  it('takes the program as analyte and the unit as written', () => {
    const { readings: rs } = readings('hach-uvvis/dr6000.csv', id);
    expect(rs).toHaveLength(4);
    expect(find(rs, 'W2026-1101 地表水', '8048 Phosphorus Reactive')).toEqual({
      sampleId: 'W2026-1101 地表水',
      analyte: '8048 Phosphorus Reactive',
      value: '0.08',
      unit: 'mg/L PO4-P',
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
