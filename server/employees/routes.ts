import { z } from 'zod';
import { object, listOf, text, integer, nullable, record } from '../openapi/shapes.ts';
import type { FastifyInstance } from 'fastify';
import { resourceByName } from '../../schemas/resources/index.ts';
import type { AppServices } from '../services.ts';
import type { ResourceHooks } from '../crud/hooks.ts';
import { contextOf } from '../crud/context.ts';
import { hasPerm } from '../access/user.ts';
import { badRequest, envelope, forbidden } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { uploadedFile, parseIdList } from '../system/excel/routes.ts';
import { saveFile } from '../system/files/store.ts';
import { qualifiedUsers, qualificationOf } from './qualification.ts';

const employees = resourceByName.get('employees')!;

const check = async (data: Record<string, unknown>, tx: import('../db/index.ts').Tx, lang: import('../http/messages.ts').Lang) => {
  const quals = (data.qualifications as Array<{ parameterId: number }> | undefined) ?? [];
  const ids = [...new Set(quals.map((q) => q.parameterId))];
  if (!ids.length) return data;
  const found = new Set((await tx.selectFrom('parameters').select('id').where('id', 'in', ids).execute()).map((r) => r.id as number));
  const missing = quals.findIndex((q) => !found.has(q.parameterId));
  if (missing >= 0) {
    const message = translate(lang, 'qualification.unknownParameter', { id: quals[missing].parameterId });
    throw badRequest('error.validation', { fields: `qualifications.${missing}.parameterId` }, [{ field: `qualifications.${missing}.parameterId`, message }]);
  }
  return data;
};
/** Qualifications name parameters that exist. */
export const qualificationParameters = {
  beforeCreate: (data, { tx, ctx }) => check(data, tx, ctx.lang),
  beforeUpdate: (data, { tx, ctx }) => check(data, tx, ctx.lang),
} satisfies ResourceHooks;

const qualifiedQuery = z.object({
  parameterIds: z.string().regex(/^\d+(,\d+)*$/),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

const id = z.number().int().positive().max(2147483647);
const qualificationQuery = z.object({
  userId: id,
  parameterId: id,
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
const qualificationState = object(
  {
    state: { type: 'string', enum: ['ok', 'expired', 'none', 'methodChanged', 'inactive', 'noEmployee'] },
    name: text,
    validUntil: text,
  },
  ['name', 'validUntil'],
);

export function registerEmployeeRoutes(app: FastifyInstance, { crud, database, config }: AppServices) {
  const { db } = database;

  // An employee's own signature may be uploaded by them; anyone else's needs employee:edit.
  app.post(
    '/admin/api/v1/employees/:id/signature',
    {
      config: { access: 'login' },
      schema: {
        tags: ['employees'],
        summary: 'Upload a signature image (PNG or JPEG ≤ 1 MB, multipart "file"); stored and set on the employee',
        'x-data': record('employees'),
      } as never,
    },
    async (req) => {
      const ctx = contextOf(req);
      const id = Number((req.params as { id: string }).id);
      const current = await crud.get(employees, id);
      if (current.userId !== ctx.user!.id && !hasPerm(ctx.user!, 'employee:edit')) throw forbidden('employee.signatureSelf');
      const saved = await saveFile(db, config.dataDir, {
        content: uploadedFile(req.body),
        purpose: 'signature',
        ownerId: (current.userId as number | null) ?? ctx.user!.id,
        originalName: `signature-${id}.png`,
      });
      const out = await db.transaction().execute((tx) => crud.patchIn(tx, employees, id, { signature: saved.url }, ctx, { action: 'signature' }));
      crud.announce(employees, out, 'update');
      return envelope(out);
    },
  );

  app.get(
    '/admin/api/v1/employees/qualified',
    {
      config: { access: ['employee:query', 'analysis:assign'] },
      schema: {
        tags: ['employees'],
        summary: 'Login accounts qualified for every parameter (parameterIds=1,2) on a day (date, default today)',
        querystring: qualifiedQuery,
        'x-data': listOf(object({ userId: integer, name: text, employeeNo: nullable(text) })),
      } as never,
    },
    async (req) => {
      const q = crud.validate(qualifiedQuery as never, req.query, contextOf(req)) as { parameterIds: string; date?: string };
      return envelope(await qualifiedUsers(db, parseIdList(q.parameterIds), q.date));
    },
  );

  app.get(
    '/admin/api/v1/employees/qualification',
    {
      config: { access: ['employee:query', 'analysis:assign'] },
      schema: {
        tags: ['employees'],
        summary: "One account's qualification state for one parameter (userId, parameterId, date)",
        querystring: qualificationQuery,
        'x-data': qualificationState,
      } as never,
    },
    async (req) => {
      // a query string is text: the ids are decoded from their digits (textBody), never coerced from anything else
      const q = crud.validate(qualificationQuery as never, req.query, { ...contextOf(req), textBody: true }) as z.infer<typeof qualificationQuery>;
      return envelope(await qualificationOf(db, q.userId, q.parameterId, q.date));
    },
  );
}
