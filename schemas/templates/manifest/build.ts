// Manifest entry → full template: the family fills in header, inputs, formulas, QC and an example.
import type { AnyRoundRule } from '../../calc/round.ts';
import { FAMILIES } from '../families/index.ts';
import type { EntrySpec } from '../families/common.ts';
import type { Confidence, FamilyId, Label, Matrix, ParameterDef, TemplateDef } from '../types.ts';

export type { EntrySpec };

/** Parameter shorthand: code, zh, en, unit, MDL, rounding (decimals when a number, else the rule). */
export function p(code: string, zh: string, en: string, unit: string, mdl?: string, rounding?: number | AnyRoundRule): ParameterDef {
  return {
    code, name: { zh, en }, unit,
    ...(mdl !== undefined ? { mdl } : {}),
    ...(rounding !== undefined ? { rounding: typeof rounding === 'number' ? { decimals: rounding } : rounding } : {}),
  };
}

export const dp = (decimals: number): AnyRoundRule => ({ decimals });
export const sf = (significant: number): AnyRoundRule => ({ significant });

export interface Opts {
  rounding?: AnyRoundRule;
  roundingTiers?: EntrySpec['roundingTiers'];
  constants?: Record<string, string>;
  qc?: EntrySpec['qc'];
  notes?: string;
  exampleInputs?: Record<string, string>;
}

/** One entry: route, family and variant, method standard and title, parameters, confidence, options. */
export function entry(
  route: string, matrix: Matrix, family: FamilyId, variant: string, method: string, title: [string, string],
  params: ParameterDef[], confidence: Confidence, o: Opts = {}, detail = false,
): EntrySpec {
  return {
    route, matrix, family, variant, method, title: { zh: title[0], en: title[1] }, params, confidence, detail,
    // Single-parameter methods carry their rounding on the result; multi-parameter ones per parameter.
    rounding: o.rounding ?? (params.length === 1 ? params[0].rounding : undefined),
    ...(o.roundingTiers ? { roundingTiers: o.roundingTiers } : {}),
    ...(o.constants ? { constants: o.constants } : {}),
    ...(o.qc ? { qc: o.qc } : {}),
    ...(o.notes ? { notes: o.notes } : {}),
    ...(o.exampleInputs ? { exampleInputs: o.exampleInputs } : {}),
  };
}

function joinNames(ps: ParameterDef[], lang: keyof Label): string {
  const names = ps.slice(0, 4).map((x) => x.name[lang]);
  return ps.length > 4 ? `${names.join(lang === 'zh' ? '、' : ', ')}…` : names.join(lang === 'zh' ? '、' : ', ');
}

export function buildTemplate(spec: EntrySpec): TemplateDef {
  const family = FAMILIES[spec.family];
  if (!family) throw new Error(`template ${spec.route}: unknown family ${spec.family}`);
  const parts = family.build(spec);
  const std = spec.method === '—' ? '' : ` ${spec.method}`;
  return {
    id: spec.route,
    route: spec.route,
    ...(spec.detail ? { detailRoute: `${spec.route}Detail` } : {}),
    version: 1,
    family: spec.family,
    variant: spec.variant,
    name: { zh: `${joinNames(spec.params, 'zh')}${std}`, en: `${joinNames(spec.params, 'en')}${std}` },
    matrix: spec.matrix,
    method: { standard: spec.method, title: spec.title },
    parameters: spec.params,
    header: parts.header,
    inputs: parts.inputs,
    computed: parts.computed,
    results: parts.results,
    constants: parts.constants,
    ...(parts.curve ? { curve: parts.curve } : {}),
    qc: parts.qc,
    ...(parts.aggregate ? { aggregate: parts.aggregate } : {}),
    confidence: spec.confidence,
    ...(spec.notes ? { notes: spec.notes } : {}),
    example: parts.example,
  };
}
