// A failed QC sheet is an open nonconformity: QA decides it, signed (release with a justification, or re-analyse);
// the QC state of results (open / released) that checking and reporting obey, and the QC verdicts the checker,
// reviewer and signatory see beside what they sign.
import type { QcItem } from '../../schemas/business/qc.ts';
import { translate } from '../http/messages.ts';
import { cascade, findBy, ids, nowIso, type Row, type Unit } from '../workflow/store.ts';
import { evaluationOf, type QcDecision, type QcSheetEvaluation } from '../../schemas/business/qcEvaluation.ts';
import type { QcVerdicts } from '../../schemas/business/qcVerdicts.ts';

/** The decision of a failed QC sheet's nonconformity, kept with the verdict it decided (the e-signature is the engine's). */
export async function decide(u: Unit, name: 'acceptNonConformance' | 'reanalyse', before: Row, reason: string): Promise<Row> {
  const evaluation = evaluationOf(before);
  const decision: QcDecision = {
    decision: name === 'reanalyse' ? 'reanalyse' : 'release',
    reason,
    by: String(u.ctx.user?.nickname || u.ctx.user?.username || ''),
    at: nowIso(),
    failed: (evaluation.evaluations ?? []).filter((e) => e.pass === false).map((e) => `${e.sampleNo ?? ''} ${e.parameter} ${e.value ?? ''}（${e.limit}）`),
  };
  const decided: QcSheetEvaluation = { ...evaluation, nonConformances: [...(evaluation.nonConformances ?? []), decision] };
  if (name === 'reanalyse') await returnForReanalysis(u, before, reason);
  return { nonConformance: name === 'reanalyse' ? null : reason, evaluation: decided };
}

/**
 * A re-analysis decision sends the analysis sheets whose parameters failed back to their analyst (submitted,
 * checked or reviewed → in_entry, as the sheet's own 退回 does, with the decision's reason): the results are
 * entered again and the QC sheet, back to executed, is judged on them.
 */
async function returnForReanalysis(u: Unit, qc: Row, reason: string) {
  const failed = new Set((evaluationOf(qc).evaluations ?? []).filter((e) => e.pass === false).map((e) => e.parameterId));
  for (const a of await findBy(u, 'analysisSheets', 'taskId', qc.taskId)) {
    if (!['submitted', 'checked', 'reviewed'].includes(String(a.status)) || !ids(a.parameterIds).some((p) => failed.has(p))) continue;
    const why = `${translate(u.ctx.lang, 'qc.reanalyse', { qc: String(qc.qcNo) })}${reason}`;
    // the sheet's return hook clears the signers, keeps the reason and sets its results back to entered
    await cascade(u, 'analysisSheets', a.id as number, 'return', { reason: why });
  }
}

/** The QC sheets of a task covering these parameters, with their verdicts on these parameters. */
export async function qcVerdicts(u: Unit, taskId: number, parameterIds: number[]): Promise<QcVerdicts[]> {
  const out: QcVerdicts[] = [];
  for (const q of await findBy(u, 'qcSheets', 'taskId', taskId)) {
    if (!((q.items as QcItem[]) ?? []).some((i) => i.parameterIds.some((p) => parameterIds.includes(p)))) continue;
    const evs = (evaluationOf(q).evaluations ?? []).filter((e) => parameterIds.includes(e.parameterId));
    out.push({
      id: q.id as number,
      qcNo: String(q.qcNo),
      status: String(q.status),
      nonConformance: (q.nonConformance as string | null) ?? null,
      evaluations: evs.map((e) => ({
        type: e.type,
        sampleNo: e.sampleNo ?? null,
        parameter: e.parameter,
        value: e.value ?? null,
        limit: e.limit,
        pass: e.pass,
        statistic: e.statistic ?? null,
      })),
    });
  }
  return out;
}

interface QcState {
  /** QC sheets with an open nonconformity (failed, not decided): the result cannot be reported */
  open: string[];
  /** QC sheets failed and released by a signed decision: the report marks the result */
  released: Array<{ qcNo: string; reason: string }>;
}

/** The QC state of results by sample and parameter: the QC sheets of the sample's task covering the parameter. */
export async function qcStateOf(u: Unit, samples: Row[]): Promise<(sample: Row, parameterId: number) => QcState> {
  const taskIds = [...new Set(samples.map((s) => s.taskId as number).filter(Boolean))];
  const sheets: Row[] = [];
  for (const t of taskIds) sheets.push(...(await findBy(u, 'qcSheets', 'taskId', t)));
  return (sample, pid) => {
    const mine = sheets.filter((q) => q.taskId === sample.taskId && ((q.items as QcItem[]) ?? []).some((i) => i.parameterIds.includes(pid)));
    return {
      open: mine.filter((q) => q.status === 'failed').map((q) => String(q.qcNo)),
      released: mine.filter((q) => q.status === 'accepted' && q.nonConformance).map((q) => ({ qcNo: String(q.qcNo), reason: String(q.nonConformance) })),
    };
  };
}
