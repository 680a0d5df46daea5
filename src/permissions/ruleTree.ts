// The menu-rule tree's shape and the state a rule shows: checked when it and all its descendants are granted,
// half-checked when only some are (the tree view itself propagates a check, see RuleTreeInput.tsx).
export interface RuleNode {
  id: number;
  parentId?: number | null;
  type: string;
  name?: string | null;
  title: string;
  perm?: string | null;
  children: RuleNode[];
}

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
  const walk = (nodes: RuleNode[], p: number | null) =>
    nodes.forEach((n) => {
      byId.set(n.id, n);
      parent.set(n.id, p);
      walk(n.children, n.id);
    });
  walk(roots, null);
  return { byId, parent };
}
