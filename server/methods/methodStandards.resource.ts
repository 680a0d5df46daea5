// A method standard superseded by a new edition (its number given in the step's data, supersedeRequest) or withdrawn:
// every scope line citing it is flagged in the same transaction; GET /admin/methods/standards/{id}/impact lists the
// templates and open orders that cite it too.
import { serverResource } from '../crud/hooks.ts';
import { supersedeRequest } from '../../schemas/methods/standards.ts';
import { badRequest } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { unitOf } from '../workflow/store.ts';
import { flagLines } from './scope.ts';

export default serverResource('methodStandards', {
  beforeTransition: [
    (name, p, { body, ctx }) => {
      if (name !== 'supersede') return p;
      // the generic route checks the data's type; a step sent without it is refused here, named
      const given = supersedeRequest.safeParse({ supersededBy: body.supersededBy });
      if (!given.success) {
        const message = translate(ctx.lang, 'validation.required');
        throw badRequest('error.validation', { fields: 'data.supersededBy' }, [{ field: 'data.supersededBy', message }]);
      }
      return { ...p, supersededBy: given.data.supersededBy };
    },
  ],
  afterTransition: [
    async (name, after, { tx, ctx }) => {
      if (name === 'supersede' || name === 'withdraw') await flagLines(unitOf(tx, ctx), Number(after.id), name === 'supersede' ? 'superseded' : 'withdrawn');
    },
  ],
});
