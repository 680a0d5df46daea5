// air-tmpl{N} (N = 66..77, 81, 135): ambient air (matrix 'air') and stationary-source gas (matrix 'gas').
import { dp, entry, p, RULES, sf, type EntrySpec, type Opts } from './build.ts';
import type { Confidence, FamilyId, Matrix, ParameterDef } from '../types.ts';

const a = (n: number, m: Matrix, f: FamilyId, v: string, s: string, t: [string, string], ps: ParameterDef[], c: Confidence, o: Opts = {}): EntrySpec =>
  entry(`air-tmpl${n}`, m, f, v, s, t, ps, c, o);

const MGM3 = 'mg/m³';
const UGM3 = 'μg/m³';

export const airTemplates: EntrySpec[] = [
  a(66, 'air', 'gravimetric', 'ambientPM', 'HJ 1263-2022', ['环境空气 总悬浮颗粒物的测定 重量法', 'Ambient air — TSP — gravimetric'], [p('TSP', '总悬浮颗粒物', 'Total suspended particulates', UGM3, '7', 0)], 'RECALL'),
  a(67, 'air', 'gravimetric', 'ambientPM', 'HJ 618-2011', ['环境空气 PM10和PM2.5的测定 重量法', 'Ambient air — PM10 and PM2.5 — gravimetric'], [p('PM10', 'PM10', 'PM10', UGM3, '10', 0), p('PM2.5', 'PM2.5', 'PM2.5', UGM3, '10', 0)], 'RECALL'),
  a(68, 'gas', 'gravimetric', 'stack', 'GB/T 16157-1996', ['固定污染源排气中颗粒物测定与气态污染物采样方法', 'Stationary source exhaust — particulates and gaseous sampling'], [p('PM', '颗粒物', 'Particulates', MGM3, '20', 1)], 'RECALL', { notes: 'MDL 20 mg/m³ is the amended lower limit of determination (lims-practice §4.29).' }),
  a(69, 'gas', 'gravimetric', 'stack', 'HJ 836-2017', ['固定污染源废气 低浓度颗粒物的测定 重量法', 'Stationary source — low-concentration particulates — gravimetric'], [p('PM', '颗粒物', 'Particulates', MGM3, '1.0', 1)], 'RECALL', RULES.HJ836),
  a(70, 'air', 'spectro-curve', 'air', 'HJ 482-2009', ['环境空气 二氧化硫的测定 甲醛吸收-副玫瑰苯胺分光光度法', 'Ambient air — SO2 — formaldehyde absorption pararosaniline spectrophotometry'], [p('SO2', '二氧化硫', 'Sulfur dioxide', MGM3, '0.007', 3)], 'DESIGN'),
  a(71, 'air', 'spectro-curve', 'air', 'HJ 479-2009', ['环境空气 氮氧化物(一氧化氮和二氧化氮)的测定 盐酸萘乙二胺分光光度法', 'Ambient air — NOx — Saltzman spectrophotometry'], [p('NO2', '二氧化氮', 'Nitrogen dioxide', MGM3, '0.015', 3)], 'DESIGN', { constants: { fS: '0.88' }, notes: 'fS = Saltzman coefficient 0.88 [RECALL]. MDL 0.015 mg/m³: HJ 479-2009 §1 for 10 mL absorbent and 24 L sampled (read, AUDIT.md); the 50 mL, 288 L scheme gives 0.006 mg/m³.' }),
  a(72, 'air', 'spectro-curve', 'air', 'HJ 533-2009', ['环境空气和废气 氨的测定 纳氏试剂分光光度法', "Ambient air and exhaust — ammonia — Nessler's reagent spectrophotometry"], [p('NH3', '氨', 'Ammonia', MGM3, '0.01', 2)], 'DESIGN'),
  a(73, 'air', 'spectro-curve', 'air', 'GB/T 15516-1995', ['空气质量 甲醛的测定 乙酰丙酮分光光度法', 'Air quality — formaldehyde — acetylacetone spectrophotometry'], [p('HCHO', '甲醛', 'Formaldehyde', MGM3, '0.008', 3)], 'DESIGN'),
  a(74, 'air', 'chromatography', 'nmhc', 'HJ 604-2017', ['环境空气 总烃、甲烷和非甲烷总烃的测定 直接进样-气相色谱法', 'Ambient air — total hydrocarbons, methane, NMHC — direct injection GC'], [p('NMHC', '非甲烷总烃(以碳计)', 'Non-methane hydrocarbons (as C)', MGM3, '0.07', 2)], 'DESIGN'),
  a(75, 'air', 'chromatography', 'internalAir', 'HJ 644-2013', ['环境空气 挥发性有机物的测定 吸附管采样-热脱附/气相色谱-质谱法', 'Ambient air — VOCs — sorbent tube, thermal desorption GC-MS'], [p('BENZ', '苯', 'Benzene', UGM3, '0.4', 1), p('TOL', '甲苯', 'Toluene', UGM3, '0.4', 1), p('EB', '乙苯', 'Ethylbenzene', UGM3, '0.3', 1), p('XYL', '二甲苯', 'Xylenes', UGM3, '0.6', 1)], 'RECALL'),
  a(76, 'air', 'spectro-curve', 'iseAir', 'HJ 955-2018', ['环境空气 氟化物的测定 滤膜采样/氟离子选择电极法', 'Ambient air — fluoride — filter sampling, ion-selective electrode'], [p('F', '氟化物', 'Fluoride', UGM3, '0.5')], 'DESIGN', RULES.HJ955),
  a(77, 'gas', 'chromatography', 'acidMist', 'HJ 544-2016', ['固定污染源废气 硫酸雾的测定 离子色谱法', 'Stationary source — sulfuric acid mist — ion chromatography'], [p('H2SO4', '硫酸雾(以H2SO4计)', 'Sulfuric acid mist (as H2SO4)', MGM3, '0.2', 2)], 'DESIGN', { notes: 'MDL 0.2 mg/m³ at 0.40 m³ sampled and 100 mL (HJ 544-2016 §1, read). Result as H2SO4: sulfate × 98.08/96.06 less the blank cartridge (issue 14).' }),
  a(81, 'gas', 'ir-oil', 'fume', 'GB 18483-2001', ['饮食业油烟排放标准 附录A 金属滤筒吸收和红外分光光度法', 'Cooking fume — metal filter cartridge, IR spectrophotometry'], [p('FUME', '油烟', 'Cooking fume', MGM3, '0.1', 1)], 'DESIGN'),
  a(135, 'air', 'metals', 'airFilter', 'HJ 657-2013', ['空气和废气 颗粒物中铅等金属元素的测定 电感耦合等离子体质谱法', 'Air and exhaust — metals in particulates — ICP-MS'], [p('Pb', '铅', 'Lead', 'ng/m³', '0.6', 1), p('Cd', '镉', 'Cadmium', 'ng/m³', '0.03', 2), p('As', '砷', 'Arsenic', 'ng/m³', '0.7', 1), p('Mn', '锰', 'Manganese', 'ng/m³', '0.3', 1), p('Ni', '镍', 'Nickel', 'ng/m³', '0.5', 1)], 'RECALL', { rounding: sf(3) }),
];
void dp;
