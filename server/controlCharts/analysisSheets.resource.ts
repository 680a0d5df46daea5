// An analysis sheet held by an open corrective action is not checked, reviewed or locked; a required chart without
// limits keeps its parameter's results from review and lock (server/controlCharts/hold.ts). Its record's calibration
// checks land on their charts when it is submitted (record.ts): this hook runs after the analysis capability's own
// (server/analysis/analysisSheets.resource.ts), which has just written the submitted record.
import { serverResource } from '../crud/hooks.ts';
import { ids, unitOf } from '../workflow/store.ts';
import { assertNotHeld } from './hold.ts';
import { landRecord } from './record.ts';

export default serverResource('analysisSheets', {
  beforeTransition: [
    async (name, p, { tx, ctx, before }) => {
      if (name === 'submit') await landRecord(unitOf(tx, ctx), before!);
      if (name !== 'check' && name !== 'review' && name !== 'lock') return p;
      await assertNotHeld(unitOf(tx, ctx), [before!.id as number], ids(before!.parameterIds), name === 'check' ? 'check' : 'release');
      return p;
    },
  ],
});
