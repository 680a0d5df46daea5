// The dictionary cache: items by dictCode, loaded after login from /admin/api/v1/dict/list,
// cleared on logout and on an invalid session, refreshed (clear, then reload all) on demand and whenever the
// server announces a change on the realtime topic /topic/dict.
import { useSyncExternalStore } from 'react';
import { hooks } from '../dataProvider/http.ts';
import { dictionaries, type Dict, type DictItem } from '../dataProvider/client/index.ts';

export type { Dict, DictItem };

export const DICT_TOPIC = '/topic/dict';

let cache = new Map<string, DictItem[]>();
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const changed = (): void => listeners.forEach((l) => l());

export const dictCache = {
  get: (code: string): DictItem[] | undefined => cache.get(code),
  codes: (): string[] => [...cache.keys()],
  get size(): number {
    return cache.size;
  },
  /** loads every dict once; concurrent callers share the request */
  load(): Promise<void> {
    loading ??= dictionaries
      .all()
      .then((list) => {
        cache = new Map((list ?? []).map((d) => [d.dictCode, d.dictDataList ?? []]));
        changed();
      })
      .finally(() => (loading = null));
    return loading;
  },
  clear(): void {
    cache = new Map();
    changed();
  },
  /** clear, then reload all */
  async refresh(): Promise<void> {
    this.clear();
    await this.load();
  },
  subscribe(l: () => void): () => void {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

hooks.onSessionCleared.add(() => dictCache.clear());

let version = 0;
dictCache.subscribe(() => version++);

/** The items of one dict, re-rendering when the cache changes. */
export function useDict(code: string | undefined): DictItem[] {
  useSyncExternalStore(dictCache.subscribe, () => version);
  return code ? (dictCache.get(code) ?? []) : [];
}

export const dictLabel = (item: DictItem, language: string): string => (language === 'en' && item.labelEn) || item.label;
