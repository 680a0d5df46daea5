import { z } from 'zod';
import type { AnyResource } from '../../schemas/core/resource.ts';

const cache = new WeakMap<AnyResource, z.ZodObject>();

/**
 * Validation of server-decided values (system mode): every declared field, read-only and workflow fields included,
 * each by its own schema, all optional; `null` clears a field that has no value by default. Undeclared keys and the
 * system columns (id, version, stamps) are refused: those belong to the service alone.
 */
export function systemSchemaOf(resource: AnyResource): z.ZodObject {
  let s = cache.get(resource);
  if (!s) {
    s = z.strictObject(Object.fromEntries(resource.fieldList.map((f) => [f.name, (clearable(f.schema) ? f.schema.nullable() : f.schema).optional()])));
    cache.set(resource, s);
  }
  return s;
}

function clearable(s: z.ZodType): boolean {
  const r = s.safeParse(undefined);
  return r.success && r.data === undefined;
}
