// Calibration state of an instrument from its next due date (the server's rule, server/system/equipment.ts).
export type CalibrationFlag = 'overdue' | 'due' | 'ok' | 'none';
export const DUE_SOON_DAYS = 30;

export function calibrationFlag(nextDue: string | null | undefined, today = new Date().toISOString().slice(0, 10)): CalibrationFlag {
  if (!nextDue) return 'none';
  if (nextDue < today) return 'overdue';
  const limit = new Date(Date.parse(`${today}T00:00:00Z`) + DUE_SOON_DAYS * 86400_000).toISOString().slice(0, 10);
  return nextDue <= limit ? 'due' : 'ok';
}

export const FLAG_COLOR = { overdue: 'error', due: 'warning', ok: 'success', none: 'default' } as const;
