// The check a raw record's named solutions pass on every save (issue 34 item 3): each exists, is usable on the
// analysis day (schemas/reagents/uses.ts `solutionBlock`, the rule the record's picker shows) and, where it was
// prepared for a test item, for one of the sheet's. A refusal names `solutionUses.<i>.solutionId`, the solution and why,
// in the user's language; nothing is written.
import { badRequest } from '../../http/errors.ts';
import { translate } from '../../http/messages.ts';
import { pick } from '../../../schemas/core/labels.ts';
import { solutionBlock, solutionBlockWords, type SolutionUse } from '../../../schemas/reagents/uses.ts';
import { labDay } from '../../../schemas/core/dates.ts';
import { labTimeZone } from '../../db/settings.ts';
import { findIn, ids, type Row, type Unit } from '../../workflow/store.ts';

/**
 * The record's analysis day: its header's analysis date when it falls between the sheet's assignment and today (the
 * analysis cannot have been done before the sheet was given out, nor later than today: a date outside is no way
 * around an expiry), else the lab's day today.
 */
export async function analysisDay(u: Unit, sheet: Row, header: Record<string, unknown> | undefined): Promise<string> {
  const tz = await labTimeZone(u.tx);
  const today = labDay(new Date(), tz);
  const from = sheet.assignedAt ? labDay(new Date(String(sheet.assignedAt)), tz) : today;
  const typed = header?.analysisDate;
  if (typeof typed === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(typed) && typed >= from && typed <= today) return typed;
  return today;
}

export async function checkSolutionUses(u: Unit, uses: SolutionUse[], sheet: Row, header: Record<string, unknown> | undefined): Promise<void> {
  if (!uses.length) return;
  const rows = await findIn(
    u,
    'solutions',
    uses.map((x) => x.solutionId),
  );
  const day = await analysisDay(u, sheet, header);
  const lang = u.ctx.lang;
  const items = ids(sheet.parameterIds);
  for (const [i, use] of uses.entries()) {
    const field = `solutionUses.${i}.solutionId`;
    const s = rows.find((r) => r.id === use.solutionId);
    if (!s) {
      const params = { id: String(use.solutionId) };
      throw badRequest('error.solutionMissing', params, [{ field, message: translate(lang, 'error.solutionMissing', params) }]);
    }
    const name = `${String(s.solutionNo)} ${String(s.name)}`;
    const block = solutionBlock(
      { status: String(s.status), expiresOn: (s.expiresOn as string | null) ?? null, preparedOn: (s.preparedOn as string | null) ?? null },
      day,
    );
    if (block) {
      const params = { name, why: pick(solutionBlockWords[block], lang)! };
      throw badRequest('error.solutionUnfit', params, [{ field, message: translate(lang, 'error.solutionUnfit', params) }]);
    }
    const item = s.parameterId == null ? null : Number(s.parameterId);
    if (item !== null && !items.includes(item)) {
      const p = await u.tx.selectFrom('parameters').select(['name']).where('id', '=', item).executeTakeFirst();
      const params = { name, item: String(p?.name ?? item) };
      throw badRequest('error.solutionOtherItem', params, [{ field, message: translate(lang, 'error.solutionOtherItem', params) }]);
    }
  }
}
