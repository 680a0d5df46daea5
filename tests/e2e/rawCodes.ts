// What a person must never read on a screen: the stored codes behind the labels — dict values (the demo dicts),
// enum options and workflow states and transitions of every schema resource, audit action names
// (`transition:close`) — and untranslated i18n keys (`resources.clients.name`, `app.page.401.title`).
import { resources } from '../../schemas/resources/index.ts';
import { declaredDicts } from '../../server/seed/dicts.ts';
import { serverMessages } from '../../server/http/messages.ts';

function collect(): Set<string> {
  const out = new Set<string>();
  for (const d of declaredDicts) for (const [value] of d.items) out.add(value);
  for (const r of resources) {
    for (const f of r.fieldList) for (const o of f.options ?? []) out.add(o);
    for (const s of r.workflow?.states ?? []) out.add(s);
    for (const t of Object.keys(r.workflow?.transitions ?? {})) out.add(t);
  }
  // QC verdicts and statistics of the raw-record templates (schemas/templates/qc.ts)
  for (const c of ['absDiff', 'pass', 'fail']) out.add(c);
  // a code that is also an ordinary token of data is not a code on screen: units, notations
  for (const plain of ['L', 'ND', 'pe', 'pH']) out.delete(plain);
  return out;
}

export const rawCodes = collect();

/** The first segments of message keys: the UI's trees (src/i18n/index.ts) and the server's (server/http/messages.ts). */
const keyRoots = new Set([
  'ra',
  'app',
  'validation',
  'resources',
  'wf',
  'sys',
  'menu',
  'perm',
  'rr',
  'calc',
  ...Object.keys(serverMessages['zh-CN']).map((k) => k.split('.')[0]),
]);

/** The raw codes and i18n keys found in a text, in order of appearance, each once. */
export function rawCodesIn(text: string): string[] {
  const found: string[] = [];
  // tokens: ASCII words with _ . : - inside; a word glued to others by '-' or '/' is data (a template key, a unit)
  for (const m of text.matchAll(/(?<![\w\-/.])[A-Za-z][\w.:]*(?![\w\-/])/g)) {
    const token = m[0].replace(/[.:]+$/, '');
    const isKey = /^[a-zA-Z]+(\.[\w-]+)+$/.test(token) && keyRoots.has(token.split('.')[0]);
    const isAction = /^(transition|create|update|delete):\w+$/.test(token) || token.startsWith('transition:');
    if ((rawCodes.has(token) || isKey || isAction) && !found.includes(token)) found.push(token);
  }
  return found;
}
