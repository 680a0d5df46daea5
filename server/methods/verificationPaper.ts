// What a method verification report prints (issue 32 item 1), read in one transaction: the record with its entries
// and the server's computations, the method standard by number and title, the matrix and the test item as people read
// them, and who signed the submit and the approval (the signature records' names and times; the record's own stamps
// where no signature record exists). Read-only.
import type { z } from 'zod';
import type { RecordOf } from '../../schemas/core/resource.ts';
import type { methodVerifications } from '../../schemas/methods/verifications.ts';
import type { accuracyResult, mdlResult, precisionResult } from '../../schemas/methods/results.ts';
import type { accuracyInput, mdlStudyInput, precisionInput } from '../../schemas/methods/verifications.ts';
import type { Lang } from '../http/messages.ts';
import { settingOf, labTimeZone } from '../db/settings.ts';
import { load, type Unit } from '../workflow/store.ts';

export interface Signed {
  name: string;
  at: string | null;
}

export interface VerificationPaper {
  verificationNo: string;
  status: string;
  verdict: string | null;
  standardNo: string;
  standardTitle: string;
  matrix: string;
  parameter: string;
  unit: string;
  standardMdl: string | null;
  /** the lab's MDL and LOQ as the record keeps them (its decimal columns), the figures a raw record uses */
  verifiedMdl: string | null;
  verifiedLoq: string | null;
  conclusion: string | null;
  validUntil: string | null;
  mdlStudy: z.infer<typeof mdlStudyInput> | null;
  mdlResult: z.infer<typeof mdlResult> | null;
  precision: z.infer<typeof precisionInput> | null;
  precisionResult: z.infer<typeof precisionResult> | null;
  accuracy: z.infer<typeof accuracyInput> | null;
  accuracyResult: z.infer<typeof accuracyResult> | null;
  verifier: Signed | null;
  approver: Signed | null;
  labName: string;
  timeZone: string;
}

type Verification = RecordOf<typeof methodVerifications>;

export async function loadVerificationPaper(u: Unit, id: number, lang: Lang): Promise<VerificationPaper> {
  const v = (await load(u, 'methodVerifications', id)) as unknown as Verification;
  const standard = await load(u, 'methodStandards', v.methodStandardId);
  const parameter = await load(u, 'parameters', v.parameterId);
  const matrix = await u.tx
    .selectFrom('dictItems')
    .select(['label', 'labelEn'])
    .where('dictCode', '=', 'matrix')
    .where('value', '=', v.matrix)
    .executeTakeFirst();
  const sigs = await u.tx
    .selectFrom('signatures')
    .select(['meaning', 'signerName', 'signedAt'])
    .where('entity', '=', 'methodVerifications')
    .where('entityId', '=', id)
    .orderBy('id')
    .execute();
  // the latest signature of each meaning: a study returned and submitted again is signed again
  const signed = (meaning: string, name: string | null | undefined, at: string | null | undefined): Signed | null => {
    const s = sigs.filter((x) => x.meaning === meaning).pop();
    if (s) return { name: String(s.signerName), at: String(s.signedAt) };
    return name ? { name, at: at ?? null } : null;
  };
  const en = lang === 'en';
  return {
    verificationNo: v.verificationNo,
    status: v.status,
    verdict: v.verdict ?? null,
    standardNo: String(standard.standardNo),
    standardTitle: String((en && standard.titleEn) || standard.title),
    matrix: String((en && matrix?.labelEn) || matrix?.label || v.matrix),
    parameter: String((en && parameter.nameEn) || parameter.name),
    unit: String(parameter.unit ?? ''),
    standardMdl: v.standardMdl ?? null,
    verifiedMdl: v.verifiedMdl ?? null,
    verifiedLoq: v.verifiedLoq ?? null,
    conclusion: v.conclusion ?? null,
    validUntil: v.validUntil ?? null,
    mdlStudy: v.mdlStudy ?? null,
    mdlResult: v.mdlResult ?? null,
    precision: v.precision ?? null,
    precisionResult: v.precisionResult ?? null,
    accuracy: v.accuracy ?? null,
    accuracyResult: v.accuracyResult ?? null,
    // a step that was returned leaves no verifier: the record's stamps were cleared by the return
    verifier: v.submittedBy ? signed('submit', v.submittedBy, v.submittedAt) : null,
    approver: v.approvedBy ? signed('approve', v.approvedBy, v.approvedAt) : null,
    labName: (await settingOf(u.tx, 'lab.name')) ?? (en ? 'Testing laboratory' : '检测实验室'),
    timeZone: await labTimeZone(u.tx),
  };
}
