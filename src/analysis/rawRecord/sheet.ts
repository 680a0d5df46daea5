// What the raw-record screens load and send: the sheet's record through analysis/show_cgorder, the QC plan that
// wires duplicates, spikes and blanks, usable instruments, draft saves (analysis/add_cgorder), the submission with
// the results the analyst saw (the server recomputes and refuses a mismatch) and the dry run on the server.
import { templateByIdAt } from '../../../schemas/templates/index.ts';
import { labMdlTemplate } from '../../../schemas/methods/labMdl.ts';
import type { RecordEvaluation } from '../../../schemas/templates/evaluate.ts';
import type { QcInput, RecordInput, TemplateDef } from '../../../schemas/templates/types.ts';
import { planQcFor, recordFor, withPlanQc } from '../../../schemas/templates/recordFill.ts';
import { withStandardOxygen, type StandardOxygen } from '../../../schemas/templates/oxygenRef.ts';
import { keptAsEngine } from '../../../schemas/templates/recordShapes.ts';
import {
  rawRecords,
  resourcePage,
  type QcGate,
  type ChartHold,
  type RecordVersion,
  type SheetPeople,
  type ShownParameter,
  type ShownSample,
  type Signature,
} from '../../dataProvider/client/index.ts';
import type { EquipmentOption } from './HeaderPanel.tsx';
import type { SolutionOption } from './SolutionsPanel.tsx';
import type { SolutionUse } from '../../../schemas/reagents/uses.ts';
import type { solutions } from '../../../schemas/reagents/solutions.ts';
import { blankRecord, withTemplateKeys } from './model.ts';
import type { TrailStep } from '../../resources/Trail.tsx';
import type { RecordOf } from '../../../schemas/core/resource.ts';
import type { analysisSheets } from '../../../schemas/analysis/sheets.ts';
import type { qcSheets } from '../../../schemas/business/qc.ts';
import type { equipment } from '../../../schemas/equipment/equipment.ts';
import type { QcVerdicts } from '../../../schemas/business/qcVerdicts.ts';

type AnalysisSheet = RecordOf<typeof analysisSheets>;
type QcSheet = RecordOf<typeof qcSheets>;

export type { ShownParameter, ShownSample, Signature };

export interface SheetData {
  sheet: AnalysisSheet;
  template: TemplateDef;
  generic: boolean;
  record: RecordInput;
  equipmentIds: number[];
  /** The solutions the record version names (curve, spike, calibration check). */
  solutionUses: SolutionUse[];
  parameters: ShownParameter[];
  samples: ShownSample[];
  versions: RecordVersion[];
  signatures: Signature[];
  /** Every step of the sheet's workflow, returns and their reasons included (server/workflow/trail.ts). */
  trail: TrailStep[];
  /** Names of the people on the sheet (analyst, checker, reviewer, who assigned it). */
  people: SheetPeople;
  /** A record has been saved before (else the grid starts from the sheet's samples, empty). */
  saved: boolean;
  /** The stored record's row and version: an instrument import writes a new one without changing the sheet. */
  recordKey?: string;
  /** The QC plan the record's QC values come from (its number; its spike amounts are shown read-only). */
  qcPlan?: { qcNo: string; spikes: Set<string> };
  /** Stack gas: per sample, the reference O₂ its point's standard gives (shown read-only; the server keeps the same). */
  oxygenRefs: StandardOxygen[];
  /** QC sheets that keep review and lock away (server/business/qc.ts qcGate). */
  qcGate: QcGate[];
  /** Open corrective actions holding the sheet's check, review and lock (issue 31). */
  held: ChartHold[];
  /** The QC verdicts over the sheet's parameters and their nonconformity (server/business/qc.ts qcVerdicts). */
  qcVerdicts: QcVerdicts[];
}

export const EDITABLE_STATES = ['received', 'in_entry'];

export async function loadSheet(id: string | number): Promise<SheetData> {
  const shown = await rawRecords.show(id);
  const generic = !!shown.genericTemplate;
  // the version the sheet's record was started on (the server answers it): an older draft keeps its template's inputs
  const manifest: TemplateDef | undefined = generic ? (shown.template as TemplateDef) : templateByIdAt(shown.template?.id, shown.template?.version);
  if (!manifest) throw new Error('rr.notFound');
  // the lab's verified MDLs, as the server computes the record with them
  const template = generic ? manifest : labMdlTemplate(manifest, shown.parameters ?? []);
  let qcItems: QcSheet['items'] = [];
  let qcNo = '';
  if (shown.sheet?.taskId) {
    const qc = await resourcePage<typeof qcSheets>('qcSheets', { taskId: shown.sheet.taskId, pageSize: 10 }).catch(() => ({ list: [] as QcSheet[] }));
    qcItems = (qc.list ?? []).flatMap((q) => q.items ?? []);
    qcNo = (qc.list ?? []).map((q) => q.qcNo).join('、');
  }
  // the sheet's rows (one per sample and parameter), every value still to be typed, and the QC plan's wiring and
  // values (as the server writes them into every saved record: a change goes through the QC plan)
  const plan = planQcFor(shown, qcItems);
  const filled = recordFor(shown, qcItems);
  const skeleton = withTemplateKeys(template, blankRecord({ ...filled, qc: plan ?? filled.qc }));
  const input: RecordInput | null = shown.input && keptAsEngine.parse(shown.input);
  const kept = input ? withTemplateKeys(template, { ...input, header: input.header ?? {}, qc: withPlanQc(input.qc ?? skeleton.qc, plan) }) : skeleton;
  // the reference O₂ of each sample whose point's standard gives one, as the server writes it into the saved record
  const oxygenRefs: StandardOxygen[] = shown.oxygenRefs ?? [];
  const record = { ...kept, rows: withStandardOxygen(template, kept.rows, oxygenRefs).rows };
  const planned = new Set((plan?.spikes ?? []).filter((s) => s.added).map(spikeKey));
  return {
    qcPlan: plan ? { qcNo, spikes: planned } : undefined,
    oxygenRefs,
    sheet: shown.sheet,
    template,
    generic,
    record,
    saved: !!input,
    qcGate: shown.qcGate ?? [],
    held: shown.held ?? [],
    qcVerdicts: shown.qcVerdicts ?? [],
    recordKey: `${shown.record?.id ?? ''}.${shown.record?.recordVersion ?? ''}`,
    equipmentIds: (shown.record?.equipmentIds ?? []).map(Number),
    solutionUses: shown.record?.solutionUses ?? [],
    parameters: shown.parameters ?? [],
    samples: shown.samples ?? [],
    versions: shown.versions ?? [],
    signatures: shown.signatures ?? [],
    trail: shown.trail ?? [],
    people: shown.people ?? {},
  };
}

/** A spike of the record's QC block as the plan names it: its samples and, on a multi-analyte record, its parameter. */
export const spikeKey = (s: NonNullable<QcInput['spikes']>[number]) => `${s.sampleId}>${s.spikedSampleId}>${s.parameter ?? ''}`;

/** The equipment register for the record's picker (equipmentChoices greys out what this record cannot use); null when this user may not list equipment. */
export async function loadEquipment(): Promise<EquipmentOption[] | null> {
  try {
    const page = await resourcePage<typeof equipment>('equipment', { pageSize: 500, sort: 'id', order: 'asc' });
    return page.list ?? [];
  } catch {
    return null;
  }
}

/** The lab's prepared solutions for the record's pickers (solutionChoices greys out what this record cannot use). */
export async function loadSolutions(): Promise<SolutionOption[] | null> {
  try {
    const page = await resourcePage<typeof solutions>('solutions', { pageSize: 500, sort: 'id', order: 'desc' });
    return (page.list ?? []).map((s) => ({ ...s, expiresOn: s.expiresOn ?? null, parameterId: s.parameterId ?? null }));
  } catch {
    return null;
  }
}

/** `reasons`: why imported values were typed over ("rows.<i>.<input>"), required by the server for such a change. */
export function saveDraft(
  sheetId: number,
  record: RecordInput,
  equipmentIds: number[],
  reasons: Record<string, string> = {},
  solutionUses?: SolutionUse[],
): Promise<unknown> {
  return rawRecords.saveDraft({
    analysisSheetId: sheetId,
    header: record.header ?? {},
    rows: record.rows,
    curve: record.curve,
    qc: record.qc,
    equipmentIds,
    ...(solutionUses ? { solutionUses } : {}),
    ...(Object.keys(reasons).length ? { reasons } : {}),
  });
}

/** The results the analyst saw, one per sample × template parameter the sheet reports (the server compares). */
export function claimsOf(ev: RecordEvaluation, parameters: ShownParameter[], template: TemplateDef) {
  const codes = new Set(parameters.map((p) => p.templateCode).filter(Boolean));
  const single = template.parameters.length === 1 ? template.parameters[0].code : undefined;
  const source = ev.samples
    ? ev.samples.map((s) => ({ sampleId: s.sampleId, rv: s.result, param: undefined as string | undefined }))
    : ev.rows.map((r) => ({ sampleId: r.sampleId, rv: r.result, param: r.parameter }));
  const seen = new Set<string>();
  const out: Array<{ sampleId: string; parameter: string; display: string }> = [];
  for (const { sampleId, rv, param } of source) {
    const code = rv?.parameter ?? param ?? single;
    if (!rv || rv.flag !== undefined || !code || !codes.has(code) || seen.has(`${sampleId}/${code}`)) continue;
    seen.add(`${sampleId}/${code}`);
    out.push({ sampleId, parameter: code, display: rv.display });
  }
  return out;
}

/** `reason`: why a sheet past its holding time is submitted (the server asks for it then, and keeps it). */
export function submitSheet(sheetId: number, password: string, results: ReturnType<typeof claimsOf>, reason?: string): Promise<unknown> {
  return rawRecords.submit(sheetId, password, results, reason);
}

/** The server's evaluation of the same record (POST /admin/analform/{id}/evaluate), compared with ours. */
export async function verifyOnServer(template: TemplateDef, record: RecordInput, local: RecordEvaluation): Promise<{ count: number; differences: string[] }> {
  const body = { header: record.header ?? {}, rows: record.rows, ...(record.curve ? { curve: record.curve } : {}), ...(record.qc ? { qc: record.qc } : {}) };
  const server = await rawRecords.evaluate(template.id, body);
  const differences: string[] = [];
  let count = 0;
  local.rows.forEach((row, i) => {
    for (const r of row.results) {
      count++;
      const theirs = server.rows[i]?.results.find((x) => x.key === r.key);
      // a judgement comes back from the server as its label in the user's language: compare its code instead
      const agree = r.flag !== undefined ? theirs?.flag === r.flag : theirs?.display === r.display;
      if (!agree) differences.push(`${row.sampleId}/${r.key}: ${r.display} ≠ ${theirs?.display ?? '—'}`);
    }
  });
  if (server.ok !== local.ok) differences.push(`ok: ${local.ok} ≠ ${server.ok}`);
  return { count, differences };
}
