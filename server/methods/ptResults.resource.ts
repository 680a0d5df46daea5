// A proficiency-testing result (issue 32 item 3). On create the server computes z = (x − X) / σ_pt in decimal and keeps
// it in full, and its verdict: |z| ≤ 2 satisfactory, 2 < |z| < 3 questionable, |z| ≥ 3 unsatisfactory (ISO 13528's
// z-score and its warning / action signals, as NIST Dataplot's ISO 13528 ZSCORE page states them; the clause text of
// ISO 13528:2022 §9.4 and CNAS-GL002:2018 §4 could not be read here). An unsatisfactory result takes its automatic
// `raise` step, which suspends (automatic `ptSuspend`) the person's granted authorisations for the method; the signed
// `close`, with the cause and the action, reinstates (automatic `ptReinstate`, carrying the closer's signature) those
// it suspended.
import { serverResource } from '../crud/hooks.ts';
import { badRequest } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { normStandard } from '../../schemas/catalogue/fit.ts';
import { Dec } from '../../schemas/calc/decimal.ts';
import { ptCloseRequest, type PtCloseRequest } from '../../schemas/methods/authorisations.ts';
import { cascade, load, nowIso, unitOf, type Row, type Unit } from '../workflow/store.ts';
import type { RequestContext } from '../crud/context.ts';
import './messages.ts';

const refuse = (ctx: RequestContext, field: string, key: string, params: Record<string, string> = {}) =>
  badRequest(key, params, [{ field, message: translate(ctx.lang, key, params) }]);

/** z in full (34 significant digits, at most 34 decimals) and its verdict. */
export function zScoreOf(result: string, assignedValue: string, sdpa: string) {
  const z = new Dec(result).minus(assignedValue).div(sdpa).toDecimalPlaces(34);
  const a = z.abs();
  const verdict = a.lte(2) ? 'satisfactory' : a.lt(3) ? 'questionable' : 'unsatisfactory';
  return { zScore: z.toFixed(), verdict } as const;
}

/** The person's authorisations for the method that this result suspends (granted) or reinstates (suspended by it). */
const authorisationsOf = (u: Unit, pt: Row) =>
  u.tx
    .selectFrom('staffAuthorisations')
    .select(['id', 'status', 'suspendedBy'])
    .where('employeeId', '=', pt.employeeId as number)
    .where('methodStandardId', '=', pt.methodStandardId as number)
    .orderBy('id')
    .execute();

export default serverResource('ptResults', {
  beforeCreate: [
    async (data, { tx, ctx }) => {
      if (new Dec(String(data.sdpa)).lte(0)) throw refuse(ctx, 'sdpa', 'staffauth.sdpaPositive');
      const std = await load(unitOf(tx, ctx), 'methodStandards', Number(data.methodStandardId));
      const p = await tx.selectFrom('parameters').select(['name', 'code', 'methodNo']).where('id', '=', Number(data.parameterId)).executeTakeFirst();
      if (p && normStandard(String(p.methodNo)) !== normStandard(String(std.standardNo)))
        throw refuse(ctx, 'parameterId', 'staffauth.parameterNotOfMethod', {
          parameter: `${p.name} (${p.code})`,
          methodNo: String(p.methodNo),
          standardNo: String(std.standardNo),
        });
      return { ...data, ...zScoreOf(String(data.result), String(data.assignedValue), String(data.sdpa)) };
    },
  ],
  afterCreate: [
    async (after, { tx, ctx }) => {
      if (after.verdict === 'unsatisfactory') await cascade(unitOf(tx, ctx), 'ptResults', after.id as number, 'raise');
    },
  ],
  beforeTransition: [
    async (name, p, { tx, ctx, before, body }) => {
      const u = unitOf(tx, ctx);
      const pt = before!;
      if (name === 'raise') {
        for (const a of await authorisationsOf(u, pt))
          if (a.status === 'granted') await cascade(u, 'staffAuthorisations', Number(a.id), 'ptSuspend', { set: { suspendedBy: pt.id } });
        return p;
      }
      if (name !== 'close') return p;
      const { reason: _reason, ...data } = body;
      const parsed = ptCloseRequest.safeParse(data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const key = issue.message.startsWith('validation.') ? issue.message : 'validation.required';
        throw badRequest(key, {}, [{ field: `data.${issue.path.join('.')}`, message: translate(ctx.lang, key) }]);
      }
      const close: PtCloseRequest = parsed.data;
      for (const a of await authorisationsOf(u, pt))
        if (a.status === 'suspended' && Number(a.suspendedBy) === Number(pt.id)) await cascade(u, 'staffAuthorisations', Number(a.id), 'ptReinstate');
      return { ...p, cause: close.cause, action: close.action, closedBy: String(ctx.user?.nickname || ctx.user?.username || ''), closedAt: nowIso() };
    },
  ],
});
