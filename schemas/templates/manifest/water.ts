// water-tmpl{N} (N = 37..65, 129, 136), each with a read-only Detail screen. The seed gives no number → method
// mapping; this one follows lims-practice §4 (water: classical, then instrumental, then biological).
import { dp, entry, oneRule, p, RULES, sf, SS_NO_MDL, type EntrySpec, type Opts } from './build.ts';
import type { Confidence, FamilyId, ParameterDef } from '../types.ts';

const w = (n: number, f: FamilyId, v: string, m: string, t: [string, string], ps: ParameterDef[], c: Confidence, o: Opts = {}): EntrySpec =>
  entry(`water-tmpl${n}`, 'water', f, v, m, t, ps, c, o, true);

const MGL = 'mg/L';
const UGL = 'μg/L';

export const waterTemplates: EntrySpec[] = [
  w(37, 'single-reading', 'ph', 'HJ 1147-2020', ['水质 pH值的测定 电极法', 'Water quality — pH — electrode method'], [p('pH', 'pH值', 'pH', '无量纲', undefined, 1)], 'RECALL'),
  w(38, 'single-reading', 'reading', '水和废水监测分析方法(第四版增补版) 3.1.9', ['水质 电导率的测定 便携式电导率仪法', 'Water quality — conductivity — portable meter'], [p('EC', '电导率', 'Conductivity', 'μS/cm', undefined, sf(3))], 'RECALL'),
  w(39, 'titration', 'do', 'GB 7489-87', ['水质 溶解氧的测定 碘量法', 'Water quality — dissolved oxygen — iodometric method'], [p('DO', '溶解氧', 'Dissolved oxygen', MGL, '0.2', 1)], 'RECALL'),
  w(40, 'single-reading', 'reading', 'HJ 506-2009', ['水质 溶解氧的测定 电化学探头法', 'Water quality — dissolved oxygen — electrochemical probe'], [p('DO', '溶解氧', 'Dissolved oxygen', MGL, undefined, 1)], 'RECALL'),
  w(41, 'single-reading', 'reading', 'HJ 1075-2019', ['水质 浊度的测定 浊度计法', 'Water quality — turbidity — turbidimeter'], [p('TURB', '浊度', 'Turbidity', 'NTU', '0.3', 1)], 'RECALL', { notes: 'Standard number tagged unconfirmed in lims-practice §5.' }),
  w(42, 'single-reading', 'reading', 'GB 11903-89', ['水质 色度的测定 铂钴比色法', 'Water quality — colour — platinum-cobalt method'], [p('COLOR', '色度', 'Colour', '度', '5', 0)], 'RECALL'),
  w(43, 'gravimetric', 'waterResidue', 'GB 11901-89', ['水质 悬浮物的测定 重量法', 'Water quality — suspended solids — gravimetric'], [p('SS', '悬浮物', 'Suspended solids', MGL, undefined, 0)], 'SRC', { notes: SS_NO_MDL }),
  w(44, 'titration', 'backBlank', 'HJ 828-2017', ['水质 化学需氧量的测定 重铬酸盐法', 'Water quality — COD — dichromate method'], [p('COD', '化学需氧量', 'Chemical oxygen demand', MGL, '4')], 'RECALL', { rounding: sf(3), roundingTiers: [{ below: '100', rounding: dp(0) }], constants: { M: '8' } }),
  w(45, 'titration', 'permanganate', 'GB 11892-89', ['水质 高锰酸盐指数的测定', 'Water quality — permanganate index'], [p('CODMn', '高锰酸盐指数', 'Permanganate index', MGL, '0.5', 1)], 'RECALL'),
  w(46, 'bod5', 'dilution', 'HJ 505-2009', ['水质 五日生化需氧量(BOD5)的测定 稀释与接种法', 'Water quality — BOD5 — dilution and seeding'], [p('BOD5', '五日生化需氧量', 'BOD5', MGL, '0.5')], 'RECALL', RULES.HJ505),
  w(47, 'spectro-curve', 'water', 'HJ 535-2009', ['水质 氨氮的测定 纳氏试剂分光光度法', "Water quality — ammonia nitrogen — Nessler's reagent spectrophotometry"], [p('NH3-N', '氨氮', 'Ammonia nitrogen', MGL, '0.025', 3)], 'SRC'),
  w(48, 'spectro-curve', 'water', 'HJ 536-2009', ['水质 氨氮的测定 水杨酸分光光度法', 'Water quality — ammonia nitrogen — salicylic acid spectrophotometry'], [p('NH3-N', '氨氮', 'Ammonia nitrogen', MGL, '0.01', 2)], 'RECALL'),
  w(49, 'spectro-curve', 'water', 'GB 11893-89', ['水质 总磷的测定 钼酸铵分光光度法', 'Water quality — total phosphorus — ammonium molybdate spectrophotometry'], [p('TP', '总磷', 'Total phosphorus', MGL, '0.01', 2)], 'RECALL'),
  w(50, 'spectro-curve', 'tn', 'HJ 636-2012', ['水质 总氮的测定 碱性过硫酸钾消解紫外分光光度法', 'Water quality — total nitrogen — alkaline persulfate UV spectrophotometry'], [p('TN', '总氮', 'Total nitrogen', MGL, '0.05')], 'RECALL', RULES.HJ636),
  w(51, 'spectro-curve', 'ise', 'GB 7484-87', ['水质 氟化物的测定 离子选择电极法', 'Water quality — fluoride — ion-selective electrode'], [p('F', '氟化物', 'Fluoride', MGL, '0.05', 2)], 'RECALL'),
  w(52, 'spectro-curve', 'water', 'HJ 586-2010', ['水质 游离氯和总氯的测定 N,N-二乙基-1,4-苯二胺分光光度法', 'Water quality — free and total chlorine — DPD spectrophotometry'], [p('Cl2-T', '总氯', 'Total chlorine', MGL, '0.03', 2), p('Cl2-F', '游离氯', 'Free chlorine', MGL, '0.03', 2)], 'RECALL', { notes: 'Formula symbols unconfirmed (lims-practice §4.13); rows choose free or total chlorine.' }),
  w(53, 'spectro-curve', 'water', 'HJ 503-2009', ['水质 挥发酚的测定 4-氨基安替比林分光光度法', 'Water quality — volatile phenols — 4-AAP spectrophotometry'], [p('VPHEN', '挥发酚', 'Volatile phenols', MGL, '0.0003', 4)], 'DESIGN'),
  w(54, 'spectro-curve', 'water', 'GB 7467-87', ['水质 六价铬的测定 二苯碳酰二肼分光光度法', 'Water quality — hexavalent chromium — DPC spectrophotometry'], [p('Cr6', '六价铬', 'Hexavalent chromium', MGL, '0.004', 3)], 'DESIGN'),
  w(55, 'spectro-curve', 'water', 'HJ 1226-2021', ['水质 硫化物的测定 亚甲基蓝分光光度法', 'Water quality — sulfide — methylene blue spectrophotometry'], [p('S2', '硫化物', 'Sulfide', MGL, '0.003', 3)], 'DESIGN'),
  w(56, 'spectro-curve', 'water', 'HJ 484-2009', ['水质 氰化物的测定 容量法和分光光度法', 'Water quality — cyanide — titrimetric and spectrophotometric'], [p('CN', '氰化物', 'Cyanide', MGL, '0.004', 3)], 'DESIGN'),
  w(57, 'spectro-curve', 'water', 'GB 7494-87', ['水质 阴离子表面活性剂的测定 亚甲蓝分光光度法', 'Water quality — anionic surfactants — methylene blue spectrophotometry'], [p('LAS', '阴离子表面活性剂', 'Anionic surfactants', MGL, '0.05', 2)], 'DESIGN'),
  w(58, 'titration', 'forward', 'GB 11896-89', ['水质 氯化物的测定 硝酸银滴定法', 'Water quality — chloride — silver nitrate titration'], [p('Cl', '氯化物', 'Chloride', MGL, '10', 0)], 'DESIGN', { constants: { M: '35.45' } }),
  w(59, 'titration', 'forward', 'GB 7477-87', ['水质 钙和镁总量的测定 EDTA滴定法', 'Water quality — calcium and magnesium (total hardness) — EDTA titration'], [p('HARD', '总硬度(以CaCO3计)', 'Total hardness (as CaCO3)', MGL, '5', 0)], 'DESIGN', { constants: { M: '100.09' } }),
  w(60, 'ir-oil', 'water', 'HJ 637-2018', ['水质 石油类和动植物油类的测定 红外分光光度法', 'Water quality — petroleum and animal/vegetable oils — IR spectrophotometry'], [p('PET', '石油类', 'Petroleum', MGL, '0.06'), p('AVO', '动植物油类', 'Animal and vegetable oils', MGL, '0.06')], 'RECALL', { rounding: sf(3), roundingTiers: [{ below: '10', rounding: dp(2) }] }),
  w(61, 'metals', 'waterDirect', 'HJ 700-2014', ['水质 65种元素的测定 电感耦合等离子体质谱法', 'Water quality — 65 elements — ICP-MS'], [p('Pb', '铅', 'Lead', UGL, '0.09', 2), p('Cd', '镉', 'Cadmium', UGL, '0.05', 2), p('Cu', '铜', 'Copper', UGL, '0.08', 2), p('Zn', '锌', 'Zinc', UGL, '0.67', 2), p('Ni', '镍', 'Nickel', UGL, '0.06', 2), p('Mn', '锰', 'Manganese', UGL, '0.12', 2)], 'RECALL'),
  w(62, 'metals', 'waterDigest', 'HJ 694-2014', ['水质 汞、砷、硒、铋和锑的测定 原子荧光法', 'Water quality — Hg, As, Se, Bi, Sb — atomic fluorescence'], [p('Hg', '汞', 'Mercury', UGL, '0.04', 2), p('As', '砷', 'Arsenic', UGL, '0.3', 1), p('Se', '硒', 'Selenium', UGL, '0.4', 1), p('Bi', '铋', 'Bismuth', UGL, '0.2', 1), p('Sb', '锑', 'Antimony', UGL, '0.2', 1)], 'RECALL'),
  w(63, 'metals', 'waterDirect', 'GB 7475-87', ['水质 铜、锌、铅、镉的测定 原子吸收分光光谱法', 'Water quality — Cu, Zn, Pb, Cd — atomic absorption'], [p('Cu', '铜', 'Copper', MGL, '0.05', 2), p('Zn', '锌', 'Zinc', MGL, '0.05', 2), p('Pb', '铅', 'Lead', MGL, '0.2', 1), p('Cd', '镉', 'Cadmium', MGL, '0.05', 2)], 'RECALL'),
  w(64, 'chromatography', 'internalWater', 'HJ 639-2012', ['水质 挥发性有机物的测定 吹扫捕集/气相色谱-质谱法', 'Water quality — VOCs — purge and trap GC-MS'], oneRule([p('BENZ', '苯', 'Benzene', UGL, '1.4'), p('TOL', '甲苯', 'Toluene', UGL, '1.4'), p('CHCl3', '三氯甲烷', 'Chloroform', UGL, '1.4'), p('TCE', '三氯乙烯', 'Trichloroethylene', UGL, '1.2'), p('PCE', '四氯乙烯', 'Tetrachloroethylene', UGL, '1.2')]), 'SRC', RULES.HJ639),
  w(65, 'micro', 'plateCount', 'HJ 1000-2018', ['水质 细菌总数的测定 平皿计数法', 'Water quality — total bacterial count — plate count'], [p('TBC', '细菌总数', 'Total bacterial count', 'CFU/mL')], 'RECALL'),
  w(129, 'micro', 'mpnWells', 'HJ 1001-2018', ['水质 总大肠菌群和粪大肠菌群的测定 酶底物法', 'Water quality — total and fecal coliforms — enzyme substrate'], [p('FC', '粪大肠菌群', 'Fecal coliforms', 'MPN/L')], 'RECALL', { notes: 'Quanti-Tray/2000 MPN by maximum likelihood; compare with the IDEXX table before release.' }),
  w(136, 'chromatography', 'externalDirect', 'HJ 84-2016', ['水质 无机阴离子的测定 离子色谱法', 'Water quality — inorganic anions — ion chromatography'], [p('F-', '氟离子', 'Fluoride', MGL, '0.006', 3), p('Cl-', '氯离子', 'Chloride', MGL, '0.007', 3), p('NO3-', '硝酸根', 'Nitrate', MGL, '0.016', 3), p('SO42-', '硫酸根', 'Sulfate', MGL, '0.018', 3)], 'DESIGN'),
];
