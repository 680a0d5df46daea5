// Read-only rendering of a schema field in lists and show pages, by kind.
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import {
  useRecordContext,
  useTranslate,
  ReferenceField,
  ReferenceArrayField,
  SingleFieldList,
  ChipField,
  TextField,
  BooleanField,
  RichTextField,
  ArrayField,
  DataTable,
  UrlField,
} from 'react-admin';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FieldInfo, AnyResource } from '../../schemas/core/resource.ts';
import { useDict, dictLabel } from '../dict/index.ts';
import { raNameOf } from './names.ts';
import { isWorkflowField, subFields, type SubField } from './schema.ts';
import { resourceByName } from '../../schemas/resources/index.ts';
import { storedTitle } from './labels.ts';
import { WhenField } from './when.tsx';
import { templateName } from '../analysis/rawRecord/templateName.ts';
import { appMessages } from '../i18n/app.ts';
import { DICT_NAMES, DictNameOfCode } from './codeLabels.tsx';
import type { Pair, PairTree } from '../../schemas/i18n/pairs.ts';

const TAG_COLOR = { default: 'default', primary: 'primary', success: 'success', warning: 'warning', error: 'error', info: 'info' } as const;

export function EnumField({ source, schemaName, chip }: { source: string; schemaName: string; chip?: boolean; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const v = record?.[source];
  if (v == null || v === '') return null;
  const label = translate(`resources.${schemaName}.enums.${source}.${v}`, { _: String(v) });
  return chip ? (
    <Chip size="small" label={label} color="primary" variant="outlined" data-state={v} />
  ) : (
    <Typography component="span" variant="body2">
      {label}
    </Typography>
  );
}

export function DictField({ source, dictCode }: { source: string; dictCode: string; label?: string }) {
  const record = useRecordContext();
  const [locale] = useLanguage();
  const items = useDict(dictCode);
  const v = record?.[source];
  if (v == null || v === '') return null;
  const item = items.find((i) => i.value === String(v));
  return <Chip size="small" label={item ? dictLabel(item, locale) : String(v)} color={TAG_COLOR[item?.tagType ?? 'default']} variant="outlined" />;
}

export function JsonField({ source, inline }: { source: string; inline?: boolean; label?: string }) {
  const record = useRecordContext();
  const v = record?.[source];
  if (v == null) return null;
  if (inline)
    return (
      <Typography component="span" variant="body2">
        {Array.isArray(v) ? v.join(', ') : JSON.stringify(v).slice(0, 60)}
      </Typography>
    );
  // a list of plain values reads better as chips than as JSON
  if (Array.isArray(v) && v.every((x) => typeof x !== 'object')) {
    return (
      <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
        {v.map((x, i) => (
          <Chip key={i} size="small" label={String(x)} />
        ))}
      </Stack>
    );
  }
  return <pre style={{ margin: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{JSON.stringify(v, null, 2)}</pre>;
}

const titleOf = (reference: string) => resourceByName.get(reference)?.title ?? 'id';

/** Text that may be a stored i18n key (menu rule titles): shown in the user's language. */
export function TitleField({ source, chip }: { source: string; chip?: boolean; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const text = storedTitle(record?.[source], translate);
  return chip ? (
    <Chip size="small" label={text} />
  ) : (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
}

/** A raw-record template id shown by the template's name in the UI language. */
export function TemplateField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const [locale] = useLanguage();
  const v = record?.[source];
  if (v == null || v === '') return null;
  return (
    <Typography component="span" variant="body2" data-code={String(v)}>
      {templateName(String(v), locale)}
    </Typography>
  );
}

/** A setting's declared name pair (src/i18n/app.ts configNames), by its key ('lab.name'). */
const settingPair = (key: string) =>
  key.split('.').reduce<Pair | PairTree | undefined>((t, k) => (t && !Array.isArray(t) ? (t as PairTree)[k] : undefined), appMessages.configNames) as
    Pair | undefined;

/**
 * A dictionary's or a setting's name in the reader's language: stored in Chinese, so an English reader gets the
 * declared English name of its dictCode / configKey (an unchanged Chinese name only: a renamed one is the lab's own).
 */
export function DeclaredNameField({ source, of }: { source: string; of: 'dictName' | 'settingName'; label?: string }) {
  const record = useRecordContext();
  const [locale] = useLanguage();
  const stored = record?.[source] == null ? '' : String(record[source]);
  let text = stored;
  if (locale === 'en' && of === 'dictName') {
    const pair = DICT_NAMES.get(String(record?.dictCode));
    if (pair && pair[0] === stored) text = pair[1];
  }
  if (locale === 'en' && of === 'settingName') {
    const pair = settingPair(String(record?.configKey ?? ''));
    if (pair && pair[0] === stored) text = pair[1];
  }
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
}

/** The element naming a referenced record: its title field, translated for menu rules. */
/** References shown read-only fetch their titles only (dataProvider.getMany with meta.titles → /options). */
const titlesOf = (reference: string) => ({ meta: { titles: titleOf(reference) } });

const referenceText = (reference: string, chip: boolean) =>
  reference === 'menus' ? (
    <TitleField source={titleOf(reference)} chip={chip} />
  ) : chip ? (
    <ChipField source={titleOf(reference)} size="small" />
  ) : (
    <TextField source={titleOf(reference)} />
  );

/** The element showing field `f` of resource `r`; `inList` gives compact forms for table cells. */
export function displayFor(r: AnyResource, f: FieldInfo, inList: boolean) {
  const source = f.name;
  if (f.labelOf === 'template') return <TemplateField source={source} />;
  if (f.labelOf === 'dict') return <DictNameOfCode source={source} />;
  if (f.labelOf === 'dictName' || f.labelOf === 'settingName') return <DeclaredNameField source={source} of={f.labelOf} />;
  // a text field that usually holds a dict value (a sample's container, copied from its test item) reads as its label
  if (f.kind === 'text' && f.dictCode) return <DictField source={source} dictCode={f.dictCode} />;
  switch (f.kind) {
    case 'bool':
      return <BooleanField source={source} />;
    case 'date':
      return <WhenField source={source} style="date" />;
    case 'datetime':
      return <WhenField source={source} />;
    case 'enum':
      return <EnumField source={source} schemaName={r.name} chip={isWorkflowField(r, f) || source === 'status'} />;
    case 'dict':
      return <DictField source={source} dictCode={f.dictCode!} />;
    case 'ref':
      return (
        <ReferenceField source={source} reference={raNameOf(f.reference!)} link={false} emptyText="" queryOptions={titlesOf(f.reference!)}>
          {referenceText(f.reference!, false)}
        </ReferenceField>
      );
    case 'json':
      if (f.reference) {
        return (
          <ReferenceArrayField source={source} reference={raNameOf(f.reference)} queryOptions={titlesOf(f.reference)}>
            <SingleFieldList linkType={false}>{referenceText(f.reference, true)}</SingleFieldList>
          </ReferenceArrayField>
        );
      }
      return <JsonField source={source} inline={inList} />;
    case 'array':
      if (inList) return <ArrayCount source={source} />;
      return <ArrayTable r={r} f={f} source={source} />;
    case 'richtext':
      return inList ? <TextField source={source} /> : <RichTextField source={source} />;
    case 'file':
      return <UrlField source={source} target="_blank" />;
    default:
      if (r.name === 'menus' && source === 'title') return <TitleField source={source} />;
      if (r.name === 'adminLogs' && (source === 'entity' || source === 'action')) return <AuditField source={source} />;
      return <TextField source={source} />;
  }
}

/**
 * An audit entry's entity and action in words: the resource's name, and the action (create, update, …) or the
 * workflow step it records ('transition:close' → that resource's "close" label).
 */
export function auditText(entity: string, action: string | undefined, translate: (k: string, o?: Record<string, unknown>) => string): string {
  if (action === undefined) return translate(`resources.${entity}.name`, { smart_count: 1, _: translate(`app.audit.entity.${entity}`, { _: entity }) });
  // 'transition:close' is a workflow step, 'result:checked' a result's status set by one: the word is the step's
  const step = action.replace(/^(transition|result):/, '');
  const general = translate(`app.audit.action.${step}`, { _: '' });
  return general || translate(`resources.${entity}.transitions.${step}`, { _: action });
}

export function AuditField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.[source]) return null;
  const text =
    source === 'entity' ? auditText(String(record.entity), undefined, translate) : auditText(String(record.entity), String(record.action), translate);
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
}

/** An array field's rows as a table; a cell holding the code of a sibling array's item shows that item's label. */
// `source` as a prop: the show layout names each field's cell after it (ra-field-<source>), and rows take the full width
function ArrayTable({ r, f }: { r: AnyResource; f: FieldInfo; source: string; label?: string }) {
  const parent = useRecordContext();
  const [locale] = useLanguage();
  const source = f.name;
  const labelOf = (s: SubField, code: unknown) => {
    const items = Array.isArray(parent?.[s.codeOf!]) ? (parent[s.codeOf!] as { code?: string; label?: string; labelEn?: string }[]) : [];
    const item = items.find((i) => i.code === code);
    return item ? ((locale === 'en' && item.labelEn ? item.labelEn : item.label) ?? String(code)) : String(code ?? '');
  };
  return (
    <ArrayField source={source}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        {subFields(f).map((s) => (
          <DataTable.Col
            key={s.name}
            source={s.name}
            label={`resources.${r.name}.subfields.${source}.${s.name}`}
            render={(row) => (s.codeOf ? labelOf(s, row[s.name]) : cell(row[s.name], r.name, `${source}.${s.name}`, s.kind))}
          />
        ))}
      </DataTable>
    </ArrayField>
  );
}

function cell(v: unknown, schemaName: string, key: string, kind: string) {
  if (v == null) return '';
  if (kind === 'enum') return <EnumCell schemaName={schemaName} k={key} v={String(v)} />;
  return Array.isArray(v) ? v.join(', ') : String(v);
}
function EnumCell({ schemaName, k, v }: { schemaName: string; k: string; v: string }) {
  const translate = useTranslate();
  return <>{translate(`resources.${schemaName}.enums.${k}.${v}`, { _: v })}</>;
}

function ArrayCount({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const n = Array.isArray(record?.[source]) ? record[source].length : 0;
  return (
    <Typography component="span" variant="body2">
      {n}
    </Typography>
  );
}
