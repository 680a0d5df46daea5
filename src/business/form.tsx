// The workflow screens' forms: react-admin's <Form> validated by a zod schema of schemas/resources (the one the
// server validates with), errors under their fields in the user's language, and the server's field errors (400
// `data.errors[]`, paths like points.0.timesPerDay) put under the same fields with the server's own reason.
import { useCallback } from 'react';
import type { z } from 'zod';
import type { FieldValues, Resolver, FieldErrors } from 'react-hook-form';
import { useFormContext } from 'react-hook-form';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { issueMessage } from '../resources/schema.ts';
import { fieldPathLabel } from '../../schemas/core/labels.ts';

const SPECIAL = '@@react-admin@@'; // react-admin's ValidationError reads {message, args} from this string form
const empty = (v: unknown) => v === undefined || v === null || v === '' || (typeof v === 'number' && Number.isNaN(v));

/** Empty texts and nulls of a form are "no value" (so optional fields pass and required ones say so). */
export function cleanEmpty(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(cleanEmpty);
  if (v && typeof v === 'object' && !(v instanceof Date)) {
    return Object.fromEntries(
      Object.entries(v)
        .filter(([, x]) => !empty(x))
        .map(([k, x]) => [k, cleanEmpty(x)]),
    );
  }
  return empty(v) ? undefined : v;
}

const valueAt = (v: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>((x, k) => (x && typeof x === 'object' ? (x as Record<PropertyKey, unknown>)[k] : undefined), v);

type Issue = Parameters<typeof issueMessage>[0];

/**
 * A react-hook-form resolver from a zod schema: the submit handler gets the schema's output (coerced, defaults
 * applied); each issue becomes a translatable message at its path, "required" where the field is empty.
 */
export function schemaResolver<S extends z.ZodType>(schema: S): Resolver<FieldValues> {
  return async (values) => {
    const parsed = schema.safeParse(cleanEmpty(values));
    if (parsed.success) return { values: parsed.data as FieldValues, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues as Issue[]) {
      if (!issue.path.length) continue;
      const raw = valueAt(values, issue.path);
      const m =
        empty(raw) || (Array.isArray(raw) && raw.length === 0 && issue.message !== 'validation.noItems') ? 'ra.validation.required' : issueMessage(issue);
      let node = errors as Record<PropertyKey, unknown>;
      issue.path.forEach((p, i) => {
        if (i < issue.path.length - 1) node = (node[p] ??= typeof issue.path[i + 1] === 'number' ? [] : {}) as Record<PropertyKey, unknown>;
        else node[p] ??= { type: issue.code, message: typeof m === 'string' ? m : SPECIAL + JSON.stringify(m) };
      });
    }
    return { values: {}, errors: errors as FieldErrors };
  };
}

/** Is `name` required by the object schema (for the input's required mark)? */
export const requiredIn = (shape: Record<string, z.ZodType>) => (name: string) => !!shape[name] && !shape[name].safeParse(undefined).success;

/** The server's field errors of a refused write, as `{path: reason}`; undefined when it was not a field refusal. */
export function serverFieldErrors(e: unknown): Record<string, string> | undefined {
  const errors = e instanceof HttpError ? (e.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
  return errors && Object.keys(errors).length ? errors : undefined;
}

/**
 * Runs a write from the form's values: a field refusal is set on the fields (the server's reason under each) and
 * summed up in one toast whose lines name each field by its label, never its path; other failures are toasted.
 */
export function useFormWrite(labelOf: (path: string) => string) {
  const { setError } = useFormContext();
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    async (write: () => Promise<unknown>) => {
      try {
        await write();
        return true;
      } catch (e) {
        const errors = serverFieldErrors(e);
        if (errors) {
          for (const [path, message] of Object.entries(errors)) setError(path, { type: 'server', message });
          const lines = Object.entries(errors).map(([path, message]) => translate('wf.form.line', { field: labelOf(path), message }));
          notify(`${translate('wf.form.refused')}\n${lines.join('\n')}`, { type: 'error', multiLine: true });
        } else if (e instanceof HttpError) {
          notify(e.message, { type: 'error' });
        }
        return false;
      }
    },
    [setError, notify, translate, labelOf],
  );
}

/**
 * A field path's label from the resource labels (schemas/core/labels.ts, the function the server names its refused
 * fields with): `points.0.timesPerDay` → "采样点位 第1行 · 每天频次".
 */
export function usePathLabel(schemaName: string) {
  const translate = useTranslate();
  return useCallback(
    (path: string) =>
      fieldPathLabel(schemaName, path, (key, params) => {
        const text = translate(key, { ...params, _: '\u0000' });
        return text === '\u0000' ? undefined : text;
      }),
    [translate, schemaName],
  );
}
