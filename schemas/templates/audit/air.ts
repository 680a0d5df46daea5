// Ambient air (matrix air) and stationary-source gas (matrix gas) methods. See water.ts for what "read" means.
import { ISSUE14, SEARCHED_AGAIN, audit, done, fix, keep, mdl, seen, transcribed } from './build.ts';
import type { StandardAudit } from './types.ts';

/** Where a stack record's reference O₂ comes from (issue 30, round three), said once for the stack templates. */
const OXYGEN_REF_SOURCE =
  "O2ref is prefilled from the standard the sample's point is judged against, where the class's library rows give one (server/standards/oxygenRef.ts): shown read-only with the standard and class, written by the server into every saved record, another value refused at the cell (tests/api/oxygenRef30.test.ts). Only GB 13223-2011's coal-fired classes give one (6 %, a secondary source: §5.2 not read); its gas-fired boilers and turbines, GB 13271-2014 (not in the library) and every other standard give none read, so O2ref is entered there, the grid saying why. Searched again this round (pages, docs, code corpora; string search; Chinese and English) for GB 13223-2011 §5.2 and GB 13271-2014's reference-O₂ clause: no copy of either clause found, so no other figure is entered. GB 13223-2011 表1's 烟尘 rows were searched again the same way: the one copy found (m.taodocs.com/p-407926987.html) still lacks them and the MEE English page (english.mee.gov.cn, t20120106_222242) was reached only as its foreword, so particulates stay not judged against GB 13223 (the report says 标准未规定，不评价) while the record's 折算浓度 is printed";

/** GB 3095-2012's 2018 amendment (§3.14 参比状态), read in two public copies of the announcement and its annex. */
const GB3095_2018 =
  'GB 3095-2012 amendment (MEE, 2018-08-13, in force 2018-09-01), §3.14 as amended, read at https://m.001doc.com/doc/244963.html and https://bbzoh.cn/content/20/1021/10/65267431_941522105.shtml: SO2, NO2, CO, O3, NOx and other gaseous pollutants at the reference state (298.15 K, 1013.25 hPa); PM10, PM2.5, TSP and its components lead, benzo[a]pyrene etc. at the ambient temperature and pressure of sampling';

const NOTATION = 'not stated in the clauses read (template prints `{MDL}L`)';

export const airAudits: StandardAudit[] = [
  audit('GB 13580.3-92', '大气降水 电导率的测定方法', ['water-componentAmbientAirDdl'], {}),
  audit('GB 13580.4-92', '大气降水 pH值的测定 电极法', ['water-componentAmbientAirPh'], { note: `${SEARCHED_AGAIN}.` }),
  audit('GB 18483-2001', '饮食业油烟 红外分光光度法', ['water-componentGFHw', 'air-tmpl81'], {
    evidence: [
      seen(
        'https://www.chinesestandard.net/PDF.aspx/GB18483-2001',
        'contents and §1 (English translation): an emission standard (maximum allowable concentration, minimum removal efficiency; urban built-up areas); its Annex A (normative) is the sampling and analysis method of cooking fume, Annex B the sampler, Annex C the removal efficiency',
      ),
    ],
    formulaClause: 'Annex A (contents only; text not read)',
    reportingClause: 'Annex A (not read)',
    note: "The templates cite the standard for its Annex A method; the MDL (0.1 mg/m³) and the one decimal are the templates' (Annex A not read). HJ 1077-2019 固定污染源废气 油烟和油雾的测定 红外分光光度法 (in force 2020-06-30) exists (https://guifanku.com/862926.html: cover and announcement); whether it supersedes the method in GB 18483-2001 for these screens was not read.",
  }),
  audit('GB/T 15516-1995', '空气质量 甲醛的测定 乙酰丙酮分光光度法', ['air-tmpl73'], {
    note: `searched 2026-11-24 (pages corpus, by the English and the Chinese title): no copy of the clauses found; ${SEARCHED_AGAIN}.`,
  }),
  audit('GB/T 16157-1996', '固定污染源排气中颗粒物测定与气态污染物采样方法', ['water-componentGFZl', 'air-tmpl68'], {
    edition: '1996, with its 2017 amendment (XG1)',
    evidence: [
      seen(
        'https://standardsofchina.com/standard/pdf/GBT16157-1996.html',
        '§1.1–§4.2.1.1 of the 1996 text (English translation): scope (particulates and gaseous sampling at stationary sources), definitions; no detection limit and no concentration range stated',
      ),
      seen(
        'https://www.chinesestandard.net/PDF.aspx/GBT16157-1996',
        'record "GB/T 16157-1996: [Including 2017XG]" (the 2017 amendment exists and is part of the current text) and contents (§8 determination of particulates); the amendment\'s own wording was not shown',
      ),
    ],
    formulaClause:
      '§8 (contents only; text not read): the template computes ρ = Δm·10⁶/V_nd with V_nd at 273 K, 101325 Pa, dry (the standard conditions of §2.3, read)',
    reportingClause:
      'the 2017 amendment, as reported (not read): 20 mg/m³ is the lower limit of determination (lims-practice §4.29, from an MEE reply), and a result of 20 mg/m³ or less is expressed "≤20 mg/m³" (the lead\'s task brief for issue 14; recall), HJ 836-2017 being the method for low concentrations',
    reportingRule: 'one decimal (template); ≤ 20 mg/m³ → "≤20" (RULES.GB16157)',
    analytes: [mdl('PM', null, 'mg/m³', '§1 (read) states no detection limit; 20 mg/m³ is the amended lower limit of determination, not an MDL')],
    belowMdlNotation: 'none: no MDL; a result of 20 mg/m³ or less prints "≤20" (out of range, RULES.GB16157, full value compared)',
    departures: [
      done(
        fix(
          ['air-tmpl68', 'water-componentGFZl'],
          'formula',
          "no oxygen input: the concentration at the emission standard's reference O₂ (折算浓度) could not be computed in the record",
          'the emission standards judge ρ = ρ′·(21 − O₂ref)/(21 − O₂) (GB 13223-2011 §5.2 not read; its 6 % for coal-fired boilers as server/standards/gb13223.ts cites it)',
          'The report converted with an O₂ entered at sampling, not one the raw record shows (issue 30).',
        ),
        'row inputs O2 (measured) and O2ref, result "corrected" computed only when both are given: 30 mg/m³ at 9.0 % → 6 % prints "37.5" (worked examples air-tmpl68 OXY/OXYTIE); the report prints the record\'s value. ' +
          OXYGEN_REF_SOURCE,
      ),
      done(
        fix(
          ['water-componentGFZl', 'air-tmpl68'],
          'mdl',
          'MDL 20 mg/m³: every result below 20 prints "20L" (worked example S1: 4.6 mg/m³ → "20L")',
          '§1 (read) states no detection limit; the 2017 amendment (its existence read on the record; wording reported, not read) makes 20 mg/m³ the lower limit of determination and expresses results ≤ 20 mg/m³ as "≤20 mg/m³", sending low concentrations to HJ 836-2017. Sixteen searches for the amendment\'s wording (pages, docs, code corpora; string search, in Chinese and English) found no copy',
          'A lower limit of determination is not a detection limit: "20L" presents a non-detect the method does not define (the GB 11892 and GB 11903 case); whatever the amendment\'s exact symbol, "20L" is wrong.',
          'PM',
        ),
        'no MDL; RULES.GB16157 outOfRange min 20, minInclusive: 4.6 and 20 mg/m³ print "≤20", 20.04 prints "20.0" (worked examples air-tmpl68 S1/AT20/JUST, water-componentGFZl S1; tests/unit/templates/auditFixes.test.ts). Open: the "≤" symbol (rather than "<") rests on the amendment as reported; read its text before relying on it',
      ),
    ],
    note: 'Below 20 mg/m³ the lab should measure by HJ 836-2017 (air-tmpl69, MDL 1.0 mg/m³, results above 50 mg/m³ expressed ">50", §1 read).',
  }),
  audit('HJ 1262-2022', '环境空气和废气 臭气的测定 三点比较式臭袋法', ['water-componentAmbientAirYw', 'water-componentGFYw'], {
    note: 'A vendor news item (http://zgnyw.cn/Article-3146128.html) quotes the scope sentence and says HJ 1262-2022 (issued 2022-07-14, in force 2023-01-15) replaces GB/T 14675-93; the calculation and reporting clauses were not read.',
  }),
  audit('HJ 1263-2022', '环境空气 总悬浮颗粒物的测定 重量法', ['water-componentAmbientAirZl', 'air-tmpl66'], {
    departures: [
      done(
        fix(
          ['air-tmpl66', 'water-componentAmbientAirZl'],
          'formula',
          'the sampled volume labelled "参比状态采样体积" (reference state) for TSP',
          GB3095_2018,
          'The state follows what is measured and what it is judged against (GB 3095); a record must say which (issue 30).',
        ),
        'volume "实况采样体积(监测时温度和压力)", volumeState actual, printed on the report (manifest/airState.ts; tests/unit/templates/airState.test.ts)',
      ),
    ],
    note: `searched 2026-11-24 (pages corpus, by the English and the Chinese title): no copy of the clauses found; only the table of contents of an implementation guide (http://www.boteman.cn/paper/482938429.html). ${SEARCHED_AGAIN}.`,
  }),
  audit('HJ 38-2017', '固定污染源废气 总烃、甲烷和非甲烷总烃 气相色谱法', ['water-componentGFFjw'], {
    evidence: [
      transcribed(
        'https://www.mee.gov.cn/ywgz/fgbz/bz/bzwb/jcffbz/201801/W020180108566316243797.pdf',
        'HJ38-2017.json',
        '§1 (MDLs for 1.0 mL injected), §3.1–§3.2 (THC, NMHC as C unless stated), §4, §6–§7 (120 °C probe; bags ≤ 48 h, syringes ≤ 8 h), §8.1–§8.2, §9.1 (results)',
      ),
    ],
    formulaClause:
      '§9.1 (as transcribed): ρ = φ·16/22.4·D (THC and CH4 as CH4); ρNMHC = (ρTHC − ρM)·12/16, as C unless stated otherwise. The template: (THC − CH4)·12/16 from the two concentrations as CH4: the same',
    reportingClause: 'not in the clauses read',
    analytes: [mdl('NMHC', '0.07', 'mg/m³', 'as C, 1.0 mL injected (THC and CH4: 0.06 mg/m³ as CH4); lower limit 0.28 mg/m³')],
    belowMdlNotation: NOTATION,
    note: "The template's MDL and formula agree with §1 and §9.1; its two decimals are its own (results digits not in the clauses read).",
  }),
  audit('HJ 479-2009', '环境空气 氮氧化物(一氧化氮和二氧化氮)的测定 盐酸萘乙二胺分光光度法', ['water-componentAmbientAirFg', 'air-tmpl71'], {
    evidence: [
      seen('https://mdjjksjc.com/html/2018/0130/151179820.shtm', '§1–§3 (scope with MDLs, terms incl. Saltzman factor, principle)'),
      seen('http://ishare.iask.sina.com.cn/f/6875426.html', 'contents (结果表示 clause) and foreword'),
    ],
    analytes: [mdl('NO2', '0.015', 'mg/m³', 'NOx as NO2; 10 mL absorbent, 24 L sampled (50 mL, 288 L: 0.006 mg/m³); method MDL 0.36 μg/10 mL')],
    belowMdlNotation: NOTATION,
    departures: [
      done(
        fix(
          ['air-tmpl71'],
          'formula',
          'the sampled volume labelled "标准状态采样体积" (273 K) for NO2, judged against GB 3095',
          GB3095_2018,
          'The state follows what is measured and what it is judged against (GB 3095); a record must say which (issue 30).',
        ),
        'volume "参比状态采样体积(298.15 K, 101.325 kPa)", volumeState reference, printed on the report; the mixed SO2/NO2/NH3 record water-componentAmbientAirFg keeps "标准状态" (NH3 is no GB 3095 item) and says so in this row',
      ),
      done(
        fix(
          ['air-tmpl71', 'water-componentAmbientAirFg'],
          'mdl',
          'MDL 0.005 mg/m³',
          '0.015 mg/m³ (10 mL, 24 L) or 0.006 mg/m³ (50 mL, 288 L), §1',
          'Neither sampling scheme of the standard gives 0.005 mg/m³; take the one the lab uses (or compute it from 0.36 μg/10 mL and the sampled volume).',
          'NO2',
        ),
        'MDL 0.015 mg/m³, the §1 value for 10 mL absorbent and 24 L sampled (the condition is in the template notes); tests/unit/templates/auditFixes.test.ts',
      ),
    ],
  }),
  audit('HJ 482-2009', '环境空气 二氧化硫的测定 甲醛吸收-副玫瑰苯胺分光光度法', ['water-componentAmbientAirFg', 'air-tmpl70'], {
    departures: [
      done(
        fix(
          ['air-tmpl70'],
          'formula',
          'the sampled volume labelled "标准状态采样体积" (273 K) for SO2, judged against GB 3095',
          GB3095_2018,
          'The state follows what is measured and what it is judged against (GB 3095); a record must say which (issue 30).',
        ),
        'volume "参比状态采样体积(298.15 K, 101.325 kPa)", volumeState reference, printed on the report (tests/unit/templates/airState.test.ts)',
      ),
    ],
    evidence: [seen('http://m.cornels-photography.com/paper/240362990.html', '§1–§5 quoted in a lab work instruction')],
    analytes: [mdl('SO2', '0.007', 'mg/m³', '10 mL absorbent, 30 L sampled (50 mL, 288 L, 10 mL aliquot: 0.004 mg/m³)')],
    belowMdlNotation: NOTATION,
  }),
  audit('HJ 533-2009', '环境空气和废气 氨的测定 纳氏试剂分光光度法', ['water-componentAmbientAirFg', 'water-componentGFFg', 'air-tmpl72'], {
    evidence: [seen('https://www.chinesestandards.org/standards/HJ%20533-2009', '§1 scope (Chinese and English); contents (§8 结果计算)')],
    analytes: [mdl('NH3', '0.01', 'mg/m³', 'ambient: 10 mL absorbent, 45 L sampled (exhaust: 50 mL, 10 L → 0.25 mg/m³); method MDL 0.5 μg/10 mL')],
    belowMdlNotation: NOTATION,
    departures: [
      keep(
        ['water-componentGFFg'],
        'mdl',
        'MDL 0.25 mg/m³',
        '0.25 mg/m³ for exhaust gas (50 mL absorbent, 10 L), §1',
        "The exhaust-gas screen uses the standard's exhaust sampling scheme; the ambient screens use 0.01 mg/m³.",
        'NH3',
      ),
    ],
  }),
  audit('HJ 544-2016', '固定污染源废气 硫酸雾的测定 离子色谱法', ['water-componentGFLswQcl', 'air-tmpl77'], {
    evidence: [seen('https://www.gb-gbt.com/PDF/Chinese.aspx/HJ544-2016', '§1 scope (Chinese); replaces HJ 544-2009')],
    analytes: [mdl('H2SO4', '0.2', 'mg/m³', 'organised emission: 0.40 m³ (standard state), 100 mL, 25 μL injection (fugitive: 3.0 m³, 50 mL → 0.005 mg/m³)')],
    belowMdlNotation: NOTATION,
    departures: [
      done(
        fix(
          ['air-tmpl77'],
          'formula',
          'reports the sulfate found as if it were H2SO4, no blank subtracted',
          `H2SO4 = (sulfate − blank) × 98.08/96.06 — ${ISSUE14}`,
          'About 2 % low plus the blank; add the conversion factor and the blank term.',
        ),
        'H2SO4 = (ρ_sample·D − ρ_blank)·Vt/Vnd × 98.08/96.06: the sulfate is converted to H2SO4 and the blank cartridge subtracted (chromatography acidMist variant)',
      ),
    ],
  }),
  audit('HJ 549-2016', '环境空气和废气 氯化氢的测定 离子色谱法', ['water-componentGFLz'], {
    note: `searched 2026-11-24 (pages corpus, by the English and the Chinese title): no copy of the clauses found (the search returned HJ/T 27-1999, the thiocyanate method, instead). ${SEARCHED_AGAIN}.`,
  }),
  audit('HJ 583-2010', '环境空气 苯系物的测定 固体吸附/热脱附-气相色谱法', ['water-componentAmbientAirQxsp'], {
    note: 'searched 2026-11-24 (pages corpus, by the English and the Chinese title): no copy of the clauses found.',
  }),
  audit('HJ 584-2010', '环境空气 苯系物的测定 活性炭吸附/二硫化碳解吸-气相色谱法', ['water-componentGFQxsp'], {
    evidence: [
      seen(
        'http://miami-seocompany.com/dgweb_content-905970.html',
        '§1–§5.2 (a reworded copy): ambient and indoor air, and low-humidity exhaust at ambient temperature; 10 L sampled: MDL 1.5×10⁻³ mg/m³ for each of benzene, toluene, ethylbenzene, o-, m-, p-xylene, cumene and styrene; FID',
      ),
    ],
    analytes: [mdl('BENZ', '0.0015', 'mg/m³', '10 L sampled (§1)')],
    belowMdlNotation: NOTATION,
    note: "The template's 0.0015 mg/m³ agrees with §1 for 10 L. The copy gives the next bound as 测定上限 6.0×10⁻³ mg/m³, which reads as the lower limit of determination (4 × MDL) garbled; the results clause was not reached. The screen is an exhaust-gas one: §1 covers only low-humidity exhaust.",
  }),
  audit('HJ 604-2017', '环境空气 总烃、甲烷和非甲烷总烃的测定 直接进样-气相色谱法', ['water-componentAmbientAirFjw', 'air-tmpl74'], {
    evidence: [
      seen('pages corpus: HJ 604-2017 text on a vendor news page (2020-02-05, no address given)', '§1–§4 (scope with MDLs, references, terms, principle)'),
    ],
    analytes: [mdl('NMHC', '0.07', 'mg/m³', '1.0 mL injection; as carbon (THC and CH4: 0.06 mg/m³ as methane)')],
    belowMdlNotation: NOTATION,
  }),
  audit('HJ 618-2011', '环境空气 PM10和PM2.5的测定 重量法', ['water-componentAmbientAirZl', 'water-componentAmbientAirBzlm', 'air-tmpl67'], {
    evidence: [
      seen('https://www.chinesestandard.net/PDF/English.aspx/HJ618-2011', 'summary of §1 (detection limit); replaces GB/T 6921-1986'),
      seen('http://m.ilynn.cn/document_detail/22062.html', '§1 and foreword'),
    ],
    analytes: [
      mdl('PM10', '0.010', 'mg/m³', '0.1 mg balance, 1.0 mg loading, 108 m³ sampled'),
      mdl('PM2.5', '0.010', 'mg/m³', '0.1 mg balance, 1.0 mg loading, 108 m³ sampled'),
    ],
    belowMdlNotation: NOTATION,
    departures: [
      done(
        fix(
          ['air-tmpl67'],
          'formula',
          'the sampled volume labelled "参比状态采样体积" (reference state) for PM10/PM2.5',
          GB3095_2018,
          'HJ 618-2011 predates the amendment; judged against GB 3095 the concentration is at ambient conditions (issue 30).',
        ),
        'volume "实况采样体积(监测时温度和压力)", volumeState actual, printed on the report (tests/unit/templates/airState.test.ts)',
      ),
      keep(
        ['air-tmpl67', 'water-componentAmbientAirZl'],
        'unit',
        'μg/m³ (MDL 10 μg/m³)',
        'mg/m³ (MDL 0.010 mg/m³), §1',
        'Same MDL; the templates report PM in μg/m³, the unit of the GB 3095-2012 limits.',
        'PM10',
      ),
      keep(
        ['air-tmpl67', 'water-componentAmbientAirZl'],
        'unit',
        'μg/m³ (MDL 10 μg/m³)',
        'mg/m³ (MDL 0.010 mg/m³), §1',
        'Same MDL; the templates report PM in μg/m³, the unit of the GB 3095-2012 limits.',
        'PM2.5',
      ),
    ],
  }),
  audit('HJ 644-2013', '环境空气 挥发性有机物 吸附管采样-热脱附/气相色谱-质谱法', ['water-componentAmbientAirVoc', 'air-tmpl75'], {
    note: `searched 2026-11-24 (pages corpus, by the English and the Chinese title): no copy of the clauses found; ${SEARCHED_AGAIN}.`,
  }),
  audit('HJ 647-2013', '环境空气和废气 气相和颗粒物中多环芳烃的测定 高效液相色谱法', ['water-componentAmbientAirYp'], {
    evidence: [seen('https://gxjzx.com/30779.html', '§1–§3 (scope with MDL ranges, references, terms)')],
    belowMdlNotation: NOTATION,
    note: "§1 (read): ambient air at 100 L/min for 24 h gives MDLs 0.04–0.26 ng/m³ (per compound in Annex A, not read); exhaust 1 m³: 0.01–0.04 μg/m³. The template's BaP 0.1 ng/m³ lies in the range, unconfirmed per compound.",
  }),
  audit('HJ 657-2013', '空气和废气 颗粒物中铅等金属元素的测定 电感耦合等离子体质谱法', ['water-componentAmbientAirQcl', 'air-tmpl135'], {
    note: `${SEARCHED_AGAIN}.`,
  }),
  audit('HJ 734-2014', '固定污染源废气 挥发性有机物的测定 固相吸附-热脱附/气相色谱-质谱法', ['water-componentGFYjw', 'water-componentGFVoc'], {
    departures: [
      done(
        fix(
          ['water-componentGFYjw', 'water-componentGFVoc'],
          'method',
          'cites HJ 734-2014 as "固定污染源废气 挥发性有机物 固相吸附-热脱附/气相色谱-质谱法"',
          'a technical article on stationary-source VOC monitoring (https://m.pinggu.org/bbs/thread-15130642-1-1.html) cites it, in title marks, as 《固定污染源废气挥发性有机物的测定固相吸附-热脱附/气相色谱-质谱法》(HJ734-2014), issued 2014',
          "A raw record cites the method by its title; the template dropped 的测定 from it. The source is a secondary citation, not the standard's cover.",
        ),
        'both templates cite "固定污染源废气 挥发性有机物的测定 固相吸附-热脱附/气相色谱-质谱法" (tests/unit/templates/auditFixes.test.ts); the clauses stay not read',
      ),
    ],
    note: 'searched 2026-11-25 (pages corpus, by its Chinese title): no copy of the clauses found, only the article that cites the title.',
  }),
  audit('HJ 799-2016', '环境空气 颗粒物中水溶性阴离子的测定 离子色谱法', ['water-componentAmbientAirLz'], {
    evidence: [
      seen(
        'https://www.chinesestandard.net/PDF.aspx/HJ799-2016',
        'contents (English): §10 Results calculation and presentation, Annex A (normative) MDL and lower limit; issued 2016-05-13',
      ),
    ],
    reportingClause: '§10 (contents only; text not read)',
    note: "The MDLs are in Annex A, which was not reached: the template's 0.03 μg/m³ for sulfate and nitrate is unconfirmed.",
  }),
  audit('HJ 836-2017', '固定污染源废气 低浓度颗粒物的测定 重量法', ['water-componentGFBzlm', 'air-tmpl69'], {
    evidence: [seen('https://c454744.hi1718.com/tech/201812515201840.html', '§1–§2 and the filter requirements')],
    analytes: [mdl('PM', '1.0', 'mg/m³', '1 m³ sampled')],
    reportingRule: 'results above 50 mg/m³ are expressed as "> 50 mg/m³" (§1); decimals not read',
    reportingClause: '§1 (the >50 mg/m³ expression); the results clause was not read',
    belowMdlNotation: NOTATION,
    departures: [
      done(
        fix(['air-tmpl69'], 'formula', 'no oxygen input (as GB/T 16157)', 'as GB/T 16157: ρ′·(21 − O₂ref)/(21 − O₂) (issue 30)', 'As GB/T 16157.'),
        'the stack variant\'s O2/O2ref inputs and "corrected" result: 30 mg/m³ at 9.0 % → 6 % prints "37.5" (worked example air-tmpl69 OXY). ' +
          OXYGEN_REF_SOURCE,
      ),
      done(
        fix(
          ['air-tmpl69'],
          'reporting',
          'prints any value, e.g. "63.2"',
          'a result above 50 mg/m³ is expressed as "> 50 mg/m³", §1',
          'Add the out-of-range notation (issue 14 deliver 2); the method is for low concentrations only.',
        ),
        'RULES.HJ836: outOfRange max 50, a result above 50 mg/m³ prints ">50" (tests/unit/templates/reporting.test.ts)',
      ),
    ],
  }),
  audit('HJ 955-2018', '环境空气 氟化物的测定 滤膜采样/氟离子选择电极法', ['water-componentAmbientAirFhw', 'air-tmpl76'], {
    evidence: [
      seen(
        'https://6x0.cn/news/show-79117.html',
        "an instrument maker's summary of the new standard: the MDL per sampling scheme (§1) and the sampling flows (not the standard's text)",
      ),
      seen('http://www.mydoc123.com/p-1498954.html', 'cover (replaces HJ 480-2009), announcement, contents (§10 结果计算与表示)'),
    ],
    reportingClause: '§10 结果计算与表示 (contents only; text not read)',
    analytes: [mdl('F', '0.5', 'μg/m³', 'hourly value: 50 L/min for 1 h (daily value, 16.7 L/min for 24 h: 0.06 μg/m³), as summarised')],
    belowMdlNotation: NOTATION,
    departures: [
      done(
        fix(
          ['water-componentAmbientAirFhw', 'air-tmpl76'],
          'mdl',
          'MDL 0.5 μg/m³ and one decimal, whatever the sampling scheme',
          'MDL 0.5 μg/m³ for the 1-h scheme but 0.06 μg/m³ for the 24-h scheme (§1, as summarised)',
          'A daily (24-h) sample is declared "< 0.5" although the method sees 0.06 μg/m³, and one decimal cannot print it; take the MDL (and its digits) from the sampling scheme.',
          'F',
        ),
        'RULES.HJ955: mdlFormula if(Vs >= 10, 0.06, 0.5) (the 1-h scheme samples about 3 m³, the 24-h one at least 20 h × 16.7 L/min), decimals as the MDL: 24.0 m³ with 0.0397 μg/m³ prints "0.06L", 0.1159 prints "0.12" (worked examples air-tmpl76 DAYLOW / DAY, water-componentAmbientAirFhw DAY)',
      ),
    ],
    note: "The per-scheme MDLs come from an instrument maker's summary, not the standard's text; §1 and §10 are to be read before a lab relies on the 10 m³ boundary.",
  }),
  audit('HJ/T 67-2001', '大气固定污染源 氟化物的测定 离子选择电极法', ['water-componentGFFhw'], {
    note: 'searched 2026-11-24 (pages corpus, by the English and the Chinese title): no copy of the clauses found.',
  }),
];
