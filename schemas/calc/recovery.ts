// Spike recovery, in the forms lims-practice §3.3 lists (juduo.cc): concentrations, volume-corrected, by mass.
import { decString } from './decimal.ts';
import { type CalcResult, ok } from './errors.ts';
import { evaluateFormula } from './expr/index.ts';

export type SpikeForm = 'plain' | 'volume' | 'volumeWithSpike' | 'mass';

export type SpikeInput =
  /** c1 sample, c2 spiked sample, c3 spike added (as a concentration in the sample). */
  | { form: 'plain'; c1: string; c2: string; c3: string }
  /** c0 spike standard concentration, v0 spike volume, v1 sample volume; spike volume negligible. */
  | { form: 'volume'; c1: string; c2: string; c0: string; v0: string; v1: string }
  /** As 'volume' but the spike volume dilutes the sample: (V1 + V0). */
  | { form: 'volumeWithSpike'; c1: string; c2: string; c0: string; v0: string; v1: string }
  /** m1 found in sample, m2 found in spiked sample, m amount added. */
  | { form: 'mass'; m1: string; m2: string; m: string };

export const SPIKE_FORMULAS: Record<SpikeForm, string> = {
  plain: '(c2 - c1) / c3 * 100',
  volume: '(c2 - c1) * v1 / (c0 * v0) * 100',
  volumeWithSpike: '(c2 - c1) * (v1 + v0) / (c0 * v0) * 100',
  mass: '(m2 - m1) / m * 100',
};

/** Recovery in %, full precision. */
export function spikeRecovery(input: SpikeInput): CalcResult<string> {
  const { form, ...vars } = input;
  const r = evaluateFormula(SPIKE_FORMULAS[form], vars);
  return r.ok ? ok(decString(r.value)) : r;
}
