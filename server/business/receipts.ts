// Sample receipt (样品交接) rows as task/receive takes them: validated with the schema's receipt list, a refusal
// naming each row by its sample number and the field by its label, in the user's language; the field paths
// (samples.0.preservationOk) stay on the errors so that the form puts each under its row.
import { z } from 'zod';
import { receiptList } from '../../schemas/business/tasks.ts';
import { badRequest } from '../http/errors.ts';
import { strictJson } from '../http/strictJson.ts';
import { fieldErrors } from '../http/zodErrors.ts';
import { translate, type Lang } from '../http/messages.ts';
import type { Unit } from '../workflow/store.ts';

// a number must be a JSON number (the multipart form's `samples` is JSON text, parsed as such)
const body = strictJson(z.object({ samples: receiptList }));
export type Receipt = z.output<typeof receiptList>[number];

/** "样品 RW20260115001-01 · 保存合格" for `samples.0.preservationOk`. */
export function receiptLabel(path: string, numbers: Array<string | undefined>, lang: Lang): string {
  const m = /^samples\.(\d+)(?:\.(\w+))?/.exec(path);
  if (!m) return translate(lang, 'receipt.field.id');
  const row = Number(m[1]);
  const parts = [translate(lang, 'receipt.field.sample', { sample: numbers[row] ?? `#${row + 1}` })];
  if (m[2]) parts.push(translate(lang, `receipt.field.${m[2]}`));
  return parts.join(' · ');
}

export async function parseReceipts(u: Pick<Unit, 'tx'>, samples: unknown, lang: Lang): Promise<Receipt[]> {
  const parsed = body.safeParse({ samples });
  if (parsed.success) return parsed.data.samples;
  const errors = fieldErrors(parsed.error, lang, { samples });
  const rows = Array.isArray(samples) ? (samples as Array<Record<string, unknown> | null>) : [];
  const ids = rows.map((r) => Number(r?.id)).filter((n) => Number.isSafeInteger(n) && n > 0);
  const found = ids.length ? await u.tx.selectFrom('samples').select(['id', 'sampleNo']).where('id', 'in', ids).execute() : [];
  const noOf = new Map(found.map((s) => [s.id as number, String(s.sampleNo)]));
  const numbers = rows.map((r) => noOf.get(Number(r?.id)));
  const [colon, semicolon] = lang === 'en' ? [': ', '; '] : ['：', '；'];
  const fields = [...new Set(errors.map((e) => `${receiptLabel(e.field, numbers, lang)}${colon}${e.message}`))].slice(0, 10).join(semicolon);
  throw badRequest('error.receipt', { fields }, errors);
}
