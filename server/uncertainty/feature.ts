// The measurement-uncertainty capability's routes (issue 33): the evaluation as a pure route, in the manner of the
// detection-limit study (server/methods/feature.ts). The body's shape is checked by its schema (a component with no
// value is a 400 naming `components.<i>`); what the shape cannot say — an uncertainty or an input value of 0 or
// below, k below 1, neither components nor U (or both), a result of 0 — is refused here by field, in the user's
// language. Nothing is written.
//
// Access: `analysis:query`, the perm every role that reads and judges results holds (analyst, checker, reviewer,
// report writer, signatory, QA; the lab administrator through the analysis menu). A perm of its own needs a menu
// button to be granted by (server/seed/access.ts), which the uncertainty records' screens (a later round) bring.
import type { FastifyInstance } from 'fastify';
import {
  evaluateUncertainty,
  uncertaintyAnswer,
  uncertaintyRequest,
  type UncertaintyAnswer,
  type UncertaintyRequest,
} from '../../schemas/uncertainty/evaluate.ts';
import { badRequest } from '../http/errors.ts';
import { translate, type Lang } from '../http/messages.ts';
import { fromZod } from '../openapi/shapes.ts';
import { route } from '../workflow/http.ts';
import { inUnit } from '../workflow/store.ts';
import { topDownSources, topDownSourcesQuery } from '../../schemas/uncertainty/sources.ts';
import { topDownSourcesOf } from './sources.ts';

const MESSAGE = {
  notNumber: 'validation.decimal',
  notPositive: 'validation.positive',
  zeroValue: 'validation.nonZeroResult',
  kBelowOne: 'validation.coverageFactor',
  noUncertainty: 'validation.uncertaintyMissing',
  both: 'validation.uncertaintyBoth',
} as const;

export function evaluate(input: UncertaintyRequest, lang: Lang): UncertaintyAnswer {
  const r = evaluateUncertainty(input, lang === 'en' ? 'en' : 'zh');
  if (!r.ok) {
    const errors = r.issues.slice(0, 20).map((i) => ({ field: i.path.join('.'), message: translate(lang, MESSAGE[i.reason]) }));
    throw badRequest('error.validation', { fields: errors.map((e) => e.field).join(', ') }, errors);
  }
  return r.answer;
}

export default function registerUncertaintyRoutes(app: FastifyInstance): void {
  route(
    app,
    'POST',
    '/admin/uncertainty/evaluate',
    'analysis:query',
    'Measurement uncertainty of one result: uc from the components (products and quotients by relative, sums by absolute standard uncertainties) or from a given U (one of the two: neither or both is a 400 naming components or U), U = k·uc, the result and U printed as a report prints them (U to at most two significant figures, the result to its last digit, k and the coverage probability: CNAS-CL01-G003), and the verdict against a limit by simple acceptance or guarded acceptance with w = U (ILAC-G8:09/2019): full values; nothing is stored',
    async (_req, ctx, input) => evaluate(input, ctx.lang),
    { body: uncertaintyRequest, data: fromZod(uncertaintyAnswer) },
  );
  route(
    app,
    'GET',
    '/admin/uncertainty/top-down-sources',
    'uncertainty:query',
    "The test item's own QC data a top-down estimate (ISO 11352, Nordtest TR 537) can be filled from: its control charts with the relative standard deviation each gives for u(Rw) (a recovery chart's s in % read as s/100, a reference sample's value chart as s/centre) and its proficiency-testing results with their relative bias (x − X)/X; a source that cannot serve (limits from a certificate or none yet, duplicates, blanks, calibration checks, a PT result without the assigned value's uncertainty) says why",
    async (_req, ctx, input) => inUnit(ctx, (u) => topDownSourcesOf(u, Number(input.parameterId))),
    { query: topDownSourcesQuery, data: fromZod(topDownSources) },
  );
}
