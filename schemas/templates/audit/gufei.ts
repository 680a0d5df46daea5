// Solid-waste (gufei) methods: leaching, hazard characteristics, analysis of solids and leachates. See water.ts for
// what "read" means.
import { ISSUE14, RULE_SEARCHED_AGAIN, SEARCHED_AGAIN, audit, done, fix, mdl, seen, transcribed } from './build.ts';
import type { StandardAudit } from './types.ts';

const NOTATION = 'not stated in the clauses read (template prints `{MDL}L`)';

export const gufeiAudits: StandardAudit[] = [
  audit('GB 5085.1-2007', '危险废物鉴别标准 腐蚀性鉴别', ['water-componentGufeiFsx', 'gufei-tmpl127'], {
    evidence: [
      seen('https://shingvip.com/news/show-999.html', 'foreword and §1 (replaces GB 5085.1-1996; adds the steel-corrosion criterion)'),
      seen('http://m.duqu8.com/p/1744/egkjbmo.html', 'the criteria (§4) as summarised: pH ≥ 12.5 or ≤ 2.0; 20# steel (GB/T 699) at 55 °C corroded ≥ 6.35 mm/a'),
    ],
    analytes: [mdl('pH', null, '无量纲', 'a criterion, not a measurement'), mdl('CR', null, 'mm/a', 'a criterion, not a measurement')],
    belowMdlNotation: 'none (no MDL)',
    judgement:
      'hazardous if leachate pH ≥ 12.5 or ≤ 2.0, or corrosion rate ≥ 6.35 mm/a (§4); the text read names no rounded-value comparison, so GB/T 8170-2008 §4.3 full-value comparison applies',
    departures: [
      done(
        fix(
          ['gufei-tmpl127'],
          'judgement',
          'compares the rounded value (result_r ≥ 6.35): 6.3468 mm/a is judged hazardous',
          'full-value comparison (GB/T 8170-2008 §4.3) unless the standard names the rounded-value one; the criteria read name none',
          'Compare the full value and print the decision rule with the verdict (issue 14 deliver 1).',
        ),
        'decision full (GB/T 8170-2008 §4.3.1): the judgement reads `result`; 6.3468 prints "6.35" and is not corrosive (worked example gufei-tmpl127 LIM)',
      ),
      done(
        fix(
          ['water-componentGufeiFsx'],
          'judgement',
          'compares the rounded pH (result_r ≥ 12.5 || result_r ≤ 2.0)',
          'full-value comparison (GB/T 8170-2008 §4.3); the criteria read name no rounded-value comparison',
          'As above.',
        ),
        'decision full: the judgement reads `result`, not `result_r` (same corrosivityPH variant as gufei-tmpl103)',
      ),
    ],
  }),
  audit('GB/T 15555.11-1995', '固体废物 氟化物的测定 离子选择性电极法(浸出液)', ['gufei-tmpl110'], {}),
  audit('GB/T 15555.12-1995', '固体废物 腐蚀性测定 玻璃电极法', ['water-componentGufeiPh', 'water-componentGufeiFsx', 'gufei-tmpl103'], {
    evidence: [
      seen(
        'http://u.720life.cn/doc/105354',
        '§1–§4.1 (Chinese): §1.2.1 pH by glass electrode, range 0–14; §2 a waste with pH ≤ 2 or ≥ 12.5 is corrosive; §3 leachate: 100 g (dry basis) with 1 L water (L/S 10), shaken 8 h at 110 ± 10 /min (amplitude 40 mm), 16 h standing, 0.45 μm filter, pH measured at once; below 0.5 % dry solids the liquid is measured directly',
      ),
    ],
    formulaClause: '§4 (read to §4.1, principle): the reading of the calibrated pH meter; the templates take the reading (0–14, as §1.2.1)',
    reportingClause: 'not read (§4.2 onwards)',
    judgement:
      'gufei-tmpl103 and water-componentGufeiFsx judge corrosivity by GB 5085.1-2007 §4.1 (pH ≥ 12.5 or ≤ 2.0; §2 of this standard states the same bounds), on the full value (GB/T 8170-2008 §4.3.1)',
    departures: [
      done(
        fix(
          ['gufei-tmpl103'],
          'judgement',
          'compares the rounded pH (result_r ≥ 12.5 || result_r ≤ 2.0)',
          `full-value comparison (GB/T 8170-2008 §4.3) unless a standard names the rounded-value one — ${ISSUE14}`,
          'Compare the full value; state the rule with the verdict.',
        ),
        'decision full: the judgement reads `result`; 12.495 prints "12.50" and is not corrosive (worked example gufei-tmpl103 TIE)',
      ),
    ],
  }),
  audit('GB/T 15555.4-1995', '固体废物 六价铬的测定 二苯碳酰二肼分光光度法', ['water-componentGufeiFg', 'gufei-tmpl109'], { note: `${SEARCHED_AGAIN}.` }),
  audit('GB/T 261-2021', '闪点的测定 宾斯基-马丁闭口杯法', ['gufei-tmpl104'], {
    edition:
      '2021 (issued 2021-10-11, in force 2022-05-01), replacing GB/T 261-2008; GB 5085.4-2007 §2 cites GB/T 261 undated ("凡是不注日期的引用文件,其最新版本适用于本标准"), so the 2021 edition applies',
    evidence: [
      seen(
        'https://www.hfquan.cn/h-nd-5730.html',
        'GB 5085.4-2007 §1–§4.2: §2 lists GB/T 261 without a date (latest edition applies); §3.1 flash point at 101.3 kPa; §4.1 liquid waste with closed-cup flash point < 60 °C is ignitable',
      ),
      seen(
        'http://www.lvshoufg.com/solution/environment/2019/0418/485847.html',
        'GB 5085.4-2007 criterion (the judgement the template applies): liquid waste with closed-cup flash point < 60 °C is ignitable',
      ),
      seen(
        'https://www.bzchaxun.com/view/8007122010000000.html',
        'GB/T 261-2021 record: status current, dates, scope (flash points 40 °C–370 °C; procedures A, B, C; not for water-based paints)',
      ),
      seen('http://bhygbaby.com/paper/239900872.html', 'a summary of what GB/T 261-2021 changed against the 2008 edition'),
    ],
    analytes: [mdl('FP', null, '℃', 'no detection limit')],
    belowMdlNotation: 'none (no MDL)',
    judgement:
      'ignitable if the closed-cup flash point < 60 °C (GB 5085.4-2007 §4.1, read); no rounded-value comparison named, so GB/T 8170-2008 §4.3 full-value comparison',
    formulaClause: "not read in the 2021 edition: the template keeps the 2008 edition's pressure correction t0 + 0.25·(101.3 − p) (not read in either edition)",
    reportingClause: 'not read: the template keeps reporting to 0.5 °C',
    departures: [
      done(
        fix(
          ['gufei-tmpl104'],
          'method',
          'cites GB/T 261-2008',
          'GB/T 261-2021 replaced it (in force 2022-05-01); its scope is flash points 40 °C–370 °C',
          'Cite the current edition and check its pressure correction and reporting clauses; a waste flashing below 40 °C is outside the 2021 scope (the < 60 °C judgement still holds, but say the value is outside the validated range).',
        ),
        "cites GB/T 261-2021 (GB 5085.4-2007 §2 cites GB/T 261 undated); the template notes say a value outside 40–370 °C is judged but outside the method's scope; the seeded SW-FP test item follows (server/seed/lab.ts). Pressure correction and 0.5 °C reporting still not read",
      ),
      done(
        fix(
          ['gufei-tmpl104'],
          'judgement',
          'compares the value rounded to 0.5 °C (result_r < 60)',
          'full-value comparison (GB/T 8170-2008 §4.3) unless GB 5085.4 names the rounded-value one; the criterion read names none',
          'Compare the full value (issue 14 deliver 1).',
        ),
        'decision full: the judgement reads `result`; 59.75 °C prints "60.0" and is ignitable (worked example gufei-tmpl104 TIE)',
      ),
    ],
    note: "The evidence is for the judgement (GB 5085.4-2007) and the 2021 edition's record and scope: its pressure correction and 0.5 °C reporting clauses were not read.",
  }),
  audit('HJ 1024-2019', '固体废物 热灼减率的测定 重量法', ['water-componentGufeiZlGwz', 'gufei-tmpl117'], { note: `${SEARCHED_AGAIN}.` }),
  audit('HJ 1222-2021', '固体废物 水分和干物质含量的测定 重量法', ['water-componentGufeiZl', 'gufei-tmpl105'], {
    evidence: [
      seen('https://www.biao-zhun.cn/117906.html', '§1–§3 (scope, references, definitions of water content, dry matter and constant mass)'),
      seen('http://www.mydoc123.com/p-1528897.html', 'cover, contents (§8 结果计算与表示), foreword'),
    ],
    formulaClause:
      '§8 结果计算与表示 (contents only; text not read). §3.1 (read) defines the water content as the mass of water evaporated over the total (wet) sample mass',
    reportingClause: '§8 (contents only; text not read)',
    analytes: [mdl('DM', null, '%', '§1 states no detection limit; not for waste high in volatile organics or flammable/explosive waste')],
    belowMdlNotation: 'none (no MDL)',
    departures: [
      done(
        fix(
          ['water-componentGufeiZl', 'gufei-tmpl105'],
          'formula',
          'water = (m1 − m2)/(m2 − m0) × 100, on the dry mass (the HJ 613 soil definition)',
          "water content = water evaporated over the total sample mass, §3.1: (m1 − m2)/(m1 − m0) × 100 with the template's symbols",
          "The solid-waste water content is on the wet-mass basis; a sludge with 80 % water on the wet basis prints 400 % on the dry basis. Check §8's formula when read.",
        ),
        'water = (m1 − m2)/(m1 − m0) × 100 on the wet mass (dryMatter variant with waterBasis wet; worked example gufei-tmpl105: 13.5 %, not 15.6 %)',
      ),
    ],
  }),
  audit('HJ 557-2010', '固体废物 浸出毒性浸出方法 水平振荡法', ['water-componentGufeiZlJc', 'water-componentGufeiZlJcSp', 'gufei-tmpl79'], {
    edition: '2010 (issued 2010-02-02, in force 2010-05-01), replacing GB 5086.2-1997',
    evidence: [seen('https://www.chinesestandard.net/PDF/English.aspx/HJ557-2010', 'record and a summary of §1 (English translation)')],
    belowMdlNotation: 'none (a leaching procedure: no result of its own)',
    note: '§1 as summarised: assesses the leaching of inorganic pollutants to surface or ground water, cyanide, sulfide and other volatile pollutants excepted; not for samples containing non-water-soluble liquids. A pretreatment record: no MDL or reporting rule applies.',
  }),
  audit(
    'HJ 643-2013',
    '固体废物 挥发性有机物的测定 顶空/气相色谱-质谱法',
    ['water-componentGufeiVoc', 'water-componentGufeiVocQcl', 'water-componentGufeiHfxQcl', 'gufei-tmpl111', 'gufei-tmpl128'],
    { note: `${SEARCHED_AGAIN} (four queries; they returned HJ 760, HJ 642 and HJ 713 instead).` },
  ),
  audit('HJ 702-2014', '固体废物 汞、砷、硒、铋、锑的测定 微波消解/原子荧光法', ['gufei-tmpl108'], { note: `${SEARCHED_AGAIN}.` }),
  audit('HJ 749-2015', '固体废物 总铬的测定 火焰原子吸收分光光度法', ['gufei-tmpl116'], { note: `${SEARCHED_AGAIN}.` }),
  audit('HJ 751-2015', '固体废物 镍和铜的测定 火焰原子吸收分光光度法', ['gufei-tmpl115'], { note: `${SEARCHED_AGAIN}.` }),
  audit('HJ 761-2015', '固体废物 有机质的测定 灼烧减量法', ['water-componentGufeiZlYjz'], {
    note: 'Only the cover, contents and foreword were reached (https://taowenge.com/d-96306708.html: first issue, in force 2015-12-01; §8 结果计算与表示, §9 精密度), so the row stays not read.',
  }),
  audit('HJ 766-2015', '固体废物 金属元素的测定 电感耦合等离子体质谱法', ['gufei-tmpl106'], {
    note: 'Only the announcement page was found; per-element MDLs not read.',
  }),
  audit('HJ 781-2016', '固体废物 22种金属元素的测定 电感耦合等离子体发射光谱法', ['water-componentGufeiQcl', 'gufei-tmpl107', 'gufei-tmpl137'], {
    evidence: [
      seen('https://docx.baby/p/20791062091462.html', 'cover, contents (§9 结果计算与表示; Annex A MDLs per element), foreword'),
      seen('http://guifan.ocsyun.com/ocsstandardinfo/info_391804', 'foreword and the start of §1 (solid waste and leachate)'),
    ],
    reportingClause: '§9 结果计算与表示 (contents only; text not read)',
    belowMdlNotation: NOTATION,
    note: `The English record (https://www.chinesestandard.net/PDF/English.amp.aspx/HJ781-2016: issued 2016-02-01, in force 2016-03-01, scope summary) adds no clause; ${RULE_SEARCHED_AGAIN}.`,
    departures: [
      done(
        fix(
          ['gufei-tmpl107'],
          'reporting',
          'fixed 0 decimals per element',
          `decimals tied to the MDL with at most three significant figures — ${ISSUE14}`,
          'Declare the rule as data (issue 14 deliver 2).',
        ),
        'RULES.HJ781: decimals as the MDL, at most three significant figures (mdlDecimals, maxSignificant 3)',
      ),
    ],
  }),
  audit('HJ 786-2016', '固体废物 铅、锌和镉的测定 火焰原子吸收分光光度法', ['gufei-tmpl114'], {
    evidence: [seen('http://www.slyikang.com/apply/detail/16', 'foreword and §1 (scope with MDLs)')],
    analytes: [
      mdl('Pb', '2.0', 'mg/kg', '0.5 g sample, 25 mL after digestion'),
      mdl('Zn', '2.0', 'mg/kg', '0.5 g, 25 mL'),
      mdl('Cd', '0.3', 'mg/kg', '0.5 g, 25 mL'),
    ],
    belowMdlNotation: NOTATION,
    departures: [
      done(
        fix(['gufei-tmpl114'], 'mdl', 'MDL 10 mg/kg', '2.0 mg/kg (0.5 g, 25 mL), §1', "The template's MDL is five times the method's.", 'Pb'),
        'MDL 2.0 mg/kg as §1, one decimal (worked example gufei-tmpl114)',
      ),
      done(
        fix(['gufei-tmpl114'], 'mdl', 'MDL 3 mg/kg', '2.0 mg/kg (0.5 g, 25 mL), §1', "Use the method's MDL (or the lab's verified one, cited).", 'Zn'),
        'MDL 2.0 mg/kg as §1, one decimal (worked example gufei-tmpl114)',
      ),
      done(
        fix(['gufei-tmpl114'], 'mdl', 'MDL 1 mg/kg', '0.3 mg/kg (0.5 g, 25 mL), §1', "Use the method's MDL (or the lab's verified one, cited).", 'Cd'),
        'MDL 0.3 mg/kg as §1, one decimal (worked example gufei-tmpl114)',
      ),
    ],
    note: 'The standard also covers leachates (mg/L); the template reports the solid only.',
  }),
  audit('HJ 892-2017', '固体废物 多环芳烃的测定 高效液相色谱法', ['water-componentGufeiYp', 'gufei-tmpl118'], { note: `${SEARCHED_AGAIN}.` }),
  audit('HJ 912-2017', '固体废物 有机氯农药的测定 气相色谱法', ['water-componentGufeiQxsp', 'gufei-tmpl113'], { note: `${SEARCHED_AGAIN}.` }),
  audit('HJ 951-2018', '固体废物 半挥发性有机物 气相色谱-质谱法', ['water-componentGufeiYjw', 'gufei-tmpl112'], { note: `${SEARCHED_AGAIN}.` }),
  audit('HJ 999-2018', '固体废物 氟的测定 碱熔-离子选择电极法', ['water-componentGufeiFhw', 'gufei-tmpl138'], {
    note: `Only the cover, contents and foreword were reached (http://www.renrendoc.com/paper/327085241.html: first issue 2018-12-26, in force 2019-06-01; §10 结果计算与表示), so the row stays not read. ${SEARCHED_AGAIN}.`,
  }),
  audit('HJ/T 299-2007', '固体废物 浸出毒性浸出方法 硫酸硝酸法', ['water-componentGufeiZlJcLs', 'gufei-tmpl78'], {
    evidence: [
      transcribed(
        'https://www.mee.gov.cn/ywgz/fgbz/bz/bzwb/jcffbz/200704/W020120104548867264666.pdf',
        'HJT299-2007.json',
        '§3, §4.5.1 (leachant 1#: H2SO4/HNO3 2:1 in water to pH 3.20 ± 0.05; 2#: water, for cyanide and VOCs), §5.1 (30 ± 2 r/min), §7.1 (water content at 105 °C), §7.2 (9.5 mm), §7.4.1 (≤ 9 % dry solids: the liquid is the leachate), §7.4.2 (L/S 10:1 L/kg by the water content; 150–200 g; 23 ± 2 °C, 18 ± 2 h), §8.2 (a leaching blank per 20 samples)',
      ),
    ],
    formulaClause:
      '§7.4.2 (as transcribed): "根据样品的含水率，按液固比为 10:1 (L/kg) 计算出所需浸提剂的体积"; the template: leachant = 10·m_dry − water (1 g water ≈ 1 mL), the same',
    reportingClause: "none: a procedure, its result the leachant volume to add (whole mL, the template's)",
    analytes: [],
    belowMdlNotation: 'none (no MDL)',
    note: "The template's constants agree with the clauses: L/S 10, leachant pH window 3.15–3.25 (3.20 ± 0.05, checked on the sheet), 30 r/min and 18 h in its example.",
  }),
  audit('HJ/T 300-2007', '固体废物 浸出毒性浸出方法 醋酸缓冲溶液法', ['water-componentGufeiJc', 'gufei-tmpl102'], {
    note: 'Only the cover, contents and foreword were reached (https://m.chem17.com/st95566/article_187481.html: a guidance standard (指导性标准), in force 2007-05-01; §7 浸出步骤, Annex A ZHE), so the row stays not read.',
  }),
];
