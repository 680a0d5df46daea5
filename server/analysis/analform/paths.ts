// Words for the evaluate API's field paths and cell keys: a person reads "第1行（样品 S1） · 吸光度" or
// "校准曲线 第1点 · 标准溶液浓度", never rows.0.inputs.A or curve.0.x. Labels come from the template itself (its
// header, inputs, computed columns, results, curve axes, parameters); the structure words are below. A key the
// template does not have is kept as typed, beside the word for what it was meant to be ("输入项 nope").
import type { Label, TemplateDef } from '../../../schemas/templates/types.ts';
import { translate, type Lang } from '../../http/messages.ts';

type Pair = readonly [zh: string, en: string];

/** The body's own members (schemas.ts evaluateBody), in the words of the raw-record screen. */
const WORDS: Record<string, Pair> = {
  header: ['表头', 'Header'],
  rows: ['样品行', 'Rows'],
  inputs: ['输入项', 'Inputs'],
  sampleId: ['样品编号', 'Sample ID'],
  parameter: ['检测项目', 'Test item'],
  curve: ['校准曲线', 'Calibration curve'],
  points: ['校准点', 'Calibration points'],
  slope: ['斜率', 'Slope'],
  intercept: ['截距', 'Intercept'],
  r: ['相关系数', 'Correlation coefficient'],
  qc: ['质控', 'QC'],
  blanks: ['空白', 'Blanks'],
  duplicates: ['平行样', 'Duplicates'],
  spikes: ['加标回收', 'Spike recoveries'],
  crms: ['有证标准物质', 'Certified reference materials'],
  ccv: ['校准核查', 'Calibration checks'],
  spikedSampleId: ['加标样品编号', 'Spiked sample ID'],
  added: ['加标量', 'Amount added'],
  c0: ['加标液浓度', 'Spike standard concentration'],
  v0: ['加标体积', 'Spike volume'],
  v1: ['取样体积', 'Sample volume'],
  certified: ['标准值', 'Certified value'],
  halfRange: ['不确定度（半宽）', 'Uncertainty (half range)'],
  expected: ['理论值', 'Expected value'],
  measured: ['测定值', 'Measured value'],
  a: ['样品 A', 'Sample A'],
  b: ['样品 B', 'Sample B'],
  notation: ['低于检出限的表示', 'Below-MDL notation'],
};

const word = (k: string, lang: Lang) => WORDS[k]?.[lang === 'en' ? 1 : 0];
const say = (l: Label, lang: Lang) => (lang === 'en' ? l.en : l.zh);
const row = (n: number, lang: Lang) => translate(lang, 'validation.row', { n });
const isIndex = (s: string | undefined) => s !== undefined && /^\d+$/.test(s);

/** The label of one of the template's own keys (header, input, computed column, result, parameter code). */
export function keyLabel(t: TemplateDef | undefined, key: string, lang: Lang): string | undefined {
  if (!t) return undefined;
  const f = [...t.header, ...t.inputs, ...t.computed, ...t.results].find((x) => x.key === key);
  if (f) return say(f.label, lang);
  const p = t.parameters.find((x) => x.code === key);
  return p ? say(p.name, lang) : undefined;
}

/** A calibration-curve path: curve, curve.slope, curve.0.x, curve.points.0.y. */
function curveLabel(t: TemplateDef | undefined, rest: string[], lang: Lang): string {
  const out = [word('curve', lang)!];
  const parts = rest[0] === 'points' ? rest.slice(1) : rest;
  if (rest[0] === 'points' && !parts.length) out.push(word('points', lang)!);
  for (const p of parts) {
    if (isIndex(p)) out[out.length - 1] += ` ${lang === 'en' ? `point ${Number(p) + 1}` : `第${Number(p) + 1}点`}`;
    else if ((p === 'x' || p === 'y') && t?.curve) out.push(say(t.curve[p].label, lang));
    else out.push(word(p, lang) ?? p);
  }
  return out.join(' · ');
}

/**
 * A body path in words: rows.0.inputs.A → "第1行（样品 S1） · 吸光度"; header.analysisDate → "表头 · 分析日期";
 * curve.0.x → "校准曲线 第1点 · 标准溶液浓度"; qc.spikes.0.added → "质控 · 加标回收 第1行 · 加标量".
 * `sampleOf(n)` names a row's sample when the body gave one; without a template (a body refused before its template is
 * looked up) the structure words alone.
 */
export function evaluatePathLabel(t: TemplateDef | undefined, path: string, lang: Lang, sampleOf: (n: number) => string | undefined = () => undefined): string {
  const p = path.split('.').filter((x) => x !== '');
  if (p[0] === 'rows' && isIndex(p[1])) {
    const n = Number(p[1]);
    const sample = sampleOf(n);
    const head = `${row(n + 1, lang)}${sample ? (lang === 'en' ? ` (sample ${sample})` : `（样品 ${sample}）`) : ''}`;
    const rest = p.slice(2);
    if (!rest.length) return head;
    if (rest[0] === 'inputs' && rest.length > 1)
      return `${head} · ${keyLabel(t, rest.slice(1).join('.'), lang) ?? `${word('inputs', lang)} ${rest.slice(1).join('.')}`}`;
    return `${head} · ${rest.map((x) => word(x, lang) ?? x).join(' · ')}`;
  }
  if (p[0] === 'header' && p.length > 1) {
    const k = p.slice(1).join('.');
    return `${word('header', lang)} · ${keyLabel(t, k, lang) ?? k}`;
  }
  if (p[0] === 'curve') return curveLabel(t, p.slice(1), lang);
  if (p.length === 1) return keyLabel(t, p[0]!, lang) ?? word(p[0]!, lang) ?? p[0]!;
  // qc.* and anything else: each member in words, an index as its row
  const out: string[] = [];
  for (const x of p) {
    if (isIndex(x) && out.length) out[out.length - 1] += ` ${row(Number(x) + 1, lang)}`;
    else out.push(word(x, lang) ?? keyLabel(t, x, lang) ?? x);
  }
  return out.join(' · ');
}

/** A cell's key (`A`, `analysisDate`, `curve.0.x`, `curve.slope`) as its label, or as it is when none is known. */
export function cellLabel(t: TemplateDef, key: string, lang: Lang): string {
  if (key.startsWith('curve')) return curveLabel(t, key.split('.').slice(1), lang);
  return keyLabel(t, key, lang) ?? key;
}
