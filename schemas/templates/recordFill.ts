// Demo and test filling of a raw record: plausible values per sample and the QC plan's spikes and CRM values, computed in decimal.
import Decimal from 'decimal.js';
import type { QcInput, RecordInput, RecordRow, TemplateDef } from './types.ts';
import { templateByIdAt } from './index.ts';
import { rowsNameParameter } from './evaluate.ts';
import { convertConcentration, type QcItem } from '../business/qc.ts';
import type { z } from 'zod';
import type { shownParameter, shownSample } from '../analysis/shown.ts';

// Shared by the raw-record screen (the sheet's skeleton: one row per sample and parameter, QC wiring), the demo seed
// and the tests' API flow driver, so it lives with the templates rather than in the server.

/**
 * A plausible filled raw record for a sheet, from the template's own worked example (or made-up readings for a
 * generic template): used by the demo seed, the API flow driver of the tests and benchmark, and the e2e test.
 * QC samples get the example's duplicate / blank / spike rows so their evaluations come out as the example's.
 */
export interface FillSample {
  sampleNo: string;
  parameterIds: number[];
  qcType?: string | null;
  pairedSampleNo?: string;
  /** per parameter id, in the parameter's unit: the concentration a spike adds, a CRM's certified value ± half range */
  spikes?: Record<number, string>;
  crms?: Record<number, { certified: string; halfRange: string }>;
}
export interface FillParam {
  id: number;
  code: string | null;
  mdl: string;
  decimals: number;
}

const ROLE: Record<string, string> = {
  lab_duplicate: 'S1-D',
  field_duplicate: 'S1-D',
  lab_blank: 'BLK',
  field_blank: 'BLK',
  transport_blank: 'BLK',
  matrix_spike: 'S1-SP',
  crm: 'S1',
};

export function genericValue(p: FillParam, i: number): Decimal {
  // 20–29 × MDL: well above the detection limit, varied per sample
  return new Decimal(p.mdl).mul(20 + (i % 10)).toDecimalPlaces(Math.max(p.decimals, 0), Decimal.ROUND_HALF_EVEN);
}

export function fillRecord(template: TemplateDef, generic: boolean, toTemplate: Map<number, string>, params: FillParam[], samples: FillSample[]): RecordInput {
  const rows: RecordRow[] = [];
  const multi = template.parameters.length > 1;
  const routineIndex = new Map(samples.filter((s) => !s.qcType).map((s, i) => [s.sampleNo, i]));
  for (const s of samples) {
    const mine = params.filter((p) => s.parameterIds.includes(p.id) && toTemplate.has(p.id));
    if (!mine.length) continue;
    if (generic) {
      for (const p of mine) {
        const base = genericValue(p, routineIndex.get(s.pairedSampleNo ?? s.sampleNo) ?? 0);
        let v = base;
        if (s.qcType?.endsWith('blank')) v = new Decimal(0);
        else if (s.qcType === 'matrix_spike') v = base.add(s.spikes?.[p.id] ?? base);
        else if (s.qcType === 'crm') v = new Decimal(s.crms?.[p.id]?.certified ?? base);
        rows.push({ sampleId: s.sampleNo, ...(multi ? { parameter: toTemplate.get(p.id) } : {}), inputs: { value: v.toString() } });
      }
    } else {
      const role = s.qcType ? (ROLE[s.qcType] ?? 'S1') : 'S1';
      const source = template.example.rows.filter((r) => r.sampleId === role);
      const use = source.length ? source : template.example.rows.filter((r) => r.sampleId === 'S1');
      for (const p of multi ? mine : mine.slice(0, 1)) {
        for (const r of use) rows.push({ sampleId: s.sampleNo, ...(r.parameter || multi ? { parameter: toTemplate.get(p.id) } : {}), inputs: { ...r.inputs } });
      }
    }
  }
  // the plan's wiring and values; a spike the plan gives no amount takes the worked example's (a demo record)
  const ex = template.example.qc?.spikes?.[0];
  const qc = planQc(template, toTemplate, params, samples);
  if (qc.spikes) qc.spikes = qc.spikes.map((s) => (s.added ? s : { ...(ex ?? {}), ...s }));
  return { header: { ...(template.example.header ?? {}) }, rows, ...(template.example.curve ? { curve: template.example.curve } : {}), qc };
}

/**
 * The QC wiring of a record as its task's QC plan sets it: blanks, duplicate pairs, spikes with the amount the plan
 * gives (in the parameter's unit) and CRMs with their certified value and half range. A multi-analyte record
 * (ICP-MS, ICP-OES, ion chromatography: rows name their parameter) holds a blank, a duplicate pair, a spike and a CRM
 * per parameter, each naming it, so it judges every element as the QC sheet does; a single-analyte one holds its
 * parameter's. The one source of these numbers: the server
 * writes them into every saved record (withPlanQc) and the raw-record screen shows them read-only.
 */
export function planQc(template: TemplateDef, toTemplate: Map<number, string>, params: Array<Pick<FillParam, 'id'>>, samples: FillSample[]): QcInput {
  const kinds = new Set(template.qc.map((q) => q.kind));
  const perParameter = rowsNameParameter(template);
  const qc: QcInput = {};
  for (const s of samples) {
    const mine = params.filter((p) => s.parameterIds.includes(p.id) && toTemplate.has(p.id));
    if (!mine.length || !s.qcType) continue;
    // a multi-analyte record judges each parameter it covers (its rows name it); a single-analyte one its own
    const judged = perParameter ? mine : mine.slice(0, 1);
    for (const p of judged) {
      const parameter = perParameter ? { parameter: toTemplate.get(p.id)! } : {};
      if (s.qcType.endsWith('duplicate') && kinds.has('duplicate') && s.pairedSampleNo)
        (qc.duplicates ??= []).push({ a: s.pairedSampleNo, b: s.sampleNo, ...parameter });
      if (s.qcType.endsWith('blank') && kinds.has('blank')) (qc.blanks ??= []).push({ sampleId: s.sampleNo, ...parameter });
      if (s.qcType === 'matrix_spike' && kinds.has('spike') && s.pairedSampleNo) {
        const added = s.spikes?.[p.id];
        (qc.spikes ??= []).push({ sampleId: s.pairedSampleNo, spikedSampleId: s.sampleNo, ...parameter, ...(added ? { added } : {}) });
      }
      const crm = s.crms?.[p.id];
      if (s.qcType === 'crm' && kinds.has('crm') && crm)
        (qc.crms ??= []).push({ sampleId: s.sampleNo, ...parameter, certified: crm.certified, halfRange: crm.halfRange });
    }
  }
  return qc;
}

/**
 * A record's QC block with the plan's wiring and values over what was typed or sent: a change goes through the QC
 * plan. The record keeps its own calibration checks, and the amount of a spike the plan gives none.
 */
export function withPlanQc(qc: QcInput | undefined, plan: QcInput | undefined): QcInput | undefined {
  if (!plan) return qc;
  const typed = (s: NonNullable<QcInput['spikes']>[number]) =>
    qc?.spikes?.find((x) => x.sampleId === s.sampleId && x.spikedSampleId === s.spikedSampleId && x.parameter === s.parameter);
  const out: QcInput = { ...(qc?.ccv ? { ccv: qc.ccv } : {}) };
  if (plan.blanks) out.blanks = plan.blanks;
  if (plan.duplicates) out.duplicates = plan.duplicates;
  if (plan.crms) out.crms = plan.crms;
  if (plan.spikes) out.spikes = plan.spikes.map((s) => (s.added ? s : { ...typed(s), ...s }));
  return out;
}

/** What fillRecord needs of a QC item: its spikes and CRMs per parameter, in each parameter's unit. */
export function fillValuesOf(item: Partial<QcItem> | undefined, unitOf: (parameterId: number) => string | undefined): Pick<FillSample, 'spikes' | 'crms'> {
  const spikes: Record<number, string> = {};
  const crms: Record<number, { certified: string; halfRange: string }> = {};
  for (const x of item?.spikes ?? []) {
    const v = convertConcentration(x.amount, x.unit, unitOf(x.parameterId) ?? x.unit);
    if (v) spikes[x.parameterId] = v;
  }
  for (const x of item?.crms ?? []) {
    const to = unitOf(x.parameterId) ?? x.unit;
    const certified = convertConcentration(x.certifiedValue, x.unit, to),
      halfRange = convertConcentration(x.halfRange, x.unit, to);
    if (certified && halfRange) crms[x.parameterId] = { certified, halfRange };
  }
  return { spikes, crms };
}

/** What the fill reads of show_cgorder's answer (schemas/analysis/shown.ts); a generic template comes whole. */
export type Shown = {
  template: { id: string; version?: number };
  genericTemplate: boolean;
  parameters: Array<Pick<z.infer<typeof shownParameter>, 'id' | 'code' | 'mdl' | 'decimals' | 'templateCode' | 'unit'>>;
  samples: Array<Pick<z.infer<typeof shownSample>, 'id' | 'sampleNo' | 'qcType' | 'parameterIds'>>;
};

/** What fillRecord and planQc take, from a sheet as show_cgorder gives it and its task's QC plan items. */
function fillInput(shown: Shown, qcItems: Array<Partial<QcItem>>) {
  const template = shown.genericTemplate ? (shown.template as unknown as TemplateDef) : templateByIdAt(shown.template.id, shown.template.version)!;
  const toTemplate = new Map(shown.parameters.filter((p) => p.templateCode).map((p) => [p.id, p.templateCode!]));
  const sampleNoOf = new Map(shown.samples.map((s) => [s.id, s.sampleNo]));
  const samples: FillSample[] = shown.samples.map((s) => {
    const item = qcItems.find((i) => i.qcSampleId === s.id);
    return {
      sampleNo: s.sampleNo,
      parameterIds: s.parameterIds,
      qcType: s.qcType,
      pairedSampleNo: item?.pairedSampleId ? sampleNoOf.get(item.pairedSampleId) : undefined,
      ...fillValuesOf(item, (pid) => shown.parameters.find((p) => p.id === pid)?.unit ?? undefined),
    };
  });
  const params = shown.parameters.map((p) => ({ id: p.id, code: p.code, mdl: p.mdl, decimals: p.decimals ?? 2 }));
  return { template, toTemplate, params, samples };
}

/** The raw record the analyst types in, made from the template's worked example (the screen blanks its values). */
export function recordFor(shown: Shown, qcItems: Array<Partial<QcItem>>) {
  const f = fillInput(shown, qcItems);
  return fillRecord(f.template, shown.genericTemplate, f.toTemplate, f.params, f.samples);
}

/** The QC block the task's QC plan sets for this sheet's record (planQc); undefined when the task has no QC plan. */
export function planQcFor(shown: Shown, qcItems: Array<Partial<QcItem>>): QcInput | undefined {
  if (!qcItems.length) return undefined;
  const f = fillInput(shown, qcItems);
  return planQc(f.template, f.toTemplate, f.params, f.samples);
}
