import { menuTree, type MenuNode } from '../../schemas/menu/tree.ts';
import { resources } from '../../schemas/resources/index.ts';
import type { AnyResource } from '../../schemas/core/resource.ts';
import type { Tx } from '../db/index.ts';
import type { Rec } from './insert.ts';

/**
 * Every perm a route or workflow step asks for, grouped under the menu that shows its resource. A resource shown on
 * no menu (signatures) adds nothing: its perms are the ones of the screens that show it. `options` is not a button
 * (who may read titles is derived from the references, server/crud/referrers.ts).
 */
export function permsByMenu(tree: MenuNode[] = menuTree, declared: AnyResource[] = resources): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (menu: string, perm: string | false | undefined) => {
    if (!perm || perm === 'login') return;
    if (!out.has(menu)) out.set(menu, new Set());
    out.get(menu)!.add(perm);
  };
  for (const r of declared) {
    if (!r.route) continue;
    for (const [key, p] of Object.entries(r.access)) if (key !== 'options') add(r.route, p as string | false);
    for (const t of Object.values(r.workflow?.transitions ?? {})) add(r.route, t.perm);
  }
  // a page's or a menu entry's own extra buttons
  for (const g of tree) for (const c of g.children ?? []) for (const p of c.perms ?? []) add(`${g.name}/${c.name}`, p);
  return out;
}

/**
 * The menu a perm belongs to, among those listing it: the one whose resource's own perms share its prefix
 * (`report:issue` → the report list, not the order list whose workflow also names it), else the first. A role's
 * button for the perm is checked there, so the menu it makes visible (its half-checked parent) is one the perm opens.
 */
export function homeMenuOf(perm: string, byMenu = permsByMenu()): string | undefined {
  const candidates = [...byMenu].filter(([, set]) => set.has(perm)).map(([menu]) => menu);
  const prefix = perm.split(':')[0];
  const own = candidates.find((m) => resources.some((r) => r.route === m && r.access.list.split(':')[0] === prefix));
  return own ?? candidates[0];
}

/**
 * The menus under which a demo role holding `perm` has its button checked: its home, then each menu declared for the
 * readers of its resource (MenuPlacement.readers) whose resource lists with `perm`.
 */
export function homeMenusOf(perm: string, byMenu = permsByMenu(), tree: MenuNode[] = menuTree): string[] {
  const home = homeMenuOf(perm, byMenu);
  const readers = tree.flatMap((g) =>
    (g.children ?? []).filter((c) => c.readers && resources.some((r) => r.name === c.resource && r.access.list === perm)).map((c) => `${g.name}/${c.name}`),
  );
  return [...new Set([...(home ? [home] : []), ...readers])].filter((m) => byMenu.get(m)?.has(perm));
}

/**
 * The stored rule ids by menu name, and each perm's button at its home menu (`perm:{perm}`) and at its readers' menus
 * (`perm:{perm}@{menu}`): what a demo role's checked rules are made of. The rules themselves are written by the
 * start-up upgrade (server/seed/registry.ts).
 */
export async function menuIds(tx: Tx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const rows = await tx.selectFrom('menus').select(['id', 'parentId', 'type', 'name', 'perm']).execute();
  const nameOf = new Map<number, string>();
  for (const r of rows) {
    if (r.type === 'button' || !r.name) continue;
    ids.set(String(r.name), r.id as number);
    nameOf.set(r.id as number, String(r.name));
  }
  const perms = permsByMenu();
  for (const r of rows) {
    if (r.type !== 'button' || !r.perm) continue;
    const menu = nameOf.get(r.parentId as number);
    const homes = menu ? homeMenusOf(String(r.perm), perms) : [];
    if (homes[0] === menu) ids.set(`perm:${r.perm}`, r.id as number);
    else if (menu && homes.includes(menu)) ids.set(`perm:${r.perm}@${menu}`, r.id as number);
  }
  return ids;
}

/**
 * The demo roles: what each may do. A role's menus follow from its perms (each perm's button sits under the
 * menu it opens, and the server adds the parents of checked rules), so a role is shown only screens it can open;
 * `menus` adds whole groups. ROOT needs no rules: it passes every check.
 * The report path respects the rule that one person holds one review level: the writer drafts, the lab
 * administrator reviews, the signatory approves and issues (the signatory does not review, or they could not approve).
 */
export const demoRoles: Array<{ code: string; name: string; user: string; nickname: string; menus: string[]; perms: string[] }> = [
  { code: 'ROOT', name: '超级管理员', user: 'admin', nickname: '系统管理员', menus: [], perms: [] },
  {
    code: 'LAB_ADMIN',
    name: '实验室管理员',
    user: 'labadmin',
    nickname: '周主任',
    menus: ['business', 'analyse', 'lecture', 'management', 'employee', 'capability', 'reagents'],
    perms: ['*business', '*analyse', '*lecture', '*management', '*employee', '*capability', '*reagents'],
  },
  {
    code: 'CLERK',
    name: '业务受理员',
    user: 'clerk',
    nickname: '李受理',
    menus: [],
    perms: [
      'order:query',
      'order:add',
      'order:edit',
      'order:delete',
      'order:submit',
      'order:review',
      'order:cancel',
      'order:close',
      'client:query',
      'client:add',
      'client:edit',
      'testparms:query',
      'standard:query',
    ],
  },
  {
    code: 'SAMPLER',
    name: '采样员',
    user: 'sampler',
    nickname: '王采样',
    menus: [],
    perms: ['task:query', 'task:add', 'task:edit', 'task:sample', 'sample:query', 'sample:add', 'sample:edit', 'sample:receive', 'order:query', 'device:query'],
  },
  {
    code: 'ANALYST',
    name: '分析员',
    user: 'analyst',
    nickname: '张分析',
    menus: ['reagents'],
    // reagents (issue 34): reads the store and its certificates, opens containers and prepares solutions
    perms: [
      'analysis:query',
      'analysis:entry',
      'analysis:import',
      'sample:query',
      'qc:query',
      'qcchart:query',
      'device:query',
      'testparms:query',
      'reagent:query',
      'reagent:prepare',
    ],
  },
  {
    code: 'CHECKER',
    name: '校核人',
    user: 'checker',
    nickname: '赵校核',
    menus: [],
    perms: ['analysis:query', 'analysis:check', 'analysis:return', 'sample:query', 'qc:query', 'qcchart:query', 'testparms:query', 'reagent:query'],
  },
  {
    code: 'REVIEWER',
    name: '审核人',
    user: 'reviewer',
    nickname: '钱审核',
    menus: [],
    perms: ['analysis:query', 'analysis:review', 'analysis:return', 'sample:query', 'qc:query', 'qcchart:query', 'testparms:query', 'reagent:query'],
  },
  {
    code: 'REPORT_WRITER',
    name: '报告编制人',
    user: 'writer',
    nickname: '孙编制',
    menus: [],
    perms: ['report:query', 'report:add', 'report:edit', 'order:query', 'analysis:query', 'sample:query', 'qc:query', 'testparms:query', 'standard:query'],
  },
  {
    code: 'SIGNATORY',
    name: '授权签字人',
    user: 'signatory',
    nickname: '吴签字',
    menus: [],
    // and reads what a report stands on (the order, the raw records, the QC sheets, the samples): what they sign
    perms: [
      'report:query',
      'report:approve',
      'report:issue',
      'report:archive',
      'order:query',
      'analysis:query',
      'sample:query',
      'qc:query',
      'qcchart:query',
      'testparms:query',
      'standard:query',
    ],
  },
  {
    code: 'QA',
    name: '质量监督员',
    user: 'qa',
    nickname: '郑质控',
    // the method capability's every screen (issue 32): QA keeps the scope, verifications, standards and authorisations
    // and the reagents group (issue 34): its screens share the reagent perms, so a perm's button opens one of them only
    menus: ['capability', 'reagents'],
    perms: [
      'qc:query',
      'qc:add',
      'qc:edit',
      'qc:evaluate',
      // statistical QC (issue 31): the charts, their limits and the corrective actions of out-of-control runs
      'qcchart:query',
      'qcchart:add',
      'qcchart:edit',
      'qcchart:decide',
      // method capability (issue 32): QA keeps the scope, the verifications and the authorisations
      'method:query',
      'method:add',
      'method:edit',
      'method:decide',
      'staffauth:query',
      'staffauth:add',
      'staffauth:edit',
      'staffauth:grant',
      // measurement uncertainty (issue 33): QA evaluates and approves the lab's uncertainty records
      'uncertainty:query',
      'uncertainty:add',
      'uncertainty:edit',
      'uncertainty:decide',
      // reagents and reference materials (issue 34): QA accepts lots and approves prepared solutions
      'reagent:query',
      'reagent:add',
      'reagent:edit',
      'reagent:decide',
      'reagent:prepare',
      'task:query',
      'order:query',
      'analysis:query',
      'sample:query',
      'testparms:query',
      'standard:query',
      'standard:add',
      'standard:edit',
    ],
  },
  {
    code: 'EQUIPMENT_MANAGER',
    name: '设备管理员',
    user: 'equipment',
    nickname: '冯设备',
    menus: ['reagents'],
    // the test items: an instrument declares which it serves (issue 29)
    // and the reagent store (issue 34): receives lots and keeps the catalogue and the containers, in many labs
    perms: ['device:query', 'device:add', 'device:edit', 'device:delete', 'device:import', 'testparms:query', 'reagent:query', 'reagent:add', 'reagent:edit'],
  },
];

/**
 * The checked rules of a demo role: its whole groups and its perms' buttons (the server derives the half-checked
 * parents). `strict`: a perm without its button is the declarations' mistake (the seed); the start-up upgrade of a
 * lab that deleted a button passes false and grants the rest.
 */
export function ruleIdsOf(role: (typeof demoRoles)[number], ids: Map<string, number>, strict = true): { ruleIds: number[] } {
  const rule = new Set<number>();
  for (const group of role.menus) for (const [name, id] of ids) if (name === group || name.startsWith(`${group}/`)) rule.add(id);
  const byMenu = permsByMenu();
  for (const p of role.perms) {
    if (p.startsWith('*')) {
      const group = p.slice(1);
      for (const [menu, set] of byMenu) if (menu.startsWith(`${group}/`)) for (const perm of set) rule.add(ids.get(`perm:${perm}`)!);
    } else if (ids.has(`perm:${p}`)) {
      rule.add(ids.get(`perm:${p}`)!);
      for (const [key, id] of ids) if (key.startsWith(`perm:${p}@`)) rule.add(id);
    } else if (strict) throw new Error(`demo role ${role.code}: no button for ${p}`);
  }
  return { ruleIds: [...rule].filter(Boolean) };
}

export type { Rec };
