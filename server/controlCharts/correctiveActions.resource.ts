// A corrective action is closed by QA, signed (the engine checks the password), with the cause, the action and the
// outcome (issue 31 item 4): a justified release lifts the hold; a re-analysis sends the held analysis sheets back to
// their analysts through the sheet's own return step (a cascade) and lifts the hold — the new results land again.
import { serverResource } from '../crud/hooks.ts';
import { numbered } from '../hooks/numbering.ts';
import { badRequest } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { cascade, findIn, ids, load, nowIso, unitOf, type Unit } from '../workflow/store.ts';
import { correctiveClose, type CorrectiveClose } from '../../schemas/controlCharts/charts.ts';
import type { Row } from '../workflow/store.ts';

const RETURNABLE = ['submitted', 'checked', 'reviewed'];

async function returnHeld(u: Unit, action: Row, why: string) {
  const chart = await load(u, 'controlCharts', action.chartId as number);
  const reason = `${translate(u.ctx.lang, 'chart.reanalyse', { action: String(action.actionNo), chart: String(chart.chartNo) })}${why}`;
  for (const sheet of await findIn(u, 'analysisSheets', ids(action.analysisSheetIds)))
    if (RETURNABLE.includes(String(sheet.status))) await cascade(u, 'analysisSheets', sheet.id as number, 'return', { reason: reason.slice(0, 1000) });
}

export default serverResource('correctiveActions', {
  beforeCreate: [numbered('actionNo', 'JZ')],
  beforeTransition: [
    async (name, p, { tx, ctx, before, body }) => {
      if (name !== 'close') return p;
      const { reason: _reason, ...data } = body;
      const parsed = correctiveClose.safeParse(data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const key = issue.message.startsWith('validation.') ? issue.message : 'validation.required';
        throw badRequest(key, {}, [{ field: `data.${issue.path.join('.')}`, message: translate(ctx.lang, key) }]);
      }
      const close: CorrectiveClose = parsed.data;
      const u = unitOf(tx, ctx);
      if (close.outcome === 'reanalysis') await returnHeld(u, before!, close.action);
      return {
        ...p,
        cause: close.cause,
        action: close.action,
        outcome: close.outcome,
        justification: close.justification ?? null,
        closedBy: String(ctx.user?.nickname || ctx.user?.username || ''),
        closedAt: nowIso(),
      };
    },
  ],
});
