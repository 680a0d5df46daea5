import { templateById } from '../../schemas/templates/index.ts';
import type { RecordInput, TemplateDef } from '../../schemas/templates/types.ts';
import { genericTemplate, type LimsParameter } from '../../server/analysis/templates.ts';
import type { SourcedRow } from '../../src/dataProvider/client/index.ts';
import { ELEMENTS } from '../instruments.bench.ts';

export const GRID_ROWS = 100;
export const GRID_INPUTS = 12;

/** The grid bench's sheet: HJ 637 (IR oils, 9 inputs) with more inputs, three of them feeding a correction column
 *  (3 computed, 3 results): 100 rows × 12 inputs by default; 500 × 25 is the "wide" case, a large sheet typed by hand.
 *  bench/grid.bench.ts types into it; bench/recompute.bench.ts times its engine part. */
export function gridBenchTemplate(rows = GRID_ROWS, inputs = GRID_INPUTS): TemplateDef {
  const t = structuredClone(templateById('water-tmpl60')!);
  const n = inputs - t.inputs.length;
  if (n < 3) throw new Error(`the bench sheet needs at least ${t.inputs.length + 3} inputs, asked for ${inputs}`);
  const extra = Array.from({ length: n }, (_, i) => ({ key: `k${i + 1}`, label: { zh: `系数${i + 1}`, en: `Factor ${i + 1}` }, unit: '', positive: true }));
  t.inputs.push(...extra);
  t.computed.push({ key: 'kc', label: { zh: '校正系数', en: 'Correction' }, unit: '', formula: 'k1 * k2 / k3', decimals: 4 });
  t.id = 'bench-grid';
  const s1 = t.example.rows[0];
  const more = (i: number) => Object.fromEntries(extra.slice(3).map((f, j) => [f.key, `${((i + j) % 7) + 1}.00`]));
  t.example = {
    ...t.example,
    rows: Array.from({ length: rows }, (_, i) => ({
      ...s1,
      sampleId: `S${i + 1}`,
      inputs: { ...s1.inputs, k1: '1.02', k2: String(0.95 + (i % 10) / 100), k3: '1.00', ...more(i) },
    })),
    qc: { duplicates: [{ a: 'S1', b: 'S2' }], blanks: [{ sampleId: `S${rows}` }] },
  };
  return t;
}

export const INSTRUMENT_SAMPLES = 500;
export const INSTRUMENT_ANALYTES = 25;

/** Issue 20's instrument-sized record: an ICP-MS run of 500 samples × 25 analytes imported into the generic
 *  multi-analyte template (one reading per row, as the import fills it), 12,500 rows, each reading with its file
 *  and line (the provenance the grid shows under every row). */
export function instrumentGridSheet(): { template: TemplateDef; record: RecordInput } {
  const params: LimsParameter[] = ELEMENTS.slice(0, INSTRUMENT_ANALYTES).map((el, i) => ({
    id: i + 1,
    code: el,
    name: el,
    unit: 'μg/L',
    mdl: '0.01',
    decimals: 3,
    methodNo: 'HJ 700-2014',
    matrix: 'water',
  }));
  const template = genericTemplate('bench-grid-icpms', params);
  const rows: SourcedRow[] = [];
  for (let s = 0; s < INSTRUMENT_SAMPLES; s++)
    params.forEach((p, a) => {
      const value = (((s * 31 + a * 17) % 9973) / 100).toFixed(3);
      const source = { sha256: 'f'.repeat(64), fileName: 'icpms-run.csv', line: 3 + s, value };
      rows.push({ sampleId: `W2026-${String(s + 1).padStart(4, '0')}`, parameter: p.code, inputs: { value }, sources: { value: source } });
    });
  return { template, record: { header: {}, rows } };
}
