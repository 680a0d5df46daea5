import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resourceByName } from '../../schemas/resources/index.ts';
import { fromDb } from '../crud/codec.ts';
import { envelope } from '../http/errors.ts';
import type { AppServices } from '../services.ts';
import type { ExtraColumn } from './excel/export.ts';

import { calibrationFlag, calibrationWords, DUE_SOON_DAYS } from '../../schemas/core/calibration.ts';
import { pick } from '../../schemas/core/labels.ts';
import { addCalendarDays, todayUtc } from '../../schemas/core/dates.ts';

export { calibrationFlag, DUE_SOON_DAYS, type CalibrationFlag } from '../../schemas/core/calibration.ts';

export const calibrationColumn: ExtraColumn = {
  key: 'calibrationFlag',
  // the words of the equipment list's column (sys.calibration.*)
  label: { 'zh-CN': calibrationWords.flag[0], en: calibrationWords.flag[1] },
  value: (row, lang) => pick(calibrationWords[calibrationFlag(row.nextCalibrationDue as string | null)], lang)!,
};

/** Equipment overdue or due for calibration, for the dashboard and the equipment screen's banner. */
export function registerEquipmentRoutes(app: FastifyInstance, { database }: AppServices) {
  const equipment = resourceByName.get('equipment')!;
  app.get('/admin/device/calibration-due', {
    config: { access: 'device:query' },
    schema: { tags: ['equipment'], summary: 'Equipment overdue or due for calibration within `days` (default 30), retired excluded', querystring: z.object({ days: z.string().optional() }) },
  }, async (req) => {
    const days = Math.min(365, Math.max(0, Number((req.query as { days?: string }).days ?? DUE_SOON_DAYS) || DUE_SOON_DAYS));
    const today = todayUtc();
    const rows = await database.db.selectFrom('equipment').selectAll().where('nextCalibrationDue', 'is not', null)
      .where('nextCalibrationDue', '<=', addCalendarDays(today, days)).where('status', '!=', 'retired').orderBy('nextCalibrationDue').limit(500).execute();
    const list = rows.map((r) => {
      const e = fromDb(equipment, r);
      return { ...e, calibrationFlag: calibrationFlag(e.nextCalibrationDue as string, today) };
    });
    return envelope({ today, days, overdue: list.filter((e) => e.calibrationFlag === 'overdue'), due: list.filter((e) => e.calibrationFlag !== 'overdue') });
  });
}
