// The i18nProvider: zh-CN by default (from the `language` key), English as fallback and alternative. Both message
// sets are complete: react-admin's (our own zh-CN), the shell's, the route titles and every resource label.
// A resource mounted on a menu route (react-admin name 'management/equipment') gets its schema's labels too.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';
import raZhCn from './ra-zh-cn.ts';
import { appMessages } from './app.ts';
import { formValidationWording, validationMessages } from '../../schemas/i18n/validation.ts';
import { menuMessages } from '../../schemas/i18n/menu.ts';
import { common, resourceLabels } from '../../schemas/i18n/resources.ts';
import { split, type PairTree, type Tree } from '../../schemas/i18n/pairs.ts';
import { tiptapMessages } from '../system/notice/tiptapMessages.ts';
import { workflowMessages } from '../business/messages.ts';
import { systemMessages } from '../system/messages.ts';
import { appState, type Language } from '../settings.ts';
import { mounts } from '../resources/mounts.ts';
import { rawRecordMessages } from '../analysis/rawRecord/messages.ts';
import { instrumentMessages } from '../instruments/messages.ts';
import { controlChartMessages } from '../controlCharts/messages.ts';
import { methodMessages } from '../methods/messages.ts';
import { standardMessages } from '../standards/messages.ts';
import { uncertaintyMessages } from '../uncertainty/messages.ts';
import { stockMessages } from '../reagents/stockMessages.ts';
import { traceMessages } from '../reagents/traceMessages.ts';
import { solutionMessages } from '../reagents/solutionsMessages.ts';

function resourceTrees(): [Tree, Tree] {
  const merged: PairTree = {};
  for (const [name, labels] of Object.entries(resourceLabels)) {
    merged[name] = { ...labels, fields: { ...common, ...((labels.fields as PairTree) ?? {}) } };
  }
  return split(merged);
}

/** A tree written with {name} parameters (the server's) as polyglot writes them: %{name}. */
function polyglotParams(tree: PairTree): PairTree {
  const p = (t: string) => t.replace(/\{(\w+)\}/g, '%{$1}');
  return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, Array.isArray(v) ? [p(v[0]), p(v[1])] : polyglotParams(v as PairTree)]));
}

/** The messages of a language without aliases (what the key-set test compares). */
export function baseMessages(): Record<Language, Tree> {
  const [appZh, appEn] = split(appMessages);
  const [valZh, valEn] = split(polyglotParams({ ...validationMessages, ...formValidationWording }));
  const [wfZh, wfEn] = split(workflowMessages);
  const [sysZh, sysEn] = split(systemMessages);
  const [resZh, resEn] = resourceTrees();
  const [tipZh, tipEn] = split(tiptapMessages);
  const menu = (i: 0 | 1) => Object.fromEntries(Object.entries(menuMessages).map(([k, v]) => [`menu.${k}`, v[i]]));
  return {
    'zh-cn': {
      ...(raZhCn as Tree),
      ra: { ...(raZhCn.ra as Tree), tiptap: tipZh },
      app: appZh,
      validation: valZh,
      resources: resZh,
      wf: wfZh,
      sys: sysZh,
      ...menu(0),
      ...rawRecordMessages['zh-cn'],
      ...instrumentMessages['zh-cn'],
      ...controlChartMessages['zh-cn'],
      ...methodMessages['zh-cn'],
      ...standardMessages['zh-cn'],
      ...uncertaintyMessages['zh-cn'],
      ...stockMessages['zh-cn'],
      ...traceMessages['zh-cn'],
      ...solutionMessages['zh-cn'],
    },
    en: {
      ...(englishMessages as Tree),
      ra: { ...(englishMessages.ra as Tree), tiptap: tipEn },
      app: appEn,
      validation: valEn,
      resources: resEn,
      wf: wfEn,
      sys: sysEn,
      ...menu(1),
      ...rawRecordMessages.en,
      ...instrumentMessages.en,
      ...controlChartMessages.en,
      ...methodMessages.en,
      ...standardMessages.en,
      ...uncertaintyMessages.en,
      ...stockMessages.en,
      ...traceMessages.en,
      ...solutionMessages.en,
    },
  };
}

function withAliases(m: Tree): TranslationMessages {
  const resources = { ...(m.resources as Tree) };
  for (const [route, name] of mounts) if (resources[name]) resources[route] = resources[name];
  return { ...m, resources } as unknown as TranslationMessages;
}

/** zh-CN falls back to English for anything it lacks (the key-set test keeps that empty). */
function fallback(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = typeof v === 'object' && typeof base[k] === 'object' ? fallback(base[k] as Tree, v) : v;
  return out;
}

const all = baseMessages();
export const messages: Record<Language, TranslationMessages> = {
  'zh-cn': withAliases(fallback(all.en, all['zh-cn'])),
  en: withAliases(all.en),
};

const polyglot = polyglotI18nProvider(
  (locale) => (locale === 'en' ? messages.en : messages['zh-cn']),
  appState.language.get(),
  [
    { locale: 'zh-cn', name: '中文' },
    { locale: 'en', name: 'English' },
  ],
  // a missing key shows the `_` default or the key itself rather than failing
  { allowMissing: true },
);

/**
 * A count passed as `count` or `n` also chooses the plural form ('%{count} value |||| %{count} values'): polyglot
 * chooses by `smart_count` only, and English read "1 are due" where a message was given its count by another name.
 * A message with one form (every Chinese one, an ordinal such as 'row %{n}') is the same whatever the count.
 */
export function withCount(options?: Record<string, unknown>) {
  if (!options || options.smart_count !== undefined) return options;
  const count = typeof options.count === 'number' ? options.count : options.n;
  return typeof count === 'number' ? { ...options, smart_count: count } : options;
}

export const i18nProvider = { ...polyglot, translate: (key: string, options?: Record<string, unknown>) => polyglot.translate(key, withCount(options)) };
