// ICP-MS exports: Agilent MassHunter (grouped two-row header), PerkinElmer NexION (wide), Thermo Qtegra (3 header rows).
import { describe, expect, it } from 'vitest';
import { find, readings } from './load.ts';

describe('Agilent MassHunter ICP-MS CSV', () => {
  const id = 'agilent-masshunter-icpms';

  it('reads every element of every sample with unit, dilution, QC role and line (BOM file)', () => {
    const { readings: rs, warnings } = readings('agilent-masshunter-icpms/batch-bom.csv', id);
    expect(rs).toHaveLength(8 * 4);
    expect(warnings).toEqual([]);
    expect(find(rs, 'W2026-0002 地下水', '75 As [He]')).toEqual({
      sampleId: 'W2026-0002 地下水',
      analyte: '75 As [He]',
      value: '3.101',
      unit: 'ug/l',
      dilution: '10',
      dilutionIncluded: true,
      line: 7,
    });
    expect(find(rs, 'W2026-0001 地表水', '111 Cd [He]')?.value).toBe('<0.000'); // below calibration, kept as written
    expect(find(rs, '校准空白', '7 Li [No Gas]')?.qcType).toBe('calibration'); // CalBlk: the curve's zero point
    expect(find(rs, 'STD-1', '7 Li [No Gas]')?.qcType).toBe('calibration');
    expect(find(rs, 'CCV-1', '208 Pb [He]')?.qcType).toBe('ccv');
    expect(find(rs, 'W2026-0002 加标', '208 Pb [He]')?.qcType).toBe('spike');
    expect(find(rs, '方法空白', '75 As [He]')?.qcType).toBe('blank');
    expect(find(rs, 'W2026-0003 废水', '7 Li [No Gas]')?.flags).toEqual(['rejected']);
  });

  it('reads a GBK export with mass-shift labels and blocks on a duplicate sample id', () => {
    const { readings: rs, warnings, encoding } = readings('agilent-masshunter-icpms/batch-gbk-dup.csv', id);
    expect(encoding).toBe('gb18030');
    expect(find(rs, 'S2026-0102 土壤消解液', '75 -> 91 As [O2]')).toMatchObject({ value: '3.95', dilution: '50', line: 5 });
    const dups = warnings.filter((w) => w.code === 'duplicate_sample_id');
    expect(dups).toHaveLength(3);
    expect(dups[0]).toMatchObject({ blocking: true, params: { sampleId: 'S2026-0101 土壤消解液', firstLine: 4 }, line: 6 });
  });
});

describe('PerkinElmer NexION / Syngistix CSV', () => {
  const id = 'perkinelmer-nexion';

  it('reads analyte columns with units from the header and QC from type or name', () => {
    const { readings: rs, warnings } = readings('perkinelmer-nexion/nexion-wide.csv', id);
    expect(rs).toHaveLength(6 * 6);
    expect(warnings).toEqual([]); // DUP/SPK rows are QC, not duplicate sample ids
    expect(find(rs, 'W2026-0202 河流断面', 'Zn 66')).toEqual({
      sampleId: 'W2026-0202 河流断面',
      analyte: 'Zn 66',
      value: '55.1',
      unit: 'ug/L',
      dilution: '5',
      line: 5,
    });
    expect(find(rs, 'W2026-0201 河流断面', 'Be 9')?.value).toBe('<0.002');
    expect(find(rs, 'Calib Blank', 'Pb 208')?.qcType).toBe('calibration');
    expect(find(rs, 'CCV 20', 'Pb 208')?.qcType).toBe('ccv');
    expect(find(rs, 'W2026-0202 DUP', 'Pb 208')?.qcType).toBe('duplicate');
    expect(find(rs, 'W2026-0202 SPK', 'Pb 208')?.qcType).toBe('spike');
  });

  it('reads a semicolon file with decimal commas and a title line; an empty cell is not a reading', () => {
    const { readings: rs } = readings('perkinelmer-nexion/nexion-semicolon.csv', id);
    expect(find(rs, 'SOIL-07 土壤', 'Hg 202')).toEqual({ sampleId: 'SOIL-07 土壤', analyte: 'Hg 202', value: '0.081', line: 4 });
    expect(find(rs, 'SOIL-08 土壤', 'Hg 202')).toBeUndefined();
    expect(rs).toHaveLength(11);
  });
});

describe('Thermo Qtegra CSV', () => {
  const id = 'thermo-qtegra';

  it('takes "Concentration average" columns with the units row, decimal commas normalised', () => {
    const { readings: rs } = readings('thermo-qtegra/qtegra-decimal-comma.csv', id);
    expect(rs).toHaveLength(4 * 4); // RSD columns are not readings
    expect(find(rs, 'W2026-0301 污水', '75As (KED)')).toEqual({
      sampleId: 'W2026-0301 污水',
      analyte: '75As (KED)',
      value: '1.207',
      unit: 'µg/L',
      dilution: '2',
      line: 6,
    });
    expect(find(rs, 'Blank', '208Pb (KED)')?.qcType).toBe('blank');
    expect(find(rs, 'CCV', '208Pb (KED)')?.qcType).toBe('ccv');
  });

  it('reads a BOM file without a units row; CRM and Chinese duplicate rows get their roles', () => {
    const { readings: rs } = readings('thermo-qtegra/qtegra-no-units-bom.csv', id);
    expect(find(rs, 'S2026-0401 沉积物', '55Mn (KED)')).toEqual({
      sampleId: 'S2026-0401 沉积物',
      analyte: '55Mn (KED)',
      value: '412.3',
      dilution: '100',
      line: 4,
    });
    expect(find(rs, 'S2026-0401 平行', '55Mn (KED)')?.qcType).toBe('duplicate');
    expect(find(rs, 'CRM GSS-5', '59Co (KED)')?.qcType).toBe('crm');
  });
});
