// zod → JSON Schema, the one conversion of the OpenAPI document (a leaf: schemas.ts, shapes.ts and jsonFields.ts
// all use it).
import { z } from 'zod';

export type Json = Record<string, unknown>;

/** zod → JSON Schema for a request (input) or an answer (output); what JSON cannot carry (transforms) is left open. */
export function jsonOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): Json {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12', override: trimmedMin }) as Json;
  delete out.$schema;
  return out;
}

/**
 * A string trimmed before its minimum length is judged (`z.string().trim().min(1)`): blanks alone are refused, which
 * minLength does not say; `pattern: \S` does (a non-blank character somewhere; JS trim and \s take the same blanks).
 */
function trimmedMin(ctx: { zodSchema: unknown; jsonSchema: Json }) {
  const js = ctx.jsonSchema;
  if (js.type !== 'string' || typeof js.minLength !== 'number' || js.minLength < 1 || js.pattern) return;
  const checks = ((ctx.zodSchema as { _zod: { def: { checks?: Array<{ _zod: { def: { check?: string; tx?: (v: string) => string } } }> } } })._zod.def.checks ??
    []) as Array<{ _zod: { def: { check?: string; tx?: (v: string) => string } } }>;
  if (checks.some((c) => c._zod.def.check === 'overwrite' && c._zod.def.tx?.(' \t ') === '')) js.pattern = '\\S';
}
