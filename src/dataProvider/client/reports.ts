// The reports area's workflow writes (server/reports/reports.ts): drafting, the draft's and the notes' changes, an
// amendment, and the report's steps, one typed function per route, bodies typed by schemas/reports/reports.ts.
import type { z } from 'zod';
import { post, type AsTyped, type Quiet } from './post.ts';
import type { StepBody } from '../../../schemas/workflows/step.ts';
import type { ReportRecord, reportDraft, reportDraftEdit, reportNotes } from '../../../schemas/reports/reports.ts';

/** The report steps the server routes as /admin/report/{name} */
export type ReportStep = 'submit' | 'review' | 'approve' | 'return' | 'sendBack' | 'issue' | 'withdraw' | 'archive';

export const reportCalls = {
  /** POST report/draft: a report drafted from an order's reviewed results */
  draft: (body: AsTyped<z.input<typeof reportDraft>>, o?: Quiet) => post<ReportRecord>('report/draft', body, o),
  /** POST report/save_draft: the drafting fields of a draft changed */
  saveDraft: (body: AsTyped<z.input<typeof reportDraftEdit>> & { id: number }, o?: Quiet) => post<ReportRecord>('report/save_draft', body, o),
  /** POST report/update_notes: the notes of a report being drafted or reviewed */
  updateNotes: (body: z.input<typeof reportNotes>, o?: Quiet) => post<ReportRecord>('report/update_notes', body, o),
  /** POST report/amend: a new report replacing an issued one, with the reason */
  amend: (body: { id: number; reason: string }, o?: Quiet) => post<ReportRecord>('report/amend', body, o),
  /** POST report/{name}: a step of the report's workflow */
  step: (name: ReportStep) => (body: StepBody, o?: Quiet) => post<ReportRecord>(`report/${name}`, body, o),
};
