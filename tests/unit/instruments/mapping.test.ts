// The mapping import: a saved column mapping reads any delimited export, long or wide; a broken mapping is refused
// by field before the file is read.
import { describe, expect, it } from 'vitest';
import { parseWithMapping } from '../../../server/instruments/mapping.ts';
import { fixture } from './load.ts';

const long = {
  headerRow: 3,
  sampleId: '样品编号',
  analyte: '元素',
  value: '浓度',
  unit: '单位',
  dilution: '稀释倍数',
  qcType: '类型',
  qcValues: { 'QC-H': 'ccv' },
};

describe('mapping import', () => {
  it('reads a long file below title lines, with the lab’s own QC words', () => {
    const r = parseWithMapping(fixture('mapping/long.csv'), long);
    if (!r.ok) expect.fail(JSON.stringify(r.error));
    expect(r.parser).toBe('mapping');
    expect(r.readings).toEqual([
      { sampleId: '空白', analyte: 'As', value: '0.01', unit: 'ug/L', dilution: '1', qcType: 'blank', line: 4 },
      { sampleId: 'W2026-1301', analyte: 'As', value: '1.52', unit: 'ug/L', dilution: '1', line: 5 },
      { sampleId: 'W2026-1301', analyte: 'Hg', value: '0.044', unit: 'ug/L', dilution: '1', line: 6 },
      { sampleId: 'W2026-1302', analyte: 'As', value: '5.11', unit: 'ug/L', dilution: '1', qcType: 'ccv', line: 7 },
    ]);
  });

  it('reads a wide tab file, skipping its units row, renaming columns, decimal commas normalised', () => {
    const r = parseWithMapping(fixture('mapping/wide-units-row.txt'), {
      headerRow: 1,
      skipAfterHeader: 1,
      sampleId: 'Sample',
      dilution: 'Dil',
      qcType: 'Kind',
      analyteColumns: [
        { column: 'COD', analyte: 'CODcr', unit: 'mg/L' },
        { column: 'BOD5', unit: 'mg/L' },
      ],
    });
    if (!r.ok) expect.fail(JSON.stringify(r.error));
    expect(r.readings).toEqual([
      { sampleId: 'W2026-1401', analyte: 'CODcr', value: '25.3', unit: 'mg/L', dilution: '1', line: 3 },
      { sampleId: 'W2026-1401', analyte: 'BOD5', value: '8.1', unit: 'mg/L', dilution: '1', line: 3 },
      { sampleId: 'W2026-1402', analyte: 'CODcr', value: '24.9', unit: 'mg/L', dilution: '1', qcType: 'duplicate', line: 4 },
      { sampleId: 'W2026-1402', analyte: 'BOD5', value: '7.9', unit: 'mg/L', dilution: '1', qcType: 'duplicate', line: 4 },
    ]);
  });

  it('refuses a mapping naming a column the file does not have, naming both', () => {
    expect(parseWithMapping(fixture('mapping/long.csv'), { ...long, unit: 'Unit' })).toEqual({
      ok: false,
      error: { code: 'column_missing', params: { column: 'Unit', field: 'unit' }, line: 3 },
    });
    expect(parseWithMapping(fixture('mapping/long.csv'), { ...long, headerRow: 1 })).toMatchObject({
      ok: false,
      error: { code: 'column_missing', params: { field: 'sampleId' } },
    });
  });

  it('refuses an invalid mapping by field, before reading the file', () => {
    const bad = (m: unknown) => parseWithMapping(fixture('bad/binary.dat'), m);
    expect(bad({ ...long, headerRow: 0 })).toMatchObject({ ok: false, error: { code: 'mapping_invalid', params: { field: 'headerRow' } } });
    expect(bad({ headerRow: 1, sampleId: 'A', analyte: 'B' })).toMatchObject({ ok: false, error: { code: 'mapping_invalid', params: { field: 'value' } } });
    expect(bad({ headerRow: 1, sampleId: 'A' })).toMatchObject({
      ok: false,
      error: { code: 'mapping_invalid', params: { field: 'analyteColumns', reason: 'choose_long_or_wide' } },
    });
    expect(bad({ ...long, analyteColumns: [{ column: 'X' }] })).toMatchObject({
      ok: false,
      error: { code: 'mapping_invalid', params: { field: 'analyteColumns' } },
    });
    expect(bad({ ...long, extra: 1 })).toMatchObject({ ok: false, error: { code: 'mapping_invalid' } });
    expect(bad({ ...long, qcValues: { X: 'nonsense' } })).toMatchObject({ ok: false, error: { code: 'mapping_invalid', params: { field: 'qcValues.X' } } });
  });

  it('reports duplicate sample ids as blocking and refuses bad files like the vendor parsers', () => {
    const csv = 'id,el,v\nW-1,Pb,0.1\nW-2,Pb,0.2\nW-1,Pb,0.3\n';
    const r = parseWithMapping(new Uint8Array(Buffer.from(csv)), { headerRow: 1, sampleId: 'id', analyte: 'el', value: 'v' });
    expect(r).toMatchObject({
      ok: true,
      warnings: [{ code: 'duplicate_sample_id', blocking: true, params: { sampleId: 'W-1', analyte: 'Pb', firstLine: 2 }, line: 4 }],
    });
    expect(parseWithMapping(fixture('bad/spreadsheet.xlsx'), long)).toMatchObject({ ok: false, error: { code: 'file_binary' } });
    expect(parseWithMapping(fixture('mapping/long.csv'), { ...long, headerRow: 99 })).toMatchObject({ ok: false, error: { code: 'header_missing' } });
  });
});

describe('mapping import, awkward CSV', () => {
  it('joins a quoted cell that spans lines (Excel comments) and keeps the row’s first line number', () => {
    const csv = 'id,el,v,note\nW-1,Pb,0.1,"first line\nsecond line"\nW-2,Pb,0.2,ok\n';
    const r = parseWithMapping(new Uint8Array(Buffer.from(csv)), { headerRow: 1, sampleId: 'id', analyte: 'el', value: 'v' });
    expect(r).toMatchObject({
      ok: true,
      readings: [
        { sampleId: 'W-1', value: '0.1', line: 2 },
        { sampleId: 'W-2', value: '0.2', line: 4 },
      ],
    });
  });

  it('does not let a stray quote swallow the rows after it', () => {
    const csv = 'id,el,v\nW-1 5" pipe,Pb,0.1\n' + Array.from({ length: 30 }, (_, i) => `W-${i + 2},Pb,0.${i}`).join('\n') + '\n';
    const r = parseWithMapping(new Uint8Array(Buffer.from(csv)), { headerRow: 1, sampleId: 'id', analyte: 'el', value: 'v' });
    expect(r.ok && r.readings.length).toBe(30); // the quoted line itself is unreadable (no closing quote); the 30 after it are kept
  });

  it('shows rows it could not read instead of dropping them silently', () => {
    const csv = 'id,el,v\nW-1,Pb,0.1\nW-2,Pb,\n,Pb,0.3\n\nTotal: 3 rows,,\n';
    const r = parseWithMapping(new Uint8Array(Buffer.from(csv)), { headerRow: 1, sampleId: 'id', analyte: 'el', value: 'v' });
    if (!r.ok) expect.fail(JSON.stringify(r.error));
    expect(r.readings).toHaveLength(1);
    expect(r.warnings).toEqual([
      { code: 'row_skipped', params: { missing: 'value' }, line: 3 },
      { code: 'row_skipped', params: { missing: 'sampleId' }, line: 4 },
      { code: 'row_skipped', params: { missing: 'analyte' }, line: 6 },
    ]);
  });
});
