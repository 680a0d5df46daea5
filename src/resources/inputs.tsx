// Form inputs for schema fields, by kind: dict fields select from the dict cache, enums select with i18n labels,
// references autocomplete over /options, arrays of rows use SimpleFormIterator, plain lists of strings are chips.
import { useMemo } from 'react';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import {
  TextInput,
  NumberInput,
  BooleanInput,
  SelectInput,
  PasswordInput,
  ReferenceInput,
  ReferenceArrayInput,
  AutocompleteInput,
  AutocompleteArrayInput,
  ArrayInput,
  SimpleFormIterator,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { storedTitle } from './labels.ts';
import { AuditActionFilter, DictCodeInput } from './codeLabels.tsx';
import { templateChoices } from '../analysis/rawRecord/templateName.ts';
import { LabDateInput, LabDateTimeInput } from './dateInputs.tsx';
import type { AnyResource, FieldInfo } from '../../schemas/core/resource.ts';
import { resourceByName } from '../../schemas/resources/index.ts';
import { useDict, dictLabel } from '../dict/index.ts';
import { raNameOf } from './names.ts';
import { isStringList, subFields, type SubField } from './schema.ts';

/** react-admin queries the reference's /options endpoint (see dataProvider getList with meta.options) */
export const OPTIONS_META = { meta: { options: true } } as const;

/** An option's text: the /options label or the record's title field; menu rule titles are i18n keys. */
function useOptionText(reference: string) {
  const translate = useTranslate();
  return (rec: Record<string, unknown> | undefined) =>
    rec ? storedTitle(rec.label ?? rec[resourceByName.get(reference)?.title ?? 'id'] ?? `#${rec.id}`, translate) : '';
}

function RefInput({
  reference,
  source,
  label,
  isRequired,
  alwaysOn,
  many,
  helperText,
}: {
  reference: string;
  source: string;
  label?: string;
  isRequired?: boolean;
  alwaysOn?: boolean;
  many?: boolean;
  helperText?: false;
}) {
  const optionText = useOptionText(reference);
  const props = { source, reference: raNameOf(reference), queryOptions: OPTIONS_META, isRequired, alwaysOn };
  return many ? (
    <ReferenceArrayInput {...props}>
      <AutocompleteArrayInput optionText={optionText} label={label} helperText={helperText} filterToQuery={(q) => ({ q })} />
    </ReferenceArrayInput>
  ) : (
    <ReferenceInput {...props}>
      <AutocompleteInput optionText={optionText} label={label} helperText={helperText} filterToQuery={(q) => ({ q })} />
    </ReferenceInput>
  );
}

export function DictInput({ source, dictCode, label, multiple }: { source: string; dictCode: string; label?: string; multiple?: boolean }) {
  const [locale] = useLanguage();
  const known = useDict(dictCode).map((i) => ({ id: i.value, name: dictLabel(i, locale) }));
  // a stored value the dict does not list (not loaded yet, or since removed) stays visible as itself: an out-of-range
  // value left the select blank (and MUI logged an error) while the record still held it
  const stored = useRecordContext()?.[source];
  const choices = typeof stored === 'string' && stored && !known.some((c) => c.id === stored) ? [...known, { id: stored, name: stored }] : known;
  return multiple ? (
    <AutocompleteArrayInput source={source} label={label} choices={choices} translateChoice={false} />
  ) : (
    <SelectInput source={source} label={label} choices={choices} translateChoice={false} emptyText="" />
  );
}

const enumChoices = (schemaName: string, key: string, options: readonly string[]) =>
  options.map((o) => ({ id: o, name: `resources.${schemaName}.enums.${key}.${o}` }));

/** The input for field `f` of resource `r`; `filter` gives the compact, never-required variants used in list filters. */
export function inputFor(r: AnyResource, f: FieldInfo, opts: { filter?: boolean; alwaysOn?: boolean; label?: string } = {}) {
  const { filter, alwaysOn, label } = opts;
  const source = f.name;
  // the key goes on each element, not in the spread: React 19 warns on a spread `key` (it must be seen statically)
  const common = { source, label, alwaysOn, ...(filter ? {} : { isRequired: f.required }) };
  if (f.labelOf === 'template') return <TemplateInput key={source} {...common} />;
  if (f.labelOf === 'dict') return <DictCodeInput key={source} {...common} />;
  if (filter && r.name === 'adminLogs' && source === 'action') return <AuditActionFilter key={source} source={source} label={label} alwaysOn={alwaysOn} />;
  switch (f.kind) {
    case 'int':
      return <NumberInput key={source} {...common} step={1} />;
    case 'decimal':
      return <TextInput key={source} {...common} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />;
    case 'bool':
      return <BooleanInput key={source} {...common} />;
    case 'date':
      return <LabDateInput key={source} {...common} />;
    case 'datetime':
      return <LabDateTimeInput key={source} {...common} />;
    case 'password':
      return <PasswordInput key={source} {...common} autoComplete="new-password" />;
    case 'enum':
      return filter ? (
        <AutocompleteArrayInput key={source} {...common} choices={enumChoices(r.name, source, f.options ?? [])} />
      ) : (
        <SelectInput key={source} {...common} choices={enumChoices(r.name, source, f.options ?? [])} />
      );
    case 'dict':
      return <DictInput source={source} key={source} label={label} dictCode={f.dictCode!} multiple={filter} {...({ alwaysOn } as object)} />;
    case 'ref':
      return <RefInput key={source} reference={f.reference!} source={source} label={label} alwaysOn={alwaysOn} isRequired={!filter && f.required} />;
    case 'json':
      if (f.reference)
        return <RefInput key={source} many reference={f.reference} source={source} label={label} alwaysOn={alwaysOn} isRequired={!filter && f.required} />;
      if (isStringList(f))
        return (
          <AutocompleteArrayInput
            key={source}
            {...common}
            choices={[]}
            onCreate={(v?: string) => (v ? { id: v, name: v } : undefined)}
            createLabel="ra.action.create"
          />
        );
      return null;
    case 'array':
      return (
        <ArrayInput key={source} {...common}>
          <SimpleFormIterator inline>{subFields(f).map((s) => subInput(r, source, s))}</SimpleFormIterator>
        </ArrayInput>
      );
    case 'richtext':
      return <TextInput key={source} {...common} multiline minRows={4} fullWidth />;
    default:
      return <TextInput key={source} {...common} multiline={!filter && !!f.multiline} fullWidth={!filter && !!f.multiline} />;
  }
}

/** A raw-record template chosen by its name (the id is what is stored and filtered by). */
function TemplateInput(props: { source: string; label?: string; alwaysOn?: boolean; isRequired?: boolean }) {
  const [locale] = useLanguage();
  const choices = useMemo(() => templateChoices(locale), [locale]);
  return <AutocompleteInput {...props} choices={choices} translateChoice={false} />;
}

function subInput(r: AnyResource, array: string, s: SubField) {
  const props = { source: s.name, label: `resources.${r.name}.subfields.${array}.${s.name}`, helperText: false as const };
  switch (s.kind) {
    case 'int':
      return <NumberInput key={s.name} {...props} step={1} />;
    case 'bool':
      return <BooleanInput key={s.name} {...props} />;
    case 'date':
      return <LabDateInput key={s.name} {...props} />;
    case 'enum':
      return <SelectInput key={s.name} {...props} choices={enumChoices(r.name, `${array}.${s.name}`, s.options ?? [])} />;
    case 'ids':
      // the id lists inside rows are test items (parameterIds) in every schema
      return <RefInput key={s.name} many reference="parameters" source={s.name} label={props.label} helperText={false} />;
    default:
      return <TextInput key={s.name} {...props} />;
  }
}
