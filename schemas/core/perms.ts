// A perm in words: "{resource} · {action}" (query/add/edit/delete/export/import, or the workflow transition's
// name), read from the declaration that asks for it. One table for the UI (menu rule titles, "not available" notes)
// and the server (a 403's message), so neither shows a person 'employee:query'.
import { resources } from '../resources/index.ts';

type Translate = (key: string, options?: Record<string, string | number>) => string | undefined;

const ACTIONS: Record<string, string> = {
  list: 'query',
  get: 'query',
  create: 'create',
  update: 'update',
  delete: 'delete',
  export: 'export',
  import: 'import',
};

/** perm → [i18n key of the resource name, i18n key of the action] */
const permKeys = new Map<string, [string, string]>();
for (const r of resources) {
  for (const t of Object.entries(r.workflow?.transitions ?? {})) {
    if (!permKeys.has(t[1].perm)) permKeys.set(t[1].perm, [`resources.${r.name}.name`, `resources.${r.name}.transitions.${t[0]}`]);
  }
}
for (const r of resources) {
  for (const [action, perm] of Object.entries(r.access)) {
    if (typeof perm === 'string' && !permKeys.has(perm)) permKeys.set(perm, [`resources.${r.name}.name`, `app.perm.${ACTIONS[action] ?? 'query'}`]);
  }
}

// perms of screens rather than resources (server/seed/access.ts): the screen's menu title and an action
for (const [perm, screen, action] of [
  ['log:server', 'menu.system.log-viewer', 'app.perm.query'],
  ['codegen:use', 'menu.system.codegen', 'sys.perm.use'],
  ['outbox:query', 'sys.users.outbox', 'app.perm.query'],
  ['analysis:import', 'resources.rawRecords.name', 'app.perm.import'],
] as const)
  permKeys.set(perm, [screen, action]);

/** The perm's words, or the perm itself when nothing declares it (or the catalogue lacks the words). */
export function permLabel(perm: string, translate: Translate): string {
  const keys = permKeys.get(perm);
  if (!keys) return perm;
  const what = translate(keys[0], { smart_count: 1, _: perm.split(':')[0] })
    ?.split('||||')[0]
    .trim();
  const how = translate(keys[1], { _: perm.split(':')[1] ?? perm });
  return what && how ? `${what} · ${how}` : perm;
}
