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
