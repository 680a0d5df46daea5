// Water methods. Read = the clauses named in `evidence` were read in a public copy of the standard (or a lab's
// verification document quoting it); everything else in a row says "not read".
import { ISSUE14, RULE_SEARCHED_AGAIN, SEARCHED_AGAIN, audit, done, fix, keep, mdl, seen, transcribed } from './build.ts';
import type { StandardAudit } from './types.ts';
import { waterAuditsHj535On } from './water2.ts';

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
          'formula',
          'only the undiluted formula [(10 + V1)K − 10]·c·8·1000/V: a diluted sample could not subtract the dilution water',
          "§7.2 as recalled (the clause not read; issue 30): {[(10 + V1)K − 10] − [(10 + V0)K − 10]·c}·M·8·1000/V2, V0 the dilution water's blank titration, c the fraction of dilution water in the diluted sample",
          "A sample above 4.5 mg/L is diluted (§1.2); without the blank term the record is off by the dilution water's own demand.",
        ),
        'header V0 (blank titration of the dilution water) and input Vt (volume after dilution, default 100), fw = (Vt − V)/Vt; the blank term applies when V < Vt: V 25.0 → 100 mL, V1 6.10, V0 0.35 prints "18.4" (worked example water-tmpl45 DIL/DIL2; undiluted rows unchanged)',
      ),
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
    note: '§7.2 (the diluted-sample formula) searched a third time 2026-11-28 for issue 30 round three (pages corpus by the formula wording [(10 + V1)K − 10] − [(10 + V0)K − 10]·c and 稀释水 空白): no copy of the clause found, so the template keeps the recalled formula its departure row names.',
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
    note: `searched 2026-11-24 (pages corpus, by the English and the Chinese title): no copy of the clauses found; ${SEARCHED_AGAIN}.`,
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
    note: `searched 2026-11-24 (pages corpus, by the English and the Chinese title): no copy of the clauses found; ${SEARCHED_AGAIN}. The international iodometric method, ISO 5813:1983, states its scope as dissolved oxygen above 0.2 mg/L up to about 20 mg/L (https://catalogue.normdocs.ru/catalog/com.normdocs.onorm.card.onorm.en.25813.1993-06/Standard-NORM-EN-25813-1993-06, the ÖNORM EN 25813 record): the template's 0.2 mg/L matches that lower end, but whether GB 7489-87 adopts ISO 5813 was not read, so the row stays not read.`,
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
  audit('HJ 1001-2018', '水质 总大肠菌群、粪大肠菌群和大肠埃希氏菌的测定 酶底物法', ['water-componentWaterZdc', 'water-tmpl129'], {
    departures: [
      done(
        fix(
          ['water-componentWaterZdc', 'water-tmpl129'],
          'method',
          'cites HJ 1001-2018 as "水质 总大肠菌群和粪大肠菌群的测定 酶底物法"',
          'MEE announcement 2018 No. 73, as two copies of its sister standards quote it (https://m.zixin.com.cn/doc/93446.html, the HJ 347.2-2018 cover; https://wnwk.com/doc/1355525.html, the HJ 1000-2018 cover), names it "水质 总大肠菌群、粪大肠菌群和大肠埃希氏菌的测定 酶底物法" (issued 2018-12-26, in force 2019-06-01)',
          'A raw record cites the method by its title; the template dropped 大肠埃希氏菌 (E. coli) from it.',
        ),
        'both templates cite the announced title, in both languages (tests/unit/templates/auditFixes.test.ts); the clauses themselves stay not read',
      ),
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
    note: `MPN by maximum likelihood, not the Quanti-Tray table the standard refers to (README known gap). ${SEARCHED_AGAIN}.`,
  }),
  audit('HJ 1075-2019', '水质 浊度的测定 浊度计法', ['water-componentWaterZd', 'water-tmpl41'], {
    evidence: [
      transcribed(
        'https://www.mee.gov.cn/ywgz/fgbz/bz/bzwb/jcffbz/202001/W020200102492122303749.pdf',
        'HJ1075-2019.json',
        '§1 (MDL 0.3 NTU; surface, ground and sea water), §4, §5.4–§5.5 (formazin 4000 / 400 NTU), §7.2 (field measurement, else ≤ 4 °C ≤ 48 h), §8.2–§8.3, §11.1 (one blank per batch, below the MDL), §11.3 (≥ 10 % duplicates, at least one; RD < 20 %), §11.4 (1–2 standard samples per run), §13.1–§13.3',
      ),
    ],
    formulaClause: '§8.3 (as transcribed): the reading of the calibrated turbidimeter (§8.2); the template multiplies it by the dilution factor',
    reportingClause: 'not in the clauses read (§9 not transcribed)',
    analytes: [mdl('TURB', '0.3', 'NTU')],
    belowMdlNotation: NOTATION,
    departures: [
      done(
        fix(
          ['water-componentWaterZd', 'water-tmpl41'],
          'qc',
          "duplicates accepted at RD ≤ 10 % (the reading variant's default), no blank check",
          '§11.3 (as transcribed): duplicate results "相对偏差应小于 20%"; §11.1: a blank per batch, "结果应小于方法检出限"',
          'A pair at RD 15 % is within the method and failed the template: a non-conformance the method does not define. The blank check of §11.1 was missing.',
        ),
        'RULES.HJ1075 qc: blank (below the MDL, strict as §11.1), duplicate RD ≤ 20 %, the continuing check kept (§11.4 names 1–2 standard samples per run, their acceptance not in the clauses read). 10.0 / 13.0 NTU (RD 13.0 %) passes, 8.0 / 13.0 (RD 23.8 %) fails (tests/unit/templates/auditFixes.test.ts). The engine compares RD ≤ limit; §11.3 says "< 20 %": a pair at exactly 20.0 % passes here and not there',
      ),
    ],
    note: 'lims-practice §5 tags the number unconfirmed: the official PDF (MEE, 2020-01) is HJ 1075-2019 水质 浊度的测定 浊度计法, in force 2020-06-30, as the templates cite.',
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
    note: 'Route decoding Yp = liquid chromatography is a GUESS. Only the cover, contents and foreword were reached (https://m.wnwk.com/doc/2653982.html: replaces GB 13198-91; 16 PAHs in drinking, ground, surface and sea water and waste water; §7 结果计算, Annex A MDLs), so the row stays not read.',
  }),
  audit('HJ 484-2009', '水质 氰化物的测定 容量法和分光光度法', ['water-tmpl56'], {
    departures: [
      done(
        fix(
          ['water-tmpl56'],
          'formula',
          'ρ = m/V·f: the distillate volume and the aliquot taken had no inputs, so their ratio was typed as a "dilution factor"',
          'the distillation methods take V mL of sample into an absorbing solution made up to V1 and colour an aliquot V2: ρ = m·V1/(V·V2) (issue 30; the clause not read)',
          'A ratio typed as a dilution factor is not recorded as what was measured; the raw record must show V1 and V2.',
        ),
        'variant spectro-curve/cyanide: inputs V, V1, V2 (and f for a further dilution): V 200, V1 100, V2 10.0, A 0.168 prints "1.213" (worked example water-tmpl56)',
      ),
    ],
    note: `Only the cover and announcement were reached (http://m.mydoc123.com/d-201854.html: replaces GB 7486-87 and GB 7487-87, in force 2009-11-01), so the row stays not read. HJ 484 has four methods with different MDLs; the template names none. ${SEARCHED_AGAIN}; searched a third time 2026-11-28 for issue 30 round three (pages corpus by the results-calculation wording 结果计算, 馏出液体积, 分取体积): the same copy answered, its cover and announcement only, so V1 and V2 stay the family's distillation rule.`,
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
    note: `searched 2026-11-24 (pages corpus, by the English and the Chinese title): no copy of the clauses found (an AI-written summary page was found and not used). HJ 503 has an extraction and a direct method with different MDLs; the template's 0.0003 mg/L would be the extraction method's. Not read. ${SEARCHED_AGAIN}.`,
  }),
  audit('HJ 505-2009', '水质 五日生化需氧量(BOD5)的测定 稀释与接种法', ['water-componentWaterSh', 'water-tmpl46'], {
    note: `Only the cover and announcement were reached (http://jinmi8.com/doc/13088/44662: replaces GB/T 7488-87, in force 2009-12-01); §1 (MDL) and the results clause were not, so the row stays "not read" and RULES.HJ505 rests on issue 14; ${RULE_SEARCHED_AGAIN}.`,
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
  ...waterAuditsHj535On,
];
