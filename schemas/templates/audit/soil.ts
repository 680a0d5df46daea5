// Soil methods (and the soil screens of water-component*). See water.ts for what "read" means.
import { ISSUE14, RULE_SEARCHED_AGAIN, SEARCHED_AGAIN, audit, done, fix, keep, mdl, seen } from './build.ts';
import type { StandardAudit } from './types.ts';

const NOTATION = 'not stated in the clauses read (template prints `{MDL}L`)';

export const soilAudits: StandardAudit[] = [
  audit('GB/T 17141-1997', '土壤质量 铅、镉的测定 石墨炉原子吸收分光光度法', ['soil-tmpl92'], {
    evidence: [
      seen(
        'http://m.yihng.cn/cpzs/243.html',
        "an instrument vendor's page on soil cadmium quoting §1.2 in Chinese: 检出限（按称取 0.5g 试样消解定容至 50ml 计算）为铅 0.1mg/kg，镉 0.01mg/kg (and GB/T 17140-1997's 铅 0.2mg/kg, 镉 0.05mg/kg); a secondary quotation, read 2026-11-25",
      ),
      seen(
        'https://www.chinesestandard.net/PDF.aspx/GBT17141-1997',
        'contents (§7 Result representation, Annex A water content) and §1–§2 (English translation): §1.2 "The detection limit (calculated by digesting 0.5g of test piece to the constant volume of 50mL) … 0.1 mg/kg, for both lead and cadmium"; §2 HCl–HNO3–HF–HClO4 total digestion',
      ),
    ],
    reportingClause: '§7 (contents only; text not read)',
    analytes: [
      mdl('Pb', '0.1', 'mg/kg', '0.5 g digested to 50 mL'),
      mdl('Cd', '0.01', 'mg/kg', '0.5 g digested to 50 mL, §1.2 as the Chinese quotation reads it'),
    ],
    belowMdlNotation: NOTATION,
    note: 'The two copies disagree on cadmium: the Chinese quotation gives 铅 0.1、镉 0.01 mg/kg under the same condition, the English translation 0.1 mg/kg "for both". The Chinese wording is the standard\'s language and names each metal, and the translation reads as the two values merged, so the audit takes 0.01 mg/kg: the template\'s MDL (0.01 mg/kg, two decimals) agrees, and the departure listed until 2026-11-25 ("set 0.1") is withdrawn, not fixed; nothing in the template changed. Before this page was found the Chinese text had been searched for on 2026-11-24 and five times on 2026-11-25 (the Chinese scope sentence, the MDL wording, the English title; then lab documents quoting §1.2: verification reports, capability tables, report method columns), finding only the translation, demo LIMS data in the code corpus (not used) and the superseded GB 15618-1995 method table (https://www.antpedia.com/news/16/n-2271816.html: graphite-furnace cadmium \'0.005以上\' mg/kg, from the 1992 handbook). The Chinese original itself was not reached: a lab that needs the clause verbatim should check it.',
  }),
  audit('HJ 1021-2019', '土壤 石油烃(C10-C40)的测定 气相色谱法', ['water-componentSoilQxsp', 'soil-tmpl98'], {
    evidence: [seen('http://ibook.antpedia.com/x/504886.html', '§1–§4 (scope with MDL, references, definition, principle)')],
    analytes: [mdl('TPH', '6', 'mg/kg', '10.0 g sample, 1.0 mL final volume, 1.0 μL injection')],
    belowMdlNotation: NOTATION,
  }),
  audit('HJ 1051-2019', '土壤 石油类的测定 红外分光光度法', ['water-componentSoilHw', 'soil-tmpl99'], {
    evidence: [seen('http://www.gd-sct.com/dgweb_content-1021976.html', '§1–§4 (scope with MDL, references, definition, principle)')],
    formulaClause: 'not read (§4 principle read: tetrachloroethylene extract, magnesium silicate clean-up, A2930, A2960, A3030)',
    analytes: [mdl('PET', '4', 'mg/kg', '10 g sample, 50 mL extract, 40 mm cell')],
    belowMdlNotation: NOTATION,
  }),
  audit('HJ 1082-2019', '土壤和沉积物 六价铬的测定 碱溶液提取-火焰原子吸收分光光度法', ['soil-tmpl94'], {
    evidence: [seen('https://gxjzx.com/38759.html', '§1 scope and foreword')],
    analytes: [mdl('Cr6', '0.5', 'mg/kg', '5.0 g sample, 100 mL final volume')],
    belowMdlNotation: NOTATION,
  }),
  audit('HJ 491-2019', '土壤和沉积物 铜、锌、铅、镍、铬的测定 火焰原子吸收分光光度法', ['soil-tmpl91'], {
    evidence: [
      seen('https://m.baijiantest.com/infoDetails/83/16004727', '§1–§4 (scope with MDLs, references, principle, interference)'),
      seen('http://squhzkp.com.cn/Article-2057001.html', 'foreword (replaces HJ 491-2009, GB/T 17138-1997, GB/T 17139-1997)'),
    ],
    analytes: [
      mdl('Cu', '1', 'mg/kg', '0.2 g sample, 25 mL after digestion'),
      mdl('Zn', '1', 'mg/kg', '0.2 g, 25 mL'),
      mdl('Pb', '10', 'mg/kg', '0.2 g, 25 mL'),
      mdl('Ni', '3', 'mg/kg', '0.2 g, 25 mL'),
      mdl('Cr', '4', 'mg/kg', '0.2 g, 25 mL'),
    ],
    belowMdlNotation: NOTATION,
  }),
  audit('HJ 605-2011', '土壤和沉积物 挥发性有机物的测定 吹扫捕集/气相色谱-质谱法', ['water-componentSoilVoc', 'water-componentSoilVocQcl', 'soil-tmpl95'], {
    evidence: [
      seen(
        'code corpus: a public tool that parses the official MEE PDF (https://www.mee.gov.cn/ywgz/fgbz/bz/bzwb/jcffbz/201102/W020130206497978086463.pdf) into a standard record, build_hj605.py (read_file id 70792635392; the search names no repository)',
        'Annex A Table A.1 as parsed and asserted: 5 g sample, full scan, MDLs 0.2–3.2 μg/kg (benzene 1.9, toluene 1.3, chloroform 1.1, trichloroethylene 1.2, tetrachloroethylene 1.4 μg/kg; lower limits 4 × MDL with stated exceptions); §8.2 (calibration 5–200 μg/L, RRF RSD ≤ 20 %, r ≥ 0.99); §11.4 QC (surrogate recovery 70–130 %). §9 (results) is not in the parsed record',
      ),
    ],
    reportingClause: '§9 结果计算与表示 (not in the record read)',
    analytes: [
      mdl('BENZ', '1.9', 'μg/kg', '5 g sample, full scan (Annex A)'),
      mdl('TOL', '1.3', 'μg/kg', '5 g sample, full scan (Annex A)'),
      mdl('CHCl3', '1.1', 'μg/kg', '5 g sample, full scan (Annex A)'),
      mdl('TCE', '1.2', 'μg/kg', '5 g sample, full scan (Annex A)'),
    ],
    belowMdlNotation: NOTATION,
    note: "The templates' MDLs (benzene 1.9, toluene 1.3, chloroform 1.1, TCE 1.2 μg/kg) agree with Annex A for a 5 g sample. Their one decimal is the template's; the results clause (§9) was not read.",
  }),
  audit('HJ 613-2011', '土壤 干物质和水分的测定 重量法', ['water-componentSoilZl', 'soil-tmpl82'], {
    evidence: [
      seen('https://mamapasoapaso.com/zrYVcZUKvs/News/View.aspx?id=133', '§1–§5 (scope, references, definitions incl. constant mass, principle, apparatus)'),
    ],
    formulaClause: 'not read (§4 principle read: mass loss at 105 ± 5 °C to constant mass; w_H2O on a dry-mass basis, §3.2)',
    analytes: [mdl('DM', null, '%', 'no detection limit; balance 0.01 g (§5.3)'), mdl('H2O', null, '%', 'no detection limit')],
    belowMdlNotation: 'none (no MDL)',
    note: 'lims-practice §4.20 gives "results to 0.1 %" from recall; the reporting clause was not read.',
  }),
  audit('HJ 632-2011', '土壤 总磷的测定 碱熔-钼锑抗分光光度法', ['water-componentSoilFg', 'soil-tmpl123'], {
    evidence: [
      seen('https://www.biao-zhun.cn/39914.html', '§1–§6.3 (scope with MDL, references, principle, apparatus, sample preparation)'),
      seen('http://m.gd-sct.com/detail-2552434.html', '§1–§4.9 (scope with MDL, references, principle, reagents)'),
    ],
    formulaClause: 'not read (§3 principle read: NaOH fusion, phosphomolybdenum blue at 700 nm; §6.3 dry matter by HJ 613)',
    analytes: [mdl('TP', '10.0', 'mg/kg', '0.2500 g sample, 30 mm cell; lower limit of determination 40.0 mg/kg')],
    belowMdlNotation: NOTATION,
    note: 'The two templates report TP differently (soil-tmpl123: whole numbers; water-componentSoilFg: three significant figures); the reporting clause was not read, so neither is confirmed.',
  }),
  audit('HJ 634-2012', '土壤 氨氮、亚硝酸盐氮、硝酸盐氮的测定 氯化钾溶液提取-分光光度法', ['soil-tmpl130'], {
    evidence: [
      seen('https://m.wenke99.com/p-14655790.html', '§1–§3.2 (scope with MDLs, principle of the ammonium and nitrite determinations)'),
      seen('https://777doc.com/doc-7795418.html', 'cover and contents'),
    ],
    analytes: [
      mdl('NH4-N', '0.10', 'mg/kg', '40.0 g sample; lower limit 0.40 mg/kg (the copy reads "检出上限", the MDL)'),
      mdl('NO2-N', '0.15', 'mg/kg', '40.0 g sample; lower limit 0.60 mg/kg'),
      mdl('NO3-N', '0.25', 'mg/kg', '40.0 g sample; lower limit 1.00 mg/kg'),
    ],
    belowMdlNotation: NOTATION,
  }),
  audit(
    'HJ 642-2013',
    '土壤和沉积物 挥发性有机物的测定 顶空/气相色谱-质谱法',
    ['water-componentSoilVocQcl', 'water-componentSoilHfxQcl', 'soil-tmpl96', 'soil-tmpl139'],
    {
      evidence: [
        seen(
          'https://renrendoc.com/paper/337479831.html',
          'fragments of §5 (standards, internal standards), §7 and the results clause (symbols ρIS = internal-standard concentration in the calibration series, 50 μg/L; RRF = mean relative response factor; results above 1000 μg/kg treated as high content; water content by HJ 613)',
        ),
      ],
      formulaClause:
        'results clause (fragment read): internal-standard quantitation with ρIS and the mean RRF, as the internalSoil variant; the full formula and its dry-mass term were not read',
      note: "The template's example uses ρIS 20.0 μg/L; the standard's calibration series uses 50 μg/L (a lab setting, not a departure). MDLs were not read (the fragment holds none).",
    },
  ),
  audit('HJ 680-2013', '土壤和沉积物 汞、砷、硒、铋、锑的测定 微波消解/原子荧光法', ['soil-tmpl93'], {
    note: `${SEARCHED_AGAIN}; ${RULE_SEARCHED_AGAIN}. A journal abstract (https://lhjyhxfc.mat-test.com/en/article/doi/10.11973/lhjy-hx202206008) calls its own limits (Hg 0.0005, As 0.008, Se 0.002, Sb 0.007 mg/kg) lower than HJ 680-2013's without stating the standard's, so the per-element MDLs stay not read.`,
    departures: [
      done(
        fix(
          ['soil-tmpl93'],
          'reporting',
          'fixed decimals per element (Hg 3, others 2)',
          `decimals tied to the MDL with at most three significant figures — ${ISSUE14}`,
          'Declare the rule as data (issue 14 deliver 2).',
        ),
        'RULES.HJ680: below 1 mg/kg decimals as the MDL (≤ 3 s.f.), from 1 mg/kg three significant figures, tier chosen on the rounded value',
      ),
    ],
  }),
  audit('HJ 695-2014', '土壤 有机碳的测定 燃烧氧化-非分散红外法', ['water-componentSoilZyjt'], {
    evidence: [
      seen(
        'http://www.szlhsb.com/infoDetails/82/16018365',
        '§1–§6.1 (scope with MDL, references, principle: combustion above 680 °C, interference: carbonates removed with phosphoric acid, reagents)',
      ),
      seen('https://m.wnwk.com/doc/2654045.html', 'cover and contents (§9 结果计算与表示)'),
    ],
    formulaClause: '§9 结果计算与表示 (contents only; text not read)',
    reportingClause: '§9 (contents only; text not read)',
    analytes: [mdl('OC', '0.008', '%', '0.050 g sample; lower limit 0.032 %; not for oil-sludge contaminated soil')],
    belowMdlNotation: NOTATION,
    departures: [
      keep(
        ['water-componentSoilZyjt'],
        'unit',
        'g/kg',
        '% (mass fraction), §1',
        'The same quantity (1 % = 10 g/kg); g/kg is how soil organic carbon is usually tabulated.',
        'OC',
      ),
      done(
        fix(
          ['water-componentSoilZyjt'],
          'mdl',
          'MDL 0.1 g/kg, one decimal',
          '0.008 % = 0.08 g/kg (0.050 g sample), §1',
          "The template's MDL is 25 % above the method's and one decimal cannot print 0.08 g/kg; use 0.08 g/kg with two decimals (or report in % as the standard does).",
          'OC',
        ),
        'MDL 0.08 g/kg with two decimals: 0.07 prints "0.08L", 0.08 prints "0.08" (tests/unit/templates/auditFixes.test.ts)',
      ),
    ],
  }),
  audit('HJ 717-2014', '土壤质量 全氮的测定 凯氏法', ['water-componentSoilRlTow', 'soil-tmpl140'], {
    note: `Only the cover, announcement and contents were reached (http://www.mydoc123.com/p-1499016.html: issued 2014-11-27, in force 2015-01-01; §9 结果计算与表示): no clause text, so the row stays "not read". ${SEARCHED_AGAIN}.`,
  }),
  audit('HJ 745-2015', '土壤 氰化物和总氰化物的测定 分光光度法', ['water-componentSoilFg', 'soil-tmpl122'], { note: `${SEARCHED_AGAIN}.` }),
  audit('HJ 746-2015', '土壤 氧化还原电位的测定 电位法', ['water-componentSoilYh'], {
    note: 'Only the cover, contents and foreword were reached (https://taowenge.com/p-96305676.html: modified from ISO 11271:2002; a field method; §9 结果计算与表示, Annex A soil water state, Annex C reference-electrode potentials), so the row stays not read. The template adds E_ref to the reading (signed variant), as the contents suggest.',
  }),
  audit('HJ 784-2016', '土壤 多环芳烃的测定 高效液相色谱法', ['water-componentSoilYp', 'soil-tmpl101'], { note: `${SEARCHED_AGAIN}.` }),
  audit('HJ 802-2016', '土壤 电导率的测定 电极法', ['water-componentSoilDdl', 'soil-tmpl89'], {
    evidence: [
      seen(
        'https://gxjzx.com/31820.html',
        '§1–§6.3 (scope, references, terms, principle: 1:5 (m/V) water extract at 20 ± 1 °C read at 25 ± 1 °C, interference, reagents)',
      ),
      seen('http://m.xueyilian.cn/ymhb-Article-2535248', 'a vendor article quoting the reporting rule (clause number not shown)'),
    ],
    reportingClause: "the results clause as quoted by a vendor article (clause number not shown; the standard's own text not read)",
    reportingRule: 'in mS/m; results ≥ 100 mS/m to three significant figures, results < 100 mS/m to one decimal',
    analytes: [mdl('EC', null, 'mS/m', '§1 states no detection limit; air-dried soil only')],
    belowMdlNotation: 'none (no MDL)',
    departures: [
      done(
        fix(
          ['water-componentSoilDdl', 'soil-tmpl89'],
          'reporting',
          'three significant figures at any value (5.234 mS/m prints "5.23")',
          'below 100 mS/m one decimal ("5.2"), from 100 mS/m three significant figures (results clause as quoted)',
          'Declare the two tiers (issue 14 deliver 2), tier chosen on the rounded value.',
        ),
        'RULES.HJ802: one decimal, at most three significant figures (5.234 → "5.2", 123.4 → "123")',
      ),
    ],
  }),
  audit('HJ 803-2016', '土壤和沉积物 12种金属元素的测定 王水提取-电感耦合等离子体质谱法', ['water-componentSoilCzQcl', 'soil-tmpl90'], {
    departures: [
      done(
        fix(
          ['soil-tmpl90'],
          'formula',
          "(ρ − ρ0)·V·f/(m·w_dm): the blank digest multiplied by the sample digest's dilution",
          'the blank digest follows its own dilution: (ρ·f − ρ0·f0)·V/(m·w_dm) (issue 30; the formula clause not read)',
          'Diluting only the sample digest took f blanks off.',
        ),
        'header f0 (blank digest dilution, default 1) in the soilDigest variant, so also HJ 491, GB/T 17141, HJ 766, HJ 781, HJ 786, HJ 751, HJ 749 and HJ 1082: worked example soil-tmpl90 DIL prints "1.48" (was 1.25)',
      ),
      done(
        fix(
          ['soil-tmpl90'],
          'reporting',
          'fixed decimals per element',
          `decimals tied to the MDL with at most three significant figures — ${ISSUE14}`,
          'Declare the rule as data (issue 14 deliver 2).',
        ),
        'RULES.HJ803: decimals as the MDL, at most three significant figures',
      ),
    ],
    note: `Per-element MDLs are in a table of §1 that no copy found showed. The scope's twelve elements (Cd, Co, Cu, Cr, Mn, Ni, Pb, Zn, V, As, Mo, Sb) are named in a news summary of the standard (https://taiyuan.baogaosu.com, 环保部发布四项土壤检测标准, 2016-07-07), not the standard's text: the template's six elements are all among them. An English summary (https://topic.echemi.com/a/soil-and-sediment-aqua-regia-extraction-inductively-coupled-plasma-mass-spectrometry-1_213843.html: the same twelve elements; aqua regia on a hot plate or in a microwave digester, ICP-MS with internal standards) refers to the MDL table without showing it. ${SEARCHED_AGAIN}; ${RULE_SEARCHED_AGAIN}.`,
  }),
  audit('HJ 832-2017', '土壤和沉积物 金属元素总量的消解 微波消解法(前处理)', ['water-componentSoilQcl'], {
    note: 'Edition confirmed by MEE announcement 2017 No. 31 as a copy of HJ 835 quotes it (https://max.book118.com/html/2023/0730/6224141015005205.shtm): HJ 832, HJ 833, HJ 834 and HJ 835 issued 2017-07-18, in force 2017-09-01; no clause read.',
  }),
  audit('HJ 834-2017', '土壤和沉积物 半挥发性有机物的测定 气相色谱-质谱法', ['water-componentSoilYjw', 'soil-tmpl97'], {
    note: `Edition confirmed by MEE announcement 2017 No. 31 as a copy of HJ 835 quotes it (https://max.book118.com/html/2023/0730/6224141015005205.shtm): HJ 832, HJ 833, HJ 834 and HJ 835 issued 2017-07-18, in force 2017-09-01; ${SEARCHED_AGAIN}.`,
  }),
  audit('HJ 835-2017', '土壤和沉积物 有机氯农药的测定 气相色谱-质谱法', ['soil-tmpl100'], {
    note: 'Only the cover, MEE announcement 2017 No. 31 (issued 2017-07-18, in force 2017-09-01) and a fragment of §7 (mass-spectrometer conditions, DFTPP tuning check) were reached (https://max.book118.com/html/2023/0730/6224141015005205.shtm); §1 and its MDLs were not, so the row stays not read.',
  }),
  audit('HJ 873-2017', '土壤 总氟化物的测定 离子选择电极法', ['water-componentSoilFhw', 'soil-tmpl132'], { note: `${SEARCHED_AGAIN}.` }),
  audit('HJ 923-2017', '土壤和沉积物 总汞的测定 催化热解-冷原子吸收分光光度法', ['soil-tmpl133'], {
    evidence: [seen('http://ayainochi.cn/dgweb_content-897724.html', '§1–§4 (scope with MDL, references, principle, reagents)')],
    analytes: [mdl('Hg', '0.2', 'μg/kg', '0.1 g sample; range 0.8–6.0×10³ μg/kg')],
    belowMdlNotation: NOTATION,
    departures: [
      keep(
        ['soil-tmpl133'],
        'unit',
        'mg/kg (MDL 0.0002 mg/kg)',
        'μg/kg (MDL 0.2 μg/kg), §1',
        'Same MDL; the template reports in mg/kg, the unit of the GB 15618 / GB 36600 screening values it is compared with.',
        'Hg',
      ),
    ],
  }),
  audit('HJ 962-2018', '土壤 pH值的测定 电位法', ['water-componentSoilPh', 'soil-tmpl83'], {
    evidence: [seen('http://www.umetest.com/news/detail/4010.html', '§1–§4.7 (scope, references, principle: water:soil 2.5:1, reagents)')],
    analytes: [mdl('pH', null, '无量纲', 'no detection limit')],
    belowMdlNotation: 'none (no MDL)',
    note: `The copy read stops at §4.7; ${RULE_SEARCHED_AGAIN}.`,
    departures: [
      done(
        fix(
          ['water-componentSoilPh', 'soil-tmpl83'],
          'reporting',
          'prints the reading to 2 decimals at any value',
          `readings below 2.00 or above 12.00 are reported as "pH<2.00" / "pH>12.00" — ${ISSUE14}`,
          'Add the out-of-range notation (issue 14 deliver 2).',
        ),
        'RULES.HJ962: two decimals; outOfRange 2.00–12.00 prints "pH<2.00" / "pH>12.00"',
      ),
    ],
  }),
  audit('HJ 998-2018', '土壤 挥发酚 蒸馏(前处理)', ['water-componentSoilHffQcl'], {}),
  audit('LY/T 1215-1999', '土壤 总孔隙度的测定', ['water-componentSoilKxd', 'soil-tmpl86'], {}),
  audit('LY/T 1218-1999', '土壤 饱和导水率(渗滤率)的测定 环刀法', ['water-componentSoilBh', 'soil-tmpl87'], {}),
  audit('LY/T 1225-1999', '森林土壤颗粒组成(机械组成)的测定 吸管法', ['soil-tmpl84'], {}),
  audit('NY/T 1121.3-2006', '土壤 机械组成的测定 吸管法', ['water-componentSoilJxzc'], {}),
  audit('NY/T 1121.4-2006', '土壤 容重的测定 环刀法', ['water-componentSoilRz', 'soil-tmpl85'], {}),
  audit('NY/T 1121.6-2006', '土壤 有机质的测定 重铬酸钾氧化法', ['water-componentSoilRl', 'soil-tmpl88'], {}),
];
