import { templateById } from '../../schemas/templates/index.ts';
import type { TemplateDef } from '../../schemas/templates/types.ts';

export const GRID_ROWS = 100;
export const GRID_INPUTS = 12;

/** The grid bench's sheet: HJ 637 (IR oils, 9 inputs) with three more inputs feeding a correction column: 12 inputs,
 *  3 computed, 3 results, 100 rows. bench/grid.bench.ts types into it; bench/recompute.bench.ts times its engine part. */
export function gridBenchTemplate(): TemplateDef {
  const t = structuredClone(templateById('water-tmpl60')!);
  const extra = ['k1', 'k2', 'k3'].map((key, i) => ({ key, label: { zh: `系数${i + 1}`, en: `Factor ${i + 1}` }, unit: '', positive: true }));
  t.inputs.push(...extra);
  t.computed.push({ key: 'kc', label: { zh: '校正系数', en: 'Correction' }, unit: '', formula: 'k1 * k2 / k3', decimals: 4 });
  t.id = 'bench-grid';
  if (t.inputs.length !== GRID_INPUTS) throw new Error(`expected ${GRID_INPUTS} inputs, got ${t.inputs.length}`);
  const s1 = t.example.rows[0];
  t.example = {
    ...t.example,
    rows: Array.from({ length: GRID_ROWS }, (_, i) => ({
      ...s1,
      sampleId: `S${i + 1}`,
      inputs: { ...s1.inputs, k1: '1.02', k2: String(0.95 + (i % 10) / 100), k3: '1.00' },
    })),
    qc: { duplicates: [{ a: 'S1', b: 'S2' }], blanks: [{ sampleId: 'S100' }] },
  };
  return t;
}
