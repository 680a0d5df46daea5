// Codes in an error become words before they reach a person: a workflow state or action named in a message
// ("当前状态“submitted”" → "当前状态“已提交”"), and every field path of a 400's `errors[]` gets its label
// (`points.0.timesPerDay` → "采样点位 第1行 · 每天频次") beside the machine-readable `field`. One place, for every
// route: the throw sites keep passing codes.
import type { FieldError } from './errors.ts';
import { translate, type Lang } from './messages.ts';
import { actionWord, pathLabel, permWord, stateWord } from '../i18n/labels.ts';

/** Messages whose {state} is another resource's than the route's (a task route refusing for its order's state). */
const KEY_RESOURCE: Record<string, string> = {
  'error.orderNotDraft': 'orders',
  'error.orderState': 'orders',
  'error.taskNotEditable': 'tasks',
  'error.sheetState': 'analysisSheets',
  'error.qcState': 'qcSheets',
  'error.qcVerdict': 'qcSheets',
  'error.reportFrozen': 'reports',
  'error.chartState': 'controlCharts',
};

/** Messages whose {field} is a field name of the route's resource. */
const FIELD_KEYS = new Set(['error.unique', 'error.unknownSort', 'error.unknownFilter']);

/** The workflow routes' first segment → their resource (/admin/order/…, /admin/analysis/…). */
const SEGMENT: Record<string, string> = { order: 'orders', task: 'tasks', analysis: 'analysisSheets', qc: 'qcSheets', report: 'reports' };

/** The resource a request works on: the generic API's name, or a workflow route's. */
export function resourceOfUrl(url: string): string | undefined {
  const path = url.split('?')[0];
  const api = /^\/admin\/api\/v1\/([A-Za-z]+)(?:\/|$)/.exec(path);
  if (api) return api[1];
  const wf = /^\/admin\/([a-z]+)\//.exec(path);
  return wf ? SEGMENT[wf[1]] : undefined;
}

/** The message's parameters with codes put in words: state, action, verdict (a QC sheet's), field lists. */
export function wordParams(key: string, params: Record<string, string | number>, url: string, lang: Lang, errors?: FieldError[]) {
  const resource = KEY_RESOURCE[key] ?? resourceOfUrl(url);
  const out = { ...params };
  if (typeof out.state === 'string') out.state = stateWord(resource, out.state, lang);
  if (typeof out.verdict === 'string') out.verdict = stateWord(resource, out.verdict, lang);
  if (typeof out.action === 'string') out.action = actionWord(resource, out.action, lang);
  // a 403 names the perm it needs in words ("设备 · 查询"), never 'equipment:query'
  if (typeof out.perm === 'string')
    out.perm = out.perm
      .split(' | ')
      .map((p) => permWord(p, lang))
      .join(lang === 'en' ? ' or ' : ' 或 ');
  if (key === 'error.validation' && errors?.length) {
    out.fields = [...new Set(errors.map((e) => e.label ?? pathLabel(resource, e.field, lang)))].join(lang === 'en' ? ', ' : '、');
  } else if (key === 'error.validation' && typeof out.fields === 'string') {
    out.fields = out.fields
      .split(/,\s*/)
      .map((f) => pathLabel(resource, f, lang))
      .join(lang === 'en' ? ', ' : '、');
  }
  if (FIELD_KEYS.has(key) && typeof out.field === 'string') out.field = pathLabel(resource, out.field, lang);
  return out;
}

/** Each field error with its label in the user's language (kept when the thrower named it already). */
export function wordErrors(errors: FieldError[], key: string, url: string, lang: Lang, params: Record<string, string | number> = {}): FieldError[] {
  const resource = KEY_RESOURCE[key] ?? resourceOfUrl(url);
  // a duplicate's field message was worded by the thrower with the field's name: worded again with its label
  const message = key === 'error.unique' ? translate(lang, key, wordParams(key, params, url, lang)) : undefined;
  return errors.map((e) => ({ ...e, label: e.label ?? pathLabel(resource, e.field, lang), ...(message ? { message } : {}) }));
}
