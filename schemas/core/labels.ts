// Words shared by resource declarations, and the one reader of a declaration's labels for code that is not the UI
// (Excel headers and imports, PDFs, the OpenAPI document, audit views): the same words the UI shows.
import type { AnyResource, Pair } from './resource.ts';

export type Lang = 'zh-CN' | 'en';

export const onOff = { enabled: ['启用', 'Enabled'], disabled: ['停用', 'Disabled'] } as const;
export const matrixSub = ['介质', 'Matrix'] as const;
export const paramIds = ['检测项目', 'Test items'] as const;

/** Labels of the system columns every resource has (resources.{name}.fields.id, …). */
export const systemFieldLabels: Record<string, Pair> = {
  id: ['编号', 'ID'],
  version: ['版本', 'Version'],
  createdAt: ['创建时间', 'Created at'],
  updatedAt: ['更新时间', 'Updated at'],
  createdBy: ['创建人', 'Created by'],
  updatedBy: ['更新人', 'Updated by'],
};

/** Yes / no, as react-admin's ra.boolean.* say them. */
export const booleanWords: Record<'true' | 'false', Pair> = { true: ['是', 'Yes'], false: ['否', 'No'] };

export const pick = (p: Pair | undefined, lang: Lang): string | undefined => (p ? p[lang === 'en' ? 1 : 0] : undefined);

/** The singular name of a resource ('设备 |||| 设备' → '设备'). */
export function resourceTitle(r: AnyResource, lang: Lang): string {
  return (pick(r.labels.name, lang) ?? r.name).split('||||')[0].trim();
}

export function fieldLabel(r: AnyResource, field: string, lang: Lang): string {
  return pick(r.labels.fields[field] ?? systemFieldLabels[field], lang) ?? field;
}

/** An enum option or a boolean as a word; other values as they are. */
export function valueWord(r: AnyResource, field: string, value: unknown, lang: Lang): string {
  const v = String(value);
  if (typeof value === 'boolean') return pick(booleanWords[v as 'true' | 'false'], lang)!;
  return pick(r.labels.enums?.[field]?.[v], lang) ?? v;
}

// Words for codes, shared by the UI and the server: a field path of a refused write ("points.0.timesPerDay"), a
// workflow state and a workflow action, each read from the resource labels (schemas/i18n/resources.ts:
// resources.{r}.fields / .subfields / .enums.status / .transitions). Each side passes its own lookup (react-admin's
// translate, the server's catalogue), so the words are the same on a screen and in a server message.

/** A message lookup: the text of `key` with `params`, or undefined when the catalogue has no such key. */
export type Lookup = (key: string, params?: Record<string, string | number>) => string | undefined;

const ROW = 'validation.row'; // "第{n}行" / "row {n}"

function fieldOf(resource: string, name: string, t: Lookup): string | undefined {
  return t(`resources.${resource}.fields.${name}`);
}

/**
 * The label of a field path: `points.0.timesPerDay` of orders → "采样点位 第1行 · 每天频次". Rows of an array
 * field take its subfields' labels; an array named like a resource (`samples.2.receivedAt` on a task) takes that
 * resource's field labels; a segment with no label is kept as it is (never dropped).
 */
export function fieldPathLabel(resource: string | undefined, path: string, t: Lookup): string {
  const out: string[] = [];
  let owner = resource; // the resource whose labels name the next segment
  let array: string | undefined; // the field whose row the next segment is in
  for (const p of path.split('.').filter((x) => x !== '')) {
    if (/^\d+$/.test(p)) {
      const row = t(ROW, { n: Number(p) + 1 }) ?? `#${Number(p) + 1}`;
      out[out.length - 1] = out.length ? `${out[out.length - 1]} ${row}` : row;
      continue;
    }
    let label = array && owner ? t(`resources.${owner}.subfields.${array}.${p}`) : !array && owner ? fieldOf(owner, p, t) : undefined;
    if (!label && array && (label = fieldOf(array, p, t))) owner = array; // rows of another resource (a task's samples)
    if (!label && !array) label = t(`resources.${p}.name`)?.split('||||')[0].trim();
    out.push(label ?? p);
    array = p;
  }
  return out.length ? out.join(' · ') : path;
}

/** A workflow state's label (the status field's enum label), or the code when none is known. */
export function stateLabel(resource: string | undefined, state: string, t: Lookup): string {
  return (resource && t(`resources.${resource}.enums.status.${state}`)) || state;
}

/** A workflow action's label (its button's words), or the code when none is known. */
export function actionLabel(resource: string | undefined, action: string, t: Lookup): string {
  return (resource && t(`resources.${resource}.transitions.${action}`)) || action;
}
