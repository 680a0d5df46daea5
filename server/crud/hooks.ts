import type { AnyResource } from '../../schemas/core/resource.ts';
import type { Tx, Dialect } from '../db/index.ts';
import type { RequestContext } from './context.ts';

type Row = Record<string, unknown>;

/**
 * Who decides the values of a write. `client`: a request body — read-only, workflow and system fields are refused
 * (an update may send them back unchanged). `system`: the server's own step (a transition, a workflow action, the
 * seed) — any declared field, still validated by its schema and checked against stored data; never from a body.
 */
export type WriteMode = 'client' | 'system';

export interface HookArgs {
  tx: Tx;
  dialect: Dialect;
  ctx: RequestContext;
  resource: AnyResource;
  /** the stored record before the change (update, delete, transition) */
  before?: Record<string, unknown>;
  /** what the write is: 'create', 'update', 'delete', 'import' (an Excel row), or the workflow action */
  action?: string;
  mode: WriteMode;
}

export type DataHook = (data: Row, args: HookArgs) => Promise<Row> | Row;
export type DeleteHook = (args: HookArgs) => Promise<void> | void;
export type TransitionHook = (name: string, patch: Row, args: HookArgs & { body: Row }) => Promise<Row> | Row;
export type AfterTransitionHook = (name: string, after: Row, args: HookArgs) => Promise<void> | void;
/** after a row is inserted, in the same transaction (its id is known now): e.g. the e-signature of a signed create */
export type AfterCreateHook = (after: Row, args: HookArgs) => Promise<void> | void;

/**
 * Server-side behaviour of a resource, declared in a `<name>.resource.ts` (collected by scripts/registry.ts; Payload-style): numbering,
 * derived values, guards that need the database. Each moment takes a list run in order; a data hook gets the data
 * the previous one returned. A hook throws an AppError to refuse.
 */
export interface HookLists {
  beforeCreate?: DataHook[];
  beforeUpdate?: DataHook[];
  beforeDelete?: DeleteHook[];
  /** extra guard and side effects of a workflow transition, inside its transaction; returns the patch */
  beforeTransition?: TransitionHook[];
  afterTransition?: AfterTransitionHook[];
  afterCreate?: AfterCreateHook[];
}

/** A resource's server side: its schema's name and its hooks. */
export interface ServerResource {
  name: string;
  hooks: HookLists;
}

export const serverResource = (name: string, hooks: HookLists): ServerResource => ({ name, hooks });

/** The hooks of one resource in one app, each moment composed into one function. */
export interface ResourceHooks {
  beforeCreate?: DataHook;
  beforeUpdate?: DataHook;
  beforeDelete?: DeleteHook;
  beforeTransition?: TransitionHook;
  afterTransition?: AfterTransitionHook;
  afterCreate?: AfterCreateHook;
}

export type HookTable = ReadonlyMap<string, ResourceHooks>;

/**
 * One app's hook table from its server resources (built by buildApp, held by its crud service): nothing is shared
 * between two apps in a process. Declarations naming the same resource add their lists, in the order given.
 */
export function composeHooks(declared: readonly ServerResource[]): HookTable {
  const lists = new Map<string, Required<HookLists>>();
  for (const { name, hooks } of declared) {
    const l = lists.get(name) ?? { beforeCreate: [], beforeUpdate: [], beforeDelete: [], beforeTransition: [], afterTransition: [], afterCreate: [] };
    for (const k of Object.keys(l) as Array<keyof HookLists>) (l[k] as unknown[]).push(...(hooks[k] ?? []));
    lists.set(name, l);
  }
  const table = new Map<string, ResourceHooks>();
  for (const [name, l] of lists) {
    const h: ResourceHooks = {};
    if (l.beforeCreate.length) h.beforeCreate = chainData(l.beforeCreate);
    if (l.beforeUpdate.length) h.beforeUpdate = chainData(l.beforeUpdate);
    if (l.beforeDelete.length)
      h.beforeDelete = async (args) => {
        for (const f of l.beforeDelete) await f(args);
      };
    if (l.beforeTransition.length) {
      h.beforeTransition = async (t, patch, args) => {
        let p = patch;
        for (const f of l.beforeTransition) p = await f(t, p, args);
        return p;
      };
    }
    if (l.afterTransition.length)
      h.afterTransition = async (t, after, args) => {
        for (const f of l.afterTransition) await f(t, after, args);
      };
    if (l.afterCreate.length)
      h.afterCreate = async (after, args) => {
        for (const f of l.afterCreate) await f(after, args);
      };
    table.set(name, h);
  }
  return table;
}

function chainData(fns: DataHook[]): DataHook {
  return async (data, args) => {
    let d = data;
    for (const f of fns) d = await f(d, args);
    return d;
  };
}
