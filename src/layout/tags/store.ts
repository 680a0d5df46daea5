// The tags view (open pages as tabs): visited views in order, the pinned dashboard first, and the kept-alive set.
// Module state with an external-store hook; not persisted (a reload starts with the dashboard only).
import { useSyncExternalStore } from 'react';

export interface TagView {
  /** pathname: the identity of a tab */
  path: string;
  /** pathname + search: where the tab goes */
  fullPath: string;
  /** i18n key, or a literal title from params/query */
  title: string;
  /** true when title is a literal (from params or query) rather than an i18n key */
  literal?: boolean;
  affix?: boolean;
  keepAlive?: boolean;
  /** a record page of a resource: create, edit or show, with the record id */
  sub?: 'create' | 'edit' | 'show';
  recordId?: string;
  /** the record's title once its page has read it (RecordTabTitle): shown in place of the id */
  recordTitle?: string;
}

export const DASHBOARD: TagView = { path: '/dashboard', fullPath: '/dashboard', title: 'menu.dashboard', affix: true, keepAlive: true };

let views: TagView[] = [DASHBOARD];
/** record titles by path: a page may name its record before its tab is visited (a child's effect runs first) */
const named = new Map<string, string>();
const listeners = new Set<() => void>();
const set = (next: TagView[]): void => {
  views = next;
  listeners.forEach((l) => l());
};

export const tags = {
  list: (): TagView[] => views,
  /** adds or updates the tab for a visited page */
  visit(visited: TagView): void {
    const recordTitle = named.get(visited.path);
    const view = recordTitle ? { ...visited, recordTitle } : visited;
    const i = views.findIndex((v) => v.path === view.path);
    if (i < 0) return set([...views, view]);
    const old = views[i];
    if (old.fullPath === view.fullPath && old.title === view.title && old.keepAlive === view.keepAlive) return;
    set(views.map((v, j) => (j === i ? { ...v, ...view, affix: v.affix || view.affix } : v)));
  },
  /** names an open record page's tab by its record's title */
  name(path: string, recordTitle: string): void {
    named.set(path, recordTitle);
    if (!views.some((v) => v.path === path && v.recordTitle !== recordTitle)) return;
    set(views.map((v) => (v.path === path ? { ...v, recordTitle } : v)));
  },
  close(path: string): void {
    set(views.filter((v) => v.path !== path || v.affix));
  },
  closeOthers(path: string): void {
    set(views.filter((v) => v.path === path || v.affix));
  },
  closeLeft(path: string): void {
    const i = views.findIndex((v) => v.path === path);
    set(views.filter((v, j) => j >= i || v.affix));
  },
  closeRight(path: string): void {
    const i = views.findIndex((v) => v.path === path);
    set(views.filter((v, j) => j <= i || v.affix));
  },
  closeAll(): void {
    set(views.filter((v) => v.affix));
  },
  reset(): void {
    set([DASHBOARD]);
  },
  subscribe(l: () => void): () => void {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export const useTags = (): TagView[] => useSyncExternalStore(tags.subscribe, tags.list, tags.list);

/** Where to go after the active tab closed: the remaining tab nearest its old position (vue admin: the last one). */
export function nextAfterClose(before: TagView[], remaining: TagView[], closed: string): TagView | undefined {
  const i = before.findIndex((v) => v.path === closed);
  const left = before
    .slice(0, Math.max(i, 0))
    .reverse()
    .find((v) => remaining.some((r) => r.path === v.path));
  return (left && remaining.find((r) => r.path === left.path)) ?? remaining.at(-1);
}
