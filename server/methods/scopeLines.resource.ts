// A scope line names only test items its method standard measures (parameters.methodNo = the standard's number,
// normalised): a 400 naming methodStandardId or parameterIds otherwise, nothing written.
import { serverResource } from '../crud/hooks.ts';
import { ids } from '../workflow/store.ts';
import { checkLineMethod } from './scope.ts';

export default serverResource('scopeLines', {
  beforeCreate: [
    async (data, { tx, ctx }) => {
      await checkLineMethod(tx, ctx.lang, Number(data.methodStandardId), ids(data.parameterIds));
      return data;
    },
  ],
  beforeUpdate: [
    async (data, { tx, ctx, before }) => {
      if (data.methodStandardId === undefined && data.parameterIds === undefined) return data;
      await checkLineMethod(tx, ctx.lang, Number(data.methodStandardId ?? before?.methodStandardId), ids(data.parameterIds ?? before?.parameterIds));
      return data;
    },
  ],
});
