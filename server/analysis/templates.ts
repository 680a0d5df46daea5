import { templateByIdAt } from '../../schemas/templates/index.ts';
import type { TemplateDef, ParameterDef } from '../../schemas/templates/types.ts';
import { labMdlTemplate } from '../../schemas/methods/labMdl.ts';

/** QC kinds a parameter's template judges (a pH reading has no blank, SS no duplicate: lims-practice §3.3). */
export function qcKindsOf(p: LimsParameter): Set<string> {
  return new Set(sheetTemplate(String(p.templateId ?? ''), [p]).template.qc.map((q) => q.kind));
}

/** What the workflow knows of a LIMS parameter (table `parameters`). */
export interface LimsParameter {
  id: number;
  code: string;
  name: string;
  nameEn?: string | null;
  unit: string;
  mdl: string;
  decimals: number;
  methodNo: string;
  methodTitle?: string | null;
  templateId?: string | null;
  matrix: string;
}

const norm = (s: string) =>
  s
    .replace(/^[A-Z]{1,2}-/, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();

function matches(t: ParameterDef, p: LimsParameter): boolean {
  return norm(t.code) === norm(p.code) || t.name.zh === p.name;
}

/**
 * A sheet's raw-record template and how its parameter codes map to LIMS parameters. When the template named by
 * the parameters is missing or does not report one of them, a single-reading template is made from the
 * parameters themselves (result = reading, the parameter's decimals and MDL), so that every sheet can be recorded.
 */
export interface SheetTemplate {
  template: TemplateDef;
  /** template parameter code → LIMS parameter id */
  toLims: Map<string, number>;
  /** LIMS parameter id → template parameter code */
  toTemplate: Map<number, string>;
  generic: boolean;
}

/** `version`: the template version the sheet's record was started on (rawRecords.formulaVersion); none: the current. */
export function sheetTemplate(templateId: string, params: LimsParameter[], version?: number): SheetTemplate {
  const t = templateByIdAt(templateId, version);
  if (t) {
    const toLims = new Map<string, number>();
    for (const p of params) {
      const tp = t.parameters.find((x) => matches(x, p));
      if (tp) toLims.set(tp.code, p.id);
    }
    if (toLims.size === params.length) return { template: t, toLims, toTemplate: invert(toLims), generic: false };
  }
  const template = genericTemplate(templateId, params);
  const toLims = new Map(params.map((p) => [p.code, p.id]));
  return { template, toLims, toTemplate: invert(toLims), generic: true };
}

/** The sheet's template computing with the lab's verified detection limits (schemas/methods/labMdl.ts, the same the record screen applies). */
export function withLabMdl(st: SheetTemplate, params: ReadonlyArray<{ id: number; mdl: string; mdlSource: string }>): SheetTemplate {
  if (st.generic) return st;
  return {
    ...st,
    template: labMdlTemplate(
      st.template,
      params.map((p) => ({ ...p, templateCode: st.toTemplate.get(p.id) })),
    ),
  };
}

const invert = (m: Map<string, number>) => new Map([...m].map(([k, v]) => [v, k]));

export function genericTemplate(templateId: string, params: LimsParameter[]): TemplateDef {
  const first = params[0];
  const many = params.length > 1;
  return {
    id: templateId || `generic-${first?.code ?? 'x'}`,
    route: '',
    version: 1,
    family: 'single-reading',
    variant: 'reading',
    name: { zh: params.map((p) => p.name).join('、'), en: params.map((p) => p.nameEn ?? p.code).join(', ') },
    matrix: 'water',
    method: { standard: first?.methodNo ?? '', title: { zh: first?.methodTitle ?? '', en: first?.methodTitle ?? '' } },
    parameters: params.map((p) => ({
      code: p.code,
      name: { zh: p.name, en: p.nameEn ?? p.code },
      unit: p.unit,
      mdl: p.mdl,
      rounding: { decimals: p.decimals },
    })),
    header: [],
    inputs: [{ key: 'value', label: { zh: '测定值', en: 'Reading' }, unit: many ? undefined : first?.unit }],
    computed: [],
    results: [
      {
        key: 'result',
        label: { zh: '结果', en: 'Result' },
        unit: many ? '' : (first?.unit ?? ''),
        formula: 'value',
        ...(many ? {} : { parameter: first?.code }),
        rounding: { decimals: first?.decimals ?? 2 },
      },
    ],
    constants: {},
    qc: [{ kind: 'blank' }, { kind: 'duplicate', statistic: 'RD', limit: '20' }, { kind: 'spike', form: 'plain', min: '70', max: '130' }, { kind: 'crm' }],
    confidence: 'DESIGN',
    example: { rows: [] },
  };
}
