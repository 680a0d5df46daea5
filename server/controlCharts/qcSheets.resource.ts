// A QC sheet's verdict lands its values on their control charts (issue 31 item 2). Runs after the QC sheet's own
// hook (server/business/qcSheets.resource.ts), which has put the evaluation it judged into the step's patch.
import { serverResource } from '../crud/hooks.ts';
import { evaluationOf } from '../../schemas/business/qcEvaluation.ts';
import { unitOf } from '../workflow/store.ts';
import { landEvaluation } from './land.ts';

export default serverResource('qcSheets', {
  beforeTransition: [
    async (name, p, { tx, ctx, before }) => {
      if (name !== 'pass' && name !== 'fail') return p;
      const evaluation = evaluationOf(p);
      const charts = await landEvaluation(unitOf(tx, ctx), before!, evaluation.evaluations ?? []);
      return charts.length ? { ...p, evaluation: { ...evaluation, charts } } : p;
    },
  ],
});
