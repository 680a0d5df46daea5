// Water methods, HJ 535 onwards (split from water.ts for size; the rows keep the order AUDIT.md prints them in).
// Read = the clauses named in `evidence` were read in a public copy of the standard (or a document quoting it).
import { ISSUE14, RULE_SEARCHED_AGAIN, audit, done, fix, keep, mdl, seen, transcribed } from './build.ts';
import type { StandardAudit } from './types.ts';

const NOTATION = 'not stated in the clauses read (template prints `{MDL}L`)';

export const waterAuditsHj535On: StandardAudit[] = [
  audit('HJ 535-2009', '水质 氨氮的测定 纳氏试剂分光光度法', ['water-componentWaterFg', 'water-tmpl47'], {
    evidence: [
      seen(
        "code corpus: an ammonia-nitrogen raw-record audit tool's config.py and rules (read_file ids 63514328103, 63131975952; the search names no repository)",
        "parameters quoting §1 (MDL 0.025 mg/L and lower limit 0.10 mg/L for a 50 mL sample, upper limit 2.0 mg/L with a 20 mm cell, 1.0 mg/L with 10 mm; as N), §7.1 (calibration 0–100 μg in 50 mL, 420 nm), §8 (ρN = (As − Ab − a)/(b·V)) and §10.1 (blank absorbance limits); a secondary source, not the standard's text",
      ),
      transcribed(
        'https://www.mee.gov.cn/ywgz/fgbz/bz/bzwb/jcffbz/201001/W020180319535685015821.pdf',
        'HJ535-2009.json',
        'a scan read line by line: §1 (MDL 0.025 mg/L, lower limit 0.10, upper limit 2.0 mg/L, 50 mL, 20 mm cell, as N), §2 (420 nm), §6.1 (pH < 2, 2–5 °C, 7 d), §6.2 (residual chlorine, flocculation, distillation), §7.1 (8 standards, 0–100 μg), §7.3 (blank), §10.1 (reagent blank absorbance ≤ 0.030 with a 10 mm cell)',
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
    evidence: [
      seen('https://www.ncrm.org.cn/Web/News/SpecificationView?id=262', 'foreword (revision of GB 11898-89) and §1 scope with both detection limits'),
      transcribed(
        'https://www.mee.gov.cn/ywgz/fgbz/bz/bzwb/jcffbz/201010/W020130204571950434641.pdf',
        'HJ586-2010.json',
        '§1 (both schemes, as above), §4.1 (515 nm, pH 6.2–6.5), §8.1–§8.2 (NaOH fixative, 4 °C, 5 d), §9.1 (7-point curves 0–1.50 and 0–0.20 mg/L, read within 60 min), §9.2 (15.0 mL buffer, 5.0 mL DPD, 100 mL sample; Mn and Cr(VI) correction ρ3), Annex A.1 (field method MDL 0.04 mg/L)',
      ),
    ],
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
    note: `For the reporting rule, an English preview (https://chinesestandard.us/products/hj636-2012: replaces GB 11894-89, in force 2012-06-01) and a Chinese copy (https://777doc.com/doc-6518041.html: cover and contents) were reached, neither as far as the results clause; ${RULE_SEARCHED_AGAIN}.`,
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
      transcribed(
        'https://www.mee.gov.cn/ywgz/fgbz/bz/bzwb/jcffbz/201212/W020121207619151887949.pdf',
        'HJ639-2012.json',
        '§7.2 (preservation, 14 d), §8.1 (conditions), §9.3.1 (reporting digits), §9.3.2 (m,p-xylene as a sum), §11.7, Annex A for 11 compounds (full scan / SIM MDLs)',
      ),
    ],
    reportingClause: '§9.3.1 (as transcribed): "当测定结果小于 100 µg/L 时，保留小数点后 1 位；当测定结果大于等于 100 µg/L 时，保留 3 位有效数字"',
    reportingRule:
      'below 100 μg/L one decimal; from 100 μg/L three significant figures (RULES.HJ639: one decimal capped at three significant figures, the same digits for every value)',
    analytes: [
      mdl('BENZ', '1.4', 'μg/L', 'full scan, 5 mL (SIM 0.4)'),
      mdl('TOL', '1.4', 'μg/L', 'full scan, 5 mL (SIM 0.3)'),
      mdl('CHCl3', '1.4', 'μg/L', 'full scan, 5 mL (SIM 0.4)'),
      mdl('TCE', '1.2', 'μg/L', 'full scan, 5 mL (SIM 0.4)'),
      mdl('PCE', '1.2', 'μg/L', 'full scan, 5 mL (SIM 0.2)'),
    ],
    belowMdlNotation: NOTATION,
    departures: [
      done(
        fix(
          ['water-componentWaterVoc', 'water-tmpl64'],
          'reporting',
          'fixed 1 decimal per compound',
          '§9.3.1 (as transcribed; issue 14 had it as decimals tied to the MDL, capped at three significant figures): one decimal below 100 μg/L, three significant figures from 100 μg/L',
          'Declare the rule as data (issue 14 deliver 2).',
        ),
        'RULES.HJ639: one decimal, at most three significant figures, which is §9.3.1 for every value (99.96 → "100", 123.45 → "123", 12.34 → "12.3"; worked example water-tmpl64 CAP)',
      ),
    ],
    note: "§1 (read): 5 mL sample; full scan MDLs 0.6–5.0 μg/L, SIM 0.2–2.3 μg/L. The template's MDLs are Annex A's full-scan values for its five compounds (as transcribed); a lab running SIM reports against the SIM column.",
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
  audit('HJ 776-2015', '水质 32种元素的测定 电感耦合等离子体发射光谱法', ['water-tmpl141'], {
    note: 'Added by issue 30. Searched 2026-11-28 (pages corpus, by title, by its MDL table wording, and the code corpus for the standard number): only a summary page (http://bbs.51dcw.com/jxfw/202505/187758.html, no clause text), so every field stays not read: no MDL is declared and the reporting rule is the HJ metals family\'s (three decimals capped at three significant figures, AUDIT.md "Significant-figure caps"). The formula ρ1·f − ρ0·f0 is the metals family\'s (the blank by its own dilution). The element list (§1) was searched again on 2026-11-28 (pages, docs and code corpora, by title, by the scope wording and by the element names; find_string "HJ 776": no hit): not read, so the template keeps the ten elements it was made with rather than a list from recall. The element list with its wavelengths and the MDL table were searched a third time 2026-11-28 for issue 30 round three (pages and code corpora by the table wording 测定波长 检出限 and wavelengths such as 308.215 nm; find_string "HJ 776-2015", "HJ776" and the title: no copy), so neither is added.',
  }),
  audit('HJ 537-2009', '水质 氨氮的测定 蒸馏-中和滴定法', ['water-tmpl142'], {
    note: 'Added by issue 30. Searched 2026-11-28 (pages corpus by title and formula wording; code corpus for the standard number: one code comment citing it for (V − V0)·c·K·f·1000/Vs, no clause text): not read. The template\'s ρN = (Vs − Vb)·c·14.01·1000/V is written from recall (c as c(1/2 H2SO4)); no MDL is declared and two decimals are the template\'s choice, as its notes say. The MDL and formula clauses were searched a third time 2026-11-28 for issue 30 round three (pages corpus by the scope and MDL wording; find_string "HJ 537-2009": two code comments citing the number, no clause text): still not read, so no MDL is added.',
  }),
  audit('HJ 700-2014', '水质 65种元素的测定 电感耦合等离子体质谱法', ['water-tmpl61'], {
    departures: [
      done(
        fix(
          ['water-tmpl61'],
          'formula',
          "(ρ − ρ0)·f: the blank multiplied by the sample's dilution factor",
          'the blank follows its own preparation: a sample diluted f times is ρ·f, a blank read undiluted ρ0 (issue 30; the formula clause not read)',
          'Diluting only the sample took f blanks off (3.46 μg/L × 10 with a 0.02 blank: 34.4 instead of 34.58).',
        ),
        'ρ·f − ρ0·f0 with header f0 (blank dilution, default 1): worked example water-tmpl61 DIL prints "34.6"; the same waterDirect formula serves GB 7475-87 (water-tmpl63) and HJ 776-2015',
      ),
    ],
    evidence: [
      transcribed(
        'https://www.mee.gov.cn/ywgz/fgbz/bz/bzwb/jcffbz/201405/W020140523543423227755.pdf',
        'HJ700-2014.json',
        '§1 (MDLs 0.02–19.6 μg/L), §3.1–§3.2 (soluble vs total), §4, §8.2–§8.3 (filtration, hot-plate and microwave digestion), Annex A for 11 elements (Ag, As, Ba, Be, Cd, Cr, Cu, Ni, Pb, Se, Zn), Table B.2 interference equations',
      ),
    ],
    formulaClause: 'not in the clauses read (§10 not transcribed); the template computes (ρ1 − ρ0)·f',
    reportingClause: 'not in the clauses read',
    analytes: [
      mdl('Pb', '0.09', 'μg/L', 'Annex A'),
      mdl('Cd', '0.05', 'μg/L', 'Annex A'),
      mdl('Cu', '0.08', 'μg/L', 'Annex A'),
      mdl('Zn', '0.67', 'μg/L', 'Annex A'),
      mdl('Ni', '0.06', 'μg/L', 'Annex A'),
    ],
    belowMdlNotation: NOTATION,
    note: "The template's MDLs for Pb, Cd, Cu, Zn and Ni agree with Annex A; Mn (0.12 μg/L) is not among the elements transcribed. Mercury is not one of the 65 elements. Its two decimals are the template's (results clause not read).",
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
        "code corpus: a COD raw-record audit tool's specification (read_file id 60360940131; the search names no repository)",
        "rules quoting §1 (MDL 4 mg/L for 10.0 mL, lower limit 16, undiluted upper limit 700 mg/L), §10.1 (COD = c·(V0 − V1)·8000/V2·f) and §10.2 (below 100 mg/L to a whole number, from 100 mg/L three significant figures); a secondary source, not the standard's text",
      ),
    ],
    formulaClause: '§10.1 as quoted: ρ = c·(V0 − V1)·8000/V2·f (the template: c·(V0 − V1)·M·1000/V·f with M 8)',
    reportingClause: '§10.2 as quoted (the foreword says the revision fixes the significant figures)',
    reportingRule: 'below 100 mg/L a whole number; from 100 mg/L three significant figures',
    analytes: [mdl('COD', '4', 'mg/L', '10.0 mL sample; lower limit 16 mg/L; undiluted upper limit 700 mg/L')],
    belowMdlNotation: NOTATION,
    note: 'Not for water with chloride > 1000 mg/L after dilution (§1). The first seed named the missing template water-componentWaterHx for W-COD (issue 14); the seed now names water-tmpl44 (server/seed/lab.ts) and migration 020 moves a database seeded before.',
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
