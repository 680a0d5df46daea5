import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/errors.ts';
import { translate } from '../http/messages.ts';

/**
 * The path of the first string value holding a NUL character, or null. Walked with an explicit stack, so a
 * deeply nested body cannot exhaust the call stack; Buffers (uploaded files) are not text.
 */
export function nulPath(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return path || '_';
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, child] of Object.entries(v)) stack.push([child, path ? `${path}.${k}` : k]);
    }
  }
  return null;
}

/**
 * A NUL character is never meaningful in a lab record, PostgreSQL cannot store it in text, and SQLite cuts
 * strings at it in comparisons (a search for "a\0b" would match everything). Refused on both engines alike,
 * in query values and in body strings, with the field named.
 */
export function installInputHygiene(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    const field = nulPath(req.query) ?? nulPath(req.params) ?? nulPath(req.body);
    if (field) throw badRequest('error.validation', { fields: field }, [{ field, message: translate(req.lang, 'validation.invalid') }]);
  });
}
