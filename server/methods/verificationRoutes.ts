// The verification records' own routes (issue 32 item 1): the results a detection-limit study may be picked from,
// and the verification report as a PDF (verificationPdf.ts), in the reader's language and the lab's time zone.
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../crud/context.ts';
import { badRequest } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { loadVerificationPaper } from './verificationPaper.ts';
import { renderVerificationPdf } from './verificationPdf.ts';
import {
  verificationCandidatesAnswer,
  verificationCandidatesRequest,
  type VerificationCandidatesAnswer,
  type VerificationCandidatesRequest,
} from '../../schemas/methods/replicates.ts';
import { fromZod } from '../openapi/shapes.ts';
import { route } from '../workflow/http.ts';
import { inUnit, type Unit } from '../workflow/store.ts';

/** a result a lab would build a study on: its sheet checked (or further), its value entered */
const SETTLED = ['checked', 'reviewed', 'locked'];

async function candidates(u: Unit, input: VerificationCandidatesRequest): Promise<VerificationCandidatesAnswer> {
  let q = u.tx
    .selectFrom('results as r')
    .innerJoin('analysis_sheets as a', 'a.id', 'r.analysisSheetId')
    .innerJoin('samples as s', 's.id', 'r.sampleId')
    .leftJoin('users as p', 'p.id', 'a.analystId')
    .select(['r.id', 'r.analysisSheetId', 'a.analysisNo', 'r.sampleId', 's.sampleNo', 's.qcType', 'r.value', 'r.unit', 'r.analysedAt', 'p.nickname'])
    .where('r.parameterId', '=', input.parameterId)
    .where('r.value', 'is not', null)
    .where('a.status', 'in', SETTLED);
  if (input.qcType === 'routine') q = q.where('s.qcType', 'is', null);
  else if (input.qcType) q = q.where('s.qcType', '=', input.qcType);
  const rows = await q.orderBy('r.analysedAt', 'desc').orderBy('r.id', 'desc').limit(200).execute();
  return {
    items: rows.map((r) => ({
      resultId: Number(r.id),
      analysisSheetId: Number(r.analysisSheetId),
      analysisNo: String(r.analysisNo),
      sampleId: Number(r.sampleId),
      sampleNo: String(r.sampleNo),
      qcType: (r.qcType as string | null) ?? null,
      value: String(r.value),
      unit: String(r.unit),
      analysedAt: r.analysedAt == null ? null : new Date(r.analysedAt as string).toISOString(),
      analyst: (r.nickname as string | null) ?? null,
    })),
  };
}

export function registerVerificationRoutes(app: FastifyInstance): void {
  route(
    app,
    'POST',
    '/admin/methods/verifications/candidates',
    'method:query',
    "Results of a test item a method verification's replicates may be picked from: on checked, reviewed or locked analysis sheets, optionally only one kind of QC sample ('routine': not QC), newest first, up to 200; with the sheet no., sample no., full value, time and analyst",
    async (_req, ctx, input) => inUnit(ctx, (u) => candidates(u, input)),
    { body: verificationCandidatesRequest, data: fromZod(verificationCandidatesAnswer) },
  );
  app.get(
    '/admin/methods/verifications/:id/pdf',
    {
      config: { access: 'method:query' },
      schema: {
        tags: ['workflow:methods'],
        summary:
          'A method verification report (HJ 168-2020) as a PDF: the method standard, matrix and test item, the detection-limit study with every replicate, precision, accuracy, the conclusion, and who verified and approved it, when',
      },
    },
    async (req, reply) => {
      const raw = (req.params as { id: string }).id;
      if (!/^\d{1,12}$/.test(raw) || Number(raw) <= 0)
        throw badRequest('error.validation', { fields: 'id' }, [{ field: 'id', message: translate(req.lang, 'validation.int') }]);
      const paper = await inUnit(contextOf(req), (u) => loadVerificationPaper(u, Number(raw), req.lang));
      const pdf = await renderVerificationPdf(paper, req.lang, new Date().toISOString());
      return reply.type('application/pdf').header('Content-Disposition', `inline; filename="${paper.verificationNo}.pdf"`).send(pdf);
    },
  );
}
