import { z } from 'zod';
import { defineResource } from '../core/resource.ts';
import { paramIds } from '../core/labels.ts';
import { text, decimal, enumOf, ref, json } from '../core/fields.ts';
import { qcWorkflow } from '../workflows/lab.ts';

/** The QC sheet's sample types. */
export const QC_TYPES = ['field_blank', 'transport_blank', 'field_duplicate', 'lab_blank', 'lab_duplicate', 'matrix_spike', 'crm'] as const;

export type QcType = (typeof QC_TYPES)[number];

/** Concentration units a spike or a certified value is given in: mass per volume, per mass or per air volume. */
export const CONC_UNITS = ['mg/L', 'μg/L', 'ng/L', 'mg/kg', 'μg/kg', 'mg/m³', 'μg/m³'] as const;

const MASS: Record<string, number> = { g: 0, mg: -3, μg: -6, µg: -6, ug: -6, ng: -9 };

const BASE: Record<string, [string, number]> = { L: ['L', 0], mL: ['L', -3], kg: ['kg', 0], g: ['kg', -3], 'm³': ['m3', 0], m3: ['m3', 0] };

/** A concentration in `from` expressed in `to` (both mass / base), as a plain decimal string; null when they do
 *  not measure the same thing (mg/L against mg/kg, or a unit that is no concentration, e.g. 无量纲). Powers of ten
 *  only, so the string arithmetic is exact. */
export function convertConcentration(amount: string, from: string, to: string): string | null {
  const parse = (u: string) => {
    const [m, b] = u.trim().split('/');
    return m !== undefined && b !== undefined && m in MASS && b in BASE ? { exp: MASS[m] - BASE[b][1], base: BASE[b][0] } : null;
  };
  const a = parse(from),
    b = parse(to);
  if (!a || !b || a.base !== b.base || !/^-?\d+(\.\d+)?$/.test(amount)) return null;
  const shift = a.exp - b.exp;
  if (shift === 0) return amount;
  const neg = amount.startsWith('-');
  const [int, frac = ''] = amount.replace('-', '').split('.');
  const digits = int + frac;
  const point = int.length + shift;
  const padded = point <= 0 ? '0'.repeat(1 - point) + digits : digits.length < point ? digits + '0'.repeat(point - digits.length) : digits;
  const at = Math.max(point, 1);
  const out = `${padded.slice(0, at).replace(/^0+(?=\d)/, '')}.${padded.slice(at)}`.replace(/\.?0*$/, '') || '0';
  return neg ? `-${out}` : out;
}

// a value that is no number at all gets only the decimal message
const positive = () => decimal().refine((v) => !/^-?\d/.test(v) || (!v.startsWith('-') && /[1-9]/.test(v)), { error: 'validation.positive' });

const parameterId = z.coerce.number().int().positive();

/** A spike of one parameter: the concentration it adds to the sample. */
export const qcSpike = z.strictObject({ parameterId, amount: positive(), unit: z.enum(CONC_UNITS) });

/** A certified reference material of one parameter: lot, certified value ± half range. */
export const qcCrm = z.strictObject({
  parameterId,
  lot: z.string().trim().min(1).max(64),
  certifiedValue: positive(),
  halfRange: positive(),
  unit: z.enum(CONC_UNITS),
});

/** One QC sample of the plan. Spikes and CRMs are given per parameter, each with its unit: one amount for every
 *  parameter of a sheet made recoveries of 5 % and 950 % out of a good batch (issue 13). */
// strict: a field of the old shape (one spikeAmount for every parameter) is refused, never silently dropped
export const qcItem = z
  .strictObject({
    type: z.enum(QC_TYPES),
    pairedSampleId: z.coerce.number().int().positive().optional(),
    parameterIds: z.array(parameterId).max(200).default([]),
    spikes: z.array(qcSpike).max(200).default([]),
    crms: z.array(qcCrm).max(200).default([]),
    /** the registered QC sample (set by the server) */
    qcSampleId: z.coerce.number().int().positive().optional(),
  })
  .superRefine((item, ctx) => {
    const check = (list: Array<{ parameterId: number }>, key: 'spikes' | 'crms', allowed: boolean) => {
      const seen = new Set<number>();
      list.forEach((x, n) => {
        if (!allowed) ctx.addIssue({ code: 'custom', path: [key, n, 'parameterId'], message: 'validation.qcNotThisType' });
        else if (!item.parameterIds.includes(x.parameterId))
          ctx.addIssue({ code: 'custom', path: [key, n, 'parameterId'], message: 'validation.qcParameterNotCovered' });
        else if (seen.has(x.parameterId)) ctx.addIssue({ code: 'custom', path: [key, n, 'parameterId'], message: 'validation.qcParameterTwice' });
        seen.add(x.parameterId);
      });
    };
    check(item.spikes, 'spikes', item.type === 'matrix_spike');
    check(item.crms, 'crms', item.type === 'crm');
    if ((item.type.endsWith('duplicate') || item.type === 'matrix_spike') && !item.pairedSampleId)
      ctx.addIssue({ code: 'custom', path: ['pairedSampleId'], message: 'validation.qcPairRequired' });
  });

export type QcItem = z.output<typeof qcItem>;

export const qcSheets = defineResource({
  name: 'qcSheets',
  route: 'business/qc-list',
  table: 'qc_sheets',
  labels: {
    name: ['质控单 |||| 质控单', 'QC sheet |||| QC sheets'],
    fields: {
      qcNo: ['质控单号', 'QC no.'],
      taskId: ['任务单', 'Task sheet'],
      orderId: ['委托单', 'Order'],
      items: ['质控样品', 'QC samples'],
      evaluation: ['评价结果', 'Evaluation'],
      nonConformance: ['不符合说明', 'Non-conformance'],
      status: ['状态', 'Status'],
    },
    enums: {
      status: {
        planned: ['已计划', 'Planned'],
        executed: ['已执行', 'Executed'],
        passed: ['合格', 'Passed'],
        failed: ['不合格', 'Failed'],
        accepted: ['已确认', 'Accepted'],
      },
      'items.type': {
        field_blank: ['全程序空白', 'Field blank'],
        transport_blank: ['运输空白', 'Transport blank'],
        field_duplicate: ['现场平行', 'Field duplicate'],
        lab_blank: ['实验室空白', 'Lab blank'],
        lab_duplicate: ['实验室平行', 'Lab duplicate'],
        matrix_spike: ['加标回收', 'Matrix spike'],
        crm: ['有证标准物质', 'Certified reference material'],
      },
    },
    subfields: {
      items: {
        type: ['质控类型', 'Type'],
        pairedSampleId: ['对应样品', 'Paired sample'],
        parameterIds: paramIds,
        spikes: ['各项目加标量', 'Spike per parameter'],
        crms: ['各项目标准物质', 'Reference material per parameter'],
        qcSampleId: ['质控样', 'QC sample'],
      },
    },
    transitions: {
      execute: ['执行', 'Execute'],
      pass: ['评为合格', 'Pass'],
      fail: ['评为不合格', 'Fail'],
      accept: ['确认', 'Accept'],
      acceptNonConformance: ['不符合项：放行', 'Nonconformity: release'],
      reanalyse: ['不符合项：复测', 'Nonconformity: re-analyse'],
      reopen: ['质控评价重新打开（所覆盖分析单的结果已更改）', 'QC evaluation reopened (results of a covered sheet changed)'],
    },
  },
  title: 'qcNo',
  fields: {
    qcNo: text(32).meta({ list: true, filter: 'q', unique: true, readOnly: true }),
    taskId: ref('tasks').meta({ list: true, filter: true }),
    orderId: ref('orders').meta({ list: true, filter: true }),
    items: z.array(qcItem).max(200).default([]).meta({ kind: 'array' }),
    evaluation: json().nullable().optional().meta({ readOnly: true }),
    // set by the signed nonconformity decision only (qcWorkflow acceptNonConformance), never typed
    nonConformance: text(1000).optional().meta({ readOnly: true }),
    status: enumOf(qcWorkflow.states).default('planned').meta({ list: true, filter: true }),
  },
  access: { list: 'qc:query', create: 'qc:add', update: 'qc:edit', delete: 'qc:delete' },
  workflow: qcWorkflow,
  defaultSort: { field: 'id', order: 'desc' },
});
