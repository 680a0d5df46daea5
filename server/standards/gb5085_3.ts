// GB 5085.3-2007 危险废物鉴别标准 浸出毒性鉴别 (issue 33): the leachate concentrations a waste's leachate must not
// exceed. Like GB 5085.1/.4 (gb5085.ts) the library states the side a result must meet for the waste NOT to show the
// characteristic: ≤ the value (a leachate above it makes the waste hazardous). The standard's own text could not be
// read from any source reachable here; its 表1 is embedded in two public programs found by the code index (their
// repositories are not named by the index; cited by the index's file ids in `source`). A value is entered only where
// both programs give it and agree; a value only one gives, or that they give differently, stays unread.
import type { ShippedEdition } from './load.ts';

const CLASS = 'leaching';
const BASIS = '浸出液；超过即属浸出毒性危险废物';

/** [analyte, English name, aliases, limit] — mg/L, agreeing in both programs. */
const ROWS: Array<[string, string, string, string]> = [
  ['铜', 'Copper', '总铜、铜(Cu)', '≤100'],
  ['锌', 'Zinc', '总锌、锌(Zn)', '≤100'],
  ['镉', 'Cadmium', '总镉、镉(Cd)', '≤1'],
  ['六价铬', 'Chromium (VI)', '铬(六价)、六价铬(Cr6+)', '≤5'],
  ['汞', 'Mercury', '总汞、汞(Hg)', '≤0.1'],
  ['钡', 'Barium', '总钡、钡(Ba)', '≤100'],
  ['镍', 'Nickel', '总镍、镍(Ni)', '≤5'],
  ['砷', 'Arsenic', '总砷、砷(As)', '≤5'],
];

export const gb5085_3_2007: ShippedEdition = {
  standardNo: 'GB 5085.3-2007',
  edition: '2007',
  title: '危险废物鉴别标准 浸出毒性鉴别',
  titleEn: 'Identification standards for hazardous wastes — Identification for extraction toxicity',
  kind: 'identification',
  matrix: 'solid_waste',
  // GB 5085.3-1996 expired 2007-10-01, replaced by GB 5085.3-2007 (m.bzxz.net/en/d81f8217304975c8.html)
  effectiveFrom: '2007-10-01',
  classes: [{ code: CLASS, label: '浸出毒性鉴别（不具该危险特性的条件）', labelEn: 'Extraction toxicity (condition for not being hazardous)' }],
  rows: ROWS.map(([analyte, analyteEn, aliases, limit]) => ({
    table: '表1',
    analyte,
    analyteEn,
    aliases,
    classCode: CLASS,
    limit,
    unit: 'mg/L',
    basis: BASIS,
  })),
  unread: [
    '本版各行只读到两份公开程序中内嵌的限值表（见“来源”），未能与标准正文核对；录入前应以标准正文复核。',
    '表1 铅、硒、总银：只有一份程序给出（5、1、5 mg/L），未能核对，未录入。',
    '表1 总铬、无机氟化物、氰化物：只有另一份程序给出（15、100、5 mg/L），未能核对，未录入。',
    '表1 铍：两份程序不一致（0.02 与 0.1 mg/L），未录入。',
    '表1 烷基汞及全部有机项目（有机农药类、非挥发性有机化合物、挥发性有机化合物）：未读到，未录入。',
  ].join('\n'),
  source: [
    '表1 铜、锌、镉、六价铬、汞、钡、镍、砷：两份公开程序所载的 GB 5085.3-2007 浸出毒性限值一致——代码索引文件 14040563907（JavaScript 危废鉴别教学程序，leaching_toxicity.limits：铅5、镉1、六价铬5、汞0.1、砷5、铜100、锌100、镍5、铍0.02、钡100、硒1、银5 mg/L）与文件 19057675863（Python 合规检查程序 standard_matcher，leaching_limits：总汞0.1、总镉1、总铬15、六价铬5、总铜100、总锌100、总铍0.1、总钡100、总镍5、总砷5、无机氟化物100、氰化物5 mg/L）（迁移 031）。',
    '实施日期 2007-10-01：m.bzxz.net/en/d81f8217304975c8.html 所载 GB 5085.3-1996 于 2007-10-01 作废、由 GB 5085.3-2007 代替。',
  ].join('\n'),
};
