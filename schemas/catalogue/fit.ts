// How a catalogue parameter (检测项目) fits a raw-record template: by matrix and by method standard. Pure and free of
// the template manifest, so the UI's parameter form can use it without loading ~300 templates.
import type { FamilyId, Matrix } from '../templates/types.ts';

/** Template matrices (schemas/templates) in registry order. */
export const templateMatrices = ['water', 'soil', 'gufei', 'air', 'gas'] as const satisfies readonly Matrix[];
export const templateFamilies = [
  'single-reading',
  'titration',
  'spectro-curve',
  'gravimetric',
  'bod5',
  'ir-oil',
  'metals',
  'chromatography',
  'micro',
  'soil-physical',
  'solid-waste',
  'pretreatment',
] as const satisfies readonly FamilyId[];

/** A parameter's matrix (dict `matrix`) → the template matrix that serves it: water templates serve wastewater too. */
const SERVED_BY: Record<string, Matrix> = {
  water: 'water',
  wastewater: 'water',
  soil: 'soil',
  solid_waste: 'gufei',
  ambient_air: 'air',
  stack_gas: 'gas',
};

export function templateMatrixFor(parameterMatrix: string): Matrix | undefined {
  return SERVED_BY[parameterMatrix];
}

/** The parameter matrices (dict `matrix` values) a template matrix serves. */
export function parameterMatricesOf(templateMatrix: string): string[] {
  return Object.entries(SERVED_BY)
    .filter(([, t]) => t === templateMatrix)
    .map(([p]) => p);
}

/** "HJ 535-2009" and "HJ535－2009" are the same standard; editions differ ("GB 7489-87" is not "GB 7489-2020"). */
export function normStandard(s: string): string {
  return s
    .normalize('NFKC')
    .replace(/[‐‑‒–—−－]/g, '-')
    .replace(/\s+/g, '')
    .toUpperCase();
}

/** The standards a template cites ("HJ 535-2009 / GB 11893-89" cites two). */
export function standardsOf(templateStandard: string): string[] {
  return templateStandard
    .split(/\s+\/\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Whether a template citing `templateStandard` records a parameter measured by `methodNo`. */
export function servesMethod(templateStandard: string, methodNo: string): boolean {
  const want = normStandard(methodNo);
  return !!want && standardsOf(templateStandard).some((s) => normStandard(s) === want);
}

export interface TemplateFacts {
  matrix: string;
  standard: string;
  active?: boolean;
}

export type FitIssue =
  | { key: 'catalogue.template.unknown'; params: { id: string } }
  | { key: 'catalogue.template.inactive'; params: { id: string } }
  | { key: 'catalogue.template.matrix'; params: { id: string } }
  | { key: 'catalogue.template.method'; params: { id: string; standard: string; method: string } };

/**
 * Why `templateId` cannot record a parameter of `matrix` measured by `methodNo`, or null when it can.
 * `lookup` answers a template's matrix and standard (the manifest on the server, the registry in the UI).
 */
export function templateFitIssue(
  templateId: string,
  matrix: string | undefined,
  methodNo: string | undefined,
  lookup: (id: string) => TemplateFacts | undefined,
): FitIssue | null {
  const t = lookup(templateId);
  if (!t) return { key: 'catalogue.template.unknown', params: { id: templateId } };
  if (t.active === false) return { key: 'catalogue.template.inactive', params: { id: templateId } };
  if (matrix && templateMatrixFor(matrix) !== t.matrix) return { key: 'catalogue.template.matrix', params: { id: templateId } };
  if (methodNo && !servesMethod(t.standard, methodNo))
    return { key: 'catalogue.template.method', params: { id: templateId, standard: t.standard, method: methodNo } };
  return null;
}
