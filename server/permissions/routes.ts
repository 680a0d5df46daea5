import type { FastifyInstance } from 'fastify';
import { resourceByName } from '../../schemas/resources/index.ts';
import type { AppServices } from '../services.ts';
import type { ResourceHooks } from '../crud/hooks.ts';
import { fromDb } from '../crud/codec.ts';
import { verifyChain } from '../audit/chain.ts';
import type { Tx } from '../db/index.ts';
import { ROOT } from '../access/user.ts';
import { badRequest, conflict, envelope } from '../http/errors.ts';
import { object, listOf, text, integer, bool } from '../openapi/shapes.ts';

const menus = resourceByName.get('menus')!;
const roles = resourceByName.get('roles')!;
type Rule = { id: number; parentId: number | null };

async function allRules(tx: Tx): Promise<Rule[]> {
  return (await tx.selectFrom('menus').select(['id', 'parentId']).execute()).map((r) => ({
    id: r.id as number,
    parentId: (r.parentId as number | null) ?? null,
  }));
}

/**
 * The half-checked set of a tree selection: every ancestor of a checked rule that is not itself checked.
 * The server derives it, so a role always keeps the parents that make its checked children reachable.
 */
export function halfChecked(rules: Rule[], checked: number[]): number[] {
  const parent = new Map(rules.map((r) => [r.id, r.parentId]));
  const set = new Set(checked);
  const half = new Set<number>();
  for (const id of checked) {
    let p = parent.get(id) ?? null;
    for (let guard = 0; p !== null && guard < 50; guard++) {
      if (!set.has(p)) half.add(p);
      p = parent.get(p) ?? null;
    }
  }
  return [...half].sort((a, b) => a - b);
}

const ids = (v: unknown) => (Array.isArray(v) ? v.map(Number) : []);

const normaliseRules = async (data: Record<string, unknown>, tx: Tx) => {
  if (data.ruleIds === undefined) return data;
  const rules = await allRules(tx);
  const known = new Set(rules.map((r) => r.id));
  const checked = [...new Set(ids(data.ruleIds))];
  const unknown = checked.filter((id) => !known.has(id));
  if (unknown.length) throw badRequest('role.unknownRules', { ids: unknown.slice(0, 20).join(', ') });
  return { ...data, ruleIds: checked.sort((a, b) => a - b), halfCheckedIds: halfChecked(rules, checked) };
};
/** A role's checked rules exist, its half-checked parents are derived; the ROOT role keeps its code and stays on. */
export const roleRules = {
  beforeCreate: (data, { tx }) => normaliseRules(data, tx),
  async beforeUpdate(data, { tx, before }) {
    if (before!.code === ROOT && ((data.code !== undefined && data.code !== ROOT) || (data.status !== undefined && data.status !== 'enabled'))) {
      throw conflict('role.rootProtected');
    }
    return normaliseRules(data, tx);
  },
  async beforeDelete({ tx, before }) {
    if (before!.code === ROOT) throw conflict('role.rootProtected');
    const users = await tx.selectFrom('users').select('roleIds').execute();
    const count = users.filter((u) => ids(typeof u.roleIds === 'string' ? JSON.parse(u.roleIds) : u.roleIds).includes(before!.id as number)).length;
    if (count) throw conflict('role.inUse', { count });
  },
} satisfies ResourceHooks;

const checkMenu = async (data: Record<string, unknown>, tx: Tx, before?: Record<string, unknown>) => {
  const m = { ...before, ...data };
  if (m.type === 'button' && !m.perm) throw badRequest('menu.buttonPerm');
  if (m.type === 'link' && !/^https?:\/\//.test(String(m.path ?? ''))) throw badRequest('menu.linkPath');
  if ((m.type === 'catalog' || m.type === 'menu') && !m.name) throw badRequest('menu.nameRequired');
  if (before && data.parentId) {
    const parent = new Map((await allRules(tx)).map((r) => [r.id, r.parentId]));
    for (let p: number | null = Number(data.parentId), guard = 0; p !== null && guard < 50; p = parent.get(p) ?? null, guard++) {
      if (p === before.id) throw badRequest('menu.cycle');
    }
  }
  return data;
};
/** A rule is well formed and acyclic; a deleted rule leaves the roles that named it (each an audited update). */
export const menuRules = {
  beforeCreate: (data, { tx }) => checkMenu(data, tx),
  beforeUpdate: (data, { tx, before }) => checkMenu(data, tx, before),
  async beforeDelete({ tx, before, ctx }) {
    const id = before!.id as number;
    if (await tx.selectFrom('menus').select('id').where('parentId', '=', id).executeTakeFirst()) throw conflict('menu.hasChildren');
    // roles stop naming the rule, each through the one write path (system mode: the role hook derives the
    // half-checked parents again, version bump, audit entry)
    for (const row of await tx.selectFrom('roles').selectAll().execute()) {
      const role = fromDb(roles, row);
      const rule = ids(role.ruleIds);
      if (!rule.includes(id) && !ids(role.halfCheckedIds).includes(id)) continue;
      await ctx.app.crud.patchIn(tx, roles, role.id as number, { ruleIds: rule.filter((x) => x !== id) }, ctx, { action: 'update' });
    }
  },
} satisfies ResourceHooks;

/** A menu rule with its children (the document's MenuNode: the menus read schema, recursive). */
const MENU_NODE = { $ref: '#/components/schemas/MenuNode' };
const chainCheck = object({ ok: bool, checked: integer, brokenAt: integer, reason: text }, ['brokenAt', 'reason']);

interface MenuNode extends Record<string, unknown> {
  id: number;
  children: MenuNode[];
}

export function registerPermissionRoutes(app: FastifyInstance, { database }: AppServices) {
  app.get(
    '/admin/api/v1/menus/tree',
    {
      config: { access: ['menu:query', 'role:query'] },
      schema: {
        tags: ['menus'],
        summary: 'The whole menu-rule tree (catalogs, menus, buttons, links) in order, for the rule screen and the role permission tree',
        'x-data': listOf(MENU_NODE),
      } as never,
    },
    async () => {
      const rows = (await database.db.selectFrom('menus').selectAll().orderBy('sort').orderBy('id').execute()).map(
        (r) => ({ ...fromDb(menus, r), children: [] }) as unknown as MenuNode,
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      const roots: MenuNode[] = [];
      for (const r of rows) (r.parentId && byId.has(r.parentId as number) ? byId.get(r.parentId as number)!.children : roots).push(r);
      return envelope(roots);
    },
  );

  app.get(
    '/admin/api/v1/adminLogs/verify',
    {
      config: { access: 'log:query' },
      schema: {
        tags: ['adminLogs'],
        summary: 'Walks the hash chain of the audit log and reports the first broken entry, if any',
        'x-data': chainCheck,
      } as never,
    },
    async () => envelope(await verifyChain(database.db)),
  );
}
