import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { calibrationDue } from '../../server/equipment/routes.ts';
import { qualificationOf } from '../../server/employees/qualification.ts';
import { dailyNumber, yearlyNumber } from '../../server/hooks/numbering.ts';
import { planImport } from '../../server/system/excel/importer.ts';
import { importKinds } from '../../server/system/excel/kinds.ts';

// Issue 15's leftover: the calibration flag judged "today" by the UTC date, so a lab in Asia/Shanghai between 00:00
// and 08:00 saw yesterday's verdict. The clock is injected: 2026-03-01T16:30Z is 00:30 on 2 March in Shanghai.
const JUST_AFTER_MIDNIGHT = new Date('2026-03-01T16:30:00Z');

describe.each(databaseTargets())("the lab's day in judgements on %s", (target) => {
  let t: TestApp;
  let admin: string;
  const setZone = (zone: string) => t.database.db.updateTable('configs').set({ configValue: zone }).where('configKey', '=', 'lab.timeZone').execute();
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin');
  }, 120_000);
  afterAll(async () => {
    await setZone('Asia/Shanghai');
    await t.close();
  });

  it('flags equipment due on 1 March as overdue at 00:30 on 2 March in Shanghai, and due while that is still 1 March in UTC', async () => {
    const made = await t.call('POST', '/admin/api/v1/equipment', {
      token: admin,
      body: { assetNo: 'TZ-EDGE', name: '天平', calibratedOn: '2026-02-01', calibrationCycleMonths: 1, status: 'in_service' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.nextCalibrationDue).toBe('2026-03-01');
    const mine = (r: Awaited<ReturnType<typeof calibrationDue>>) =>
      [...r.overdue, ...r.due].find((e) => (e as Record<string, unknown>).assetNo === 'TZ-EDGE')?.calibrationFlag;

    await setZone('Asia/Shanghai');
    const shanghai = await calibrationDue(t.database, 30, JUST_AFTER_MIDNIGHT);
    expect(shanghai.today).toBe('2026-03-02');
    expect(mine(shanghai)).toBe('overdue');

    // the same instant for a lab configured in UTC: still 1 March, due today, not overdue
    await setZone('UTC');
    const utc = await calibrationDue(t.database, 30, JUST_AFTER_MIDNIGHT);
    expect(utc.today).toBe('2026-03-01');
    expect(mine(utc)).toBe('due');
    await setZone('Asia/Shanghai');
  });

  it('judges a qualification valid until 1 March expired at 00:30 on 2 March in Shanghai', async () => {
    const user = await t.database.db.selectFrom('users').select('id').where('username', '=', 'analyst').executeTakeFirstOrThrow();
    const employee = await t.database.db.selectFrom('employees').select(['id', 'qualifications']).where('userId', '=', user.id).executeTakeFirst();
    if (!employee) throw new Error('the demo seed has no employee for analyst: this test needs one');
    const quals = (typeof employee.qualifications === 'string' ? JSON.parse(employee.qualifications) : employee.qualifications) as Array<{
      parameterId: number;
      validUntil: string;
    }>;
    expect(quals.length, 'the demo analyst holds a qualification').toBeGreaterThan(0);
    const changed = quals.map((q, i) => (i === 0 ? { ...q, validUntil: '2026-03-01' } : q));
    await t.database.db
      .updateTable('employees')
      .set({ qualifications: JSON.stringify(changed) })
      .where('id', '=', employee.id)
      .execute();
    const parameterId = Number(quals[0].parameterId);
    expect((await qualificationOf(t.database.db, user.id, parameterId, JUST_AFTER_MIDNIGHT)).state).toBe('expired');
    await setZone('UTC');
    expect((await qualificationOf(t.database.db, user.id, parameterId, JUST_AFTER_MIDNIGHT)).state).not.toBe('expired');
    await setZone('Asia/Shanghai');
    await t.database.db
      .updateTable('employees')
      .set({ qualifications: JSON.stringify(quals) })
      .where('id', '=', employee.id)
      .execute();
  });
  it("numbers an order by the lab's day and a report by the lab's year, not the UTC ones", async () => {
    await setZone('Asia/Shanghai');
    const numbers = await t.database.db.transaction().execute(async (tx) => ({
      order: await dailyNumber(tx, 'TZWT', 3, JUST_AFTER_MIDNIGHT),
      report: await yearlyNumber(tx, 'TZBG', 4, new Date('2026-12-31T16:30:00Z')),
    }));
    expect(numbers.order).toBe('TZWT20260302001');
    expect(numbers.report).toBe('TZBG20270001');
    await setZone('UTC');
    const utc = await t.database.db.transaction().execute((tx) => dailyNumber(tx, 'TZWT', 3, JUST_AFTER_MIDNIGHT));
    expect(utc).toBe('TZWT20260301001');
    await setZone('Asia/Shanghai');
  });
  it("accepts an equipment import calibrated on the lab's today, which is still tomorrow in UTC, and refuses the day after", async () => {
    await setZone('Asia/Shanghai');
    const sheet = (calibratedOn: string) => ({
      headers: new Map([
        [1, 'assetNo'],
        [2, 'name'],
        [3, 'calibratedOn'],
      ]),
      rows: [
        {
          row: 2,
          cells: new Map<number, string>([
            [1, 'TZ-IMPORT'],
            [2, '天平'],
            [3, calibratedOn],
          ]),
        },
      ],
    });
    const plan = (day: string) => planImport(t.database.db, importKinds.device, sheet(day), { lang: 'en', user: null, now: JUST_AFTER_MIDNIGHT });
    expect((await plan('2026-03-02')).errors).toEqual([]);
    expect((await plan('2026-03-03')).errors).toMatchObject([{ field: 'calibratedOn', message: 'The date cannot be later than today' }]);
  });
});
