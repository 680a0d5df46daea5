// An analysis sheet is issued only for methods the lab has proved (issue 32 item 4): each of its test items needs an
// approved HJ 168 verification still in date for its matrix, or a scope line in the verified / in-scope state for its
// matrix whose standard is not withdrawn. Otherwise the step is refused (409) with the items named, unless a person
// who may decide on methods (method:decide) gives the reason in the step's data (`override`); the audit trail then
// records it beside the step, in its transaction, with the items it covered.
import { matrixAccepts } from '../../schemas/business/lab.ts';
import type { SheetGate } from '../../schemas/methods/gate.ts';
import { hasPerm } from '../access/user.ts';
import { appendAudit } from '../audit/chain.ts';
import type { TransitionHook } from '../crud/hooks.ts';
import { AppError, CODES, forbidden } from '../http/errors.ts';
import { ids, labToday, unitOf, type Unit } from '../workflow/store.ts';
import { linesFor } from './scope.ts';

const PROVED = ['verified', 'in_scope'];
/** a line or a study for water covers wastewater (schemas/business/lab.ts), as the scope decision reads it */
const fits = (itemMatrix: string, m: string) => m === itemMatrix || matrixAccepts(itemMatrix, m);

/** The test items among these whose method × matrix is neither verified nor in scope, in the order given. */
export async function unverifiedItems(u: Unit, parameterIds: number[]): Promise<SheetGate['items']> {
  if (!parameterIds.length) return [];
  const today = await labToday(u);
  const params = await u.tx.selectFrom('parameters').select(['id', 'name', 'matrix']).where('id', 'in', parameterIds).execute();
  const studies = await u.tx
    .selectFrom('methodVerifications')
    .select(['parameterId', 'matrix', 'validUntil'])
    .where('parameterId', 'in', parameterIds)
    .where('status', '=', 'approved')
    .execute();
  const lines = (await linesFor(u.tx, parameterIds)).filter((l) => PROVED.includes(l.status) && l.standardFlag !== 'withdrawn');
  const proved = (pid: number, matrix: string) =>
    studies.some((v) => Number(v.parameterId) === pid && fits(matrix, String(v.matrix)) && (!v.validUntil || String(v.validUntil).slice(0, 10) >= today)) ||
    lines.some((l) => l.parameterIds.includes(pid) && fits(matrix, l.matrix));
  const byId = new Map(params.map((p) => [Number(p.id), p]));
  return parameterIds
    .map((pid) => byId.get(pid))
    .filter((p) => p && !proved(Number(p.id), String(p.matrix)))
    .map((p) => ({ parameterId: Number(p!.id), name: String(p!.name) }));
}

/** analysisSheets' beforeTransition: the issue step passes the gate, or is overridden with a reason by method:decide. */
export const methodGate: TransitionHook = async (name, patch, args) => {
  if (name !== 'issue') return patch;
  const { tx, ctx, before, body, dialect } = args;
  const items = await unverifiedItems(unitOf(tx, ctx), ids(before?.parameterIds));
  if (!items.length) return patch;
  const names = items.map((i) => i.name).join('、');
  // the route validated `override` (server/workflow/transitionData.ts): a trimmed, non-blank text, or absent
  const reason = typeof body.override === 'string' ? body.override.trim() : '';
  if (!reason) throw new AppError(409, CODES.conflict, 'error.methodNotVerified', { items: names });
  if (!ctx.user || !hasPerm(ctx.user, 'method:decide')) throw forbidden('error.methodOverrideNotPermitted', { items: names });
  await appendAudit(tx, dialect, ctx.audit, {
    entity: 'analysisSheets',
    entityId: Number(before!.id),
    action: 'override:methodNotVerified',
    reason,
    after: { items },
  });
  return patch;
};
