// The reference O₂ (基准含氧量) a stack-gas record converts its concentration to (折算浓度, issue 30) comes from the
// emission standard its sample's point is judged against, where that standard gives one: the server writes it into
// every saved record and refuses another value; the raw-record screen shows it read-only with where it came from.
// Shared by both sides so the value the analyst sees is the value the server keeps.
import { parseDec } from '../calc/decimal.ts';
import type { RecordRow, TemplateDef } from './types.ts';

/** The input a stack template takes its reference O₂ in (schemas/templates/families/gravimetric.ts `stack`). */
export const OXYGEN_REF_INPUT = 'O2ref';

/** A sample's reference O₂ from its point's standard: the value (%) and the standard and class that give it. */
export interface StandardOxygen {
  sampleNo: string;
  value: string;
  standardNo: string;
  classLabel: string;
  classLabelEn?: string;
}

export const takesOxygenRef = (template: Pick<TemplateDef, 'inputs'>) => template.inputs.some((i) => i.key === OXYGEN_REF_INPUT);

/** Numerically the same entry ("6" and "6.0"); an empty cell is not a value. */
const same = (a: string, b: string) => {
  const x = parseDec(a),
    y = parseDec(b);
  return !!x && !!y && x.eq(y);
};

/**
 * The rows with each sample's reference O₂ set to its standard's value. `mismatches`: the rows whose entry was
 * another value (the caller refuses them: a change goes through the point's standard, never silently).
 */
export function withStandardOxygen<R extends Pick<RecordRow, 'sampleId' | 'inputs'>>(
  template: Pick<TemplateDef, 'inputs'>,
  rows: R[],
  refs: StandardOxygen[],
): { rows: R[]; mismatches: number[] } {
  if (!refs.length || !takesOxygenRef(template)) return { rows, mismatches: [] };
  const by = new Map(refs.map((r) => [r.sampleNo, r.value]));
  const mismatches: number[] = [];
  const out = rows.map((row, i) => {
    const ref = by.get(row.sampleId);
    if (ref === undefined) return row;
    const typed = String(row.inputs[OXYGEN_REF_INPUT] ?? '').trim();
    if (typed !== '' && !same(typed, ref)) mismatches.push(i);
    return typed === ref ? row : { ...row, inputs: { ...row.inputs, [OXYGEN_REF_INPUT]: ref } };
  });
  return { rows: out, mismatches };
}
