// The demo lab's prepared solutions (issue 34 item 6), written through the one write path so the server computes each
// concentration, u and expiry (server/reagents/solutions.resource.ts), signed by the analyst who prepares them and
// approved by QA: an ammonia-nitrogen stock solution
// from the CRM lot, a working solution from the stock (both approved, valid today), and one working solution prepared
// long ago, approved then and expired now — the one the curve's picker refuses.
// Figures are the demo lab's: 10.00 mL of the CRM (500 mg/L as inv's seed certifies it, or whatever it states) into
// 100 mL, then 5.00 mL of the stock into 50 mL; tolerances as a lab would write its class-A glassware's.
import { addCalendarDays } from '../../schemas/core/dates.ts';
import { cascade, findBy, insert, labToday, load, type Unit } from '../workflow/store.ts';

export interface DemoSolutions {
  stockId: number;
  workingId: number;
  expiredId: number;
}

/**
 * `u` prepares and signs (the analyst), `approver` approves (QA, who holds reagent:decide; `u` when not given);
 * `crmLotId`: the accepted ammonia-nitrogen CRM lot of the reagent seed, its value and unit read by the server.
 */
export async function seedSolutions(u: Unit, crmLotId: number, approver: Unit = u): Promise<DemoSolutions> {
  const approved = async (data: Record<string, unknown>): Promise<number> => {
    const rec = await insert(u, 'solutions', data);
    await cascade(u, 'solutions', Number(rec.id), 'submit', { by: 'person' });
    await cascade(approver, 'solutions', Number(rec.id), 'approve', { by: 'person' });
    return Number(rec.id);
  };
  const today = await labToday(u);
  // nothing is made from the lot before it was received (the server refuses it): the days below start there at the
  // earliest, so the seed holds whatever received date the reagent seed gives its lot (two days ago or earlier)
  const received = String((await load(u, 'materialLots', crmLotId)).receivedOn);
  const notBefore = (day: string) => (day < received ? received : day);
  const [nh3] = await findBy(u, 'parameters', 'code', 'W-NH3N');
  const item = nh3 ? { parameterId: Number(nh3.id) } : {};
  const stockId = await approved({
    ...item,
    name: '氨氮标准储备液',
    level: 'stock',
    parents: [{ lotId: crmLotId, amount: '10.00', amountUnit: 'mL', amountTolerance: '0.020' }],
    finalVolume: '100',
    flaskTolerance: '0.10',
    solvent: '无氨水',
    unit: 'mg/L',
    preparedOn: notBefore(addCalendarDays(today, -3)),
    shelfLifeDays: 30,
    remarks: '按 HJ 535-2009 配制，4 ℃ 冷藏',
  });
  const working = {
    ...item,
    name: '氨氮标准使用液',
    level: 'working',
    finalVolume: '50',
    flaskTolerance: '0.05',
    solvent: '无氨水',
    unit: 'mg/L',
  };
  const workingId = await approved({
    ...working,
    parents: [{ solutionId: stockId, amount: '5.00', amountUnit: 'mL', amountTolerance: '0.015' }],
    preparedOn: today,
    shelfLifeDays: 7,
  });
  // an old working solution made straight from the CRM: 0.50 mL into 50 mL, forty days ago (or the day the lot came),
  // kept a day: expired
  const expiredId = await approved({
    ...working,
    parents: [{ lotId: crmLotId, amount: '0.50', amountUnit: 'mL', amountTolerance: '0.005' }],
    preparedOn: notBefore(addCalendarDays(today, -40)),
    shelfLifeDays: 1,
    remarks: '已过期，待废弃',
  });
  return { stockId, workingId, expiredId };
}
