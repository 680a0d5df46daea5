// Request and answer shapes of the analform endpoints. They are zod schemas so that one definition both validates
// the body (in the handler, with localised field errors) and describes the route in the OpenAPI document.
import { z } from 'zod';
import { curveShape, qcShape } from '../../../schemas/templates/recordShapes.ts';
import { templateShape } from '../../../schemas/templates/templateShape.ts';
import { qcEvaluation } from '../../../schemas/templates/evaluationSchema.ts';

/** A cell as typed: text (what the grid sends) or a JSON number (what a script may send). */
const cell = z.union([z.string().max(200), z.number()]);
const key = z.string().min(1).max(64);
const sampleId = z.string().min(1).max(64);

export const templateParams = z.object({ templateId: z.string().min(1).max(80) });

export const evaluateBody = z.strictObject({
  header: z.record(key, cell).optional().describe("Only the template's header keys; an unknown key is a 400 naming it"),
  rows: z
    .array(
      z.strictObject({
        sampleId,
        parameter: key.optional().describe("Required on multi-analyte templates (it picks the MDL and digits); must be one of the template's parameters"),
        inputs: z.record(key, cell).describe("Only the template's input keys; an unknown key is a 400 naming it"),
      }),
    )
    .max(1000),
  curve: curveShape(cell).optional(),
  qc: qcShape(cell).optional(),
  /** Below-MDL notation for this try (default: the template's own). */
  notation: z.enum(['L', 'ND', '<MDL']).optional(),
});
export type EvaluateBody = z.infer<typeof evaluateBody>;

const label = z.strictObject({ zh: z.string(), en: z.string() });
/** Every formula with the variables it reads: computed columns first, then results. */
const formula = z.strictObject({
  kind: z.enum(['computed', 'result']),
  key: z.string(),
  label,
  unit: z.string().optional(),
  formula: z.string(),
  variables: z.array(z.string()),
});

/** GET's answer: the template as it is (schemas/templates/templateShape.ts) and its formulas with their variables. */
export const definitionAnswer = z.object({
  code: z.string(),
  msg: z.string(),
  data: templateShape.extend({ formulas: z.array(formula) }),
});

const decision = z.object({
  comparison: z
    .enum(['full', 'rounded'])
    .describe('GB/T 8170-2008 §4.3: full = 全数值比较法 (the default), rounded = 修约值比较法 (only where the method or limit standard names it)'),
  basis: z.string().describe("The limit and the comparison rule, with their clauses, in the caller's language"),
  label: z.string().describe("The comparison rule in the caller's language"),
});

/** One textual form for numbers, stated once here and in schemas/templates/README.md. */
const resultValue = z.object({
  key: z.string(),
  parameter: z.string().optional(),
  unit: z.string(),
  raw: z.string().describe('Full precision, plain decimal (no exponent for any measurement magnitude)'),
  rounded: z
    .string()
    .describe(
      'The reported value by the method\'s reporting rule, GB/T 8170 once from the full value: a plain decimal with its reported digits ("1.20"), or E notation ("1.7E3") exactly when the reported significant figures end left of the units digit. Flags: "1" or "0"',
    ),
  display: z
    .string()
    .describe(
      'What the record and report print: "0.025L" (below the MDL), "pH>12.00" (out of range), "1.7×10³", or a judgement\'s label in the caller\'s language',
    ),
  belowMdl: z.boolean().describe('raw < MDL (full-value comparison); a result equal to the MDL is detected'),
  mdl: z.string().optional(),
  flag: z.boolean().optional().describe('Judgements only: the verdict'),
  code: z.string().optional().describe("Judgements only: the verdict's code, e.g. hazardous, notHazardous, valid, invalid"),
  label: z.string().optional().describe("Judgements only: the verdict in the caller's language"),
  decision: decision.optional().describe('Judgements only: the decision rule (ISO/IEC 17025 §7.8.6)'),
});

export const evaluateAnswer = z.object({
  code: z.string(),
  msg: z.string(),
  data: z.object({
    templateId: z.string(),
    templateVersion: z.number(),
    ok: z.boolean(),
    rows: z.array(
      z.object({
        row: z.number(),
        sampleId: z.string(),
        parameter: z.string().optional(),
        values: z.record(z.string(), z.string()).describe('Computed columns, full precision'),
        results: z.array(resultValue),
        result: resultValue.optional(),
        ok: z.boolean(),
      }),
    ),
    samples: z
      .array(z.object({ sampleId: z.string(), n: z.number(), result: resultValue.optional() }))
      .optional()
      .describe('Per-sample means of templates that average rows (BOD5 dilutions)'),
    /** Cell problems: `message` is an i18n key (calc.error.*), `text` the same in the caller's language. */
    errors: z.array(
      z.object({ row: z.number(), key: z.string(), message: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])), text: z.string() }),
    ),
    qc: z.array(qcEvaluation).describe("The template's QC rules evaluated: message is an i18n key (calc.qc.*)"),
    calibration: z
      .object({
        slope: z.string(),
        intercept: z.string(),
        r: z.string().describe('Full values'),
        reported: z
          .object({ slope: z.string(), intercept: z.string(), r: z.string() })
          .describe(
            'In reported digits: r truncated (只舍不入, up to the first digit that is not 9, at most 4 decimals), slope to as many significant figures as x, intercept to the last decimal of y, unless the template sets its own',
          ),
        n: z.number(),
        minR: z.string(),
        pass: z.boolean().describe('|r| ≥ minR on the full r'),
        source: z.enum(['points', 'given']),
      })
      .optional(),
  }),
});

/**
 * A refused body: every error of the evaluation names its row (−1 for header and body level) and key. A request refused
 * before the template reads it (a bad template id, a malformed body, text that is not UTF-8) answers the plain error
 * shape: data null or errors without row and key.
 */
export const evaluateRefusal = z.object({
  code: z.string(),
  msg: z.string(),
  data: z.nullable(
    z.object({
      errors: z.array(
        z.object({
          field: z.string().describe('Path in the body, e.g. rows.3.inputs.F'),
          row: z.number().optional().describe("Row index, −1 for header, curve, QC or body level (the evaluation's own refusals)"),
          key: z.string().optional().describe('The input, header key or "parameter" the error is about (the evaluation\'s own refusals)'),
          message: z.string().describe("In the caller's language"),
          label: z.string().describe("The path in words, from the template's own labels, in the caller's language, e.g. 第1行（样品 S1） · 样品吸光度"),
        }),
      ),
    }),
  ),
});
