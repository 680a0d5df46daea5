// The reagent inventory's routes beyond the generic CRUD (issue 34 items 1 and 5): a lot's certificate file (attached
// once, as a calibration's certificate is: server/system/files/attach.ts), its containers' labels as a PDF, and the
// dashboard's alerts. (In a folder of its own: server/reagents/*/feature.ts are the reagent helpers' routes.)
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../services.ts';
import { contextOf } from '../../crud/context.ts';
import { fromZod } from '../../openapi/shapes.ts';
import { reagentAlertsAnswer } from '../../../schemas/reagents/alerts.ts';
import { registerAttachRoute } from '../../system/files/attach.ts';
import { route } from '../../workflow/http.ts';
import { inUnit } from '../../workflow/store.ts';
import { reagentAlerts } from '../alerts.ts';
import { containerLabels } from '../labels.ts';

export default function registerInventoryRoutes(app: FastifyInstance, services: AppServices): void {
  registerAttachRoute(app, services, {
    resource: 'materialLots',
    field: 'certificateFile',
    url: '/admin/api/v1/materialLots/:id/certificate',
    access: 'reagent:edit',
    purpose: 'reagentCertificate',
    tag: 'reagents',
    summary:
      'Attach the lot\'s certificate (PDF, PNG or JPEG ≤ 5 MB, multipart "file") while it awaits acceptance and has none; read back through GET /admin/api/v1/files/{name} by who reads the reagents (reagent:query)',
    nameOf: (lot) => String(lot.certificateNo || lot.lotNo),
  });

  app.get(
    '/admin/reagents/lots/:id/labels',
    { config: { access: 'reagent:query' }, schema: { tags: ['reagents'], summary: "A lot's container labels as a PDF (QR code of each container number)" } },
    async (req, reply) => {
      const id = Number((req.params as { id: string }).id);
      const { pdf, fileName } = await inUnit(contextOf(req), (u) => containerLabels(u, id));
      return reply.type('application/pdf').header('Content-Disposition', `inline; filename="${fileName}"`).send(pdf);
    },
  );

  route(
    app,
    'GET',
    '/admin/reagents/alerts',
    'reagent:query',
    "Reagent alerts for the dashboard: accepted lots with containers in store, opened containers and approved prepared solutions expiring within the lab's N days (系统配置 reagent.expiryAlertDays, 30 when unset; expired ones flagged), and catalogue items with fewer containers in store than their minimum stock",
    async () => reagentAlerts(services.database.db),
    { data: fromZod(reagentAlertsAnswer) },
  );
}
