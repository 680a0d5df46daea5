import type { Lang } from '../http/messages.ts';
import { serverMessages, translate } from '../http/messages.ts';
import { common, resourceLabels } from '../../schemas/i18n/resources.ts';
import { permMessages } from '../../schemas/i18n/perm.ts';
import { flatten, split, type PairTree } from '../../schemas/i18n/pairs.ts';
import { actionLabel, fieldPathLabel, stateLabel, type Lookup } from '../../schemas/core/labels.ts';
import { permLabel } from '../../schemas/core/perms.ts';

/** The declarations' resource labels (the UI's words) as flat `resources.…` keys per language. */
const uiLabels: Record<Lang, Record<string, string>> = (() => {
  const merged: PairTree = {};
  for (const [name, labels] of Object.entries(resourceLabels)) merged[name] = { ...labels, fields: { ...common, ...((labels.fields as PairTree) ?? {}) } };
  const [zh, en] = split(merged);
  const [appZh, appEn] = split({ perm: permMessages }); // the action words of a perm
  return { 'zh-CN': { ...flatten(zh, 'resources'), ...flatten(appZh, 'app') }, en: { ...flatten(en, 'resources'), ...flatten(appEn, 'app') } };
})();

/** The lookup schemas/core/labels.ts reads: resource labels, then the server's own messages (row words). */
export function lookupOf(lang: Lang): Lookup {
  return (key, params) => {
    const resource = uiLabels[lang][key];
    if (resource !== undefined) return resource;
    return serverMessages[lang][key] !== undefined ? translate(lang, key, params) : undefined;
  };
}

export const pathLabel = (resource: string | undefined, path: string, lang: Lang) => fieldPathLabel(resource, path, lookupOf(lang));
export const stateWord = (resource: string | undefined, state: string, lang: Lang) => stateLabel(resource, state, lookupOf(lang));
export const actionWord = (resource: string | undefined, action: string, lang: Lang) => actionLabel(resource, action, lookupOf(lang));
export const permWord = (perm: string, lang: Lang) => permLabel(perm, lookupOf(lang));
