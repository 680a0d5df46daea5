import type { Tx } from '../db/index.ts';
import type { AppServices } from '../services.ts';
import type { StepOpts } from '../crud/workflow.ts';
import { templateById } from '../../schemas/templates/index.ts';
import type { TemplateDef } from '../../schemas/templates/types.ts';
import { insert, patch, cascade, load, findBy, findIn, ids, labToday, nowIso, type Row, type Unit } from '../workflow/store.ts';
import { createTaskFromOrder } from '../business/tasks.ts';
import { createQcSheet, proposedPlan, evaluateQcSheet, assertQcGate, type QcItem } from '../business/qc.ts';
import { generateSheets, holdingReasons } from '../analysis/sheets.ts';
import { saveDraft, submitRecord, sheetContext } from '../analysis/records.ts';
import { setResultStatus } from '../analysis/resultStatus.ts';
import { seedUncertainty } from './uncertainty.ts';
import { seedReagents } from './reagents.ts';
import { seedSolutions } from './solutions.ts';
import { seedSolutionUses } from './solutionUses.ts';
import { seedVerifications } from './verifications.ts';
import { demoPeople, type As } from './people.ts';
import { fillRecord, fillValuesOf, withDemoValues, type FillSample } from '../analysis/recordFill.ts';
import { qcKindsOf, type LimsParameter } from '../analysis/templates.ts';
import { draftReport, issuePdf, keptAtIssue } from '../reports/reports.ts';
import { seedControlCharts } from './controlCharts.ts';
import { equipmentBlock } from '../../schemas/core/calibration.ts';
import { evaluationOf } from '../../schemas/business/qcEvaluation.ts';

type Ctx = { users: Record<string, number>; params: Record<string, number> };
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

/**
 * Demo records of the workflows in every state (orders → issued report), made with the same functions the
 * endpoints use, as the demo user of each role, so that every list and detail screen opens onto real data.
 */
export async function seedBusiness(app: AppServices, tx: Tx, ctx: Ctx): Promise<void> {
  // each demo user acts under their name, as a signed-in user does (a late sheet's reason names who gave it)
  const as = await demoPeople(app, tx, ctx.users);
  const p = ctx.params;
  const clients = await tx.selectFrom('clients').select(['id', 'name']).orderBy('id').execute();
  const [jn, qs] = clients.map((c) => c.id as number);
  const clerk = as('clerk');
  const review = {
    capability: true,
    method: true,
    subcontract: false,
    clientConsent: false,
    turnaroundDays: 7,
    outcome: 'pass',
    reviewer: '李受理',
    reviewedAt: nowIso(),
  };
  const order = async (projectName: string, clientId: number, points: Row[], status = 'draft', extra: Row = {}) =>
    insert(
      clerk,
      'orders',
      {
        clientId,
        projectName,
        category: 'commissioned',
        samplingBy: 'lab',
        purpose: '环境监测',
        matrices: [...new Set(points.map((x) => x.matrix))],
        reportCopies: 2,
        reportDelivery: 'email',
        points,
        ...extra,
      },
      status === 'draft' ? {} : { status, ...(['accepted', 'in_progress', 'reported', 'closed'].includes(status) ? { review } : {}) },
    );
  const pt = (name: string, matrix: string, codes: string[], timesPerDay = 1) => ({ name, matrix, days: 1, timesPerDay, parameterIds: codes.map((c) => p[c]) });

  // orders that stop early: accepted (task not yet issued), rejected, cancelled
  await order('园区地下水季度监测', qs, [pt('监测井 GW1', 'water', ['W-PH', 'W-NH3N', 'W-TP'])], 'accepted');
  await order('食堂油烟临时检测', jn, [pt('油烟排口', 'stack_gas', ['G-PM'])], 'rejected');
  await order('危废鉴别（客户撤回）', jn, [pt('污泥堆场', 'solid_waste', ['SW-FP'])], 'cancelled');

  // a task issued but not sampled, and one in sampling
  const issuedOrder = await order(
    '污水处理厂进出水监测',
    qs,
    [pt('进水口', 'wastewater', ['W-COD', 'W-NH3N', 'W-TP']), pt('出水口', 'wastewater', ['W-COD', 'W-NH3N', 'W-TP'])],
    'accepted',
  );
  await createTaskFromOrder(as('sampler'), { orderId: issuedOrder.id as number, plannedFrom: nowIso().slice(0, 10) });
  const samplingOrder = await order('土壤例行监测（采样中）', jn, [pt('厂界西 S2', 'soil', ['S-MOIST', 'S-PH'], 2)], 'accepted');
  const sampling = await createTaskFromOrder(as('sampler'), { orderId: samplingOrder.id as number });
  await patch(
    as('sampler'),
    'samples',
    sampling.samples[0].id as number,
    { sampledAt: hoursAgo(3), samplerId: ctx.users.sampler, status: 'sampled' },
    'sampling',
  );
  await step(as('sampler'), 'tasks', sampling.task.id as number, 'startSampling');

  // in analysis: one sheet per template, in every sheet state
  const analysing = await order(
    '2026年第三季度废水排放监测',
    jn,
    [pt('总排口', 'wastewater', ['W-PH', 'W-DO', 'W-COD', 'W-NH3N', 'W-TP', 'W-SS', 'W-BOD', 'W-PB'], 2)],
    'accepted',
  );
  const b = await receivedTask(as, analysing.id as number, 30);
  const bSheets = await startAnalysis(as, b);
  const plan: Array<'pending' | 'issued' | 'received' | 'in_entry' | 'submitted' | 'checked' | 'returned' | 'reviewed'> = [
    'pending',
    'issued',
    'received',
    'in_entry',
    'submitted',
    'checked',
    'returned',
    'reviewed',
  ];
  // its QC sheet cannot be evaluated before every sheet is submitted, so the reviewed sheet is one it does not cover
  // (QC gate: a sheet is reviewed only when the QC covering it passed or has a non-conformance)
  const reviewed = bSheets.filter((_s, i) => plan[i % plan.length] === 'reviewed').flatMap((s) => ids(s.parameterIds));
  const bPlan = (await proposedPlan(as('qa'), b.id as number))
    .map((i) => ({ ...i, parameterIds: i.parameterIds.filter((x) => !reviewed.includes(x)) }))
    .filter((i) => i.parameterIds.length);
  // the total-phosphorus batch keeps a QC sheet of its own (blank, duplicates, spike): QA evaluates it once its sheet is
  // submitted (below, after the charts' history), while the rest of the task's QC waits for their sheets
  const tpOf = (keep: boolean) => itemsOf(bPlan, (pid) => (pid === p['W-TP']) === keep);
  await createQcSheet(as('qa'), b.id as number, await withDemo(as('qa'), tpOf(false)));
  // on a sheet of its own the TP batch takes the rule's duplicates itself (≥10 % of the task's 14 samples: two), so
  // its other bottle is duplicated too
  const tpItems = tpOf(true);
  const paired = new Set(tpItems.map((i) => i.pairedSampleId));
  const tpBottle = (await findBy(as('qa'), 'samples', 'taskId', b.id)).find(
    (s) => !s.qcType && ids(s.parameterIds).includes(p['W-TP']) && !paired.has(s.id as number),
  );
  if (tpBottle) tpItems.push({ type: 'lab_duplicate', pairedSampleId: tpBottle.id as number, parameterIds: [p['W-TP']], spikes: [], crms: [] });
  const tpQc = await createQcSheet(as('qa'), b.id as number, await withDemo(as('qa'), tpItems));
  for (let i = 0; i < bSheets.length; i++) await advanceSheet(as, bSheets[i], plan[i % plan.length]);

  // reported: the whole flow to an issued report (PDF under DATA_DIR), and reports in every state
  const done = await order(
    '2026年第二季度废水例行监测',
    jn,
    [pt('总排口', 'wastewater', ['W-PH', 'W-COD', 'W-NH3N', 'W-SS'], 2), pt('雨水排口', 'wastewater', ['W-COD', 'W-BOD'])],
    'accepted',
  );
  const a = await receivedTask(as, done.id as number, 200);
  // blanks, duplicates and spikes of the default plan, and a CRM for the parameters whose method judges one; every
  // spike and CRM with its value per parameter, so that the evaluation below judges each of them
  const aPlan = await proposedPlan(as('qa'), a.id as number);
  const crmFor = await judging(as('qa'), [...new Set(aPlan.flatMap((i) => i.parameterIds))], 'crm');
  if (crmFor.length) aPlan.push({ type: 'crm', parameterIds: crmFor, spikes: [], crms: [] });
  const qc = await createQcSheet(as('qa'), a.id as number, await withDemo(as('qa'), aPlan));
  const aSheets = await startAnalysis(as, a);
  for (const s of aSheets) await advanceSheet(as, s, 'checked');
  // QA evaluates from the submitted results (the verdict is the evaluation's, never set by hand); then review and lock
  const evaluated = await evaluateQcSheet(as('qa'), await load(as('qa'), 'qcSheets', qc.id as number));
  if (evaluated.status === 'passed') await step(as('qa'), 'qcSheets', qc.id as number, 'accept');
  for (const s of aSheets) await advanceSheet(as, s, 'locked');
  await step(as('reviewer'), 'tasks', a.id as number, 'finishAnalysis');
  const writer = as('writer');
  const limits = { [p['W-COD']]: '≤100', [p['W-NH3N']]: '≤15', [p['W-PH']]: '6~9', [p['W-SS']]: '≤70', [p['W-BOD']]: '≤20' };
  const mk = async (title: string) =>
    draftReport(writer, { orderId: done.id as number, type: 'wastewater', title, limitStandard: 'GB 8978-1996 表4 一级', limits });
  const issued = await signReport(as, await mk('2026年第二季度废水例行监测 检测报告'), 'issued');
  await signReport(as, await mk('2026年第二季度废水例行监测 检测报告（存档副本）'), 'archived');
  const withdrawn = await signReport(as, await mk('2026年第二季度废水例行监测 检测报告（已撤回）'), 'withdrawn');
  await insert(writer, 'reports', {
    orderId: done.id,
    type: 'wastewater',
    title: '2026年第二季度废水例行监测 检测报告（更正）',
    sampleIds: withdrawn.sampleIds,
    parameterIds: withdrawn.parameterIds,
    limitStandard: 'GB 8978-1996 表4 一级',
    limits,
    notes: '更正原因：限值标准引用有误',
    replacesReportId: withdrawn.id,
  });
  // one report in each state before issue; the title names the state as a person reads it
  const stateTitles = { drafting: '编制中', in_review: '审核中', reviewed: '已审核', approved: '已批准' } as const;
  for (const state of ['drafting', 'in_review', 'reviewed', 'approved'] as const)
    await signReport(as, await mk(`检测报告（${stateTitles[state]}示例）`), state);
  await step(clerk, 'orders', done.id as number, 'report');
  void issued;

  // closed: an older order, reported and closed
  const old = await order('2026年第一季度雨水排口监测', qs, [pt('雨水排口', 'wastewater', ['W-COD', 'W-SS'])], 'accepted');
  const c = await receivedTask(as, old.id as number, 400);
  for (const s of await startAnalysis(as, c)) await advanceSheet(as, s, 'locked');
  await step(as('reviewer'), 'tasks', c.id as number, 'finishAnalysis');
  await step(as('sampler'), 'tasks', c.id as number, 'close');
  // reported before it is closed, as the machine has it (the demo's report of it is not kept)
  await step(clerk, 'orders', old.id as number, 'report');
  await step(clerk, 'orders', old.id as number, 'close');

  // control charts established from past batches; then QA evaluates the TP batch as the QC screen's 评价 does: its spike
  // recovery (100.8 %, within the method's 80-120 %) lands on the TP chart beyond 3s, and the corrective action the
  // landing opens holds the submitted TP sheet until QA signs it
  await seedControlCharts({ qa: as('qa'), analystId: ctx.users.analyst, params: p, historyTask: c });
  // the lab's method verifications: the approved ammonia study's MDL is what the ammonia records show
  await seedVerifications(as('qa'), p);
  // the lab's uncertainty records (COD's U at 152 mg/L is about 6 mg/L: the decision rule's demo orders use it)
  await seedUncertainty(as('qa'), p);
  // the reagent store (issue 34): its accepted CRM lot is where the demo's prepared solutions start, and the working
  // solution made from it is the curve's solution of the reported ammonia-nitrogen record (a result traced to the CRM)
  const { crmLotId } = await seedReagents(as, p);
  await seedSolutions(as('analyst'), crmLotId, as('qa'));
  await seedSolutionUses(as('analyst'), p);
  const tpRun = await evaluateQcSheet(as('qa'), await load(as('qa'), 'qcSheets', tpQc.id as number));
  const landed = evaluationOf(tpRun).charts ?? [];
  if (!landed.some((l) => l.state === 'out_of_control' && l.actionNo))
    throw new Error(`seed: the TP batch did not put its chart out of control: ${JSON.stringify(landed)}`);
}

/** The plan's items reduced to the parameters `keep` takes (their spikes and CRMs with them); items left empty go. */
function itemsOf(items: QcItem[], keep: (pid: number) => boolean): QcItem[] {
  return items
    .map((i) => ({
      ...i,
      parameterIds: i.parameterIds.filter(keep),
      spikes: i.spikes.filter((s) => keep(s.parameterId)),
      crms: i.crms.filter((x) => keep(x.parameterId)),
    }))
    .filter((i) => i.parameterIds.length);
}

export async function receivedTask(as: As, orderId: number, sampledHoursAgo: number): Promise<Row> {
  const { task, samples } = await createTaskFromOrder(as('sampler'), { orderId, plannedFrom: hoursAgo(sampledHoursAgo).slice(0, 10) });
  const u = as('sampler');
  for (const s of samples) {
    await patch(
      u,
      'samples',
      s.id as number,
      {
        sampledAt: hoursAgo(sampledHoursAgo),
        samplerId: u.ctx.user!.id,
        condition: '完好、无泄漏',
        containerIntact: true,
        preservationOk: true,
        receiptTemperature: '3.6',
        receivedAt: hoursAgo(sampledHoursAgo - 2),
        receivedBy: u.ctx.user!.id,
        status: 'received',
      },
      'receive',
    );
  }
  return step(u, 'tasks', task.id as number, 'receive', { set: { weather: '多云', airTemperature: '22.5', airPressureKpa: '101.3' } });
}

export async function startAnalysis(as: As, task: Row): Promise<Row[]> {
  const u = as('labadmin');
  const started = await step(u, 'tasks', task.id as number, 'startAnalysis');
  return generateSheets(u, started);
}

/**
 * A demo person's workflow step through the engine (guard, audit `transition:<name>`, the signature of a signed step):
 * the seed computes the step's effects itself with the functions the hooks call, so the hooks do not run ('seed').
 */
export const step = (u: Unit, name: string, id: number, transitionName: string, opts: Partial<StepOpts> = {}) =>
  cascade(u, name, id, transitionName, { ...opts, by: 'seed' });
const NICK: Record<string, string> = { analyst: '张分析', checker: '赵校核', reviewer: '钱审核', labadmin: '周主任', signatory: '吴签字', writer: '孙编制' };
const nickname = (u: Unit) => NICK[u.ctx.user!.username] ?? u.ctx.user!.username;

/** What the demo's analyst says of a sheet received and submitted past its holding time (e.g. pH, 2 h from sampling). */
const LATE_REASON = {
  confirm: '样品运输途中遇交通管制，送达实验室时已超过保存时限；运输途中冷藏避光，接收时容器完好、无泄漏',
  submit: '样品接收后随即分析；超出保存时限的情况在报告中注明，相关结果仅供参考',
} as const;

/** Moves a generated sheet along its workflow with the side effects of each step (records, results, signatures). */
export async function advanceSheet(as: As, sheet: Row, target: string, edit?: (record: Awaited<ReturnType<typeof demoRecord>>) => typeof record) {
  const order = ['pending', 'issued', 'received', 'in_entry', 'submitted', 'checked', 'reviewed', 'locked'];
  const goal = target === 'returned' ? order.indexOf('checked') : order.indexOf(target);
  const id = sheet.id as number;
  const lead = as('labadmin');
  const analyst = as('analyst');
  // resumes from where the sheet stands (a sheet may wait at "checked" for its QC evaluation)
  const at = order.indexOf(String((await load(lead, 'analysisSheets', id)).status));
  const go = (k: number) => goal >= k && at < k;
  if (go(1)) await step(lead, 'analysisSheets', id, 'issue', { set: { analystId: analyst.ctx.user!.id, assignedBy: lead.ctx.user!.id, assignedAt: nowIso() } });
  // a sheet past its holding time takes the analyst's reason at receipt and submission, kept on the sheet and in the
  // step's audit entry by the function the transition's hook uses (sheets.ts holdingReasons): the report prints it
  const late = async (step: 'confirm' | 'submit') => {
    const kept = holdingReasons(step, await load(analyst, 'analysisSheets', id), LATE_REASON[step], analyst.ctx);
    return kept ? { changes: kept, audit: { reason: LATE_REASON[step] } } : { changes: {}, audit: undefined };
  };
  if (go(2)) {
    const { changes, audit } = await late('confirm');
    await step(analyst, 'analysisSheets', id, 'confirm', { set: changes, ...audit });
  }
  if (go(3)) {
    const record = await demoRecord(analyst, id);
    // a demo that needs its own readings (server/seed/decisionReports.ts: COD 152 mg/L) enters them over the example's
    await saveDraft(analyst, await load(analyst, 'analysisSheets', id), edit ? edit(record) : record);
  }
  if (go(4)) {
    await submitRecord(analyst, await load(analyst, 'analysisSheets', id), {});
    // demo time line: analysed an hour after receipt, not when the seed ran (lecture-time then shows holding times
    // met, and exceeded only where a holding time is shorter than sampling-to-analysis, e.g. pH's 2 h)
    for (const r of await findBy(analyst, 'results', 'analysisSheetId', id)) {
      const sample = await load(analyst, 'samples', r.sampleId as number);
      if (sample.receivedAt)
        await patch(analyst, 'results', r.id as number, { analysedAt: new Date(Date.parse(String(sample.receivedAt)) + 3600_000).toISOString() }, 'submit');
    }
    const { changes, audit } = await late('submit');
    await step(analyst, 'analysisSheets', id, 'submit', { set: changes, ...audit });
  }
  if (go(5)) {
    const checker = as('checker');
    await setResultStatus(checker, id, 'checked');
    await step(checker, 'analysisSheets', id, 'check', { set: { checkerId: checker.ctx.user!.id } });
  }
  if (target === 'returned') {
    const reviewer = as('reviewer');
    await setResultStatus(reviewer, id, 'entered');
    await step(reviewer, 'analysisSheets', id, 'return', {
      set: { returnReason: '平行样相对偏差超出方法要求，请复核', checkerId: null },
      reason: '平行样相对偏差超出方法要求，请复核',
    });
    return;
  }
  if (go(6)) {
    const reviewer = as('reviewer');
    await assertQcGate(reviewer, await load(reviewer, 'analysisSheets', id));
    await setResultStatus(reviewer, id, 'reviewed');
    await step(reviewer, 'analysisSheets', id, 'review', { set: { reviewerId: reviewer.ctx.user!.id } });
  }
  if (go(7)) {
    const reviewer = as('reviewer');
    await assertQcGate(reviewer, await load(reviewer, 'analysisSheets', id));
    await step(reviewer, 'analysisSheets', id, 'lock');
  }
}

async function demoRecord(u: Unit, sheetId: number) {
  const sheet = await load(u, 'analysisSheets', sheetId);
  const { st, params, samples } = await sheetContext(u, sheet);
  const qc = (await findBy(u, 'qcSheets', 'taskId', sheet.taskId)).flatMap((q) => (q.items as QcItem[]) ?? []);
  const noOf = new Map(samples.map((s) => [s.id as number, String(s.sampleNo)]));
  const unitOf = (pid: number) => params.find((x) => x.id === pid)?.unit;
  const fill: FillSample[] = samples.map((s) => {
    const item = qc.find((i) => i.qcSampleId === s.id);
    return {
      sampleNo: String(s.sampleNo),
      parameterIds: ids(s.parameterIds),
      qcType: s.qcType as string | null,
      pairedSampleNo: item?.pairedSampleId ? noOf.get(item.pairedSampleId) : undefined,
      ...fillValuesOf(item, unitOf),
    };
  });
  const template: TemplateDef = st.generic ? st.template : templateById(st.template.id)!;
  const input = fillRecord(
    template,
    st.generic,
    st.toTemplate,
    params.map((x) => ({ id: x.id, code: x.code, mdl: String(x.mdl), decimals: x.decimals })),
    fill,
  );
  // the worked example's header names its own date and instrument (2025-03-18, EQ-0001): the demo's sheets were
  // analysed today on the demo lab's instrument for the method (none where the lab has no usable one: pH, its meter overdue)
  const today = await labToday(u);
  const all = (await u.tx.selectFrom('equipment').select('id').orderBy('id').execute()).map((e) => e.id as number);
  const equipment = (await findIn(u, 'equipment', all)).find(
    (e) => !equipmentBlock({ ...e, parameterIds: ids(e.parameterIds) }, ids(sheet.parameterIds), today),
  );
  const { instrument: _example, ...header } = (input.header ?? {}) as Record<string, string>;
  return {
    header: { ...header, analysisDate: today, ...(equipment ? { instrument: String(equipment.assetNo) } : {}) },
    rows: input.rows,
    curve: input.curve as Row | undefined,
    qc: input.qc as Row | undefined,
    equipmentIds: equipment ? [equipment.id as number] : [],
  };
}

async function paramRows(u: Unit, pids: number[]): Promise<LimsParameter[]> {
  return (pids.length ? await u.tx.selectFrom('parameters').selectAll().where('id', 'in', pids).execute() : []) as unknown as LimsParameter[];
}

/** A plan with the demo spikes and CRMs of its parameters (server/analysis/recordFill.ts: the records match them). */
async function withDemo(u: Unit, items: QcItem[]): Promise<QcItem[]> {
  return withDemoValues(items, await paramRows(u, [...new Set(items.flatMap((i) => i.parameterIds))]));
}

/** The parameters whose template judges this QC kind. */
async function judging(u: Unit, pids: number[], kind: string): Promise<number[]> {
  return (await paramRows(u, pids)).filter((p) => qcKindsOf({ ...p, mdl: String(p.mdl) }).has(kind)).map((p) => p.id);
}

/** Report review → approval → issue (PDF) as the roles that sign them; stops at `target`. */
export async function signReport(as: As, report: Row, target: string): Promise<Row> {
  const id = report.id as number;
  const steps = ['drafting', 'in_review', 'reviewed', 'approved', 'issued'];
  const goal = ['archived', 'withdrawn'].includes(target) ? 4 : steps.indexOf(target);
  let r = report;
  if (goal >= 1) r = await step(as('writer'), 'reports', id, 'submit');
  if (goal >= 2) {
    const lead = as('labadmin');
    r = await step(lead, 'reports', id, 'review', { set: { reviewedBy: lead.ctx.user!.id } });
  }
  const signatory = as('signatory');
  if (goal >= 3) {
    r = await step(signatory, 'reports', id, 'approve', { set: { approvedBy: signatory.ctx.user!.id } });
  }
  if (goal >= 4) {
    const at = nowIso();
    // what the issue hook keeps (server/reports/reports.ts keptAtIssue): the rule and U the PDF was judged by
    const kept = await keptAtIssue(signatory, r);
    const file = await issuePdf(signatory, { ...r, ...kept }, nickname(signatory), at);
    r = await step(signatory, 'reports', id, 'issue', { set: { pdfPath: file.pdfPath, contentHash: file.contentHash, issuedAt: at, ...kept } });
  }
  if (target === 'archived') r = await step(signatory, 'reports', id, 'archive');
  if (target === 'withdrawn') {
    r = await step(signatory, 'reports', id, 'withdraw', { reason: '限值标准引用有误，以更正报告替代' });
  }
  return r;
}
