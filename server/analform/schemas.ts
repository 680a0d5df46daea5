// Request and answer shapes of the analform endpoints. They are zod schemas so that one definition both validates
// the body (in the handler, with localised field errors) and describes the route in the OpenAPI document.
import { z } from 'zod';

/** A cell as typed: text (what the grid sends) or a JSON number (what a script may send). */
const cell = z.union([z.string().max(200), z.number()]);
const key = z.string().min(1).max(64);
const sampleId = z.string().min(1).max(64);

export const templateParams = z.object({ templateId: z.string().min(1).max(80) });

export const evaluateBody = z.strictObject({
  header: z.record(key, cell).optional(),
  rows: z.array(z.strictObject({ sampleId, parameter: key.optional(), inputs: z.record(key, cell) })).max(1000),
  curve: z.strictObject({
    points: z.array(z.strictObject({ x: cell, y: cell })).max(100).optional(),
    slope: cell.optional(),
    intercept: cell.optional(),
    r: cell.optional(),
  }).optional(),
  qc: z.strictObject({
    blanks: z.array(z.strictObject({ sampleId })).max(500).optional(),
    duplicates: z.array(z.strictObject({ a: sampleId, b: sampleId })).max(500).optional(),
    spikes: z.array(z.strictObject({ sampleId, spikedSampleId: sampleId, added: cell.optional(), c0: cell.optional(), v0: cell.optional(), v1: cell.optional() })).max(500).optional(),
    crms: z.array(z.strictObject({ sampleId, certified: cell, halfRange: cell })).max(500).optional(),
    ccv: z.array(z.strictObject({ expected: cell, measured: cell })).max(100).optional(),
  }).optional(),
  /** Below-MDL notation for this try (default: the template's own). */
  notation: z.enum(['L', 'ND', '<MDL']).optional(),
});
export type EvaluateBody = z.infer<typeof evaluateBody>;

const label = z.object({ zh: z.string(), en: z.string() });
const field = z.object({ key: z.string(), label, kind: z.string().optional(), unit: z.string().optional(), required: z.boolean().optional(), default: z.string().optional(), min: z.string().optional(), max: z.string().optional(), positive: z.boolean().optional() });
const formula = z.object({ key: z.string(), label, unit: z.string().optional(), formula: z.string(), variables: z.array(z.string()) });

/** The documented part of GET's answer (the template carries a few more plain-JSON members, e.g. its example). */
export const definitionAnswer = z.object({
  code: z.string(),
  msg: z.string(),
  data: z.object({
    id: z.string(), route: z.string(), detailRoute: z.string().optional(), version: z.number(), family: z.string(), variant: z.string(),
    name: label, matrix: z.string(), method: z.object({ standard: z.string(), title: label }),
    parameters: z.array(z.object({ code: z.string(), name: label, unit: z.string(), mdl: z.string().optional() })),
    header: z.array(field), inputs: z.array(field),
    computed: z.array(formula.omit({ variables: true })), results: z.array(formula.omit({ variables: true }).extend({ unit: z.string() })),
    constants: z.record(z.string(), z.string()),
    qc: z.array(z.object({ kind: z.string() }).passthrough()),
    /** Every formula with the variables it reads: computed columns first, then results. */
    formulas: z.array(formula.extend({ kind: z.enum(['computed', 'result']) })),
  }).passthrough(),
});

export const evaluateAnswer = z.object({
  code: z.string(),
  msg: z.string(),
  data: z.object({
    templateId: z.string(),
    templateVersion: z.number(),
    ok: z.boolean(),
    rows: z.array(z.object({ row: z.number(), sampleId: z.string(), values: z.record(z.string(), z.string()), results: z.array(z.object({ key: z.string(), raw: z.string(), rounded: z.string(), display: z.string(), unit: z.string(), belowMdl: z.boolean() }).passthrough()), ok: z.boolean() }).passthrough()),
    /** Cell problems: `message` is an i18n key (calc.error.*), `text` the same in the caller's language. */
    errors: z.array(z.object({ row: z.number(), key: z.string(), message: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])), text: z.string() })),
    qc: z.array(z.object({ kind: z.string(), pass: z.boolean().nullable(), limit: z.string() }).passthrough()),
  }).passthrough(),
});
