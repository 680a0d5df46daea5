// The raw-record routes (server/analysis/records.ts): a sheet's record as show_cgorder shows it, draft saves
// (add_cgorder), the signed submission with the results the analyst saw, and the dry run of a template on the server.
import { request } from '../http.ts';
import type { RecordEvaluation } from '../../../schemas/templates/evaluate.ts';
import type { QcInput, RecordInput } from '../../../schemas/templates/types.ts';
import type { z } from 'zod';
import type { SheetShown, SheetShownParts, shownParameter, shownSample } from '../../../schemas/analysis/shown.ts';

/** show_cgorder's answer and its parts, as schemas/analysis/shown.ts declares them (the server builds it from the same) */
export type { SheetShown };
export type ShownParameter = z.infer<typeof shownParameter>;
export type ShownSample = z.infer<typeof shownSample>;
export type RecordVersion = SheetShownParts['versions'][number];
/** Names of the people on the sheet (analyst, checker, reviewer, who assigned it). */
export type SheetPeople = SheetShownParts['people'];
/** A QC sheet that keeps review and lock away (server/business/qc.ts qcGate). */
export type QcGate = SheetShownParts['qcGate'][number];
/** An open corrective action of an out-of-control run holding the sheet (server/controlCharts/hold.ts). */
export type ChartHold = SheetShownParts['held'][number];
export type Signature = SheetShown['signatures'][number];

/** A draft as add_cgorder takes it; `reasons`: why imported values were typed over ("rows.<i>.<input>") */
export interface DraftBody {
  analysisSheetId: number;
  header: RecordInput['header'];
  rows: RecordInput['rows'];
  curve?: RecordInput['curve'];
  qc?: QcInput;
  equipmentIds: number[];
  /** the prepared solutions the curve, spike and calibration check were made from (issue 34) */
  solutionUses?: Array<{ use: 'curve' | 'spike' | 'ccv'; solutionId: number }>;
  reasons?: Record<string, string>;
}
/** A result the analyst saw, compared by the server with its own */
export interface ClaimedResult {
  sampleId: string;
  parameter: string;
  display: string;
}

export const rawRecords = {
  show: (analysisSheetId: string | number) => request<SheetShown>({ url: 'analysis/show_cgorder', method: 'POST', data: { analysisSheetId } }),
  saveDraft: (body: DraftBody) => request({ url: 'analysis/add_cgorder', method: 'POST', silent: true, data: body }),
  /** `reason`: why a sheet past its holding time is submitted (the server asks for it then, and keeps it) */
  submit: (id: number, password: string, results: ClaimedResult[], reason?: string) =>
    request({ url: 'analysis/submit', method: 'POST', data: { id, password, results, ...(reason ? { reason } : {}) } }),
  /** the server's evaluation of a record (POST /admin/analform/{id}/evaluate) */
  evaluate: (templateId: string, body: Pick<RecordInput, 'header' | 'rows' | 'curve' | 'qc'>) =>
    request<RecordEvaluation>({ url: `analform/${encodeURIComponent(templateId)}/evaluate`, method: 'POST', data: body }),
};
