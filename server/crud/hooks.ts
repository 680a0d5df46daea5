import type { AnyResource } from '../../schemas/core/resource.ts';
import type { Tx, Dialect } from '../db/index.ts';
import type { RequestContext } from './context.ts';

export interface HookArgs {
  tx: Tx;
  dialect: Dialect;
  ctx: RequestContext;
  resource: AnyResource;
  /** the stored record before the change (update, delete, transition) */
  before?: Record<string, unknown>;
  /** what the write is: 'create', 'update', 'delete', 'import' (an Excel row), or the workflow action */
  action?: string;
}

/**
 * Server-side behaviour of a resource, kept apart from its fields (Payload-style): numbering, derived values,
 * guards that need the database. A hook throws an AppError to refuse; it may return changed data.
 */
export interface ResourceHooks {
  beforeCreate?(data: Record<string, unknown>, args: HookArgs): Promise<Record<string, unknown>> | Record<string, unknown>;
  beforeUpdate?(data: Record<string, unknown>, args: HookArgs): Promise<Record<string, unknown>> | Record<string, unknown>;
  beforeDelete?(args: HookArgs): Promise<void> | void;
  /** extra guard and side effects of a workflow transition, inside its transaction */
  beforeTransition?(name: string, patch: Record<string, unknown>, args: HookArgs & { body: Record<string, unknown> }):
    Promise<Record<string, unknown>> | Record<string, unknown>;
  afterTransition?(name: string, after: Record<string, unknown>, args: HookArgs): Promise<void> | void;
}

const registry = new Map<string, ResourceHooks>();

export function registerHooks(resourceName: string, hooks: ResourceHooks): void {
  const prev = registry.get(resourceName) ?? {};
  registry.set(resourceName, { ...prev, ...hooks });
}

export function hooksOf(resourceName: string): ResourceHooks {
  return registry.get(resourceName) ?? {};
}
