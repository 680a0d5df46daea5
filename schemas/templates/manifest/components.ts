// water-component{Water|Soil|Gufei|AmbientAir|GF}{suffix}: technique screens, one per matrix. The suffixes are
// pinyin initials (Fg 分光, Zl 重量, Rl 容量, Hw 红外, Qxsp 气相色谱, Qcl 前处理 ...); `decode` says how sure the
// reading is. A matrix without its own method gets a generic template of the same family (see adapt.ts).
import { dp, entry, oneRule, p, RULES, sf, SS_NO_MDL, type EntrySpec, type Opts } from './build.ts';
import { adaptParams, adaptVariant } from './adapt.ts';
import type { Confidence, FamilyId, Matrix, ParameterDef } from '../types.ts';

export const COMPONENT_MATRICES = ['Water', 'Soil', 'Gufei', 'AmbientAir', 'GF'] as const;
export type ComponentMatrix = (typeof COMPONENT_MATRICES)[number];
const MATRIX: Record<ComponentMatrix, Matrix> = { Water: 'water', Soil: 'soil', Gufei: 'gufei', AmbientAir: 'air', GF: 'gas' };
const KEY: Record<ComponentMatrix, 'W' | 'S' | 'G' | 'A' | 'F'> = { Water: 'W', Soil: 'S', Gufei: 'G', AmbientAir: 'A', GF: 'F' };

interface C {
  f: FamilyId;
  v: string;
  m: string;
  t: [string, string];
  p: ParameterDef[];
  c: Confidence;
  o?: Opts;
}
interface Suffix {
  zh: string;
  en: string;
  decode: 'sure' | 'likely' | 'guess';
  W?: C; S?: C; G?: C; A?: C; F?: C;
}
const c = (f: FamilyId, v: string, m: string, t: [string, string], ps: ParameterDef[], conf: Confidence, o?: Opts): C => ({ f, v, m, t, p: ps, c: conf, o });

const MGL = 'mg/L', UGL = 'μg/L', MGKG = 'mg/kg', UGKG = 'μg/kg', MGM3 = 'mg/m³', UGM3 = 'μg/m³';
const pH = p('pH', 'pH值', 'pH', '无量纲', undefined, 2);
const RATIO = (unit: string) => p('RATIO', '前处理系数', 'Pretreatment factor', unit, undefined, sf(4));
const MASS = p('MASS', '样品质量', 'Sample mass', 'g', undefined, 2);
const LEACH = p('VL', '应加浸提剂体积', 'Leachant volume to add', 'mL', undefined, 0);

export const SUFFIXES: Record<string, Suffix> = {
  Fg: { zh: '分光光度法', en: 'Spectrophotometry', decode: 'sure',
    W: c('spectro-curve', 'water', 'HJ 535-2009 / GB 11893-89 / GB 7467-87', ['水质 分光光度法通用原始记录', 'Water — spectrophotometry'], [p('NH3-N', '氨氮', 'Ammonia nitrogen', MGL, '0.025', 3), p('TP', '总磷', 'Total phosphorus', MGL, '0.01', 2), p('Cr6', '六价铬', 'Hexavalent chromium', MGL, '0.004', 3)], 'SRC'),
    S: c('spectro-curve', 'soil', 'HJ 745-2015 / HJ 632-2011', ['土壤 分光光度法通用原始记录', 'Soil — spectrophotometry'], [p('CN', '氰化物', 'Cyanide', MGKG, '0.01', 2), p('TP', '总磷', 'Total phosphorus', MGKG, '10', 0)], 'DESIGN'),
    G: c('spectro-curve', 'water', 'GB/T 15555.4-1995', ['固体废物浸出液 分光光度法通用原始记录', 'Solid-waste leachate — spectrophotometry'], [p('Cr6', '六价铬', 'Hexavalent chromium', MGL, '0.004', 3)], 'DESIGN'),
    A: c('spectro-curve', 'air', 'HJ 482-2009 / HJ 479-2009 / HJ 533-2009', ['环境空气 分光光度法通用原始记录', 'Ambient air — spectrophotometry'], [p('SO2', '二氧化硫', 'Sulfur dioxide', MGM3, '0.007', 3), p('NO2', '二氧化氮', 'Nitrogen dioxide', MGM3, '0.015', 3), p('NH3', '氨', 'Ammonia', MGM3, '0.01', 2)], 'DESIGN'),
    F: c('spectro-curve', 'air', 'HJ 533-2009', ['废气 氨的测定 纳氏试剂分光光度法', "Exhaust — ammonia — Nessler's reagent"], [p('NH3', '氨', 'Ammonia', MGM3, '0.25', 2)], 'DESIGN') },
  Zl: { zh: '重量法', en: 'Gravimetric', decode: 'sure',
    W: c('gravimetric', 'waterResidue', 'GB 11901-89', ['水质 悬浮物的测定 重量法', 'Water — suspended solids — gravimetric'], [p('SS', '悬浮物', 'Suspended solids', MGL, undefined, 0)], 'SRC', { notes: SS_NO_MDL }),
    S: c('gravimetric', 'dryMatter', 'HJ 613-2011', ['土壤 干物质和水分的测定 重量法', 'Soil — dry matter and water — gravimetric'], [p('DM', '干物质', 'Dry matter', '%', undefined, 1)], 'RECALL'),
    G: c('gravimetric', 'dryMatter', 'HJ 1222-2021', ['固体废物 水分和干物质含量的测定 重量法', 'Solid waste — water and dry matter — gravimetric'], [p('DM', '干物质', 'Dry matter', '%', undefined, 1)], 'DESIGN', { constants: { waterBasis: 'wet' } }),
    A: c('gravimetric', 'ambientPM', 'HJ 618-2011 / HJ 1263-2022', ['环境空气 颗粒物的测定 重量法', 'Ambient air — particulates — gravimetric'], [p('PM10', 'PM10', 'PM10', UGM3, '10', 0), p('PM2.5', 'PM2.5', 'PM2.5', UGM3, '10', 0), p('TSP', '总悬浮颗粒物', 'TSP', UGM3, '7', 0)], 'RECALL'),
    F: c('gravimetric', 'stack', 'GB/T 16157-1996', ['固定污染源 颗粒物的测定 重量法', 'Stationary source — particulates — gravimetric'], [p('PM', '颗粒物', 'Particulates', MGM3, '20', 1)], 'RECALL') },
  Lz: { zh: '离子色谱法', en: 'Ion chromatography', decode: 'guess',
    W: c('chromatography', 'externalDirect', 'HJ 84-2016', ['水质 无机阴离子的测定 离子色谱法', 'Water — inorganic anions — IC'], [p('F-', '氟离子', 'Fluoride', MGL, '0.006', 3), p('Cl-', '氯离子', 'Chloride', MGL, '0.007', 3), p('NO3-', '硝酸根', 'Nitrate', MGL, '0.016', 3), p('SO42-', '硫酸根', 'Sulfate', MGL, '0.018', 3)], 'DESIGN'),
    G: c('chromatography', 'externalDirect', 'HJ 84-2016', ['固体废物浸出液 无机阴离子 离子色谱法', 'Solid-waste leachate — anions — IC'], [p('F-', '氟离子', 'Fluoride', MGL, '0.006', 3), p('Cl-', '氯离子', 'Chloride', MGL, '0.007', 3)], 'DESIGN'),
    A: c('chromatography', 'externalGas', 'HJ 799-2016', ['环境空气 颗粒物中水溶性阴离子的测定 离子色谱法', 'Ambient air — water-soluble anions in PM — IC'], [p('SO42-', '硫酸根', 'Sulfate', UGM3, '0.03', 2), p('NO3-', '硝酸根', 'Nitrate', UGM3, '0.03', 2)], 'DESIGN', { constants: { volumeUnit: 'm³' } }),
    F: c('chromatography', 'externalGas', 'HJ 549-2016', ['环境空气和废气 氯化氢的测定 离子色谱法', 'Air and exhaust — hydrogen chloride — IC'], [p('HCl', '氯化氢', 'Hydrogen chloride', MGM3, '0.2', 2)], 'DESIGN') },
  Rl: { zh: '容量法', en: 'Titration', decode: 'sure',
    W: c('titration', 'forward', 'GB 11896-89', ['水质 氯化物的测定 硝酸银滴定法', 'Water — chloride — silver nitrate titration'], [p('Cl', '氯化物', 'Chloride', MGL, '10', 0)], 'DESIGN', { constants: { M: '35.45' } }),
    S: c('titration', 'soilOxidation', 'NY/T 1121.6-2006', ['土壤 有机质的测定 重铬酸钾氧化法', 'Soil — organic matter — dichromate oxidation'], [p('OM', '有机质', 'Organic matter', 'g/kg', undefined, 1)], 'DESIGN') },
  RlTow: { zh: '容量法(返滴定)', en: 'Titration (back titration)', decode: 'likely',
    W: c('titration', 'backBlank', 'HJ 828-2017', ['水质 化学需氧量的测定 重铬酸盐法', 'Water — COD — dichromate'], [p('COD', '化学需氧量', 'Chemical oxygen demand', MGL, '4', sf(3))], 'RECALL', { roundingTiers: [{ below: '100', rounding: dp(0) }] }),
    S: c('titration', 'kjeldahl', 'HJ 717-2014', ['土壤质量 全氮的测定 凯氏法', 'Soil — total nitrogen — Kjeldahl'], [p('TN', '全氮', 'Total nitrogen', MGKG, '48', 0)], 'DESIGN') },
  Ph: { zh: 'pH值', en: 'pH', decode: 'sure',
    W: c('single-reading', 'ph', 'HJ 1147-2020', ['水质 pH值的测定 电极法', 'Water — pH — electrode'], [p('pH', 'pH值', 'pH', '无量纲', undefined, 1)], 'RECALL'),
    S: c('single-reading', 'ph', 'HJ 962-2018', ['土壤 pH值的测定 电位法', 'Soil — pH — potentiometry'], [p('pH', 'pH值', 'pH', '无量纲')], 'RECALL', RULES.HJ962),
    G: c('single-reading', 'ph', 'GB/T 15555.12-1995', ['固体废物 腐蚀性测定 玻璃电极法', 'Solid waste — corrosivity — glass electrode'], [pH], 'RECALL'),
    A: c('single-reading', 'ph', 'GB 13580.4-92', ['大气降水 pH值的测定 电极法', 'Precipitation — pH — electrode'], [p('pH', 'pH值', 'pH', '无量纲', undefined, 2)], 'DESIGN') },
  Ddl: { zh: '电导率', en: 'Conductivity', decode: 'sure',
    W: c('single-reading', 'reading', '水和废水监测分析方法(第四版增补版) 3.1.9', ['水质 电导率 便携式电导率仪法', 'Water — conductivity — portable meter'], [p('EC', '电导率', 'Conductivity', 'μS/cm', undefined, sf(3))], 'RECALL'),
    S: c('single-reading', 'reading', 'HJ 802-2016', ['土壤 电导率的测定 电极法', 'Soil — conductivity — electrode'], [p('EC', '电导率', 'Conductivity', 'mS/m')], 'DESIGN', RULES.HJ802),
    A: c('single-reading', 'reading', 'GB 13580.3-92', ['大气降水 电导率的测定方法', 'Precipitation — conductivity'], [p('EC', '电导率', 'Conductivity', 'mS/m', undefined, sf(3))], 'DESIGN') },
  Rjy: { zh: '溶解氧(碘量法)', en: 'Dissolved oxygen (iodometric)', decode: 'likely',
    W: c('titration', 'do', 'GB 7489-87', ['水质 溶解氧的测定 碘量法', 'Water — dissolved oxygen — iodometric'], [p('DO', '溶解氧', 'Dissolved oxygen', MGL, '0.2', 1)], 'RECALL') },
  Fhw: { zh: '氟化物', en: 'Fluoride', decode: 'sure',
    W: c('spectro-curve', 'ise', 'GB 7484-87', ['水质 氟化物的测定 离子选择电极法', 'Water — fluoride — ISE'], [p('F', '氟化物', 'Fluoride', MGL, '0.05', 2)], 'RECALL'),
    S: c('spectro-curve', 'iseSoil', 'HJ 873-2017', ['土壤 总氟化物的测定 离子选择电极法', 'Soil — total fluoride — ISE'], [p('F', '总氟化物', 'Total fluoride', MGKG, '63', 0)], 'DESIGN'),
    G: c('spectro-curve', 'iseSoil', 'HJ 999-2018', ['固体废物 氟的测定 碱熔-离子选择电极法', 'Solid waste — fluorine — alkali fusion, ISE'], [p('F', '氟', 'Fluorine', MGKG, '40', 0)], 'DESIGN'),
    A: c('spectro-curve', 'iseAir', 'HJ 955-2018', ['环境空气 氟化物的测定 滤膜采样/氟离子选择电极法', 'Ambient air — fluoride — filter, ISE'], [p('F', '氟化物', 'Fluoride', UGM3, '0.5')], 'DESIGN', RULES.HJ955),
    F: c('spectro-curve', 'iseAir', 'HJ/T 67-2001', ['大气固定污染源 氟化物的测定 离子选择电极法', 'Stationary source — fluoride — ISE'], [p('F', '氟化物', 'Fluoride', MGM3, '0.06', 2)], 'DESIGN', { constants: { volumeUnit: 'L' } }) },
  Sh: { zh: '生化需氧量', en: 'BOD5', decode: 'guess',
    W: c('bod5', 'dilution', 'HJ 505-2009', ['水质 五日生化需氧量的测定 稀释与接种法', 'Water — BOD5 — dilution and seeding'], [p('BOD5', '五日生化需氧量', 'BOD5', MGL, '0.5')], 'RECALL', RULES.HJ505) },
  Yh: { zh: '氧化还原电位', en: 'Oxidation-reduction potential', decode: 'guess',
    W: c('single-reading', 'signed', '水和废水监测分析方法(第四版增补版) 3.1.10', ['水质 氧化还原电位 电极法', 'Water — ORP — electrode'], [p('ORP', '氧化还原电位', 'ORP', 'mV', undefined, 0)], 'DESIGN'),
    S: c('single-reading', 'signed', 'HJ 746-2015', ['土壤 氧化还原电位的测定 电位法', 'Soil — ORP — potentiometry'], [p('ORP', '氧化还原电位', 'ORP', 'mV', undefined, 0)], 'DESIGN') },
  Hw: { zh: '红外分光光度法(油类)', en: 'Infrared (oils)', decode: 'sure',
    W: c('ir-oil', 'water', 'HJ 637-2018', ['水质 石油类和动植物油类 红外分光光度法', 'Water — petroleum and animal/vegetable oils — IR'], [p('PET', '石油类', 'Petroleum', MGL, '0.06'), p('AVO', '动植物油类', 'Animal and vegetable oils', MGL, '0.06')], 'RECALL', { rounding: sf(3), roundingTiers: [{ below: '10', rounding: dp(2) }] }),
    S: c('ir-oil', 'soil', 'HJ 1051-2019', ['土壤 石油类的测定 红外分光光度法', 'Soil — petroleum — IR'], [p('PET', '石油类', 'Petroleum', MGKG, '4', sf(3))], 'RECALL'),
    F: c('ir-oil', 'fume', 'GB 18483-2001', ['饮食业油烟 红外分光光度法', 'Cooking fume — IR'], [p('FUME', '油烟', 'Cooking fume', MGM3, '0.1', 1)], 'DESIGN') },
  Yw: { zh: '异味/臭', en: 'Odour', decode: 'guess',
    W: c('single-reading', 'reading', 'GB/T 5750.4-2023', ['生活饮用水 臭和味(强度等级)', 'Drinking water — odour and taste (intensity grade)'], [p('ODOR', '臭和味(等级)', 'Odour (grade)', '级', undefined, 0)], 'GUESS'),
    A: c('single-reading', 'reading', 'HJ 1262-2022', ['环境空气和废气 臭气的测定 三点比较式臭袋法', 'Air and exhaust — odour — triangle odour bag method'], [p('ODOR', '臭气浓度', 'Odour concentration', '无量纲', undefined, 0)], 'GUESS'),
    F: c('single-reading', 'reading', 'HJ 1262-2022', ['废气 臭气的测定 三点比较式臭袋法', 'Exhaust — odour — triangle odour bag method'], [p('ODOR', '臭气浓度', 'Odour concentration', '无量纲', undefined, 0)], 'GUESS') },
  Ry: { zh: '溶解氧(电极法)', en: 'Dissolved oxygen (probe)', decode: 'guess',
    W: c('single-reading', 'reading', 'HJ 506-2009', ['水质 溶解氧的测定 电化学探头法', 'Water — dissolved oxygen — probe'], [p('DO', '溶解氧', 'Dissolved oxygen', MGL, undefined, 1)], 'RECALL') },
  Yjw: { zh: '有机物', en: 'Organic compounds', decode: 'likely',
    W: c('chromatography', 'externalWater', 'HJ 621-2011', ['水质 氯苯类化合物的测定 气相色谱法', 'Water — chlorobenzenes — GC'], [p('CB', '氯苯', 'Chlorobenzene', UGL, '0.5', 1), p('DCB', '1,4-二氯苯', '1,4-Dichlorobenzene', UGL, '0.5', 1)], 'DESIGN'),
    S: c('chromatography', 'internalExtract', 'HJ 834-2017', ['土壤 半挥发性有机物 气相色谱-质谱法', 'Soil — SVOCs — GC-MS'], [p('NAP', '萘', 'Naphthalene', MGKG, '0.09', 2), p('BaP', '苯并[a]芘', 'Benzo[a]pyrene', MGKG, '0.1', 1)], 'RECALL'),
    G: c('chromatography', 'internalExtract', 'HJ 951-2018', ['固体废物 半挥发性有机物 气相色谱-质谱法', 'Solid waste — SVOCs — GC-MS'], [p('NAP', '萘', 'Naphthalene', MGKG, '0.1', 1)], 'DESIGN'),
    F: c('chromatography', 'internalAir', 'HJ 734-2014', ['固定污染源废气 挥发性有机物 固相吸附-热脱附/气相色谱-质谱法', 'Stationary source — VOCs — sorbent, thermal desorption GC-MS'], [p('BENZ', '苯', 'Benzene', MGM3, '0.004', 3)], 'DESIGN', { constants: {} }) },
  Zyjt: { zh: '总有机碳', en: 'Total organic carbon', decode: 'sure',
    W: c('single-reading', 'difference', 'HJ 501-2009', ['水质 总有机碳的测定 燃烧氧化-非分散红外吸收法', 'Water — TOC — combustion, NDIR'], [p('TOC', '总有机碳', 'Total organic carbon', MGL, '0.1', 1)], 'RECALL'),
    S: c('single-reading', 'reading', 'HJ 695-2014', ['土壤 有机碳的测定 燃烧氧化-非分散红外法', 'Soil — organic carbon — combustion, NDIR'], [p('OC', '有机碳', 'Organic carbon', 'g/kg', '0.08', 2)], 'DESIGN', { notes: 'MDL 0.008 % = 0.08 g/kg (0.050 g sample), HJ 695-2014 §1 (read, AUDIT.md); two decimals so that it can be printed.' }) },
  Zd: { zh: '浊度', en: 'Turbidity', decode: 'sure',
    W: c('single-reading', 'reading', 'HJ 1075-2019', ['水质 浊度的测定 浊度计法', 'Water — turbidity — turbidimeter'], [p('TURB', '浊度', 'Turbidity', 'NTU', '0.3', 1)], 'RECALL') },
  Sd: { zh: '色度', en: 'Colour', decode: 'sure',
    W: c('single-reading', 'reading', 'GB 11903-89', ['水质 色度的测定 铂钴比色法', 'Water — colour — Pt-Co'], [p('COLOR', '色度', 'Colour', '度', '5', 0)], 'RECALL') },
  Jl: { zh: '菌落总数', en: 'Colony count', decode: 'sure',
    W: c('micro', 'plateCount', 'HJ 1000-2018', ['水质 细菌总数的测定 平皿计数法', 'Water — total bacterial count — plate count'], [p('TBC', '细菌总数', 'Total bacterial count', 'CFU/mL')], 'RECALL') },
  Zdc: { zh: '总大肠菌群', en: 'Total coliforms', decode: 'sure',
    W: c('micro', 'mpnWells', 'HJ 1001-2018', ['水质 总大肠菌群和粪大肠菌群的测定 酶底物法', 'Water — total and fecal coliforms — enzyme substrate'], [p('TC', '总大肠菌群', 'Total coliforms', 'MPN/L')], 'RECALL') },
  Fdc: { zh: '粪大肠菌群', en: 'Fecal coliforms', decode: 'sure',
    W: c('micro', 'mpnTubes', 'HJ 347.2-2018', ['水质 粪大肠菌群的测定 多管发酵法', 'Water — fecal coliforms — multiple-tube fermentation'], [p('FC', '粪大肠菌群', 'Fecal coliforms', 'MPN/L')], 'RECALL') },
  Wsw: { zh: '微生物', en: 'Microbiology', decode: 'likely',
    W: c('micro', 'mpnTubes', 'HJ 755-2015', ['水质 总大肠菌群和粪大肠菌群的测定 纸片快速法', 'Water — coliforms — paper strip method'], [p('TC', '总大肠菌群', 'Total coliforms', 'MPN/L')], 'DESIGN') },
  Qcl: { zh: '前处理', en: 'Pretreatment', decode: 'sure',
    W: c('pretreatment', 'ratio', 'HJ 678-2013', ['水质 金属总量的消解 微波消解法(前处理)', 'Water — microwave digestion for total metals (pretreatment)'], [RATIO('mL/mL')], 'DESIGN', { constants: { amountUnit: 'mL' }, exampleInputs: { amount: '25.0' } }),
    S: c('pretreatment', 'ratio', 'HJ 832-2017', ['土壤和沉积物 金属元素总量的消解 微波消解法(前处理)', 'Soil — microwave digestion for total metals (pretreatment)'], [RATIO('mL/g')], 'DESIGN', { constants: { amountUnit: 'g' } }),
    G: c('pretreatment', 'ratio', 'HJ 781-2016', ['固体废物 微波消解(前处理)', 'Solid waste — microwave digestion (pretreatment)'], [RATIO('mL/g')], 'DESIGN', { constants: { amountUnit: 'g' } }),
    A: c('pretreatment', 'ratio', 'HJ 657-2013', ['颗粒物滤膜 消解(前处理)', 'Particulate filter digestion (pretreatment)'], [RATIO('mL/份')], 'DESIGN', { constants: { amountUnit: '份' }, exampleInputs: { amount: '0.25' } }) },
  Yp: { zh: '液相色谱法', en: 'Liquid chromatography', decode: 'guess',
    W: c('chromatography', 'externalWater', 'HJ 478-2009', ['水质 多环芳烃的测定 液液萃取和固相萃取高效液相色谱法', 'Water — PAHs — HPLC'], [p('BaP', '苯并[a]芘', 'Benzo[a]pyrene', 'ng/L', '4', 0), p('NAP', '萘', 'Naphthalene', 'ng/L', '12', 0)], 'DESIGN', { constants: { k: '1000000' } }),
    S: c('chromatography', 'externalSoil', 'HJ 784-2016', ['土壤 多环芳烃的测定 高效液相色谱法', 'Soil — PAHs — HPLC'], [p('BaP', '苯并[a]芘', 'Benzo[a]pyrene', UGKG, '5', 0)], 'RECALL', { constants: { k: '1000' } }),
    G: c('chromatography', 'externalSoil', 'HJ 892-2017', ['固体废物 多环芳烃的测定 高效液相色谱法', 'Solid waste — PAHs — HPLC'], [p('BaP', '苯并[a]芘', 'Benzo[a]pyrene', UGKG, '5', 0)], 'DESIGN', { constants: { k: '1000' } }),
    A: c('chromatography', 'externalGas', 'HJ 647-2013', ['环境空气和废气 气相和颗粒物中多环芳烃的测定 高效液相色谱法', 'Air and exhaust — PAHs — HPLC'], [p('BaP', '苯并[a]芘', 'Benzo[a]pyrene', 'ng/m³', '0.1', 1)], 'DESIGN', { constants: { volumeUnit: 'm³', k: '1000' } }) },
  ZlGwz: { zh: '重量法(高温灼烧)', en: 'Gravimetric (ignition)', decode: 'likely',
    G: c('gravimetric', 'ignitionLoss', 'HJ 1024-2019', ['固体废物 热灼减率的测定 重量法', 'Solid waste — loss on ignition — gravimetric'], [p('LOI', '热灼减率', 'Loss on ignition', '%', undefined, 1)], 'DESIGN') },
  Rz: { zh: '容重', en: 'Bulk density', decode: 'likely',
    S: c('soil-physical', 'bulkDensity', 'NY/T 1121.4-2006', ['土壤 容重的测定 环刀法', 'Soil — bulk density — ring'], [p('BD', '容重', 'Bulk density', 'g/cm³', undefined, 2)], 'RECALL') },
  Zr: { zh: '溶解性总固体', en: 'Total dissolved solids', decode: 'guess',
    W: c('gravimetric', 'waterResidue', 'GB/T 5750.4-2023', ['水质 溶解性总固体 称量法', 'Water — total dissolved solids — gravimetric'], [p('TDS', '溶解性总固体', 'Total dissolved solids', MGL, '4', 0)], 'DESIGN', { exampleInputs: { A: '15.2660' } }) },
  Bh: { zh: '饱和导水率', en: 'Saturated hydraulic conductivity', decode: 'likely',
    S: c('soil-physical', 'hydraulic', 'LY/T 1218-1999', ['土壤 饱和导水率(渗滤率)的测定 环刀法', 'Soil — saturated hydraulic conductivity — ring'], [p('KS', '饱和导水率', 'Saturated hydraulic conductivity', 'mm/min', undefined, sf(3))], 'RECALL') },
  Kxd: { zh: '孔隙度', en: 'Porosity', decode: 'sure',
    S: c('soil-physical', 'porosity', 'LY/T 1215-1999', ['土壤 总孔隙度的测定', 'Soil — total porosity'], [p('POR', '总孔隙度', 'Total porosity', '%', undefined, 1)], 'RECALL') },
  Voc: { zh: '挥发性有机物', en: 'Volatile organic compounds', decode: 'sure',
    W: c('chromatography', 'internalWater', 'HJ 639-2012', ['水质 挥发性有机物 吹扫捕集/气相色谱-质谱法', 'Water — VOCs — purge and trap GC-MS'], oneRule([p('BENZ', '苯', 'Benzene', UGL, '1.4'), p('TOL', '甲苯', 'Toluene', UGL, '1.4')]), 'SRC', RULES.HJ639),
    S: c('chromatography', 'internalSoil', 'HJ 605-2011', ['土壤 挥发性有机物 吹扫捕集/气相色谱-质谱法', 'Soil — VOCs — purge and trap GC-MS'], [p('BENZ', '苯', 'Benzene', UGKG, '1.9', 1), p('TOL', '甲苯', 'Toluene', UGKG, '1.3', 1)], 'RECALL'),
    G: c('chromatography', 'internalSoil', 'HJ 643-2013', ['固体废物 挥发性有机物 顶空/气相色谱-质谱法', 'Solid waste — VOCs — headspace GC-MS'], [p('BENZ', '苯', 'Benzene', UGKG, '1.7', 1)], 'DESIGN'),
    A: c('chromatography', 'internalAir', 'HJ 644-2013', ['环境空气 挥发性有机物 吸附管采样-热脱附/气相色谱-质谱法', 'Ambient air — VOCs — sorbent tube GC-MS'], [p('BENZ', '苯', 'Benzene', UGM3, '0.4', 1), p('TOL', '甲苯', 'Toluene', UGM3, '0.4', 1)], 'RECALL'),
    F: c('chromatography', 'internalAir', 'HJ 734-2014', ['固定污染源废气 挥发性有机物 固相吸附-热脱附/气相色谱-质谱法', 'Stationary source — VOCs — sorbent, thermal desorption GC-MS'], [p('BENZ', '苯', 'Benzene', UGM3, '4', 0)], 'DESIGN') },
  Jxzc: { zh: '机械组成', en: 'Particle-size distribution', decode: 'sure',
    S: c('soil-physical', 'particleSize', 'NY/T 1121.3-2006', ['土壤 机械组成的测定 吸管法', 'Soil — particle size — pipette method'], [p('CLAY', '黏粒', 'Clay', '%', undefined, 1), p('SILT', '粉粒', 'Silt', '%'), p('SAND', '砂粒', 'Sand', '%')], 'RECALL', { rounding: dp(1) }) },
  VocQcl: { zh: '挥发性有机物前处理(称重)', en: 'VOC pretreatment (vial weighing)', decode: 'sure',
    S: c('pretreatment', 'vialWeighing', 'HJ 642-2013 / HJ 605-2011', ['土壤 VOC样品瓶称重', 'Soil — VOC vial weighing'], [MASS], 'SRC'),
    G: c('pretreatment', 'vialWeighing', 'HJ 643-2013', ['固体废物 VOC样品瓶称重', 'Solid waste — VOC vial weighing'], [MASS], 'DESIGN') },
  HffQcl: { zh: '挥发酚前处理(蒸馏)', en: 'Volatile phenol pretreatment (distillation)', decode: 'likely',
    W: c('pretreatment', 'ratio', 'HJ 503-2009', ['水质 挥发酚 预蒸馏(前处理)', 'Water — volatile phenols — distillation (pretreatment)'], [RATIO('mL/mL')], 'DESIGN', { constants: { amountUnit: 'mL' }, exampleInputs: { amount: '250', Vf: '250' } }),
    S: c('pretreatment', 'ratio', 'HJ 998-2018', ['土壤 挥发酚 蒸馏(前处理)', 'Soil — volatile phenols — distillation (pretreatment)'], [RATIO('mL/g')], 'DESIGN', { constants: { amountUnit: 'g' }, exampleInputs: { amount: '10.02', Vf: '250' } }) },
  Jc: { zh: '浸出', en: 'Leaching', decode: 'likely',
    G: c('solid-waste', 'leaching', 'HJ/T 300-2007', ['固体废物 浸出毒性浸出方法 醋酸缓冲溶液法', 'Solid waste — leaching — acetic acid buffer'], [LEACH], 'RECALL', { constants: { LS: '20', pHmin: '2.59', pHmax: '4.98', pHexample: '4.93' } }) },
  Fjw: { zh: '非甲烷总烃', en: 'Non-methane hydrocarbons', decode: 'sure',
    A: c('chromatography', 'nmhc', 'HJ 604-2017', ['环境空气 总烃、甲烷和非甲烷总烃 直接进样-气相色谱法', 'Ambient air — NMHC — direct injection GC'], [p('NMHC', '非甲烷总烃(以碳计)', 'NMHC (as C)', MGM3, '0.07', 2)], 'DESIGN'),
    F: c('chromatography', 'nmhc', 'HJ 38-2017', ['固定污染源废气 总烃、甲烷和非甲烷总烃 气相色谱法', 'Stationary source — NMHC — GC'], [p('NMHC', '非甲烷总烃(以碳计)', 'NMHC (as C)', MGM3, '0.07', 2)], 'DESIGN') },
  Qxsp: { zh: '气相色谱法', en: 'Gas chromatography', decode: 'sure',
    W: c('chromatography', 'externalDirect', 'HJ 620-2011', ['水质 挥发性卤代烃的测定 顶空气相色谱法', 'Water — volatile halogenated hydrocarbons — headspace GC'], [p('CHCl3', '三氯甲烷', 'Chloroform', UGL, '0.02', 2), p('CCl4', '四氯化碳', 'Carbon tetrachloride', UGL, '0.03', 2)], 'DESIGN'),
    S: c('chromatography', 'externalSoil', 'HJ 1021-2019', ['土壤 石油烃(C10-C40)的测定 气相色谱法', 'Soil — petroleum hydrocarbons C10–C40 — GC'], [p('TPH', '石油烃(C10-C40)', 'Petroleum hydrocarbons (C10–C40)', MGKG, '6', sf(3))], 'DESIGN'),
    G: c('chromatography', 'externalSoil', 'HJ 912-2017', ['固体废物 有机氯农药的测定 气相色谱法', 'Solid waste — organochlorine pesticides — GC'], [p('aHCH', 'α-六六六', 'α-HCH', UGKG, '5', 0)], 'DESIGN', { constants: { k: '1000' } }),
    A: c('chromatography', 'externalGas', 'HJ 583-2010', ['环境空气 苯系物的测定 固体吸附/热脱附-气相色谱法', 'Ambient air — BTEX — sorbent, thermal desorption GC'], [p('BENZ', '苯', 'Benzene', UGM3, '0.5', 1)], 'DESIGN', { constants: { volumeUnit: 'm³', k: '1000' } }),
    F: c('chromatography', 'externalGas', 'HJ 584-2010', ['环境空气 苯系物的测定 活性炭吸附/二硫化碳解吸-气相色谱法', 'Air — BTEX — charcoal, CS2 desorption GC'], [p('BENZ', '苯', 'Benzene', MGM3, '0.0015', 4)], 'DESIGN') },
  HfxQcl: { zh: '挥发性物质前处理', en: 'Volatiles pretreatment', decode: 'likely',
    S: c('pretreatment', 'vialWeighing', 'HJ 642-2013', ['土壤 挥发性物质 顶空瓶称重', 'Soil — volatiles — headspace vial weighing'], [MASS], 'DESIGN'),
    G: c('pretreatment', 'vialWeighing', 'HJ 643-2013', ['固体废物 挥发性物质 顶空瓶称重', 'Solid waste — volatiles — headspace vial weighing'], [MASS], 'DESIGN') },
  LswQcl: { zh: '硫酸雾前处理', en: 'Sulfuric acid mist pretreatment', decode: 'guess',
    F: c('pretreatment', 'ratio', 'HJ 544-2016', ['固定污染源废气 硫酸雾 滤筒提取(前处理)', 'Stationary source — sulfuric acid mist — filter extraction (pretreatment)'], [RATIO('mL/份')], 'GUESS', { constants: { amountUnit: '份' }, exampleInputs: { amount: '1', Vf: '50.0' } }) },
  CzQcl: { zh: '称重前处理', en: 'Weighing pretreatment', decode: 'guess',
    S: c('pretreatment', 'ratio', 'HJ 803-2016', ['土壤 称样与王水提取(前处理)', 'Soil — weighing and aqua regia extraction (pretreatment)'], [RATIO('mL/g')], 'GUESS', { constants: { amountUnit: 'g' } }) },
  Bzlm: { zh: '标准滤膜', en: 'Blank filter conditioning', decode: 'likely',
    A: c('gravimetric', 'filterBlank', 'HJ 618-2011', ['环境空气 颗粒物 滤膜恒重称量', 'Ambient air — filter conditioning and weighing'], [p('FILTER', '滤膜质量', 'Filter mass', 'mg', undefined, 2)], 'DESIGN'),
    F: c('gravimetric', 'filterBlank', 'HJ 836-2017', ['废气 低浓度颗粒物 滤膜恒重称量', 'Exhaust — low-concentration particulates — filter weighing'], [p('FILTER', '滤膜质量', 'Filter mass', 'mg', undefined, 2)], 'DESIGN') },
  Fsx: { zh: '腐蚀性', en: 'Corrosivity', decode: 'sure',
    G: c('solid-waste', 'corrosivityPH', 'GB 5085.1-2007 / GB/T 15555.12-1995', ['危险废物鉴别 腐蚀性 玻璃电极法', 'Hazardous waste — corrosivity — glass electrode'], [pH], 'RECALL') },
  ZlJc: { zh: '浸出(重量)', en: 'Leaching (mass record)', decode: 'likely',
    G: c('solid-waste', 'leaching', 'HJ 557-2010', ['固体废物 浸出 称量记录', 'Solid waste — leaching — mass record'], [LEACH], 'DESIGN', { constants: { LS: '10', pHexample: '6.50' } }) },
  ZlYjz: { zh: '有机质(灼烧减量)', en: 'Organic matter (loss on ignition)', decode: 'likely',
    G: c('gravimetric', 'ignitionLoss', 'HJ 761-2015', ['固体废物 有机质的测定 灼烧减量法', 'Solid waste — organic matter — loss on ignition'], [p('OM', '有机质', 'Organic matter', '%', undefined, 1)], 'DESIGN') },
  ZlJcSp: { zh: '浸出(水平振荡法)', en: 'Leaching (horizontal shaking)', decode: 'likely',
    G: c('solid-waste', 'leaching', 'HJ 557-2010', ['固体废物 浸出毒性浸出方法 水平振荡法', 'Solid waste — leaching — horizontal shaking'], [LEACH], 'RECALL', { constants: { LS: '10', pHexample: '6.50' } }) },
  ZlJcLs: { zh: '浸出(硫酸硝酸法)', en: 'Leaching (sulfuric/nitric acid)', decode: 'likely',
    G: c('solid-waste', 'leaching', 'HJ/T 299-2007', ['固体废物 浸出毒性浸出方法 硫酸硝酸法', 'Solid waste — leaching — sulfuric/nitric acid'], [LEACH], 'RECALL', { constants: { LS: '10', pHmin: '3.15', pHmax: '3.25', pHexample: '3.20' } }) },
};

const weaker = (decode: Suffix['decode'], conf: Confidence): Confidence => (decode === 'guess' ? 'GUESS' : conf);

function specFor(suffix: string, s: Suffix, mk: ComponentMatrix): EntrySpec {
  const route = `water-component${mk}${suffix}`;
  const matrix = MATRIX[mk];
  const own = s[KEY[mk]];
  if (own) return entry(route, matrix, own.f, own.v, own.m, own.t, own.p, weaker(s.decode, own.c), { ...own.o, notes: `${s.zh} / ${s.en}; route decoding: ${s.decode}.${own.o?.notes ? ` ${own.o.notes}` : ''}` });
  const base = (s.W ?? s.S ?? s.G ?? s.A ?? s.F)!;
  const variant = adaptVariant(base.f, base.v, matrix);
  const params = adaptParams(base.p, variant, matrix);
  const { exampleInputs, ...baseOpts } = base.o ?? {};
  const o: Opts = { ...baseOpts, ...(variant === base.v && exampleInputs ? { exampleInputs } : {}), constants: { ...(base.o?.constants ?? {}) }, notes: `Generic ${s.en} record: no ${matrix} method is tied to this screen; formulas follow ${base.m}. Route decoding: ${s.decode}.` };
  return entry(route, matrix, base.f, variant, '—', [`${s.zh}通用原始记录`, `${s.en} — generic record`], params, weaker(s.decode, 'DESIGN'), o);
}

export const componentTemplates: EntrySpec[] = Object.entries(SUFFIXES).flatMap(([suffix, s]) => COMPONENT_MATRICES.map((mk) => specFor(suffix, s, mk)));
