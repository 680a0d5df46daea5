// POST /admin/qc/charts/evaluate (issue 31 item 3): the control-rule engine as a pure route. The body's shape is
// checked by its schema (evaluateRequest: an unknown rule is a 400 naming `rules.<i>`); what the shape cannot say —
// a value that is not a number, an sd of zero or below, a value for a level the body does not declare — is refused
// here by field, in the user's language, before anything is computed. Nothing is written.
import { evaluateRules, zScores, type ChartEvaluation, type ChartInput } from '../../schemas/calc/controlRules.ts';
import { badRequest } from '../http/errors.ts';
import { translate, type Lang } from '../http/messages.ts';

const MESSAGE = { notNumber: 'validation.decimal', notPositive: 'validation.positive', noLevel: 'validation.controlLevel' } as const;

export function evaluateChart(input: ChartInput, lang: Lang): ChartEvaluation {
  // a run longer than the levels declared: its extra value belongs to no control (said once, whatever the value)
  const issues: Array<{ field: string; key: string; params?: Record<string, number> }> = [];
  input.runs.forEach((values, run) =>
    values.forEach((v, control) => {
      if (v !== null && control >= input.controls.length)
        issues.push({ field: `runs.${run}.${control}`, key: MESSAGE.noLevel, params: { n: input.controls.length } });
    }),
  );
  const z = zScores(input);
  if (!z.ok)
    for (const i of z.issues) {
      const field = i.path.join('.');
      if (!issues.some((x) => x.field === field)) issues.push({ field, key: MESSAGE[i.reason] });
    }
  if (issues.length) {
    const errors = issues.slice(0, 20).map((i) => ({ field: i.field, message: translate(lang, i.key, i.params) }));
    throw badRequest('error.validation', { fields: errors.map((e) => e.field).join(', ') }, errors);
  }
  return evaluateRules(input);
}
