// Statistical quality control (issue 31; CNAS-CL01:2018 §7.7.1 d and §7.7.3, CNAS-GL027, GB/T 32465-2015, HJ 630-2011):
// a control chart per test item (a parameter with its method) × QC kind, optionally per instrument; the points every
// QC evaluation lands on it; its limits, versioned; and the corrective actions that close an out-of-control run.
// Declared once here; the server (server/controlCharts) writes points and limits only through the workflow engine and
// the crud service, the UI (src/controlCharts) draws them.
import { z } from 'zod';
import { defineResource } from '../core/resource.ts';
import { text, longText, int, bool, decimal, datetime, enumOf, ref, refs } from '../core/fields.ts';
import { CONTROL_RULES } from '../calc/controlRules.ts';
import { controlChartWorkflow, correctiveActionWorkflow } from './workflows.ts';

/**
 * What a chart plots. A reference sample as its measured value or as its recovery of the certified value (%), a
 * matrix spike's recovery (%), a duplicate pair's relative difference (%, a range chart: upper limits only, since a
 * small difference is never out of control), a blank's value, a continuing calibration check standard's relative
 * deviation from its nominal value ((measured − expected) / expected × 100, %: the statistic its raw record judges).
 */
export const CHART_KINDS = ['crm_value', 'crm_recovery', 'spike_recovery', 'duplicate_rd', 'blank', 'calibration_check'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];
/** The unit a kind's plotted value is in, where the kind fixes it (the others plot the result unit). */
export const KIND_UNIT: Partial<Record<ChartKind, string>> = { calibration_check: '%' };
/** Kinds read on one side only: only the upper limits are drawn and only values above the centre line can break a rule. */
export const UPPER_ONLY: readonly ChartKind[] = ['duplicate_rd', 'blank'];

/** The rules a new chart applies unless QA chooses otherwise: the multirule of Westgard et al. (1981) without 7-T. */
export const DEFAULT_RULES = ['1-2s', '1-3s', '2-2s', 'R-4s', '4-1s', '10-x'] as const;

/** Where a chart's limits come from: its own establishing points (mean ± 2s/3s), or a certificate (value, U, k). */
export const LIMIT_SOURCES = ['points', 'certificate'] as const;

export const CONTROL_STATES = ['in_control', 'warning', 'out_of_control'] as const;
export type ControlState = (typeof CONTROL_STATES)[number];

export const POINT_VERDICTS = ['establishing', 'in_control', 'warning', 'reject'] as const;
export type PointVerdict = (typeof POINT_VERDICTS)[number];

const rule = z.enum(CONTROL_RULES, { error: 'validation.controlRule' });

export const controlCharts = defineResource({
  name: 'controlCharts',
  menu: [{ route: 'qualityControl/control-charts', icon: 'monitor', title: ['质控图', 'Control charts'], sort: 0, api: ['/admin/qc/charts/'] }],
  table: 'control_charts',
  labels: {
    name: ['质控图 |||| 质控图', 'Control chart |||| Control charts'],
    fields: {
      chartNo: ['质控图编号', 'Chart no.'],
      name: ['名称', 'Name'],
      parameterId: ['检测项目', 'Test item'],
      kind: ['质控类型', 'QC kind'],
      equipmentId: ['仪器', 'Instrument'],
      unit: ['单位', 'Unit'],
      minPoints: ['建立所需点数', 'Points to establish'],
      rules: ['控制规则', 'Control rules'],
      required: ['放行须有质控图', 'Release requires this chart'],
      status: ['阶段', 'Phase'],
      controlState: ['控制状态', 'Control state'],
      limitsVersion: ['控制限版本', 'Limits version'],
      centre: ['中心线', 'Centre line'],
      sd: ['标准偏差', 'Standard deviation'],
      pointCount: ['点数', 'Points'],
      lastPointAt: ['最近一点', 'Last point'],
    },
    enums: {
      kind: {
        crm_value: ['标准样品（测定值）', 'Reference sample (value)'],
        crm_recovery: ['标准样品（回收率）', 'Reference sample (recovery)'],
        spike_recovery: ['加标回收率', 'Spike recovery'],
        duplicate_rd: ['平行样相对偏差', 'Duplicate relative difference'],
        blank: ['空白', 'Blank'],
        calibration_check: ['校准核查', 'Calibration check'],
      },
      status: {
        establishing: ['建立中', 'Establishing'],
        in_use: ['使用中', 'In use'],
        retired: ['已停用', 'Retired'],
      },
      controlState: {
        in_control: ['受控', 'In control'],
        warning: ['警告', 'Warning'],
        out_of_control: ['失控', 'Out of control'],
      },
      rules: Object.fromEntries(CONTROL_RULES.map((r) => [r, [r, r]])),
    },
    transitions: {
      establish: ['建立控制限', 'Establish limits'],
      reestablish: ['重新建立控制限', 'Re-establish limits'],
      retire: ['停用', 'Retire'],
    },
  },
  title: 'name',
  fields: {
    chartNo: text(32).meta({ list: true, filter: 'q', unique: true, readOnly: true }),
    name: text(128).min(1).meta({ list: true, filter: 'q' }),
    parameterId: ref('parameters').meta({ list: true, filter: true }),
    kind: enumOf(CHART_KINDS).meta({ list: true, filter: true }),
    /** a chart of one instrument's runs; none: every instrument's */
    equipmentId: ref('equipment').nullable().optional().meta({ list: true, filter: true }),
    /** of the plotted value: the result unit for a value or a blank, % for a recovery or a difference */
    unit: text(16).optional(),
    minPoints: int().min(7).max(200).default(20),
    rules: z
      .array(rule)
      .min(1, { error: 'validation.controlRulesEmpty' })
      .max(CONTROL_RULES.length)
      .default([...DEFAULT_RULES])
      .meta({ kind: 'json', options: CONTROL_RULES }),
    /** lab policy: the test item's results are not released while this chart has no limits (still establishing) */
    required: bool().default(false).meta({ list: true }),
    status: enumOf(controlChartWorkflow.states).default('establishing').meta({ list: true, filter: true }),
    /** the state of the newest run: kept by the server as points land */
    controlState: enumOf(CONTROL_STATES).nullable().optional().meta({ list: true, filter: true, readOnly: true }),
    /** the limits in force (their version's row in controlChartLimits), full values */
    limitsVersion: int().nullable().optional().meta({ readOnly: true }),
    centre: decimal().nullable().optional().meta({ readOnly: true }),
    sd: decimal().nullable().optional().meta({ readOnly: true }),
    pointCount: int().default(0).meta({ list: true, readOnly: true }),
    lastPointAt: datetime().nullable().optional().meta({ list: true, readOnly: true, sortable: true }),
  },
  access: { list: 'qcchart:query', create: 'qcchart:add', update: 'qcchart:edit', delete: false, export: 'qcchart:query' },
  workflow: controlChartWorkflow,
  retention: 'archive',
  defaultSort: { field: 'id', order: 'desc' },
});

/**
 * One version of a chart's limits, written by the chart's establish / re-establish step (never edited: a new version
 * replaces it, with who, when and why). Full values; warning and action lines are centre ± 2s and ± 3s (an upper-only
 * chart keeps the upper lines only). From a certificate: centre = certified value, s = U / k (the standard uncertainty
 * of the certified value, JJF 1059.1-2012 §3.15: U = k·u), so the ±2s lines of a k = 2 certificate are its value ± U.
 */
export const controlChartLimits = defineResource({
  name: 'controlChartLimits',
  route: 'qualityControl/control-charts',
  table: 'control_chart_limits',
  labels: {
    name: ['控制限版本 |||| 控制限版本', 'Limits version |||| Limits versions'],
    fields: {
      chartId: ['质控图', 'Control chart'],
      revision: ['版本', 'Version'],
      source: ['来源', 'Source'],
      centre: ['中心线', 'Centre line'],
      sd: ['标准偏差 s', 'Standard deviation s'],
      n: ['点数', 'Points'],
      warnLow: ['下警告限', 'Lower warning limit'],
      warnHigh: ['上警告限', 'Upper warning limit'],
      actionLow: ['下控制限', 'Lower action limit'],
      actionHigh: ['上控制限', 'Upper action limit'],
      certifiedValue: ['标准值', 'Certified value'],
      expandedUncertainty: ['扩展不确定度 U', 'Expanded uncertainty U'],
      coverageFactor: ['包含因子 k', 'Coverage factor k'],
      pointIds: ['所用点', 'Points used'],
      reason: ['原因', 'Reason'],
      establishedBy: ['建立人', 'Established by'],
      establishedAt: ['建立时间', 'Established at'],
    },
    enums: { source: { points: ['控制点统计', 'From the points'], certificate: ['证书', 'From a certificate'] } },
  },
  title: 'revision',
  fields: {
    chartId: ref('controlCharts').meta({ list: true, filter: true }),
    /** 1, 2, … per chart: the chart's limitsVersion names the one in force */
    revision: int().meta({ list: true }),
    source: enumOf(LIMIT_SOURCES).meta({ list: true }),
    centre: decimal().meta({ list: true }),
    sd: decimal().meta({ list: true }),
    n: int().nullable().optional().meta({ list: true }),
    warnLow: decimal().nullable().optional(),
    warnHigh: decimal().nullable().optional(),
    actionLow: decimal().nullable().optional(),
    actionHigh: decimal().nullable().optional(),
    certifiedValue: decimal().nullable().optional(),
    expandedUncertainty: decimal().nullable().optional(),
    coverageFactor: decimal().nullable().optional(),
    pointIds: refs('controlPoints').default([]),
    reason: text(1000).min(1).meta({ list: true }),
    establishedBy: text(64).meta({ list: true }),
    establishedAt: datetime().meta({ list: true, sortable: true }),
  },
  access: { list: 'qcchart:query', create: false, update: false, delete: false, export: 'qcchart:query' },
  retention: 'archive',
  defaultSort: { field: 'id', order: 'desc' },
});

/**
 * A QC value on its chart, written when its QC sheet is evaluated or, for a raw record's own QC (its continuing
 * calibration checks), when the record is submitted: the run it belongs to (one QC sheet evaluation, or one submission
 * of a record), its level within the run, the value in full, and where it came from — its QC sheet or its raw record
 * (exactly one of the two), sample, analysis sheet, analyst, instrument, date. A re-evaluation or resubmission
 * supersedes the run's points with new ones; the old ones stay, marked, so the chart says what changed.
 */
export const controlPoints = defineResource({
  name: 'controlPoints',
  route: 'qualityControl/control-charts',
  table: 'control_points',
  labels: {
    name: ['控制点 |||| 控制点', 'Control point |||| Control points'],
    fields: {
      chartId: ['质控图', 'Control chart'],
      runKey: ['批次', 'Run'],
      level: ['水平', 'Level'],
      value: ['测定值', 'Value'],
      z: ['z 值', 'z'],
      verdict: ['判定', 'Verdict'],
      rules: ['违反规则', 'Rules broken'],
      limitsVersion: ['控制限版本', 'Limits version'],
      qcSheetId: ['质控单', 'QC sheet'],
      rawRecordId: ['原始记录', 'Raw record'],
      sampleId: ['样品', 'Sample'],
      analysisSheetId: ['分析单', 'Analysis sheet'],
      analystId: ['分析人', 'Analyst'],
      equipmentId: ['仪器', 'Instrument'],
      measuredAt: ['测定日期', 'Measured on'],
      supersededAt: ['被替代时间', 'Superseded at'],
      change: ['变更说明', 'What changed'],
    },
    enums: {
      verdict: {
        establishing: ['建立期', 'Establishing'],
        in_control: ['受控', 'In control'],
        warning: ['警告', 'Warning'],
        reject: ['失控', 'Out of control'],
      },
    },
  },
  title: 'runKey',
  fields: {
    chartId: ref('controlCharts').meta({ list: true, filter: true }),
    /**
     * the QC sheet and its evaluation round, e.g. "ZK20260001#2", or the analysis sheet and its submission round
     * ("FX20260001#1") for a record's own QC: the points of one evaluation form one run
     */
    runKey: text(64).meta({ list: true, filter: 'q' }),
    level: int().min(0).max(9).default(0),
    value: decimal().meta({ list: true }),
    z: text(64).nullable().optional(),
    verdict: enumOf(POINT_VERDICTS).meta({ list: true, filter: true }),
    rules: z.array(rule).default([]).meta({ kind: 'json', options: CONTROL_RULES, list: true }),
    limitsVersion: int().nullable().optional(),
    /** the point's source: its QC sheet, or (a record's own QC) the submitted raw record version it was read from */
    qcSheetId: ref('qcSheets').nullable().optional().meta({ list: true, filter: true }),
    rawRecordId: ref('rawRecords').nullable().optional(),
    sampleId: ref('samples').nullable().optional(),
    analysisSheetId: ref('analysisSheets').nullable().optional().meta({ list: true, filter: true }),
    analystId: ref('users').nullable().optional().meta({ list: true }),
    equipmentId: ref('equipment').nullable().optional(),
    measuredAt: datetime().meta({ list: true, sortable: true, filter: 'range' }),
    supersededAt: datetime().nullable().optional(),
    change: text(500).nullable().optional(),
  },
  access: { list: 'qcchart:query', create: false, update: false, delete: false, export: 'qcchart:query' },
  retention: 'archive',
  defaultSort: { field: 'measuredAt', order: 'asc' },
});

export const CORRECTIVE_OUTCOMES = ['reanalysis', 'release'] as const;

/** The corrective action's signed close: why the run went out of control, what was done, and what happens to its results. */
export const correctiveClose = z
  .strictObject({
    cause: z.string().trim().min(1).max(1000),
    action: z.string().trim().min(1).max(1000),
    outcome: z.enum(CORRECTIVE_OUTCOMES),
    /** required for a release: why the results stand although the run was out of control */
    justification: z.string().trim().max(1000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.outcome === 'release' && !v.justification) ctx.addIssue({ code: 'custom', path: ['justification'], message: 'validation.releaseJustification' });
  });
export type CorrectiveClose = z.infer<typeof correctiveClose>;

/**
 * 纠正措施: opened by the server when a run breaks a reject rule, naming the chart, the run, the rules broken and the
 * analysis sheets the run covers. Those sheets cannot be checked, reviewed or reported while it is open. QA closes it,
 * signed, with the cause, the action and either re-analysis (the sheets go back to their analysts) or a justified release.
 */
export const correctiveActions = defineResource({
  name: 'correctiveActions',
  // whoever reads the charts reads the actions their runs opened (the held-sheet notice names them): both menus
  menu: [
    { route: 'qualityControl/corrective-actions', icon: 'todo', title: ['纠正措施', 'Corrective actions'], sort: 1, readers: true, api: ['/admin/qc/charts/'] },
  ],
  table: 'corrective_actions',
  labels: {
    name: ['纠正措施 |||| 纠正措施', 'Corrective action |||| Corrective actions'],
    fields: {
      actionNo: ['措施编号', 'Action no.'],
      chartId: ['质控图', 'Control chart'],
      qcSheetId: ['质控单', 'QC sheet'],
      runKey: ['批次', 'Run'],
      violations: ['违反规则', 'Rules broken'],
      analysisSheetIds: ['受影响的分析单', 'Analysis sheets held'],
      cause: ['原因分析', 'Cause'],
      action: ['采取的措施', 'Action taken'],
      outcome: ['处理结论', 'Outcome'],
      justification: ['放行理由', 'Justification for release'],
      status: ['状态', 'Status'],
      closedBy: ['处理人', 'Closed by'],
      closedAt: ['处理时间', 'Closed at'],
    },
    enums: {
      status: { open: ['待处理', 'Open'], closed: ['已处理', 'Closed'] },
      outcome: { reanalysis: ['重新分析', 'Re-analysis'], release: ['说明理由后放行', 'Justified release'] },
    },
    transitions: { close: ['签署纠正措施', 'Sign the corrective action'] },
  },
  title: 'actionNo',
  fields: {
    actionNo: text(32).meta({ list: true, filter: 'q', unique: true, readOnly: true }),
    chartId: ref('controlCharts').meta({ list: true, filter: true, readOnly: true }),
    /** none when the run is a raw record's own QC: its run key names the analysis sheet, analysisSheetIds holds it */
    qcSheetId: ref('qcSheets').nullable().optional().meta({ list: true, filter: true, readOnly: true }),
    runKey: text(64).meta({ list: true, readOnly: true }),
    /** the reject rules the run broke, each with its points ([run, level] of the chart's evaluation) */
    violations: z
      .array(
        z.strictObject({
          rule,
          level: z.enum(['warning', 'reject']),
          run: z.number().int(),
          points: z.array(z.array(z.number().int()).length(2)).max(100),
        }),
      )
      .max(CONTROL_RULES.length * 10)
      .meta({ kind: 'json', readOnly: true }),
    analysisSheetIds: refs('analysisSheets').default([]).meta({ readOnly: true }),
    cause: longText(1000).nullable().optional().meta({ readOnly: true }),
    action: longText(1000).nullable().optional().meta({ readOnly: true }),
    outcome: enumOf(CORRECTIVE_OUTCOMES).nullable().optional().meta({ list: true, readOnly: true }),
    justification: longText(1000).nullable().optional().meta({ readOnly: true }),
    status: enumOf(correctiveActionWorkflow.states).default('open').meta({ list: true, filter: true }),
    closedBy: text(64).nullable().optional().meta({ list: true, readOnly: true }),
    closedAt: datetime().nullable().optional().meta({ list: true, readOnly: true }),
  },
  access: { list: 'qcchart:query', create: false, update: false, delete: false, export: 'qcchart:query' },
  workflow: correctiveActionWorkflow,
  retention: 'archive',
  defaultSort: { field: 'id', order: 'desc' },
});

/** The establish / re-establish step's data: from the chart's points, or from a certificate's value, U and k. */
export const limitsRequest = z
  .strictObject({
    source: z.enum(LIMIT_SOURCES),
    /** from the points: those measured on or after this day (a re-establishing after a new lot); none: all current points */
    since: z.iso.date({ error: 'validation.date' }).optional(),
    certifiedValue: decimal().optional(),
    expandedUncertainty: decimal().optional(),
    coverageFactor: decimal().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.source !== 'certificate') return;
    for (const k of ['certifiedValue', 'expandedUncertainty', 'coverageFactor'] as const)
      if (!v[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'validation.required' });
  });
export type LimitsRequest = z.infer<typeof limitsRequest>;

/** The contract of POST /admin/qc/charts/evaluate (issue 31 item 3): the rule engine as a pure route. */
// values are decimal text or JSON numbers; what JSON Schema cannot say (an sd above 0, no more values in a run than
// there are control levels) is named by x-check and refused by the route naming the field (controls.0.sd, runs.3.1)
const decimalText = z.string().regex(/^[+-]?\d{1,20}(\.\d{1,20})?$/, { error: 'validation.decimal' });
const chartValue = z.union([decimalText, z.number()]);
const chartSd = z.union([decimalText, z.number()]).meta({ 'x-check': 'greater than 0', examples: ['2.5', 0.8] });
/** a point of a violation: [run, control], both 0-based */
const pointRef = z.array(z.number().int()).length(2);
export const evaluateRequest = z.strictObject({
  controls: z
    .array(z.strictObject({ mean: chartValue, sd: chartSd }))
    .min(1)
    .max(10),
  rules: z.array(rule).min(1).max(CONTROL_RULES.length),
  runs: z
    .array(z.array(chartValue.nullable()).max(10))
    .max(20000)
    .meta({
      'x-check': 'at most one value per control level in each run',
      examples: [[['101.2'], [null], [98.7]], [], [['100']]],
    }),
});
export const evaluateAnswer = z.strictObject({
  points: z.array(z.strictObject({ run: z.number().int(), control: z.number().int(), z: z.string() })),
  violations: z.array(
    z.strictObject({
      rule,
      level: z.enum(['warning', 'reject']),
      run: z.number().int(),
      points: z.array(pointRef),
    }),
  ),
});
