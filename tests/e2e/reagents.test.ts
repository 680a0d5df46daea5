// Issue 34's "done when", clicked as the analyst in Chromium: the curve's solution picker refuses the expired solution
// (greyed out with 已过有效期) and takes the valid working solution, saved with the draft; from a result on its sheet,
// clicking through to the trace page and the CRM certificate downloads the certificate; the CRM lot's recall view lists
// the results that used it and exports its Excel file. The picker is tried on a chain the test builds
// (tests/api/reagentFixtures.ts: a solution in every state a picker must refuse, beside the demo's expired one), the
// trace on the demo lab's own chain: its GBW CRM lot, stock and working solutions and the reported ammonia record whose
// curve used them (server/seed/reagents.ts, solutions.ts, solutionUses.ts). Screenshots go to /tmp/reagents-shots/.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eEnabled, startE2E, apiOf, demoIds, asRole, signOff, receiveSheet, openMenu, type E2E, type Api } from './harness.ts';
import { runFlow } from '../../server/workflow/apiFlow.ts';
import { reagentChain, type ReagentChain } from '../api/reagentFixtures.ts';
import type { LotTrace } from '../../schemas/reagents/trace.ts';

const enabled = e2eEnabled();
const SHOTS = '/tmp/reagents-shots';
// a one-page PDF: the CRM's certificate as the lab scanned it
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe.runIf(enabled)('reagents traced, clicked as the analyst', () => {
  let e: E2E;
  let api: Api;
  let p: Record<string, number>;
  let clientId: number;
  let chain: ReagentChain;
  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    e = await startE2E();
    api = apiOf(e);
    ({ p, clientId } = await demoIds(api));
    // the certificate, uploaded by the analyst (an upload is read back by its owner)
    const form = new FormData();
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'GBW-certificate.pdf');
    const up = await fetch(`${e.base}/admin/api/v1/files?purpose=upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await api.loginApi('analyst')}` },
      body: form,
    });
    const stored = (await up.json()).data as { url: string };
    chain = await reagentChain(e.app.app, p, 'e2e', stored.url);
  }, 240_000);
  afterAll(async () => e?.close());

  const flow = (o: Partial<Parameters<typeof runFlow>[2]> & Pick<Parameters<typeof runFlow>[2], 'until'>) =>
    runFlow(api.call, api.loginApi, {
      clientId,
      sampledHoursAgo: 1,
      points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [p['W-NH3N']], timesPerDay: 1 }],
      ...o,
    });
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

  it("the curve's solution picker refuses the expired solution with the reason and keeps the valid one with the draft", async () => {
    const f = await flow({ until: 'assigned' });
    const admin = await api.loginApi('admin');
    const sheet = (await api.call('GET', `/admin/api/v1/analysisSheets/${f.sheetIds[0]}/form`, { token: admin })).body.data;
    const page = await asRole(e, 'analyst');
    await page.locator(`[data-testid="inbox"] [data-item^="toReceive:"]`).filter({ hasText: sheet.analysisNo }).first().click();
    await receiveSheet(page);
    const picker = page.getByTestId('solution-select-curve').getByRole('combobox');
    await picker.click();
    const option = (no: string) => page.locator(`[role="option"][data-solution="${no}"]`);
    await option(chain.no.expired).waitFor();
    expect(await option(chain.no.expired).getAttribute('aria-disabled')).toBe('true');
    expect(await option(chain.no.expired).innerText()).toContain('已过有效期');
    expect(await option(chain.no.usedUp).innerText()).toContain('已用完或废弃');
    expect(await option(chain.no.prepared).innerText()).toContain('未经批准');
    expect(await option(chain.no.withdrawn).innerText()).toContain('来源批次已召回');
    expect(await option(chain.no.otherItem).innerText()).toContain('为其他检测项目配制');
    expect(await option(chain.no.working).getAttribute('aria-disabled')).not.toBe('true');
    // the demo lab's expired ammonia working solution (server/seed/solutions.ts, expired weeks ago) is refused the same way
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const demoExpired = (
      (await api.call('GET', '/admin/api/v1/solutions/page?pageSize=100', { token: admin })).body.data.list as Array<{
        solutionNo: string;
        status: string;
        expiresOn: string;
      }>
    ).find((x) => !Object.values(chain.no).includes(x.solutionNo) && x.status === 'approved' && x.expiresOn < weekAgo)!;
    expect(await option(demoExpired.solutionNo).getAttribute('aria-disabled')).toBe('true');
    expect(await option(demoExpired.solutionNo).innerText()).toContain('已过有效期');
    await shot(page, 'analyst-curve-solutions');
    // clicking the expired one chooses nothing
    await option(chain.no.expired).click({ force: true });
    await option(chain.no.working).click();
    await expect.poll(() => picker.innerText()).toContain(chain.no.working);
    await page.getByTestId('save-record').click();
    await expect
      .poll(
        async () =>
          (await api.call('POST', '/admin/analysis/show_cgorder', { token: admin, body: { analysisSheetId: sheet.id } })).body.data.record?.solutionUses,
      )
      .toEqual([{ use: 'curve', solutionId: chain.workingId }]);
    await signOff(page);
  });

  it("in the demo lab: from the reported ammonia result to the CRM certificate, and the CRM lot's recall view lists the demo results with its Excel file", async () => {
    const admin = await api.loginApi('admin');
    // the demo's GBW CRM lot (server/seed/reagents.ts) and what the server traces from it: the reported ammonia sheet
    // whose curve used the demo working solution (server/seed/solutionUses.ts) and its issued report
    const lot = (await api.call('GET', '/admin/api/v1/materialLots/page?q=B2605031', { token: admin })).body.data.list[0] as { id: number };
    const demo = (await api.call('GET', `/admin/reagents/trace/lot/${lot.id}`, { token: admin })).body.data as LotTrace;
    const sheet = demo.sheets.find((x) => x.status === 'locked')!;
    const working = demo.solutions.find((x) => x.level === 'working' && x.status === 'approved')!;
    const stock = demo.solutions.find((x) => x.level === 'stock')!;
    const issued = demo.reports.filter((r) => r.status === 'issued');
    expect(sheet && working && stock && issued.length).toBeTruthy();
    const page = await asRole(e, 'analyst');
    await openMenu(page, 'analyse', '/analyse/analyseIndex');
    await page.getByText(sheet.analysisNo, { exact: true }).first().click();
    await page.getByTestId('sheet-detail').waitFor();
    // the record names the solution its curve used (read-only: the sheet is locked)
    await expect.poll(() => page.getByTestId('solution-select-curve').innerText()).toContain(working.solutionNo);
    await page.getByTestId('trace-open').first().click();
    await page.getByTestId('trace-result').waitFor();
    const curve = page.getByTestId('trace-use-curve');
    await curve.locator(`[data-solution="${working.solutionNo}"]`).waitFor();
    await curve.locator(`[data-solution="${stock.solutionNo}"]`).waitFor();
    expect(await curve.getByTestId('trace-certified').innerText()).toMatch(/标准值 500(\.0+)? mg\/L，U = 5(\.0+)?（k = 2(\.0+)?）/);
    expect(await curve.getByTestId('trace-lot').innerText()).toContain(demo.lot.material.referenceNo!);
    await shot(page, 'analyst-result-trace');
    const [certificate] = await Promise.all([page.waitForEvent('download'), curve.getByTestId('trace-certificate').click()]);
    // the run's shared browser is connected remotely: a download is saved, not read in place
    const pdf = path.join(SHOTS, 'certificate.pdf');
    await certificate.saveAs(pdf);
    expect(fs.readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');

    await curve.getByTestId('trace-recall-link').click();
    await page.getByTestId('trace-lot-page').waitFor();
    const results = page.getByTestId('trace-lot-results');
    const resultIds = (await api.call('GET', `/admin/api/v1/results/page?analysisSheetId=${sheet.id}`, { token: admin })).body.data.list.map(
      (r: { id: number }) => r.id,
    );
    expect(resultIds.length).toBeGreaterThan(0);
    for (const id of resultIds) await results.locator(`[data-result="${id}"]`).waitFor();
    for (const r of issued) expect(await page.getByTestId('trace-lot-reports').innerText()).toContain(r.reportNo);
    await shot(page, 'analyst-lot-recall');
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('trace-export').click()]);
    const wb = new ExcelJS.Workbook();
    await xlsx.saveAs(path.join(SHOTS, 'recall.xlsx'));
    await wb.xlsx.readFile(path.join(SHOTS, 'recall.xlsx'));
    const reports = wb.worksheets.find((w) => w.name === '报告单')!;
    const cells = reports
      .getSheetValues()
      .flat()
      .map((v) => String(v ?? ''));
    for (const r of issued) expect(cells).toContain(r.reportNo);
    await signOff(page);
  });
});
