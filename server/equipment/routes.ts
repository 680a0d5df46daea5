import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resourceByName } from '../../schemas/resources/index.ts';
import { fromDb } from '../crud/codec.ts';
import { envelope } from '../http/errors.ts';
import { registerAttachRoute } from '../system/files/attach.ts';
import { contextOf } from '../crud/context.ts';
import { object, listOf, text, integer, record } from '../openapi/shapes.ts';
import type { AppServices } from '../services.ts';
import type { ExtraColumn } from '../system/excel/export.ts';

import { calibrationFlag, calibrationWords, DUE_SOON_DAYS } from '../../schemas/core/calibration.ts';
import { pick } from '../../schemas/core/labels.ts';
import { addCalendarDays, labDay } from '../../schemas/core/dates.ts';
import { labTimeZone } from '../db/settings.ts';
import type { LimsDatabase } from '../db/index.ts';

export { calibrationFlag, DUE_SOON_DAYS, type CalibrationFlag } from '../../schemas/core/calibration.ts';

/** The export's state column, judged on `today` (the lab's day when the export runs). */
export const calibrationColumn = (today: string): ExtraColumn => ({
  key: 'calibrationFlag',
  // the words of the equipment list's column (sys.calibration.*)
  label: { 'zh-CN': calibrationWords.flag[0], en: calibrationWords.flag[1] },
  value: (row, lang) => pick(calibrationWords[calibrationFlag(row.nextCalibrationDue as string | null, today)], lang)!,
});

/** Equipment due within `days` of the lab's day at instant `now` (injectable, so a test can stand just after midnight). */
export async function calibrationDue({ db }: Pick<LimsDatabase, 'db'>, days: number, now = new Date()) {
  const equipment = resourceByName.get('equipment')!;
  const today = labDay(now, await labTimeZone(db));
  const rows = await db
    .selectFrom('equipment')
    .selectAll()
    .where('nextCalibrationDue', 'is not', null)
    .where('nextCalibrationDue', '<=', addCalendarDays(today, days))
    .where('status', '!=', 'retired')
    .orderBy('nextCalibrationDue')
    .limit(500)
    .execute();
  const list = rows.map((r) => {
    const e = fromDb(equipment, r);
    return { ...e, calibrationFlag: calibrationFlag(e.nextCalibrationDue as string, today) };
  });
  return { today, days, overdue: list.filter((e) => e.calibrationFlag === 'overdue'), due: list.filter((e) => e.calibrationFlag !== 'overdue') };
}

/** Equipment overdue or due for calibration, for the dashboard and the equipment screen's banner. */
const dueQuery = z.object({ days: z.number().int().min(0).max(365).optional() });
const flagged = { allOf: [record('equipment'), object({ calibrationFlag: text })] };
const dueAnswer = object({ today: text, days: integer, overdue: listOf(flagged), due: listOf(flagged) });

export function registerEquipmentRoutes(app: FastifyInstance, services: AppServices) {
  const { database, crud } = services;
  // A calibration's certificate (PDF or image), attached once to the record it proves: calibrations are evidence,
  // corrected by recording the right one, so a record that has its file keeps it. Read back through
  // GET /admin/api/v1/files/{name} by who reads the equipment (device:query).
  registerAttachRoute(app, services, {
    resource: 'equipmentCalibrations',
    field: 'certificateFile',
    url: '/admin/api/v1/equipmentCalibrations/:id/certificate',
    access: 'device:edit',
    purpose: 'calibration',
    tag: 'equipment',
    summary: 'Attach the certificate file (PDF, PNG or JPEG ≤ 5 MB, multipart "file") to a calibration record that has none',
    nameOf: (c) => String(c.certificateNo),
  });

  app.get(
    '/admin/device/calibration-due',
    {
      config: { access: 'device:query' },
      schema: {
        tags: ['equipment'],
        summary: 'Equipment overdue or due for calibration within `days` (default 30), retired excluded',
        querystring: dueQuery,
        'x-data': dueAnswer,
      } as never,
    },
    async (req) => {
      // a query string is text: `days` is decoded from its digits; anything else is a named 400, not a silent default
      const q = crud.validate(dueQuery as never, req.query ?? {}, { ...contextOf(req), textBody: true }) as z.infer<typeof dueQuery>;
      return envelope(await calibrationDue(database, q.days ?? DUE_SOON_DAYS));
    },
  );
}
