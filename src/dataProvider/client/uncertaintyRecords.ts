// The uncertainty records' feature route (server/uncertainty/feature.ts): the test item's QC data a top-down estimate
// is filled from (the records themselves go through the CRUD API).
import type { TopDownSources } from '../../../schemas/uncertainty/sources.ts';
import { request } from '../http.ts';

export const uncertaintyRecordsApi = {
  /** GET /admin/uncertainty/top-down-sources: control charts (u(Rw)) and PT biases, each usable or saying why not */
  topDownSources: (parameterId: number) => request<TopDownSources>({ url: 'uncertainty/top-down-sources', params: { parameterId }, silent: true }),
};
