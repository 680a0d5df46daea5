// Display helpers: labels in the current language, localised cell messages that name the field by its label,
// computed values rounded for display only (the engine keeps full precision; results come rounded from it).
import { roundGB8170, toReportNotation } from '../../../schemas/calc/round.ts';
import type { CellError, ResultValue } from '../../../schemas/templates/evaluate.ts';
import type { QcEvaluation } from '../../../schemas/templates/qc.ts';
import type { Label, TemplateDef } from '../../../schemas/templates/types.ts';

export type Lang = 'zh' | 'en';
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export const labelOf = (l: Label | undefined, lang: Lang): string => (l ? (lang === 'zh' ? l.zh : l.en) : '');

/** Field key → label, over header, inputs, computed columns and results (and the curve's a, b). */
export function labelsOf(t: TemplateDef, lang: Lang): Map<string, string> {
  const m = new Map<string, string>();
  for (const f of [...t.header, ...t.inputs, ...t.computed, ...t.results]) m.set(f.key, labelOf(f.label, lang));
  if (t.curve) {
    m.set('a', lang === 'zh' ? '截距 a' : 'intercept a');
    m.set('b', lang === 'zh' ? '斜率 b' : 'slope b');
    m.set('curve.x', labelOf(t.curve.x.label, lang));
    m.set('curve.y', labelOf(t.curve.y.label, lang));
  }
  return m;
}

/** A cell error in words: the engine's i18n key with the field's label instead of its formula name. */
export function errorText(translate: Translate, labels: Map<string, string>, e: Pick<CellError, 'message' | 'params'>): string {
  const params: Record<string, unknown> = { ...e.params };
  // a point of the standard series by its column and number ("标准物质量 1"), never its path (curve.0.x)
  const point = typeof params.input === 'string' ? /^curve\.(\d+)\.([xy])$/.exec(params.input) : null;
  if (point) params.input = `${labels.get(`curve.${point[2]}`) ?? point[2]} ${Number(point[1]) + 1}`;
  else if (typeof params.input === 'string') params.input = labels.get(params.input) ?? params.input;
  return translate(e.message, { _: e.message, ...params });
}

/** A computed column's value for the eye: the column's decimals, else 4 significant figures. */
const shownCache = new Map<string, string>();
export function shownValue(value: string | undefined, decimals: number | undefined): string {
  if (value === undefined || value === '') return '';
  // a keystroke changes one row: the other rows' values are the same strings, rounded once
  const key = `${decimals ?? ''}|${value}`;
  let out = shownCache.get(key);
  if (out !== undefined) return out;
  try {
    const r = decimals !== undefined ? roundGB8170(value, { decimals }) : roundGB8170(value, { significant: 4 });
    out = r.includes('E') ? toReportNotation(r) : r;
  } catch {
    out = value; // never throw on display
  }
  if (shownCache.size > 20_000) shownCache.clear();
  shownCache.set(key, out);
  return out;
}

/** What a result cell shows: the report form, a judgement in words. */
export function resultText(translate: Translate, r: ResultValue | undefined): string {
  if (!r) return '';
  return r.flag !== undefined ? translate(r.display, { _: r.display }) : r.display;
}

/**
 * A judgement with the decision rule it used (GB/T 8170-2008 §4.3; ISO/IEC 17025 §7.8.6 asks for it to be stated):
 * "不合格（全数值比较法，GB 5085.1-2007 §4.2 …）". Undefined for a value that is not a judgement or has no rule.
 */
export function judgementText(translate: Translate, r: ResultValue | undefined, lang: Lang): string | undefined {
  if (!r || r.flag === undefined || !r.decision) return undefined;
  return translate('rr.judgement', { verdict: resultText(translate, r), rule: decisionLabel(translate, r), basis: basisText(r.decision.basis, lang) });
}

/** A decision rule's clauses in the screen's language (records stored before the rule had both keep their text). */
export const basisText = (basis: Label | string, lang: Lang): string => (typeof basis === 'string' ? basis : labelOf(basis, lang));

/** The comparison's name in words (全数值比较法 / full-value comparison), never its code. */
export const decisionLabel = (translate: Translate, r: Pick<ResultValue, 'decision'>): string =>
  r.decision ? translate(`calc.decision.${r.decision.comparison}`) : '';

export function qcText(translate: Translate, q: QcEvaluation): string {
  const kind = translate(`calc.qc.kind.${q.kind}`, { _: q.kind });
  const stat =
    q.kind === 'duplicate' && typeof q.params.statistic === 'string'
      ? ` ${translate(`calc.qc.statistic.${q.params.statistic}`, { _: q.params.statistic })}`
      : '';
  const value = q.value !== undefined ? ` ${q.value}${q.unit && q.unit !== '%' ? ` ${q.unit}` : (q.unit ?? '')}` : '';
  const verdict = translate(q.message, { _: q.message, ...q.params });
  return `${kind}${stat}${value} (${q.limit}) ${verdict}`;
}

export const qcTone = (q: QcEvaluation): 'pass' | 'fail' | 'none' => (q.pass === true ? 'pass' : q.pass === false ? 'fail' : 'none');
