// The reagent inventory's feature routes (issue 34 items 1 and 5, server/reagents/inventory/feature.ts): a lot's
// certificate file, its containers' labels and the dashboard's alerts.
import { request } from '../http.ts';
import { download } from '../download.ts';

export type { ExpiringItem, LowStockItem, ReagentAlerts } from '../../../schemas/reagents/alerts.ts';
import type { ReagentAlerts } from '../../../schemas/reagents/alerts.ts';

export const inventory = {
  /** GET reagents/alerts (reagent:query) */
  alerts: () => request<ReagentAlerts>({ url: 'reagents/alerts', silent: true }),
  /** GET reagents/lots/{id}/labels: the containers' labels PDF, saved as {lotNo}-labels.pdf */
  labels: (lot: { id: number; lotNo: string }) => download(`reagents/lots/${lot.id}/labels`, {}, `${lot.lotNo}-labels.pdf`),
  /** POST api/v1/materialLots/{id}/certificate (multipart): the lot's certificate, once */
  attachCertificate: (lotId: number, file: File) =>
    request({ url: `api/v1/materialLots/${lotId}/certificate`, method: 'POST', multipart: true, data: { file, filename: file.name } }),
  /** the stored certificate, saved under the certificate's number */
  certificate: (url: string, name: string) => download(url.replace(/^\/admin\//, ''), {}, name),
};
