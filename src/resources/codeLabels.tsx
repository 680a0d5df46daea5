// Codes a person reads by their labels (issue 29): a dictionary item's dictCode by its dictionary's name, and the audit
// log's action filter as a choice of labelled actions instead of a text box expecting 'transition:close'.
import { AutocompleteArrayInput, SelectInput, useGetList, useRecordContext, useTranslate } from 'react-admin';
import Typography from '@mui/material/Typography';
import { resources } from '../../schemas/resources/index.ts';
import { appMessages } from '../i18n/app.ts';
import type { PairTree } from '../../schemas/i18n/pairs.ts';
import { useLanguage } from '../i18n/LanguageProvider.tsx';

/** Dictionary names the resources declare, [zh, en] by dictCode. */
export const DICT_NAMES = new Map(resources.flatMap((r) => Object.entries(r.dicts ?? {}).map(([code, d]) => [code, d.name] as const)));

/**
 * A dictionary's name in the reader's language: stored in Chinese, so an English reader gets the declared English
 * name of its dictCode (an unchanged Chinese name only: a renamed one is the lab's own).
 */
export function dictName(code: string, stored: string | undefined, locale: string): string {
  const pair = DICT_NAMES.get(code);
  const zh = stored ?? pair?.[0] ?? code;
  return locale === 'en' && pair && pair[0] === zh ? pair[1] : zh;
}

/** The lab's dictionaries (a lab may add its own): code → stored name; one request, shared by every row. */
function useDictNames(): Map<string, string> {
  const { data = [] } = useGetList('dicts', { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' } }, { staleTime: 60_000 });
  return new Map(data.map((d) => [String(d.dictCode), String(d.name)]));
}

/** A dictCode, shown as its dictionary's name. */
export function DictNameOfCode({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const [locale] = useLanguage();
  const names = useDictNames();
  const code = record?.[source] == null ? '' : String(record[source]);
  if (!code) return null;
  return (
    <Typography component="span" variant="body2">
      {dictName(code, names.get(code), locale)}
    </Typography>
  );
}

/** A dictCode picked by the dictionary's name (a form's field, or a list's filter). */
export function DictCodeInput({ source, label, alwaysOn, isRequired }: { source: string; label?: string; alwaysOn?: boolean; isRequired?: boolean }) {
  const [locale] = useLanguage();
  const names = useDictNames();
  const choices = [...names.entries()].map(([id, stored]) => ({ id, name: dictName(id, stored, locale) }));
  return <SelectInput source={source} label={label} choices={choices} translateChoice={false} isRequired={isRequired} {...({ alwaysOn } as object)} />;
}

/**
 * The actions an audit entry records, as stored: the general ones (app.audit.action) by their own name, a workflow step
 * as 'transition:{step}' and a result's status as 'result:{status}'. A choice is a step; it filters every stored form of it.
 */
const GENERAL = Object.keys((appMessages.audit as PairTree).action as PairTree);
const STEPS = [...new Set([...GENERAL, ...resources.flatMap((r) => Object.keys(r.workflow?.transitions ?? {}))])];
const storedForms = (step: string) => [step, `transition:${step}`, `result:${step}`];
const stepOf = (action: string) => action.replace(/^(transition|result):/, '');

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Each step once, by its words in the UI language (a workflow step by the words of each resource that has it). */
export function auditActionChoices(translate: Translate): Array<{ id: string; name: string }> {
  const labelOf = (step: string) => {
    const general = translate(`app.audit.action.${step}`, { _: '' });
    if (general) return general;
    const words = resources.filter((r) => r.workflow?.transitions[step]).map((r) => translate(`resources.${r.name}.transitions.${step}`, { _: step }));
    return [...new Set(words)].join(' / ') || step;
  };
  return STEPS.map((id) => ({ id, name: labelOf(id) })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The filter holds the stored forms of the chosen steps (the server matches them exactly); the input shows each step once. */
export const auditActionParse = (steps: string[] | undefined) => (steps?.length ? steps.flatMap(storedForms) : undefined);
export const auditActionFormat = (v: unknown) => [...new Set((Array.isArray(v) ? v : v ? [v] : []).map((x) => stepOf(String(x))))];

/** The audit log's action filter: labelled actions (en and zh), several at once. */
export function AuditActionFilter({ source, label, alwaysOn }: { source: string; label?: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return (
    <AutocompleteArrayInput
      source={source}
      label={label}
      choices={auditActionChoices(translate)}
      translateChoice={false}
      {...({ alwaysOn } as object)}
      parse={auditActionParse}
      format={auditActionFormat}
    />
  );
}
