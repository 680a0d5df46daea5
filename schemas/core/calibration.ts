// Calibration dates: the next due date from the last one and the cycle, and whether an instrument may be used today.
import { addCalendarDays, addCalendarMonths, isCalendarDate } from './dates.ts';

/**
 * Calibration state of an instrument, one rule for the server (equipment routes, exports, raw-record checks)
 * and the UI: past its due date it is overdue (not usable on a raw record); due within 30 days it is "due".
 */
export type CalibrationFlag = 'overdue' | 'due' | 'ok' | 'none';
export const DUE_SOON_DAYS = 30;

/** The state's words, [中文, English]: the equipment list's badge (sys.calibration.*) and the Excel export column. */
export const calibrationWords = {
  flag: ['检定/校准状态', 'Calibration state'],
  overdue: ['已超期', 'Overdue'],
  due: ['30 天内到期', 'Due within 30 days'],
  ok: ['有效', 'Valid'],
  none: ['未校准', 'Not calibrated'],
} as const;
export const DEFAULT_CYCLE_MONTHS = 12;

/** `today` is the lab's calendar day (dates.ts `labDay`), never the UTC one: no default, so every caller says which. */
export function calibrationFlag(nextDue: string | null | undefined, today: string, soonDays = DUE_SOON_DAYS): CalibrationFlag {
  if (!nextDue) return 'none';
  if (nextDue < today) return 'overdue';
  return nextDue <= addCalendarDays(today, soonDays) ? 'due' : 'ok';
}

/** The next due date: calibrated on + cycle in calendar months (clamped to the month's end), or null. */
export function nextCalibrationDue(calibratedOn: string | null | undefined, cycleMonths: number | null | undefined): string | null {
  if (!calibratedOn || !isCalendarDate(calibratedOn)) return null;
  return addCalendarMonths(calibratedOn, cycleMonths ?? DEFAULT_CYCLE_MONTHS);
}

/**
 * Why an instrument cannot go on a raw record of the given parameters, or undefined when it can: one rule for the
 * record's picker (shown disabled with the reason) and the server's save (refused, naming `equipmentIds`). An
 * instrument serves the parameters its record declares (`parameterIds`, kept by the equipment manager); it fits a
 * sheet that measures at least one of them.
 */
export type EquipmentBlock = 'notForMethod' | 'maintenance' | 'outOfService' | 'overdue';
export const equipmentBlockWords: Record<EquipmentBlock, readonly [string, string]> = {
  notForMethod: ['不适用于本方法/项目', 'not for this method'],
  maintenance: ['维修中', 'under repair'],
  outOfService: ['停用', 'out of service'],
  overdue: ['检定/校准已超期', 'calibration overdue'],
};
export function equipmentBlock(
  e: { status?: string | null; nextCalibrationDue?: string | null; parameterIds?: readonly unknown[] | null },
  sheetParameterIds: readonly number[],
  today: string,
): EquipmentBlock | undefined {
  if (e.status === 'maintenance') return 'maintenance';
  if (e.status !== undefined && e.status !== null && e.status !== 'in_service') return 'outOfService';
  if (calibrationFlag(e.nextCalibrationDue ? String(e.nextCalibrationDue).slice(0, 10) : null, today) === 'overdue') return 'overdue';
  const serves = (e.parameterIds ?? []).map(Number);
  if (!sheetParameterIds.some((p) => serves.includes(p))) return 'notForMethod';
  return undefined;
}
