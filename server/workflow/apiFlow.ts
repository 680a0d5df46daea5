import { recordFor } from '../../schemas/templates/recordFill.ts';
import { withDemoValues } from '../analysis/recordFill.ts';
import type { LimsParameter } from '../analysis/templates.ts';

export { recordFor };

/** The reason the flow's analyst gives for a sheet past its holding time (the report prints it). */
export const HOLDING_REASON = '样品到达实验室时已超过保存时限，按委托方要求继续分析';

/**
 * Drives a demo order to an issued report through the HTTP API, each step as the demo role that does it in a lab.
 * Used by the API tests, the benchmark and the browser test's setup checks; `call` is any JSON client.
 */
export type Call = (method: string, url: string, opts?: { token?: string; body?: unknown }) => Promise<{ status: number; body: any }>;
export type Login = (username: string) => Promise<string>;

export interface FlowOptions {
  clientId: number;
  points: Array<{
    name: string;
    matrix: string;
    parameterIds: number[];
    days?: number;
    timesPerDay?: number;
    limitStandardId?: number;
    limitClass?: string;
    limitCondition?: string;
  }>;
  /** stack gas: the oxygen content (%) the sampler measures with every sample */
  oxygenMeasured?: string;
  password?: string;
  analystName?: string;
  /** false: no QC plan is made (the flow then stops at 'received') */
  planQc?: boolean;
  /** when the samples were taken: long enough ago, the sheets are past their holding time (the analyst's reason) */
  sampledHoursAgo?: number;
  /** the decision rule agreed at contract review (issue 33; default simple acceptance) and whether the report gives U */
  decisionRule?: 'simple' | 'guarded';
  uncertaintyOnReport?: boolean;
  /** the prepared solutions every sheet's record names (issue 34: a lot's recall view follows them to the report) */
  solutionUses?: Array<{ use: 'curve' | 'spike' | 'ccv'; solutionId: number }>;
  /** stop after this step */
  until?: 'accepted' | 'received' | 'assigned' | 'submitted' | 'reviewed' | 'drafted' | 'issued';
}

export interface FlowResult {
  orderId: number;
  taskId?: number;
  qcId?: number;
  sheetIds: number[];
  reportId?: number;
  steps: Array<{ step: string; ms: number }>;
}

export async function runFlow(call: Call, login: Login, o: FlowOptions): Promise<FlowResult> {
  const pw = o.password ?? '123456';
  const steps: FlowResult['steps'] = [];
  const ok = async (what: string, p: Promise<{ status: number; body: any }>) => {
    const t0 = performance.now();
    const r = await p;
    if (r.status >= 300 || r.body?.code !== '00000') throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body).slice(0, 400)}`);
    steps.push({ step: what, ms: performance.now() - t0 });
    return r.body.data;
  };
  const [clerk, sampler, qa, labadmin, analyst, checker, reviewer, writer, signatory] = await Promise.all(
    ['clerk', 'sampler', 'qa', 'labadmin', 'analyst', 'checker', 'reviewer', 'writer', 'signatory'].map(login),
  );
  const out: FlowResult = { orderId: 0, sheetIds: [], steps };

  // 委托 → 合同评审 → 受理
  const draft = await ok(
    'order step one',
    call('POST', '/admin/order/order_add_cg', {
      token: clerk,
      body: { clientId: o.clientId, projectName: `流程演示 ${Date.now()}`, category: 'commissioned' },
    }),
  );
  out.orderId = draft.id;
  await ok(
    'order step two',
    call('POST', '/admin/order/order_add_cg', { token: clerk, body: { id: draft.id, points: o.points, uncertaintyOnReport: o.uncertaintyOnReport ?? false } }),
  );
  await ok('order submit', call('POST', '/admin/order/submit', { token: clerk, body: { id: draft.id } }));
  await ok(
    'order accept',
    call('POST', '/admin/order/accept', {
      token: clerk,
      body: { id: draft.id, capability: true, method: true, turnaroundDays: 10, outcome: 'pass', decisionRule: o.decisionRule ?? 'simple' },
    }),
  );
  if (o.until === 'accepted') return out;

  // 任务 → 采样 → 交接
  const { task, samples } = await ok('task create', call('POST', '/admin/task/create_from_order', { token: sampler, body: { orderId: draft.id } }));
  out.taskId = task.id;
  // an hour ago by default: within every holding time of the catalogue (pH's 2 h the shortest) for the flow's steps
  const sampledAt = new Date(Date.now() - (o.sampledHoursAgo ?? 1) * 3600_000).toISOString();
  await ok(
    'sampling',
    call('POST', '/admin/task/sampling', {
      token: sampler,
      body: {
        taskId: task.id,
        samples: samples.map((s: { id: number }) => ({ id: s.id, sampledAt, ...(o.oxygenMeasured ? { oxygenMeasured: o.oxygenMeasured } : {}) })),
        weather: '晴',
        airTemperature: '20.5',
        airPressureKpa: '101.3',
      },
    }),
  );
  await ok(
    'receive',
    call('POST', '/admin/task/receive', {
      token: sampler,
      body: {
        id: task.id,
        samples: samples.map((s: { id: number }) => ({ id: s.id, condition: '完好', containerIntact: true, preservationOk: true, receiptTemperature: '4.0' })),
      },
    }),
  );
  // a task nobody planned QC for stops at its receipt (开始分析 would ask why)
  if (o.planQc === false) return out;
  const planned = await ok('qc plan', call('POST', '/admin/qc/create', { token: qa, body: { taskId: task.id } }));
  // the spike amount of every spiked parameter, as the analyst will add it (recordFor fills the records to match)
  const params = (await ok('parameters', call('GET', '/admin/api/v1/parameters/page?pageSize=500', { token: qa }))).list as LimsParameter[];
  const qc = await ok(
    'qc spikes',
    call('POST', '/admin/qc/save', { token: qa, body: { id: planned.id, version: planned.version, items: withDemoValues(planned.items, params) } }),
  );
  out.qcId = qc.id;
  if (o.until === 'received') return out;

  // 分析单 → 指派 → 接收 → 原始记录 → 提交 → 校核 → 审核 → 锁定
  await ok('start analysis', call('POST', '/admin/task/start_analysis', { token: labadmin, body: { id: task.id } }));
  const sheets = (await ok('sheets', call('GET', `/admin/api/v1/analysisSheets/page?taskId=${task.id}&pageSize=100`, { token: labadmin }))).list as Array<{
    id: number;
    dueBy?: string | null;
  }>;
  // past the samples' holding time (pH's 2 h) the analyst gives the reason at receipt and at submission
  const late = (s: { dueBy?: string | null }) => (s.dueBy && Date.parse(s.dueBy) < Date.now() ? { reason: HOLDING_REASON } : {});
  out.sheetIds = sheets.map((s) => s.id);
  for (const s of sheets) {
    const who = (await ok('analysts', call('GET', `/admin/analysis/analysts?id=${s.id}`, { token: labadmin }))) as Array<{
      userId: number;
      name: string;
      qualified: boolean;
    }>;
    const pick = who.find((w) => w.qualified && w.name === (o.analystName ?? '张分析')) ?? who.find((w) => w.qualified);
    if (!pick) throw new Error(`no qualified analyst for sheet ${s.id}`);
    await ok('assign', call('POST', '/admin/analysis/issued', { token: labadmin, body: { id: s.id, analystId: pick.userId } }));
  }
  if (o.until === 'assigned') return out;
  const qcSheet = await ok('qc sheet', call('GET', `/admin/api/v1/qcSheets/${qc.id}/form`, { token: qa }));
  for (const s of sheets) {
    await ok('confirm', call('POST', '/admin/analysis/confirm_ok', { token: analyst, body: { id: s.id, ...late(s) } }));
    const shown = await ok('show record', call('POST', '/admin/analysis/show_cgorder', { token: analyst, body: { analysisSheetId: s.id } }));
    const record = recordFor(shown, qcSheet.items);
    await ok(
      'save draft',
      call('POST', '/admin/analysis/add_cgorder', {
        token: analyst,
        body: { analysisSheetId: s.id, ...record, ...(o.solutionUses ? { solutionUses: o.solutionUses } : {}) },
      }),
    );
    await ok('submit', call('POST', '/admin/analysis/submit', { token: analyst, body: { id: s.id, password: pw, ...late(s) } }));
  }
  if (o.until === 'submitted') return out;
  await ok('qc evaluate', call('POST', '/admin/qc/evaluate', { token: qa, body: { id: qc.id } }));
  for (const s of sheets) {
    await ok('check', call('POST', '/admin/analysis/check', { token: checker, body: { id: s.id, password: pw } }));
    await ok('review', call('POST', '/admin/analysis/review', { token: reviewer, body: { id: s.id, password: pw } }));
    await ok('lock', call('POST', '/admin/analysis/lock', { token: reviewer, body: { id: s.id, password: pw } }));
  }
  if (o.until === 'reviewed') return out;

  // 报告编制 → 审核 → 授权签字人批准 → 签发
  const report = await ok(
    'report draft',
    call('POST', '/admin/report/draft', { token: writer, body: { orderId: draft.id, type: 'detect', limitStandard: 'GB 8978-1996 表4 一级' } }),
  );
  out.reportId = report.id;
  await ok('report notes', call('POST', '/admin/report/update_notes', { token: writer, body: { id: report.id, notes: '样品由本实验室采集。' } }));
  await ok('report submit', call('POST', '/admin/report/submit', { token: writer, body: { id: report.id } }));
  if (o.until === 'drafted') return out;
  await ok('report review', call('POST', '/admin/report/review', { token: labadmin, body: { id: report.id, password: pw } }));
  await ok('report approve', call('POST', '/admin/report/approve', { token: signatory, body: { id: report.id, password: pw } }));
  await ok('report issue', call('POST', '/admin/report/issue', { token: signatory, body: { id: report.id, password: pw } }));
  return out;
}
