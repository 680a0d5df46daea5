import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../http/errors.ts';
import { translate } from '../http/messages.ts';

// a high surrogate not followed by a low one, or a low one not preceded by a high one (String#isWellFormed, ES2024)
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (s: string) => !LONE_SURROGATE.test(s);

type Flaw = { field: string; key: 'validation.invalid' | 'validation.encoding' };

/**
 * The first string value (or key) holding a NUL character or a lone UTF-16 surrogate, with its path, or null; with
 * `replacement`, also one holding U+FFFD (see installInputHygiene). Walked with an explicit stack, so a deeply nested
 * body cannot exhaust the call stack; Buffers (uploaded files) are not text.
 */
export function textFlaw(value: unknown, replacement = false): Flaw | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return { field: path || '_', key: 'validation.invalid' };
      if (!wellFormed(v) || (replacement && v.includes('\uFFFD'))) return { field: path || '_', key: 'validation.encoding' };
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, child] of Object.entries(v)) {
        const at = path ? `${path}.${k}` : k;
        if (!wellFormed(k) || (replacement && k.includes('\uFFFD'))) return { field: at, key: 'validation.encoding' };
        stack.push([child, at]);
      }
    }
  }
  return null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const isUtf8 = (bytes: Uint8Array) => {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/** A query component's bytes after percent-decoding ('+' is a space), as the client sent them. */
function percentBytes(s: string): Buffer {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x25 && /^[0-9a-fA-F]{2}$/.test(s.slice(i + 1, i + 3))) {
      out.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (c === 0x2b) out.push(0x20);
    else if (c < 0x80) out.push(c);
    else out.push(...Buffer.from(s[i], 'utf8'));
  }
  return Buffer.from(out);
}

/** The name of the first query parameter whose name or value is not UTF-8 once percent-decoded, or null. */
export function badQueryParam(url: string): string | null {
  const q = url.indexOf('?');
  if (q < 0) return null;
  for (const pair of url.slice(q + 1).split('&')) {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    const value = eq < 0 ? '' : pair.slice(eq + 1);
    const nameBytes = percentBytes(name);
    if (!isUtf8(nameBytes) || !isUtf8(percentBytes(value))) return nameBytes.toString('utf8').slice(0, 64) || '_';
  }
  return null;
}

const refuse = (req: FastifyRequest, flaw: Flaw) =>
  badRequest('error.validation', { fields: flaw.field }, [{ field: flaw.field, message: translate(req.lang, flaw.key) }]);

/**
 * Text is stored as it was sent, or refused, never altered:
 * - a NUL character is never meaningful in a lab record, PostgreSQL cannot store it in text, and SQLite cuts strings
 *   at it in comparisons (a search for "a\0b" would match everything);
 * - bytes that are not UTF-8 would be stored as U+FFFD by a lenient decoder, and a lone surrogate (JSON's "\ud800")
 *   as U+FFFD by the database driver: the stored name would not be the one sent.
 * JSON bodies are decoded strictly (the parser below) and query strings checked on their percent-decoded bytes, so both
 * are exact. A multipart field reaches us already decoded by busboy (lenient, and charset-labelled parts decoded by
 * their own charset), so there U+FFFD itself is refused: a decoder leaves it where bytes were not text, and lab data
 * has no use for it. Refused on both engines alike, with the field named. Files are bytes (instrument exports are
 * decoded strictly in server/instruments/decode.ts; XLSX and images are binary).
 */
export function installInputHygiene(app: FastifyInstance) {
  // JSON bodies as bytes: the default parser decodes them leniently; the default's proto-poisoning rules are kept
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body: Buffer, done) => {
    if (!isUtf8(body)) {
      // the field: the first string the lenient decoding marks (none: the damage is in the JSON's syntax)
      let field = '_';
      try {
        field = textFlaw(JSON.parse(body.toString('utf8')), true)?.field ?? '_';
      } catch {
        /* not JSON either: the whole body */
      }
      return done(refuse(req, { field, key: 'validation.encoding' }));
    }
    parseJson(req, body.toString('utf8'), done);
  });
  app.addHook('onRequest', async (req) => {
    const param = badQueryParam(req.url);
    if (param) throw refuse(req, { field: param, key: 'validation.encoding' });
  });
  app.addHook('preValidation', async (req) => {
    const flaw = textFlaw(req.query) ?? textFlaw(req.params) ?? textFlaw(req.body, req.isMultipart());
    if (flaw) throw refuse(req, flaw);
  });
}
