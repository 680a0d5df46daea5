// soil-tmpl{N} (N = 82..101, 122, 123, 130, 132, 133, 139, 140): lims-practice §4 soil, instrumental (soil forms).
import { dp, entry, oneRule, p, RULES, sf, type EntrySpec, type Opts } from './build.ts';
import type { Confidence, FamilyId, ParameterDef } from '../types.ts';

const s = (n: number, f: FamilyId, v: string, m: string, t: [string, string], ps: ParameterDef[], c: Confidence, o: Opts = {}): EntrySpec =>
  entry(`soil-tmpl${n}`, 'soil', f, v, m, t, ps, c, o);

const MGKG = 'mg/kg';
const UGKG = 'μg/kg';
const PCT = '%';

export const soilTemplates: EntrySpec[] = [
  s(82, 'gravimetric', 'dryMatter', 'HJ 613-2011', ['土壤 干物质和水分的测定 重量法', 'Soil — dry matter and water content — gravimetric'], [p('DM', '干物质', 'Dry matter', PCT, undefined, 1), p('H2O', '水分', 'Water content', PCT, undefined, 1)], 'RECALL', { rounding: dp(1) }),
  s(83, 'single-reading', 'ph', 'HJ 962-2018', ['土壤 pH值的测定 电位法', 'Soil — pH — potentiometry'], [p('pH', 'pH值', 'pH', '无量纲')], 'RECALL', RULES.HJ962),
  s(84, 'soil-physical', 'particleSize', 'LY/T 1225-1999', ['森林土壤颗粒组成(机械组成)的测定 吸管法', 'Forest soil — particle-size distribution — pipette method'], [p('CLAY', '黏粒(<0.002 mm)', 'Clay (<0.002 mm)', PCT, undefined, 1), p('SILT', '粉粒', 'Silt', PCT), p('SAND', '砂粒', 'Sand', PCT)], 'RECALL', { rounding: dp(1) }),
  s(85, 'soil-physical', 'bulkDensity', 'NY/T 1121.4-2006', ['土壤检测 第4部分：土壤容重的测定 环刀法', 'Soil testing — part 4: bulk density — ring method'], [p('BD', '容重', 'Bulk density', 'g/cm³', undefined, 2)], 'RECALL'),
  s(86, 'soil-physical', 'porosity', 'LY/T 1215-1999', ['森林土壤水分-物理性质的测定(总孔隙度)', 'Forest soil — water-physical properties (total porosity)'], [p('POR', '总孔隙度', 'Total porosity', PCT, undefined, 1)], 'RECALL'),
  s(87, 'soil-physical', 'hydraulic', 'LY/T 1218-1999', ['森林土壤渗滤率的测定(饱和导水率)', 'Forest soil — infiltration (saturated hydraulic conductivity)'], [p('KS', '饱和导水率(K10)', 'Saturated hydraulic conductivity (K10)', 'mm/min', undefined, sf(3))], 'RECALL'),
  s(88, 'titration', 'soilOxidation', 'NY/T 1121.6-2006', ['土壤检测 第6部分：土壤有机质的测定 重铬酸钾氧化-外加热法', 'Soil testing — part 6: organic matter — dichromate oxidation'], [p('OM', '有机质', 'Organic matter', 'g/kg', undefined, 1)], 'DESIGN'),
  s(89, 'single-reading', 'reading', 'HJ 802-2016', ['土壤 电导率的测定 电极法', 'Soil — electrical conductivity — electrode method'], [p('EC', '电导率', 'Electrical conductivity', 'mS/m')], 'DESIGN', RULES.HJ802),
  s(90, 'metals', 'soilDigest', 'HJ 803-2016', ['土壤和沉积物 12种金属元素的测定 王水提取-电感耦合等离子体质谱法', 'Soil and sediment — 12 metals — aqua regia, ICP-MS'], oneRule([p('Pb', '铅', 'Lead', MGKG, '2'), p('Cd', '镉', 'Cadmium', MGKG, '0.07'), p('Cu', '铜', 'Copper', MGKG, '0.5'), p('Ni', '镍', 'Nickel', MGKG, '1'), p('Cr', '铬', 'Chromium', MGKG, '2'), p('Zn', '锌', 'Zinc', MGKG, '7')]), 'RECALL', RULES.HJ803),
  s(91, 'metals', 'soilDigest', 'HJ 491-2019', ['土壤和沉积物 铜、锌、铅、镍、铬的测定 火焰原子吸收分光光度法', 'Soil and sediment — Cu, Zn, Pb, Ni, Cr — flame AAS'], [p('Cu', '铜', 'Copper', MGKG, '1', 0), p('Zn', '锌', 'Zinc', MGKG, '1', 0), p('Pb', '铅', 'Lead', MGKG, '10', 0), p('Ni', '镍', 'Nickel', MGKG, '3', 0), p('Cr', '铬', 'Chromium', MGKG, '4', 0)], 'RECALL', { constants: { k: '1' } }),
  s(92, 'metals', 'soilDigest', 'GB/T 17141-1997', ['土壤质量 铅、镉的测定 石墨炉原子吸收分光光度法', 'Soil quality — Pb, Cd — graphite furnace AAS'], [p('Pb', '铅', 'Lead', MGKG, '0.1', 1), p('Cd', '镉', 'Cadmium', MGKG, '0.01', 2)], 'RECALL'),
  s(93, 'metals', 'soilAfs', 'HJ 680-2013', ['土壤和沉积物 汞、砷、硒、铋、锑的测定 微波消解/原子荧光法', 'Soil and sediment — Hg, As, Se, Bi, Sb — microwave digestion, AFS'], oneRule([p('Hg', '汞', 'Mercury', MGKG, '0.002'), p('As', '砷', 'Arsenic', MGKG, '0.01'), p('Se', '硒', 'Selenium', MGKG, '0.01'), p('Bi', '铋', 'Bismuth', MGKG, '0.02'), p('Sb', '锑', 'Antimony', MGKG, '0.01')]), 'RECALL', RULES.HJ680),
  s(94, 'metals', 'soilDigest', 'HJ 1082-2019', ['土壤和沉积物 六价铬的测定 碱溶液提取-火焰原子吸收分光光度法', 'Soil and sediment — Cr(VI) — alkaline extraction, flame AAS'], [p('Cr6', '六价铬', 'Hexavalent chromium', MGKG, '0.5', 1)], 'DESIGN', { constants: { k: '1' } }),
  s(95, 'chromatography', 'internalSoil', 'HJ 605-2011', ['土壤和沉积物 挥发性有机物的测定 吹扫捕集/气相色谱-质谱法', 'Soil and sediment — VOCs — purge and trap GC-MS'], [p('BENZ', '苯', 'Benzene', UGKG, '1.9', 1), p('TOL', '甲苯', 'Toluene', UGKG, '1.3', 1), p('CHCl3', '氯仿', 'Chloroform', UGKG, '1.1', 1), p('TCE', '三氯乙烯', 'Trichloroethylene', UGKG, '1.2', 1)], 'RECALL'),
  s(96, 'chromatography', 'internalSoil', 'HJ 642-2013', ['土壤和沉积物 挥发性有机物的测定 顶空/气相色谱-质谱法', 'Soil and sediment — VOCs — headspace GC-MS'], [p('BENZ', '苯', 'Benzene', UGKG, '1.6', 1), p('TOL', '甲苯', 'Toluene', UGKG, '2.0', 1), p('PCE', '四氯乙烯', 'Tetrachloroethylene', UGKG, '0.8', 1)], 'SRC'),
  s(97, 'chromatography', 'internalExtract', 'HJ 834-2017', ['土壤和沉积物 半挥发性有机物的测定 气相色谱-质谱法', 'Soil and sediment — SVOCs — GC-MS'], [p('NB', '硝基苯', 'Nitrobenzene', MGKG, '0.09', 2), p('NAP', '萘', 'Naphthalene', MGKG, '0.09', 2), p('BaP', '苯并[a]芘', 'Benzo[a]pyrene', MGKG, '0.1', 1)], 'RECALL'),
  s(98, 'chromatography', 'externalSoil', 'HJ 1021-2019', ['土壤和沉积物 石油烃(C10-C40)的测定 气相色谱法', 'Soil and sediment — petroleum hydrocarbons C10–C40 — GC'], [p('TPH', '石油烃(C10-C40)', 'Petroleum hydrocarbons (C10–C40)', MGKG, '6', sf(3))], 'DESIGN', { constants: { k: '1' } }),
  s(99, 'ir-oil', 'soil', 'HJ 1051-2019', ['土壤 石油类的测定 红外分光光度法', 'Soil — petroleum — IR spectrophotometry'], [p('PET', '石油类', 'Petroleum', MGKG, '4', sf(3))], 'RECALL'),
  s(100, 'chromatography', 'internalExtract', 'HJ 835-2017', ['土壤和沉积物 有机氯农药的测定 气相色谱-质谱法', 'Soil and sediment — organochlorine pesticides — GC-MS'], [p('aHCH', 'α-六六六', 'α-HCH', MGKG, '0.07', 2), p('DDT', "p,p'-滴滴涕", "p,p'-DDT", MGKG, '0.09', 2)], 'RECALL'),
  s(101, 'chromatography', 'externalSoil', 'HJ 784-2016', ['土壤和沉积物 多环芳烃的测定 高效液相色谱法', 'Soil and sediment — PAHs — HPLC'], [p('BaP', '苯并[a]芘', 'Benzo[a]pyrene', UGKG, '5', 0), p('NAP', '萘', 'Naphthalene', UGKG, '3', 0)], 'RECALL', { constants: { k: '1000' } }),
  s(122, 'spectro-curve', 'soil', 'HJ 745-2015', ['土壤 氰化物和总氰化物的测定 分光光度法', 'Soil — cyanide and total cyanide — spectrophotometry'], [p('CN', '氰化物', 'Cyanide', MGKG, '0.01', 2)], 'DESIGN'),
  s(123, 'spectro-curve', 'soil', 'HJ 632-2011', ['土壤 总磷的测定 碱熔-钼锑抗分光光度法', 'Soil — total phosphorus — alkali fusion, Mo-Sb spectrophotometry'], [p('TP', '总磷', 'Total phosphorus', MGKG, '10', 0)], 'DESIGN'),
  s(130, 'spectro-curve', 'soil', 'HJ 634-2012', ['土壤 氨氮、亚硝酸盐氮、硝酸盐氮的测定 氯化钾溶液提取-分光光度法', 'Soil — ammonium, nitrite, nitrate N — KCl extraction, spectrophotometry'], [p('NH4-N', '氨氮', 'Ammonium nitrogen', MGKG, '0.10', 2), p('NO2-N', '亚硝酸盐氮', 'Nitrite nitrogen', MGKG, '0.15', 2), p('NO3-N', '硝酸盐氮', 'Nitrate nitrogen', MGKG, '0.25', 2)], 'DESIGN'),
  s(132, 'spectro-curve', 'iseSoil', 'HJ 873-2017', ['土壤 水溶性氟化物和总氟化物的测定 离子选择电极法', 'Soil — water-soluble and total fluoride — ion-selective electrode'], [p('F', '总氟化物', 'Total fluoride', MGKG, '63', 0)], 'DESIGN'),
  s(133, 'metals', 'directMass', 'HJ 923-2017', ['土壤和沉积物 总汞的测定 催化热解-冷原子吸收分光光度法', 'Soil and sediment — total mercury — catalytic pyrolysis, cold vapour AAS'], [p('Hg', '总汞', 'Total mercury', MGKG, '0.0002', 4)], 'DESIGN'),
  s(139, 'pretreatment', 'vialWeighing', 'HJ 642-2013', ['土壤 挥发性有机物样品瓶称重(前处理)', 'Soil — VOC sample vial weighing (pretreatment)'], [p('MASS', '样品质量', 'Sample mass', 'g', undefined, 2)], 'SRC'),
  s(140, 'titration', 'kjeldahl', 'HJ 717-2014', ['土壤质量 全氮的测定 凯氏法', 'Soil quality — total nitrogen — Kjeldahl'], [p('TN', '全氮', 'Total nitrogen', MGKG, '48', 0)], 'DESIGN'),
];
void sf;
