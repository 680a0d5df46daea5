import type { RecordInput, TemplateDef } from '../../schemas/templates/index.ts';

/** A template's example record grown to `n` rows: its example rows repeated (distinct sample ids), its QC wired in,
 *  so every formula, the rounding, the MDL notation and the QC evaluation run for real. */
export function exampleRecord(t: TemplateDef, n: number): RecordInput {
  const ex = t.example;
  const rows = Array.from({ length: n }, (_, i) => {
    const src = ex.rows[i % ex.rows.length];
    return { ...src, sampleId: i < ex.rows.length ? src.sampleId : `${src.sampleId}#${i}` };
  });
  return { ...ex, rows };
}
