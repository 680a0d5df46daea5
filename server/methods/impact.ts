// What cites a method standard, matched by its normalised number (schemas/catalogue/fit.ts normStandard): scope lines
// by reference; templates (analforms.methodNo, which may cite two standards) and test items (parameters.methodNo) by
// number; open orders (not closed, cancelled or rejected) whose points ask for one of those test items.
import { normStandard, standardsOf } from '../../schemas/catalogue/fit.ts';
import type { StandardImpact } from '../../schemas/methods/scopeState.ts';
import type { OrderPoint } from '../../schemas/business/orders.ts';
import { findBy, load, type Unit } from '../workflow/store.ts';

const CLOSED = ['closed', 'cancelled', 'rejected'];

export async function impactOf(u: Unit, id: number): Promise<StandardImpact> {
  const std = await load(u, 'methodStandards', id);
  const want = normStandard(String(std.standardNo));
  const lines = await findBy(u, 'scopeLines', 'methodStandardId', id);
  const templates = (await u.tx.selectFrom('analforms').select(['templateId', 'name', 'methodNo']).orderBy('templateId').execute()).filter((t) =>
    standardsOf(String(t.methodNo ?? '')).some((s) => normStandard(s) === want),
  );
  const params = (await u.tx.selectFrom('parameters').select(['id', 'code', 'name', 'methodNo']).orderBy('id').execute()).filter(
    (p) => normStandard(String(p.methodNo ?? '')) === want,
  );
  const pids = new Set(params.map((p) => Number(p.id)));
  const orders = pids.size
    ? (
        await u.tx.selectFrom('orders').select(['id', 'orderNo', 'projectName', 'status', 'points']).where('status', 'not in', CLOSED).orderBy('id').execute()
      ).filter((o) =>
        ((typeof o.points === 'string' ? JSON.parse(o.points) : o.points) as OrderPoint[] | null)?.some((p) =>
          p.parameterIds?.some((x) => pids.has(Number(x))),
        ),
      )
    : [];
  return {
    standardNo: String(std.standardNo),
    status: String(std.status),
    scopeLines: lines.map((l) => ({
      id: Number(l.id),
      lineNo: Number(l.lineNo),
      matrix: String(l.matrix),
      status: String(l.status),
      standardFlag: (l.standardFlag as string | null | undefined) ?? null,
    })),
    templates: templates.map((t) => ({ templateId: String(t.templateId), name: String(t.name) })),
    parameters: params.map((p) => ({ id: Number(p.id), code: String(p.code), name: String(p.name) })),
    openOrders: orders.map((o) => ({ id: Number(o.id), orderNo: String(o.orderNo), projectName: String(o.projectName), status: String(o.status) })),
  };
}
