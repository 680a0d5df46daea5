import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resourceByName } from '../../schemas/resources/index.ts';
import { fromDb } from '../crud/codec.ts';
import { envelope } from '../http/errors.ts';
import type { AppServices } from '../services.ts';
import { VALUE_WORDS } from './labels.ts';
import type { ExtraColumn } from './excel/export.ts';

export const DUE_SOON_DAYS = 30;
export type CalibrationFlag = 'overdue' | 'due' | 'ok' | 'none';

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86400_000).toISOString().slice(0, 10);

/** Past its due date: overdue (cannot be used on a raw record); due within 30 days: due (shown on the dashboard). */
export function calibrationFlag(nextDue: string | null | undefined, today = new Date().toISOString().slice(0, 10)): CalibrationFlag {
  if (!nextDue) return 'none';
  if (nextDue < today) return 'overdue';
  return nextDue <= addDays(today, DUE_SOON_DAYS) ? 'due' : 'ok';
}

export const calibrationColumn: ExtraColumn = {
  key: 'calibrationFlag',
  label: { 'zh-CN': '检定/校准状态', en: 'Calibration state' },
  value: (row, lang) => VALUE_WORDS[lang][calibrationFlag(row.nextCalibrationDue as string | null)],
};

/** Equipment overdue or due for calibration, for the dashboard and the equipment screen's banner. */
export function registerEquipmentRoutes(app: FastifyInstance, { database }: AppServices) {
  const equipment = resourceByName.get('equipment')!;
  app.get('/admin/device/calibration-due', {
    config: { access: 'device:query' },
    schema: { tags: ['equipment'], summary: 'Equipment overdue or due for calibration within `days` (default 30), retired excluded', querystring: z.object({ days: z.string().optional() }) },
  }, async (req) => {
    const days = Math.min(365, Math.max(0, Number((req.query as { days?: string }).days ?? DUE_SOON_DAYS) || DUE_SOON_DAYS));
    const today = new Date().toISOString().slice(0, 10);
    const rows = await database.db.selectFrom('equipment').selectAll().where('nextCalibrationDue', 'is not', null)
      .where('nextCalibrationDue', '<=', addDays(today, days)).where('status', '!=', 'retired').orderBy('nextCalibrationDue').limit(500).execute();
    const list = rows.map((r) => {
      const e = fromDb(equipment, r);
      return { ...e, calibrationFlag: calibrationFlag(e.nextCalibrationDue as string, today) };
    });
    return envelope({ today, days, overdue: list.filter((e) => e.calibrationFlag === 'overdue'), due: list.filter((e) => e.calibrationFlag !== 'overdue') });
  });
}
