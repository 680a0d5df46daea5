// The demo lab's staff authorisations (上岗授权, issue 32 item 3): each demo person in the role they take on the demo
// day for every method of the catalogue, so that the day runs as before under the register; the analyst 张分析 for
// every method but the metals one (HJ 700-2014: 铅). For that one his old qualification still counts (server/methods/
// authorisation.ts: how old qualifications carry over), because the shared demo flow (server/workflow/apiFlow.ts) and
// the tests built on it have him enter the lead sheets. The trainee 孙见习 (login trainee) holds ammonia nitrogen
// only and no old qualification: a metals sheet is refused to him with the reason. Two proficiency-testing results: 张分析's
// satisfactory one for ammonia nitrogen, and 冯设备's unsatisfactory one for suspended solids, whose open corrective
// action suspends his analyst authorisation for that method (he takes no step on the demo day). Each authorisation is
// written as a draft and granted by QA (郑质控, who holds staffauth:grant) through the workflow's signed grant step, as a
// person grants one: the record names who granted it and the signature is kept (server/methods/staffAuthorisations.resource.ts).
import type { Tx } from '../db/index.ts';
import type { AppServices } from '../services.ts';
import { normStandard } from '../../schemas/catalogue/fit.ts';
import { seedInsert } from './insert.ts';
import { cascade, insert, type Unit } from '../workflow/store.ts';
import { seedMethodStandards } from './methodStandards.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);
const METALS = 'HJ 700-2014';

export async function seedStaff(app: AppServices, tx: Tx, params: Record<string, number>, qa: Unit) {
  const standards = await seedMethodStandards(app, tx);
  const ins = (name: string, data: Record<string, unknown>, system?: Record<string, unknown>) => seedInsert(app, tx, name, data, system);
  const emp = async (no: string) => (await tx.selectFrom('employees').select(['id']).where('employeeNo', '=', no).executeTakeFirstOrThrow()).id as number;
  const grant = async (employeeId: number, methodStandardId: number, role: string, until = day(700)) => {
    const draft = await insert(qa, 'staffAuthorisations', {
      employeeId,
      methodStandardId,
      role,
      parameterIds: [],
      validFrom: day(-200),
      validUntil: until,
      basis: 'training',
      evidence: '内部培训考核合格',
    });
    // 'person': the grant's hook stamps the signer (grantedBy, grantedAt) and the engine keeps the signature
    await cascade(qa, 'staffAuthorisations', Number(draft.id), 'grant', { by: 'person' });
  };
  const analyst = await emp('E001');
  const checker = await emp('E002');
  const reviewer = await emp('E003');
  const signatory = await emp('E004');
  for (const [standardNo, id] of standards) {
    if (normStandard(standardNo) !== normStandard(METALS)) await grant(analyst, id, 'analyst');
    // one checker authorisation about to lapse: the inbox lists it for renewal
    await grant(checker, id, 'checker', standardNo === 'GB 7489-87' ? day(20) : day(700));
    await grant(reviewer, id, 'reviewer');
    await grant(signatory, id, 'signatory');
  }
  const idOf = (no: string) => [...standards].find(([s]) => normStandard(s) === normStandard(no))![1];
  await ins('ptResults', {
    employeeId: analyst,
    methodStandardId: idOf('HJ 535-2009'),
    parameterId: params['W-NH3N'],
    provider: '生态环境部标准样品研究所',
    scheme: '水中氨氮能力验证',
    round: '2026-NH3N-01',
    reportedOn: day(-60),
    result: '1.52',
    assignedValue: '1.48',
    sdpa: '0.074',
  });
  // the trainee analyst: ammonia nitrogen only, so a metals (or any other) sheet is refused to him with the reason
  await grant(await emp('E006'), idOf('HJ 535-2009'), 'analyst');
  // the second demo person: authorised for suspended solids, then an unsatisfactory PT result suspends it
  const equipment = await emp('E005');
  await grant(equipment, idOf('GB 11901-89'), 'analyst');
  await ins('ptResults', {
    employeeId: equipment,
    methodStandardId: idOf('GB 11901-89'),
    parameterId: params['W-SS'],
    provider: '中国环境监测总站',
    scheme: '水中悬浮物能力验证',
    round: '2026-SS-02',
    reportedOn: day(-10),
    result: '80',
    assignedValue: '60',
    sdpa: '5',
  });
}
