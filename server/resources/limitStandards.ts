import { serverResource, type DataHook } from '../crud/hooks.ts';
import { badRequest } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { editionIssues, type LimitStandardRecord } from '../../schemas/resources/standards.ts';

type Row = Record<string, unknown>;
const parsed = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

/**
 * An edition is checked whole, as it will be stored (an update merged over the stored record): rows whose class the
 * edition does not define, units that do not fit the matrix, two limits for one analyte in one class, dates out of
 * order — and an edition of the same standard number whose effective dates overlap this one's (which would leave two
 * answers for one day). Refused with the field and a message in the caller's language; nothing is written.
 */
const checkEdition: DataHook = async (data, { tx, ctx, before }) => {
  const s = { ...(before ?? {}), ...data } as Row;
  const edition = { ...s, classes: parsed(s.classes) ?? [], rows: parsed(s.rows) ?? [] } as unknown as LimitStandardRecord;
  const issues = editionIssues(edition);
  const others = await tx.selectFrom('limitStandards').select(['id', 'edition', 'effectiveFrom', 'effectiveTo'])
    .where('standardNo', '=', String(s.standardNo)).where('id', '!=', Number(before?.id ?? 0)).execute();
  const to = (v: unknown) => (v ? String(v).slice(0, 10) : '9999-12-31');
  const clash = others.find((o) => String(o.effectiveFrom).slice(0, 10) <= to(s.effectiveTo) && String(s.effectiveFrom).slice(0, 10) <= to(o.effectiveTo));
  if (clash) issues.push({ path: ['effectiveFrom'], message: 'validation.standardEditionOverlap' });
  if (!issues.length) return data;
  const errors = issues.map((i) => ({ field: i.path.join('.'), message: translate(ctx.lang, i.message, { edition: String(clash?.edition ?? '') }) }));
  throw badRequest('error.validation', { fields: [...new Set(errors.map((e) => e.field))].join(', ') }, errors);
};

export default serverResource('limitStandards', { beforeCreate: [checkEdition], beforeUpdate: [checkEdition] });
