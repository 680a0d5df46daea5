// A sampling point's test items split into containers (bottles) by the preservation each item needs, as HJ 493-2009
// (水质 样品的保存和管理技术规定) prescribes it per item: its container material and its preservative. Items sharing both
// go into one bottle; an item whose preservative differs (氨氮 with H₂SO₄, 铅 with HNO₃) gets its own, since the acid of
// one would spoil the other. The rule per item is the lab's catalogue (检测保存: parameters.container / .preservative),
// which the lab keeps from HJ 493's table; this code does not restate the table (its rows could not be read here).

/** What a parameter of the catalogue says about its preservation. */
export interface Preservation {
  id: number;
  container?: string | null;
  preservative?: string | null;
}

/** One bottle of a sampling: its container (a `container` dict value), its preservative as written, its items. */
export interface ContainerGroup {
  container?: string;
  preservative?: string;
  parameterIds: number[];
}

/** "—", "-", "无" and blank all mean no preservative; spacing differences are not a different preservative. */
export const preservativeKey = (v: string | null | undefined) => {
  const t = (v ?? '').replace(/\s+/g, ' ').trim();
  return /^(—+|-+|无|none)?$/i.test(t) ? '' : t;
};

/** The containers of one sampling of a point, in the order its items are listed. Unknown items go together, unpreserved. */
export function containersOf(parameterIds: readonly number[], catalogue: readonly Preservation[]): ContainerGroup[] {
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const groups = new Map<string, ContainerGroup>();
  for (const id of parameterIds) {
    const p = byId.get(id);
    const container = p?.container || undefined;
    const preservative = preservativeKey(p?.preservative) || undefined;
    const key = `${container ?? ''}\u0000${preservative ?? ''}`;
    const g = groups.get(key) ?? { container, preservative, parameterIds: [] };
    if (!g.parameterIds.includes(id)) g.parameterIds.push(id);
    groups.set(key, g);
  }
  return [...groups.values()];
}
