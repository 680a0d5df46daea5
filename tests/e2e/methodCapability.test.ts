// Issue 32's "done when", clicked as the lab admin (周主任) in the demo lab: a metals sheet (lead, HJ 700-2014) cannot
// be given to the trainee 孙见习, authorised for ammonia nitrogen only — the picker offers him greyed out with the
// server's reason, and the server refuses him with the same reason when forced; the demo's report that mixes in-scope,
// out-of-scope and subcontracted items (server/seed/scopeReport.ts) is downloaded and read: each row's marking, the CMA
// mark and certificate number as schemas/methods/scopeState.ts cmaMarkOf allows, the rest in words, and ammonia
// nitrogen's detection limit the lab's verified one its raw record used; a detection-limit study typed into the
// verification form computes what POST /admin/methods/mdl-study/evaluate answers and Hach's published worked example
// (tests/api/methods.mdl.test.ts); the authorisation list names who granted each (QA, through the signed grant step).
// Screenshots and the PDF's pages (pdftoppm) go to /tmp/cap-shots/.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pdfText } from '../setup/pdfText.ts';
import { runFlow } from '../../server/workflow/apiFlow.ts';
import { roundGB8170 } from '../../schemas/calc/round.ts';
import { DEMO_CERTIFICATE } from '../../server/seed/scope.ts';
import { SCOPE_REPORT_PROJECT } from '../../server/seed/scopeReport.ts';
import { e2eEnabled, startE2E, asRole, signOff, openMenu, apiOf, type Api, type E2E, type RolePage } from './harness.ts';

const enabled = e2eEnabled();
const SHOTS = '/tmp/cap-shots';
/** Hach DR/850 manual, "Chemical Analysis Information": iron (FerroZine), 8 portions of a 0.010 mg/L standard (tests/api/methods.mdl.test.ts). */
const HACH = ['0.009', '0.010', '0.009', '0.010', '0.008', '0.011', '0.010', '0.009'];
const SUBCONTRACTOR = '苏测环境检测（南京）有限公司';

describe.runIf(enabled)('method capability, clicked as the lab admin', () => {
  let e: E2E;
  let api: Api;
  let leadSheet = 0;
  let trainee = 0;

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    e = await startE2E();
    api = apiOf(e);
    const db = e.app.database.db;
    const lead = (await db.selectFrom('parameters').select('id').where('code', '=', 'W-PB').executeTakeFirstOrThrow()).id as number;
    trainee = (await db.selectFrom('users').select('id').where('username', '=', 'trainee').executeTakeFirstOrThrow()).id as number;
    const clientId = (await db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id as number;
    // setup through the HTTP API: a received order for lead, its analysis started, so a lead sheet waits to be assigned
    const flow = await runFlow(api.call, api.loginApi, {
      clientId,
      until: 'received',
      points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [lead] }],
    });
    const labadmin = await api.loginApi('labadmin');
    expect((await api.call('POST', '/admin/task/start_analysis', { token: labadmin, body: { id: flow.taskId } })).status).toBe(200);
    const sheets = (await api.call('GET', `/admin/api/v1/analysisSheets/page?taskId=${flow.taskId}`, { token: labadmin })).body.data.list;
    leadSheet = sheets.find((s: { parameterIds: number[] }) => s.parameterIds.includes(lead)).id;
  }, 240_000);
  afterAll(async () => e?.close());

  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

  it('offers the lead sheet to the trainee greyed out with the reason, and the server refuses him with it', async () => {
    const page: RolePage = await asRole(e, 'labadmin');
    await page.locator(`[data-testid="inbox"] [data-item="toAssign:${leadSheet}"]`).click();
    await page.getByTestId('apportion').waitFor();
    await page.getByTestId('apportion').getByRole('combobox').click();
    const options = page.getByRole('option');
    const his = options.filter({ hasText: '孙见习' });
    await his.waitFor();
    await shot(page, 'assign-lead-trainee');
    // greyed out, its text the reason in words: who, which test item and method, why
    expect(await his.getAttribute('aria-disabled')).toBe('true');
    const reason = (await his.innerText()).trim();
    for (const words of ['孙见习', '铅', 'HJ 700-2014', '“检测”上岗授权']) expect(reason).toContain(words);
    // the analyst whose old qualification still covers lead is offered (server/seed/staff.ts)
    expect(await options.filter({ hasText: '张分析' }).getAttribute('aria-disabled')).not.toBe('true');
    await page.keyboard.press('Escape');
    // forced past the picker, the server refuses with the same reason and nothing is assigned
    const labadmin = await api.loginApi('labadmin');
    const forced = await api.call('POST', '/admin/analysis/issued', { token: labadmin, body: { id: leadSheet, analystId: trainee } });
    expect(forced.status).toBe(409);
    expect(forced.body.msg).toBe(reason);
    const sheet = await e.app.database.db.selectFrom('analysisSheets').select(['status', 'analystId']).where('id', '=', leadSheet).executeTakeFirstOrThrow();
    expect(sheet).toMatchObject({ status: 'pending', analystId: null });
    await signOff(page);
  }, 180_000);

  it('prints the mixed report with each row marked, the CMA mark as the rule allows and the rest in words', async () => {
    const db = e.app.database.db;
    const nh3 = (await db.selectFrom('parameters').select('id').where('code', '=', 'W-NH3N').executeTakeFirstOrThrow()).id as number;
    const verified = String(
      (
        await db
          .selectFrom('methodVerifications')
          .select('verifiedMdl')
          .where('parameterId', '=', nh3)
          .where('status', '=', 'approved')
          .executeTakeFirstOrThrow()
      ).verifiedMdl,
    );
    const { reportNo } = await db.selectFrom('reports').select('reportNo').where('title', '=', `${SCOPE_REPORT_PROJECT} 检测报告`).executeTakeFirstOrThrow();
    const page: RolePage = await asRole(e, 'labadmin');
    await openMenu(page, 'lecture', '/lecture/lectureIndex');
    await page
      .locator('tbody tr')
      .filter({ hasText: String(reportNo) })
      .first()
      .click();
    await page.waitForURL((u) => /#\/lecture\/lecture-\w+\/\d+/.test(u.hash));
    // the screen marks the same rows the PDF does: one outside the scope, one subcontracted
    const marks = page.getByTestId('report-scope').filter({ visible: true });
    await expect.poll(() => marks.count()).toBe(2);
    expect((await marks.allInnerTexts()).join('\n')).toContain(SUBCONTRACTOR);
    await page.getByTestId('open-pdf').filter({ visible: true }).first().waitFor();
    await shot(page, 'mixed-report-screen');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('open-pdf').filter({ visible: true }).first().click();
    const file = path.join(SHOTS, 'mixed-report.pdf');
    await (await downloading).saveAs(file);
    spawnSync('pdftoppm', ['-png', '-r', '80', file, path.join(SHOTS, 'mixed-report')]);
    const text = (await pdfText(fs.readFileSync(file))).replace(/\s+/g, '');
    // some items in scope: the CMA mark and the in-scope lines' certificate number
    expect(text).toMatch(new RegExp(`CMA资质认定证书编号：${DEMO_CERTIFICATE}`));
    // each row: lead outside the scope, total phosphorus subcontracted with its subcontractor and certificate number.
    // A row's cells are read without the sample numbers: a number wrapped in its narrow cell is read by the height of
    // its lines, so it may stand between a row's item and method (seen in one of two runs)
    const rows = text.replace(/RW\d{11}-\d{2}/g, '');
    expect(rows).toContain('铅（不在资质认定范围内）HJ700-2014');
    expect(rows).toMatch(new RegExp(`总磷（分包：${SUBCONTRACTOR}，资质认定证书编号999912340099）GB11893-89`));
    // in-scope rows carry no note; each note is printed once, on its own row
    expect(rows).toMatch(/化学需氧量HJ828-2017/);
    expect(rows).toContain('氨氮HJ535-2009');
    expect(text.split('（不在资质认定范围内）')).toHaveLength(2);
    expect(text.split('（分包：')).toHaveLength(2);
    // the rest stated in words in the notes
    expect(text).toContain('以下项目不在本机构资质认定范围内，其结果不在资质认定标志下报告：铅。');
    expect(text).toContain(`以下项目分包检测（${SUBCONTRACTOR}，资质认定证书编号999912340099）：总磷。`);
    expect(text).not.toContain('本报告不加盖资质认定（CMA）标志');
    // ammonia nitrogen's detection limit is the lab's verified one, which its raw record computed with (not HJ 535's 0.025)
    expect(text).toContain(`HJ535-2009mg/L${verified}`);
    await signOff(page);
  }, 180_000);

  it("lists the demo's authorisations with who granted them (the signed grant step's signer)", async () => {
    const page: RolePage = await asRole(e, 'labadmin');
    await openMenu(page, 'capability', '/capability/authorisations');
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    await shot(page, 'authorisations');
    const texts = await rows.allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    const granted = texts.filter((t) => /有效|暂停/.test(t));
    expect(granted.length).toBeGreaterThan(0);
    for (const row of granted) expect(row).toContain('郑质控');
    await signOff(page);
  }, 180_000);

  it("computes a detection-limit study in the verification form as the route does and as Hach's worked example", async () => {
    const page: RolePage = await asRole(e, 'labadmin');
    await openMenu(page, 'capability', '/capability/verifications');
    await page.locator('a[href="#/capability/verifications/create"]').first().click();
    await page.getByTestId('mdl-study').waitFor();
    await page.locator('input[name="standardMdl"]').fill('0.003');
    await page.getByTestId('mdl-values').fill(HACH.join(' '));
    await page.getByTestId('mdl-figures').waitFor();
    await shot(page, 'mdl-study-form');
    const full = async (id: string) => (await page.getByTestId(id).getAttribute('data-full')) ?? '';
    const shown = {
      n: await page.getByTestId('mdl-n').innerText(),
      mean: await full('mdl-mean'),
      s: await full('mdl-s'),
      t: await page.getByTestId('mdl-t').innerText(),
      mdl: await full('mdl-mdl'),
      loq: await full('mdl-loq'),
      ratio: await full('mdl-ratio'),
    };
    const route = await api.call('POST', '/admin/methods/mdl-study/evaluate', {
      token: await api.loginApi('labadmin'),
      body: { values: HACH, standardMdl: '0.003' },
    });
    expect(route.status).toBe(200);
    const d = route.body.data;
    // the same full values as the route
    expect(shown).toEqual({ n: String(d.n), mean: d.mean, s: d.s, t: d.t, mdl: d.mdl, loq: d.loq, ratio: d.ratio });
    expect(d.verdict).toBe('pass');
    expect(await page.getByTestId('mdl-verdict').innerText()).toContain('满足要求');
    // Hach's figures, to the digits the example prints: t 2.998, mean 0.010, s 0.0009, MDL 0.003 mg/L
    expect(shown.t).toBe('2.998');
    expect(roundGB8170(shown.mean, { decimals: 3 })).toBe('0.010');
    expect(roundGB8170(shown.s, { significant: 1 })).toBe('0.0009');
    expect(roundGB8170(shown.mdl, { significant: 1 })).toBe('0.003');
    await signOff(page);
  }, 180_000);
});
