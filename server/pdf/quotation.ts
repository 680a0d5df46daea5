import type { Content, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import { renderPdf } from './render.ts';
import type { OrderItems } from '../../schemas/workflows/orderItems.ts';

/**
 * 检测报价单 of an order: the client, then per sampling point its frequency and applicable standard and each test
 * item with its method, unit price, count (samples of the point) and subtotal; the gross, the discount and the total
 * are the order's own quote (schemas' quoteOf, in decimal), so the PDF says what the wizard showed.
 */
export function quotationDefinition(q: OrderItems, date: string): TDocumentDefinitions {
  const head = ['检测项目', '方法依据', '单价（元）', '样品数', '小计（元）'].map((text): TableCell => ({ text, bold: true, fillColor: '#eeeeee' }));
  const body: TableCell[][] = [head];
  q.points.forEach((p, i) => {
    const std = p.standard ? `；执行标准：${p.standard}${p.standardClass ? ` ${p.standardClass}` : ''}${p.condition ? `（${p.condition}）` : ''}` : '';
    body.push([
      { text: `${i + 1}. ${p.name}（${p.matrix}）：${p.days} 天 × ${p.timesPerDay} 次/天 = ${p.samples} 个样品${std}`, colSpan: 5, bold: true },
      {},
      {},
      {},
      {},
    ]);
    for (const x of p.items)
      body.push([
        x.name,
        { text: `${x.methodNo}${x.methodTitle ? ` ${x.methodTitle}` : ''}`, fontSize: 8 },
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
  body.push(total('合计', q.gross), total('折扣', q.discount), total('报价合计', q.total, true));
  const client: Content = {
    table: {
      widths: [56, '*', 84, '*'],
      body: [
        ['委托单位', q.client.name, '统一社会信用代码', q.client.creditCode ?? '—'],
        ['联系人', q.client.contact ?? '—', '电话', q.client.phone ?? '—'],
        ['地址', { text: q.client.address ?? '—', colSpan: 3 }, {}, {}],
        ['项目名称', { text: q.projectName, colSpan: 3 }, {}, {}],
      ],
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 10],
  };
  return {
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    info: { title: `${q.orderNo} 检测报价单` },
    content: [
      { text: q.labName, alignment: 'center', fontSize: 12 },
      { text: '检测报价单', alignment: 'center', fontSize: 16, bold: true, margin: [0, 4, 0, 4] },
      { text: `委托单号：${q.orderNo}    日期：${date}`, alignment: 'center', margin: [0, 0, 0, 12] },
      client,
      { table: { headerRows: 1, widths: [90, '*', 56, 40, 60], body, dontBreakRows: true } },
      { text: '样品数 = 采样天数 × 每天频次；报价按所列检测项目逐个样品计价。', fontSize: 8, color: '#555', margin: [0, 8, 0, 0] },
    ],
    defaultStyle: { fontSize: 9 },
  };
}

export const renderQuotation = (q: OrderItems, date: string) => renderPdf(quotationDefinition(q, date));
