import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, CODES, badRequest, conflict, type FieldError } from '../http/errors.ts';
import { translate, type Lang } from '../http/messages.ts';
import type { Tx } from '../db/index.ts';
import { matrixAccepts } from '../../schemas/business/lab.ts';
import { contractReview as reviewSchema, contractReview as contractReviewSchema, type OrderPoint } from '../../schemas/business/orders.ts';
import { record, object, integer } from '../openapi/shapes.ts';
import { createSchema, updateSchema } from '../openapi/schemas.ts';
import { parseIds } from '../crud/ids.ts';
import { idField, route, step, stepFields, stepFieldsOf } from '../workflow/http.ts';
import { inUnit, load, patch, res, services, nowIso, ids, type Row } from '../workflow/store.ts';
import { isEditable } from '../../schemas/workflows/machine.ts';
import { orderWorkflow } from '../../schemas/workflows/lab.ts';
import type { ResourceHooks } from '../crud/hooks.ts';
import { pointStandardErrors } from '../standards/pointStandard.ts';
import { fromZod } from '../openapi/shapes.ts';
import { contextOf } from '../crud/context.ts';
import { labToday } from '../workflow/store.ts';
import { orderItems, orderItemsAnswer } from './orderItems.ts';
import { renderQuotation } from './quotationPdf.ts';

const bool = (v: unknown) => v === true || v === 'true' || v === '1' || v === 1;

const parameterIdsOf = (order: Row) => [...new Set(((order.points as OrderPoint[]) ?? []).flatMap((p) => p.parameterIds ?? []))];

export const guardRefused = (key: string, params: Record<string, string | number> = {}) => new AppError(409, CODES.conflict, key, params);

/**
 * Each point's matrix is a value of the matrix dictionary and each of its test items applies to that matrix
 * (schemas: matrixAccepts); a refusal names the item at its field, e.g. points.0.parameterIds.
 */
async function checkPoints(tx: Tx, points: OrderPoint[], lang: Lang) {
  const ids = [...new Set(points.flatMap((p) => p.parameterIds ?? []))];
  const params = new Map(
    (ids.length ? await tx.selectFrom('parameters').select(['id', 'name', 'matrix']).where('id', 'in', ids).execute() : []).map((x) => [
      Number(x.id),
      { name: String(x.name), matrix: String(x.matrix) },
    ]),
  );
  const dict = new Map(
    (await tx.selectFrom('dictItems').select(['value', 'label', 'labelEn']).where('dictCode', '=', 'matrix').execute()).map((d) => [
      String(d.value),
      String((lang === 'en' && d.labelEn) || d.label),
    ]),
  );
  // the applicable standard, class and condition a point names (server/standards/pointStandard.ts)
  const errors: FieldError[] = await pointStandardErrors(tx, points, lang);
  points.forEach((p, i) => {
    if (!dict.has(p.matrix)) {
      errors.push({ field: `points.${i}.matrix`, message: translate(lang, 'error.dictValue', { value: String(p.matrix).slice(0, 64), dict: 'matrix' }) });
      return;
    }
    const missing = (p.parameterIds ?? []).filter((id) => !params.has(id));
    const wrong = (p.parameterIds ?? []).map((id) => params.get(id)).filter((x) => x && !matrixAccepts(p.matrix, x.matrix));
    if (missing.length) errors.push({ field: `points.${i}.parameterIds`, message: translate(lang, 'error.referenceMissing', { field: missing.join(', ') }) });
    else if (wrong.length) {
      errors.push({
        field: `points.${i}.parameterIds`,
        message: wrong
          .map((x) =>
            translate(lang, 'error.itemMatrix', {
              item: x!.name,
              itemMatrix: dict.get(x!.matrix) ?? x!.matrix,
              matrix: dict.get(p.matrix) ?? p.matrix,
            }),
          )
          .join('；'),
      });
    }
  });
  if (errors.length) throw badRequest('error.validation', { fields: errors.map((e) => e.field).join(', ') }, errors);
}

export const orderHooks = {
  async beforeCreate(data, { tx, ctx }) {
    if (Array.isArray(data.points)) await checkPoints(tx, data.points as OrderPoint[], ctx.lang);
    return data;
  },
  async beforeUpdate(data, { tx, ctx }) {
    if (Array.isArray(data.points)) await checkPoints(tx, data.points as OrderPoint[], ctx.lang);
    return data;
  },
  // Only a draft is edited (orderWorkflow.editableIn, checked by the generic update) or deleted.
  beforeDelete({ before }) {
    if (before && !isEditable(orderWorkflow, before)) throw guardRefused('error.orderNotDraft', { state: String(before.status) });
  },
  async beforeTransition(name, p, { tx, before, body, ctx }) {
    const order = before!;
    if (name === 'submit') {
      if (!parameterIdsOf(order).length) throw guardRefused('error.noPoints');
    }
    if (name === 'accept') {
      let review = order.review as z.infer<typeof reviewSchema> | null;
      if (body.review) {
        review = {
          ...(services(ctx).crud.validate(reviewSchema as never, body.review, ctx) as z.infer<typeof reviewSchema>),
          reviewer: ctx.user?.nickname,
          reviewedAt: nowIso(),
        } as never;
        p = { ...p, review };
      }
      if (!review || review.outcome !== 'pass' || !bool(review.capability) || !bool(review.method)) throw guardRefused('error.reviewMissing');
      const pids = parameterIdsOf(order);
      const outside = pids.length ? await tx.selectFrom('parameters').select(['name', 'accredited']).where('id', 'in', pids).execute() : [];
      const names = outside.filter((x) => !(x.accredited === true || x.accredited === 1)).map((x) => String(x.name));
      if (names.length && !bool(review.clientConsent) && !bool(review.subcontract)) {
        throw guardRefused('error.nonAccredited', { items: names.join('、') });
      }
      // issue 33 (ISO/IEC 17025 §7.1.3): an order judged against a limit standard is accepted only with the decision
      // rule agreed at this review; the order keeps it, and its reports judge and state by it
      const decisionRule = review.decisionRule ?? (order.decisionRule as typeof review.decisionRule) ?? undefined;
      const judged = ((order.points as OrderPoint[] | null) ?? []).some((pt) => pt.limitStandardId);
      if (judged && !decisionRule)
        throw badRequest('error.validation', { fields: 'decisionRule' }, [
          { field: 'decisionRule', message: translate(ctx.lang, 'error.decisionRuleMissing') },
        ]);
      if (decisionRule) p = { ...p, decisionRule };
    }
    return p;
  },
} satisfies ResourceHooks;

/**
 * The wizard's draft: the order's own writable fields (its update schema, all optional here: a step sends its own),
 * plus the id to update (none: create) and the wizard step.
 */
const draftFields = z.object({ id: idField.optional(), version: idField.optional(), step: z.string().max(8).optional() }).loose();
/**
 * Documented as the two bodies the route takes: without `id`, the order's create schema (crud.create: its required
 * fields, no read-only ones; a `version` is ignored); with it, the order's update schema, every field optional.
 */
const draftDoc = () => {
  const create = createSchema(res('orders'));
  const own = updateSchema(res('orders'));
  const { id: _i, version: _v, ...props } = own.properties as Record<string, unknown>;
  const version = { type: 'integer', minimum: 1 };
  const step = { type: 'string', maxLength: 8 };
  return {
    oneOf: [
      { ...create, title: 'A new draft', properties: { version, step, ...(create.properties as object) } },
      { ...own, title: 'A saved draft', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 }, version, step, ...props } },
    ],
  };
};
/** An order step; `accept` may carry the contract review in the same call. */
const orderStep = z.object({ id: idField, ...stepFields });
const acceptStep = orderStep.extend(contractReviewSchema.partial().shape);

export function orderRoutes(app: FastifyInstance) {
  const orders = () => res('orders');

  // The three-step wizard saves a draft at every step: create without id, update (optimistically locked) with it.
  route(
    app,
    'POST',
    '/admin/order/order_add_cg',
    ['order:add', 'order:edit'],
    'Save an order draft at any wizard step (create or update by id)',
    async (_req, ctx, input) => {
      const { id, version, step: _step, ...fields } = input as Row & { id?: number; version?: number };
      const body: Row = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      if (!id) return services(ctx).crud.create(orders(), body, ctx);
      // judged before the order is looked up: a malformed body is 400 whether or not the order exists
      services(ctx).crud.validate(orders().updateSchema.partial(), body, ctx);
      // a step sends only its own fields: the others are kept as stored (a partial update would reset schema defaults)
      const stored = await services(ctx).crud.get(orders(), id);
      const writable = Object.keys(orders().updateSchema.shape).filter((k) => k !== 'version' && k !== 'id');
      const kept = Object.fromEntries(writable.filter((k) => stored[k] !== null && stored[k] !== undefined).map((k) => [k, stored[k]]));
      return services(ctx).crud.update(orders(), id, { ...kept, ...body, version: version ?? stored.version }, ctx);
    },
    { body: draftFields, bodyJson: draftDoc(), data: record('orders') },
  );

  route(
    app,
    'POST',
    '/admin/order/del_order',
    'order:delete',
    'Delete draft orders (ids: "1,2")',
    async (_req, ctx, { id, ids: list }) => {
      const targets = list ? parseIds(list) : id ? [id] : parseIds('');
      return services(ctx).crud.remove(orders(), targets, ctx);
    },
    {
      body: z.object({
        id: idField.optional(),
        ids: z
          .string()
          .max(5000)
          .regex(/^\d+(,\d+)*$/, { error: 'validation.invalid' })
          .optional(),
      }),
      data: object({ deleted: integer }),
    },
  );

  // Contract review: recorded on a submitted order; accept checks it (and may carry it in one call too).
  route(
    app,
    'POST',
    '/admin/order/contract_review',
    'order:review',
    'Record the contract review of a submitted order',
    async (_req, ctx, input) => {
      const { id, version, ...review } = input;
      return inUnit(ctx, async (u) => {
        const order = await load(u, 'orders', id);
        if (order.status !== 'submitted') throw conflict('error.transition', { state: String(order.status), action: 'review' });
        return patch(u, 'orders', id, { review: { ...review, reviewer: ctx.user?.nickname, reviewedAt: nowIso() } }, 'contract_review', { version });
      });
    },
    { body: reviewSchema.extend({ id: idField, version: idField.optional() }), data: record('orders') },
  );

  // what the order asks for, by name (client, points, items with method and price): the detail screen shows it
  route(
    app,
    'GET',
    '/admin/order/items',
    'order:query',
    "An order's client and test items per point (name, method, standard, price, count) as people read them",
    async (_req, ctx, { id }) => inUnit(ctx, (u) => orderItems(u, id)),
    { query: z.object({ id: idField }), data: fromZod(orderItemsAnswer) },
  );

  // 检测报价单: the same items and the order's quote, printable
  app.get(
    '/admin/order/:id/quotation',
    { config: { access: 'order:query' }, schema: { tags: ['workflow:order'], summary: 'The quotation (检测报价单) of an order as a PDF' } },
    async (req, reply) => {
      const id = Number((req.params as { id: string }).id);
      const { q, day } = await inUnit(contextOf(req), async (u) => ({ q: await orderItems(u, id), day: await labToday(u) }));
      const pdf = await renderQuotation(q, day, req.lang);
      return reply.type('application/pdf').header('Content-Disposition', `inline; filename="${q.orderNo}-quotation.pdf"`).send(pdf);
    },
  );

  for (const name of ['submit', 'accept', 'reject', 'cancel', 'close'] as const) {
    route(
      app,
      'POST',
      `/admin/order/${name}`,
      'login',
      `Order workflow step: ${name}`,
      async (_req, ctx, input) => {
        const data = name === 'accept' && 'outcome' in input && input.outcome ? { review: input } : undefined;
        return step('orders', input.id, name, { version: input.version, reason: input.reason, data }, ctx);
      },
      { body: name === 'accept' ? acceptStep : z.object({ id: idField, ...stepFieldsOf('orders', name) }), data: record('orders') },
    );
  }
  void ids;
}
