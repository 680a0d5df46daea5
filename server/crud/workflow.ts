import { z } from 'zod';
import type { AnyResource } from '../../schemas/core/resource.ts';
import { resourceByName } from '../../schemas/resources/index.ts';
import { hasPerm } from '../access/user.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { AppError, badRequest, conflict, forbidden, CODES } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { fromDb } from './codec.ts';
import type { Crud } from './service.ts';
import type { RequestContext } from './context.ts';
import type { Tx } from '../db/index.ts';
import { transitionData, transitionsWithData } from '../workflow/transitionData.ts';

export const transitionBody = z.strictObject({
  // a JSON number (a multipart form's text is decoded by the field's type first): "abc" or true is refused, not coerced
  version: z.number({ error: 'validation.int' }).int().min(1),
  reason: z.string().trim().max(1000).optional(),
  password: z.string().max(128).optional(),
  /** what the transition's hook takes (e.g. the analyst to assign): per transition, server/workflow/transitionData.ts */
  data: z.record(z.string(), z.unknown()).optional(),
});

/**
 * The body one transition takes: its `data` is that transition's strict object (an undeclared key or a wrong value
 * is a 400 naming `data.<field>`), and a resource none of whose transitions takes data takes no `data` at all.
 */
export function transitionBodyOf(resource: AnyResource, name: string, side: 'doc' | 'run' = 'run') {
  const base = transitionBody.omit({ data: true });
  if (!transitionsWithData(resource.name).length) return base;
  return base.extend({ data: (transitionData(resource.name, name, side) ?? z.strictObject({})).optional() });
}

/**
 * An electronic signature is the signer re-entering their password (21 CFR 11.200-style): refused, by field, without
 * it, and refused when wrong. Shared by workflow steps and other signed writes (limit standard edits).
 */
export async function verifySigner(db: Crud['db'], ctx: RequestContext, password: string | undefined, field = 'password') {
  if (!password) throw badRequest('error.signaturePassword', {}, [{ field, message: translate(ctx.lang, 'error.signaturePassword') }]);
  const u = await db.selectFrom('users').select('passwordHash').where('id', '=', ctx.user!.id).executeTakeFirst();
  if (!(await verifyPassword(u?.passwordHash as string | undefined, password))) throw new AppError(403, CODES.forbidden, 'error.signatureWrong');
}

/** The signature record (who, when, what it means) of entity `id`, in the write's transaction, audited like any insert. */
export async function recordSignature(crud: Crud, tx: Parameters<Crud['insertIn']>[0], ctx: RequestContext, entity: string, id: number, meaning: string) {
  const user = ctx.user!;
  await crud.insertIn(tx, resourceByName.get('signatures')!, [{}], ctx, {
    action: 'sign',
    system: {
      entity,
      entityId: id,
      userId: user.id,
      signerName: user.nickname || user.username,
      meaning,
      signedAt: new Date().toISOString(),
    },
  });
}

/** Who takes a step, and what it carries (see `transition`). */
export interface StepOpts {
  /**
   * 'person': the signed-in user's own step (the route checked perm, reason and, for a signed step, the password).
   * 'cascade': a system step the server takes because of another write; only a transition the machine declares
   * `automatic` may be taken so. 'seed': the demo seed replays a person's step with the effects it computed itself
   * (the same functions the hooks call): guard, audit and signature apply, the hooks do not run.
   */
  by: 'person' | 'cascade' | 'seed';
  /** what the transition's hooks take (transitionData.ts) */
  data?: Record<string, unknown>;
  /** the step's reason: for the hooks and the audit entry */
  reason?: string;
  /** the caller's view must be current (409 otherwise) */
  version?: number;
  /** server-decided fields written with the step (a sampling's weather, a reopened QC's note) */
  set?: Record<string, unknown>;
}

/**
 * The one way a record changes state, in the caller's transaction: the machine's guard (the step must be declared
 * and start from the record's state), the transition hooks, the write (validated, versioned, audited as
 * `transition:<name>`) and the signature of a signed step. Routes (runTransition) and cascades both call it.
 */
export async function transition(crud: Crud, tx: Tx, ctx: RequestContext, resource: AnyResource, id: number, name: string, opts: StepOpts) {
  const wf = resource.workflow;
  const t = wf && Object.prototype.hasOwnProperty.call(wf.transitions, name) ? wf.transitions[name] : undefined;
  if (!wf || !t) throw new AppError(404, CODES.notFound, 'error.unknownTransition', { action: name.slice(0, 64) });
  if (opts.by === 'cascade' && !t.automatic) throw new Error(`${resource.name}.${name} is not declared automatic: a cascade may not take it`);
  const row = await crud.getRow(resource, id, tx);
  if (opts.version !== undefined && row.version !== opts.version) throw conflict();
  const state = String(row[wf.field]);
  if (!t.from.includes(state)) throw conflict('error.transition', { state, action: name });
  const before = fromDb(resource, row);
  const action = `transition:${name}`;
  let patch: Record<string, unknown> = { ...opts.set, [wf.field]: t.to };
  const hooks = crud.hooksOf(resource.name);
  const args = { tx, dialect: crud.dialect, ctx, resource, before, action, mode: 'system' as const };
  if (hooks.beforeTransition && opts.by !== 'seed') {
    // the hooks see the data and the step's reason (a return's reason, a non-conformance's acceptance)
    const data = { ...(opts.data ?? {}), ...(opts.reason ? { reason: opts.reason } : {}) };
    patch = { ...(await hooks.beforeTransition(name, patch, { ...args, body: data })), [wf.field]: t.to };
  }
  // the step's fields are the server's (system mode): validated by their schemas, then the update's hooks and audit
  const after = await crud.stepIn(tx, resource, before, patch, ctx, { action, reason: opts.reason });
  // a person's signed step is signed by them; an automatic one only as its declaration says (the causing person's)
  if (t.signature && (opts.by !== 'cascade' || t.automatic?.signature === 'causer')) await recordSignature(crud, tx, ctx, resource.name, id, name);
  if (opts.by !== 'seed') await hooks.afterTransition?.(name, after, args);
  return after;
}

/** A person's workflow step over HTTP: perm, body, reason and e-signature checks, then `transition` in one transaction. */
export async function runTransition(crud: Crud, resource: AnyResource, id: number, name: string, body: unknown, ctx: RequestContext) {
  const wf = resource.workflow;
  const t = wf && Object.prototype.hasOwnProperty.call(wf.transitions, name) ? wf.transitions[name] : undefined;
  // an automatic-only step is the server's: no person asks for it
  if (!wf || !t || t.automatic?.only) throw new AppError(404, CODES.notFound, 'error.unknownTransition', { action: name.slice(0, 64) });
  if (!ctx.user || !hasPerm(ctx.user, t.perm)) throw forbidden('error.forbidden', { perm: t.perm });
  const input = crud.validate(transitionBodyOf(resource, name) as never, body, ctx) as z.infer<typeof transitionBody>;
  if (t.reason && !input.reason) throw badRequest('error.reasonRequired', {}, [{ field: 'reason', message: 'required' }]);
  if (t.signature) await verifySigner(crud.db, ctx, input.password);
  const out = await crud.db
    .transaction()
    .execute((tx) => transition(crud, tx, ctx, resource, id, name, { by: 'person', data: input.data, reason: input.reason, version: input.version }));
  crud.announce(resource, out, `transition:${name}`);
  return out;
}
