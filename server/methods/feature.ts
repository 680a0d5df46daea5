// The method capability's routes beyond the generic CRUD (issue 32): staff authorisation's (authorisationRoutes.ts),
// the items that stop an analysis sheet's issue (./gate.ts), what cites a method standard (its scope lines, templates, test items and open orders: the supersede / withdraw
// step flags them), and the detection-limit study (HJ 168-2020 annex A,
// schemas/methods/mdl.ts) as a pure route: the body's shape is checked by its schema (fewer than 7 replicates or a
// replicate that is not a number is a 400 naming `values` / `values.<i>`); what the shape cannot say — a standard MDL
// of 0 or below, replicates that are all equal (S = 0) — is refused here by field, in the user's language, before
// anything is reported. Nothing is written.
import type { FastifyInstance } from 'fastify';
import { evaluateMdlStudy, mdlStudyAnswer, mdlStudyRequest, type MdlStudyAnswer, type MdlStudyRequest } from '../../schemas/methods/mdl.ts';
import { badRequest } from '../http/errors.ts';
import { translate, type Lang } from '../http/messages.ts';
import { fromZod } from '../openapi/shapes.ts';
import { idField, route } from '../workflow/http.ts';
import { ids, inUnit, load } from '../workflow/store.ts';
import { sheetGate } from '../../schemas/methods/gate.ts';
import { unverifiedItems } from './gate.ts';
import { impactOf } from './impact.ts';
import { z } from 'zod';
import { standardImpact } from '../../schemas/methods/scopeState.ts';
import { registerAuthorisationRoutes } from './authorisationRoutes.ts';
import { registerVerificationRoutes } from './verificationRoutes.ts';
import { sendXlsx } from '../system/excel/template.ts';
import { contextOf } from '../crud/context.ts';
import { labDay } from '../../schemas/core/dates.ts';
import { labTimeZone } from '../db/settings.ts';
import { scopeWorkbook } from './scopeWorkbook.ts';

const MESSAGE = {
  tooFew: 'validation.mdlReplicates',
  notNumber: 'validation.decimal',
  notPositive: 'validation.positive',
  noSpread: 'validation.mdlNoSpread',
} as const;

export function evaluateMdl(input: MdlStudyRequest, lang: Lang): MdlStudyAnswer {
  const r = evaluateMdlStudy(input);
  if (!r.ok) {
    const errors = r.issues.slice(0, 20).map((i) => ({ field: i.path.join('.'), message: translate(lang, MESSAGE[i.reason]) }));
    throw badRequest('error.validation', { fields: errors.map((e) => e.field).join(', ') }, errors);
  }
  return { ...r.study, reasons: r.study.reasons.map((code) => ({ code, message: translate(lang, `mdl.reason.${code}`) })) };
}

export default function registerMethodRoutes(app: FastifyInstance): void {
  registerAuthorisationRoutes(app);
  route(
    app,
    'GET',
    '/admin/methods/standards/:id/impact',
    'method:query',
    'What cites a method standard: the scope lines (with their standard flag), the raw-record templates, the test items and the orders not closed whose items use one of those test items',
    async (req, ctx) => inUnit(ctx, (u) => impactOf(u, Number((req.params as { id: string }).id))),
    { params: z.object({ id: z.string().regex(/^\d+$/) }), data: fromZod(standardImpact) },
  );
  route(
    app,
    'POST',
    '/admin/methods/mdl-study/evaluate',
    'method:query',
    'Detection-limit study (HJ 168-2020 annex A): n ≥ 7 replicates, S (n − 1), t(n−1, 0.99) one-sided, MDL = t·S, LOQ = 4 × MDL, ratio = mean / MDL; redo when the mean is above 10 × MDL or below the MDL, fail when the MDL is above the standard method’s; full values with the reported ones beside; nothing is stored',
    async (_req, ctx, input) => evaluateMdl(input, ctx.lang),
    { body: mdlStudyRequest, data: fromZod(mdlStudyAnswer) },
  );
  registerVerificationRoutes(app);
  route(
    app,
    'GET',
    '/admin/methods/sheet-gate',
    'analysis:assign',
    "An analysis sheet's test items whose method × matrix is neither verified (an approved HJ 168 verification in date) nor in the scope (a verified or in-scope line, its standard not withdrawn): its issue step is refused for them unless a person with method:decide gives a reason",
    async (_req, ctx, input) => inUnit(ctx, async (u) => ({ items: await unverifiedItems(u, ids((await load(u, 'analysisSheets', input.id)).parameterIds)) })),
    { query: z.object({ id: idField }), data: fromZod(sheetGate) },
  );
  app.get(
    '/admin/methods/scope/xlsx',
    {
      config: { access: 'method:query' },
      schema: {
        tags: ['workflow:methods'],
        summary:
          "The accredited scope as the assessor's schedule (能力附表), .xlsx: No., category, test item (no. and name), the standard's title and number with its year, limitation, remarks; the scope list's filters, by category then line no.",
        'x-list': 'scopeLines',
      } as never,
    },
    async (req, reply) => {
      const { body, day } = await inUnit(contextOf(req), async (u) => ({
        body: await scopeWorkbook(u, (req.query ?? {}) as Record<string, unknown>, req.lang),
        day: labDay(new Date(), await labTimeZone(u.tx)),
      }));
      return sendXlsx(reply, `${req.lang === 'en' ? 'scope-schedule' : '能力附表'}-${day}.xlsx`, body);
    },
  );
}
