// 质控报告: the QC evaluations of an order's QC sheets as the report prints them, each with its type and statistic in
// words (never a code), the limit used and its verdict, a failed one with its nonconformity's decision.
import { calcMessages } from '../../schemas/templates/messages.ts';
import { findBy, type Row, type Unit } from '../workflow/store.ts';

const QC_LABEL: Record<string, string> = {
  field_blank: '全程序空白',
  transport_blank: '运输空白',
  field_duplicate: '现场平行',
  lab_blank: '实验室空白',
  lab_duplicate: '实验室平行',
  matrix_spike: '加标回收',
  crm: '有证标准物质',
};
/** A QC statistic as the report prints it (相对偏差, 绝对差值), never its code. */
const statisticLabel = (code: string) => (calcMessages['zh-CN'] as Record<string, string>)[`calc.qc.statistic.${code}`] ?? code;

/** The QC evaluation rows of the order's QC sheets. */
export async function qcEvaluationRows(u: Unit, orderId: number) {
  return (await findBy(u, 'qcSheets', 'orderId', orderId)).flatMap((q) => {
    const ev = (q.evaluation as { evaluations?: Array<Row> } | null)?.evaluations ?? [];
    return ev.map((e) => ({
      qcNo: String(q.qcNo),
      type: QC_LABEL[String(e.type)] ?? String(e.type),
      sampleNo: String(e.sampleNo ?? '—'),
      parameter: String(e.parameter),
      value:
        e.value === undefined || e.value === null
          ? '—'
          : `${e.value}${e.statistic && e.statistic !== 'recovery' ? ` (${statisticLabel(String(e.statistic))})` : e.statistic === 'recovery' ? '%' : ''}`,
      limit: String(e.limit),
      verdict:
        e.pass === true
          ? '合格'
          : e.pass === false
            ? q.nonConformance
              ? `不合格（不符合项已决定放行：${q.nonConformance}）`
              : q.status === 'failed'
                ? '不合格（不符合项待决定）'
                : '不合格'
            : '不判定',
    }));
  });
}
