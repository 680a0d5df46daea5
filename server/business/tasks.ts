import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, conflict } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { idField, route, step, stepFields } from '../workflow/http.ts';
import { record, listOf, object } from '../openapi/shapes.ts';
import { jsonOf } from '../openapi/json.ts';
import { guardRefused } from './orders.ts';
import { inUnit, insert, load, patch, cascade, findBy, findIn, unitOf, nowIso, ids, type Row, type Unit } from '../workflow/store.ts';
import { orderWorkflow } from '../../schemas/workflows/lab.ts';
import { canTake } from '../../schemas/workflows/machine.ts';
import { generateSheets } from '../analysis/sheets.ts';
import { contextOf } from '../crud/context.ts';
import { renderLabels } from './sampleLabelsPdf.ts';
import { taskFromOrder, taskSampling, receiptList } from '../../schemas/business/tasks.ts';
import type { ResourceHooks } from '../crud/hooks.ts';
import { parseReceipts } from './receipts.ts';
import { labTimeZone } from '../db/settings.ts';
import { containersOf, type Preservation } from '../../schemas/catalogue/containers.ts';

type OrderPoint = { name: string; matrix: string; days?: number; timesPerDay?: number; parameterIds?: number[] };

const createSchema = taskFromOrder;

/**
 * task-create/{orderId}: the task copies the order's points and items and registers one sample per
 * point × day × time of day × container (items needing another container or preservative get their own bottle),
 * each numbered {taskNo}-{nn}. The order moves accepted → in_progress in the same transaction.
 */
export async function createTaskFromOrder(u: Unit, input: z.infer<typeof createSchema>) {
  const order = await load(u, 'orders', input.orderId);
  if (order.status !== 'accepted' && order.status !== 'in_progress') throw guardRefused('error.orderState', { state: String(order.status) });
  const all = (order.points as OrderPoint[]) ?? [];
  const chosen = (input.pointIndexes ?? all.map((_, i) => i)).filter((i) => all[i]);
  const points = chosen.map((i) => all[i]!);
  if (!points.length || !points.some((p) => p.parameterIds?.length)) throw guardRefused('error.noPoints');
  await checkMatrices(u, all, chosen);
  const task = await insert(u, 'tasks', {
    orderId: order.id,
    kind: input.kind ?? (order.samplingBy === 'client' ? 'analysis_only' : 'sampling_analysis'),
    plannedFrom: input.plannedFrom,
    plannedTo: input.plannedTo,
    teamUserIds: input.teamUserIds ?? [],
    vehicles: input.vehicles,
    fieldEquipmentIds: input.fieldEquipmentIds ?? [],
    points: points.map((p) => ({ name: p.name, matrix: p.matrix, parameterIds: p.parameterIds ?? [] })),
  });
  const pids = [...new Set(points.flatMap((p) => p.parameterIds ?? []))];
  const params = pids.length ? await u.tx.selectFrom('parameters').select(['id', 'container', 'preservative']).where('id', 'in', pids).execute() : [];
  const samples: Row[] = [];
  for (const p of points) {
    // each sampling of the point fills one bottle per container and preservative (HJ 493: schemas/catalogue/containers.ts)
    const bottles = containersOf(p.parameterIds ?? [], params as Preservation[]);
    const n = Math.max(1, (p.days ?? 1) * (p.timesPerDay ?? 1));
    for (let i = 0; i < n; i++) {
      for (const b of bottles) {
        samples.push(
          await insert(u, 'samples', {
            taskId: task.id,
            pointName: p.name,
            matrix: p.matrix,
            parameterIds: b.parameterIds,
            container: b.container,
            preservative: b.preservative,
          }),
        );
      }
    }
  }
  if (canTake(orderWorkflow, 'start', order)) await cascade(u, 'orders', order.id as number, 'start');
  return { task, samples };
}

/**
 * Each chosen point's matrix is still a value of the matrix dictionary (an item retired after the order was accepted):
 * refused at the order's point (points.0.matrix, worded 采样点位 第1行 · 介质), not at the sample the task would
 * register, whose bare `matrix` named no point.
 */
async function checkMatrices(u: Unit, all: OrderPoint[], chosen: number[]) {
  const known = new Set((await u.tx.selectFrom('dictItems').select('value').where('dictCode', '=', 'matrix').execute()).map((d) => String(d.value)));
  const lang = u.ctx.lang;
  const errors = chosen
    .filter((i) => !known.has(all[i]!.matrix))
    .map((i) => ({ field: `points.${i}.matrix`, message: translate(lang, 'error.dictValue', { value: String(all[i]!.matrix).slice(0, 64) }) }));
  if (errors.length) throw badRequest('error.validation', { fields: errors.map((e) => e.field).join(', ') }, errors);
}

const samplingSchema = taskSampling;

export const taskHooks = {
  async beforeTransition(name, p, { tx, ctx, before, body }) {
    const u = unitOf(tx, ctx);
    const task = before!;
    if (name === 'receive') {
      // 样品交接: every sample's condition, container, preservation check and temperature; the holding clock runs from sampledAt.
      // validated as the body's `samples`: a refusal names the sample and the field (error paths samples.0.condition)
      const receipts = await parseReceipts(u, body.samples, ctx.lang);
      const samples = await findBy(u, 'samples', 'taskId', task.id);
      const byId = new Map(samples.map((s) => [s.id as number, s]));
      for (const r of receipts) if (!byId.has(r.id)) throw badRequest('error.sampleNotInTask', { sample: String(r.id) });
      const given = new Map(receipts.map((r) => [r.id, r]));
      for (const s of samples) {
        if (s.status === 'received' || s.status === 'rejected' || s.qcType) continue;
        const r = given.get(s.id as number);
        if (!r) throw badRequest('error.sampleNotReceived', { sample: String(s.sampleNo) });
        const sampledAt = r.sampledAt ?? (s.sampledAt as string | null);
        if (!sampledAt) throw badRequest('error.sampledAtMissing', { sample: String(s.sampleNo) });
        const receivedAt = r.receivedAt ?? nowIso();
        if (Date.parse(receivedAt) < Date.parse(sampledAt)) throw badRequest('error.receivedBeforeSampled', { sample: String(s.sampleNo) });
        await patch(
          u,
          'samples',
          s.id as number,
          {
            sampledAt,
            condition: r.condition,
            containerIntact: r.containerIntact,
            preservationOk: r.preservationOk,
            receiptTemperature: r.receiptTemperature,
            receivedAt,
            receivedBy: ctx.user?.id ?? null,
            status: r.rejected ? 'rejected' : 'received',
          },
          'receive',
        );
      }
    }
    if (name === 'startAnalysis') {
      // QC comes before the analysis: its samples go onto the sheets made now. Without a plan, starting is a decision
      // whose reason the step's audit entry keeps (the engine's `reason`)
      const plans = await findBy(u, 'qcSheets', 'taskId', task.id);
      if (!plans.length && !(typeof body.reason === 'string' && body.reason.trim())) {
        const message = translate(ctx.lang, 'error.qcPlanDecision', { no: String(task.taskNo) });
        throw badRequest('error.qcPlanDecision', { no: String(task.taskNo) }, [{ field: 'reason', message }]);
      }
    }
    if (name === 'finishAnalysis') {
      const sheets = await findBy(u, 'analysisSheets', 'taskId', task.id);
      const open = sheets.filter((s) => s.status !== 'locked' && s.status !== 'reviewed');
      if (open.length) throw guardRefused('error.sheetsOpen', { items: open.map((s) => String(s.analysisNo)).join(', ') });
    }
    return p;
  },
  async afterTransition(name, after, { tx, ctx }) {
    // Analysis sheets are generated when analysis starts: grouped by raw-record template.
    if (name === 'startAnalysis') await generateSheets(unitOf(tx, ctx), after);
  },
} satisfies ResourceHooks;

/** What creating a task and recording sampling answer: the task and its samples. */
const taskWithSamples = object({ task: record('tasks'), samples: listOf(record('samples')) });

export function taskRoutes(app: FastifyInstance) {
  route(
    app,
    'POST',
    '/admin/task/create_from_order',
    'task:add',
    'Create a task sheet from an accepted order: copies points and items, registers samples',
    async (_req, ctx, input) => inUnit(ctx, (u) => createTaskFromOrder(u, input)),
    { body: createSchema, data: taskWithSamples },
  );

  route(
    app,
    'POST',
    '/admin/task/sampling',
    'task:sample',
    "Record sampling (sampled at, container, preservative) of a task's samples",
    async (_req, ctx, input) => {
      return inUnit(ctx, async (u) => {
        const task = await load(u, 'tasks', input.taskId);
        if (task.status !== 'issued' && task.status !== 'sampling') throw conflict('error.transition', { state: String(task.status), action: 'sampling' });
        const samples = await findIn(
          u,
          'samples',
          input.samples.map((s) => s.id),
        );
        const out: Row[] = [];
        for (const s of input.samples) {
          const row = samples.find((x) => x.id === s.id);
          if (!row || row.taskId !== task.id) throw badRequest('error.sampleNotInTask', { sample: String(s.id) });
          out.push(
            await patch(
              u,
              'samples',
              s.id,
              {
                sampledAt: s.sampledAt,
                container: s.container ?? row.container,
                preservative: s.preservative ?? row.preservative,
                ...(s.oxygenMeasured ? { oxygenMeasured: s.oxygenMeasured } : {}),
                samplerId: ctx.user?.id ?? null,
                status: 'sampled',
              },
              'sampling',
            ),
          );
        }
        const field = Object.fromEntries(
          Object.entries({ weather: input.weather, airTemperature: input.airTemperature, airPressureKpa: input.airPressureKpa }).filter(
            ([, v]) => v !== undefined && v !== '',
          ),
        );
        const t =
          task.status === 'issued'
            ? await cascade(u, 'tasks', task.id as number, 'startSampling', { set: field })
            : Object.keys(field).length
              ? await patch(u, 'tasks', task.id as number, field, 'sampling')
              : task;
        return { task: t, samples: out };
      });
    },
    { body: samplingSchema, data: taskWithSamples },
  );

  route(
    app,
    'POST',
    '/admin/task/receive',
    'sample:receive',
    'Sample receipt (交接): condition, preservation check, temperature, received by/at',
    async (_req, ctx, input) => {
      // the rows are validated by the receive hook (parseReceipts), which names each row's sample; documented as such.
      // Judged here first too: a malformed body is 400 even for a task that does not exist (the document's promise)
      await inUnit(ctx, (u) => parseReceipts(u, input.samples, ctx.lang));
      return step('tasks', input.id, 'receive', { version: input.version, data: { samples: input.samples } as Row }, ctx);
    },
    {
      body: z.object({ id: idField, ...stepFields, samples: z.unknown() }),
      bodyJson: jsonOf(z.object({ id: idField, ...stepFields, samples: receiptList })),
      data: record('tasks'),
    },
  );

  // sample labels (QR code = sample number) for the bottles of a task
  app.get(
    '/admin/task/:id/labels',
    { config: { access: 'sample:query' }, schema: { tags: ['workflow:task'], summary: 'Sample labels of a task as a PDF' } },
    async (req, reply) => {
      const id = Number((req.params as { id: string }).id);
      const ctx = contextOf(req);
      const { task, labels, tz } = await inUnit(ctx, async (u) => {
        const t = await load(u, 'tasks', id);
        // labels print what people read: the matrix, QC type and container's dict labels, the time in the lab's zone
        const dict = new Map(
          (await u.tx.selectFrom('dictItems').select(['dictCode', 'value', 'label']).where('dictCode', 'in', ['matrix', 'qc_type', 'container']).execute()).map(
            (d) => [`${d.dictCode}:${d.value}`, String(d.label)],
          ),
        );
        const samples = await findBy(u, 'samples', 'taskId', id);
        const pids = [...new Set(samples.flatMap((x) => ids(x.parameterIds)))];
        const names = new Map(
          (pids.length ? await u.tx.selectFrom('parameters').select(['id', 'name']).where('id', 'in', pids).execute() : []).map((p) => [
            p.id as number,
            String(p.name),
          ]),
        );
        return {
          task: t,
          tz: await labTimeZone(u.tx),
          labels: samples.map((x) => ({
            sampleNo: String(x.sampleNo),
            point: String(x.pointName),
            matrix: dict.get(`matrix:${x.matrix}`) ?? String(x.matrix),
            qc: x.qcType ? (dict.get(`qc_type:${x.qcType}`) ?? String(x.qcType)) : undefined,
            items: ids(x.parameterIds)
              .map((p) => names.get(p) ?? p)
              .join('、'),
            container: x.container ? (dict.get(`container:${x.container}`) ?? String(x.container)) : undefined,
            preservative: (x.preservative as string | null) ?? undefined,
            sampledAt: (x.sampledAt as string | null) ?? undefined,
          })),
        };
      });
      const pdf = await renderLabels(`${task.taskNo} 样品标签`, labels, tz);
      return reply.type('application/pdf').header('Content-Disposition', `inline; filename="${task.taskNo}-labels.pdf"`).send(pdf);
    },
  );

  route(
    app,
    'POST',
    '/admin/task/start_analysis',
    'analysis:assign',
    'Start analysis of a received task: generates its analysis sheets by template',
    // without a QC plan the step takes the reason to go on without one (taskHooks)
    async (_req, ctx, input) => step('tasks', input.id, 'startAnalysis', { version: input.version, reason: input.reason }, ctx),
    { body: z.object({ id: idField, ...stepFields }), data: record('tasks') },
  );
}
