// The method capability's routes the screens call beside the generic CRUD API (server/methods, issue 32).
import { request } from '../http.ts';
import { download } from '../download.ts';
import type { PtCloseRequest } from '../../../schemas/methods/authorisations.ts';
import type { StepBody } from './controlCharts.ts';
import type { SheetGate } from '../../../schemas/methods/gate.ts';

export const methodsApi = {
  /** an analysis sheet's test items whose method is neither verified nor in scope: its issue asks method:decide's reason */
  sheetGate: (sheetId: number) => request<SheetGate>({ url: 'methods/sheet-gate', params: { id: sheetId } }),
  /** a proficiency-testing result's signed corrective-action close (data: ptCloseRequest) */
  ptClose: (id: number, body: StepBody<PtCloseRequest>) =>
    request({ url: `api/v1/ptResults/${id}/transitions/close`, method: 'POST', data: body, silent: true }),
  /** GET /admin/methods/verifications/{id}/pdf: the verification report (HJ 168-2020), saved as {verificationNo}.pdf */
  verificationPdf: (id: number, verificationNo: string) => download(`methods/verifications/${id}/pdf`, {}, `${verificationNo}.pdf`),
  /** GET /admin/methods/scope/xlsx: the scope schedule (能力附表) in the assessor's columns, for the list's filters */
  scopeXlsx: (query: Record<string, unknown>) => download('methods/scope/xlsx', query, 'scope.xlsx'),
};
