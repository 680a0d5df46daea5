// The demo's report that mixes the accredited scope's three states (issue 32 item 4), issued so its PDF is there to
// read: chemical oxygen demand and ammonia nitrogen in scope, lead outside it (its line, HJ 700-2014, is verified but not
// yet on the certificate: server/seed/scope.ts) and total phosphorus subcontracted to the demo's subcontractor. The
// work runs as the demo's closed order does (server/seed/business.ts): received, analysed, locked, reported, signed.
import type { Tx } from '../db/index.ts';
import type { AppServices } from '../services.ts';
import { draftReport } from '../reports/reports.ts';
import { insert, nowIso } from '../workflow/store.ts';
import { advanceSheet, receivedTask, signReport, startAnalysis, step } from './business.ts';
import { demoPeople } from './people.ts';
import { scopeOrderData } from './scope.ts';

export const SCOPE_REPORT_PROJECT = '2026年第三季度废水监测（含分包及能力外项目）';

export async function seedScopeReport(app: AppServices, tx: Tx, users: Record<string, number>): Promise<void> {
  const as = await demoPeople(app, tx, users);
  // by code, as the lab holds them now
  const p = Object.fromEntries((await tx.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [String(x.code), Number(x.id)]));
  const client = await tx.selectFrom('clients').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const sub = await tx.selectFrom('subcontractors').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const data = scopeOrderData(SCOPE_REPORT_PROJECT, client.id, sub.id, (c) => p[c], ['W-COD', 'W-NH3N', 'W-PB', 'W-TP'], 'W-TP');
  const review = {
    capability: true,
    method: true,
    subcontract: true,
    clientConsent: true,
    turnaroundDays: 7,
    outcome: 'pass',
    reviewer: '李受理',
    reviewedAt: nowIso(),
  };
  const order = await insert(as('clerk'), 'orders', data, { status: 'accepted', review });
  const task = await receivedTask(as, order.id as number, 20);
  for (const s of await startAnalysis(as, task)) await advanceSheet(as, s, 'locked');
  await step(as('reviewer'), 'tasks', task.id as number, 'finishAnalysis');
  const report = await draftReport(as('writer'), {
    orderId: order.id as number,
    type: 'wastewater',
    title: `${SCOPE_REPORT_PROJECT} 检测报告`,
    limitStandard: 'GB 8978-1996 表4 一级',
    limits: { [p['W-COD']]: '≤100', [p['W-NH3N']]: '≤15' },
  });
  await signReport(as, report, 'issued');
}
