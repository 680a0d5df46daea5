// The role permission tree's checking rules, apart from React so they are easy to follow:
// a node shows checked when it and all its descendants are granted, half-checked when only some are;
// toggling grants or withdraws a whole branch, then each ancestor is granted exactly when all its children are
// (an ancestor left out becomes half-checked: the server keeps it, so the granted children stay reachable).
export interface RuleNode { id: number; parentId?: number | null; type: string; name?: string | null; title: string; perm?: string | null; children: RuleNode[] }

export function descendants(n: RuleNode): number[] {
  return n.children.flatMap((c) => [c.id, ...descendants(c)]);
}

export function stateOf(n: RuleNode, granted: Set<number>): 'checked' | 'half' | 'none' {
  const below = descendants(n);
  const all = granted.has(n.id) && below.every((id) => granted.has(id));
  if (all) return 'checked';
  return granted.has(n.id) || below.some((id) => granted.has(id)) ? 'half' : 'none';
}

export function indexTree(roots: RuleNode[]) {
  const byId = new Map<number, RuleNode>();
  const parent = new Map<number, number | null>();
  const walk = (nodes: RuleNode[], p: number | null) => nodes.forEach((n) => { byId.set(n.id, n); parent.set(n.id, p); walk(n.children, n.id); });
  walk(roots, null);
  return { byId, parent };
}

export function toggle(roots: RuleNode[], granted: Set<number>, id: number): Set<number> {
  const { byId, parent } = indexTree(roots);
  const node = byId.get(id);
  if (!node) return granted;
  const next = new Set(granted);
  const on = stateOf(node, granted) !== 'checked';
  for (const x of [id, ...descendants(node)]) (on ? next.add(x) : next.delete(x));
  for (let p = parent.get(id) ?? null; p !== null; p = parent.get(p) ?? null) {
    const pn = byId.get(p)!;
    if (pn.children.every((c) => stateOf(c, next) === 'checked')) next.add(p);
    else next.delete(p);
  }
  return next;
}

/** Ancestors of granted rules that are not granted themselves (what the server stores as half-checked). */
export function halfChecked(roots: RuleNode[], granted: Set<number>): number[] {
  const { parent } = indexTree(roots);
  const half = new Set<number>();
  for (const id of granted) for (let p = parent.get(id) ?? null; p !== null; p = parent.get(p) ?? null) if (!granted.has(p)) half.add(p);
  return [...half];
}
