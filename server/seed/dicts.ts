import { resources } from '../../schemas/resources/index.ts';

/** The dictionaries the resources declare (`dicts` of schemas/resources/*), each once: value, zh label, en label, tag. */
export const declaredDicts = resources.flatMap((r) =>
  Object.entries(r.dicts ?? {}).map(([dictCode, d]) => ({
    dictCode,
    name: d.name[0],
    owner: r.name,
    items: d.items,
  })),
);
