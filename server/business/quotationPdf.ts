import type { Content, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import { renderPdf } from '../pdf/render.ts';
import type { OrderItems } from '../../schemas/business/orderItems.ts';
import type { Lang } from '../http/messages.ts';

/** The quotation's words in the requester's language (the items, matrices and standards come translated by orderItems). */
const WORDS = {
  'zh-CN': {
    title: '检测报价单',
    head: ['检测项目', '方法依据', '单价（元）', '样品数', '小计（元）'],
    point: (i: number, p: OrderItems['points'][number]) => `${i}. ${p.name}（${p.matrix}）：${p.days} 天 × ${p.timesPerDay} 次/天 = ${p.samples} 个样品`,
    standard: (s: string) => `；执行标准：${s}`,
    condition: (c: string) => `（${c}）`,
    gross: '合计',
    discount: '折扣',
    total: '报价合计',
    client: ['委托单位', '统一社会信用代码', '联系人', '电话', '地址', '项目名称'],
    orderLine: (no: string, date: string) => `委托单号：${no}    日期：${date}`,
    note: '样品数 = 采样天数 × 每天频次；报价按所列检测项目逐个样品计价。',
  },
  en: {
    title: 'Quotation for Testing Services',
    head: ['Test item', 'Method', 'Unit price (CNY)', 'Samples', 'Amount (CNY)'],
    point: (i: number, p: OrderItems['points'][number]) =>
      `${i}. ${p.name} (${p.matrix}): ${p.days} ${p.days === 1 ? 'day' : 'days'} × ${p.timesPerDay} per day = ${p.samples} ${p.samples === 1 ? 'sample' : 'samples'}`,
    standard: (s: string) => `; applicable standard: ${s}`,
    condition: (c: string) => ` (${c})`,
    gross: 'Subtotal (CNY)',
    discount: 'Discount factor',
    total: 'Total quoted (CNY)',
    client: ['Client', 'Unified social credit code', 'Contact', 'Phone', 'Address', 'Project'],
    orderLine: (no: string, date: string) => `Order No.: ${no}    Date: ${date}`,
    note: 'Samples = sampling days × samplings per day; each listed test item is priced per sample.',
  },
} as const;

/**
 * 检测报价单 of an order: the client, then per sampling point its frequency and applicable standard and each test
 * item with its method, unit price, count (samples of the point) and subtotal; the gross, the discount and the total
 * are the order's own quote (schemas' quoteOf, in decimal), so the PDF says what the wizard showed.
 */
export function quotationDefinition(q: OrderItems, date: string, lang: Lang = 'zh-CN'): TDocumentDefinitions {
  const w = WORDS[lang];
  const head = w.head.map((text): TableCell => ({ text, bold: true, fillColor: '#eeeeee' }));
  const body: TableCell[][] = [head];
  q.points.forEach((p, i) => {
    const std = p.standard ? w.standard(`${p.standard}${p.standardClass ? ` ${p.standardClass}` : ''}`) + (p.condition ? w.condition(p.condition) : '') : '';
    body.push([{ text: `${w.point(i + 1, p)}${std}`, colSpan: 5, bold: true }, {}, {}, {}, {}]);
    for (const x of p.items)
      body.push([
        x.name,
        // the method's title is kept in Chinese only: an English sheet cites the standard by its number
        { text: `${x.methodNo}${x.methodTitle && lang !== 'en' ? ` ${x.methodTitle}` : ''}`, fontSize: 8 },
        { text: x.unitPrice, alignment: 'right' },
        { text: String(x.count), alignment: 'right' },
        { text: x.subtotal, alignment: 'right' },
      ]);
  });
  const total = (label: string, value: string, bold = false): TableCell[] => [
    { text: label, colSpan: 4, alignment: 'right', bold },
    {},
    {},
    {},
    { text: value, alignment: 'right', bold },
  ];
  body.push(total(w.gross, q.gross), total(w.discount, q.discount), total(w.total, q.total, true));
  const client: Content = {
    table: {
      widths: lang === 'en' ? [52, '*', 124, '*'] : [56, '*', 84, '*'],
      body: [
        [w.client[0], q.client.name, w.client[1], q.client.creditCode ?? '—'],
        [w.client[2], q.client.contact ?? '—', w.client[3], q.client.phone ?? '—'],
        [w.client[4], { text: q.client.address ?? '—', colSpan: 3 }, {}, {}],
        [w.client[5], { text: q.projectName, colSpan: 3 }, {}, {}],
      ],
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 10],
  };
  return {
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    info: { title: `${q.orderNo} ${w.title}` },
    content: [
      { text: q.labName, alignment: 'center', fontSize: 12 },
      { text: w.title, alignment: 'center', fontSize: 16, bold: true, margin: [0, 4, 0, 4] },
      { text: w.orderLine(q.orderNo, date), alignment: 'center', margin: [0, 0, 0, 12] },
      client,
      { table: { headerRows: 1, widths: lang === 'en' ? [90, '*', 56, 44, 60] : [90, '*', 56, 40, 60], body, dontBreakRows: true } },
      { text: w.note, fontSize: 8, color: '#555', margin: [0, 8, 0, 0] },
    ],
    defaultStyle: { fontSize: 9 },
  };
}

export const renderQuotation = (q: OrderItems, date: string, lang: Lang = 'zh-CN') => renderPdf(quotationDefinition(q, date, lang));
