// What an order asks for, as people read it: the client, and per sampling point its matrix, frequency, applicable
// standard (class and condition) and test items with their method, price and count. The order detail screen shows
// it (GET /admin/order/items) and the quotation PDF prints it (GET /admin/order/{id}/quotation), so both say the same.
import Decimal from 'decimal.js';
import { quoteOf, samplesOf, type OrderPoint } from '../../schemas/business/orders.ts';
import { load, ids, labToday, type Unit } from '../workflow/store.ts';
import { scopeResolver } from '../methods/scopeOf.ts';
import { settingOf } from '../db/settings.ts';
import type { OrderItems } from '../../schemas/business/orderItems.ts';
import { storedJson } from '../db/storedJson.ts';

export { orderItemsAnswer, type OrderItems } from '../../schemas/business/orderItems.ts';

const str = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : String(v));

export async function orderItems(u: Unit, id: number): Promise<OrderItems> {
  const en = u.ctx.lang === 'en';
  const order = await load(u, 'orders', id);
  const points = (order.points as OrderPoint[]) ?? [];
  const client = await u.tx
    .selectFrom('clients')
    .select(['name', 'creditCode', 'address', 'contact', 'phone'])
    .where('id', '=', Number(order.clientId))
    .executeTakeFirst();
  const pids = [...new Set(points.flatMap((p) => ids(p.parameterIds)))];
  const params = new Map(
    (pids.length
      ? await u.tx.selectFrom('parameters').select(['id', 'name', 'nameEn', 'methodNo', 'methodTitle', 'price']).where('id', 'in', pids).execute()
      : []
    ).map((p) => [Number(p.id), p]),
  );
  const sids = [...new Set(points.map((p) => p.limitStandardId).filter((x): x is number => !!x))];
  const standards = new Map(
    (sids.length
      ? await u.tx.selectFrom('limitStandards').select(['id', 'standardNo', 'title', 'titleEn', 'classes']).where('id', 'in', sids).execute()
      : []
    ).map((s) => [Number(s.id), s]),
  );
  const matrices = new Map(
    (await u.tx.selectFrom('dictItems').select(['value', 'label', 'labelEn']).where('dictCode', '=', 'matrix').execute()).map((d) => [
      String(d.value),
      String((en && d.labelEn) || d.label),
    ]),
  );
  const general = en ? 'general limits' : '一般限值';
  const priceOf = (pid: number) => str(params.get(pid)?.price) ?? '0';
  const quote = quoteOf(points, priceOf, String(order.discount ?? '1'));
  const scopeOf = await scopeResolver(u.tx, points, await labToday(u));
  return {
    orderNo: String(order.orderNo),
    labName: (await settingOf(u.tx, 'lab.name')) ?? '检测实验室',
    client: {
      name: String(client?.name ?? `#${order.clientId}`),
      creditCode: str(client?.creditCode),
      address: str(client?.address),
      contact: str(client?.contact),
      phone: str(client?.phone),
    },
    projectName: String(order.projectName),
    points: points.map((p) => {
      const std = p.limitStandardId ? standards.get(p.limitStandardId) : undefined;
      const cls = std ? storedJson<Array<{ code: string; label: string; labelEn?: string }>>(std.classes)?.find((c) => c.code === p.limitClass) : undefined;
      const count = samplesOf(p);
      return {
        name: p.name,
        matrix: matrices.get(p.matrix) ?? p.matrix,
        days: p.days,
        timesPerDay: p.timesPerDay,
        samples: count,
        standard: std ? `${std.standardNo} ${(en && std.titleEn) || std.title}` : undefined,
        standardClass: cls ? (en && cls.labelEn) || cls.label : std ? str(p.limitClass) : undefined,
        condition: std ? (p.limitCondition ?? general) : undefined,
        items: ids(p.parameterIds).map((pid) => {
          const x = params.get(pid);
          return {
            parameterId: pid,
            name: x ? String((en && x.nameEn) || x.name) : `#${pid}`,
            methodNo: String(x?.methodNo ?? ''),
            methodTitle: str(x?.methodTitle),
            unitPrice: new Decimal(priceOf(pid)).toFixed(2),
            count,
            subtotal: new Decimal(priceOf(pid)).mul(count).toFixed(2),
            scope: scopeOf(p.name, p.matrix, pid),
          };
        }),
      };
    }),
    gross: quote.gross,
    discount: String(order.discount ?? '1'),
    total: quote.total,
  };
}
