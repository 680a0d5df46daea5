// gufei-tmpl{N} (N = 78, 79, 102..118, 127, 128, 137, 138): solid waste — leaching, hazard characteristics,
// and analysis of solids (dry basis) or leachates (mg/L).
import { dp, entry, oneRule, p, RULES, sf, type EntrySpec, type Opts } from './build.ts';
import type { Confidence, FamilyId, ParameterDef } from '../types.ts';

const g = (n: number, f: FamilyId, v: string, m: string, t: [string, string], ps: ParameterDef[], c: Confidence, o: Opts = {}): EntrySpec =>
  entry(`gufei-tmpl${n}`, 'gufei', f, v, m, t, ps, c, o);

const MGKG = 'mg/kg';
const UGKG = 'μg/kg';
const MGL = 'mg/L';
const LEACHANT = p('VL', '应加浸提剂体积', 'Leachant volume to add', 'mL', undefined, 0);

export const gufeiTemplates: EntrySpec[] = [
  g(78, 'solid-waste', 'leaching', 'HJ/T 299-2007', ['固体废物 浸出毒性浸出方法 硫酸硝酸法', 'Solid waste — extraction procedure for leaching toxicity — sulfuric/nitric acid'], [LEACHANT], 'RECALL', { constants: { LS: '10', pHmin: '3.15', pHmax: '3.25', pHexample: '3.20' } }),
  g(79, 'solid-waste', 'leaching', 'HJ 557-2010', ['固体废物 浸出毒性浸出方法 水平振荡法', 'Solid waste — extraction procedure for leaching toxicity — horizontal shaking'], [LEACHANT], 'RECALL', { constants: { LS: '10', pHexample: '6.50' } }),
  g(102, 'solid-waste', 'leaching', 'HJ/T 300-2007', ['固体废物 浸出毒性浸出方法 醋酸缓冲溶液法', 'Solid waste — extraction procedure for leaching toxicity — acetic acid buffer'], [LEACHANT], 'RECALL', { constants: { LS: '20', pHmin: '2.59', pHmax: '4.98', pHexample: '4.93' }, notes: 'Leachant 1# pH 4.93 ± 0.05 or 2# pH 2.64 ± 0.05, chosen by a pre-test; the window covers both.' }),
  g(103, 'solid-waste', 'corrosivityPH', 'GB/T 15555.12-1995', ['固体废物 腐蚀性测定 玻璃电极法', 'Solid waste — corrosivity — glass electrode'], [p('pH', '浸出液pH', 'Leachate pH', '无量纲', undefined, 2)], 'RECALL', { notes: 'Judgement by GB 5085.1-2007: pH ≥ 12.5 or ≤ 2.0.' }),
  g(104, 'solid-waste', 'flashPoint', 'GB/T 261-2021', ['闪点的测定 宾斯基-马丁闭口杯法', 'Flash point — Pensky-Martens closed cup'], [p('FP', '闪点', 'Flash point', '℃')], 'RECALL', { notes: 'GB/T 261-2021 replaced the 2008 edition on 2022-05-01; GB 5085.4-2007 §2 cites GB/T 261 undated, so the current edition applies. Judgement by GB 5085.4-2007 §4.1: liquid waste with closed-cup flash point < 60 °C is ignitable. The 2021 scope is flash points 40 °C–370 °C (§1): a value outside it is still judged, but the method\'s precision does not cover it.' }),
  g(105, 'gravimetric', 'dryMatter', 'HJ 1222-2021', ['固体废物 水分和干物质含量的测定 重量法', 'Solid waste — water and dry matter — gravimetric'], [p('DM', '干物质', 'Dry matter', '%', undefined, 1)], 'DESIGN', { rounding: dp(1), constants: { waterBasis: 'wet' } }),
  g(106, 'metals', 'soilDigest', 'HJ 766-2015', ['固体废物 金属元素的测定 电感耦合等离子体质谱法', 'Solid waste — metals — ICP-MS'], [p('Pb', '铅', 'Lead', MGKG, '0.5', 1), p('Cd', '镉', 'Cadmium', MGKG, '0.07', 2), p('As', '砷', 'Arsenic', MGKG, '0.4', 1), p('Ni', '镍', 'Nickel', MGKG, '0.5', 1)], 'DESIGN'),
  g(107, 'metals', 'soilDigest', 'HJ 781-2016', ['固体废物 22种金属元素的测定 电感耦合等离子体发射光谱法', 'Solid waste — 22 metals — ICP-OES'], oneRule([p('Cu', '铜', 'Copper', MGKG, '2'), p('Zn', '锌', 'Zinc', MGKG, '3'), p('Cr', '铬', 'Chromium', MGKG, '2'), p('Ba', '钡', 'Barium', MGKG, '1')]), 'DESIGN', { ...RULES.HJ781, constants: { k: '1' } }),
  g(108, 'metals', 'soilAfs', 'HJ 702-2014', ['固体废物 汞、砷、硒、铋、锑的测定 微波消解/原子荧光法', 'Solid waste — Hg, As, Se, Bi, Sb — microwave digestion, AFS'], [p('Hg', '汞', 'Mercury', MGKG, '0.002', 3), p('As', '砷', 'Arsenic', MGKG, '0.01', 2), p('Se', '硒', 'Selenium', MGKG, '0.01', 2), p('Sb', '锑', 'Antimony', MGKG, '0.01', 2)], 'DESIGN'),
  g(109, 'spectro-curve', 'water', 'GB/T 15555.4-1995', ['固体废物 六价铬的测定 二苯碳酰二肼分光光度法(浸出液)', 'Solid waste — Cr(VI) in leachate — DPC spectrophotometry'], [p('Cr6', '六价铬', 'Hexavalent chromium', MGL, '0.004', 3)], 'DESIGN'),
  g(110, 'spectro-curve', 'ise', 'GB/T 15555.11-1995', ['固体废物 氟化物的测定 离子选择性电极法(浸出液)', 'Solid waste — fluoride in leachate — ion-selective electrode'], [p('F', '氟化物', 'Fluoride', MGL, '0.05', 2)], 'DESIGN'),
  g(111, 'chromatography', 'internalSoil', 'HJ 643-2013', ['固体废物 挥发性有机物的测定 顶空/气相色谱-质谱法', 'Solid waste — VOCs — headspace GC-MS'], [p('BENZ', '苯', 'Benzene', UGKG, '1.7', 1), p('TOL', '甲苯', 'Toluene', UGKG, '1.3', 1), p('CHCl3', '氯仿', 'Chloroform', UGKG, '1.5', 1)], 'DESIGN'),
  g(112, 'chromatography', 'internalExtract', 'HJ 951-2018', ['固体废物 半挥发性有机物的测定 气相色谱-质谱法', 'Solid waste — SVOCs — GC-MS'], [p('NAP', '萘', 'Naphthalene', MGKG, '0.1', 1), p('BaP', '苯并[a]芘', 'Benzo[a]pyrene', MGKG, '0.1', 1)], 'DESIGN'),
  g(113, 'chromatography', 'externalSoil', 'HJ 912-2017', ['固体废物 有机氯农药的测定 气相色谱法', 'Solid waste — organochlorine pesticides — GC'], [p('aHCH', 'α-六六六', 'α-HCH', UGKG, '5', 0), p('DDT', "p,p'-滴滴涕", "p,p'-DDT", UGKG, '8', 0)], 'DESIGN', { constants: { k: '1000' } }),
  g(114, 'metals', 'soilDigest', 'HJ 786-2016', ['固体废物 铅、锌和镉的测定 火焰原子吸收分光光度法', 'Solid waste — Pb, Zn, Cd — flame AAS'], [p('Pb', '铅', 'Lead', MGKG, '2.0', 1), p('Zn', '锌', 'Zinc', MGKG, '2.0', 1), p('Cd', '镉', 'Cadmium', MGKG, '0.3', 1)], 'DESIGN', { constants: { k: '1' }, notes: 'MDLs of HJ 786-2016 §1 (0.5 g, 25 mL; read, AUDIT.md); decimals follow the MDL as written so that it can be printed.' }),
  g(115, 'metals', 'soilDigest', 'HJ 751-2015', ['固体废物 镍和铜的测定 火焰原子吸收分光光度法', 'Solid waste — Ni and Cu — flame AAS'], [p('Ni', '镍', 'Nickel', MGKG, '3', 0), p('Cu', '铜', 'Copper', MGKG, '3', 0)], 'DESIGN', { constants: { k: '1' } }),
  g(116, 'metals', 'soilDigest', 'HJ 749-2015', ['固体废物 总铬的测定 火焰原子吸收分光光度法', 'Solid waste — total chromium — flame AAS'], [p('Cr', '总铬', 'Total chromium', MGKG, '5', 0)], 'DESIGN', { constants: { k: '1' } }),
  g(117, 'gravimetric', 'ignitionLoss', 'HJ 1024-2019', ['固体废物 热灼减率的测定 重量法', 'Solid waste — loss on ignition — gravimetric'], [p('LOI', '热灼减率', 'Loss on ignition', '%', undefined, 1)], 'DESIGN'),
  g(118, 'chromatography', 'externalSoil', 'HJ 892-2017', ['固体废物 多环芳烃的测定 高效液相色谱法', 'Solid waste — PAHs — HPLC'], [p('BaP', '苯并[a]芘', 'Benzo[a]pyrene', UGKG, '5', 0), p('NAP', '萘', 'Naphthalene', UGKG, '10', 0)], 'DESIGN', { constants: { k: '1000' } }),
  g(127, 'solid-waste', 'corrosionRate', 'GB 5085.1-2007', ['危险废物鉴别标准 腐蚀性鉴别(20#钢腐蚀速率)', 'Hazardous waste identification — corrosivity (20# steel corrosion rate)'], [p('CR', '腐蚀速率', 'Corrosion rate', 'mm/a', undefined, sf(3))], 'RECALL'),
  g(128, 'pretreatment', 'vialWeighing', 'HJ 643-2013', ['固体废物 挥发性有机物样品瓶称重(前处理)', 'Solid waste — VOC sample vial weighing (pretreatment)'], [p('MASS', '样品质量', 'Sample mass', 'g', undefined, 2)], 'DESIGN'),
  g(137, 'pretreatment', 'ratio', 'HJ 781-2016', ['固体废物 微波消解前处理记录', 'Solid waste — microwave digestion (pretreatment)'], [p('RATIO', '定容体积/称样量', 'Final volume per mass', 'mL/g', undefined, sf(4))], 'DESIGN', { constants: { amountUnit: 'g' } }),
  g(138, 'spectro-curve', 'iseSoil', 'HJ 999-2018', ['固体废物 氟的测定 碱熔-离子选择电极法', 'Solid waste — fluorine — alkali fusion, ion-selective electrode'], [p('F', '氟', 'Fluorine', MGKG, '40', 0)], 'DESIGN'),
];
