// Code generator (/system/codegen): pick a database table (introspected on SQLite or PostgreSQL) or describe the
// fields, then preview the zod resource schema, the migration and the i18n labels it produces, and download them.
import { useEffect, useMemo, useState } from 'react';
import { useTranslate, useNotify, Title, HttpError } from 'react-admin';
import CodeMirror from '@uiw/react-codemirror';
import { javascript } from '@codemirror/lang-javascript';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
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
import { codegen, type CodegenField as Field, type GeneratedFile as GenFile } from '../dataProvider/client/index.ts';
import { saveBlob } from '../dataProvider/download.ts';
import { TIMING } from '../settings.ts';

const KINDS = ['text', 'longText', 'int', 'decimal', 'bool', 'date', 'datetime', 'enum', 'dict', 'ref', 'refs', 'richText', 'file', 'json'];
const FILTERS = ['none', 'eq', 'q', 'range'];

const blank = (): Field => ({ name: '', kind: 'text', required: false, unique: false, list: true, filter: 'none' });

export default function Codegen() {
  const translate = useTranslate();
  const notify = useNotify();
  const [source, setSource] = useState<'table' | 'fields'>('table');
  const [tables, setTables] = useState<string[]>([]);
  const [table, setTable] = useState('');
  const [meta, setMeta] = useState({ name: '', route: '', perm: '', labelZh: '', labelEn: '' });
  const [fields, setFields] = useState<Field[]>([blank()]);
  const [files, setFiles] = useState<GenFile[]>([]);
  const [tab, setTab] = useState(0);
  const ts = useMemo(() => [javascript({ typescript: true })], []);

  useEffect(() => {
    codegen
      .tables()
      .then(setTables)
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    if (source !== 'table' || !table) return;
    codegen
      .columns(table)
      .then((d) => setFields(d.fields))
      .catch(() => undefined);
    setMeta((m) => ({ ...m, name: m.name || table.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) }));
  }, [source, table]);

  const body = () => ({
    ...Object.fromEntries(Object.entries(meta).filter(([, v]) => v)),
    ...(source === 'table' && table ? { table } : {}),
    fields: fields.filter((f) => f.name).map((f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '' && v !== undefined))),
  });
  const fail = (e: unknown) => notify((e as HttpError).message || 'app.error.system', { type: 'error', autoHideDuration: TIMING.toastMs });
  const preview = async () => {
    try {
      setFiles(await codegen.preview(body()));
      setTab(0);
    } catch (e) {
      fail(e);
    }
  };
  const downloadZip = async () => {
    try {
      saveBlob(await codegen.download(body()), `${meta.name}-generated.zip`);
    } catch (e) {
      fail(e);
    }
  };
  const set = (i: number, patch: Partial<Field>) => setFields((fs) => fs.map((f, j) => (j === i ? { ...f, ...patch } : f)));

  return (
    <Stack spacing={1} data-testid="page-codegen">
      <Title title="menu.system.codegen" />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
            <ToggleButtonGroup size="small" exclusive value={source} onChange={(_, v) => v && setSource(v)}>
              <ToggleButton value="table">{translate('sys.codegen.fromTable')}</ToggleButton>
              <ToggleButton value="fields">{translate('sys.codegen.fromFields')}</ToggleButton>
            </ToggleButtonGroup>
            {source === 'table' && (
              <TextField
                select
                size="small"
                sx={{ minWidth: 200 }}
                label={translate('sys.codegen.table')}
                value={table}
                onChange={(e) => setTable(e.target.value)}
              >
                {tables.map((t) => (
                  <MenuItem key={t} value={t}>
                    {t}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {(['name', 'route', 'perm', 'labelZh', 'labelEn'] as const).map((k) => (
              <TextField
                key={k}
                size="small"
                label={translate(`sys.codegen.${k}`)}
                value={meta[k]}
                onChange={(e) => setMeta({ ...meta, [k]: e.target.value })}
                slotProps={{ htmlInput: { 'data-testid': `codegen-${k}` } }}
              />
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
              {fields.map((f, i) => (
                <TableRow key={i}>
                  <TableCell>
                    <TextField size="small" variant="standard" value={f.name} onChange={(e) => set(i, { name: e.target.value })} />
                  </TableCell>
                  <TableCell>
                    <TextField size="small" variant="standard" select value={f.kind} onChange={(e) => set(i, { kind: e.target.value })}>
                      {KINDS.map((k) => (
                        <MenuItem key={k} value={k}>
                          {k}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  {(['required', 'unique', 'list'] as const).map((k) => (
                    <TableCell key={k}>
                      <Checkbox size="small" checked={!!f[k]} onChange={(e) => set(i, { [k]: e.target.checked })} />
                    </TableCell>
                  ))}
                  <TableCell>
                    <TextField size="small" variant="standard" select value={f.filter} onChange={(e) => set(i, { filter: e.target.value })}>
                      {FILTERS.map((k) => (
                        <MenuItem key={k} value={k}>
                          {translate(`sys.codegen.filter.${k}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell>
                    {f.kind === 'dict' && (
                      <TextField
                        size="small"
                        variant="standard"
                        placeholder="dictCode"
                        value={f.dictCode ?? ''}
                        onChange={(e) => set(i, { dictCode: e.target.value })}
                      />
                    )}
                    {(f.kind === 'ref' || f.kind === 'refs') && (
                      <TextField
                        size="small"
                        variant="standard"
                        placeholder="reference"
                        value={f.reference ?? ''}
                        onChange={(e) => set(i, { reference: e.target.value })}
                      />
                    )}
                    {f.kind === 'enum' && (
                      <TextField
                        size="small"
                        variant="standard"
                        placeholder="a,b,c"
                        value={(f.options ?? []).join(',')}
                        onChange={(e) =>
                          set(i, {
                            options: e.target.value
                              .split(',')
                              .map((s) => s.trim())
                              .filter(Boolean),
                          })
                        }
                      />
                    )}
                  </TableCell>
                  <TableCell>
                    <TextField size="small" variant="standard" value={f.labelZh ?? ''} onChange={(e) => set(i, { labelZh: e.target.value })} />
                  </TableCell>
                  <TableCell>
                    <TextField size="small" variant="standard" value={f.labelEn ?? ''} onChange={(e) => set(i, { labelEn: e.target.value })} />
                  </TableCell>
                  <TableCell>
                    <IconButton size="small" onClick={() => setFields((fs) => fs.filter((_, j) => j !== i))}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button size="small" onClick={() => setFields((fs) => [...fs, blank()])}>
              {translate('sys.codegen.addField')}
            </Button>
            <Button size="small" variant="contained" disabled={!meta.name} onClick={() => void preview()} data-testid="codegen-preview">
              {translate('sys.codegen.preview')}
            </Button>
            <Button size="small" variant="outlined" disabled={!meta.name} onClick={() => void downloadZip()}>
              {translate('sys.codegen.download')}
            </Button>
          </Stack>
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
