// Calibration state of an instrument: the one rule of schemas/core/calibration.ts, shared with the server.
export { calibrationFlag, DUE_SOON_DAYS, type CalibrationFlag } from '../../schemas/core/calibration.ts';

export const FLAG_COLOR = { overdue: 'error', due: 'warning', ok: 'success', none: 'default' } as const;
