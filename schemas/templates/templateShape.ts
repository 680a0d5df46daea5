// A raw-record template (types.ts TemplateDef) in zod, for the OpenAPI document: GET /admin/analform/{templateId}
// answers a template as is, and show_cgorder answers a generic template the same way. Closed objects, so the
// response check of every API test fails on a member the document does not name. The types stay the source: the
// checks at the end fail to compile when a field is added to, dropped from or changed in one of them without the other.
import { z } from 'zod';
import type { ComputedDef, CurveDef, DecisionRule, ExpectedRow, FieldDef, ParameterDef, ResultDef, TemplateDef } from './types.ts';
import { curveShape, qcShape, same, type Covers } from './recordShapes.ts';
import { templateFamilies, templateMatrices } from '../catalogue/fit.ts';

const label = z.strictObject({ zh: z.string(), en: z.string() });
const decimal = z.string().describe('a decimal as text');

/** GB/T 8170 reporting rules (schemas/calc/round.ts AnyRoundRule). */
const rounding = z
  .union([
    z.strictObject({ decimals: z.number().int(), maxSignificant: z.number().int().optional() }),
    z.strictObject({ significant: z.number().int() }),
    z.strictObject({ increment: decimal }),
    z.strictObject({ mdlDecimals: z.literal(true), maxSignificant: z.number().int().optional() }),
  ])
  .describe('{decimals[, maxSignificant]}, {significant}, {increment} or {mdlDecimals: true[, maxSignificant]}');

const decision = z.strictObject({ comparison: z.enum(['full', 'rounded']), basis: label }).describe('GB/T 8170-2008 §4.3 decision rule');

const field = z.strictObject({
  key: z.string(),
  label,
  kind: z.enum(['number', 'text', 'date', 'equipment', 'choice']).optional().describe('default number'),
  unit: z.string().optional(),
  required: z.boolean().optional().describe('default true'),
  default: z.string().optional(),
  min: decimal.optional(),
  max: decimal.optional(),
  positive: z.boolean().optional(),
  choices: z.array(z.strictObject({ value: z.string(), label })).optional(),
  decimals: z.number().int().optional(),
  plausible: z.strictObject({ min: decimal.optional(), max: decimal.optional(), hint: label }).optional().describe('warned, never refused'),
});

const computed = z.strictObject({ key: z.string(), label, unit: z.string().optional(), formula: z.string(), decimals: z.number().int().optional() });

const outOfRange = z.strictObject({ min: decimal.optional(), max: decimal.optional(), prefix: z.string().optional(), minInclusive: z.boolean().optional() });

const result = z.strictObject({
  key: z.string(),
  label,
  parameter: z.string().optional(),
  unit: z.string(),
  formula: z.string(),
  rounding,
  roundingTiers: z
    .array(z.strictObject({ below: decimal, rounding }))
    .optional()
    .describe('By magnitude; the tier is chosen on the rounded value'),
  reportingBasis: z.string().optional().describe('The method clause the reporting rule comes from'),
  outOfRange: outOfRange
    .optional()
    .describe('Outside [min, max] the report prints "<min" / ">max" (HJ 962 pH); minInclusive: at min too, printed "≤min" (GB/T 16157)'),
  decision: decision.optional(),
  mdl: decimal.optional(),
  mdlFormula: z.string().optional(),
  detectedWhen: z.string().optional(),
  whenGiven: z.array(z.string()).optional().describe('Optional inputs the result needs: computed only when all are given'),
  notation: z.enum(['L', 'ND', '<MDL']).optional(),
  kind: z.enum(['number', 'flag']).optional(),
  flagLabels: z.strictObject({ true: z.string(), false: z.string() }).optional(),
  min: decimal.optional(),
});

const curveDef = z.strictObject({
  x: z.strictObject({ label, unit: z.string() }),
  y: z.strictObject({ label, unit: z.string() }),
  xTransform: z.enum(['none', 'log10']).optional(),
  minR: decimal,
  minPoints: z.number().int(),
  required: z.boolean(),
  slopeRounding: rounding.optional(),
  interceptRounding: rounding.optional(),
});

/** The QC rules a template applies (types.ts QcRule), by kind. */
const qcRule = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('blank'), max: decimal.optional() }),
  z.strictObject({
    kind: z.literal('duplicate'),
    statistic: z.enum(['RD', 'RPD', 'absDiff']),
    limit: decimal,
    tiers: z.array(z.strictObject({ below: decimal, limit: decimal })).optional(),
  }),
  z.strictObject({ kind: z.literal('spike'), form: z.enum(['plain', 'volume', 'volumeWithSpike']), min: decimal, max: decimal }),
  z.strictObject({ kind: z.literal('crm') }),
  z.strictObject({ kind: z.literal('calibration'), minR: decimal }),
  z.strictObject({ kind: z.literal('ccv'), maxRelErr: decimal.optional(), maxAbsErr: decimal.optional() }),
  z.strictObject({
    kind: z.literal('check'),
    key: z.string(),
    label,
    formula: z.string(),
    min: decimal.optional(),
    max: decimal.optional(),
    unit: z.string().optional(),
  }),
]);

const parameter = z.strictObject({ code: z.string(), name: label, unit: z.string(), mdl: decimal.optional(), rounding: rounding.optional() });
const expectedRow = z.strictObject({
  sampleId: z.string(),
  results: z.record(z.string(), z.string()),
  full: z.record(z.string(), z.string()).optional().describe('The full values derived by hand, to the digits written'),
  covers: z.array(z.enum(['tie', 'belowMdl', 'limit'])).optional(),
});

/** The template's worked example: a record as the evaluate API takes it. */
const example = z.strictObject({
  header: z.record(z.string(), z.string()).optional(),
  rows: z.array(z.strictObject({ sampleId: z.string(), parameter: z.string().optional(), inputs: z.record(z.string(), z.string()) })),
  curve: curveShape(z.string()).optional(),
  qc: qcShape(z.string()).optional(),
});

export const templateShape = z.strictObject({
  id: z.string(),
  route: z.string(),
  detailRoute: z.string().optional(),
  version: z.number().int(),
  family: z.enum(templateFamilies),
  variant: z.string(),
  name: label,
  matrix: z.enum(templateMatrices),
  method: z.strictObject({ standard: z.string(), title: label }),
  parameters: z.array(parameter),
  header: z.array(field),
  inputs: z.array(field),
  computed: z.array(computed),
  results: z.array(result),
  constants: z.record(z.string(), z.string()),
  curve: curveDef.optional(),
  qc: z.array(qcRule),
  decision: decision.optional(),
  aggregate: z.strictObject({ validFlag: z.string().optional() }).optional().describe('Rows sharing a sampleId are averaged (BOD5 dilutions)'),
  confidence: z.enum(['SRC', 'RECALL', 'DESIGN', 'GUESS']),
  volumeState: z.enum(['reference', 'actual']).optional().describe('Ambient air: the state the concentration is at (GB 3095-2012 as amended 2018)'),
  notes: z.string().optional(),
  example,
  expected: z.array(expectedRow).optional().describe("The example's reported results, derived by hand"),
});

same<Covers<TemplateDef, typeof templateShape>>(true);
// and each nested object names the same fields (a key added to a nested type alone would pass the check above)
same<Covers<FieldDef, typeof field>>(true);
same<Covers<ComputedDef, typeof computed>>(true);
same<Covers<ResultDef, typeof result>>(true);
same<Covers<NonNullable<ResultDef['outOfRange']>, typeof outOfRange>>(true);
same<Covers<DecisionRule, typeof decision>>(true);
same<Covers<CurveDef, typeof curveDef>>(true);
same<Covers<ParameterDef, typeof parameter>>(true);
same<Covers<ExpectedRow, typeof expectedRow>>(true);
