import type { z } from 'zod';
import { translate, type Lang } from './messages.ts';
import type { FieldError } from './errors.ts';

/** Turns zod issues into field errors with messages in the user's language. */
export function fieldErrors(error: z.ZodError, lang: Lang, input?: unknown): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push({ field: base ? `${base}.${key}` : key, message: translate(lang, 'validation.unknownField') });
      continue;
    }
    out.push({ field: base || '_', message: messageOf(issue, lang, valueAt(input, issue.path)) });
  }
  return out;
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let v = input;
  for (const k of path) v = v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}

function messageOf(issue: z.core.$ZodIssue, lang: Lang, value: unknown): string {
  if (issue.message && /^[a-z]+\.[A-Za-z.]+$/.test(issue.message)) return translate(lang, issue.message);
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined || value === null
        ? translate(lang, 'validation.required')
        : // the expected type in words ("数值", "a number"), not zod's name for it
          translate(lang, 'validation.type', { expected: translate(lang, `validation.expected.${issue.expected}`).replace(/^validation\.expected\./, '') });
    case 'too_small':
      return issue.origin === 'string'
        ? Number(issue.minimum) <= 1
          ? translate(lang, 'validation.required')
          : translate(lang, 'validation.tooShort', { min: Number(issue.minimum) })
        : translate(lang, 'validation.tooSmall', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? translate(lang, 'validation.tooLong', { max: Number(issue.maximum) })
        : translate(lang, 'validation.tooBig', { max: Number(issue.maximum) });
    case 'invalid_value':
      return translate(lang, 'validation.enum', { options: issue.values.map(String).join(', ') });
    default:
      return translate(lang, 'validation.invalid');
  }
}
