// A report does not go forward (submit, review, approve, issue) with results an open corrective action holds, nor
// with results of a parameter whose required chart has no limits yet (server/controlCharts/hold.ts).
import { serverResource } from '../crud/hooks.ts';
import { unitOf } from '../workflow/store.ts';
import { includedResults } from '../reports/reportData.ts';
import { assertNotHeld } from './hold.ts';

const STEPS = ['submit', 'review', 'approve', 'issue'];

export default serverResource('reports', {
  beforeTransition: [
    async (name, p, { tx, ctx, before }) => {
      if (!STEPS.includes(name)) return p;
      const u = unitOf(tx, ctx);
      const { pairs, params } = await includedResults(u, before!);
      const sheets = [...new Set(pairs.map((x) => Number(x.result?.analysisSheetId)).filter((n) => n > 0))];
      await assertNotHeld(
        u,
        sheets,
        params.map((x) => x.id),
        'report',
      );
      return p;
    },
  ],
});
