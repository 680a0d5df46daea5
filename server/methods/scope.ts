// The scope side of the method capability (issue 32 items 2 and 4): a scope line cites only test items its standard
// measures; a standard's supersede / withdraw flags the lines citing it; and the scope lines as the pure decision
// (schemas/methods/scopeState.ts) reads them.
import { normStandard } from '../../schemas/catalogue/fit.ts';
import type { ScopeLineView } from '../../schemas/methods/scopeState.ts';
import type { Tx } from '../db/index.ts';
import { badRequest } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { findBy, ids, patch, type Row, type Unit } from '../workflow/store.ts';
import type { Lang } from '../http/messages.ts';

/** A 400 naming the field when a parameter of the line is not measured by the line's standard, before anything is written. */
export async function checkLineMethod(tx: Tx, lang: Lang, methodStandardId: number, parameterIds: number[]): Promise<void> {
  const std = await tx.selectFrom('methodStandards').select(['standardNo']).where('id', '=', methodStandardId).executeTakeFirst();
  if (!std) {
    const message = translate(lang, 'error.referenceMissing', { field: 'methodStandardId' });
    throw badRequest('error.referenceMissing', { field: 'methodStandardId' }, [{ field: 'methodStandardId', message }]);
  }
  if (!parameterIds.length) return; // the schema's own min(1) names it
  const params = await tx.selectFrom('parameters').select(['id', 'name', 'methodNo']).where('id', 'in', parameterIds).execute();
  const found = new Set(params.map((p) => Number(p.id)));
  const missing = parameterIds.filter((id) => !found.has(id));
  if (missing.length) {
    const message = translate(lang, 'error.referenceMissing', { field: missing.join(', ') });
    throw badRequest('error.referenceMissing', { field: 'parameterIds' }, [{ field: 'parameterIds', message }]);
  }
  const want = normStandard(String(std.standardNo));
  const wrong = params.filter((p) => normStandard(String(p.methodNo ?? '')) !== want).map((p) => String(p.name));
  if (wrong.length) {
    const params = { standard: String(std.standardNo), items: wrong.join('、') };
    throw badRequest('error.scopeParameterMethod', params, [{ field: 'parameterIds', message: translate(lang, 'error.scopeParameterMethod', params) }]);
  }
}

/** Every scope line citing the standard gets the flag, written through the crud service (versioned, audited). */
export async function flagLines(u: Unit, methodStandardId: number, flag: 'superseded' | 'withdrawn'): Promise<void> {
  for (const line of await findBy(u, 'scopeLines', 'methodStandardId', methodStandardId)) {
    if (line.standardFlag === flag || (line.standardFlag === 'withdrawn' && flag === 'superseded')) continue;
    // a withdrawn line is flagged too: its history says why; every state is open to the flag
    await patch(u, 'scopeLines', Number(line.id), { standardFlag: flag }, 'flag', {
      editableIn: ['verifying', 'verified', 'in_scope', 'suspended', 'withdrawn'],
    });
  }
}

/** The scope lines covering any of these parameters, as the decision reads them. */
export async function linesFor(tx: Tx, parameterIds: number[]): Promise<ScopeLineView[]> {
  if (!parameterIds.length) return [];
  const rows = await tx.selectFrom('scopeLines').selectAll().execute();
  const want = new Set(parameterIds);
  return rows
    .map((r: Row) => ({
      lineNo: Number(r.lineNo),
      status: String(r.status),
      standardFlag: (r.standardFlag as string | null) ?? null,
      matrix: String(r.matrix),
      parameterIds: ids(typeof r.parameterIds === 'string' ? JSON.parse(r.parameterIds) : r.parameterIds),
      certificateNo: (r.certificateNo as string | null) ?? null,
      validUntil: r.validUntil ? String(r.validUntil).slice(0, 10) : null,
    }))
    .filter((l) => l.parameterIds.some((p) => want.has(p)));
}
