// A parameter's raw-record template, checked on every write path (create, update, Excel import, demo seed): the
// template must exist in the manifest, be active in the registry, serve the parameter's matrix and cite its method.
import { templateById } from '../../schemas/templates/index.ts';
import { templateFitIssue, type FitIssue, type TemplateFacts } from '../../schemas/catalogue/fit.ts';
import type { ResourceHooks } from '../crud/hooks.ts';
import type { Tx } from '../db/index.ts';
import { badRequest } from '../http/errors.ts';
import { translate, type Lang } from '../http/messages.ts';

/** The manifest's facts of a template (a Detail route name is not a template id). */
export function manifestFacts(id: string): TemplateFacts | undefined {
  const t = templateById(id);
  return t && { matrix: t.matrix, standard: t.method.standard };
}

type Row = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The fit of a parameter's template from the row alone (no registry): what the Excel preview can say per row. */
export function rowTemplateIssue(data: Row): FitIssue | null {
  const id = text(data.templateId);
  return id ? templateFitIssue(id, text(data.matrix), text(data.methodNo), manifestFacts) : null;
}

async function checkParameter(tx: Tx, lang: Lang, data: Row, before?: Row): Promise<void> {
  // an update that touches none of the three leaves an older row as it is (a price change needs no template)
  if (before && !['templateId', 'matrix', 'methodNo'].some((k) => k in data)) return;
  const merged = { ...before, ...data };
  const id = text(merged.templateId);
  if (!id) return;
  const stored = await tx.selectFrom('analforms').select('active').where('templateId', '=', id).executeTakeFirst();
  const lookup = (tid: string) => {
    const facts = manifestFacts(tid);
    // a template the lab switched off is refused only when newly chosen
    const active = stored === undefined || Boolean(stored.active) || tid === text(before?.templateId);
    return facts && { ...facts, active };
  };
  const issue = templateFitIssue(id, text(merged.matrix), text(merged.methodNo), lookup);
  if (issue) {
    const message = translate(lang, issue.key, issue.params);
    throw badRequest(issue.key, issue.params, [{ field: 'templateId', message }]);
  }
}

/** A parameter's template fits it (see checkParameter). */
export const parameterTemplateFit = {
  async beforeCreate(data, { tx, ctx }) {
    await checkParameter(tx, ctx.lang, data);
    return data;
  },
  async beforeUpdate(data, { tx, ctx, before }) {
    await checkParameter(tx, ctx.lang, data, before);
    return data;
  },
} satisfies ResourceHooks;
