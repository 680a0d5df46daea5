// 上岗授权 (issue 32 item 3): an authorisation ends on or after the day it starts; the test items it lists are measured
// by its method (parameters.methodNo and the standard's number, compared as schemas/catalogue/fit.ts normStandard
// does); its grant and reinstatement are signed steps (the engine checks the password and keeps the signature) and
// the record names who signed and when. A refusal is a 400 naming the field, before anything is written.
import { serverResource } from '../crud/hooks.ts';
import { badRequest } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { normStandard } from '../../schemas/catalogue/fit.ts';
import { ids, load, nowIso, unitOf } from '../workflow/store.ts';
import type { DataHook, HookArgs } from '../crud/hooks.ts';
import type { RequestContext } from '../crud/context.ts';
import './messages.ts';

const refuse = (ctx: RequestContext, field: string, key: string, params: Record<string, string> = {}) =>
  badRequest(key, params, [{ field, message: translate(ctx.lang, key, params) }]);

async function check(data: Record<string, unknown>, { tx, ctx, before }: HookArgs) {
  const row = { ...before, ...data };
  if (row.validFrom && row.validUntil && String(row.validUntil) < String(row.validFrom)) throw refuse(ctx, 'validUntil', 'staffauth.validUntilBeforeFrom');
  const pids = ids(row.parameterIds);
  if (!pids.length || !row.methodStandardId) return data;
  const u = unitOf(tx, ctx);
  const std = await load(u, 'methodStandards', Number(row.methodStandardId));
  const params = await tx.selectFrom('parameters').select(['id', 'name', 'code', 'methodNo']).where('id', 'in', pids).execute();
  for (const p of params)
    if (normStandard(String(p.methodNo)) !== normStandard(String(std.standardNo)))
      throw refuse(ctx, 'parameterIds', 'staffauth.parameterNotOfMethod', {
        parameter: `${p.name} (${p.code})`,
        methodNo: String(p.methodNo),
        standardNo: String(std.standardNo),
      });
  return data;
}

const checked: DataHook = (data, args) => check(data, args);

export default serverResource('staffAuthorisations', {
  beforeCreate: [checked],
  beforeUpdate: [checked],
  beforeTransition: [
    (name, p, { ctx }) => {
      // the signer of the grant or of the reinstatement (a corrective action's: the person who signed its close)
      if (name === 'grant' || name === 'reinstate' || name === 'ptReinstate')
        return { ...p, grantedBy: String(ctx.user?.nickname || ctx.user?.username || ''), grantedAt: nowIso(), suspendedBy: null };
      return p;
    },
  ],
});
