// The demo's two orders judged against GB 8978-1996 grade 2 (化学需氧量 ≤150 mg/L, 表4) by the decision rule agreed at
// contract review (issue 33 item 6): the same COD result of 152 mg/L is 不符合 under simple acceptance and 无法判定
// under guarded acceptance (w = U), with U printed since |152 − 150| ≤ U. U comes from the demo's approved COD
// uncertainty record where there is one (relative U ≈ 4 %: U ≈ 6 mg/L); without it the guarded report says U is missing
// and does not judge. Both run as the demo's other issued reports do (server/seed/scopeReport.ts): accepted, received,
// analysed, locked, reported, signed and issued (the issued report keeps the rule and the U it used).
import type { Tx } from '../db/index.ts';
import type { AppServices } from '../services.ts';
import { draftReport } from '../reports/reports.ts';
import { insert, nowIso } from '../workflow/store.ts';
import { advanceSheet, receivedTask, signReport, startAnalysis, step } from './business.ts';
import { demoPeople } from './people.ts';
import { day } from './scope.ts';

export const DECISION_PROJECTS = {
  guarded: '2026年第三季度废水监测（防护接受判定）',
  simple: '2026年第三季度废水监测（简单接受判定）',
} as const;

/**
 * HJ 828-2017 (the template's worked example, schemas/templates/examples/routine.ts): ρ = c·(V0 − V1)·8000/V·f with
 * c 0.0502 mol/L and V0 24.85 mL; V 10.0 mL and V1 21.06 mL give 0.0502 × 3.79 × 800 = 152.2064 → "152" (3 s.f.).
 */
const COD_152 = { V: '10.0', V1: '21.06', f: '1' };

export async function seedDecisionReports(app: AppServices, tx: Tx, users: Record<string, number>): Promise<void> {
  const as = await demoPeople(app, tx, users);
  const cod = await tx.selectFrom('parameters').select('id').where('code', '=', 'W-COD').executeTakeFirstOrThrow();
  const gb8978 = await tx.selectFrom('limitStandards').select('id').where('standardNo', '=', 'GB 8978-1996').executeTakeFirst();
  const client = await tx.selectFrom('clients').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  if (!gb8978) return;
  for (const rule of ['guarded', 'simple'] as const) {
    const review = {
      capability: true,
      method: true,
      subcontract: false,
      clientConsent: false,
      turnaroundDays: 7,
      outcome: 'pass',
      decisionRule: rule,
      reviewer: '李受理',
      reviewedAt: nowIso(),
    };
    const order = await insert(
      as('clerk'),
      'orders',
      {
        clientId: client.id,
        category: 'commissioned',
        samplingBy: 'lab',
        purpose: '排污许可自行监测',
        projectName: DECISION_PROJECTS[rule],
        dueDate: day(14),
        decisionRule: rule,
        uncertaintyOnReport: rule === 'guarded',
        points: [{ name: '总排口', matrix: 'wastewater', days: 1, timesPerDay: 1, parameterIds: [cod.id], limitStandardId: gb8978.id, limitClass: '2' }],
      },
      { status: 'accepted', review },
    );
    const task = await receivedTask(as, order.id as number, 20);
    for (const s of await startAnalysis(as, task))
      await advanceSheet(as, s, 'locked', (rec) => ({ ...rec, rows: rec.rows.map((r) => ({ ...r, inputs: { ...r.inputs, ...COD_152 } })) }));
    await step(as('reviewer'), 'tasks', task.id as number, 'finishAnalysis');
    const report = await draftReport(as('writer'), { orderId: order.id as number, type: 'wastewater', title: `${DECISION_PROJECTS[rule]} 检测报告` });
    await signReport(as, report, 'issued');
  }
}
