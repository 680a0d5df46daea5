// The demo lab's accredited scope (issue 32): eight more test items from the template manifest (names, unit, MDL and
// decimals as their template states them) so that the scope holds 20 methods; one scope line per method standard ×
// matrix, in scope under a clearly invented certificate number, except total organic carbon (HJ 501-2009), still being
// verified (a new item: no demo sheet or test uses it), and lead by ICP-MS (HJ 700-2014), verified but not yet on the
// certificate (扩项 pending), so a lead result is reported outside the scope; one subcontractor, and a submitted order whose review shows an item in scope, one outside and one
// subcontracted. Method standards come from the shared seedMethodStandards.
import { templateById } from '../../schemas/templates/index.ts';
import { normStandard } from '../../schemas/catalogue/fit.ts';
import type { Tx } from '../db/index.ts';
import type { AppServices } from '../services.ts';
import { seedInsert, type Rec } from './insert.ts';
import { seedMethodStandards } from './methodStandards.ts';

export const day = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);

/** a demo certificate number: twelve digits like a CMA certificate's, starting 9999 so nobody mistakes it for a real one */
export const DEMO_CERTIFICATE = '999912340001';

/** code, template, matrix, price: the rest is the template's (holding time: a demo value, not a standard's) */
const MORE: Array<[string, string, string, string]> = [
  ['W-CL', 'water-componentWaterRl', 'water', '40'],
  ['W-F', 'water-componentWaterFhw', 'water', '50'],
  ['W-TOC', 'water-componentWaterZyjt', 'water', '80'],
  ['W-TURB', 'water-componentWaterZd', 'water', '20'],
  ['S-TN', 'water-componentSoilRlTow', 'soil', '80'],
  ['S-F', 'water-componentSoilFhw', 'soil', '90'],
  ['S-OC', 'water-componentSoilZyjt', 'soil', '80'],
  ['G-HCL', 'water-componentGFLz', 'stack_gas', '150'],
];

export async function seedScope(app: AppServices, tx: Tx): Promise<void> {
  const ins = (name: string, data: Rec, system?: Rec) => seedInsert(app, tx, name, data, system);
  for (const [code, templateId, matrix, price] of MORE) {
    const t = templateById(templateId)!;
    const p = t.parameters[0];
    await ins('parameters', {
      code,
      name: p.name.zh,
      nameEn: p.name.en,
      matrix,
      unit: p.unit,
      methodNo: t.method.standard,
      methodTitle: t.method.title?.zh ?? t.method.standard,
      mdl: p.mdl,
      decimals: p.rounding && 'decimals' in p.rounding ? p.rounding.decimals : 2,
      templateId,
      price,
      holdingHours: 168,
      minVolumeMl: 500,
    });
  }
  const standards = await seedMethodStandards(app, tx);
  const byNorm = new Map([...standards].map(([no, id]) => [normStandard(no), id]));
  const params = await tx.selectFrom('parameters').select(['id', 'code', 'matrix', 'methodNo']).orderBy('id').execute();
  const lines = new Map<string, { standardId: number; matrix: string; ids: number[]; codes: string[] }>();
  for (const p of params) {
    const standardId = byNorm.get(normStandard(String(p.methodNo)));
    if (!standardId) continue;
    const key = `${standardId}|${p.matrix}`;
    const l = lines.get(key) ?? { standardId, matrix: String(p.matrix), ids: [], codes: [] };
    l.ids.push(Number(p.id));
    l.codes.push(String(p.code));
    lines.set(key, l);
  }
  let lineNo = 0;
  for (const l of lines.values()) {
    const verifying = l.codes.includes('W-TOC');
    const pending = l.codes.includes('W-PB');
    await ins(
      'scopeLines',
      {
        lineNo: ++lineNo,
        methodStandardId: l.standardId,
        matrix: l.matrix,
        parameterIds: l.ids,
        ...(verifying || pending ? {} : { certificateNo: DEMO_CERTIFICATE, certifiedOn: day(-400), validUntil: day(1790) }),
      },
      { status: verifying ? 'verifying' : pending ? 'verified' : 'in_scope' },
    );
  }
  await ins('subcontractors', {
    name: '苏测环境检测（南京）有限公司',
    certificateNo: '999912340099',
    validUntil: day(700),
    scope: '水质 总磷、金属元素',
    contact: '孙工',
    phone: '025-5555 0303',
  });
}

/** A wastewater order whose outfall asks for `codes` and sends `sub` (a code) to the demo's subcontractor `subcontractorId`. */
export function scopeOrderData(
  projectName: string,
  clientId: unknown,
  subcontractorId: unknown,
  ids: (code: string) => unknown,
  codes: string[],
  sub: string,
): Rec {
  return {
    clientId,
    category: 'commissioned',
    samplingBy: 'lab',
    purpose: '排污许可自行监测（含分包项目）',
    matrices: ['wastewater'],
    reportCopies: 2,
    reportDelivery: 'pickup',
    projectName,
    dueDate: day(14),
    points: [
      {
        name: '总排口',
        matrix: 'wastewater',
        days: 1,
        timesPerDay: 1,
        parameterIds: codes.map(ids),
        subcontracted: [{ parameterId: ids(sub), subcontractorId }],
      },
    ],
  };
}

/** After the demo's business: a submitted order whose contract review shows an item in scope, one outside and one subcontracted. */
export async function seedScopeOrder(app: AppServices, tx: Tx): Promise<void> {
  const sub = await tx.selectFrom('subcontractors').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const params = await tx.selectFrom('parameters').select(['id', 'code']).execute();
  const client = await tx.selectFrom('clients').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const code = new Map(params.map((p) => [String(p.code), Number(p.id)]));
  const data = scopeOrderData('2026年第四季度废水监测（含分包项目）', client.id, sub.id, (c) => code.get(c), ['W-COD', 'W-TOC', 'W-TP'], 'W-TP');
  await seedInsert(app, tx, 'orders', data, { status: 'submitted' });
}
