// Request and answer shapes of the analform endpoints. They are zod schemas so that one definition both validates
// the body (in the handler, with localised field errors) and describes the route in the OpenAPI document.
import { z } from 'zod';

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
  curve: z
    .strictObject({
      points: z
        .array(z.strictObject({ x: cell, y: cell }))
        .max(100)
        .optional(),
      slope: cell.optional(),
      intercept: cell.optional(),
      r: cell.optional(),
    })
    .optional(),
  qc: z
    .strictObject({
      blanks: z.array(z.strictObject({ sampleId })).max(500).optional(),
      duplicates: z
        .array(z.strictObject({ a: sampleId, b: sampleId }))
        .max(500)
        .optional(),
      spikes: z
        .array(z.strictObject({ sampleId, spikedSampleId: sampleId, added: cell.optional(), c0: cell.optional(), v0: cell.optional(), v1: cell.optional() }))
        .max(500)
        .optional(),
      crms: z
        .array(z.strictObject({ sampleId, certified: cell, halfRange: cell }))
        .max(500)
        .optional(),
      ccv: z
        .array(z.strictObject({ expected: cell, measured: cell }))
        .max(100)
        .optional(),
    })
    .optional(),
  /** Below-MDL notation for this try (default: the template's own). */
  notation: z.enum(['L', 'ND', '<MDL']).optional(),
});
export type EvaluateBody = z.infer<typeof evaluateBody>;

const label = z.object({ zh: z.string(), en: z.string() });
const field = z.object({
  key: z.string(),
  label,
  kind: z.string().optional(),
  unit: z.string().optional(),
  required: z.boolean().optional(),
  default: z.string().optional(),
  min: z.string().optional(),
  max: z.string().optional(),
  positive: z.boolean().optional(),
});
const formula = z.object({ key: z.string(), label, unit: z.string().optional(), formula: z.string(), variables: z.array(z.string()) });

/** The documented part of GET's answer (the template carries a few more plain-JSON members, e.g. its example). */
export const definitionAnswer = z.object({
  code: z.string(),
  msg: z.string(),
  data: z
    .object({
      id: z.string(),
      route: z.string(),
      detailRoute: z.string().optional(),
      version: z.number(),
      family: z.string(),
      variant: z.string(),
      name: label,
      matrix: z.string(),
      method: z.object({ standard: z.string(), title: label }),
      parameters: z.array(z.object({ code: z.string(), name: label, unit: z.string(), mdl: z.string().optional() })),
      header: z.array(field),
      inputs: z.array(field),
      computed: z.array(formula.omit({ variables: true })),
      results: z.array(
        formula
          .omit({ variables: true })
          .extend({
            unit: z.string(),
            rounding: z
              .record(z.string(), z.union([z.number(), z.string(), z.boolean()]))
              .describe('The reporting rule: {decimals[, maxSignificant]}, {significant}, {mdlDecimals, maxSignificant} or {increment}'),
            roundingTiers: z
              .array(z.object({ below: z.string(), rounding: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])) }))
              .optional()
              .describe('By magnitude; the tier is chosen on the rounded value'),
            reportingBasis: z.string().optional().describe('The method clause the reporting rule comes from'),
            outOfRange: z
              .object({ min: z.string().optional(), max: z.string().optional(), prefix: z.string().optional() })
              .optional()
              .describe('Outside [min, max] the report prints "<min" / ">max" (HJ 962 pH)'),
            decision: z
              .object({ comparison: z.enum(['full', 'rounded']), basis: label })
              .optional()
              .describe('Judgements: GB/T 8170-2008 §4.3 decision rule'),
          })
          .passthrough(),
      ),
      constants: z.record(z.string(), z.string()),
      qc: z.array(z.object({ kind: z.string() }).passthrough()),
      /** Every formula with the variables it reads: computed columns first, then results. */
      formulas: z.array(formula.extend({ kind: z.enum(['computed', 'result']) })),
    })
    .passthrough(),
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
    qc: z.array(z.object({ kind: z.string(), pass: z.boolean().nullable(), limit: z.string() }).passthrough()),
    calibration: z
      .object({
        slope: z.string(),
        intercept: z.string(),
        r: z.string().describe('Full values'),
        reported: z
          .object({ slope: z.string(), intercept: z.string(), r: z.string() })
          .describe(
            'In reported digits: r truncated (只舍不入, up to the first digit that is not 9, at most 4 decimals), slope one significant figure more than x, intercept one decimal more than y, unless the template sets its own',
          ),
        n: z.number(),
        minR: z.string(),
        pass: z.boolean().describe('|r| ≥ minR on the full r'),
        source: z.enum(['points', 'given']),
      })
      .optional(),
  }),
});

/** A refused body: every error names its row (−1 for header and body level) and key. */
export const evaluateRefusal = z.object({
  code: z.string(),
  msg: z.string(),
  data: z.object({
    errors: z.array(
      z.object({
        field: z.string().describe('Path in the body, e.g. rows.3.inputs.F'),
        row: z.number().describe('Row index, −1 for header, curve, QC or body level'),
        key: z.string().describe('The input, header key or "parameter" the error is about'),
        message: z.string().describe("In the caller's language"),
        label: z.string().describe("The path in words, from the template's own labels, in the caller's language, e.g. 第1行（样品 S1） · 样品吸光度"),
      }),
    ),
  }),
});
