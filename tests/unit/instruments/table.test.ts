// Shared table helpers: quoted cells, decimal commas, QC words, flags after values.
import { describe, expect, it } from 'vitest';
import { normValue, qcTypeOf, splitFlags, splitLine } from '../../../server/instruments/table.ts';

describe('table helpers', () => {
  it('splits quoted cells with delimiters and doubled quotes inside', () => {
    expect(splitLine('a,"b,c","say ""hi""", d ', ',')).toEqual(['a', 'b,c', 'say "hi"', 'd']);
  });
  it('normalises a decimal comma only when the file uses them, and keeps qualifiers', () => {
    expect(normValue('0,123', true)).toBe('0.123');
    expect(normValue('<0,05', true)).toBe('<0.05');
    expect(normValue('0,123', false)).toBe('0,123');
    expect(normValue(' 1.5e-3 ', false)).toBe('1.5e-3');
  });
  it('names QC roles from type words and sample names, English and Chinese', () => {
    const cases: [string, string | undefined][] = [
      ['Sample', undefined],
      ['Unknown', undefined],
      ['W2026-0001', undefined],
      ['CalBlk', 'calibration'],
      ['Calibration Blank', 'calibration'],
      ['Blank', 'blank'],
      ['方法空白', 'blank'],
      ['CCV-1', 'ccv'],
      ['Check Standard', 'ccv'],
      ['ICV', 'icv'],
      ['W-1 DUP', 'duplicate'],
      ['W-1 平行', 'duplicate'],
      ['W-1 加标', 'spike'],
      ['Spiked', 'spike'],
      ['CRM GSS-5', 'crm'],
      ['标准物质', 'crm'],
      ['CalStd', 'calibration'],
      ['QC', 'lcs'],
    ];
    for (const [t, q] of cases) expect(qcTypeOf(t), t).toBe(q);
  });
  it('splits flags written after a value', () => {
    expect(splitFlags('12.3 u')).toEqual({ value: '12.3', flags: ['u'] });
    expect(splitFlags('0.5!')).toEqual({ value: '0.5', flags: ['!'] });
    expect(splitFlags('<0.005')).toEqual({ value: '<0.005', flags: [] });
  });
});
