// The start-up upgrade: the menu rules (a catalog per group, a menu per child, a button per perm) and the declared
// dictionaries follow the declarations (schemas/menu/tree.ts, schemas/resources/*). On every start the server adds
// what is missing, so a resource a new version brings appears for ROOT and its buttons can be granted to roles; a
// fresh database gets them the same way. It only adds: a rule or item the lab renamed, moved or switched off stays as
// the lab left it (a declared one that was deleted comes back; switch it off instead). Every row goes through the
// crud service (validation, hooks, an audit entry). Idempotent: a start with nothing new writes nothing.
import { sql } from 'kysely';
import { menuTree, type MenuNode } from '../../schemas/menu/tree.ts';
import { resourceByName, resources } from '../../schemas/resources/index.ts';
import type { AnyResource } from '../../schemas/core/resource.ts';
import type { RequestContext } from '../crud/context.ts';
import type { AppServices } from '../services.ts';
import type { Tx } from '../db/index.ts';
import { demoRoles, menuIds, permsByMenu, ruleIdsOf } from './access.ts';
import { ids as idsOf } from '../workflow/store.ts';
import { DECLARED_SETTINGS } from '../db/settings.ts';

export const upgradeContext = (app: AppServices): RequestContext => ({
  app,
  user: null,
  lang: 'zh-CN',
  audit: { userId: null, username: 'system', method: 'UPGRADE', url: 'declarations' },
});

export interface UpgradeResult {
  menus: number;
  buttons: number;
  /** demo roles granted rules this start added */
  roles: number;
  dicts: number;
  dictItems: number;
  settings: number;
}

export async function upgradeRegistry(app: AppServices, tree: MenuNode[] = menuTree, declared: AnyResource[] = resources): Promise<UpgradeResult> {
  const { database, crud } = app;
  return database.db.transaction().execute(async (tx) => {
    // two instances starting together on one PostgreSQL database: one upgrades, the other then finds nothing to do
    if (database.dialect === 'postgres') await sql`select pg_advisory_xact_lock(7310002)`.execute(tx);
    const add = async (name: string, body: Record<string, unknown>) =>
      (await crud.insertIn(tx, resourceByName.get(name)!, [body], upgradeContext(app), { action: 'upgrade' }))[0].id as number;
    const { added, ...menus } = await upgradeMenus(tx, add, tree, declared);
    const roles = await grantAdded(tx, added, (id, ruleIds) =>
      crud.patchIn(tx, resourceByName.get('roles')!, id, { ruleIds }, upgradeContext(app), { action: 'upgrade' }),
    );
    return { ...menus, roles, ...(await upgradeDicts(tx, add, declared)), settings: await upgradeSettings(tx, add) };
  });
}

/**
 * A lab seeded before a version that brings a menu or a button: the rules are added here, after the migrations ran
 * (a migration cannot grant them: server/db/grantPerm.ts finds no menu yet), so each demo role the lab still has gets
 * those of the added rules a freshly seeded one has (server/seed/access.ts) — e.g. the control charts' qcchart perms
 * (issue 31). Only rules this start added: nothing a lab took away from a role comes back. A fresh database has no
 * roles yet (the demo seed runs after this), so it grants nothing there.
 */
async function grantAdded(tx: Tx, added: number[], grant: (roleId: number, ruleIds: number[]) => Promise<unknown>) {
  if (!added.length) return 0;
  const codes = demoRoles.map((r) => r.code);
  const rows = await tx.selectFrom('roles').select(['id', 'code', 'ruleIds']).where('code', 'in', codes).orderBy('id').execute();
  if (!rows.length) return 0;
  const ids = await menuIds(tx);
  const fresh = new Set(added);
  let granted = 0;
  for (const row of rows) {
    const demo = demoRoles.find((r) => r.code === row.code)!;
    const have = idsOf(typeof row.ruleIds === 'string' ? JSON.parse(row.ruleIds) : row.ruleIds);
    const more = ruleIdsOf(demo, ids, false).ruleIds.filter((id) => fresh.has(id) && !have.includes(id));
    if (!more.length) continue;
    await grant(row.id as number, [...have, ...more]);
    granted++;
  }
  return granted;
}

type Add = (resource: string, body: Record<string, unknown>) => Promise<number>;

/** The settings every lab has (DECLARED_SETTINGS), blank where missing: 系统配置 lists them to be set. */
async function upgradeSettings(tx: Tx, add: Add) {
  const have = new Set((await tx.selectFrom('configs').select('configKey').execute()).map((r) => String(r.configKey)));
  const missing = DECLARED_SETTINGS.filter((s) => !have.has(s.configKey));
  for (const s of missing) await add('configs', { ...s });
  return missing.length;
}

async function upgradeMenus(tx: Tx, add: Add, tree: MenuNode[], declared: AnyResource[]) {
  const rows = await tx.selectFrom('menus').select(['id', 'parentId', 'type', 'name', 'perm']).execute();
  const byName = new Map(rows.filter((r) => r.type !== 'button' && r.name).map((r) => [String(r.name), r.id as number]));
  const buttons = new Set(rows.filter((r) => r.type === 'button').map((r) => `${r.parentId}:${r.perm}`));
  const perms = permsByMenu(tree, declared);
  let menus = 0;
  let added = 0;
  const ids: number[] = [];
  for (const [gi, group] of tree.entries()) {
    let gid = byName.get(group.name);
    if (gid === undefined) {
      gid = await add('menus', { type: 'catalog', name: group.name, title: `menu.${group.name}`, icon: group.icon, sort: gi, path: `/${group.name}` });
      ids.push(gid);
      menus++;
    }
    for (const [ci, child] of (group.children ?? []).entries()) {
      const name = `${group.name}/${child.name}`;
      let cid = byName.get(name);
      if (cid === undefined) {
        cid = await add('menus', {
          parentId: gid,
          type: 'menu',
          name,
          title: `menu.${group.name}.${child.name}`,
          icon: child.icon,
          hidden: !!child.hidden,
          path: `/${name}`,
          sort: ci,
          keepAlive: !child.hidden,
        });
        ids.push(cid);
        menus++;
      }
      for (const [bi, perm] of [...(perms.get(name) ?? [])].entries()) {
        if (buttons.has(`${cid}:${perm}`)) continue;
        ids.push(await add('menus', { parentId: cid, type: 'button', title: `perm.${perm}`, perm, sort: bi }));
        added++;
      }
    }
  }
  return { menus, buttons: added, added: ids };
}

async function upgradeDicts(tx: Tx, add: Add, declared: AnyResource[]) {
  const codes = new Set((await tx.selectFrom('dicts').select('dictCode').execute()).map((d) => String(d.dictCode)));
  const items = new Set((await tx.selectFrom('dictItems').select(['dictCode', 'value']).execute()).map((i) => `${i.dictCode}\u0000${i.value}`));
  let dicts = 0;
  let dictItems = 0;
  for (const r of declared) {
    for (const [dictCode, d] of Object.entries(r.dicts ?? {})) {
      if (!codes.has(dictCode)) {
        await add('dict', { dictCode, name: d.name[0] });
        codes.add(dictCode);
        dicts++;
      }
      for (const [sort, [value, label, labelEn, tagType]] of d.items.entries()) {
        if (items.has(`${dictCode}\u0000${value}`)) continue;
        await add('dictItems', { dictCode, value, label, labelEn, tagType: tagType ?? 'default', sort });
        dictItems++;
      }
    }
  }
  return { dicts, dictItems };
}
