// Ambient-air reference conditions (issue 30 deliver 3): GB 3095-2012 as amended 2018 puts gaseous pollutants at the
// reference state (298.15 K, 101.325 kPa) and particulate matter (and its lead, benzo[a]pyrene…) at the ambient
// temperature and pressure of sampling. The record's volume says which, and the report prints it.
import { describe, expect, it } from 'vitest';
import { findTemplate } from '../../../schemas/templates/index.ts';
import { stateLines } from '../../../schemas/templates/manifest/airState.ts';

const volume = (route: string) => findTemplate(route)!.inputs.find((f) => ['V', 'Vs', 'Vstd'].includes(f.key) && f.unit !== 'mL')!;

describe('ambient air: the state a record uses follows what is measured', () => {
  it('TSP (HJ 1263) and PM10/PM2.5 (HJ 618) are at ambient conditions, not labelled reference-state', () => {
    for (const route of ['air-tmpl66', 'air-tmpl67', 'water-componentAmbientAirZl']) {
      expect(findTemplate(route)!.volumeState, route).toBe('actual');
      expect(volume(route).label.zh, route).toBe('实况采样体积(监测时温度和压力)');
    }
  });
  it('SO₂ (HJ 482) and NO₂ (HJ 479) are at the reference state 298.15 K, 101.325 kPa', () => {
    for (const route of ['air-tmpl70', 'air-tmpl71']) {
      expect(findTemplate(route)!.volumeState, route).toBe('reference');
      expect(volume(route).label.zh, route).toBe('参比状态采样体积(298.15 K, 101.325 kPa)');
    }
  });
  it('particulate metals on a filter (HJ 657) follow the particulate rule; NH₃ (not a GB 3095 item) and stack gas get no ambient state', () => {
    expect(findTemplate('air-tmpl135')!.volumeState).toBe('actual');
    expect(findTemplate('air-tmpl72')!.volumeState).toBeUndefined();
    expect(findTemplate('air-tmpl68')!.volumeState).toBeUndefined();
    // a mixed record (SO₂, NO₂ and NH₃ on one sheet) is not given one state for all
    expect(findTemplate('water-componentAmbientAirFg')!.volumeState).toBeUndefined();
  });
  it('the report prints one line per state, naming its parameters', () => {
    const t = (route: string) => findTemplate(route);
    expect(
      stateLines([
        { parameter: '二氧化硫', template: t('air-tmpl70') },
        { parameter: '总悬浮颗粒物', template: t('air-tmpl66') },
        { parameter: '二氧化氮', template: t('air-tmpl71') },
        { parameter: '化学需氧量', template: t('water-tmpl44') },
      ]),
    ).toEqual([
      '二氧化硫、二氧化氮：参比状态（298.15 K，101.325 kPa）下的浓度（GB 3095-2012 及 2018 年修改单：气态污染物）',
      '总悬浮颗粒物：监测时大气温度和压力下的浓度（GB 3095-2012 及 2018 年修改单：颗粒物及其组分铅、苯并[a]芘）',
    ]);
    expect(stateLines([{ parameter: '化学需氧量', template: t('water-tmpl44') }])).toEqual([]);
  });
});
