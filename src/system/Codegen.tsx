// Code generator (/system/codegen): pick a database table (introspected on SQLite or PostgreSQL) or describe the
// fields, then preview the zod resource schema, the migration and the i18n labels it produces, and download them.
// The request is a react-admin form checked by the schema the server validates with (schemas/system/codegen.ts).
import { useEffect, useMemo, useState } from 'react';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslate, useNotify, useInput, required, Title, Form, TextInput, SelectInput, HttpError } from 'react-admin';
import CodeMirror from '@uiw/react-codemirror';
import { javascript } from '@codemirror/lang-javascript';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Tabs from '@mui/material/Tabs';
import Tab from '@mui/material/Tab';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Table from '@mui/material/Table';
import TableHead from '@mui/material/TableHead';
import TableBody from '@mui/material/TableBody';
import TableRow from '@mui/material/TableRow';
import TableCell from '@mui/material/TableCell';
import DeleteIcon from '@mui/icons-material/Delete';
import { codegen, type CodegenField as Field, type CodegenRequest, type GeneratedFile as GenFile } from '../dataProvider/client/index.ts';
import { saveBlob } from '../dataProvider/download.ts';
import { zodValidator } from '../resources/schema.ts';
import { codegenBody, fieldSpec, FILTERS, KINDS } from '../../schemas/system/codegen.ts';
import { TIMING } from '../settings.ts';

const META = ['name', 'route', 'perm', 'labelZh', 'labelEn'] as const;
/** A row being typed: any column may still be empty (react-admin's inputs hold an emptied text as null). */
type Row = { [K in keyof Field]?: Field[K] | null };
interface Values {
  source: 'table' | 'fields';
  table: string | null;
  name: string | null;
  route: string | null;
  perm: string | null;
  labelZh: string | null;
  labelEn: string | null;
  fields: Row[];
}

const blank = (): Row => ({ name: '', kind: 'text', required: false, unique: false, list: true, filter: 'none' });
const DEFAULTS: Values = { source: 'table', table: '', name: '', route: '', perm: '', labelZh: '', labelEn: '', fields: [blank()] };
const filled = (v: unknown) => v !== '' && v !== undefined && v !== null;

/** The request: the names typed, the table when reading one, the rows that have a name (their empty columns left out). */
function bodyOf(v: Values): CodegenRequest {
  return {
    ...Object.fromEntries(META.filter((k) => v[k]).map((k) => [k, v[k]])),
    ...(v.source === 'table' && v.table ? { table: v.table } : {}),
    fields: v.fields.filter((f) => f.name).map((f) => Object.fromEntries(Object.entries(f).filter(([, x]) => filled(x)))),
  } as CodegenRequest;
}

/** The server's schema over what would be sent; a row's errors under that row (blank rows are not sent). */
const checkNames = zodValidator(codegenBody.omit({ fields: true }));
const checkRow = zodValidator(fieldSpec);
function validate(values: Record<string, unknown>): Record<string, unknown> {
  const v = values as unknown as Values;
  const { fields, ...names } = bodyOf(v);
  const errors: Record<string, unknown> = checkNames(names);
  const rows = v.fields.map((f) => (f.name ? checkRow(Object.fromEntries(Object.entries(f).filter(([, x]) => filled(x)))) : {}));
  if (fields?.length && rows.some((e) => Object.keys(e).length)) errors.fields = rows;
  return errors;
}

export default function Codegen() {
  const notify = useNotify();
  const [files, setFiles] = useState<GenFile[]>([]);
  const [tab, setTab] = useState(0);
  const ts = useMemo(() => [javascript({ typescript: true })], []);
  const fail = (e: unknown) => notify((e as HttpError).message || 'app.error.system', { type: 'error', autoHideDuration: TIMING.toastMs });
  const preview = async (v: Values) => {
    try {
      setFiles(await codegen.preview(bodyOf(v)));
      setTab(0);
    } catch (e) {
      fail(e);
    }
  };
  const downloadZip = async (v: Values) => {
    try {
      saveBlob(await codegen.download(bodyOf(v)), `${v.name}-generated.zip`);
    } catch (e) {
      fail(e);
    }
  };

  return (
    <Stack spacing={1} data-testid="page-codegen">
      <Title title="menu.system.codegen" />
      <Card>
        <CardContent>
          <Form
            defaultValues={DEFAULTS}
            record={DEFAULTS}
            validate={validate}
            onSubmit={(v: Record<string, unknown>) => preview(v as unknown as Values)}
            noValidate
          >
            <Request onDownload={downloadZip} />
          </Form>
        </CardContent>
      </Card>
      {files.length > 0 && (
        <Card>
          <Tabs value={tab} onChange={(_, v) => setTab(v)} variant="scrollable">
            {files.map((f) => (
              <Tab key={f.path} label={f.path} sx={{ textTransform: 'none', fontFamily: 'monospace' }} />
            ))}
          </Tabs>
          <CodeMirror
            value={files[tab]?.content ?? ''}
            readOnly
            editable={false}
            height="60vh"
            extensions={ts}
            data-testid="codegen-code"
            basicSetup={{ lineNumbers: true, foldGutter: true, highlightActiveLine: true, autocompletion: false }}
          />
        </Card>
      )}
    </Stack>
  );
}

/** The request's inputs; a table picked fills the fields from its columns and the name from the table's. */
function Request({ onDownload }: { onDownload(v: Values): Promise<void> }) {
  const translate = useTranslate();
  const { setValue, getValues, handleSubmit } = useFormContext<Values>();
  const { field: source } = useController<Values, 'source'>({ name: 'source' });
  const [table, name] = useWatch<Values, ['table', 'name']>({ name: ['table', 'name'] });
  const rows = useFieldArray<Values, 'fields'>({ name: 'fields' });
  const [tables, setTables] = useState<string[]>([]);
  useEffect(() => {
    codegen
      .tables()
      .then(setTables)
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    if (source.value !== 'table' || !table) return;
    codegen
      .columns(table)
      .then((d) => setValue('fields', d.fields, { shouldDirty: true }))
      .catch(() => undefined);
    if (!getValues('name'))
      setValue(
        'name',
        table.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
        { shouldDirty: true },
      );
  }, [source.value, table, setValue, getValues]);

  return (
    <>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <ToggleButtonGroup size="small" exclusive value={source.value} onChange={(_, v) => v && source.onChange(v)}>
          <ToggleButton value="table">{translate('sys.codegen.fromTable')}</ToggleButton>
          <ToggleButton value="fields">{translate('sys.codegen.fromFields')}</ToggleButton>
        </ToggleButtonGroup>
        {source.value === 'table' && (
          <SelectInput
            source="table"
            label="sys.codegen.table"
            choices={tables.map((t) => ({ id: t, name: t }))}
            translateChoice={false}
            sx={{ minWidth: 200 }}
            helperText={false}
          />
        )}
        {META.map((k) => (
          <TextInput key={k} source={k} label={`sys.codegen.${k}`} helperText={false} slotProps={{ htmlInput: { 'data-testid': `codegen-${k}` } }} />
        ))}
      </Stack>
      <Table size="small" sx={{ mt: 2 }}>
        <TableHead>
          <TableRow>
            {(['name', 'kind', 'required', 'unique', 'list', 'filter', 'extra'] as const).map((k) => (
              <TableCell key={k}>{translate(`sys.codegen.field.${k}`)}</TableCell>
            ))}
            <TableCell>{translate('sys.codegen.labelZh')}</TableCell>
            <TableCell>{translate('sys.codegen.labelEn')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.fields.map((f, i) => (
            <FieldRow key={f.id} i={i} onRemove={() => rows.remove(i)} />
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" onClick={() => rows.append(blank())}>
          {translate('sys.codegen.addField')}
        </Button>
        <Button size="small" variant="contained" type="submit" disabled={!name} data-testid="codegen-preview">
          {translate('sys.codegen.preview')}
        </Button>
        <Button size="small" variant="outlined" disabled={!name} onClick={handleSubmit(onDownload)}>
          {translate('sys.codegen.download')}
        </Button>
      </Stack>
    </>
  );
}

const cell = { label: false, variant: 'standard', size: 'small', helperText: false } as const;
/** a kind and a filter always have a value: no empty choice */
const always = [required()];

/** One field of the resource: its kind decides which extra it takes (a dict code, a reference, enum options). */
function FieldRow({ i, onRemove }: { i: number; onRemove(): void }) {
  const at = (k: keyof Field) => `fields.${i}.${k}`;
  const kind = useWatch({ name: at('kind') }) as string;
  return (
    <TableRow>
      <TableCell>
        <TextInput source={at('name')} {...cell} />
      </TableCell>
      <TableCell>
        <SelectInput source={at('kind')} {...cell} choices={KINDS.map((k) => ({ id: k, name: k }))} translateChoice={false} validate={always} />
      </TableCell>
      {(['required', 'unique', 'list'] as const).map((k) => (
        <TableCell key={k}>
          <CheckInput source={at(k)} />
        </TableCell>
      ))}
      <TableCell>
        <SelectInput source={at('filter')} {...cell} choices={FILTERS.map((k) => ({ id: k, name: `sys.codegen.filter.${k}` }))} validate={always} />
      </TableCell>
      <TableCell>
        {kind === 'dict' && <TextInput source={at('dictCode')} {...cell} placeholder="dictCode" />}
        {(kind === 'ref' || kind === 'refs') && <TextInput source={at('reference')} {...cell} placeholder="reference" />}
        {kind === 'enum' && (
          <TextInput
            source={at('options')}
            {...cell}
            placeholder="a,b,c"
            format={(v: string[] | null | undefined) => (v ?? []).join(',')}
            parse={(s: string) =>
              s
                .split(',')
                .map((x) => x.trim())
                .filter(Boolean)
            }
          />
        )}
      </TableCell>
      <TableCell>
        <TextInput source={at('labelZh')} {...cell} />
      </TableCell>
      <TableCell>
        <TextInput source={at('labelEn')} {...cell} />
      </TableCell>
      <TableCell>
        <IconButton size="small" onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}

/** A field's flag as a plain checkbox in its table cell (react-admin's BooleanInput is a labelled switch). */
function CheckInput({ source }: { source: string }) {
  const { field } = useInput({ source });
  return <Checkbox size="small" checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />;
}
