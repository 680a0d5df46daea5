import type { ReportSources } from '../../schemas/reports/preview.ts';
import { includedResults } from './reportData.ts';
import { findBy, findIn, ids, type Row, type Unit } from '../workflow/store.ts';

/**
 * The sheets behind a report's included results, and every QC sheet of their tasks that covers one of their parameters
 * (the same cover as the review gate, server/business/qc.ts): the reviewer and the signatory open them from the report.
 */
export async function reportSources(u: Unit, report: Row): Promise<ReportSources> {
  const { pairs } = await includedResults(u, report);
  const bySheet = new Map<number, Set<string>>();
  for (const { param, result } of pairs) {
    const id = result?.analysisSheetId as number | undefined;
    if (id) bySheet.set(id, (bySheet.get(id) ?? new Set()).add(param.name));
  }
  const sheets = await findIn(u, 'analysisSheets', [...bySheet.keys()]);
  const qcSheets = new Map<number, ReportSources['qcSheets'][number]>();
  for (const s of sheets) {
    const mine = ids(s.parameterIds);
    for (const q of await findBy(u, 'qcSheets', 'taskId', s.taskId)) {
      const items = (q.items ?? []) as Array<{ parameterIds?: number[] }>;
      if (!items.some((i) => (i.parameterIds ?? []).some((p) => mine.includes(p)))) continue;
      qcSheets.set(q.id as number, {
        id: q.id as number,
        qcNo: String(q.qcNo),
        status: String(q.status),
        orderId: (q.orderId as number | null) ?? null,
        taskId: (q.taskId as number | null) ?? null,
      });
    }
  }
  return {
    sheets: sheets.map((s) => ({
      id: s.id as number,
      analysisNo: String(s.analysisNo),
      templateId: (s.templateId as string | null) ?? null,
      status: String(s.status),
      parameters: [...bySheet.get(s.id as number)!],
    })),
    qcSheets: [...qcSheets.values()],
  };
}
