// The reagent catalogue's server side (issue 34 item 1): a certified reference material is known by its national
// number (GBW/GBW(E)/GSB), so a `crm` without `referenceNo` is refused by that field, in the user's language.
import { serverResource, type DataHook } from '../crud/hooks.ts';
import { badRequest } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import './messages.ts';

const referenceNo: DataHook = (data, { before, ctx }) => {
  const m = { ...(before ?? {}), ...data };
  if (m.kind !== 'crm' || String(m.referenceNo ?? '').trim()) return data;
  throw badRequest('error.validation', { fields: 'referenceNo' }, [{ field: 'referenceNo', message: translate(ctx.lang, 'reagents.referenceNo') }]);
};

export default serverResource('materials', { beforeCreate: [referenceNo], beforeUpdate: [referenceNo] });
