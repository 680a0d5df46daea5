// A method verification's server side (issue 32 item 1): numbered with the shared record numbering; on every write of
// its entries the server computes the studies (schemas/methods/mdl.ts, studies.ts), the verdict and the lab's MDL/LOQ
// — nothing computed comes from the client. The signed submit and approval stamp who and when; a verdict other than
// pass is never approved (the study is redone and submitted again); the approval verifies the scope lines of the
// method × matrix that are still verifying, through their own automatic step.
import type { z } from 'zod';
import { serverResource, type HookArgs } from '../crud/hooks.ts';
import { numbered } from '../hooks/numbering.ts';
import { AppError, CODES, badRequest } from '../http/errors.ts';
import { translate, type Lang } from '../http/messages.ts';
import { cascade, load, nowIso, unitOf, type Row } from '../workflow/store.ts';
import { normStandard } from '../../schemas/catalogue/fit.ts';
import { evaluateMdlStudy, mdlResultOf } from '../../schemas/methods/mdl.ts';
import { accuracyResultOf, precisionResultOf, type StudyIssue } from '../../schemas/methods/studies.ts';
import { methodVerifications, type accuracyInput, type precisionInput, type mdlStudyInput } from '../../schemas/methods/verifications.ts';
import { Dec } from '../../schemas/calc/decimal.ts';

const INPUTS = ['mdlStudy', 'precision', 'accuracy', 'standardMdl', 'parameterId', 'methodStandardId', 'verifiedMdl'];

const MESSAGE = {
  tooFew: 'validation.mdlReplicates',
  notNumber: 'validation.decimal',
  notPositive: 'validation.positive',
  noSpread: 'validation.mdlNoSpread',
  zeroMean: 'validation.mdlNoSpread',
  rangeOrder: 'validation.standardLimitOrder',
} as const;

/** A study's issues as a 400 naming the record's own fields (`mdlStudy.values`, `precision.levels.0.values.2`). */
function refuse(field: string, issues: ReadonlyArray<{ path: (string | number)[]; reason: keyof typeof MESSAGE }>, lang: Lang): never {
  const errors = issues.slice(0, 20).map((i) => ({ field: [field, ...i.path].join('.'), message: translate(lang, MESSAGE[i.reason]) }));
  throw badRequest('error.validation', { fields: errors.map((e) => e.field).join(', ') }, errors);
}

/**
 * The lab's declared MDL (schemas/methods/verifications.ts verifiedMdl): not below the study's computed MDL, kept as
 * the verifier writes it; its LOQ is 4 × it (HJ 168-2020's LOQ = 4 × MDL, as the issue states it). Null without a study.
 */
function declared(rec: Row, computedMdl: string, lang: Lang): { verifiedMdl: string | null; verifiedLoq: string | null } {
  const given = rec.verifiedMdl as string | null | undefined;
  if (given === null || given === undefined || given === '') return { verifiedMdl: null, verifiedLoq: null };
  if (new Dec(given).lt(new Dec(computedMdl))) {
    const message = translate(lang, 'verification.declaredBelowStudy', { mdl: computedMdl });
    throw badRequest('error.validation', { fields: 'verifiedMdl' }, [{ field: 'verifiedMdl', message }]);
  }
  return { verifiedMdl: given, verifiedLoq: new Dec(given).times(4).toFixed() };
}

/** The parameter must be measured by the verification's method standard (same standard and edition). */
async function checkMethod(args: HookArgs, parameter: Row, methodStandardId: number) {
  const u = unitOf(args.tx, args.ctx);
  const standard = await load(u, 'methodStandards', methodStandardId);
  if (normStandard(String(parameter.methodNo ?? '')) === normStandard(String(standard.standardNo ?? ''))) return;
  const message = translate(args.ctx.lang, 'verification.methodMismatch', {
    parameter: String(parameter.name ?? parameter.id),
    methodNo: String(parameter.methodNo ?? ''),
    standardNo: String(standard.standardNo ?? ''),
  });
  throw badRequest(
    'verification.methodMismatch',
    { parameter: String(parameter.name), methodNo: String(parameter.methodNo), standardNo: String(standard.standardNo) },
    [{ field: 'parameterId', message }],
  );
}

/** Every computed field of the record from its entries (the stored record merged with the change). */
async function computed(data: Row, args: HookArgs): Promise<Row> {
  const rec = { ...(args.before ?? {}), ...data };
  const u = unitOf(args.tx, args.ctx);
  const parameter = await load(u, 'parameters', Number(rec.parameterId));
  await checkMethod(args, parameter, Number(rec.methodStandardId));
  const standardMdl = (rec.standardMdl as string | null | undefined) ?? (parameter.mdl as string | null | undefined) ?? undefined;
  const lang = args.ctx.lang;

  const mdlStudy = rec.mdlStudy as z.infer<typeof mdlStudyInput> | null | undefined;
  const precision = rec.precision as z.infer<typeof precisionInput> | null | undefined;
  const accuracy = rec.accuracy as z.infer<typeof accuracyInput> | null | undefined;
  const out: Row = { ...data, standardMdl: standardMdl ?? null };

  let mdlVerdict: 'pass' | 'redo' | 'fail' | null = null;
  if (mdlStudy) {
    const r = evaluateMdlStudy({ values: mdlStudy.values, standardMdl });
    if (!r.ok) refuse('mdlStudy', r.issues, lang);
    out.mdlResult = mdlResultOf(r.study);
    Object.assign(out, declared(rec, r.study.mdl, lang));
    mdlVerdict = r.study.verdict;
  } else Object.assign(out, { mdlResult: null, verifiedMdl: null, verifiedLoq: null });

  if (precision) {
    const r = precisionResultOf(precision);
    if (!r.ok) refuse('precision', r.issues as StudyIssue[], lang);
    out.precisionResult = r.value;
  } else out.precisionResult = null;

  let accuracyPass: boolean | null = null;
  if (accuracy) {
    const r = accuracyResultOf(accuracy);
    if (!r.ok) refuse('accuracy', r.issues as StudyIssue[], lang);
    out.accuracyResult = r.value;
    accuracyPass = r.value.pass;
  } else out.accuracyResult = null;

  // a study to redo outranks a failure: its figures say nothing yet; precision has no acceptance criterion here
  out.verdict = !mdlVerdict ? null : mdlVerdict === 'redo' ? 'redo' : mdlVerdict === 'fail' || accuracyPass === false ? 'fail' : 'pass';
  return out;
}

const signer = (args: HookArgs) => String(args.ctx.user?.nickname || args.ctx.user?.username || '');

/** Why a verification cannot be approved, in the reader's words (null: it can). */
function notApprovable(rec: Row, lang: Lang): string | null {
  if (!rec.verdict) return translate(lang, 'verification.noStudy');
  if (rec.verdict === 'pass') return null;
  const labels = methodVerifications.labels.enums!.verdict as Record<string, [string, string]>;
  const reasons = ((rec.mdlResult as { reasons?: string[] } | null)?.reasons ?? []).map((k) => translate(lang, k));
  if ((rec.accuracyResult as { pass?: boolean | null } | null)?.pass === false) reasons.push(translate(lang, 'verification.accuracyFail'));
  return translate(lang, 'verification.notPass', { verdict: labels[String(rec.verdict)][lang === 'en' ? 1 : 0], reasons: reasons.join('; ') });
}

export default serverResource('methodVerifications', {
  beforeCreate: [numbered('verificationNo', 'FY'), (data, args) => computed(data, args)],
  beforeUpdate: [(data, args) => (INPUTS.some((k) => k in data) ? computed(data, args) : data)],
  beforeTransition: [
    (name, p, args) => {
      if (name === 'submit') {
        const rec = args.before!;
        // a passing study declares the MDL the lab will report; one to redo or failed has nothing to declare
        if (rec.mdlStudy && rec.verdict === 'pass' && !rec.verifiedMdl) {
          const message = translate(args.ctx.lang, 'verification.declareMdl');
          throw badRequest('error.validation', { fields: 'verifiedMdl' }, [{ field: 'verifiedMdl', message }]);
        }
        return { ...p, submittedBy: signer(args), submittedAt: nowIso() };
      }
      if (name === 'return') return { ...p, submittedBy: null, submittedAt: null };
      if (name !== 'approve') return p;
      const why = notApprovable(args.before!, args.ctx.lang);
      if (why) throw new AppError(409, CODES.conflict, why, {}, [{ field: 'verdict', message: why }]);
      return { ...p, approvedBy: signer(args), approvedAt: nowIso() };
    },
  ],
  afterTransition: [
    async (name, after, { tx, ctx }) => {
      if (name !== 'approve') return;
      const u = unitOf(tx, ctx);
      const lines = await tx
        .selectFrom('scope_lines')
        .select('id')
        .where('methodStandardId', '=', Number(after.methodStandardId))
        .where('matrix', '=', String(after.matrix))
        .where('status', '=', 'verifying')
        .orderBy('id')
        .execute();
      const reason = translate(ctx.lang, 'verification.scopeVerified', { no: String(after.verificationNo) });
      for (const line of lines) await cascade(u, 'scopeLines', Number(line.id), 'verifyByStudy', { reason });
    },
  ],
});
