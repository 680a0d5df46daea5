// The evaluate API is strict: a key the template does not have, or a row without (or with an unknown) parameter on
// a multi-analyte template, is refused with 400 naming it, instead of a default or another analyte's MDL and digits
// being used silently. Every 400 error carries `row` (−1: header, curve or body level) and `key`.
import type { z } from 'zod';
import { rowsNameParameter, type RecordInput, type TemplateDef } from '../../../schemas/templates/index.ts';
import type { FieldError } from '../../http/errors.ts';
import type { Lang } from '../../http/messages.ts';
import { fieldErrors } from '../../http/zodErrors.ts';

export interface EvaluateError extends FieldError {
  row: number;
  key: string;
}

/** Body errors (zod) with the row and key each one is about: rows.3.inputs.F → row 3, key F. */
export function bodyErrors(error: z.ZodError, lang: Lang, body: unknown): EvaluateError[] {
  const paths: PropertyKey[][] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const k of issue.keys) paths.push([...issue.path, k]);
    else paths.push(issue.path);
  }
  return fieldErrors(error, lang, body).map((e, i) => ({ ...e, ...placeOf(paths[i] ?? []) }));
}

function placeOf(path: PropertyKey[]): { row: number; key: string } {
  const p = path.map(String);
  if (p[0] === 'rows' && /^\d+$/.test(p[1] ?? '')) {
    const rest = p[2] === 'inputs' && p.length > 3 ? p.slice(3) : p.slice(2);
    return { row: Number(p[1]), key: rest.join('.') || 'row' };
  }
  if (p[0] === 'header' && p.length > 1) return { row: -1, key: p.slice(1).join('.') };
  return { row: -1, key: p.join('.') || 'body' };
}

/** What the template does not know: header keys, input keys, parameters (engine message keys, see calcText). */
export function unknownKeys(
  t: TemplateDef,
  input: RecordInput,
): { row: number; key: string; field: string; message: string; params: Record<string, string> }[] {
  const out: { row: number; key: string; field: string; message: string; params: Record<string, string> }[] = [];
  const header = new Set(t.header.map((f) => f.key));
  const inputs = new Set(t.inputs.map((f) => f.key));
  const codes = new Set(t.parameters.map((p) => p.code));
  for (const k of Object.keys(input.header ?? {})) {
    if (!header.has(k)) out.push({ row: -1, key: k, field: `header.${k}`, message: 'calc.error.unknownHeader', params: { value: k } });
  }
  const multi = rowsNameParameter(t);
  input.rows.forEach((r, i) => {
    for (const k of Object.keys(r.inputs)) {
      if (!inputs.has(k)) out.push({ row: i, key: k, field: `rows.${i}.inputs.${k}`, message: 'calc.error.unknownInput', params: { value: k } });
    }
    if (r.parameter !== undefined && !codes.has(r.parameter)) {
      out.push({ row: i, key: 'parameter', field: `rows.${i}.parameter`, message: 'calc.error.unknownParameter', params: { value: r.parameter } });
    } else if (multi && r.parameter === undefined) {
      out.push({ row: i, key: 'parameter', field: `rows.${i}.parameter`, message: 'calc.error.parameterRequired', params: { choices: [...codes].join(', ') } });
    }
  });
  return out;
}
