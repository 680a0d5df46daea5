import { serverResource, type AfterCreateHook, type DataHook } from '../crud/hooks.ts';
import { recordSignature, verifySigner } from '../crud/workflow.ts';
import { badRequest } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { editionIssues, type LimitStandardRecord } from '../../schemas/standards/limitStandards.ts';
import { storedJson } from '../db/storedJson.ts';

type Row = Record<string, unknown>;

/**
 * An edition is checked whole, as it will be stored (an update merged over the stored record): rows whose class the
 * edition does not define, units that do not fit the matrix, two limits for one analyte in one class, dates out of
 * order — and an edition of the same standard number whose effective dates overlap this one's (which would leave two
 * answers for one day). Refused with the field and a message in the caller's language; nothing is written.
 */
const checkEdition: DataHook = async (data, { tx, ctx, before }) => {
  const s = { ...(before ?? {}), ...data } as Row;
  const edition = { ...s, classes: storedJson(s.classes) ?? [], rows: storedJson(s.rows) ?? [] } as unknown as LimitStandardRecord;
  const issues = editionIssues(edition);
  const others = await tx
    .selectFrom('limitStandards')
    .select(['id', 'edition', 'effectiveFrom', 'effectiveTo'])
    .where('standardNo', '=', String(s.standardNo))
    .where('id', '!=', Number(before?.id ?? 0))
    .execute();
  const to = (v: unknown) => (v ? String(v).slice(0, 10) : '9999-12-31');
  const clash = others.find((o) => String(o.effectiveFrom).slice(0, 10) <= to(s.effectiveTo) && String(s.effectiveFrom).slice(0, 10) <= to(o.effectiveTo));
  if (clash) issues.push({ path: ['effectiveFrom'], message: 'validation.standardEditionOverlap' });
  if (!issues.length) return data;
  const errors = issues.map((i) => ({ field: i.path.join('.'), message: translate(ctx.lang, i.message, { edition: String(clash?.edition ?? '') }) }));
  throw badRequest('error.validation', { fields: [...new Set(errors.map((e) => e.field))].join(', ') }, errors);
};

/**
 * A change of the library changes how reports are judged, so the editor signs it (issue 19): a create or update from
 * a request carries the editor's password, checked the way a signed workflow step checks it, and the signature
 * (meaning create / update) is recorded in the write's transaction; the password itself is dropped, never stored.
 * Server-side loads (migrations, system writes) are not requests and carry none.
 */
const signed: DataHook = async (data, { tx, ctx, mode, before }) => {
  const { signaturePassword, ...rest } = data;
  if (mode !== 'client') return rest;
  await verifySigner(tx, ctx, signaturePassword as string | undefined, 'signaturePassword');
  if (before && Object.keys(rest).length) await recordSignature(ctx.app.crud, tx, ctx, 'limitStandards', Number(before.id), 'update');
  return rest;
};
const signCreate: AfterCreateHook = async (after, { tx, ctx, mode }) => {
  if (mode === 'client') await recordSignature(ctx.app.crud, tx, ctx, 'limitStandards', Number(after.id), 'create');
};

export default serverResource('limitStandards', { beforeCreate: [signed, checkEdition], beforeUpdate: [signed, checkEdition], afterCreate: [signCreate] });
