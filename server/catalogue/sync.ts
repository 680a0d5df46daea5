// The template registry (table analforms) follows the manifest: on every start the server adds the templates a new
// version brings, updates what changed (name, method, matrix, family, analytes, version) and switches off rows whose
// template is gone; a lab's own choice (`active`) is kept. Idempotent: a start with nothing new writes nothing.
// Every row goes through the crud service in system mode (the manifest's fields are read-only to clients): schema,
// unique check, version bump and an audit entry ('sync'), all in one transaction.
import { isDeepStrictEqual } from 'node:util';
import { resourceByName } from '../../schemas/resources/index.ts';
import { templateManifest } from '../../schemas/templates/index.ts';
import type { TemplateDef } from '../../schemas/templates/types.ts';
import { sql } from 'kysely';
import { fromDb } from '../crud/codec.ts';
import type { RequestContext } from '../crud/context.ts';
import type { AppServices } from '../services.ts';

const analforms = resourceByName.get('analforms')!;

type Row = Record<string, unknown>;
const DERIVED = ['name', 'nameEn', 'methodNo', 'matrix', 'family', 'parameters', 'templateVersion'] as const;

/** A registry row's manifest-derived fields. */
export function registryRow(t: TemplateDef): Row {
  return {
    templateId: t.id,
    name: t.name.zh,
    nameEn: t.name.en,
    methodNo: t.method.standard,
    matrix: t.matrix,
    family: t.family,
    parameters: t.parameters.map((p) => ({ code: p.code, name: p.name.zh, nameEn: p.name.en, unit: p.unit })),
    templateVersion: String(t.version),
  };
}

// PostgreSQL's jsonb answers object keys in its own order: compare values, not their text (undefined dropped first)
const plain = (v: unknown): unknown => JSON.parse(JSON.stringify(v ?? null));
const same = (a: unknown, b: unknown) => isDeepStrictEqual(plain(a), plain(b));

/** Who the sync acts as: the server itself; its audit entries say "system", "template manifest". */
const syncContext = (app: AppServices): RequestContext => ({
  app,
  user: null,
  lang: 'zh-CN',
  audit: { userId: null, username: 'system', method: 'SYNC', url: 'template manifest' },
});

export async function syncAnalforms(app: AppServices, manifest: readonly TemplateDef[] = templateManifest) {
  const { database, crud } = app;
  const ctx = syncContext(app);
  return database.db.transaction().execute(async (tx) => {
    // two instances starting together on one PostgreSQL database: one syncs, the other then finds nothing to do
    if (database.dialect === 'postgres') await sql`select pg_advisory_xact_lock(7310003)`.execute(tx);
    const stored = new Map((await tx.selectFrom('analforms').selectAll().execute()).map((r) => [String(r.templateId), fromDb(analforms, r)]));
    const fresh = manifest.map(registryRow).filter((row) => !stored.has(row.templateId as string));
    // the body is the lab's part (`active`, by its default); the manifest's read-only fields are server-decided
    if (fresh.length)
      await crud.insertIn(
        tx,
        analforms,
        fresh.map(() => ({})),
        ctx,
        { system: fresh, action: 'sync' },
      );
    let updated = 0;
    const write = async (before: Row, changed: Row) => {
      await crud.patchIn(tx, analforms, before.id as number, changed, ctx, { action: 'sync' });
      updated++;
    };
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
    return { created: fresh.length, updated };
  });
}
