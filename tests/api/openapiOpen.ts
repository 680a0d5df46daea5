// Which operations of the document leave a payload open: a success `data` or a request body that says nothing of
// its shape (no type, an object without properties, an array of anything). Looked at the payload and its direct
// properties (or items): deeper levels may follow a template's own columns (tests/api/openapi.contract.test.ts).
type Json = Record<string, any>;

export function openPayloads(doc: Json, levels = 1): Map<string, string[]> {
  const deref = (s: Json | undefined): Json | undefined =>
    s?.$ref
      ? s.$ref
          .slice(2)
          .split('/')
          .reduce((o: Json, k: string) => o?.[k], doc)
      : s;
  function open(s0: Json | undefined, depth: number, path: string, seen: Set<Json>): string[] {
    const s = deref(s0);
    if (!s) return [path || '(none)'];
    if (seen.has(s)) return [];
    const next = new Set(seen).add(s);
    if (s.allOf) {
      // a merge is open only where every part is: a resource's record plus a few extra fields is closed
      const parts = s.allOf.map((x: Json) => open(x, depth, path, next));
      const self = path || '(root)';
      return parts.every((p: string[]) => p.includes(self)) ? [self] : parts.flat().filter((p: string) => p !== self);
    }
    // alternatives beside the schema's own type narrow it (an instrument mapping's two layouts); alone, they are it
    const alts = s.type ? undefined : (s.anyOf ?? s.oneOf);
    if (alts) return alts.flatMap((x: Json) => open(x, depth, path, next));
    if (s.const !== undefined || s.enum) return [];
    const types = [s.type].flat().filter(Boolean);
    if (!types.length) return [path || '(root)'];
    if (types.includes('object')) {
      const props = Object.entries((s.properties ?? {}) as Json);
      if (!props.length && !(s.additionalProperties && typeof s.additionalProperties === 'object' && Object.keys(s.additionalProperties).length))
        return [path || '(root)'];
      if (depth > 0) return props.flatMap(([k, p]) => open(p as Json, depth - 1, path ? `${path}.${k}` : k, next));
    }
    if (types.includes('array')) {
      if (!s.items) return [`${path}[]`];
      if (depth > 0) return open(s.items, depth - 1, `${path}[]`, next);
      const items = deref(s.items);
      return items && (items.type || items.$ref || items.anyOf || items.oneOf || items.allOf || items.enum) ? [] : [`${path}[]`];
    }
    return [];
  }
  const out = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    for (const [method, op] of Object.entries(item as Json)) {
      const found: string[] = [];
      const ok = op.responses?.['200'] ?? op.responses?.['201'];
      const json = deref(ok)?.content?.['application/json'];
      if (json) found.push(...open(deref(json.schema)?.properties?.data, levels, 'data', new Set()));
      for (const [type, media] of Object.entries((op.requestBody?.content ?? {}) as Json)) {
        found.push(...open(media.schema, levels, '', new Set()).map((p) => `body(${type.split('/')[0]})${p ? `.${p}` : ''}`));
      }
      if (found.length) out.set(`${method.toUpperCase()} ${path}`, [...new Set(found)]);
    }
  }
  return out;
}
