// Template revisions: a raw record is evaluated by the template version it was started on (rawRecords.formulaVersion).
import type { FieldDef, ResultDef, TemplateDef } from '../types.ts';

/**
 * A revision of a template family's variant that changed its inputs or formula after records were kept on it.
 * `previous` turns the current template back into the one before (inputs dropped, the old main formula), so a
 * draft saved in the old shape opens, saves and submits as it was written: issue 30 added required inputs (HJ 484
 * cyanide's V1 and V2, where a lab had typed their ratio as the dilution factor) that an old draft cannot have, and
 * re-reading its dilution factor under the new formula would divide by V1/V2 twice.
 */
interface Revision {
  version: number;
  /** header, input and computed keys the revision added */
  added: string[];
  /** the main result's formula before the revision */
  formula: string;
}

const REVISIONS: Record<string, Revision> = {
  // HJ 484-2009: the distillate volume V1 and the aliquot V2 (ratio typed into f before)
  'spectro-curve/cyanide': { version: 2, added: ['V1', 'V2'], formula: 'm / V * f' },
  // GB 11892-89 §7.2: the dilution water's blank V0 in proportion for a diluted sample (volume after dilution Vt)
  'titration/permanganate': { version: 2, added: ['V0', 'Vt', 'fw'], formula: '((10 + V1) * K - 10) * c * 8 * 1000 / V' },
  // metals: the blank by its own dilution f0 (ρ·f − ρ0·f0) instead of (ρ − ρ0)·f
  'metals/waterDirect': { version: 2, added: ['f0'], formula: '(rho - rho0) * f' },
  'metals/soilDigest': { version: 2, added: ['f0'], formula: '(rho - rho0) * V * f / (m * wdm / 100) * k' },
};
// Not revised: the stack-gas O₂ inputs are optional (the converted concentration only when both are given) and the
// ambient-air volume states changed labels, not keys, so records kept before those changes evaluate as they are.

/** Templates first made with a revised variant (HJ 776-2015, issue 30): no record was kept on an earlier version. */
const BORN_REVISED = new Set(['water-tmpl141']);

const keyOf = (t: Pick<TemplateDef, 'family' | 'variant'>) => `${t.family}/${t.variant}`;

/** The current version of a template built from its family's variant (1 unless revised). */
export function currentVersion(t: Pick<TemplateDef, 'family' | 'variant' | 'route'>): number {
  return BORN_REVISED.has(t.route) ? 1 : (REVISIONS[keyOf(t)]?.version ?? 1);
}

const previousCache = new Map<string, TemplateDef>();

/**
 * The template a record kept at `version` is evaluated by: the current one, or the one before its revision for a
 * record started earlier (undefined version: the current). A version neither current nor previous is undefined.
 */
export function templateAtVersion(t: TemplateDef, version: number | undefined): TemplateDef | undefined {
  if (version === undefined || version === t.version) return t;
  const rev = REVISIONS[keyOf(t)];
  if (!rev || t.version !== rev.version || version !== rev.version - 1) return undefined;
  const hit = previousCache.get(t.id);
  if (hit) return hit;
  const keep = (f: FieldDef) => !rev.added.includes(f.key);
  const results: ResultDef[] = t.results.map((r) => (r.key === 'result' ? { ...r, formula: rev.formula } : r));
  const previous: TemplateDef = {
    ...t,
    version,
    header: t.header.filter(keep),
    inputs: t.inputs.filter(keep),
    computed: t.computed.filter((c) => !rev.added.includes(c.key)),
    results,
    // the example without the added inputs; its hand-derived expectations are the current formula's
    example: {
      ...t.example,
      header: t.example.header && Object.fromEntries(Object.entries(t.example.header).filter(([k]) => !rev.added.includes(k))),
      rows: t.example.rows.map((r) => ({ ...r, inputs: Object.fromEntries(Object.entries(r.inputs).filter(([k]) => !rev.added.includes(k))) })),
    },
    expected: undefined,
  };
  previousCache.set(t.id, previous);
  return previous;
}

/**
 * The version a kept record is evaluated by. Records saved in the revised shape before versions were kept (issue 30's
 * inputs shipped while every template was version 1) carry "1" with the added inputs in them: those are current.
 */
export function versionOfRecord(
  t: TemplateDef,
  stored: number | undefined,
  record: { header?: Record<string, unknown> | null; rows?: Array<{ inputs?: Record<string, unknown> }> | null },
): number | undefined {
  const rev = REVISIONS[keyOf(t)];
  if (stored === undefined || !rev || t.version !== rev.version || stored !== rev.version - 1) return stored;
  const uses = (o: Record<string, unknown> | null | undefined) => !!o && rev.added.some((k) => o[k] !== undefined && o[k] !== '');
  return uses(record.header) || (record.rows ?? []).some((r) => uses(r.inputs)) ? t.version : stored;
}
