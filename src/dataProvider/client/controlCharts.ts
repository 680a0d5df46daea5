// The statistical QC routes the screens call beside the generic CRUD API (server/controlCharts, issue 31), one typed
// function each, answers typed by the declared view schemas (schemas/controlCharts/view.ts).
import { request } from '../http.ts';
import { download } from '../download.ts';
import type { ChartView, QcChartVerdicts } from '../../../schemas/controlCharts/view.ts';
import type { CorrectiveClose, LimitsRequest } from '../../../schemas/controlCharts/charts.ts';

/** The body of POST /admin/api/v1/{resource}/{id}/transitions/{name} (src/dataProvider/index.ts) with its step data. */
export interface StepBody<D> {
  version: number;
  reason?: string;
  password?: string;
  data?: D;
}

const step = <D>(resource: 'controlCharts' | 'correctiveActions', id: number, name: string, body: StepBody<D>) =>
  request({ url: `api/v1/${resource}/${id}/transitions/${name}`, method: 'POST', data: body, silent: true });

export const controlChartsApi = {
  /** GET /admin/qc/charts/{id}/view: the chart with its limits, versions, points and corrective actions */
  view: (id: number) => request<ChartView>({ url: `qc/charts/${id}/view`, silent: true }),
  /** GET /admin/qc/charts/verdicts?qcSheetId=: each point a QC sheet landed, with its chart and verdict */
  verdicts: (qcSheetId: number) => request<QcChartVerdicts>({ url: 'qc/charts/verdicts', params: { qcSheetId }, silent: true }),
  /** a chart's establish / reestablish step (data: limitsRequest) or its retire step (reason only) */
  chartStep: (id: number, name: 'establish' | 'reestablish' | 'retire', body: StepBody<LimitsRequest>) => step('controlCharts', id, name, body),
  /** GET /admin/qc/charts/{id}/pdf and /xlsx: the chart's paper and file, saved under the server's file name */
  pdf: (id: number, chartNo: string) => download(`qc/charts/${id}/pdf`, {}, `${chartNo}.pdf`),
  xlsx: (id: number, chartNo: string) => download(`qc/charts/${id}/xlsx`, {}, `${chartNo}.xlsx`),
  /** a corrective action's signed close (data: correctiveClose) */
  close: (id: number, body: StepBody<CorrectiveClose>) => step('correctiveActions', id, 'close', body),
};
