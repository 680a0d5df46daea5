// GET /admin/inbox: what is waiting for me, by the steps my perms allow (orders to make a task of; tasks to sample, receive, plan QC for and
// start analysing; sheets to assign, receive, fill, check, review, lock; QC to evaluate; orders to accept; reports to draft, review, approve, issue). One route
// for every signed-in user, so the dashboard never asks a list it may not read: a section the user's perms do
// not allow is simply absent from the answer.
import type { FastifyInstance } from 'fastify';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { AppServices } from '../services.ts';
import type { DB } from '../db/index.ts';
import { hasPerm, type CurrentUser } from '../access/user.ts';
import { envelope } from '../http/errors.ts';
import { object, listOf, text, integer, nullable } from '../openapi/shapes.ts';
import { translate, type Lang } from '../http/messages.ts';
import '../methods/messages.ts';
import { aboutSheets } from './about.ts';
import type { InboxItem, InboxSection } from '../../schemas/workflows/inbox.ts';
import { addCalendarDays, labDay } from '../../schemas/core/dates.ts';
import { DUE_SOON_DAYS } from '../../schemas/core/calibration.ts';
import { labTimeZone } from '../db/settings.ts';

/** Items listed per section (the count is the full number). */
export const INBOX_ITEMS = 10;

type Q = SelectQueryBuilder<DB, string, object>;
interface Section {
  key: string;
  perm: string;
  table: string;
  no: string;
  /** `today`: the lab's calendar day */
  where(q: Q, me: number, today: string): Q;
  /** oldest due first where there is a deadline */
  due?: boolean;
  /** the deadline's column when it is not `dueBy` */
  dueColumn?: string;
  /** a column read with `no` ("EQ-003 pH计"): the number alone names nothing to a person */
  name?: string;
}

const SHEETS = 'analysisSheets';
const notMine = (q: Q, col: string, me: number) => q.where((eb) => eb.or([eb(col, 'is', null), eb(col, '!=', me)]));

// Same-person rules of 三级审核 (analyst ≠ checker ≠ reviewer) are applied here too: a sheet I may not act on
// is not waiting for me.
export const SECTIONS: Section[] = [
  // an accepted order waits for its task sheet (creating it moves the order to in_progress)
  { key: 'ordersToTask', perm: 'task:add', table: 'orders', no: 'orderNo', where: (q) => q.where('status', '=', 'accepted') },
  { key: 'tasksToSample', perm: 'task:sample', table: 'tasks', no: 'taskNo', where: (q) => q.where('status', '=', 'issued') },
  { key: 'tasksToReceive', perm: 'sample:receive', table: 'tasks', no: 'taskNo', where: (q) => q.where('status', '=', 'sampling') },
  // a task with its samples in and no QC plan yet (NOT IN over a list with a NULL would match nothing)
  {
    key: 'qcToPlan',
    perm: 'qc:add',
    table: 'tasks',
    no: 'taskNo',
    where: (q) =>
      q
        .where('status', 'in', ['received', 'in_analysis'])
        .where((eb) => eb('id', 'not in', eb.selectFrom('qcSheets').select('taskId').where('taskId', 'is not', null))),
  },
  { key: 'tasksToAnalyse', perm: 'analysis:assign', table: 'tasks', no: 'taskNo', where: (q) => q.where('status', '=', 'received') },
  { key: 'toAssign', perm: 'analysis:assign', table: SHEETS, no: 'analysisNo', due: true, where: (q) => q.where('status', '=', 'pending') },
  {
    key: 'toReceive',
    perm: 'analysis:entry',
    table: SHEETS,
    no: 'analysisNo',
    due: true,
    where: (q, me) => q.where('status', '=', 'issued').where('analystId', '=', me),
  },
  {
    key: 'toFill',
    perm: 'analysis:entry',
    table: SHEETS,
    no: 'analysisNo',
    due: true,
    where: (q, me) => q.where('status', 'in', ['received', 'in_entry']).where('analystId', '=', me),
  },
  {
    key: 'toCheck',
    perm: 'analysis:check',
    table: SHEETS,
    no: 'analysisNo',
    due: true,
    where: (q, me) => notMine(q.where('status', '=', 'submitted'), 'analystId', me),
  },
  {
    key: 'toReview',
    perm: 'analysis:review',
    table: SHEETS,
    no: 'analysisNo',
    due: true,
    where: (q, me) => notMine(notMine(q.where('status', '=', 'checked'), 'analystId', me), 'checkerId', me),
  },
  { key: 'toLock', perm: 'analysis:review', table: SHEETS, no: 'analysisNo', due: true, where: (q) => q.where('status', '=', 'reviewed') },
  // a plan stays 'planned' until evaluated: it waits once its task's results are in (a sheet submitted or later, and
  // none still before submission: the evaluation needs every QC sample's result); a failed one is listed under
  // qcNonConformities; a passed one waits for nothing
  {
    key: 'qcToEvaluate',
    perm: 'qc:evaluate',
    table: 'qcSheets',
    no: 'qcNo',
    where: (q) =>
      q.where((eb) =>
        eb.or([
          eb.and([
            eb('status', 'in', ['planned', 'executed']),
            eb(
              'taskId',
              'in',
              eb
                .selectFrom('analysisSheets')
                .select('taskId')
                .where('status', 'in', ['submitted', 'checked', 'reviewed', 'locked'])
                .where('taskId', 'is not', null),
            ),
            eb(
              'taskId',
              'not in',
              eb
                .selectFrom('analysisSheets')
                .select('taskId')
                .where('status', 'in', ['pending', 'issued', 'received', 'in_entry'])
                .where('taskId', 'is not', null),
            ),
          ]),
        ]),
      ),
  },
  // a failed QC sheet is an open nonconformity: QA decides it (re-analyse or release, signed)
  { key: 'qcNonConformities', perm: 'qc:evaluate', table: 'qcSheets', no: 'qcNo', where: (q) => q.where('status', '=', 'failed') },
  // an out-of-control run waits for QA's signed corrective action (issue 31): items also carry actionNo, chartName,
  // qcNo and openedAt (server/controlCharts); the held analysis sheets cannot be checked meanwhile
  { key: 'correctiveActions', perm: 'qcchart:decide', table: 'correctiveActions', no: 'actionNo', where: (q) => q.where('status', '=', 'open') },
  { key: 'ordersToAccept', perm: 'order:review', table: 'orders', no: 'orderNo', where: (q) => q.where('status', '=', 'submitted') },
  // an order whose analysis is done (a task analysed) and that has no report yet
  {
    key: 'reportsToStart',
    perm: 'report:add',
    table: 'orders',
    no: 'orderNo',
    where: (q) =>
      q
        .where('status', '=', 'in_progress')
        .where((eb) => eb('id', 'in', eb.selectFrom('tasks').select('orderId').where('status', 'in', ['analysed', 'closed'])))
        .where((eb) => eb('id', 'not in', eb.selectFrom('reports').select('orderId').where('status', '!=', 'withdrawn').where('orderId', 'is not', null))),
  },
  { key: 'reportsToDraft', perm: 'report:edit', table: 'reports', no: 'reportNo', where: (q) => q.where('status', '=', 'drafting') },
  { key: 'reportsToReview', perm: 'report:review', table: 'reports', no: 'reportNo', where: (q) => q.where('status', '=', 'in_review') },
  { key: 'reportsToApprove', perm: 'report:approve', table: 'reports', no: 'reportNo', where: (q) => q.where('status', '=', 'reviewed') },
  { key: 'reportsToIssue', perm: 'report:issue', table: 'reports', no: 'reportNo', where: (q) => q.where('status', '=', 'approved') },
  // the equipment manager's: instruments past their calibration, then those due within DUE_SOON_DAYS (retired ones never)
  {
    key: 'calibrationOverdue',
    perm: 'device:edit',
    table: 'equipment',
    no: 'assetNo',
    name: 'name',
    due: true,
    dueColumn: 'nextCalibrationDue',
    where: (q, _me, today) => q.where('nextCalibrationDue', '<', today).where('status', '!=', 'retired'),
  },
  {
    key: 'calibrationDue',
    perm: 'device:edit',
    table: 'equipment',
    no: 'assetNo',
    name: 'name',
    due: true,
    dueColumn: 'nextCalibrationDue',
    where: (q, _me, today) =>
      q.where('nextCalibrationDue', '>=', today).where('nextCalibrationDue', '<=', addCalendarDays(today, DUE_SOON_DAYS)).where('status', '!=', 'retired'),
  },
  // staff authorisations (issue 32) in force that lapse within DUE_SOON_DAYS: renew them before the gates refuse
  {
    key: 'authorisationsExpiring',
    perm: 'staffauth:query',
    table: 'staffAuthorisations',
    no: 'role',
    due: true,
    dueColumn: 'validUntil',
    where: (q, _me, today) =>
      q.where('status', '=', 'granted').where('validUntil', '>=', today).where('validUntil', '<=', addCalendarDays(today, DUE_SOON_DAYS)),
  },
  // the method capability's (issue 32): approved verifications whose period ends within DUE_SOON_DAYS (or has ended)
  {
    key: 'verificationsDue',
    perm: 'method:query',
    table: 'methodVerifications',
    no: 'verificationNo',
    due: true,
    dueColumn: 'validUntil',
    where: (q, _me, today) => q.where('status', '=', 'approved').where('validUntil', '<=', addCalendarDays(today, DUE_SOON_DAYS)),
  },
];

export async function inboxOf(db: Kysely<DB>, user: CurrentUser, lang: Lang = 'zh-CN'): Promise<InboxSection[]> {
  const mine = SECTIONS.filter((s) => hasPerm(user, s.perm));
  const today = labDay(new Date(), await labTimeZone(db));
  return Promise.all(
    mine.map(async (s) => {
      const base = s.where(db.selectFrom(s.table) as Q, user.id, today);
      const due = s.dueColumn ?? 'dueBy';
      const cols = [
        'id',
        `${s.no} as no`,
        'status',
        ...(s.due ? [`${due} as dueBy`] : []),
        ...(s.name ? [`${s.name} as name`] : []),
        ...(s.table === 'reports' ? ['orderId', 'type'] : s.table === 'tasks' ? ['orderId'] : []),
        ...(s.table === SHEETS ? ['parameterIds', 'sampleIds', 'methodNo'] : []),
      ];
      let list = base.select(cols as never[]);
      list = s.due ? list.orderBy(due, 'asc').orderBy('id', 'asc') : list.orderBy('id', 'asc');
      const [rows, n] = await Promise.all([
        list.limit(INBOX_ITEMS).execute() as Promise<Array<InboxItem & { name?: string }>>,
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst() as Promise<{ n: number | string } | undefined>,
      ]);
      const items =
        s.table === SHEETS
          ? await described(db, rows, lang)
          : s.key === 'correctiveActions'
            ? await actionItems(db, rows)
            : s.key === 'authorisationsExpiring'
              ? await authorisationItems(db, rows, lang)
              : rows.map(({ name, ...r }) => ({ ...r, id: Number(r.id), ...(name ? { no: `${r.no} ${name}` } : {}) }));
      return { key: s.key, count: Number(n?.n ?? 0), items };
    }),
  );
}

/** Authorisations named as a person reads them: "赵校核 · GB 7489-87 · 校核". */
async function authorisationItems(db: Kysely<DB>, rows: InboxItem[], lang: Lang): Promise<InboxItem[]> {
  if (!rows.length) return [];
  const found = await db
    .selectFrom('staffAuthorisations')
    .innerJoin('employees', 'employees.id', 'staffAuthorisations.employeeId')
    .innerJoin('methodStandards', 'methodStandards.id', 'staffAuthorisations.methodStandardId')
    .select(['staffAuthorisations.id', 'employees.name', 'methodStandards.standardNo'])
    .where(
      'staffAuthorisations.id',
      'in',
      rows.map((r) => Number(r.id)),
    )
    .execute();
  return rows.map((r) => {
    const f = found.find((x) => Number(x.id) === Number(r.id));
    return { ...r, id: Number(r.id), no: [f?.name, f?.standardNo, translate(lang, `staffauth.role.${r.no}`)].filter(Boolean).join(' · ') };
  });
}

/**
 * Open corrective actions with their chart's name, their QC sheet's number (a raw record's own QC has none: its
 * analysis sheet's number instead) and when they were opened.
 */
async function actionItems(db: Kysely<DB>, rows: InboxItem[]): Promise<InboxItem[]> {
  if (!rows.length) return [];
  const found = await db
    .selectFrom('correctiveActions')
    .innerJoin('controlCharts', 'controlCharts.id', 'correctiveActions.chartId')
    .leftJoin('qcSheets', 'qcSheets.id', 'correctiveActions.qcSheetId')
    .select(['correctiveActions.id', 'correctiveActions.createdAt', 'correctiveActions.analysisSheetIds', 'controlCharts.name', 'qcSheets.qcNo'])
    .where(
      'correctiveActions.id',
      'in',
      rows.map((r) => Number(r.id)),
    )
    .execute();
  const held = (f: (typeof found)[number]) => Number((typeof f.analysisSheetIds === 'string' ? JSON.parse(f.analysisSheetIds) : f.analysisSheetIds)?.[0]);
  const recordRuns = found
    .filter((f) => f.qcNo == null)
    .map(held)
    .filter(Number.isInteger);
  const sheetNos = recordRuns.length ? await db.selectFrom('analysisSheets').select(['id', 'analysisNo']).where('id', 'in', recordRuns).execute() : [];
  return rows.map((r) => {
    const f = found.find((x) => Number(x.id) === Number(r.id));
    const analysisNo = f && f.qcNo == null ? sheetNos.find((s) => Number(s.id) === held(f))?.analysisNo : undefined;
    return {
      ...r,
      id: Number(r.id),
      actionNo: r.no,
      chartName: String(f?.name ?? ''),
      ...(analysisNo ? { analysisNo: String(analysisNo) } : { qcNo: String(f?.qcNo ?? '') }),
      openedAt: f ? new Date(String(f.createdAt)).toISOString() : '',
    };
  });
}

/** Sheet items with what they are about instead of their stored id lists. */
async function described(db: Kysely<DB>, rows: InboxItem[], lang: Lang): Promise<InboxItem[]> {
  const about = await aboutSheets(db, rows as unknown as Array<Record<string, unknown>>, lang);
  return rows.map((r) => {
    const { parameterIds: _p, sampleIds: _s, methodNo: _m, ...item } = r as InboxItem & Record<string, unknown>;
    return { ...item, id: Number(r.id), about: about.get(Number(r.id)) };
  });
}

const optText = nullable(text);
const inboxAnswer = object({
  sections: listOf(
    object({
      key: { type: 'string', enum: SECTIONS.map((x) => x.key) },
      count: integer,
      items: listOf(
        object(
          {
            id: integer,
            no: text,
            status: text,
            dueBy: optText,
            orderId: nullable(integer),
            type: optText,
            about: object({ parameters: listOf(text), methodNo: optText, samples: integer }),
            actionNo: text,
            chartName: text,
            qcNo: text,
            analysisNo: text,
            openedAt: text,
          },
          ['dueBy', 'orderId', 'type', 'about', 'actionNo', 'chartName', 'qcNo', 'analysisNo', 'openedAt'],
        ),
      ),
    }),
  ),
});

export function registerInboxRoutes(app: FastifyInstance, { database }: AppServices) {
  app.get(
    '/admin/inbox',
    {
      config: { access: 'login' },
      schema: { tags: ['inbox'], summary: 'What is waiting for me: a count and the first items per step my perms allow', 'x-data': inboxAnswer } as never,
    },
    async (req) => envelope({ sections: await inboxOf(database.db, req.user as CurrentUser, req.lang) }),
  );
}
