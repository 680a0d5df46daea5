// Message trees written as [中文, English] pairs, split into one tree per language: the two can never drift apart.
export type Pair = readonly [string, string];
export interface PairTree {
  [key: string]: Pair | PairTree;
}
export type Tree = { [key: string]: string | Tree };

const isPair = (v: Pair | PairTree): v is Pair => Array.isArray(v);

export function split(tree: PairTree): [Tree, Tree] {
  const zh: Tree = {};
  const en: Tree = {};
  for (const [k, v] of Object.entries(tree)) {
    if (isPair(v)) [zh[k], en[k]] = v;
    else [zh[k], en[k]] = split(v);
  }
  return [zh, en];
}

/** Flat dotted keys of a tree (for the key-set test and for polyglot's flat phrases). */
export function flatten(tree: Tree, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else flatten(v, key, out);
  }
  return out;
}
