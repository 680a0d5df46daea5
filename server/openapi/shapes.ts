// JSON Schemas of what feature routes answer (the envelope's `data`), built from the resource read schemas of the
// document (#/components/schemas/{resource}) and zod schemas the code already has: no second description of a record.
import type { z } from 'zod';
import { jsonOf, type Json } from './json.ts';
import { recordEvaluation } from '../../schemas/templates/evaluationSchema.ts';

/** A record of a resource as the API answers it (codec.fromDb): the document's read schema. */
export const record = (resource: string): Json => ({ $ref: `#/components/schemas/${resource}` });
export const listOf = (items: Json): Json => ({ type: 'array', items });
/** An object whose named properties are all present unless `optional` lists them. */
export const object = (properties: Record<string, Json>, optional: string[] = []): Json => ({
  type: 'object',
  properties,
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
});
export const pageOf = (items: Json): Json => object({ list: listOf(items), total: { type: 'integer', minimum: 0 } });
/** An answer described by the zod schema its values were validated with (output side). */
export const fromZod = (schema: z.ZodType): Json => jsonOf(schema, 'output');
/**
 * An answer described by the zod schema its values were built as (output side), with records of resources beside its
 * fields (`records`: name → their read schema, e.g. `record('reports')`), which zod does not declare.
 */
export function fromZodWith(schema: z.ZodObject, records: Record<string, Json>): Json {
  const s = fromZod(schema);
  return { ...s, properties: { ...records, ...(s.properties as Json) }, required: [...Object.keys(records), ...((s.required as string[] | undefined) ?? [])] };
}
export const integer: Json = { type: 'integer' };
export const text: Json = { type: 'string' };
export const bool: Json = { type: 'boolean' };
export const nullable = (s: Json): Json => ({ anyOf: [s, { type: 'null' }] });
/** The null `data` of an answer that only confirms. */
export const none: Json = { type: 'null' };

/**
 * A raw record's evaluation by the template engine (schemas/templates RecordEvaluation): rows, cell errors, QC, sample
 * aggregates and calibration each typed by the schema checked against the engine's own types at compile time.
 */
export const evaluation: Json = jsonOf(recordEvaluation, 'output');
