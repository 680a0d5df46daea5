// The traceability routes (server/reagents/trace, issue 34 item 4), answers typed by their declared shapes.
import { request } from '../http.ts';
import { download } from '../download.ts';
import type { LotTrace, ResultTrace } from '../../../schemas/reagents/trace.ts';

export const reagentTrace = {
  /** GET /admin/reagents/trace/result/{id}: the result back to the lots and their certificates */
  result: (id: number | string) => request<ResultTrace>({ url: `reagents/trace/result/${id}`, silent: true }),
  /** GET /admin/reagents/trace/lot/{id}: the lot forwards to every solution, record, sheet, result and report */
  lot: (id: number | string) => request<LotTrace>({ url: `reagents/trace/lot/${id}`, silent: true }),
  /** GET /admin/reagents/trace/lot/{id}/export: the same as an Excel file */
  xlsx: (id: number, lotNo: string) => download(`reagents/trace/lot/${id}/export`, {}, `${lotNo}.xlsx`),
};
