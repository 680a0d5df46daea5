// Water methods. Read = the clauses named in `evidence` were read in a public copy of the standard (or a lab's
// verification document quoting it); everything else in a row says "not read".
import { ISSUE14, audit, done, fix, keep, mdl, seen } from './build.ts';
import type { StandardAudit } from './types.ts';

const NOTATION = 'not stated in the clauses read (template prints `{MDL}L`)';

export const waterAudits: StandardAudit[] = [
  audit('GB 11892-89', '水质 高锰酸盐指数的测定', ['water-tmpl45'], {
    evidence: [
      seen(
        'https://www.chinesestandard.net/PDF.aspx/GBT11892-1989',
        'contents (§8 Expression of results, Annex A alkaline method) and §1–§2 (English translation): range 0.5–4.5 mg/L, dilute above it; chloride > 300 mg/L → alkaline method; no detection limit stated',
      ),
    ],
    formulaClause: '§8 Expression of results (contents only; text not read)',
    reportingClause: '§8 (contents only; text not read)',
    analytes: [mdl('CODMn', null, 'mg/L', '§1.2 states a determination range of 0.5–4.5 mg/L and no detection limit')],
    belowMdlNotation: 'none: §1.2 states a range, not a detection limit; below its lower end the template prints "<0.5" (out of range)',
    departures: [
      done(
        fix(
          ['water-tmpl45'],
          'mdl',
          'MDL 0.5 mg/L, printed "0.5L" below it',
          '§1.2 (read): 0.5–4.5 mg/L is the determination range; no detection limit is stated',
          'The lower end of a range is not a detection limit: "0.5L" presents a non-detect the method does not define.',
          'CODMn',
        ),
        'no MDL; RULES.GB11892 outOfRange min 0.5: 0.45 mg/L prints "<0.5" (worked example water-tmpl45 LOW; tests/unit/templates/auditFixes.test.ts)',
      ),
    ],
  }),
  audit('GB 11893-89', '水质 总磷的测定 钼酸铵分光光度法', ['water-componentWaterFg', 'water-tmpl49'], {
    evidence: [
      seen('https://codeofchina.com/standard/GBT11893-1989.html', '§1 scope (English translation); table of contents'),
      seen('https://www.chinesestandard.net/PDF/PDF.amp.aspx/GBT11893-1989', '§1 scope (English translation)'),
    ],
    formulaClause: '§7 Representation of results (contents only; text not read)',
    reportingClause: '§7 (not read)',
    analytes: [mdl('TP', '0.01', 'mg/L', '25 mL sample ("minimum detectable concentration"); upper limit 0.6 mg/L')],
    belowMdlNotation: NOTATION,
  }),
  audit('GB 11896-89', '水质 氯化物的测定 硝酸银滴定法', ['water-componentWaterRl', 'water-tmpl58'], {
    evidence: [
      seen(
        'http://ask.fsou.com/html/text/chl/624/62496_4.html',
        "GB 3838-2002 表5 quoting GB 11896-89 (硝酸银滴定法) with 最低检出限 10 mg/L; the standard's own clauses were not read",
      ),
    ],
    analytes: [mdl('Cl', '10', 'mg/L', 'as quoted in GB 3838-2002 表5 (最低检出限)')],
    belowMdlNotation: NOTATION,
  }),
  audit('GB 11901-89', '水质 悬浮物的测定 重量法', ['water-componentWaterZl', 'water-tmpl43'], {
    evidence: [
      seen('https://360docs.net/doc/6216840178.html', '§1–§6 (scope, definition, apparatus, sampling, procedure)'),
      seen('http://m.rckbppgf.cn/ccdup-Article-754420', '§1–§6.2'),
      seen('https://www.ncrm.org.cn/Web/News/View?id=266', "§1–§6.1 (a water-testing centre's copy)"),
    ],
    formulaClause: '§7 (not read); the procedure (§6) weighs filter + residue after 103–105 °C to constant mass (Δ ≤ 0.2 mg)',
    analytes: [mdl('SS', null, 'mg/L', '§1 states no detection limit')],
    belowMdlNotation: 'none: §1 states no detection limit, so the template prints the value (no `L` notation)',
    departures: [
      done(
        fix(
          ['water-componentWaterZl', 'water-tmpl43'],
          'mdl',
          'MDL 4 mg/L',
          '§1 (read) states no detection limit; §7 not read',
          "Cite where 4 mg/L comes from (a later document or the lab's own verification) or drop it; the template presents it as the method's.",
          'SS',
        ),
        'MDL dropped: no source for 4 mg/L was found (the §1–§6 copies read state none; three searches for a published basis found none). The blank 1 mg/L now prints "1", not "4L" (worked examples water-tmpl43, water-componentWaterZl BLK); a lab\'s verified MDL belongs on the test item (notes SS_NO_MDL)',
      ),
    ],
  }),
  audit('GB 11903-89', '水质 色度的测定 铂钴比色法', ['water-componentWaterSd', 'water-tmpl42'], {
    evidence: [
      seen(
        'https://m.book118.com/html/2011/0825/487815.shtm',
        '§1–§3.1 (scope: platinum-cobalt method for clean and slightly polluted water, dilution-multiple method for polluted water; definitions; 度 = 1 mg Pt + 2 mg CoCl2·6H2O per litre)',
      ),
      seen('https://www.baijiantest.com/infoDetails/83/16019302', '§1–§3.2.2 (same text)'),
      seen('http://caturday.cn/st81423/article_794541.html', '§1–§3.2.1 (same text: §1 states no detection limit)'),
      seen(
        'https://baike.baidu.hk/item/%E8%89%B2%E5%BA%A6/8995827',
        '§2–§3.3 incl. §3.2.3: the colour standards are 5, 10, 15, 20, 25, 30, 35, 40, 50, 60 and 70 度',
      ),
    ],
    reportingClause: '§3.6 结果的表示 (not reached in any copy: four searches, pages corpus)',
    reportingRule: 'whole degrees as the nearest standard; below the lowest standard (5 度, §3.2.3) the sample is off the scale → "<5"',
    analytes: [mdl('COLOR', null, '度', '§1 states no detection limit; the lowest colour standard of §3.2.3 is 5 度')],
    belowMdlNotation: 'none: no MDL; "<5" below the lowest standard of §3.2.3 (out of range, RULES.GB11903)',
    departures: [
      done(
        fix(
          ['water-componentWaterSd', 'water-tmpl42'],
          'mdl',
          'MDL 5 度, printed "5L" below it',
          '§1 (read) states no detection limit; the results clause of §3 was not reached. 5 度 is the lowest detectable colour of the drinking-water method (GB/T 5750.4, as a lab SOP quotes it), not a clause of GB 11903 read here',
          "Find §3's results clause: if it states no limit, drop the MDL as for GB 11901; if the lab verified 5 度, record it on the test item.",
          'COLOR',
        ),
        'no MDL (§1 states none); RULES.GB11903 outOfRange min 5: a sample paler than the lowest standard of §3.2.3 prints "<5" (below the scale), 5 prints "5" (worked examples water-tmpl42 LOW/AT5, water-componentWaterSd LOW; tests/unit/templates/auditFixes.test.ts). A lab that verified its own MDL records it on the test item',
      ),
    ],
    note: 'The two methods "应独立使用,一般没有可比性" (§1): the template is the platinum-cobalt method (度), not the dilution multiple (倍).',
  }),
  audit('GB 7467-87', '水质 六价铬的测定 二苯碳酰二肼分光光度法', ['water-componentWaterFg', 'water-tmpl54'], {
    evidence: [
      seen(
        'https://www.bzxz.net/bzxz/35057.html',
        '§1 scope as the record quotes it: 50 mL sample, 30 mm cell, minimum detectable 0.2 μg, lowest detectable concentration 0.004 mg/L; 10 mm cell upper limit 1.0 mg/L; Fe > 1 mg/L and V > 4 mg/L interfere',
      ),
    ],
    analytes: [mdl('Cr6', '0.004', 'mg/L', '50 mL sample, 30 mm cell ("最低检出浓度"); upper limit 1.0 mg/L with a 10 mm cell')],
    belowMdlNotation: NOTATION,
  }),
  audit('GB 7475-87', '水质 铜、锌、铅、镉的测定 原子吸收分光光谱法', ['water-tmpl63'], {
    note: 'searched 2026-11-24 (pages corpus, by the English and the Chinese title): no copy of the clauses found.',
  }),
  audit('GB 7477-87', '水质 钙和镁总量的测定 EDTA滴定法', ['water-tmpl59'], {
    evidence: [
      seen(
        'http://kindlingtouch.com/st3059/Article_3493.html',
        '§1–§3.2.3 (an instrument maker quoting the text): scope ground and surface water, not high-salt water such as seawater; lowest concentration 0.05 mmol/L; EDTA c1 = c2·V2/V1 (formula 1)',
      ),
    ],
    analytes: [mdl('HARD', '0.05', 'mmol/L', '§1 测定的最低浓度 (lowest concentration determined); as CaCO3 0.05 mmol/L × 100.09 g/mol = 5.0 mg/L')],
    belowMdlNotation: NOTATION,
    departures: [
      keep(
        ['water-tmpl59'],
        'unit',
        'mg/L as CaCO3',
        'mmol/L of Ca + Mg, §1',
        'Total hardness is reported as CaCO3 (the unit of GB 5749 and GB/T 14848 limits); 1 mmol/L = 100.09 mg/L CaCO3.',
        'HARD',
      ),
      keep(['water-tmpl59'], 'mdl', 'MDL 5 mg/L as CaCO3', '0.05 mmol/L, §1', 'The same quantity: 0.05 mmol/L × 100.09 g/mol = 5.0 mg/L CaCO3.', 'HARD'),
    ],
    note: "The template's 5 mg/L (as CaCO3) is §1's 0.05 mmol/L converted (0.05 × 100.09 = 5.0045): it agrees. The results clause (§7) was not reached.",
  }),
  audit('GB 7484-87', '水质 氟化物的测定 离子选择电极法', ['water-componentWaterFhw', 'water-tmpl51'], {
    evidence: [seen('http://www.ilynn.cn/document_detail/22508.html', '§1–§1.3 (scope, detection limit, electrode slope, interferences)')],
    analytes: [mdl('F', '0.05', 'mg/L', '§1.1 最低检测限 (as F-); upper limit 1900 mg/L; sample and standards at the same temperature')],
    belowMdlNotation: NOTATION,
    note: '§1.3: the method measures free fluoride at pH 5–8; fluoroborate or heavily polluted samples are distilled first.',
  }),
  audit('GB 7489-87', '水质 溶解氧的测定 碘量法', ['water-componentWaterRjy', 'water-tmpl39'], {
    note: 'searched 2026-11-24 (pages corpus, by the English and the Chinese title): no copy of the clauses found.',
  }),
  audit('GB 7494-87', '水质 阴离子表面活性剂的测定 亚甲蓝分光光度法', ['water-tmpl57'], {
    evidence: [seen('https://www.baijiantest.com/infoDetails/81/16019321', 'foreword, §1–§3.6 (scope with the detection limit, principle, reagents)')],
    analytes: [mdl('LAS', '0.05', 'mg/L', '10 mm cell, 100 mL sample, as LAS (mean molar mass 344.4); upper limit 2.0 mg/L')],
    belowMdlNotation: NOTATION,
  }),
  audit('GB/T 5750.4-2023', '生活饮用水 臭和味(强度等级) / 溶解性总固体', ['water-componentWaterYw', 'water-componentWaterZr'], {
    note: 'Both routes are GUESS decodings (Yw = odour, Zr = total dissolved solids); GB/T 5750 is a drinking-water method, the seed screens are not.',
  }),
  audit('HJ 1000-2018', '水质 细菌总数的测定 平皿计数法', ['water-componentWaterJl', 'water-tmpl65'], {
    note: 'Only the cover and announcement were reached (https://wnwk.com/doc/1355525.html: issued 2018-12-26, in force 2019-06-01), so the row stays not read. The 30–300 rules and the <100 integer / ≥100 two-significant-figure reporting the template applies are from lims-practice §4.28 (RECALL), not read here. The worked example rounds a tie by GB/T 8170 (44.5 → "44"); microbiology texts often say 四舍五入 (→ "45"): to be confirmed against the clause before a lab relies on it.',
  }),
  audit('HJ 1001-2018', '水质 总大肠菌群和粪大肠菌群的测定 酶底物法', ['water-componentWaterZdc', 'water-tmpl129'], {
    departures: [
      done(
        fix(
          ['water-componentWaterZdc', 'water-tmpl129'],
          'notation',
          'below-MDL test on the value: MDL 1000/V MPN/L, so a maximum-likelihood MPN just under it (one positive well can give 9.99 MPN/L) printed "<10" although a well was positive',
          'not read; the Quanti-Tray/2000 table (vendor, recall) gives 1 positive well = 1.0 MPN/100 mL and "<1" only when no well is positive',
          'A positive well is a detection: the "<" notation belongs to the all-negative outcome only (worked examples).',
        ),
        'detectedWhen "large + small > 0": only no positive well prints "<1000/V" (worked examples water-componentWaterZdc, water-tmpl129 ONE / ONE2)',
      ),
    ],
    note: 'MPN by maximum likelihood, not the Quanti-Tray table the standard refers to (README known gap).',
  }),
  audit('HJ 1075-2019', '水质 浊度的测定 浊度计法', ['water-componentWaterZd', 'water-tmpl41'], {
    note: 'The standard number itself is tagged unconfirmed in lims-practice §5; searched 2026-11-24 (pages corpus, by the English and the Chinese title): no copy of the clauses found.',
  }),
  audit('HJ 1147-2020', '水质 pH值的测定 电极法', ['water-componentWaterPh', 'water-tmpl37'], {
    evidence: [
      seen('https://wnwk.com/doc/1354952.html', 'cover, contents (§9 结果表示), foreword'),
      seen('http://htl17.com.cn/a/6002.html', 'scope summary: range 0–14; calibration procedure (§8)'),
    ],
    reportingClause: '§9 结果表示 (contents only; text not read)',
    analytes: [mdl('pH', null, '无量纲', 'measuring range 0–14; no detection limit')],
    belowMdlNotation: 'none (no MDL)',
  }),
  audit('HJ 1226-2021', '水质 硫化物的测定 亚甲基蓝分光光度法', ['water-tmpl55'], {
    evidence: [seen('pages corpus: "新标准HJ 1226-2021解读!" (2022-05-20, no address given)', "§1 MDL quoted beside GB/T 16489-1996's")],
    analytes: [mdl('S2', '0.003', 'mg/L', '200 mL sample, 30 mm cell (10 mm cell: 0.01 mg/L)')],
    belowMdlNotation: NOTATION,
    note: "The template's MDL holds only for the 30 mm cell; a lab using 10 mm cells must use 0.01 mg/L.",
  }),
  audit('HJ 347.2-2018', '水质 粪大肠菌群的测定 多管发酵法', ['water-componentWaterFdc'], {
    evidence: [
      seen(
        'http://topbiol.com/html/news-82.html',
        "cover and table of contents only (the clause text was not reached: the search corpus returns a page's beginning)",
      ),
    ],
    departures: [
      done(
        fix(
          ['water-componentWaterFdc'],
          'notation',
          'below-MDL test on the value against 20·D MPN/L: 1-0-0 (19.87 MPN/L by maximum likelihood) and 0-0-1 (18.03) printed "<20" although a tube was positive',
          'clause not read; the 15-tube MPN tables (recall: 1-0-0 = 2.0, 0-0-1 = 1.8 per 100 mL) print a count for any positive tube and "<" only for 0-0-0',
          'A positive tube is a detection; reporting it as "<20" turns a positive fecal-coliform result into a non-detect (found writing the worked example).',
        ),
        'detectedWhen "p1 + p2 + p3 > 0" (engine: ResultDef.detectedWhen): 1-0-0 prints "20", 0-0-1 "18", 0-0-0 "<20" (worked example water-componentWaterFdc ONE / ONE2)',
      ),
    ],
  }),
  audit('HJ 478-2009', '水质 多环芳烃的测定 液液萃取和固相萃取高效液相色谱法', ['water-componentWaterYp'], {
    note: 'Route decoding Yp = liquid chromatography is a GUESS.',
  }),
  audit('HJ 484-2009', '水质 氰化物的测定 容量法和分光光度法', ['water-tmpl56'], {
    note: 'Only the cover and announcement were reached (http://m.mydoc123.com/d-201854.html: replaces GB 7486-87 and GB 7487-87, in force 2009-11-01), so the row stays not read. HJ 484 has four methods with different MDLs; the template names none.',
  }),
  audit('HJ 501-2009', '水质 总有机碳的测定 燃烧氧化-非分散红外吸收法', ['water-componentWaterZyjt'], {
    evidence: [
      seen(
        'https://www.chinesestandard.net/PDF.aspx/HJ501-2009',
        'cover (replaces GB 13193-91 and HJ/T 71-2001), contents (§9 Result calculation), §1 with its note 1 (English translation)',
      ),
    ],
    formulaClause:
      '§9 Result calculation (contents only; text not read). §1 note 1 (read): TOC by the difference method (TC − IC, 3.1) or the direct method (3.2), the latter when inorganic carbon is high',
    reportingClause: '§9 (contents only; text not read)',
    analytes: [mdl('TOC', '0.1', 'mg/L', 'lower limit of determination 0.5 mg/L')],
    belowMdlNotation: NOTATION,
    note: 'The template computes only the difference method (TC − IC) × f; §1 prefers the direct method when inorganic carbon is high, and the difference method when volatile organics are present.',
  }),
  audit('HJ 503-2009', '水质 挥发酚的测定 4-氨基安替比林分光光度法', ['water-componentWaterHffQcl', 'water-tmpl53'], {
    note: "searched 2026-11-24 (pages corpus, by the English and the Chinese title): no copy of the clauses found (an AI-written summary page was found and not used). HJ 503 has an extraction and a direct method with different MDLs; the template's 0.0003 mg/L would be the extraction method's. Not read.",
  }),
  audit('HJ 505-2009', '水质 五日生化需氧量(BOD5)的测定 稀释与接种法', ['water-componentWaterSh', 'water-tmpl46'], {
    note: 'Only the cover and announcement were reached (http://jinmi8.com/doc/13088/44662: replaces GB/T 7488-87, in force 2009-12-01); §1 (MDL) and the results clause were not, so the row stays "not read" and RULES.HJ505 rests on issue 14.',
    departures: [
      done(
        fix(
          ['water-componentWaterSh', 'water-tmpl46'],
          'reporting',
          'tier (< 100 mg/L: 1 decimal, else 3 s.f.) chosen on the raw value: 99.96 prints "100.0"',
          `the tier is chosen on the rounded value ("100") — ${ISSUE14}`,
          "Choose the tier from the value rounded by the lower tier's rule.",
        ),
        'RULES.HJ505: the tier is chosen on the rounded value, 99.96 → "100" (worked example water-componentWaterSh TIER)',
      ),
    ],
  }),
  audit('HJ 506-2009', '水质 溶解氧的测定 电化学探头法', ['water-componentWaterRy', 'water-tmpl40'], {
    edition: '2009, replacing GB 11913-89 (modified from ISO 5814-1990)',
    evidence: [seen('https://www.gb-gbt.com/PDF/Chinese.aspx/HJ506-2009', 'record (replaces GB 11913-89; ISO 5814-1990 MOD) and §1 scope')],
    analytes: [mdl('DO', null, 'mg/L', '§1 states no detection limit: 0 %–100 % saturation, supersaturation above 100 % (20 mg/L) measurable')],
    belowMdlNotation: 'none (no MDL)',
  }),
  audit('HJ 535-2009', '水质 氨氮的测定 纳氏试剂分光光度法', ['water-componentWaterFg', 'water-tmpl47'], {
    evidence: [
      seen(
        'code corpus: an ammonia-nitrogen raw-record audit tool\'s config.py and rules (read_file ids 63514328103, 63131975952; the search names no repository)',
        'parameters quoting §1 (MDL 0.025 mg/L and lower limit 0.10 mg/L for a 50 mL sample, upper limit 2.0 mg/L with a 20 mm cell, 1.0 mg/L with 10 mm; as N), §7.1 (calibration 0–100 μg in 50 mL, 420 nm), §8 (ρN = (As − Ab − a)/(b·V)) and §10.1 (blank absorbance limits); a secondary source, not the standard\'s text',
      ),
    ],
    formulaClause: '§8 as quoted: ρN = (As − Ab − a)/(b·V) (× dilution), a and b the calibration intercept and slope',
    analytes: [mdl('NH3-N', '0.025', 'mg/L', '50 mL sample, 20 mm cell, as N; lower limit 0.10 mg/L; upper limit 2.0 mg/L (10 mm cell: 1.0 mg/L)')],
    belowMdlNotation: NOTATION,
    note: "The template's MDL (0.025 mg/L) and formula agree with the clauses as quoted. The results clause (decimals) was not in the quoted rules: the template's three decimals are not confirmed. Pages-corpus searches (English and Chinese titles, §1 wording) reached no copy of the standard itself.",
  }),
  audit('HJ 536-2009', '水质 氨氮的测定 水杨酸分光光度法', ['water-tmpl48'], {
    evidence: [seen('https://codeofchina.com/standard/HJ536-2009.html', '§1–§3 (English translation), contents (§8 Expression of results)')],
    reportingClause: '§8 Expression of results (contents only; text not read)',
    analytes: [mdl('NH3-N', '0.01', 'mg/L', '8.0 mL sample, 10 mm cell, as N (30 mm cell: 0.004 mg/L)')],
    belowMdlNotation: NOTATION,
  }),
  audit('HJ 586-2010', '水质 游离氯和总氯的测定 N,N-二乙基-1,4-苯二胺分光光度法', ['water-tmpl52'], {
    edition: '2010, replacing GB 11898-89',
    evidence: [seen('https://www.ncrm.org.cn/Web/News/SpecificationView?id=262', 'foreword (revision of GB 11898-89) and §1 scope with both detection limits')],
    analytes: [
      mdl(
        'Cl2-T',
        '0.03',
        'mg/L',
        'as Cl2, high-concentration scheme, 10 mm cell, range 0.12–1.50 mg/L (low-concentration scheme, 50 mm cell: 0.004 mg/L, range 0.016–0.20 mg/L)',
      ),
      mdl('Cl2-F', '0.03', 'mg/L', 'as Cl2, 10 mm cell (50 mm cell: 0.004 mg/L)'),
    ],
    belowMdlNotation: NOTATION,
    note: "Formula symbols unconfirmed (lims-practice §4.13). §1: not for turbid or highly coloured samples; samples above the range are diluted. The template's 0.03 mg/L holds for the 10 mm cell only; a lab measuring surface water with the 50 mm cell reports against 0.004 mg/L.",
  }),
  audit('HJ 620-2011', '水质 挥发性卤代烃的测定 顶空气相色谱法', ['water-componentWaterQxsp'], {
    note: 'searched 2026-11-24 (pages corpus, by the English and the Chinese title): no copy of the clauses found.',
  }),
  audit('HJ 621-2011', '水质 氯苯类化合物的测定 气相色谱法', ['water-componentWaterYjw'], {}),
  audit('HJ 636-2012', '水质 总氮的测定 碱性过硫酸钾消解紫外分光光度法', ['water-tmpl50'], {
    evidence: [
      seen(
        'https://360docs.net/doc/746761732.html',
        "a lab's SOP quoting §1 (10 mL sample: MDL 0.05 mg/L, range 0.20–7.00 mg/L) and the principle (A = A220 − 2·A275)",
      ),
    ],
    formulaClause: "the principle as the SOP quotes it: corrected absorbance A = A220 − 2·A275 on the calibration curve (the standard's own §9 not read)",
    analytes: [mdl('TN', '0.05', 'mg/L', '10 mL sample, as N; range 0.20–7.00 mg/L')],
    belowMdlNotation: NOTATION,
    departures: [
      done(
        fix(
          ['water-tmpl50'],
          'reporting',
          'fixed 2 decimals',
          `decimals below a threshold, three significant figures above it — ${ISSUE14}`,
          "Declare the method's reporting rule (issue 14 deliver 2) once the clause is read.",
        ),
        'RULES.HJ636: two decimals, at most three significant figures',
      ),
    ],
  }),
  audit('HJ 637-2018', '水质 石油类和动植物油类的测定 红外分光光度法', ['water-componentWaterHw', 'water-tmpl60'], {
    evidence: [
      seen('https://www.doczj.com/doc/2d16910053.html', "§1 scope quoted in a lab's method-verification record"),
      seen('https://www.huoerd.com/ask/1798.html', 'scope change 2012 → 2018 (surface and ground water removed)'),
    ],
    analytes: [mdl('PET', '0.06', 'mg/L', '500 mL sample, 50 mL extract, 4 cm cell'), mdl('AVO', '0.06', 'mg/L', '500 mL sample, 50 mL extract, 4 cm cell')],
    belowMdlNotation: NOTATION,
    note: 'The 2018 edition applies to industrial wastewater and domestic sewage only; surface and ground water are out of its scope.',
  }),
  audit('HJ 639-2012', '水质 挥发性有机物的测定 吹扫捕集/气相色谱-质谱法', ['water-componentWaterVoc', 'water-tmpl64'], {
    evidence: [
      seen('https://standardsofchina.com/standard/pdf/HJ639-2012.html', '§1 scope (English translation)'),
      seen('https://www.chinesestandards.org/standards/HJ%20639-2012', 'contents (§9 结果计算与表示, Annex A MDLs) and §1'),
    ],
    reportingClause: '§9 结果计算与表示 (contents only; text not read)',
    belowMdlNotation: NOTATION,
    departures: [
      done(
        fix(
          ['water-componentWaterVoc', 'water-tmpl64'],
          'reporting',
          'fixed 1 decimal per compound',
          `decimals tied to the MDL with at most three significant figures — ${ISSUE14}`,
          'Declare the rule as data (issue 14 deliver 2).',
        ),
        'RULES.HJ639: one decimal, at most three significant figures (123.45 → "123", worked example water-tmpl64 CAP)',
      ),
    ],
    note: "§1 (read): 5 mL sample; full scan MDLs 0.6–5.0 μg/L, SIM 0.2–2.3 μg/L; per compound in Annex A (not read). The template's 1.2–1.4 μg/L lie in the full-scan range but are not confirmed per compound.",
  }),
  audit('HJ 678-2013', '水质 金属总量的消解 微波消解法', ['water-componentWaterQcl'], {
    note: 'A pretreatment record (final volume / sample volume); no result, MDL or reporting rule applies.',
  }),
  audit('HJ 694-2014', '水质 汞、砷、硒、铋和锑的测定 原子荧光法', ['water-tmpl62'], {
    evidence: [
      seen('http://ayainochi.cn/dgweb_content-910163.html', '§1–§4 (scope with MDLs, references, terms, principle)'),
      seen('https://www.chinesestandard.net/PDF.aspx/HJ694-2014', 'contents (§10 Result calculation and representation)'),
    ],
    reportingClause: '§10 (contents only; text not read)',
    analytes: [mdl('Hg', '0.04', 'μg/L'), mdl('As', '0.3', 'μg/L'), mdl('Se', '0.4', 'μg/L'), mdl('Bi', '0.2', 'μg/L'), mdl('Sb', '0.2', 'μg/L')],
    belowMdlNotation: NOTATION,
  }),
  audit('HJ 700-2014', '水质 65种元素的测定 电感耦合等离子体质谱法', ['water-tmpl61'], {
    note: 'searched 2026-11-24 (pages corpus, by the English and the Chinese title): no copy of the clauses found.',
  }),
  audit('HJ 755-2015', '水质 总大肠菌群和粪大肠菌群的测定 纸片快速法', ['water-componentWaterWsw'], {
    departures: [
      done(
        fix(
          ['water-componentWaterWsw'],
          'notation',
          'one positive tube (0-1-0: 18.18 MPN/L by maximum likelihood) printed "<20"',
          'clause not read; as HJ 347.2 (a positive is a detection)',
          'Same mpnTubes variant as HJ 347.2.',
        ),
        'detectedWhen "p1 + p2 + p3 > 0": 0-1-0 prints "18" (worked example water-componentWaterWsw ONE)',
      ),
    ],
  }),
  audit('HJ 828-2017', '水质 化学需氧量的测定 重铬酸盐法', ['water-componentWaterRlTow', 'water-tmpl44'], {
    evidence: [
      seen('https://m.bzxz.net/bzxz/179016.html', '§1–§4 (Chinese)'),
      seen('https://www.chinesestandard.net/PDF/BOOK.aspx/HJ828-2017', 'contents and §1 (English translation)'),
      seen(
        'https://codeofchina.com/standard/HJ828-2017.html',
        'foreword: the revision "defines the reservation of significant figures in the calculation result"',
      ),
      seen(
        'code corpus: a COD raw-record audit tool\'s specification (read_file id 60360940131; the search names no repository)',
        'rules quoting §1 (MDL 4 mg/L for 10.0 mL, lower limit 16, undiluted upper limit 700 mg/L), §10.1 (COD = c·(V0 − V1)·8000/V2·f) and §10.2 (below 100 mg/L to a whole number, from 100 mg/L three significant figures); a secondary source, not the standard\'s text',
      ),
    ],
    formulaClause: '§10.1 as quoted: ρ = c·(V0 − V1)·8000/V2·f (the template: c·(V0 − V1)·M·1000/V·f with M 8)',
    reportingClause: '§10.2 as quoted (the foreword says the revision fixes the significant figures)',
    reportingRule: 'below 100 mg/L a whole number; from 100 mg/L three significant figures',
    analytes: [mdl('COD', '4', 'mg/L', '10.0 mL sample; lower limit 16 mg/L; undiluted upper limit 700 mg/L')],
    belowMdlNotation: NOTATION,
    note: 'Not for water with chloride > 1000 mg/L after dilution (§1). The seeded parameter W-COD names the missing template water-componentWaterHx (issue 14).',
    departures: [
      done(
        fix(
          ['water-componentWaterRlTow'],
          'reporting',
          'three significant figures below 100 mg/L as well: its parameter carried sf(3), which wins over the result\'s tiers, so 98.392 mg/L printed "98.4" (water-tmpl44, declared on the result, printed "98")',
          '§10.2 as quoted: below 100 mg/L to a whole number, from 100 mg/L three significant figures',
          'Found reading §10.2 against both COD templates: the worked example\'s own comment said "below 100 whole numbers" beside "98.4".',
        ),
        'the rule moved to the result (sf(3), tier below 100: 0 decimals): 98.392 prints "98" (worked example water-componentWaterRlTow S1); tests/unit/templates/reporting.test.ts fails any template whose parameter rounding would hide its result tiers',
      ),
    ],
  }),
  audit('HJ 84-2016', '水质 无机阴离子的测定 离子色谱法', ['water-componentWaterLz', 'water-componentGufeiLz', 'water-tmpl136'], {
    evidence: [seen('https://gxjzx.com/31878.html', '§1–§4 (scope, references, principle, interference); the MDL table of §1 was not shown')],
    note: "25 μL injection (§1); the per-anion MDLs are in a table of §1 that was not shown, so the template's 0.006–0.018 mg/L are unconfirmed.",
    departures: [
      keep(
        ['water-componentGufeiLz'],
        'method',
        'a solid-waste (gufei) screen cites HJ 84-2016',
        'HJ 84 is a water method',
        'Read as the analysis of a leachate (mg/L); route decoding Lz = ion chromatography is a GUESS.',
      ),
    ],
  }),
  audit('水和废水监测分析方法(第四版增补版) 3.1.10', '水质 氧化还原电位 电极法', ['water-componentWaterYh'], {
    edition: '第四版增补版 (a handbook, not a standard)',
  }),
  audit('水和废水监测分析方法(第四版增补版) 3.1.9', '水质 电导率 便携式电导率仪法', ['water-componentWaterDdl', 'water-tmpl38'], {
    edition: '第四版增补版 (a handbook, not a standard)',
  }),
];
