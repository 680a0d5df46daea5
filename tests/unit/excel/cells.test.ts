import { describe, it, expect } from 'vitest';
import { toDecimal } from '../../../server/system/excel/cells.ts';

// A number cell is a binary double; the decimal stored is the one Excel shows (its 15 significant digits), written
// from the digits, never by arithmetic, and never with an exponent.
describe('toDecimal of an Excel cell', () => {
  it('keeps what the sheet shows: 15 significant digits, no float noise, no exponent', () => {
    expect(toDecimal(12.5)).toEqual({ value: '12.5' });
    expect(toDecimal(0.1 + 0.2)).toEqual({ value: '0.3' });
    expect(toDecimal(0.0000001)).toEqual({ value: '0.0000001' });
    expect(toDecimal(123456789012345)).toEqual({ value: '123456789012345' });
    expect(toDecimal(-0.025)).toEqual({ value: '-0.025' });
  });
  it('takes text that is already a decimal and refuses other text', () => {
    expect(toDecimal('0.0250')).toEqual({ value: '0.0250' });
    expect(toDecimal('1e5')).toMatchObject({ error: 'import.badDecimal' });
  });
});
