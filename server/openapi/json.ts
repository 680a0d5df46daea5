// zod → JSON Schema, the one conversion of the OpenAPI document (a leaf: schemas.ts, shapes.ts and jsonFields.ts
// all use it).
import { z } from 'zod';

export type Json = Record<string, unknown>;

/** zod → JSON Schema for a request (input) or an answer (output); what JSON cannot carry (transforms) is left open. */
export function jsonOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): Json {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  delete out.$schema;
  return out;
}
