import Decimal from 'decimal.js';
import type { TemplateDef } from '../../schemas/templates/types.ts';
import { evaluateRecord } from '../../schemas/templates/evaluate.ts';
import { CONC_UNITS, type QcItem } from '../../schemas/business/qc.ts';
import { genericValue } from '../../schemas/templates/recordFill.ts';
import { sheetTemplate, type LimsParameter, type SheetTemplate } from './templates.ts';

// the filled record itself is built in schemas/templates/recordFill.ts (the raw-record screen uses it too)
export { fillRecord, fillValuesOf, type FillSample } from '../../schemas/templates/recordFill.ts';

// ---- QC values for demo plans, consistent with the records fillRecord makes ----

type Spike = QcItem['spikes'][number];
type Crm = QcItem['crms'][number];
const isConc = (unit: string): unit is Spike['unit'] => (CONC_UNITS as readonly string[]).includes(unit);

/** The result a template's worked example gives for one of its sample rows (rounded, in the result unit). */
function exampleResult(template: TemplateDef, sampleId: string, code: string): string | undefined {
  const ev = evaluateRecord(template, template.example);
  const rv =
    ev.samples?.find((x) => x.sampleId === sampleId)?.result ?? ev.rows.find((r) => r.sampleId === sampleId && (!r.parameter || r.parameter === code))?.result;
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
  else if (ex?.c0 && ex.v0 && ex.v1)
    amount = new Decimal(ex.c0).mul(ex.v0).div(rule?.kind === 'spike' && rule.form === 'volumeWithSpike' ? new Decimal(ex.v1).plus(ex.v0) : ex.v1);
  else {
    const code = st.toTemplate.get(p.id) ?? p.code;
    const c2 = exampleResult(t, 'S1-SP', code),
      c1 = exampleResult(t, 'S1', code);
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
      const add = mine
        .filter((p) => !i.spikes.some((x) => x.parameterId === p.id))
        .map((p) => demoSpike(st(p), p))
        .filter((x): x is Spike => !!x);
      return { ...i, spikes: [...i.spikes, ...add] };
    }
    if (i.type === 'crm') {
      const add = mine
        .filter((p) => !i.crms.some((x) => x.parameterId === p.id))
        .map((p) => demoCrm(st(p), p, lot(p)))
        .filter((x): x is Crm => !!x);
      return { ...i, crms: [...i.crms, ...add] };
    }
    return i;
  });
}
