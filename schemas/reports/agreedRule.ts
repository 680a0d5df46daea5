// The decision rule agreed with the client, in words, as the report states it (ISO/IEC 17025 §7.8.6; issue 33). The
// rules are ILAC-G8:09/2019 §4.2.1 (simple acceptance, w = 0) and §4.2.2 with w = U (guarded acceptance), as read in
// schemas/uncertainty/decision.ts; the PDF and the preview screen print the same words.

export type AgreedRule = 'simple' | 'guarded' | 'none';

const WORDS: Record<AgreedRule, { zh: string; en: string }> = {
  simple: {
    zh: '判定规则（与委托方约定）：简单接受（ILAC-G8:09/2019 §4.2.1，w = 0）：测得值符合限值判为符合，否则判为不符合；未考虑测量不确定度。',
    en: 'Decision rule (agreed with the client): simple acceptance (ILAC-G8:09/2019 §4.2.1, w = 0): a measured value within the limit conforms, otherwise it does not; measurement uncertainty is not taken into account.',
  },
  guarded: {
    zh: '判定规则（与委托方约定）：防护接受（ILAC-G8:09/2019 §4.2.2，防护带 w = U）：区间“测得值 ± U”全部在限值以内判为符合，全部超出判为不符合，跨越限值判为无法判定；无经批准的测量不确定度评定覆盖的结果不作判定。',
    en: 'Decision rule (agreed with the client): guarded acceptance (ILAC-G8:09/2019 §4.2.2, guard band w = U): a result whose interval "value ± U" lies wholly within the limit conforms, wholly beyond it does not conform, across it is inconclusive; a result no approved uncertainty evaluation covers is not judged.',
  },
  none: {
    zh: '判定规则：委托时未与委托方约定；以下判定按测得值与限值直接比较给出，未考虑测量不确定度。',
    en: 'Decision rule: none was agreed with the client; the judgements below compare the measured value with the limit and do not take measurement uncertainty into account.',
  },
};

export const agreedRuleLine = (rule: AgreedRule, lang: 'zh' | 'en') => WORDS[rule][lang];
