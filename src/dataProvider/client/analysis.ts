// The analysis area's workflow writes (server/analysis/sheets.ts): assigning, splitting and merging sheets, and the
// sheet's steps other than the submission (rawRecords.ts submits the record), one typed function per route.
import type { z } from 'zod';
import { post, type Quiet } from './post.ts';
import type { RecordOf } from '../../../schemas/core/resource.ts';
import type { StepBody, idList } from '../../../schemas/workflows/step.ts';
import type { analysisSheets, sheetAssignBody, sheetIssueBody } from '../../../schemas/analysis/sheets.ts';

type Sheet = RecordOf<typeof analysisSheets>;
/** The analysis sheet steps the server routes as /admin/analysis/{name}: the receipt, the signed levels, the return */
export type SheetStep = 'confirm_ok' | 'check' | 'review' | 'return' | 'lock';

export const analysisCalls = {
  /** POST analysis/issued: the sheet assigned to a qualified analyst */
  issue: (body: z.input<typeof sheetIssueBody>, o?: Quiet) => post<Sheet>('analysis/issued', body, o),
  /** POST analysis/oncemore_assign: the sheet given to another qualified analyst */
  reassign: (body: z.input<typeof sheetAssignBody>, o?: Quiet) => post<Sheet>('analysis/oncemore_assign', body, o),
  /** POST analysis/split_param: some of the sheet's parameters moved into a new sheet */
  split: (body: StepBody & { parameterIds: z.input<typeof idList> }, o?: Quiet) => post<{ kept: Sheet; created: Sheet }>('analysis/split_param', body, o),
  /** POST analysis/merge_params: sheets of one task and template merged into the first */
  merge: (body: { ids: z.input<typeof idList> }, o?: Quiet) => post<Sheet>('analysis/merge_params', body, o),
  /** POST analysis/{name}: a step of the sheet's workflow */
  step: (name: SheetStep) => (body: StepBody, o?: Quiet) => post<Sheet>(`analysis/${name}`, body, o),
};
