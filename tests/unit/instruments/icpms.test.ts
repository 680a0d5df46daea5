// ICP-MS exports: Agilent MassHunter (grouped two-row header), PerkinElmer NexION (wide), Thermo Qtegra (4 header rows).
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../../server/instruments/detect.ts';
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

  it('takes the ExtCal.Average columns of the real four-row header, unit from "Y (ppm)"; standards are calibration', () => {
    const { readings: rs, warnings } = readings('thermo-qtegra/qtegra-icpoes-extcal.csv', id);
    expect(rs).toHaveLength(7 * 3); // Raw.*, ExtCal.STD and the nominal concentrations are not readings
    expect(warnings).toEqual([]); // the second BLANK is QC, not a duplicate sample id
    expect(find(rs, 'SED-2026-031', 'Fe 238.204 {142} (Radial)')).toEqual({
      sampleId: 'SED-2026-031',
      analyte: 'Fe 238.204 {142} (Radial)',
      value: '34.105',
      unit: 'ppm',
      line: 9,
    });
    expect(find(rs, '10ppm', 'Ca 396.847 {85} (Radial)')).toMatchObject({ value: '9.987', qcType: 'calibration' }); // has a nominal value
    expect(find(rs, 'BLANK', 'Mg 279.553 {121} (Radial)')?.qcType).toBe('blank');
    expect(find(rs, 'CCV 5ppm', 'Mg 279.553 {121} (Radial)')?.qcType).toBe('ccv');
  });

  it('reads a GBK ICP-MS export with Chinese labels; an empty cell is not a reading', () => {
    const { readings: rs, warnings, encoding } = readings('thermo-qtegra/qtegra-icpms-gbk.csv', id);
    expect(encoding).toBe('gb18030');
    expect(warnings).toEqual([]);
    expect(find(rs, 'W2026-0501 地下水', '75As (KED)')).toEqual({
      sampleId: 'W2026-0501 地下水',
      analyte: '75As (KED)',
      value: '3.088',
      unit: 'ppb',
      line: 7,
    });
    expect(find(rs, 'W2026-0502 地下水', '111Cd (KED)')).toBeUndefined();
    expect(rs).toHaveLength(6 * 4 - 1);
    expect(find(rs, '空白', '208Pb (KED)')?.qcType).toBe('blank');
    expect(find(rs, '校准核查 10ppb', '208Pb (KED)')?.qcType).toBe('ccv');
    expect(find(rs, 'W2026-0501 平行', '208Pb (KED)')?.qcType).toBe('duplicate');
    expect(find(rs, 'GBW08608 标准物质', '208Pb (KED)')?.qcType).toBe('crm');
  });

  it('refuses the transposed export and an export without concentrations', () => {
    const transposed = ';;1;2\n;;;\nExtCal.Average;0;75As (KED);Y (ppb);1.2;3.4\n';
    expect(parseFile(new Uint8Array(Buffer.from(transposed)), { expected: id })).toMatchObject({ ok: false, error: { code: 'layout_mismatch' } });
    const raw = ';;Raw.Average;ExtCal.StandardConcentration\n;;0;0\n;;75As (KED);75As (KED)\n;;Y (cps);Y (ppb)\n1;STD 1;900;1\n';
    expect(parseFile(new Uint8Array(Buffer.from(raw)), { expected: id })).toMatchObject({ ok: false, error: { code: 'layout_mismatch' } });
  });
});
