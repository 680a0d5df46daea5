// The report's screens by route: an issued report (made through the HTTP API, each step as its demo role) opened on
// every lecture variant's route. The *Detail routes read it; the edit routes, once it is issued, read it too and say
// it can no longer be edited; lecture-time lists sampled / received / analysed against the holding times.
// The default QC plan of a method without a spike (COD) is checked on the way.
// The click-only walk of the whole day (order → issued PDF, each role from its inbox) is tests/e2e/labDay.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFlow } from '../../server/workflow/apiFlow.ts';
import { e2eEnabled, startE2E, newPage, login, shot, type E2E, apiOf } from './harness.ts';

const enabled = e2eEnabled();

describe.runIf(enabled)('report screens: every lecture variant opens an issued report', () => {
  let e: E2E;
  let reportId = 0;
  let reportNo = '';
  let qcTypes: string[] = [];
  beforeAll(async () => {
    e = await startE2E();
    const { call, loginApi } = apiOf(e);
    const db = e.app.database.db;
    const clientId = (await db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const cod = (await db.selectFrom('parameters').select('id').where('code', '=', 'W-COD').executeTakeFirstOrThrow()).id;
    const flow = await runFlow(call, loginApi, { clientId, until: 'issued', points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [cod] }] });
    reportId = flow.reportId!;
    const qc = await db.selectFrom('qcSheets').select('items').where('id', '=', flow.qcId!).executeTakeFirstOrThrow();
    qcTypes = (typeof qc.items === 'string' ? JSON.parse(qc.items) : qc.items).map((i: { type: string }) => i.type);
    reportNo = (await db.selectFrom('reports').select('reportNo').where('id', '=', reportId).executeTakeFirstOrThrow()).reportNo as string;
  }, 180_000);
  afterAll(async () => e?.close());

  it('plans COD (HJ 828, no spike in its method) with a blank and a duplicate by default', () => {
    expect(qcTypes).toEqual(['lab_blank', 'lab_duplicate']);
  });

  it("reads the report on each variant's detail and edit route, and its holding times", async () => {
    const page = await newPage(e);
    try {
      await login(e, page, 'signatory', `/lecture/lecture-detectDetail/${reportId}`);
      for (const v of ['detect', 'wastewater', 'exhaust', 'field', 'quality']) {
        for (const [route, mode] of [
          [`lecture-${v}Detail`, 'detail'],
          [`lecture-${v}`, 'edit'],
        ] as const) {
          await page.goto(`${e.base}/#/lecture/${route}/${reportId}`);
          const screen = page.getByTestId('report-detail').filter({ visible: true }).first();
          await screen.getByText(reportNo).first().waitFor();
          expect(await screen.getAttribute('data-mode'), route).toBe('detail');
          if (mode === 'edit') await page.getByTestId('not-editable').filter({ visible: true }).first().waitFor();
        }
      }
      await page.goto(`${e.base}/#/lecture/lecture-time/${reportId}`);
      await page.getByTestId('time-rows').filter({ visible: true }).first().getByText('化学需氧量').first().waitFor();
      expect(page.errors).toEqual([]);
    } catch (err) {
      await shot(page, 'workflow-failed');
      throw err;
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
