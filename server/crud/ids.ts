// A list of record ids in a path or a query ("1,2,3"): the generic routes (options, delete) and the workflow's batch
// routes read it alike. A leaf, so the workflow does not import the route module to reach it.
import { badRequest } from '../http/errors.ts';
import { translate } from '../http/messages.ts';

export function parseIds(raw: string, lang: Parameters<typeof translate>[0] = 'zh-CN'): number[] {
  const ids = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // any id in digits is a well-formed one: an id no record can have (above 2^31 − 1, the serial's range) is not found
  // (service getRow), as the document's pattern ^\d+(,\d+)*$ promises, never refused as malformed
  if (!ids.length || ids.length > 500 || ids.some((s) => !/^\d+$/.test(s))) {
    throw badRequest('error.validation', { fields: 'ids' }, [{ field: 'ids', message: translate(lang, 'validation.ids') }]);
  }
  return [...new Set(ids.map(Number))];
}
