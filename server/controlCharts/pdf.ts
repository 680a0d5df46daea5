// A control chart on paper (issue 31 item 6), for the QC record and the yearly QC report: the chart's header, the chart
// drawn as vector graphics (each limits version's lines over the span it was in force, points coloured by verdict,
// x by date), the limits in force and every earlier version, the violations and the corrective actions.
// Numbers are rounded for display only (display.ts states the rule); dates are the lab's (its time zone).
import type { Content, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import { renderPdf } from '../pdf/render.ts';
import { formatWhen } from '../../schemas/format/when.ts';
import { fieldLabel, valueWord } from '../../schemas/core/labels.ts';
import { UPPER_ONLY } from '../../schemas/controlCharts/charts.ts';
import type { AnyResource } from '../../schemas/core/resource.ts';
import { resourceByName } from '../../schemas/resources/index.ts';
import type { ChartView } from '../../schemas/controlCharts/view.ts';
import type { Lang } from '../http/messages.ts';
import { displayOf } from '../../schemas/controlCharts/display.ts';
import { chartSvg, VERDICT_COLOUR } from './chartSvg.ts';

// the declared resources (typed as any resource: the label helpers read them generically)
const controlCharts = resourceByName.get('controlCharts')!;
const controlChartLimits = resourceByName.get('controlChartLimits')!;
const controlPoints = resourceByName.get('controlPoints')!;
const correctiveActions = resourceByName.get('correctiveActions')!;

const WORDS = {
  'zh-CN': {
    title: '质控图',
    limits: (v: number) => `现行控制限（第 ${v} 版）`,
    noLimits: (n: number, min: number) => `尚未建立控制限：已有 ${n} 个点，建立需 ${min} 个。`,
    versions: '控制限版本记录',
    violations: '违反控制规则的点',
    noViolations: '无。',
    actions: '纠正措施',
    noActions: '无。',
    legend: '图例',
    current: '（现行）',
    superseded: '已被替代的点（空心）',
    supersededTag: '（已被替代）',
    lines: ['中心线 CL', '警告限 ±2s（虚线）', '控制限 ±3s（实线）'],
    upperOnly: '本图为单侧图，只设上警告限与上控制限。',
    rounding:
      '数值修约按 GB/T 8170-2008：测定值按原始记录；中心线与各限比测定值多保留一位小数；s 保留 3 位有效数字；z 保留 2 位小数。仅为显示修约，判定用全数值。',
    printed: (at: string) => `打印时间：${at}`,
    page: (p: number, n: number) => `第 ${p} 页 / 共 ${n} 页`,
    lineHead: ['CL', 'UWL', 'LWL', 'UCL', 'LCL'],
    signed: (by: string, at: string) => `${by}\u3000${at}`,
    vHead: ['版本', '来源', '中心线', 's', '上警告限', '下警告限', '上控制限', '下控制限', 'n', '原因', '建立人', '建立时间'],
    pHead: ['测定日期', '质控单 / 批次', '测定值', 'z', '违反规则', '判定'],
    aHead: ['编号', '批次', '违反规则', '状态', '原因分析', '采取的措施', '处理结论 / 放行理由', '签署'],
  },
  en: {
    title: 'Control chart',
    limits: (v: number) => `Limits in force (version ${v})`,
    noLimits: (n: number, min: number) => `No limits yet: ${n} points collected, ${min} needed to establish them.`,
    versions: 'Limits versions',
    violations: 'Points breaking a control rule',
    noViolations: 'None.',
    actions: 'Corrective actions',
    noActions: 'None.',
    legend: 'Legend',
    current: ' (in force)',
    superseded: 'superseded point (hollow)',
    supersededTag: ' (superseded)',
    lines: ['Centre line CL', 'Warning limits ±2s (dashed)', 'Action limits ±3s (solid)'],
    upperOnly: 'A one-sided chart: upper warning and action limits only.',
    rounding:
      'Rounding per GB/T 8170-2008, for display only (verdicts use full values): values as recorded; centre and limits to one place more than the values; s to 3 significant figures; z to 2 places.',
    printed: (at: string) => `Printed ${at}`,
    page: (p: number, n: number) => `Page ${p} of ${n}`,
    lineHead: ['CL', 'UWL', 'LWL', 'UCL', 'LCL'],
    signed: (by: string, at: string) => `${by}, ${at}`,
    vHead: ['Ver.', 'Source', 'Centre', 's', 'UWL', 'LWL', 'UCL', 'LCL', 'n', 'Reason', 'By', 'At'],
    pHead: ['Measured', 'QC sheet / run', 'Value', 'z', 'Rules', 'Verdict'],
    aHead: ['No.', 'Run', 'Rules', 'Status', 'Cause', 'Action', 'Outcome / justification', 'Signed'],
  },
} as const;

export interface ChartPdfContext {
  labName: string;
  timeZone: string;
  lang: Lang;
  printedAt: string;
}

export function chartPdfDefinition(view: ChartView, c: ChartPdfContext): TDocumentDefinitions {
  const w = WORDS[c.lang];
  const d = displayOf(view);
  const lang = c.lang;
  const when = (v: string | null, style: 'date' | 'minute' = 'minute') => formatWhen(v, lang, c.timeZone, style);
  const head = (cells: readonly string[]): TableCell[] => cells.map((text) => ({ text, bold: true, fillColor: '#eeeeee' }));
  const F = (r: AnyResource, k: string) => fieldLabel(r, k, lang);
  const kv = (pairs: Array<[string, string]>): Content => ({
    table: {
      widths: lang === 'en' ? [92, '*', 92, '*'] : [70, '*', 70, '*'],
      body: Array.from({ length: Math.ceil(pairs.length / 2) }, (_, i) => {
        const [a, b] = [pairs[2 * i], pairs[2 * i + 1] ?? ['', '']];
        return [{ text: a[0], color: '#555' }, a[1], { text: b[0], color: '#555' }, b[1]];
      }),
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 6],
  });
  const header = kv([
    [F(controlCharts, 'chartNo'), view.chartNo],
    [F(controlCharts, 'name'), view.name],
    [F(controlCharts, 'parameterId'), view.parameter],
    [lang === 'en' ? 'Method' : '方法依据', view.method ?? '—'],
    [F(controlCharts, 'kind'), valueWord(controlCharts, 'kind', view.kind, lang)],
    [F(controlCharts, 'equipmentId'), view.equipment ?? '—'],
    [F(controlCharts, 'unit'), view.unit ?? '—'],
    [F(controlCharts, 'rules'), view.rules.join(', ')],
    [F(controlCharts, 'status'), valueWord(controlCharts, 'status', view.status, lang)],
    [F(controlCharts, 'controlState'), view.controlState ? valueWord(controlCharts, 'controlState', view.controlState, lang) : '—'],
  ]);
  const legend: Content = {
    text: [
      ...(['establishing', 'in_control', 'warning', 'reject'] as const).flatMap((v) => [
        { text: '● ', color: VERDICT_COLOUR[v] },
        { text: `${valueWord(controlPoints, 'verdict', v, lang)}\u3000` },
      ]),
      { text: '○ ', color: '#999' },
      { text: `${w.superseded}\u3000` },
      { text: w.lines.join('；') },
      ...(UPPER_ONLY.includes(view.kind) ? [{ text: `\u3000${w.upperOnly}` }] : []),
    ],
    fontSize: 7,
    margin: [0, 2, 0, 8],
  };
  const l = view.limits;
  const limits: Content = l
    ? kv([
        [fieldLabel(controlChartLimits, 'source', lang), valueWord(controlChartLimits, 'source', l.source, lang)],
        [fieldLabel(controlChartLimits, 'n', lang), l.n === null ? '—' : String(l.n)],
        [fieldLabel(controlChartLimits, 'centre', lang), d.line(l.centre)],
        [fieldLabel(controlChartLimits, 'sd', lang), d.sd(l.sd)],
        [fieldLabel(controlChartLimits, 'warnHigh', lang), d.line(l.warnHigh)],
        [fieldLabel(controlChartLimits, 'warnLow', lang), d.line(l.warnLow)],
        [fieldLabel(controlChartLimits, 'actionHigh', lang), d.line(l.actionHigh)],
        [fieldLabel(controlChartLimits, 'actionLow', lang), d.line(l.actionLow)],
        ...(l.source === 'certificate'
          ? ([
              [fieldLabel(controlChartLimits, 'certifiedValue', lang), l.certifiedValue ?? '—'],
              [fieldLabel(controlChartLimits, 'expandedUncertainty', lang), `${l.expandedUncertainty ?? '—'} (k = ${l.coverageFactor ?? '—'})`],
            ] as Array<[string, string]>)
          : []),
        [fieldLabel(controlChartLimits, 'reason', lang), l.reason],
        [fieldLabel(controlChartLimits, 'establishedBy', lang), `${l.establishedBy}\u3000${when(l.establishedAt)}`],
      ])
    : { text: w.noLimits(view.points.filter((p) => !p.supersededAt).length, view.minPoints), margin: [0, 0, 0, 6] };
  const versions: Content = {
    table: {
      headerRows: 1,
      dontBreakRows: true, // a row is read whole on one page (a cause or a reason split over two was)
      widths: [30, 40, 32, 28, 32, 32, 32, 32, 16, '*', 34, 52],
      body: [
        head(w.vHead),
        ...view.versions.map((v) => [
          `v${v.revision}${l && v.revision === l.revision ? w.current : ''}`,
          valueWord(controlChartLimits, 'source', v.source, lang),
          d.line(v.centre),
          d.sd(v.sd),
          d.line(v.warnHigh),
          d.line(v.warnLow),
          d.line(v.actionHigh),
          d.line(v.actionLow),
          v.n === null ? '—' : String(v.n),
          v.reason,
          v.establishedBy,
          when(v.establishedAt),
        ]),
      ],
    },
    fontSize: 7,
    margin: [0, 0, 0, 8],
  };
  const broken = view.points.filter((p) => p.verdict === 'warning' || p.verdict === 'reject');
  const violations: Content = broken.length
    ? {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: [60, '*', 50, 40, 80, 50],
          body: [
            head(w.pHead),
            ...broken.map((p) => [
              when(p.measuredAt, 'date'),
              // a record's own QC has no QC sheet: its analysis sheet alone
              `${[p.qcNo, p.analysisNo].filter(Boolean).join(' · ')}${p.supersededAt ? w.supersededTag : ''}`,
              { text: d.value(p.value), alignment: 'right' as const },
              { text: d.z(p.z), alignment: 'right' as const },
              p.rules.join(', '),
              { text: valueWord(controlPoints, 'verdict', p.verdict, lang), color: VERDICT_COLOUR[p.verdict] },
            ]),
          ],
        },
        fontSize: 8,
        margin: [0, 0, 0, 8],
      }
    : { text: w.noViolations, margin: [0, 0, 0, 8] };
  const actions: Content = view.actions.length
    ? {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: [58, 70, 40, 34, '*', '*', '*', 60],
          body: [
            head(w.aHead),
            ...view.actions.map((a) => [
              a.actionNo,
              a.runKey,
              a.rules.join(', '),
              valueWord(correctiveActions, 'status', a.status, lang),
              a.cause ?? '—',
              a.action ?? '—',
              a.outcome ? `${valueWord(correctiveActions, 'outcome', a.outcome, lang)}${a.justification ? `：${a.justification}` : ''}` : '—',
              a.closedBy ? w.signed(a.closedBy, when(a.closedAt)) : '—',
            ]),
          ],
        },
        fontSize: 7,
      }
    : { text: w.noActions };
  const h2 = (text: string): Content => ({ text, bold: true, fontSize: 10, margin: [0, 4, 0, 4] });
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    info: { title: `${view.chartNo} ${w.title}` },
    footer: (page, pages) => ({
      columns: [
        { text: w.printed(when(c.printedAt)), fontSize: 7, color: '#777' },
        { text: w.page(page, pages), fontSize: 7, color: '#777', alignment: 'right' },
      ],
      margin: [40, 10, 40, 0],
    }),
    content: [
      { text: c.labName, alignment: 'center', fontSize: 12 },
      { text: `${w.title}\u3000${view.chartNo}`, alignment: 'center', fontSize: 15, bold: true, margin: [0, 4, 0, 10] },
      header,
      { svg: chartSvg(view, c.timeZone), width: 515 },
      legend,
      h2(l ? w.limits(l.revision) : w.limits(0).replace(/0/, '—')),
      limits,
      h2(w.versions),
      versions,
      h2(w.violations),
      violations,
      h2(w.actions),
      actions,
      { text: w.rounding, fontSize: 7, color: '#555', margin: [0, 10, 0, 0] },
    ],
    defaultStyle: { fontSize: 8 },
  };
}

export const renderChartPdf = (view: ChartView, c: ChartPdfContext) => renderPdf(chartPdfDefinition(view, c));
