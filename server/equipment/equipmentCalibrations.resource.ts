// 检定/校准记录: a new certificate moves its instrument's last calibration, certificate no. and next due date, through
// the equipment's own update (validation, version, audit) in the same transaction, when it is the newest one; an
// older certificate entered later is history only. A failed calibration takes the instrument out of service.
import { serverResource } from '../crud/hooks.ts';
import { badRequest } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { nextCalibrationDue } from '../../schemas/core/calibration.ts';
import { load, patch, unitOf } from '../workflow/store.ts';

export default serverResource('equipmentCalibrations', {
  beforeCreate: [
    async (data, { tx, ctx }) => {
      const e = await load(unitOf(tx, ctx), 'equipment', data.equipmentId as number);
      const nextDue = (data.nextDue as string | undefined) || nextCalibrationDue(data.calibratedOn as string, e.calibrationCycleMonths as number);
      if (nextDue && nextDue <= String(data.calibratedOn)) {
        const message = translate(ctx.lang, 'error.nextDueBeforeCalibration');
        throw badRequest('error.nextDueBeforeCalibration', {}, [{ field: 'nextDue', message }]);
      }
      // the signed-in user's name; a system write (the demo seed) may name the person itself
      return { ...data, nextDue, recordedBy: ctx.user?.nickname || ctx.user?.username || data.recordedBy };
    },
  ],
  afterCreate: [
    async (after, { tx, ctx }) => {
      const u = unitOf(tx, ctx);
      const e = await load(u, 'equipment', after.equipmentId as number);
      if (e.calibratedOn && String(e.calibratedOn) > String(after.calibratedOn)) return;
      await patch(
        u,
        'equipment',
        e.id as number,
        {
          calibratedOn: after.calibratedOn,
          certificateNo: after.certificateNo,
          nextCalibrationDue: after.nextDue,
          ...(after.result === 'fail' ? { status: 'out_of_service' } : {}),
        },
        'calibrate',
      );
    },
  ],
});
