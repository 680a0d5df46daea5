import { hashPassword } from '../auth/passwords.ts';
import { badRequest } from '../http/errors.ts';
import { nextCalibrationDue } from '../../schemas/core/calibration.ts';
import { quoteOf } from '../../schemas/business/orders.ts';
import { dailyNumber, yearlyNumber, nextInSeries } from './numbering.ts';
import type { DataHook, ResourceHooks } from '../crud/hooks.ts';

// Server behaviour of the resources that need more than their schema; declared per resource in its `<name>.resource.ts`.

/** A password given in a create or update is stored only as its argon2 hash. */
export const passwordHash = {
  async beforeCreate(data, { action }) {
    const { password, ...rest } = data;
    // an imported account may come without a password: it cannot log in until one is set for it
    if (!password && action === 'import') return { ...rest, passwordHash: null };
    if (!password) throw badRequest('error.validation', { fields: 'password' }, [{ field: 'password', message: 'required' }]);
    return { ...rest, passwordHash: await hashPassword(String(password)) };
  },
  async beforeUpdate(data) {
    const { password, ...rest } = data;
    return password ? { ...rest, passwordHash: await hashPassword(String(password)) } : rest;
  },
} satisfies ResourceHooks;

// a field absent from an update keeps its stored value; null (cleared) means no calibration date
const nextDue = (data: Record<string, unknown>, before?: Record<string, unknown>) => {
  const on = ('calibratedOn' in data ? data.calibratedOn : before?.calibratedOn) as string | null | undefined;
  const months = ('calibrationCycleMonths' in data ? data.calibrationCycleMonths : before?.calibrationCycleMonths) as number | null | undefined;
  return { ...data, nextCalibrationDue: nextCalibrationDue(on, months) };
};
/** The next calibration date follows the last one and the cycle. */
// a calibration record (server/equipment/equipmentCalibrations.resource.ts) sets the due date its certificate states: the
// server's own write (system mode) keeps it; a form's edit of the date or cycle recomputes it
export const calibrationDue = {
  beforeCreate: (data) => nextDue(data),
  beforeUpdate: (data, { before, mode }) => (mode === 'system' && data.nextCalibrationDue ? data : nextDue(data, before)),
} satisfies ResourceHooks;

/** An order's number (WT…) and its price quote over the stored prices. */
export const orderNumberAndQuote = {
  async beforeCreate(data, { tx }) {
    return { ...data, orderNo: await dailyNumber(tx, 'WT'), quoteTotal: await quote(tx, data) };
  },
  async beforeUpdate(data, { tx, before }) {
    return 'points' in data || 'discount' in data ? { ...data, quoteTotal: await quote(tx, { ...before, ...data }) } : data;
  },
} satisfies ResourceHooks;

/** The daily (or yearly) record number a new record gets in `field`, e.g. RW20260115001. */
export const numbered =
  (field: string, prefix: string, per: 'day' | 'year' = 'day'): DataHook =>
  async (data, { tx }) => ({ ...data, [field]: await (per === 'day' ? dailyNumber : yearlyNumber)(tx, prefix) });

/** A sample's number continues its task's: RW…-01, -02. */
export const sampleNumber: DataHook = async (data, { tx }) => {
  const task = await tx
    .selectFrom('tasks')
    .select('taskNo')
    .where('id', '=', data.taskId as number)
    .executeTakeFirst();
  if (!task) return data;
  const n = await nextInSeries(tx, `sample:${task.taskNo}`);
  return { ...data, sampleNo: `${task.taskNo}-${String(n).padStart(2, '0')}` };
};

// stored points passed the order schema: every field is there
type Point = { days: number; timesPerDay: number; parameterIds: number[] };

/** Price quote: the order schema's `quoteOf` (what the wizard shows live) over the parameters' stored prices. */
async function quote(tx: import('../db/index.ts').Tx, order: Record<string, unknown>): Promise<string> {
  const points = (order.points as Point[] | undefined) ?? [];
  const ids = [...new Set(points.flatMap((p) => p.parameterIds ?? []))];
  const prices = new Map<number, string>();
  if (ids.length) {
    for (const p of await tx.selectFrom('parameters').select(['id', 'price']).where('id', 'in', ids).execute()) prices.set(p.id, String(p.price));
  }
  return quoteOf(points, (id) => prices.get(id), String(order.discount ?? '1')).total;
}
