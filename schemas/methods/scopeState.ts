// Where a requested or reported item stands against the accredited scope (issue 32 item 4): in scope, outside scope
// or subcontracted, decided from the scope lines by one pure function that the order's contract review
// (server/business/orderItems.ts) and the report (server/reports/reportData.ts) both call, so the paper says what
// the review said. Also the answer of a method standard's impact route (server/methods/feature.ts).
import { z } from 'zod';
import { matrixAccepts } from '../business/lab.ts';

export const SCOPE_STATES = ['in_scope', 'outside', 'subcontracted'] as const;
export type ScopeStateName = (typeof SCOPE_STATES)[number];

export const scopeState = z.strictObject({
  state: z.enum(SCOPE_STATES),
  /** the scope line that covers the item (in scope) */
  lineNo: z.number().int().optional(),
  certificateNo: z.string().optional(),
  subcontractor: z.strictObject({ name: z.string(), certificateNo: z.string() }).optional(),
});
export type ScopeState = z.infer<typeof scopeState>;

/** What the decision reads of a scope line. */
export interface ScopeLineView {
  lineNo: number;
  status: string;
  standardFlag?: string | null;
  matrix: string;
  parameterIds: readonly number[];
  certificateNo?: string | null;
  validUntil?: string | null;
}

/**
 * An item's state on `day` (YYYY-MM-DD, the lab's): subcontracted when the order names a subcontractor for it; in
 * scope when an `in_scope` line whose standard is not withdrawn and whose certificate is in date covers the parameter
 * for the point's matrix (a line for water covers wastewater, schemas/business/lab.ts matrixAccepts); else outside.
 */
export function scopeStateOf(
  item: { parameterId: number; matrix: string },
  day: string,
  lines: readonly ScopeLineView[],
  subcontractor?: { name: string; certificateNo: string },
): ScopeState {
  if (subcontractor) return { state: 'subcontracted', subcontractor };
  const line = lines.find(
    (l) =>
      l.status === 'in_scope' &&
      l.standardFlag !== 'withdrawn' &&
      (!l.validUntil || l.validUntil >= day) &&
      l.parameterIds.includes(item.parameterId) &&
      (l.matrix === item.matrix || matrixAccepts(item.matrix, l.matrix)),
  );
  if (!line) return { state: 'outside' };
  return { state: 'in_scope', lineNo: line.lineNo, ...(line.certificateNo ? { certificateNo: line.certificateNo } : {}) };
}

/**
 * The CMA mark on a report (资质认定标志). The mark states that the lab reports within its certificate's scope (the
 * 资质认定 rules, 《检验检测机构资质认定管理办法》: the mark goes on reports of results within the scope the certificate
 * lists); items outside it may be reported but not under the mark, and a subcontracted item names the body that tested
 * it (《检验检测机构监督管理办法》 第十一条, as quoted by public pages read with the search tool, www.zhelice.com news
 * item 156425; the gazetted text itself could not be read here). Decided here, the product's rule:
 * - no item in scope: no mark, no certificate number; the report says so in words;
 * - some in scope: the mark and the certificate number(s) of the in-scope lines; every other row is marked in words,
 *   "（不在资质认定范围内）" or "（分包：<name>，资质认定证书编号 <no>）", and a note line repeats which items those are.
 * The same page quotes a draft (征求意见稿) that forbids the mark on any report holding a subcontracted item; whether
 * the text in force keeps it could not be confirmed, so `subcontractedBlocksMark` keeps that stricter reading one
 * switch away.
 */
export const cmaMark = z.strictObject({
  mark: z.boolean().describe('Print the CMA mark and the certificate number'),
  certificateNos: z.array(z.string()).describe('The certificate numbers of the in-scope lines the report relies on'),
  statements: z.array(z.string()).describe('What the report states in words about the items outside the scope and the subcontracted ones (zh-CN, printed)'),
});
export type CmaMark = z.infer<typeof cmaMark>;

export const subcontractedBlocksMark = false;

/** The words a row carries beside its item when it is not in scope (zh-CN, printed). */
export function scopeNote(s: ScopeState): string | undefined {
  if (s.state === 'outside') return '（不在资质认定范围内）';
  if (s.state === 'subcontracted' && s.subcontractor) return `（分包：${s.subcontractor.name}，资质认定证书编号 ${s.subcontractor.certificateNo}）`;
  return undefined;
}

export function cmaMarkOf(rows: ReadonlyArray<{ parameter: string; scope?: ScopeState }>): CmaMark {
  const judged = rows.filter((r) => r.scope);
  const inScope = judged.filter((r) => r.scope!.state === 'in_scope');
  const outside = [...new Set(judged.filter((r) => r.scope!.state === 'outside').map((r) => r.parameter))];
  const sub = new Map<string, string[]>();
  for (const r of judged.filter((x) => x.scope!.state === 'subcontracted')) {
    const key = `${r.scope!.subcontractor!.name}，资质认定证书编号 ${r.scope!.subcontractor!.certificateNo}`;
    sub.set(key, [...new Set([...(sub.get(key) ?? []), r.parameter])]);
  }
  const mark = inScope.length > 0 && !(subcontractedBlocksMark && sub.size > 0);
  const statements = [
    ...(!mark && judged.length ? ['本报告不加盖资质认定（CMA）标志：所列项目不在本机构资质认定范围内或由分包方检测。'] : []),
    ...(outside.length ? [`以下项目不在本机构资质认定范围内，其结果不在资质认定标志下报告：${outside.join('、')}。`] : []),
    ...[...sub].map(([who, items]) => `以下项目分包检测（${who}）：${items.join('、')}。`),
  ];
  return { mark, certificateNos: mark ? [...new Set(inScope.map((r) => r.scope!.certificateNo).filter((c): c is string => !!c))] : [], statements };
}

/** GET /admin/methods/standards/{id}/impact: what cites a method standard (its supersede or withdraw step flags them). */
export const standardImpact = z.strictObject({
  standardNo: z.string(),
  status: z.string(),
  scopeLines: z.array(
    z.strictObject({ id: z.number().int(), lineNo: z.number().int(), matrix: z.string(), status: z.string(), standardFlag: z.string().nullable() }),
  ),
  templates: z.array(z.strictObject({ templateId: z.string(), name: z.string() })),
  parameters: z.array(z.strictObject({ id: z.number().int(), code: z.string(), name: z.string() })),
  openOrders: z.array(z.strictObject({ id: z.number().int(), orderNo: z.string(), projectName: z.string(), status: z.string() })),
});
export type StandardImpact = z.infer<typeof standardImpact>;
