// GET report/preview: what the report screen (src/reports/LectureScreens.tsx) shows around a report — the document as
// printed, the trail, what its results stand on, where its QR code points and the QC behind them — beside the report
// and its signatures (records, described by their resources). Declared once here: the server builds it
// (server/reports/reports.ts), the screen reads it and the OpenAPI document describes it from this schema.
import { z } from 'zod';
import type { RecordOf } from '../core/resource.ts';
import type { reports, signatures } from './reports.ts';
import { reportDocument } from './document.ts';
import { trailStep } from '../workflows/trail.ts';
import { qcVerdicts } from '../business/qcVerdicts.ts';

/** What a report's results stand on: the analysis sheets (raw records) they came from and the QC sheets covering them. */
export const reportSources = z.strictObject({
  sheets: z.array(
    z.strictObject({ id: z.number().int(), analysisNo: z.string(), templateId: z.string().nullable(), status: z.string(), parameters: z.array(z.string()) }),
  ),
  qcSheets: z.array(
    z.strictObject({ id: z.number().int(), qcNo: z.string(), status: z.string(), orderId: z.number().int().nullable(), taskId: z.number().int().nullable() }),
  ),
});

/** The preview's answer apart from its records. */
export const reportPreviewShown = z.strictObject({
  document: reportDocument,
  trail: z.array(trailStep).describe('Every step, returns and their reasons included'),
  sources: reportSources.describe('The raw records and QC sheets behind the results (opened from the report)'),
  verify: z
    .strictObject({ base: z.string(), configured: z.boolean() })
    .describe('Where the QR code will point, and whether the lab set its public address (系统配置 lab.publicUrl)'),
  qcVerdicts: z.array(qcVerdicts).describe('The QC behind the results, with their nonconformities'),
});

export type ReportSources = z.infer<typeof reportSources>;
export type ReportPreviewShown = z.infer<typeof reportPreviewShown>;
export type ReportPreview = ReportPreviewShown & { report: RecordOf<typeof reports>; signatures: Array<RecordOf<typeof signatures>> };
