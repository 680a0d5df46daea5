import { serverResource, type ResourceHooks } from '../crud/hooks.ts';
import { nextCalibrationDue } from '../../schemas/core/calibration.ts';

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

export default serverResource('equipment', {
  beforeCreate: [calibrationDue.beforeCreate],
  beforeUpdate: [calibrationDue.beforeUpdate],
});
