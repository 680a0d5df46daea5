import Decimal from 'decimal.js';
import type { QcInput, RecordInput, RecordRow, TemplateDef } from '../../schemas/templates/types.ts';
import { evaluateRecord } from '../../schemas/templates/evaluate.ts';
import { CONC_UNITS, convertConcentration, type QcItem } from '../../schemas/resources/business.ts';
import { sheetTemplate, type LimsParameter, type SheetTemplate } from './templates.ts';

/**
 * A plausible filled raw record for a sheet, from the template's own worked example (or made-up readings for a
 * generic template): used by the demo seed, the API flow driver of the tests and benchmark, and the e2e test.
 * QC samples get the example's duplicate / blank / spike rows so their evaluations come out as the example's.
 */
export interface FillSample {
  sampleNo: string; parameterIds: number[]; qcType?: string | null; pairedSampleNo?: string;
  /** per parameter id, in the parameter's unit: the concentration a spike adds, a CRM's certified value ± half range */
  spikes?: Record<number, string>; crms?: Record<number, { certified: string; halfRange: string }>;
}
export interface FillParam { id: number; code: string; mdl: string; decimals: number }

const ROLE: Record<string, string> = {
  lab_duplicate: 'S1-D', field_duplicate: 'S1-D', lab_blank: 'BLK', field_blank: 'BLK', transport_blank: 'BLK', matrix_spike: 'S1-SP', crm: 'S1',
};

function genericValue(p: FillParam, i: number): Decimal {
  // 20–29 × MDL: well above the detection limit, varied per sample
  return new Decimal(p.mdl).mul(20 + (i % 10)).toDecimalPlaces(Math.max(p.decimals, 0), Decimal.ROUND_HALF_EVEN);
}

export function fillRecord(template: TemplateDef, generic: boolean, toTemplate: Map<number, string>, params: FillParam[], samples: FillSample[]): RecordInput {
  const kinds = new Set(template.qc.map((q) => q.kind));
  const qc: QcInput = {};
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
      const role = s.qcType ? ROLE[s.qcType] ?? 'S1' : 'S1';
      const source = template.example.rows.filter((r) => r.sampleId === role);
      const use = source.length ? source : template.example.rows.filter((r) => r.sampleId === 'S1');
      for (const p of multi ? mine : mine.slice(0, 1)) {
        for (const r of use) rows.push({ sampleId: s.sampleNo, ...(r.parameter || multi ? { parameter: toTemplate.get(p.id) } : {}), inputs: { ...r.inputs } });
      }
    }
    if (!s.qcType) continue;
    if (s.qcType.endsWith('duplicate') && kinds.has('duplicate') && s.pairedSampleNo) (qc.duplicates ??= []).push({ a: s.pairedSampleNo, b: s.sampleNo });
    if (s.qcType.endsWith('blank') && kinds.has('blank')) (qc.blanks ??= []).push({ sampleId: s.sampleNo });
    // the record's own QC block holds one spike and one CRM per sample pair: the first parameter's
    const first = mine[0].id;
    if (s.qcType === 'matrix_spike' && kinds.has('spike') && s.pairedSampleNo) {
      const ex = template.example.qc?.spikes?.[0];
      const added = s.spikes?.[first];
      (qc.spikes ??= []).push({ ...(ex ?? {}), sampleId: s.pairedSampleNo, spikedSampleId: s.sampleNo, ...(generic && added ? { added } : {}) });
    }
    const crm = s.crms?.[first];
    if (s.qcType === 'crm' && kinds.has('crm') && crm) (qc.crms ??= []).push({ sampleId: s.sampleNo, certified: crm.certified, halfRange: crm.halfRange });
  }
  return { header: { ...(template.example.header ?? {}) }, rows, ...(template.example.curve ? { curve: template.example.curve } : {}), qc };
}

// ---- QC values for demo plans, consistent with the records fillRecord makes ----

type Spike = QcItem['spikes'][number];
type Crm = QcItem['crms'][number];
const isConc = (unit: string): unit is Spike['unit'] => (CONC_UNITS as readonly string[]).includes(unit);

/** The result a template's worked example gives for one of its sample rows (rounded, in the result unit). */
function exampleResult(template: TemplateDef, sampleId: string, code: string): string | undefined {
  const ev = evaluateRecord(template, template.example);
  const rv = ev.samples?.find((x) => x.sampleId === sampleId)?.result
    ?? ev.rows.find((r) => r.sampleId === sampleId && (!r.parameter || r.parameter === code))?.result;
  return rv && rv.flag === undefined ? new Decimal(rv.rounded).toFixed() : undefined;
}

/**
 * The concentration a demo spike of this parameter adds, in the parameter's unit: the worked example's own spike
 * (c3, or c0·V0/V1 for the volume forms), else the difference of its spiked and plain samples; for a generic
 * template about the analyte's level (20 × MDL), which fillRecord adds to the paired sample.
 */
export function demoSpike(st: SheetTemplate, p: LimsParameter): Spike | undefined {
  if (!isConc(p.unit)) return undefined;
  const fp = { id: p.id, code: p.code, mdl: String(p.mdl), decimals: p.decimals };
  if (st.generic) return { parameterId: p.id, amount: genericValue(fp, 0).toFixed(), unit: p.unit };
  const t = st.template;
  const ex = t.example.qc?.spikes?.[0];
  const rule = t.qc.find((q) => q.kind === 'spike');
  let amount: Decimal | undefined;
  if (ex?.added) amount = new Decimal(ex.added);
  else if (ex?.c0 && ex.v0 && ex.v1) amount = new Decimal(ex.c0).mul(ex.v0).div(rule?.kind === 'spike' && rule.form === 'volumeWithSpike' ? new Decimal(ex.v1).plus(ex.v0) : ex.v1);
  else {
    const code = st.toTemplate.get(p.id) ?? p.code;
    const c2 = exampleResult(t, 'S1-SP', code), c1 = exampleResult(t, 'S1', code);
    if (c1 !== undefined && c2 !== undefined) amount = new Decimal(c2).minus(c1);
  }
  if (!amount || amount.lte(0)) return undefined;
  return { parameterId: p.id, amount: amount.toSignificantDigits(4).toFixed(), unit: p.unit };
}

/** A demo CRM of this parameter whose certified value is what the record gives the CRM sample (± 5 %, at least the MDL). */
export function demoCrm(st: SheetTemplate, p: LimsParameter, lot: string): Crm | undefined {
  if (!isConc(p.unit)) return undefined;
  const fp = { id: p.id, code: p.code, mdl: String(p.mdl), decimals: p.decimals };
  const found = st.generic ? genericValue(fp, 3).toFixed() : exampleResult(st.template, 'S1', st.toTemplate.get(p.id) ?? p.code);
  if (found === undefined || new Decimal(found).lte(0)) return undefined;
  const half = Decimal.max(new Decimal(found).mul('0.05'), p.mdl).toSignificantDigits(2);
  return { parameterId: p.id, lot, certifiedValue: found, halfRange: half.toFixed(), unit: p.unit };
}

/** A plan's items with the demo spikes and CRMs filled in where a parameter has none. */
export function withDemoValues(items: QcItem[], params: LimsParameter[], lot = (p: LimsParameter) => `CRM-${p.code}-B2305`): QcItem[] {
  const st = (p: LimsParameter) => sheetTemplate(String(p.templateId ?? ''), [{ ...p, mdl: String(p.mdl) }]);
  return items.map((i) => {
    const mine = params.filter((p) => i.parameterIds.includes(p.id));
    if (i.type === 'matrix_spike') {
      const add = mine.filter((p) => !i.spikes.some((x) => x.parameterId === p.id)).map((p) => demoSpike(st(p), p)).filter((x): x is Spike => !!x);
      return { ...i, spikes: [...i.spikes, ...add] };
    }
    if (i.type === 'crm') {
      const add = mine.filter((p) => !i.crms.some((x) => x.parameterId === p.id)).map((p) => demoCrm(st(p), p, lot(p))).filter((x): x is Crm => !!x);
      return { ...i, crms: [...i.crms, ...add] };
    }
    return i;
  });
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
    const certified = convertConcentration(x.certifiedValue, x.unit, to), halfRange = convertConcentration(x.halfRange, x.unit, to);
    if (certified && halfRange) crms[x.parameterId] = { certified, halfRange };
  }
  return { spikes, crms };
}
