// Ambient-air reference conditions (issue 30 deliver 3). GB 3095-2012 as amended in 2018 (MEE announcement of
// 2018-08-13, in force 2018-09-01; its text read in two public copies, AUDIT.md): "本标准中的二氧化硫、二氧化氮、一氧化碳、
// 臭氧、氮氧化物等气态污染物浓度为参比状态下的浓度" (298.15 K, 1013.25 hPa), and PM10, PM2.5, TSP and its components lead
// and benzo[a]pyrene "为监测时大气温度和压力下的浓度". The state follows what is measured: a record's volume is labelled
// with it and the report prints it.
import type { FieldDef, Label, TemplateDef } from '../types.ts';

export type VolumeState = 'reference' | 'actual';

/** GB 3095's gaseous pollutants (reference state) and particulate items (actual conditions), by parameter code. */
const GASEOUS = new Set(['SO2', 'NO2', 'NOX', 'NOx', 'CO', 'O3']);
const PARTICULATE = new Set(['TSP', 'PM10', 'PM2.5', 'Pb', 'BaP']);
/**
 * Components measured on the particulate filter: the amendment names lead and benzo[a]pyrene "等" (and others), so
 * the other metals of a filter digest (HJ 657) and the water-soluble anions of PM (HJ 799) follow the particulate rule.
 */
const FILTER_VARIANTS = new Set(['metals/airFilter']);
const PM_COMPONENTS = new Set(['SO42-', 'NO3-']);

export const STATE_BASIS: Record<VolumeState, Label> = {
  reference: {
    zh: '参比状态（298.15 K，101.325 kPa）下的浓度（GB 3095-2012 及 2018 年修改单：气态污染物）',
    en: 'Concentration at the reference state (298.15 K, 101.325 kPa) (GB 3095-2012 as amended 2018: gaseous pollutants)',
  },
  actual: {
    zh: '监测时大气温度和压力下的浓度（GB 3095-2012 及 2018 年修改单：颗粒物及其组分铅、苯并[a]芘）',
    en: 'Concentration at the ambient temperature and pressure of sampling (GB 3095-2012 as amended 2018: particulate matter, its lead and benzo[a]pyrene)',
  },
};

const VOLUME_LABEL: Record<VolumeState, Label> = {
  reference: { zh: '参比状态采样体积(298.15 K, 101.325 kPa)', en: 'Sampled volume, reference state (298.15 K, 101.325 kPa)' },
  actual: { zh: '实况采样体积(监测时温度和压力)', en: 'Sampled volume at ambient conditions' },
};

/** The state an ambient-air template's volume is in: every parameter gaseous, or every one particulate; else none. */
export function volumeStateOf(t: Pick<TemplateDef, 'matrix' | 'parameters' | 'family' | 'variant'>): VolumeState | undefined {
  if (t.matrix !== 'air' || t.parameters.length === 0) return undefined;
  const codes = t.parameters.map((p) => p.code);
  if (codes.every((c) => GASEOUS.has(c))) return 'reference';
  if (FILTER_VARIANTS.has(`${t.family}/${t.variant}`) || codes.every((c) => PARTICULATE.has(c) || PM_COMPONENTS.has(c))) return 'actual';
  return undefined;
}

/** The sampled-volume inputs of the ambient-air families (spectro air, gravimetric ambientPM, metals airFilter). */
const VOLUME_KEYS = new Set(['Vs', 'V', 'Vstd']);

/** Relabels the template's sampled volume with its state (the families' labels said "standard" or "reference" for all). */
export function withVolumeState(inputs: FieldDef[], state: VolumeState): FieldDef[] {
  return inputs.map((f) => (VOLUME_KEYS.has(f.key) && (f.unit === 'L' || f.unit === 'm³') ? { ...f, label: VOLUME_LABEL[state] } : f));
}

/**
 * The lines a report prints for its ambient-air results: each state used, with the parameters at it
 * ("二氧化硫：参比状态（298.15 K，101.325 kPa）下的浓度（…）"). Empty when no result is of an ambient-air template.
 */
export function stateLines(results: Array<{ parameter: string; template: Pick<TemplateDef, 'volumeState'> | undefined }>): string[] {
  const by = new Map<VolumeState, Set<string>>();
  for (const r of results) {
    const s = r.template?.volumeState;
    if (s) by.set(s, (by.get(s) ?? new Set()).add(r.parameter));
  }
  return (['reference', 'actual'] as const).filter((s) => by.has(s)).map((s) => `${[...by.get(s)!].join('、')}：${STATE_BASIS[s].zh}`);
}

/**
 * A line stateLines made, read back as its state and parameters: the report screen words it in its own language
 * from the same line the PDF prints (report/preview's document.volumeStates). Undefined for any other text.
 */
export function stateOfLine(line: string): { state: VolumeState; parameters: string[] } | undefined {
  for (const state of ['reference', 'actual'] as const) {
    const tail = `：${STATE_BASIS[state].zh}`;
    if (line.endsWith(tail)) return { state, parameters: line.slice(0, -tail.length).split('、') };
  }
  return undefined;
}
