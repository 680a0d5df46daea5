import { describe, it, expect } from 'vitest';
import { bool, date, datetime, int, ref } from '../../../schemas/core/fields.ts';
import { fromText } from '../../../schemas/core/wire.ts';
import { addCalendarMonths, isCalendarDate } from '../../../schemas/core/dates.ts';
import { calibrationFlag, nextCalibrationDue } from '../../../schemas/core/calibration.ts';
import { z } from 'zod';

describe('strict field types', () => {
  it('takes booleans as true/false only in JSON', () => {
    expect(bool().safeParse(true).success).toBe(true);
    expect(bool().safeParse(false).success).toBe(true);
    for (const v of ['false', 'true', '0', '1', 0, 1, {}, [], null]) expect(bool().safeParse(v).success, JSON.stringify(v)).toBe(false);
  });

  it('takes whole numbers and ids as numbers, never coerced from text, booleans or lists', () => {
    expect(int().safeParse(12).success).toBe(true);
    for (const v of ['12', '', true, [5], null, 1.5]) expect(int().safeParse(v).success, JSON.stringify(v)).toBe(false);
    expect(ref('employees').safeParse(3).success).toBe(true);
    for (const v of ['3', 0, -1, '', true]) expect(ref('employees').safeParse(v).success, JSON.stringify(v)).toBe(false);
  });

  it('takes real calendar dates only', () => {
    for (const v of ['2026-02-28', '2024-02-29', '2026-12-31']) expect(date().safeParse(v).success, v).toBe(true);
    for (const v of ['2026-02-30', '2026-13-01', '0000-00-00', '2025-02-29', '2026-1-5', '2026-01-01T00:00:00Z', 20260101]) {
      expect(date().safeParse(v).success, String(v)).toBe(false);
    }
    expect(isCalendarDate('2100-02-29')).toBe(false);
    expect(isCalendarDate('2000-02-29')).toBe(true);
  });

  it('takes date-times with their zone only', () => {
    for (const v of ['2026-01-15T08:00:00Z', '2026-01-15T08:00:00.123+08:00']) expect(datetime().safeParse(v).success, v).toBe(true);
    for (const v of ['2026-01-15T08:00:00', '2026-01-15 08:00', '2026-01-15', 'now']) expect(datetime().safeParse(v).success, v).toBe(false);
  });

  it('decodes the documented text forms of a multipart body by the field type, and nothing else', () => {
    const schema = z.object({ a: bool(), b: int().optional(), c: z.array(int()).optional(), d: z.string().optional() });
    expect(fromText(schema, { a: 'false', b: '12', c: '[1,2]', d: '007' })).toEqual({ a: false, b: 12, c: [1, 2], d: '007' });
    expect(fromText(schema, { a: '0' })).toEqual({ a: false });
    expect(fromText(schema, { a: 'yes', b: '1x' })).toEqual({ a: 'yes', b: '1x' });
    expect(schema.safeParse(fromText(schema, { a: 'yes' })).success).toBe(false);
    expect(fromText(schema, { a: 'true', b: '' })).toEqual({ a: true, b: undefined });
  });
});

describe('calendar arithmetic and the calibration rule', () => {
  it('clamps months to the month end', () => {
    expect(addCalendarMonths('2025-08-31', 6)).toBe('2026-02-28');
    expect(addCalendarMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addCalendarMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addCalendarMonths('2026-01-15', 12)).toBe('2027-01-15');
    expect(nextCalibrationDue('2025-08-31', 6)).toBe('2026-02-28');
    expect(nextCalibrationDue(null, 6)).toBeNull();
    expect(nextCalibrationDue('2025-03-10', undefined)).toBe('2026-03-10');
  });

  it('flags overdue, due within 30 days, ok and none', () => {
    const today = '2026-02-27';
    expect(calibrationFlag('2026-02-26', today)).toBe('overdue');
    expect(calibrationFlag('2026-02-27', today)).toBe('due');
    expect(calibrationFlag('2026-03-29', today)).toBe('due');
    expect(calibrationFlag('2026-03-30', today)).toBe('ok');
    expect(calibrationFlag(null, today)).toBe('none');
  });
});
