import type { Lang } from '../http/messages.ts';

/**
 * Field labels for server-made files (Excel headers, PDFs). The UI's own catalogue lives in src/i18n;
 * this reads the same generated catalogue when present and falls back to the field name.
 */
let catalog: Record<Lang, Record<string, string>> = { 'zh-CN': {}, en: {} };

export function setLabelCatalog(c: Record<Lang, Record<string, string>>) { catalog = c; }

export function fieldLabel(resource: string, field: string, lang: Lang): string {
  return catalog[lang][`resources.${resource}.fields.${field}`] ?? catalog['zh-CN'][`resources.${resource}.fields.${field}`] ?? field;
}
