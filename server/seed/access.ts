import { menuTree } from '../../schemas/menu/tree.ts';
import { resources } from '../../schemas/resources/index.ts';
import type { LimsDatabase, Tx } from '../db/index.ts';
import { seedInsert, type Rec } from './insert.ts';

/** Every perm a route or workflow step asks for, grouped under the menu that shows its resource. */
export function permsByMenu(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (menu: string, perm: string | false | undefined) => {
    if (!perm) return;
    if (!out.has(menu)) out.set(menu, new Set());
    out.get(menu)!.add(perm);
  };
  for (const r of resources) {
    const menu = r.route ?? 'system/config';
    for (const p of Object.values(r.access)) add(menu, p as string | false);
    for (const t of Object.values(r.workflow?.transitions ?? {})) add(menu, t.perm);
  }
  add('analyse/sample', 'sample:receive');
  add('analyse/analyseIndex', 'analysis:return');
  add('business/task-list', 'task:sample');
  add('system/log-viewer', 'log:server');
  add('system/codegen', 'codegen:use');
  add('system/user', 'outbox:query');
  return out;
}

/** Menu rules: a catalog per group, a menu per child, a button per perm. Returns rule ids by name and perm. */
export async function seedMenus(database: LimsDatabase, tx: Tx) {
  const ids = new Map<string, number>();
  const perms = permsByMenu();
  let sort = 0;
  for (const group of menuTree) {
    const g = await seedInsert(database, tx, 'menus', { type: 'catalog', name: group.name, title: `menu.${group.name}`, icon: group.icon, sort: sort++, path: `/${group.name}` });
    ids.set(group.name, g.id as number);
    let childSort = 0;
    for (const child of group.children ?? []) {
      const name = `${group.name}/${child.name}`;
      const c = await seedInsert(database, tx, 'menus', {
        parentId: g.id, type: 'menu', name, title: `menu.${group.name}.${child.name}`, icon: child.icon, hidden: !!child.hidden,
        path: `/${name}`, sort: childSort++, keepAlive: !child.hidden,
      });
      ids.set(name, c.id as number);
      let b = 0;
      for (const perm of perms.get(name) ?? []) {
        const btn = await seedInsert(database, tx, 'menus', { parentId: c.id, type: 'button', title: `perm.${perm}`, perm, sort: b++ });
        ids.set(`perm:${perm}`, btn.id as number);
      }
    }
  }
  return ids;
}

/** DOMAIN.md's demo roles: what each may open and do. ROOT needs no rules: it passes every check. */
export const demoRoles: Array<{ code: string; name: string; user: string; nickname: string; menus: string[]; perms: string[] }> = [
  { code: 'ROOT', name: '超级管理员', user: 'admin', nickname: '系统管理员', menus: [], perms: [] },
  { code: 'LAB_ADMIN', name: '实验室管理员', user: 'labadmin', nickname: '周主任', menus: ['business', 'analyse', 'lecture', 'management', 'employee'], perms: ['*business', '*analyse', '*lecture', '*management', '*employee'] },
  { code: 'CLERK', name: '业务受理员', user: 'clerk', nickname: '李受理', menus: ['business/trust-list'], perms: ['order:query', 'order:add', 'order:edit', 'order:delete', 'order:submit', 'order:review', 'order:cancel', 'order:close', 'client:query', 'client:add', 'client:edit', 'testparms:query'] },
  { code: 'SAMPLER', name: '采样员', user: 'sampler', nickname: '王采样', menus: ['business/task-list', 'analyse/sample'], perms: ['task:query', 'task:add', 'task:edit', 'task:sample', 'sample:query', 'sample:add', 'sample:edit', 'sample:receive', 'order:query', 'device:query'] },
  { code: 'ANALYST', name: '分析员', user: 'analyst', nickname: '张分析', menus: ['analyse/analyseIndex', 'analyse/sample'], perms: ['analysis:query', 'analysis:entry', 'sample:query', 'qc:query', 'device:query', 'testparms:query'] },
  { code: 'CHECKER', name: '校核人', user: 'checker', nickname: '赵校核', menus: ['analyse/analyseIndex'], perms: ['analysis:query', 'analysis:check', 'analysis:return', 'sample:query', 'qc:query'] },
  { code: 'REVIEWER', name: '审核人', user: 'reviewer', nickname: '钱审核', menus: ['analyse/analyseIndex', 'business/qc-list'], perms: ['analysis:query', 'analysis:review', 'analysis:return', 'sample:query', 'qc:query'] },
  { code: 'REPORT_WRITER', name: '报告编制人', user: 'writer', nickname: '孙编制', menus: ['lecture/lectureIndex'], perms: ['report:query', 'report:add', 'report:edit', 'order:query', 'analysis:query', 'sample:query'] },
  { code: 'SIGNATORY', name: '授权签字人', user: 'signatory', nickname: '吴签字', menus: ['lecture/lectureIndex'], perms: ['report:query', 'report:review', 'report:approve', 'report:issue', 'report:archive', 'order:query'] },
  { code: 'QA', name: '质量监督员', user: 'qa', nickname: '郑质控', menus: ['business/qc-list'], perms: ['qc:query', 'qc:add', 'qc:edit', 'qc:evaluate', 'task:query', 'order:query', 'analysis:query', 'sample:query', 'testparms:query'] },
  { code: 'EQUIPMENT_MANAGER', name: '设备管理员', user: 'equipment', nickname: '冯设备', menus: ['management/equipment'], perms: ['device:query', 'device:add', 'device:edit', 'device:delete', 'device:import'] },
];

export function ruleIdsOf(role: (typeof demoRoles)[number], ids: Map<string, number>): { ruleIds: number[]; halfCheckedIds: number[] } {
  const rule = new Set<number>();
  const half = new Set<number>();
  for (const m of role.menus) {
    if (m.includes('/')) {
      rule.add(ids.get(m)!);
      half.add(ids.get(m.split('/')[0])!);
    } else {
      for (const [name, id] of ids) if (name === m || name.startsWith(`${m}/`)) rule.add(id);
    }
  }
  for (const p of role.perms) {
    if (p.startsWith('*')) {
      const group = p.slice(1);
      for (const [menu, set] of permsByMenu()) if (menu.startsWith(`${group}/`)) for (const perm of set) rule.add(ids.get(`perm:${perm}`)!);
    } else if (ids.has(`perm:${p}`)) rule.add(ids.get(`perm:${p}`)!);
  }
  return { ruleIds: [...rule].filter(Boolean), halfCheckedIds: [...half].filter((h) => !rule.has(h)) };
}

export type { Rec };
