// A received lot's server side (issue 34 item 1). Its certificate is checked as a whole, by field, in the user's
// language: a CRM lot states its certified value with the expanded uncertainty U, k (≥ 1) and the unit — "a certified
// value without its uncertainty" is refused naming certifiedU, nothing written; a purity is a mass fraction in (0, 1];
// a lot cannot expire before it arrived. The signed acceptance stamps who and when and makes the lot's containers (one
// record per bottle, numbered from the lot, server/reagents/materialContainers.resource.ts) in the same transaction.
// A recall withdraws the solutions made from the lot (server/reagents/trace/recall.ts, where the forward walk lives).
import { serverResource, type DataHook, type HookArgs } from '../crud/hooks.ts';
import { badRequest } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { insert, load, nowIso, unitOf, type Row } from '../workflow/store.ts';
import { parseDec } from '../../schemas/calc/decimal.ts';
import { withdrawMadeFrom } from './trace/recall.ts';
import './messages.ts';

type Issue = { field: string; key: string };
const CERTIFIED = ['certifiedValue', 'certifiedU', 'certifiedK', 'certifiedUnit'] as const;
const given = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

/** What is wrong with a lot's certificate and dates, by field (empty: nothing). `crm`: its material is a CRM. */
export function lotIssues(lot: Row, crm: boolean): Issue[] {
  const out: Issue[] = [];
  const dec = (f: string) => (given(lot[f]) ? parseDec(String(lot[f])) : null);
  // a CRM states all four; any other lot that states a certified value states it whole too
  if (crm || CERTIFIED.some((f) => given(lot[f]))) {
    for (const f of CERTIFIED)
      if (!given(lot[f])) out.push({ field: f, key: f === 'certifiedU' && given(lot.certifiedValue) ? 'reagents.certifiedU' : 'reagents.certifiedRequired' });
  }
  const value = dec('certifiedValue');
  if (value && value.lte(0)) out.push({ field: 'certifiedValue', key: 'validation.positive' });
  const u = dec('certifiedU');
  if (u && u.lte(0)) out.push({ field: 'certifiedU', key: 'validation.positive' });
  const k = dec('certifiedK');
  if (k && k.lt(1)) out.push({ field: 'certifiedK', key: 'validation.coverageFactor' });
  const purity = dec('purity');
  if (purity && (purity.lte(0) || purity.gt(1))) out.push({ field: 'purity', key: 'reagents.purity' });
  const tolerance = dec('purityTolerance');
  if (tolerance && tolerance.lt(0)) out.push({ field: 'purityTolerance', key: 'reagents.notNegative' });
  if (given(lot.receivedOn) && given(lot.expiresOn) && String(lot.expiresOn) < String(lot.receivedOn))
    out.push({ field: 'expiresOn', key: 'reagents.expiresBeforeReceived' });
  return out;
}

/** The stored lot merged with the change, checked against its material's kind; refused by field, nothing written. */
const checked: DataHook = async (data, args: HookArgs) => {
  const lot = { ...(args.before ?? {}), ...data };
  const material = await load(unitOf(args.tx, args.ctx), 'materials', Number(lot.materialId));
  const issues = lotIssues(lot, material.kind === 'crm');
  if (!issues.length) return data;
  const errors = issues.map((i) => ({ field: i.field, message: translate(args.ctx.lang, i.key) }));
  throw badRequest('error.validation', { fields: [...new Set(errors.map((e) => e.field))].join(', ') }, errors);
};

const signer = (args: HookArgs) => String(args.ctx.user?.nickname || args.ctx.user?.username || '');

export default serverResource('materialLots', {
  beforeCreate: [checked],
  beforeUpdate: [checked],
  beforeTransition: [
    async (name, p, args) => {
      if (name !== 'accept') return p;
      // a CRM is accepted on its certificate: the scan is attached first, so the trace always ends at it
      const material = await load(unitOf(args.tx, args.ctx), 'materials', Number(args.before!.materialId));
      if (material.kind === 'crm' && !given(args.before!.certificateFile)) {
        const message = translate(args.ctx.lang, 'reagents.certificateFirst');
        throw badRequest('reagents.certificateFirst', {}, [{ field: 'certificateFile', message }]);
      }
      return { ...p, acceptedBy: signer(args), acceptedAt: nowIso() };
    },
  ],
  afterTransition: [
    async (name, lot, { tx, ctx }) => {
      const u = unitOf(tx, ctx);
      // a recalled lot withdraws every solution still usable that was made from it, at any depth (trace/recall.ts)
      if (name === 'recall') await withdrawMadeFrom(u, Number(lot.id), translate(ctx.lang, 'reagents.withdrawnByRecall', { lot: String(lot.lotNo) }));
      if (name !== 'accept') return;
      // one record per bottle, through the one write path (numbered and dated by the container's own hook)
      for (let i = 0; i < Number(lot.containers); i++) await insert(u, 'materialContainers', { lotId: Number(lot.id) });
    },
  ],
});
