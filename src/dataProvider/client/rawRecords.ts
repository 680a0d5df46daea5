// The raw-record routes (server/analysis/records.ts): a sheet's record as show_cgorder shows it, draft saves
// (add_cgorder), the signed submission with the results the analyst saw, and the dry run of a template on the server.
import { request } from '../http.ts';
import type { RecordEvaluation } from '../../../schemas/templates/evaluate.ts';
import type { QcInput, RecordInput, TemplateDef } from '../../../schemas/templates/types.ts';
import type { StandardOxygen } from '../../../schemas/templates/oxygenRef.ts';
import type { QcVerdicts } from '../../../schemas/business/qcVerdicts.ts';
import type { RecordOf } from '../../../schemas/core/resource.ts';
import type { analysisSheets } from '../../../schemas/analysis/sheets.ts';
import type { rawRecords as rawRecordResource } from '../../../schemas/analysis/records.ts';
import type { TrailStep } from '../../resources/Trail.tsx';

export interface ShownParameter {
  id: number;
  code: string;
  name: string;
  unit: string;
  mdl: string;
  decimals?: number;
  templateCode?: string;
}
export interface ShownSample {
  id: number;
  sampleNo: string;
  qcType?: string | null;
  parameterIds: number[];
}
export interface Signature {
  id: number;
  userId: number;
  signerName: string;
  meaning: string;
  signedAt: string;
}
export type RecordVersion = { id: number; recordVersion: number; draft: boolean; updatedAt?: string };
/** Names of the people on the sheet (analyst, checker, reviewer, who assigned it). */
export type SheetPeople = { analyst?: string | null; checker?: string | null; reviewer?: string | null; assignedBy?: string | null };
/** A QC sheet that keeps review and lock away (server/business/qc.ts qcGate). */
export type QcGate = { id: number; qcNo: string; status: string; reason: 'unevaluated' | 'failed' };
/** An open corrective action of an out-of-control run holding the sheet (server/controlCharts/hold.ts). */
export type ChartHold = { actionNo: string; chartNo: string; chartName: string };

/** show_cgorder's answer as the raw-record screens read it (schemas/analysis/shown.ts declares the wire shape; its
 *  nullable columns and string-or-number curve points are not yet the template functions' types) */
export interface Shown {
  sheet: RecordOf<typeof analysisSheets>;
  record: RecordOf<typeof rawRecordResource> | null;
  input: RecordInput | null;
  template: TemplateDef | { id: string; version?: number };
  genericTemplate: boolean;
  parameters: ShownParameter[];
  samples: ShownSample[];
  versions: RecordVersion[];
  signatures: Signature[];
  trail: TrailStep[];
  people: SheetPeople;
  qcGate: QcGate[];
  held: ChartHold[];
  qcVerdicts: QcVerdicts[];
  oxygenRefs: StandardOxygen[];
}

/** A draft as add_cgorder takes it; `reasons`: why imported values were typed over ("rows.<i>.<input>") */
export interface DraftBody {
  analysisSheetId: number;
  header: RecordInput['header'];
  rows: RecordInput['rows'];
  curve?: RecordInput['curve'];
  qc?: QcInput;
  equipmentIds: number[];
  reasons?: Record<string, string>;
}
/** A result the analyst saw, compared by the server with its own */
export interface ClaimedResult {
  sampleId: string;
  parameter: string;
  display: string;
}

export const rawRecords = {
  show: (analysisSheetId: string | number) => request<Shown>({ url: 'analysis/show_cgorder', method: 'POST', data: { analysisSheetId } }),
  saveDraft: (body: DraftBody) => request({ url: 'analysis/add_cgorder', method: 'POST', silent: true, data: body }),
  /** `reason`: why a sheet past its holding time is submitted (the server asks for it then, and keeps it) */
  submit: (id: number, password: string, results: ClaimedResult[], reason?: string) =>
    request({ url: 'analysis/submit', method: 'POST', data: { id, password, results, ...(reason ? { reason } : {}) } }),
  /** the server's evaluation of a record (POST /admin/analform/{id}/evaluate) */
  evaluate: (templateId: string, body: Pick<RecordInput, 'header' | 'rows' | 'curve' | 'qc'>) =>
    request<RecordEvaluation>({ url: `analform/${encodeURIComponent(templateId)}/evaluate`, method: 'POST', data: body }),
};
