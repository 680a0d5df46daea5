// Worked examples of the templates issue 30 added (HJ 776-2015, HJ 537-2009): inputs → formula → full value → rule →
// string, by hand; each keeps its full value beside the string (`full`).
import type { Worked } from './index.ts';

export const ISSUE30_WORKED: Record<string, Worked> = {
  // metals / waterDirect, water-tmpl141 (HJ 776-2015 ICP-OES): ρ = ρ1·f − ρ0·f0 mg/L, ρ0 0.02, f0 1; three decimals,
  // at most 3 s.f. (the HJ metals family rule; the clause not read), no MDL declared (§1 / Annex A not read).
  // S1 Ca: 3.46·1 − 0.02 = 3.44 → "3.44" (three decimals would be 4 s.f.). S1-D: 3.52 − 0.02 = 3.5 → "3.50".
  // S1-SP: 8.31 − 0.02 = 8.29 → "8.29". BLK: 0.02 − 0.02 = 0 → "0.000". CAP Ca: 45.678 − 0.02 = 45.658 → "45.7".
  // DIL Fe, diluted 10×, blank not: 3.4105·10 − 0.02·1 = 34.085 → "34.1". LOW Mn: 0.0234 − 0.02 = 0.0034 → "0.003".
  'water-tmpl141': {
    rows: [
      { sampleId: 'CAP', parameter: 'Ca', inputs: { rho: '45.678', f: '1' } },
      { sampleId: 'DIL', parameter: 'Fe', inputs: { rho: '3.4105', f: '10' } },
      { sampleId: 'LOW', parameter: 'Mn', inputs: { rho: '0.0234', f: '1' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '3.44' }, full: { result: '3.44' } },
      { sampleId: 'S1-D', results: { result: '3.50' }, full: { result: '3.5' } },
      { sampleId: 'S1-SP', results: { result: '8.29' }, full: { result: '8.29' } },
      { sampleId: 'BLK', results: { result: '0.000' }, full: { result: '0' } },
      { sampleId: 'CAP', results: { result: '45.7' }, full: { result: '45.658' } },
      { sampleId: 'DIL', results: { result: '34.1' }, full: { result: '34.085' } },
      { sampleId: 'LOW', results: { result: '0.003' }, full: { result: '0.0034' } },
    ],
  },
  // titration / forward, water-tmpl142 (HJ 537-2009 ammonia nitrogen, distillation and titration): ρN = (Vs − Vb)·c·
  // 14.01·1000/V mg/L (the formula from recall, the clause not read); two decimals, no MDL declared. The family
  // example: c 0.0141 mol/L, Vb 0.20 mL.
  // S1 V 50.0, Vs 5.35: 5.15·0.0141·14.01·1000/50 = 20.346723 → "20.35". S1-D Vs 5.40: 5.20·0.0141·14.01·20 =
  // 20.544264 → "20.54". BLK Vs 0.20: 0 → "0.00". BIG V 250, Vs 20.15: 19.95·0.0141·14.01·4 = 15.7637718 → "15.76".
  // LOW V 250, Vs 0.23: 0.03·0.0141·14.01·4 = 0.02370492 → "0.02".
  'water-tmpl142': {
    rows: [
      { sampleId: 'BIG', inputs: { V: '250', Vt: '20.15', f: '1' } },
      { sampleId: 'LOW', inputs: { V: '250', Vt: '0.23', f: '1' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '20.35' }, full: { result: '20.346723' } },
      { sampleId: 'S1-D', results: { result: '20.54' }, full: { result: '20.544264' } },
      { sampleId: 'BLK', results: { result: '0.00' }, full: { result: '0' } },
      { sampleId: 'BIG', results: { result: '15.76' }, full: { result: '15.7637718' } },
      { sampleId: 'LOW', results: { result: '0.02' }, full: { result: '0.02370492' } },
    ],
  },
};
