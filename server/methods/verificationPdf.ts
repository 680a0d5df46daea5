// A method verification report on paper (issue 32 item 1, HJ 168-2020): the method standard, matrix and test item;
// the detection-limit study (every replicate as entered, n, mean, S, t(n−1, 0.99), MDL = t·S, LOQ = 4 × MDL, mean /
// MDL, the standard's MDL, the verdict and its reasons), precision (RSD per level), accuracy (a CRM against its
// certificate or spike recovery against the method's range), the conclusion, and who verified and approved it, when
// (names, the lab's time zone). Reported values beside the full ones the server keeps; nothing is computed here.
import type { Content, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import { renderPdf } from '../pdf/render.ts';
import { formatWhen } from '../../schemas/format/when.ts';
import { fieldLabel, valueWord } from '../../schemas/core/labels.ts';
import { roundGB8170 } from '../../schemas/calc/round.ts';
import { resourceByName } from '../../schemas/resources/index.ts';
import { translate, type Lang } from '../http/messages.ts';
import type { Signed, VerificationPaper } from './verificationPaper.ts';

const WORDS = {
  'zh-CN': {
    title: '方法验证报告',
    colon: '：',
    unit: (u: string) => `（${u}）`,
    basis: '依据 HJ 168-2020《环境监测分析方法标准制订技术导则》',
    method: '方法标准（编号及名称）',
    mdl: '一、方法检出限',
    precision: '二、精密度',
    accuracy: '三、正确度',
    conclusion: '四、验证结论',
    signatures: '五、签署',
    blank: '空白试验',
    spiked: (level: string, unit: string) => `加标样品，加标浓度 ${level} ${unit}`,
    replicates: '平行测定值',
    figure: ['项目', '报告值', '全数值'],
    mdlRows: ['测定次数 n', '平均值', '标准偏差 S', 't(n−1, 0.99)', '方法检出限 MDL = t·S', '测定下限 4×MDL', '平均值 / MDL', '标准方法检出限'],
    precisionHead: ['浓度水平', '测定值', 'n', '平均值', '标准偏差 S', '相对标准偏差 RSD %'],
    crm: (v: string, u: string) => `有证标准物质：标准值 ${v} ± ${u}`,
    spike: (added: string, background: string) => `加标回收：加标量 ${added}，未加标样品测定值 ${background}`,
    accHead: ['n', '平均值', '相对误差 %', '平均回收率 %'],
    fullValues: (mean: string, s: string, rsd: string) => `全数值：平均值 ${mean}；S ${s}；RSD ${rsd} %`,
    recoveries: '各次回收率 %',
    range: (low: string, high: string) => `方法要求的回收率范围：${low}% ～ ${high}%`,
    noRange: '未给出方法要求的回收率范围，未作判定',
    within: '满足方法要求',
    outside: '不满足方法要求',
    none: '未做此项试验。',
    notComputed: '尚未计算。',
    verifier: '验证人',
    approver: '批准人',
    signedAt: '签署时间',
    unsigned: '（未签署）',
    electronic: '以上签署均为电子签名：签署人输入本人密码确认，系统记录签署人与时间。',
    rounding:
      '数值修约按 GB/T 8170-2008，由全数值一次修约：平均值比测定值多保留一位小数；标准偏差保留 3 位有效数字；百分数保留 1 位小数。HJ 168-2020 对检出限有效位数的规定未能查阅：实验室报告用的检出限由验证人填写，不低于 t·S 的全数值，测定下限为其 4 倍；t·S 与 4×t·S 的全数值并列。判定均用全数值。',
    printed: (at: string) => `打印时间：${at}`,
    page: (p: number, n: number) => `第 ${p} 页 / 共 ${n} 页`,
  },
  en: {
    title: 'Method verification report',
    colon: ': ',
    unit: (u: string) => ` (${u})`,
    basis: 'After HJ 168-2020, Technical guideline for the development of environmental monitoring analytical method standards',
    method: 'Method standard (number and title)',
    mdl: '1. Method detection limit',
    precision: '2. Precision',
    accuracy: '3. Accuracy',
    conclusion: '4. Conclusion',
    signatures: '5. Signatures',
    blank: 'Blank',
    spiked: (level: string, unit: string) => `Spiked sample at ${level} ${unit}`,
    replicates: 'Replicates',
    figure: ['Figure', 'Reported', 'Full value'],
    mdlRows: ['n', 'Mean', 'Std. dev. S', 't(n−1, 0.99)', 'MDL = t·S', 'LOQ = 4 × MDL', 'Mean / MDL', "Standard's MDL"],
    precisionHead: ['Level', 'Values', 'n', 'Mean', 'Std. dev. S', 'RSD %'],
    crm: (v: string, u: string) => `Certified reference material: ${v} ± ${u}`,
    spike: (added: string, background: string) => `Spike recovery: added ${added}, unspiked sample ${background}`,
    accHead: ['n', 'Mean', 'Relative error %', 'Mean recovery %'],
    fullValues: (mean: string, s: string, rsd: string) => `Full values: mean ${mean}; S ${s}; RSD ${rsd} %`,
    recoveries: 'Recoveries %',
    range: (low: string, high: string) => `The method's recovery range: ${low} % to ${high} %`,
    noRange: 'No recovery range of the method given: not judged',
    within: "Within the method's range",
    outside: "Outside the method's range",
    none: 'Not studied.',
    notComputed: 'Not computed yet.',
    verifier: 'Verified by',
    approver: 'Approved by',
    signedAt: 'Signed at',
    unsigned: '(not signed)',
    electronic: 'Both are electronic signatures: the signer confirmed with their own password; the system recorded who and when.',
    rounding:
      "Rounding per GB/T 8170-2008, once, from the full value: a mean to one place more than the values; S to 3 significant figures; percentages to 1 place. HJ 168-2020's rule for the digits of a detection limit could not be read: the lab's reported MDL is stated by the verifier, not below the full t·S, and the LOQ is 4 × it; the full t·S and 4 × t·S stand beside. Verdicts use full values.",
    printed: (at: string) => `Printed ${at}`,
    page: (p: number, n: number) => `Page ${p} of ${n}`,
  },
} as const;

// the declaration, typed as any resource: the label helpers read it generically
const methodVerifications = resourceByName.get('methodVerifications')!;
const GREY = '#555';
const head = (cells: readonly string[]): TableCell[] => cells.map((text) => ({ text, bold: true, fillColor: '#eeeeee' }));
const h2 = (text: string): Content => ({ text, bold: true, fontSize: 10, margin: [0, 8, 0, 4] });
/** a reported value with its full value beneath when they differ */
const both = (reported: string, full: string): TableCell => (reported === full ? reported : { stack: [reported, { text: full, fontSize: 6, color: GREY }] });
const pct = (full: string) => roundGB8170(full, { decimals: 1 });

function verificationPdfDefinition(p: VerificationPaper, lang: Lang, printedAt: string): TDocumentDefinitions {
  const w = WORDS[lang];
  const F = (k: string) => fieldLabel(methodVerifications, k, lang);
  const when = (v: string | null, style: 'date' | 'minute' = 'minute') => formatWhen(v, lang, p.timeZone, style);
  const withUnit = (v: string | null) => (v ? `${v} ${p.unit}` : '—');

  const kv = (pairs: Array<[string, string]>): Content => ({
    table: {
      widths: [lang === 'en' ? 110 : 90, '*'],
      body: pairs.map(([k, v]) => [{ text: k, color: GREY }, v]),
    },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 4],
  });

  const header = kv([
    [F('verificationNo'), p.verificationNo],
    [w.method, `${p.standardNo}\u3000${p.standardTitle}`],
    [F('matrix'), p.matrix],
    [F('parameterId'), `${p.parameter}${p.unit ? w.unit(p.unit) : ''}`],
    [F('status'), valueWord(methodVerifications, 'status', p.status, lang)],
  ]);

  const m = p.mdlResult;
  const mdl: Content[] = !p.mdlStudy
    ? [{ text: w.none }]
    : [
        { text: p.mdlStudy.spikeLevel ? w.spiked(p.mdlStudy.spikeLevel, p.unit) : w.blank, margin: [0, 0, 0, 2] },
        replicateTable(w.replicates, p.mdlStudy.values),
        m
          ? {
              table: {
                headerRows: 1,
                widths: [140, 120, '*'],
                body: [
                  head(w.figure),
                  [w.mdlRows[0], String(m.n), String(m.n)],
                  [w.mdlRows[1], m.reported.mean, m.mean],
                  [w.mdlRows[2], m.reported.s, m.s],
                  [w.mdlRows[3], m.t, m.t],
                  [w.mdlRows[4], p.verifiedMdl ?? m.reported.mdl, m.mdl],
                  [w.mdlRows[5], p.verifiedLoq ?? m.reported.loq, m.loq],
                  [w.mdlRows[6], m.ratio ? roundGB8170(m.ratio, { decimals: 2 }) : '—', m.ratio ?? '—'],
                  [w.mdlRows[7], withUnit(p.standardMdl), p.standardMdl ?? '—'],
                ],
              },
              fontSize: 8,
              margin: [0, 4, 0, 4],
            }
          : { text: w.notComputed },
        ...(m
          ? [
              { text: `${F('verdict')}${w.colon}${valueWord(methodVerifications, 'verdict', m.verdict, lang)}`, bold: true },
              ...m.reasons.map((k) => ({ text: `· ${translate(lang, k)}`, color: m.verdict === 'pass' ? GREY : '#b00020' })),
            ]
          : []),
      ];

  const levels = p.precision?.levels ?? [];
  const precision: Content = levels.length
    ? {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: [60, '*', 18, 60, 60, 60],
          body: [
            head(w.precisionHead),
            ...levels.flatMap((l, i) => {
              const r = p.precisionResult?.levels[i];
              if (!r) return [[l.level, l.values.join('  '), '—', '—', '—', '—']];
              // the full values on a line of their own: 34 digits do not fit a column
              const full: TableCell = { text: w.fullValues(r.mean, r.s, r.rsd), colSpan: 6, fontSize: 6, color: GREY };
              return [
                [l.level, l.values.join('  '), String(r.n), r.reported.mean, r.reported.s, r.reported.rsd],
                [full, '', '', '', '', ''],
              ];
            }),
          ],
        },
        fontSize: 8,
      }
    : { text: w.none };

  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 48],
    info: { title: `${p.verificationNo} ${w.title}` },
    footer: (page, pages) => ({
      columns: [
        { text: `${p.verificationNo}\u3000${w.printed(when(printedAt))}`, fontSize: 7, color: '#777' },
        { text: w.page(page, pages), fontSize: 7, color: '#777', alignment: 'right' },
      ],
      margin: [40, 14, 40, 0],
    }),
    content: [
      { text: p.labName, alignment: 'center', fontSize: 12 },
      { text: w.title, alignment: 'center', fontSize: 16, bold: true, margin: [0, 4, 0, 2] },
      { text: w.basis, alignment: 'center', fontSize: 8, color: GREY, margin: [0, 0, 0, 8] },
      header,
      h2(w.mdl),
      ...mdl,
      h2(w.precision),
      precision,
      h2(w.accuracy),
      ...accuracy(p, w),
      h2(w.conclusion),
      kv([
        [F('verdict'), p.verdict ? valueWord(methodVerifications, 'verdict', p.verdict, lang) : '—'],
        [F('verifiedMdl'), withUnit(p.verifiedMdl)],
        [F('verifiedLoq'), withUnit(p.verifiedLoq)],
        [F('conclusion'), p.conclusion ?? '—'],
        [F('validUntil'), when(p.validUntil, 'date')],
      ]),
      // the signatures and the notes stay together: a page never holds only the end of a note
      {
        unbreakable: true,
        stack: [
          h2(w.signatures),
          {
            table: {
              widths: ['*', '*', '*', '*'],
              body: [
                head([w.verifier, w.signedAt, w.approver, w.signedAt]),
                [...signature(p.verifier, w.unsigned, when), ...signature(p.approver, w.unsigned, when)],
              ],
            },
          },
          { text: w.electronic, fontSize: 7, color: GREY, margin: [0, 4, 0, 0] },
          { text: w.rounding, fontSize: 7, color: GREY, margin: [0, 8, 0, 0] },
        ],
      },
    ],
    defaultStyle: { fontSize: 9 },
  };
}

type Words = (typeof WORDS)[Lang];

function signature(s: Signed | null, unsigned: string, when: (v: string | null) => string): TableCell[] {
  return s ? [{ text: s.name, bold: true }, when(s.at)] : [{ text: unsigned, color: GREY }, '—'];
}

/** the replicates numbered, as entered (every digit), ten to a row */
function replicateTable(title: string, values: readonly string[]): Content {
  const rows: TableCell[][] = [];
  for (let i = 0; i < values.length; i += 10) {
    const chunk = values.slice(i, i + 10);
    rows.push([{ text: title, color: GREY }, ...chunk.map((_, j) => ({ text: String(i + j + 1), color: GREY, alignment: 'center' as const }))]);
    rows.push(['', ...chunk.map((v) => ({ text: v, alignment: 'center' as const }))]);
  }
  const cols = Math.min(10, Math.max(values.length, 1));
  for (const r of rows) while (r.length < cols + 1) r.push('');
  return values.length
    ? { table: { widths: [60, ...Array(cols).fill('*')], body: rows }, layout: 'lightHorizontalLines', fontSize: 8, margin: [0, 0, 0, 2] }
    : { text: '—' };
}

function accuracy(p: VerificationPaper, w: Words): Content[] {
  const a = p.accuracy;
  if (!a) return [{ text: w.none }];
  const r = p.accuracyResult;
  const what = a.kind === 'crm' ? w.crm(a.certifiedValue ?? '—', a.certifiedU ?? '—') : w.spike(a.added ?? '—', a.background ?? '0');
  const out: Content[] = [{ text: `${what} ${p.unit}`.trim(), margin: [0, 0, 0, 2] }, replicateTable(w.replicates, a.values)];
  if (!r) return [...out, { text: w.notComputed }];
  out.push({
    table: {
      headerRows: 1,
      widths: [30, 120, 120],
      body: [
        head([w.accHead[0], w.accHead[1], w.accHead[r.kind === 'crm' ? 2 : 3]]),
        [String(r.n), both(r.reported.mean, r.mean), both(r.reported.value, r.value)],
      ],
    },
    fontSize: 8,
    margin: [0, 4, 0, 4],
  });
  if (r.kind === 'spike') {
    out.push({ text: `${w.recoveries}${w.colon}${r.recoveries.map(pct).join('  ')}`, fontSize: 8 });
    out.push({ text: a.acceptLow !== undefined && a.acceptHigh !== undefined ? w.range(a.acceptLow, a.acceptHigh) : w.noRange, fontSize: 8 });
  }
  if (r.pass !== null) out.push({ text: r.pass ? w.within : w.outside, bold: true, color: r.pass ? '#1b5e20' : '#b00020' });
  return out;
}

export const renderVerificationPdf = (p: VerificationPaper, lang: Lang, printedAt: string) => renderPdf(verificationPdfDefinition(p, lang, printedAt));
