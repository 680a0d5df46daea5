// A prepared solution's server side (issue 34 item 2): numbered SL…; on every write of its inputs the server reads each
// parent (a lot's certificate or purity, a container, a parent solution), refuses what may not be used on the day of
// preparation — a lot not accepted or expired, a parent solution not approved or expired — and computes the
// concentration, its standard uncertainty (schemas/reagents/prepare.ts) and the expiry: the earliest of the parents'
// and preparedOn + shelfLifeDays; nor can a parent be used before it was received or prepared. Nothing computed comes
// from the client; a refusal names its field, nothing written.
// The preparer's and the approver's steps are signed and stamp who and when.
import { serverResource, type HookArgs } from '../crud/hooks.ts';
import { numbered } from '../hooks/numbering.ts';
import { badRequest } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { findIn, nowIso, unitOf, type Row } from '../workflow/store.ts';
import { Dec, parseDec } from '../../schemas/calc/decimal.ts';
import { addCalendarDays } from '../../schemas/core/dates.ts';
import { materialLots } from '../../schemas/reagents/lots.ts';
import { prepare, type AmountUnit, type PrepIssue, type PrepSource } from '../../schemas/reagents/prepare.ts';
import { solutions, type SolutionParent } from '../../schemas/reagents/solutions.ts';
import type { ConcentrationUnit } from '../../schemas/reagents/units.ts';
import './preparation/messages.ts';

/** The entries the result is computed from: a change to any of them computes it again. */
const INPUTS = ['parents', 'finalVolume', 'flaskTolerance', 'unit', 'preparedOn', 'shelfLifeDays'];

type FieldError = { field: string; message: string };
const refuse = (errors: FieldError[]): never => {
  throw badRequest('error.validation', { fields: errors.map((e) => e.field).join(', ') }, errors);
};

const MESSAGE: Record<PrepIssue['reason'], string> = {
  notPositive: 'reagents.prep.notPositive',
  smallerVolume: 'reagents.prep.smallerVolume',
  massNeedsPurity: 'reagents.prep.weighedNoPurity',
  volumeNeedsValue: 'reagents.prep.solutionByMass',
};

const isMass = (u: string) => u === 'g' || u === 'mg';
const dec = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : (parseDec(String(v)) ?? undefined));
const stateLabel = (labels: Record<string, readonly [string, string]>, state: unknown, lang: string) =>
  labels[String(state)]?.[lang === 'en' ? 1 : 0] ?? String(state);
const LOT_STATES = materialLots.labels.enums!.status as Record<string, readonly [string, string]>;
const SOLUTION_STATES = solutions.labels.enums!.status as Record<string, readonly [string, string]>;

/** The parent's source of value and uncertainty and its expiry, or the field errors that refuse it. */
async function readParent(p: SolutionParent, i: number, on: string, args: HookArgs): Promise<{ source?: PrepSource; expires: string[]; errors: FieldError[] }> {
  const u = unitOf(args.tx, args.ctx);
  const lang = args.ctx.lang;
  const at = (f: string) => `parents.${i}.${f}`;
  const err = (f: string, key: string, params?: Record<string, string>) => ({ field: at(f), message: translate(lang, key, params) });
  const errors: FieldError[] = [];
  const expires: string[] = [];
  if ((p.lotId === undefined) === (p.solutionId === undefined)) return { expires, errors: [err('lotId', 'reagents.prep.lotOrSolution')] };
  if (p.solutionId !== undefined) {
    const [s] = await findIn(u, 'solutions', [Number(p.solutionId)]);
    if (!s || s.id === args.before?.id) return { expires, errors: [err('solutionId', 'reagents.prep.notFound')] };
    if (s.status !== 'approved') errors.push(err('solutionId', 'reagents.prep.solutionNotApproved', { state: stateLabel(SOLUTION_STATES, s.status, lang) }));
    else if (s.expiresOn && String(s.expiresOn) < on) errors.push(err('solutionId', 'reagents.prep.solutionExpired', { expires: String(s.expiresOn), on }));
    else if (String(s.preparedOn) > on) errors.push(err('solutionId', 'reagents.prep.notYet', { since: String(s.preparedOn), on }));
    const value = dec(s.concentration);
    const su = dec(s.u);
    if (!value || !su) errors.push(err('solutionId', 'reagents.prep.solutionNoValue'));
    if (isMass(p.amountUnit)) errors.push(err('amountUnit', 'reagents.prep.solutionByMass'));
    if (s.expiresOn) expires.push(String(s.expiresOn));
    if (errors.length) return { expires, errors };
    return { source: { kind: 'solution', value: value!, unit: s.unit as ConcentrationUnit, u: su! }, expires, errors };
  }
  const [lot] = await findIn(u, 'materialLots', [Number(p.lotId)]);
  if (!lot) return { expires, errors: [err('lotId', 'reagents.prep.notFound')] };
  if (lot.status !== 'accepted') errors.push(err('lotId', 'reagents.prep.lotNotAccepted', { state: stateLabel(LOT_STATES, lot.status, lang) }));
  else if (String(lot.expiresOn) < on) errors.push(err('lotId', 'reagents.prep.lotExpired', { expires: String(lot.expiresOn), on }));
  else if (String(lot.receivedOn) > on) errors.push(err('lotId', 'reagents.prep.notYet', { since: String(lot.receivedOn), on }));
  expires.push(String(lot.expiresOn));
  if (p.containerId !== undefined) {
    const [box] = await findIn(u, 'materialContainers', [Number(p.containerId)]);
    if (!box || Number(box.lotId) !== Number(lot.id)) errors.push(err('containerId', 'reagents.prep.containerOfOtherLot'));
    else if (box.expiresOn) {
      if (String(box.expiresOn) < on) errors.push(err('containerId', 'reagents.prep.containerExpired', { expires: String(box.expiresOn), on }));
      expires.push(String(box.expiresOn));
    }
  }
  let source: PrepSource | undefined;
  if (isMass(p.amountUnit)) {
    const purity = dec(lot.purity);
    if (!purity) errors.push(err('amountUnit', 'reagents.prep.weighedNoPurity'));
    else source = { kind: 'purity', purity, tolerance: dec(lot.purityTolerance) };
  } else {
    const [value, U, k] = [dec(lot.certifiedValue), dec(lot.certifiedU), dec(lot.certifiedK)];
    if (!value || !U || !k || !lot.certifiedUnit) errors.push(err('amountUnit', 'reagents.prep.volumeNoValue'));
    else source = { kind: 'certified', value, unit: lot.certifiedUnit as ConcentrationUnit, U, k };
  }
  return { source: errors.length ? undefined : source, expires, errors };
}

/** The stored record merged with the change, its parents read and its result computed (or the entries refused). */
async function computed(data: Row, args: HookArgs): Promise<Row> {
  const rec = { ...(args.before ?? {}), ...data };
  const lang = args.ctx.lang;
  const parents = (rec.parents ?? []) as SolutionParent[];
  if (parents.length > 1) refuse([{ field: 'parents', message: translate(lang, 'reagents.prep.oneParent') }]);
  const on = String(rec.preparedOn);
  const read = await Promise.all(parents.map((p, i) => readParent(p, i, on, args)));
  const errors = read.flatMap((r) => r.errors);
  const p = parents[0]!;
  const volume = dec(rec.finalVolume);
  if (errors.length || !read[0]?.source || !volume)
    return refuse(errors.length ? errors : [{ field: 'parents', message: translate(lang, 'validation.required') }]);
  const r = prepare({
    source: read[0].source,
    amount: new Dec(p.amount),
    amountUnit: p.amountUnit as AmountUnit,
    amountTolerance: dec(p.amountTolerance),
    finalVolume: volume,
    flaskTolerance: dec(rec.flaskTolerance),
    unit: rec.unit as ConcentrationUnit,
  });
  if (!r.ok) {
    const path = (f: PrepIssue['field']) => (f === 'finalVolume' || f === 'flaskTolerance' ? f : `parents.0.${f}`);
    return refuse(r.issues.map((x) => ({ field: path(x.field), message: translate(lang, MESSAGE[x.reason]) })));
  }
  const own = addCalendarDays(on, Number(rec.shelfLifeDays));
  const expiresOn = [own, ...read[0].expires].sort()[0];
  return { ...data, concentration: r.result.concentration, u: r.result.u, result: r.result, expiresOn };
}

const signer = (args: HookArgs) => String(args.ctx.user?.nickname || args.ctx.user?.username || '');

export default serverResource('solutions', {
  beforeCreate: [numbered('solutionNo', 'SL'), (data, args) => computed(data, args)],
  beforeUpdate: [(data, args) => (INPUTS.some((k) => k in data) ? computed(data, args) : data)],
  beforeTransition: [
    (name, p, args) => {
      if (name === 'submit') return { ...p, preparedBy: signer(args), preparedAt: nowIso() };
      if (name === 'return') return { ...p, preparedBy: null, preparedAt: null };
      if (name === 'approve') return { ...p, approvedBy: signer(args), approvedAt: nowIso() };
      return p;
    },
  ],
});
