// A QC sheet's verdict lands its values on their control charts (issue 31 item 2). Runs after the QC sheet's own
// hook (server/business/qcSheets.resource.ts), which has put the evaluation it judged into the step's patch.
import { serverResource } from '../crud/hooks.ts';
import type { Evaluation } from '../business/qc.ts';
import { unitOf, type Row } from '../workflow/store.ts';
import { landEvaluation } from './land.ts';

export default serverResource('qcSheets', {
  beforeTransition: [
    async (name, p, { tx, ctx, before }) => {
      if (name !== 'pass' && name !== 'fail') return p;
      const evaluation = (p.evaluation as Row | undefined) ?? {};
      const charts = await landEvaluation(unitOf(tx, ctx), before!, (evaluation.evaluations as Evaluation[] | undefined) ?? []);
      return charts.length ? { ...p, evaluation: { ...evaluation, charts } } : p;
    },
  ],
});
