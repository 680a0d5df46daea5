import type { Content, CustomTableLayout, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import { renderPdf } from '../pdf/render.ts';
import { formatWhen } from '../../schemas/format/when.ts';
import { groupRows } from '../../schemas/reports/reportGroups.ts';
import type { ReportRow } from '../../schemas/reports/reportRow.ts';
import type { DecisionRule } from '../../schemas/templates/types.ts';
import type { reportDocument } from '../../schemas/reports/document.ts';
import { scopeNote, type CmaMark } from '../../schemas/methods/scopeState.ts';
import { agreedRuleLine, type AgreedRule } from '../../schemas/reports/agreedRule.ts';
import { same, type Covers } from '../../schemas/templates/recordShapes.ts';

/** Everything a test report shows; built by server/reports/reports.ts from stored records. */
export interface ReportDocument {
  labName: string;
  reportNo: string;
  title: string;
  typeLabel: string;
  replacesReportNo?: string;
  client: { name: string; address?: string; contact?: string };
  project: { name: string; address?: string; orderNo: string; category?: string };
  dates: { sampled?: string; received?: string; analysed?: string };
  limitStandard?: string;
  rows: ReportRow[];
  /** The decision rules the rows' judgements used, each with its clause (ISO/IEC 17025 §7.8.6). */
  decisionRules?: DecisionRule[];
  /** The decision rule agreed with the client at contract review, printed in words (schemas/reports/agreedRule.ts) */
  agreedRule?: AgreedRule;
  /** How many judged results had no full value kept (stored before it was) and were compared by the reported value. */
  comparedRounded?: number;
  /** 保存时限: the results analysed past their item's holding time, each line with the analyst's reason */
  holding?: string[];
  conclusion?: string;
  notes?: string;
  signatures: Array<{ role: string; name: string; at?: string }>;
  issuedAt: string;
  /** the lab's time zone: the dates printed are the days there (default Asia/Shanghai) */
  timeZone?: string;
  /** 质控报告: the QC evaluations (limit used and verdict) */
  qc?: Array<{ qcNo: string; type: string; sampleNo: string; parameter: string; value: string; limit: string; verdict: string }>;
  /** ambient air: the state each concentration is at (GB 3095-2012 as amended 2018), one line per state */
  volumeStates?: string[];
  /** 现场检测报告: the field record (weather, air temperature and pressure) of each sampling task */
  fieldConditions?: string[];
  /** An issued report's verification code and the public page that checks it (printed with a QR code). */
  verify?: { code: string; url: string };
  /** issue 32: whether the CMA mark and certificate number are printed, and what is stated in words instead (schemas/methods/scopeState.ts) */
  cma?: CmaMark;
}

// Compile-time: every value of this type is one the schema of the preview's document (schemas/reports/document.ts)
// takes, and both name the same fields: a field added to, dropped from or changed in one without the other fails here.
same<Covers<ReportDocument, typeof reportDocument>>(true);

/** One printed result row: declared once in schemas/reports/reportRow.ts (the screen and the preview read it too). */
export type { ReportRow };

const COMPARISON_ZH = { full: '全数值比较法', rounded: '修约值比较法' } as const;

/**
 * The decision rule printed under the results: the comparison, its clause, and how a result below the MDL is judged
 * (it only says the value lies below the MDL; see schemas/templates/limit.ts).
 */
export function decisionRuleLines(r: Pick<ReportDocument, 'decisionRules' | 'comparedRounded'>): string[] {
  if (!r.decisionRules?.length) return [];
  return [
    // the basis names the comparison and its clause; the sentence after it says what that means for the reader
    ...r.decisionRules.map(
      (d) => `判定规则：${d.basis.zh}；${COMPARISON_ZH[d.comparison]}以${d.comparison === 'full' ? '未经修约的检测结果' : '修约后的报出值'}与标准限值比较。`,
    ),
    '低于检出限的结果：检出限不高于上限值时判为符合，检出限不高于下限值时判为不符合，否则不能判定。',
    ...(r.comparedRounded ? [`其中 ${r.comparedRounded} 项结果未保存未修约数值，按报出值比较。`] : []),
  ];
}

/**
 * Issue 33: the rule agreed with the client in words, and each U printed as CNAS-CL01-G003 writes it, "(y ± U) unit"
 * with k and the coverage probability (schemas/uncertainty/printing.ts).
 */
export function uncertaintyLines(r: Pick<ReportDocument, 'rows' | 'agreedRule'>): string[] {
  const withU = r.rows.filter((x) => x.uncertainty);
  return [
    ...(r.agreedRule ? [agreedRuleLine(r.agreedRule, 'zh')] : []),
    ...(withU.length ? ['扩展不确定度 U 由合成标准不确定度乘以包含因子 k 得到（CNAS-CL01-G003）：'] : []),
    ...withU.map((x) => `· ${x.sampleNo} ${x.parameter}：${x.uncertainty!.text}`),
  ];
}

/** What the library judgements add under the results: the oxygen correction used, and the parameters not judged. */
export function libraryLines(r: Pick<ReportDocument, 'rows'>): string[] {
  return [
    ...(r.rows.some((x) => x.corrected !== undefined) ? ['折算浓度 = 实测浓度 × (21 − 基准氧含量) / (21 − 实测含氧量)，按折算浓度判定。'] : []),
    ...(r.rows.some((x) => x.multiple !== undefined) ? ['超标倍数 = (判定所用浓度 − 限值) / 限值。'] : []),
    ...(r.rows.some((x) => x.covered === false && !x.conditions) ? ['“标准未规定，不评价”：所选执行标准未规定该项目的限值，该项目不作判定。'] : []),
    // the conditions the standard sets the item's limits under, which the point did not name: one line per item
    ...[...new Set(r.rows.filter((x) => x.conditions).map((x) => `${x.parameter}|${x.conditions!.join('、')}`))].map((k) => {
      const [parameter, conditions] = k.split('|');
      return `${parameter}：所选执行标准按适用条件（${conditions}）规定限值，委托时该点位未选择适用条件，该项目不作判定。`;
    }),
    ...[...new Set(r.rows.filter((x) => x.convertedFrom).map((x) => `${x.parameter}|${x.convertedFrom}|${x.unit}`))].map((k) => {
      const [parameter, from, to] = k.split('|');
      return `${parameter}：方法以 ${from} 报出，结果与检出限已换算为标准限值的单位 ${to}（仅移动小数点，有效数字不变）。`;
    }),
    ...[...new Set(r.rows.map((x) => x.nonConformance).filter(Boolean))].map((nc) => `※ 该结果质控不合格，经不符合项处理决定放行（质控单 ${nc}）。`),
  ];
}

/**
 * The instrument files results were read from, each with its SHA-256 in full: a reader holding the original export can
 * check that it is the file the values came from (the lab keeps the bytes; `npm run audit:verify` re-hashes them).
 */
export function instrumentFileLines(r: Pick<ReportDocument, 'rows'>): string[] {
  const files = new Map<string, { name: string; uses: string[] }>();
  for (const x of r.rows) {
    for (const s of x.sources ?? []) {
      const f = files.get(s.sha256) ?? { name: s.fileName, uses: [] };
      f.uses.push(`${x.sampleNo} ${x.parameter}（第 ${s.line} 行）`);
      files.set(s.sha256, f);
    }
  }
  return [...files.entries()].map(([sha, f]) => `仪器原始数据文件：${f.name}，SHA-256 ${sha}；读取的结果：${f.uses.join('、')}。`);
}

/**
 * The QR code (pdfmake draws it natively: no image, no extra library) and the code in words, so that a reader without
 * a phone can type the address. The page checks the file's SHA-256 against the one recorded at issue.
 */
const verifyBlock = (v: NonNullable<ReportDocument['verify']>): Content =>
  ({
    columns: [
      { qr: v.url, fit: 72, width: 'auto' },
      {
        width: '*',
        fontSize: 8,
        margin: [8, 4, 0, 0],
        stack: [`报告验证码：${v.code}`, `扫描二维码或访问 ${v.url}，可核验本报告的编号、签发日期，并上传 PDF 核对其是否与签发文件一致。`],
      },
    ],
    margin: [0, 8, 0, 0],
  }) as Content;

/** The CMA mark (its letters in a frame: the mark's artwork is the lab's to supply) and the certificate number(s). */
const cmaBlock = (c: CmaMark): Content =>
  ({
    columns: [
      {
        width: 'auto',
        table: { body: [[{ text: 'CMA', bold: true, fontSize: 14, color: '#b00020', margin: [4, 2, 4, 2] }]] },
        layout: { hLineColor: () => '#b00020', vLineColor: () => '#b00020' },
      },
      { width: '*', text: `资质认定证书编号：${c.certificateNos.join('、') || '—'}`, fontSize: 8, margin: [6, 8, 0, 0] },
    ],
    margin: [0, 0, 0, 6],
  }) as Content;

const cell = (text: string | Content[], extra: Record<string, unknown> = {}): TableCell => ({ text, ...extra }) as TableCell;

/** pdfmake's 'lightHorizontalLines' with half its cell padding (4 pt, not 8): room for the stack-gas columns. */
const narrowLines: CustomTableLayout = {
  hLineWidth: (i, node) => (i === 0 || i === node.table.body.length ? 0 : i === node.table.headerRows ? 2 : 1),
  vLineWidth: () => 0,
  hLineColor: (i) => (i === 1 ? 'black' : '#aaa'),
  paddingLeft: (i) => (i === 0 ? 0 : 4),
  paddingRight: (i, node) => (i === (node.table.widths?.length ?? 0) - 1 ? 0 : 4),
};

/** A CMA-style report: unique number and page x of y on every page, results, signatures, an end mark. */
export function reportDefinition(r: ReportDocument): TDocumentDefinitions {
  const date = (iso?: string) => formatWhen(iso, 'zh-CN', r.timeZone, 'date');
  const info: TableCell[][] = [
    [cell('委托单位', { bold: true }), cell(r.client.name), cell('委托单号', { bold: true }), cell(r.project.orderNo)],
    [cell('项目名称', { bold: true }), cell(r.project.name), cell('检测类别', { bold: true }), cell(r.project.category ?? '—')],
    [cell('项目地址', { bold: true }), cell(r.project.address ?? '—'), cell('联系人', { bold: true }), cell(r.client.contact ?? '—')],
    [cell('采样日期', { bold: true }), cell(r.dates.sampled ?? '—'), cell('收样日期', { bold: true }), cell(r.dates.received ?? '—')],
    [cell('分析日期', { bold: true }), cell(r.dates.analysed ?? '—'), cell('判定依据', { bold: true }), cell(r.limitStandard ?? '—')],
  ];
  // stack gas judged against a reference oxygen content: the O₂ measured and the standard's reference (one column,
  // 实测/基准), the corrected value and the exceedance multiple get columns (a row without a measured O₂ still shows
  // its reference, and no corrected value)
  const gas = r.rows.some((x) => x.corrected !== undefined || x.oxygenRef !== undefined);
  const over = r.rows.some((x) => x.multiple !== undefined);
  const withU = r.rows.some((x) => x.uncertainty !== undefined);
  // a stack-gas table has more columns than an A4 page gives 'auto' room for (pdfmake then squeezes some to one
  // character): its headers break into two lines where a reader expects it and its columns get fixed widths (pt)
  const two: Record<string, string> = { 检测结果: '检测\n结果', 标准限值: '标准\n限值', 超标倍数: '超标\n倍数', 检测方法: '检测\n方法' };
  const header = [
    '样品编号',
    '采样点位',
    '检测项目',
    '检测方法',
    '单位',
    '检出限',
    '检测结果',
    ...(withU ? ['扩展不确定度 U'] : []),
    ...(gas ? ['含氧量(%)\n实测/基准', '折算\n浓度'] : []),
    '标准限值',
    '判定',
    ...(over ? ['超标倍数'] : []),
    // the U column's header wraps (its cells are short): on one line it pushed the table past the page (looked at)
  ].map((h) => cell(gas ? (two[h] ?? h) : h, { bold: true, fillColor: '#eeeeee', noWrap: !gas && h !== '采样点位' && !h.startsWith('扩展') }));
  // a method number, a unit, a number or a limit is read as one word: on the plain table it is never broken over lines
  // ("HJ / 828-2017", "mg/ L"), its column takes the width of its longest entry; the point and the item wrap instead
  const word = gas ? {} : { noWrap: true };
  // one group per field sample (a sampling of a point): its bottles and its point with the sampling time span the
  // group's rows; an item of a group of several bottles names the bottle it was analysed from (schemas/reports/reportGroups.ts)
  const body: TableCell[][] = [
    header,
    ...groupRows(r.rows).flatMap((g) =>
      g.rows.map((x, k) => [
        // the bottles one under the other, each one word
        k === 0 ? ({ stack: g.bottles.map((b) => ({ text: b, noWrap: true })), rowSpan: g.rows.length } as TableCell) : cell(''),
        k === 0
          ? cell(g.sampledAt ? [g.point, { text: `\n${formatWhen(g.sampledAt, 'zh-CN', r.timeZone)}`, fontSize: 7, color: '#555' }] : g.point, {
              rowSpan: g.rows.length,
            })
          : cell(''),
        cell([
          x.parameter,
          ...(g.bottles.length > 1 ? [{ text: `\n${x.sampleNo}`, fontSize: 7, color: '#555' }] : []),
          // issue 32: an item outside the scope or subcontracted says so beside its name
          ...(x.scope && scopeNote(x.scope) ? [{ text: `\n${scopeNote(x.scope)}`, fontSize: 7, color: '#b00020' }] : []),
        ]),
        cell(x.method, word),
        cell(x.unit, word),
        cell(x.mdl, word),
        cell(x.nonConformance ? `${x.result} ※` : x.result, { bold: true, ...word }),
        ...(withU ? [cell(x.uncertainty ? `±${x.uncertainty.U}` : '—', word)] : []),
        ...(gas ? [cell(x.oxygenRef ? `${x.oxygenMeasured ?? '—'} / ${x.oxygenRef}` : '—'), cell(x.corrected ?? '—')] : []),
        cell(x.limit ?? '—', word),
        // a short verdict is read as one word (不符合, 不能判定), never split over lines; a longer note may wrap
        cell(x.judgement ?? '—', { noWrap: (x.judgement ?? '').length <= 4 }),
        ...(over ? [cell(x.multiple ?? '—')] : []),
      ]),
    ),
  ];
  const widths = gas
    ? [76, '*', 34, 48, 28, 24, 24, ...(withU ? [32] : []), 40, 24, 28, 32, ...(over ? [24] : [])]
    : ['auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto', ...(withU ? ['auto'] : []), 'auto', 'auto', ...(over ? ['auto'] : [])];
  const content: Content[] = [
    // the CMA mark and certificate number only as the scope allows (schemas/methods/scopeState.ts cmaMarkOf)
    ...(r.cma?.mark ? [cmaBlock(r.cma)] : []),
    { text: r.labName, style: 'lab' },
    { text: r.typeLabel || '检测报告', style: 'title' },
    { text: `报告编号：${r.reportNo}`, alignment: 'center', margin: [0, 0, 0, 4] },
    ...(r.verify ? [{ text: `验证码：${r.verify.code}`, alignment: 'center', fontSize: 8, margin: [0, 0, 0, 4] } as Content] : []),
    ...(r.replacesReportNo
      ? [{ text: `本报告替代报告 ${r.replacesReportNo}，原报告作废。`, alignment: 'center', color: '#b00020', margin: [0, 0, 0, 4] } as Content]
      : []),
    { text: r.title, alignment: 'center', bold: true, margin: [0, 4, 0, 10] },
    { table: { widths: [60, '*', 60, '*'], body: info }, margin: [0, 0, 0, 10] },
    { text: '检测结果', style: 'h2' },
    // columns sized to their content; the sampling point takes what is left and wraps (never one character wide)
    { table: { headerRows: 1, dontBreakRows: true, widths, body }, layout: gas ? narrowLines : 'lightHorizontalLines', fontSize: 8 },
    ...[...uncertaintyLines(r), ...decisionRuleLines(r), ...libraryLines(r), ...instrumentFileLines(r)].map(
      (t, i) => ({ text: t, fontSize: 8, margin: [0, i === 0 ? 4 : 0, 0, 0] }) as Content,
    ),
    ...(r.holding?.length ? [{ text: '超出保存时限的结果', style: 'h2' } as Content, { ul: r.holding, fontSize: 8, color: '#b00020' } as Content] : []),
    ...(r.qc
      ? [
          { text: '质量控制结果', style: 'h2' } as Content,
          r.qc.length
            ? ({
                table: {
                  headerRows: 1,
                  dontBreakRows: true,
                  widths: [70, 66, 84, '*', 50, 60, 80],
                  body: [
                    ['质控单号', '质控类型', '质控样编号', '检测项目', '结果', '控制限', '判定'].map((h) => cell(h, { bold: true, fillColor: '#eeeeee' })),
                    ...r.qc.map((q) => [cell(q.qcNo), cell(q.type), cell(q.sampleNo), cell(q.parameter), cell(q.value), cell(q.limit), cell(q.verdict)]),
                  ],
                },
                layout: 'lightHorizontalLines',
                fontSize: 8,
              } as Content)
            : ({ text: '无质控评价记录。' } as Content),
        ]
      : []),
    ...(r.fieldConditions ? [{ text: '现场条件', style: 'h2' } as Content, { ul: r.fieldConditions } as Content] : []),
    { text: '说明', style: 'h2' },
    {
      ul: [
        '低于方法检出限的结果以“检出限+L”表示（HJ/T 91、HJ/T 164），例如 0.025L。',
        `数值修约按 GB/T 8170-2008 执行，方法标准另有规定的从其规定${r.decisionRules?.length ? '；限值判定规则见检测结果表下方' : ''}。`,
        ...(r.volumeStates ?? []),
        ...(r.cma?.statements ?? []),
        '本报告仅对所检样品负责；未经本机构书面批准，不得部分复制本报告。',
      ],
    },
    ...(r.conclusion ? [{ text: '结论', style: 'h2' } as Content, { text: r.conclusion } as Content] : []),
    ...(r.notes ? [{ text: '备注', style: 'h2' } as Content, { text: r.notes } as Content] : []),
    // the signatures, issue date and end mark stay together: a page never holds only the end of a report
    {
      unbreakable: true,
      stack: [
        { text: '签名', style: 'h2' },
        {
          table: {
            widths: ['*', '*', '*', '*'],
            body: [r.signatures.map((s) => cell(s.role, { bold: true })), r.signatures.map((s) => cell(s.name)), r.signatures.map((s) => cell(date(s.at)))],
          },
        },
        { text: `签发日期：${date(r.issuedAt)}`, margin: [0, 8, 0, 0] },
        ...(r.verify ? [verifyBlock(r.verify)] : []),
        { text: '——报告结束——', alignment: 'center', margin: [0, 16, 0, 0] },
      ],
    },
  ];
  return {
    pageSize: 'A4',
    pageMargins: [36, 54, 36, 48],
    info: { title: `${r.reportNo} ${r.title}`, author: r.labName, subject: r.typeLabel },
    header: () => ({
      columns: [
        { text: r.labName, fontSize: 8 },
        { text: `报告编号：${r.reportNo}`, alignment: 'right', fontSize: 8 },
      ],
      margin: [36, 24, 36, 0],
    }),
    footer: (page: number, pages: number) => ({ text: `第 ${page} 页 共 ${pages} 页`, alignment: 'center', fontSize: 8, margin: [0, 16, 0, 0] }),
    content,
    styles: {
      lab: { fontSize: 16, bold: true, alignment: 'center', margin: [0, 0, 0, 6] },
      title: { fontSize: 22, bold: true, alignment: 'center', characterSpacing: 6, margin: [0, 0, 0, 6] },
      h2: { fontSize: 11, bold: true, margin: [0, 10, 0, 4] },
    },
  };
}

export const renderReport = (r: ReportDocument) => renderPdf(reportDefinition(r));
