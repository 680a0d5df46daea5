import type { AnyResource, FieldInfo } from '../../schemas/core/resource.ts';
import { resourceByName } from '../../schemas/resources/index.ts';
import type { TestApp } from '../api/harness.ts';

/** Script-carrying strings, longest first: each text field gets the longest one that fits its maximum length. */
export const XSS_PAYLOADS = [
  '</textarea><script>alert(document.cookie)</script>',
  '"><img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<svg/onload=alert(1)>',
  'javascript:alert(1)',
  '<b onclick=x>',
];

function maxLength(f: FieldInfo): number {
  let s: unknown = f.schema;
  for (let i = 0; i < 6 && s; i++) {
    const z = (s as { _zod: { bag?: { maximum?: number }; def: { innerType?: unknown; in?: unknown } } })._zod;
    if (typeof z.bag?.maximum === 'number') return z.bag.maximum;
    s = z.def.innerType ?? z.def.in;
  }
  return 255;
}

export const payloadFor = (f: FieldInfo, salt: string) => {
  const max = maxLength(f);
  const base = XSS_PAYLOADS.find((p) => p.length + (f.unique ? salt.length : 0) <= max);
  return base === undefined ? undefined : f.unique ? `${base}${salt}` : base;
};

/** A value the schema accepts for a required non-text field: an existing row, a dict item, the first option. */
async function plainValue(t: TestApp, f: FieldInfo): Promise<unknown> {
  switch (f.kind) {
    case 'int':
      return 1;
    case 'decimal':
      return '1.5';
    case 'bool':
      return false;
    case 'date':
      return '2026-01-15';
    case 'datetime':
      return '2026-01-15T08:00:00.000Z';
    case 'enum':
      return f.options?.[0];
    case 'dict': {
      const item = await t.database.db.selectFrom('dictItems').select('value').where('dictCode', '=', f.dictCode!).orderBy('sort').executeTakeFirst();
      return item?.value;
    }
    case 'ref': {
      const table = resourceByName.get(f.reference!)?.table;
      const row = table ? await t.database.db.selectFrom(table).select('id').orderBy('id').executeTakeFirst() : undefined;
      return row?.id;
    }
    case 'array':
    case 'json':
      return f.schema.safeParse([]).success ? [] : {};
    case 'password':
      return 'Passw0rd-xss';
    default:
      return 'x';
  }
}

export const isText = (f: FieldInfo) => f.kind === 'text' || f.kind === 'richtext' || f.kind === 'file';

/** Writable fields of a create body (what the createSchema accepts). */
export const writableFields = (r: AnyResource) => r.fieldList.filter((f) => f.name in r.createSchema.shape);

/**
 * A create body with a script payload in every text field and valid values in the other required fields.
 * Returns the body and which fields carry a payload.
 */
export async function xssBody(t: TestApp, r: AnyResource, salt: string, fixed: Record<string, unknown> = {}) {
  const body: Record<string, unknown> = {};
  const carried: string[] = [];
  for (const f of writableFields(r)) {
    if (f.name in fixed) {
      body[f.name] = fixed[f.name];
      continue;
    }
    if (f.kind === 'password') {
      body[f.name] = await plainValue(t, f);
      continue;
    }
    if (isText(f)) {
      const p = payloadFor(f, salt);
      if (p !== undefined) {
        body[f.name] = p;
        carried.push(f.name);
        continue;
      }
    }
    if (f.required) body[f.name] = await plainValue(t, f);
  }
  return { body, carried };
}

/** Safe stand-ins for text fields whose format rules (codes, usernames, phone numbers) refuse markup. */
export function formatSafe(f: FieldInfo, salt: string): unknown {
  for (const candidate of [`XSS_${salt.toUpperCase()}`, `1380000${salt.replace(/\D/g, '').slice(0, 4).padEnd(4, '0')}`, `x${salt}@example.com`, '']) {
    if (f.schema.safeParse(candidate).success) return candidate;
  }
  return undefined;
}
