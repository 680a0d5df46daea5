// What a report prints (server/reports/pdf.ts ReportDocument renders it): the `document` of GET report/preview, which the
// report screen reads (src/reports/LectureScreens.tsx) and the OpenAPI document describes (closed objects, checked by
// every API test at every depth). Declared once here; the PDF's own types are checked against it at compile time
// (server/reports/pdf.ts). Words read from stored records (an address, the notes) may be null where the
// record has none.
import { z } from 'zod';
import { reportRow } from './reportRow.ts';
import { cmaMark } from '../methods/scopeState.ts';

const maybe = z.string().nullable().optional();
const label = z.strictObject({ zh: z.string(), en: z.string() });

/** GB/T 8170-2008 §4.3 (schemas/templates/types.ts DecisionRule): how a result was compared with its limit. */
export const decisionRule = z.strictObject({
  comparison: z.enum(['full', 'rounded']).describe('full = 全数值比较法 (the default), rounded = 修约值比较法'),
  basis: label.describe("The limit's source and the comparison's, with their clauses"),
});

export const reportDocument = z.strictObject({
  labName: z.string(),
  reportNo: z.string(),
  title: z.string(),
  typeLabel: z.string(),
  replacesReportNo: z.string().optional(),
  client: z.strictObject({ name: z.string(), address: maybe, contact: maybe }),
  project: z.strictObject({ name: z.string(), address: maybe, orderNo: z.string(), category: maybe }),
  dates: z.strictObject({ sampled: maybe, received: maybe, analysed: maybe }),
  limitStandard: maybe,
  rows: z.array(reportRow),
  decisionRules: z.array(decisionRule).optional().describe('The decision rules the judgements used (ISO/IEC 17025 §7.8.6)'),
  agreedRule: z
    .enum(['simple', 'guarded', 'none'])
    .optional()
    .describe('The decision rule agreed with the client at contract review (none: the order agreed none); printed in words (schemas/reports/agreedRule.ts)'),
  comparedRounded: z.number().int().optional().describe('Judged results compared by the reported value (no full value kept)'),
  holding: z.array(z.string()).optional().describe('保存时限: the results analysed past their holding time, each with the reason given'),
  conclusion: maybe,
  notes: maybe,
  signatures: z.array(z.strictObject({ role: z.string(), name: z.string(), at: maybe })),
  issuedAt: z.string(),
  timeZone: maybe,
  qc: z
    .array(
      z.strictObject({
        qcNo: z.string(),
        type: z.string(),
        sampleNo: z.string(),
        parameter: z.string(),
        value: z.string(),
        limit: z.string(),
        verdict: z.string(),
      }),
    )
    .optional()
    .describe('质控报告: the QC evaluations, each with the limit used and its verdict'),
  fieldConditions: z.array(z.string()).optional().describe('现场检测报告: the field record of each sampling task'),
  volumeStates: z.array(z.string()).optional().describe('Ambient air: the state each concentration is at (GB 3095-2012 as amended 2018)'),
  cma: cmaMark.optional().describe('The CMA mark and certificate number, printed only as the rules allow (schemas/methods/scopeState.ts cmaMarkOf)'),
  verify: z.strictObject({ code: z.string(), url: z.string() }).optional().describe("An issued report's verification code and public page"),
});

export type ReportDocumentShown = z.infer<typeof reportDocument>;
