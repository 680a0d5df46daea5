import { afterEach, describe, expect, it } from 'vitest';
import { isoDay, lastMonths } from '../../src/pages/dashboard/data.ts';
import { setLabTimeZone } from '../../src/resources/when.tsx';

// The dashboard's cards count "overdue" and "due within 30 days" from today, and the monthly chart ends at this month:
// both are the lab's calendar, not UTC's (from 00:00 to 08:00 in Shanghai the UTC day is yesterday).
describe("the dashboard's today and months in the lab's time zone", () => {
  afterEach(() => setLabTimeZone('Asia/Shanghai'));

  it('takes the day after midnight in Shanghai while UTC is still on the day before', () => {
    setLabTimeZone('Asia/Shanghai');
    expect(isoDay(new Date('2026-03-01T16:30:00Z'))).toBe('2026-03-02');
    setLabTimeZone('UTC');
    expect(isoDay(new Date('2026-03-01T16:30:00Z'))).toBe('2026-03-01');
  });

  it("ends the months at the lab's month on the last evening of a UTC month", () => {
    const lastEvening = new Date('2026-11-30T17:00:00Z'); // 1 December, 01:00 in Shanghai
    setLabTimeZone('Asia/Shanghai');
    expect(lastMonths(3, lastEvening)).toEqual(['2026-10', '2026-11', '2026-12']);
    setLabTimeZone('UTC');
    expect(lastMonths(3, lastEvening)).toEqual(['2026-09', '2026-10', '2026-11']);
  });
});
