import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/errors.ts';
import { translate } from '../http/messages.ts';

/** The path of the first string value holding a NUL character, or null. Buffers (uploaded files) are not text. */
export function nulPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [k, v] of Object.entries(value)) {
    const found = nulPath(v, path ? `${path}.${k}` : k);
    if (found) return found;
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
