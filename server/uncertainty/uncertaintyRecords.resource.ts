// An uncertainty record's server side (issue 33 item 1): numbered UC…; on every write of its entries the server
// computes `result` and `expandedRelative` with the one arithmetic both sides share (schemas/uncertainty/record.ts) —
// nothing computed comes from the client, and entries that give no result are refused by their field path, nothing
// written. The signed submit and approval stamp who and when; the approval of a newer version of the same test item,
// matrix and range names the one it replaces (supersedesId) and supersedes it through that record's own automatic step.
import { serverResource, type HookArgs } from '../crud/hooks.ts';
import { numbered } from '../hooks/numbering.ts';
import { badRequest } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { cascade, findBy, nowIso, unitOf, type Row } from '../workflow/store.ts';
import { Dec, parseDec } from '../../schemas/calc/decimal.ts';
import './messages.ts';
import { evaluateRecord, type RecordEntries, type RecordIssue } from '../../schemas/uncertainty/record.ts';

/** The entries the result is computed from: a change to any of them computes it again. */
const INPUTS = ['approach', 'level', 'k', 'components', 'topDown', 'rangeLow', 'rangeHigh'];

const MESSAGE: Record<RecordIssue['reason'], string> = {
  notPositive: 'validation.positive',
  kBelowOne: 'validation.coverageFactor',
  missing: 'validation.required',
  notNumber: 'validation.decimal',
};

function refuse(errors: { field: string; message: string }[]): never {
  throw badRequest('error.validation', { fields: errors.map((e) => e.field).join(', ') }, errors);
}

/** The stored record merged with the change, its range checked and its result computed (or the entries refused). */
function computed(data: Row, args: HookArgs): Row {
  const rec = { ...(args.before ?? {}), ...data };
  const lang = args.ctx.lang;
  const low = rec.rangeLow ? parseDec(String(rec.rangeLow)) : null;
  const high = rec.rangeHigh ? parseDec(String(rec.rangeHigh)) : null;
  if (low && high && !low.lt(high)) refuse([{ field: 'rangeHigh', message: translate(lang, 'validation.standardLimitOrder') }]);
  const r = evaluateRecord({
    approach: rec.approach,
    level: rec.level,
    k: rec.k ?? '2',
    components: rec.components ?? undefined,
    topDown: rec.topDown ?? undefined,
  } as RecordEntries);
  if (!r.ok) refuse(r.issues.slice(0, 20).map((i) => ({ field: i.path.join('.'), message: translate(lang, MESSAGE[i.reason]) })));
  return { ...data, result: r.result, expandedRelative: r.expandedRelative };
}

const signer = (args: HookArgs) => String(args.ctx.user?.nickname || args.ctx.user?.username || '');

/** Two range ends are the same bound: both open, or equal numbers (0.50 is 0.5). */
const sameEnd = (a: unknown, b: unknown) => {
  const x = a === null || a === undefined || a === '' ? null : new Dec(String(a));
  const y = b === null || b === undefined || b === '' ? null : new Dec(String(b));
  return x === null || y === null ? x === y : x.eq(y);
};

/** The approved record this one replaces: same test item, matrix and range (none, or the newest by id). */
async function replaced(rec: Row, args: HookArgs): Promise<Row | undefined> {
  const u = unitOf(args.tx, args.ctx);
  const rows = await findBy(u, 'uncertaintyRecords', 'parameterId', Number(rec.parameterId));
  return rows
    .filter((r) => r.id !== rec.id && r.status === 'approved' && r.matrix === rec.matrix)
    .filter((r) => sameEnd(r.rangeLow, rec.rangeLow) && sameEnd(r.rangeHigh, rec.rangeHigh))
    .at(-1);
}

export default serverResource('uncertaintyRecords', {
  beforeCreate: [numbered('recordNo', 'UC'), (data, args) => computed(data, args)],
  beforeUpdate: [(data, args) => (INPUTS.some((k) => k in data) ? computed(data, args) : data)],
  beforeTransition: [
    async (name, p, args) => {
      if (name === 'submit') return { ...p, submittedBy: signer(args), submittedAt: nowIso() };
      if (name === 'return') return { ...p, submittedBy: null, submittedAt: null };
      if (name !== 'approve') return p;
      const old = await replaced(args.before!, args);
      return { ...p, approvedBy: signer(args), approvedAt: nowIso(), supersedesId: old ? Number(old.id) : null };
    },
  ],
  afterTransition: [
    async (name, after, { tx, ctx }) => {
      if (name !== 'approve' || !after.supersedesId) return;
      const reason = translate(ctx.lang, 'uncertainty.superseded', { no: String(after.recordNo) });
      await cascade(unitOf(tx, ctx), 'uncertaintyRecords', Number(after.supersedesId), 'supersede', { reason });
    },
  ],
});
