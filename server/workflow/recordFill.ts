import Decimal from 'decimal.js';
import type { QcInput, RecordInput, RecordRow, TemplateDef } from '../../schemas/templates/types.ts';

/**
 * A plausible filled raw record for a sheet, from the template's own worked example (or made-up readings for a
 * generic template): used by the demo seed, the API flow driver of the tests and benchmark, and the e2e test.
 * QC samples get the example's duplicate / blank / spike rows so their evaluations come out as the example's.
 */
export interface FillSample { sampleNo: string; parameterIds: number[]; qcType?: string | null; pairedSampleNo?: string; spikeAmount?: string; certifiedValue?: string; certifiedRange?: string }
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
        else if (s.qcType === 'matrix_spike') v = base.add(s.spikeAmount ?? base);
        else if (s.qcType === 'crm') v = new Decimal(s.certifiedValue ?? base);
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
    if (s.qcType === 'matrix_spike' && kinds.has('spike') && s.pairedSampleNo) {
      const ex = template.example.qc?.spikes?.[0];
      (qc.spikes ??= []).push({ ...(ex ?? {}), sampleId: s.pairedSampleNo, spikedSampleId: s.sampleNo, ...(generic && s.spikeAmount ? { added: s.spikeAmount } : {}) });
    }
    if (s.qcType === 'crm' && kinds.has('crm') && s.certifiedValue) (qc.crms ??= []).push({ sampleId: s.sampleNo, certified: s.certifiedValue, halfRange: (s.certifiedRange ?? '0').replace(/^±/, '') });
  }
  return { header: { ...(template.example.header ?? {}) }, rows, ...(template.example.curve ? { curve: template.example.curve } : {}), qc };
}
