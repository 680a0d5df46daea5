// The template registry (table analforms) follows the manifest: on every start the server adds the templates a new
// version brings, updates what changed (name, method, matrix, family, analytes, version) and switches off rows whose
// template is gone; a lab's own choice (`active`) is kept. Idempotent: a start with nothing new writes nothing.
import { isDeepStrictEqual } from 'node:util';
import { resourceByName } from '../../schemas/resources/index.ts';
import { templateManifest } from '../../schemas/templates/index.ts';
import type { TemplateDef } from '../../schemas/templates/types.ts';
import { appendAuditEntries, type AuditEntry } from '../audit/chain.ts';
import { fromDb, toDb } from '../crud/codec.ts';
import type { LimsDatabase } from '../db/index.ts';

const analforms = resourceByName.get('analforms')!;

type Row = Record<string, unknown>;
const DERIVED = ['name', 'nameEn', 'methodNo', 'matrix', 'family', 'parameters', 'templateVersion'] as const;

/** A registry row's manifest-derived fields. */
export function registryRow(t: TemplateDef): Row {
  return {
    templateId: t.id, name: t.name.zh, nameEn: t.name.en, methodNo: t.method.standard, matrix: t.matrix, family: t.family,
    parameters: t.parameters.map((p) => ({ code: p.code, name: p.name.zh, nameEn: p.name.en, unit: p.unit })),
    templateVersion: String(t.version),
  };
}

// PostgreSQL's jsonb answers object keys in its own order: compare values, not their text (undefined dropped first)
const plain = (v: unknown): unknown => JSON.parse(JSON.stringify(v ?? null));
const same = (a: unknown, b: unknown) => isDeepStrictEqual(plain(a), plain(b));

export async function syncAnalforms(database: LimsDatabase, manifest: readonly TemplateDef[] = templateManifest) {
  const { db, dialect } = database;
  return db.transaction().execute(async (tx) => {
    const stored = new Map((await tx.selectFrom('analforms').selectAll().execute()).map((r) => [String(r.templateId), fromDb(analforms, r)]));
    const now = new Date().toISOString();
    const audit: AuditEntry[] = [];
    const fresh = manifest.map(registryRow).filter((row) => !stored.has(row.templateId as string));
    for (let i = 0; i < fresh.length; i += 200) {
      const values = fresh.slice(i, i + 200).map((row) => ({ ...toDb(analforms, { ...row, active: true }, dialect), version: 1, createdAt: now, updatedAt: now }));
      for (const r of await tx.insertInto('analforms').values(values).onConflict((oc) => oc.column('templateId').doNothing()).returningAll().execute()) {
        const after = fromDb(analforms, r);
        audit.push({ entity: 'analforms', entityId: after.id as number, action: 'sync', after });
      }
    }
    let updated = 0;
    const known = new Set(manifest.map((t) => t.id));
    for (const t of manifest) {
      const before = stored.get(t.id);
      if (!before) continue;
      const want = registryRow(t);
      const changed = Object.fromEntries(DERIVED.filter((k) => !same(before[k], want[k])).map((k) => [k, want[k]]));
      if (Object.keys(changed).length) await write(before, changed);
    }
    for (const before of stored.values()) {
      if (!known.has(before.templateId as string) && before.active) await write(before, { active: false });
    }
    await appendAuditEntries(tx, dialect, { username: 'system', method: 'SYNC', url: 'template manifest' }, audit);
    return { created: fresh.length, updated };

    async function write(before: Row, changed: Row) {
      await tx.updateTable('analforms').set({ ...toDb(analforms, changed, dialect), version: (before.version as number) + 1, updatedAt: now })
        .where('id', '=', before.id as number).execute();
      audit.push({ entity: 'analforms', entityId: before.id as number, action: 'sync', before: Object.fromEntries(Object.keys(changed).map((k) => [k, before[k]])), after: changed });
      updated++;
    }
  });
}
