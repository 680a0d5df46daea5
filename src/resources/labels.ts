// Menu rule titles are stored as i18n keys: 'menu.business.trust-list' for menus and 'perm.order:add' for buttons
// (server seed). Menu keys translate directly; a perm is labelled from the schema that declares it:
// "{resource} · {action}" (query/add/edit/delete/export/import, or the workflow transition's name).
import { resources } from '../../schemas/resources/index.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const ACTIONS: Record<string, string> = { list: 'query', get: 'query', create: 'create', update: 'update', delete: 'delete', export: 'export', import: 'import' };

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
for (const [perm, screen, action] of [['log:server', 'menu.system.log-viewer', 'app.perm.query'], ['codegen:use', 'menu.system.codegen', 'sys.perm.use'],
  ['outbox:query', 'sys.users.outbox', 'app.perm.query']] as const) permKeys.set(perm, [screen, action]);

export function permLabel(perm: string, translate: Translate): string {
  const keys = permKeys.get(perm);
  if (!keys) return perm;
  return `${translate(keys[0], { smart_count: 1, _: perm.split(':')[0] })} · ${translate(keys[1], { _: perm.split(':')[1] ?? perm })}`;
}

/** A stored title that may be an i18n key ('menu.…', 'perm.…') in the user's language; other text as it is. */
export function storedTitle(value: unknown, translate: Translate): string {
  const text = value == null ? '' : String(value);
  if (/^menu\.[\w./-]+$/.test(text)) return translate(text, { _: text.slice(5) });
  const perm = /^perm\.(.+)$/.exec(text);
  return perm ? permLabel(perm[1], translate) : text;
}
