// The mapping import (issue 20, deliverable 2): any CSV/TXT/XLSX export read through a column mapping the lab sets
// once per instrument. A react-admin Form (the mapping is validated by the same zod schema as on the server, so a
// broken mapping is named by field before it is sent); the file's header row is read here to offer its columns,
// and every change re-runs the server's preview of this sheet with the unsaved mapping, so the analyst sees the
// readings it yields while mapping. Saved as an instrumentMappings record for the instrument and chosen next time.
import { useEffect, useMemo, useState } from 'react';
import {
  BooleanInput,
  Form,
  NumberInput,
  RadioButtonGroupInput,
  SaveButton,
  SelectArrayInput,
  SelectInput,
  TextInput,
  required,
  useCreate,
  useGetOne,
  useNotify,
  useUpdate,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TemplateDef } from '../../schemas/templates/types.ts';
import { fileColumns } from '../dataProvider/client/index.ts';
import { headerColumns } from './headerColumns.ts';

const isXlsx = (f: File) => /\.xlsx$/i.test(f.name);
import { MappingPreview } from './MappingPreview.tsx';
import { blankValues, fromSaved, listOf, toAliases, toMapping, type MappingValues, type SavedMappingRecord } from './mappingForm.ts';
import { AliasInputs, RenameInputs } from './MappingTables.tsx';

export { toMapping, type MappingValues } from './mappingForm.ts';

interface Props {
  sheetId: number;
  template: TemplateDef;
  equipmentId: number;
  initialFile: File | null;
  /** a saved mapping of the instrument to edit (its columns, renamed analyte columns, alias table); absent: a new one */
  mappingId?: number;
  onClose(): void;
  onSaved(m: { id: number; name: string }, file: File | null): void;
}

export function MappingDialog({ sheetId, template, equipmentId, initialFile, mappingId, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [file, setFile] = useState<File | null>(initialFile);
  const { data: saved, isPending } = useGetOne<SavedMappingRecord>('instrumentMappings', { id: mappingId! }, { enabled: mappingId !== undefined });
  const save = async (v: Record<string, unknown>) => {
    const values = v as unknown as MappingValues;
    const columns = toMapping(values);
    if (!columns) return { layout: translate('inst.mapping.incomplete') };
    const data = { equipmentId, name: values.name, columns, aliases: toAliases(values) };
    try {
      const made = saved
        ? await update(
            'instrumentMappings',
            { id: saved.id, data: { ...data, isDefault: Boolean(saved.isDefault) }, previousData: saved },
            { returnPromise: true },
          )
        : await create('instrumentMappings', { data }, { returnPromise: true });
      notify('inst.mapping.saved', { type: 'success' });
      onSaved({ id: Number(made.id), name: String(made.name) }, file);
    } catch (e) {
      const errors = (e as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (errors) return errors;
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    }
    return undefined;
  };
  if (mappingId !== undefined && isPending) return null;
  return (
    <Dialog open onClose={onClose} maxWidth="xl" fullWidth data-testid="mapping-dialog">
      <DialogTitle>{translate(saved ? 'inst.mapping.editTitle' : 'inst.mapping.title', { name: saved?.name ?? '' })}</DialogTitle>
      <Form defaultValues={saved ? fromSaved(saved) : blankValues()} onSubmit={save}>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('inst.mapping.hint')}
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
            <Button variant="outlined" component="label">
              {translate('inst.chooseFile')}
              <input
                hidden
                type="file"
                data-testid="mapping-file"
                accept=".csv,.txt,.tsv,.xlsx,text/csv,text/plain"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography variant="body2">{file?.name}</Typography>
            {file && isXlsx(file) && (
              <Typography variant="caption" color="text.secondary">
                {translate('inst.mapping.xlsx')}
              </Typography>
            )}
          </Stack>
          <MappingFields file={file} sheetId={sheetId} equipmentId={equipmentId} template={template} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('inst.cancel')}</Button>
          <SaveButton label="inst.mapping.save" data-testid="mapping-save" alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** The inputs, offered the file's own column names (a spreadsheet's read on the server), and the live preview. */
function MappingFields({ file, sheetId, equipmentId, template }: { file: File | null; sheetId: number; equipmentId: number; template: TemplateDef }) {
  const translate = useTranslate();
  const values = useWatch() as MappingValues;
  const [columns, setColumns] = useState<string[]>([]);
  const delimiter = values.delimiter && values.delimiter !== 'auto' ? values.delimiter : undefined;
  useEffect(() => {
    if (!file) {
      setColumns([]);
      return;
    }
    const abort = new AbortController();
    const headerRow = Number(values.headerRow) || 1;
    // a spreadsheet's header is read on the server (same access as the preview); a delimited file's here
    const read = isXlsx(file) ? fileColumns(sheetId, file, headerRow, abort.signal).then((a) => a.columns) : headerColumns(file, headerRow, delimiter);
    void read.then(
      (c) => {
        if (!abort.signal.aborted) setColumns(c);
      },
      () => {
        if (!abort.signal.aborted) setColumns([]); // no header on that row: free-text inputs, the preview names the problem
      },
    );
    return () => abort.abort();
  }, [file, values.headerRow, delimiter, sheetId]);
  const choices = useMemo(() => columns.map((c) => ({ id: c, name: c })), [columns]);
  const column = (source: string, extra: object = {}) =>
    choices.length ? (
      <SelectInput source={source} label={`inst.mapping.${source}`} choices={choices} emptyText="inst.mapping.none" helperText={false} {...extra} />
    ) : (
      <TextInput source={source} label={`inst.mapping.${source}`} helperText={false} {...extra} />
    );
  const mapping = useMemo(() => toMapping(values), [values]);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { md: 'minmax(320px, 420px) 1fr' }, gap: 2 }}>
      <Stack>
        <TextInput source="name" label="inst.mapping.name" validate={required()} helperText={false} />
        <Stack direction="row" spacing={1}>
          <NumberInput source="headerRow" label="inst.mapping.headerRow" min={1} helperText={false} />
          <NumberInput source="skipAfterHeader" label="inst.mapping.skipAfterHeader" min={0} helperText={false} />
        </Stack>
        <SelectInput
          source="delimiter"
          label="inst.mapping.delimiter"
          helperText={false}
          choices={[
            { id: 'auto', name: 'inst.mapping.delimiters.auto' },
            { id: ',', name: 'inst.mapping.delimiters.comma' },
            { id: ';', name: 'inst.mapping.delimiters.semicolon' },
            { id: '\t', name: 'inst.mapping.delimiters.tab' },
          ]}
        />
        <BooleanInput source="decimalComma" label="inst.mapping.decimalComma" helperText={false} />
        <RadioButtonGroupInput
          source="layout"
          label="inst.mapping.layout"
          helperText={false}
          choices={[
            { id: 'long', name: 'inst.mapping.long' },
            { id: 'wide', name: 'inst.mapping.wide' },
          ]}
        />
        {column('sampleId', { validate: required() })}
        {values.layout === 'long' ? (
          <>
            {column('analyte')}
            {column('value')}
          </>
        ) : choices.length ? (
          <SelectArrayInput source="analyteColumns" label="inst.mapping.analyteColumns" choices={choices} helperText={false} />
        ) : (
          <TextInput source="analyteColumns" label="inst.mapping.analyteColumns" helperText="inst.mapping.analyteColumnsHint" />
        )}
        {values.layout === 'wide' && <RenameInputs columns={listOf(values.analyteColumns)} />}
        {column('unit')}
        <TextInput source="fixedUnit" label="inst.mapping.fixedUnit" helperText={false} />
        {column('dilution')}
        {column('qcType')}
        {column('replicate')}
        {column('flags')}
        <AliasInputs template={template} />
      </Stack>
      <Box>
        {columns.length > 0 && (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }} data-testid="mapping-columns">
            {translate('inst.mapping.columns')}：{columns.join(' | ')}
          </Typography>
        )}
        {file && mapping ? (
          <MappingPreview sheetId={sheetId} equipmentId={equipmentId} file={file} mapping={mapping} template={template} />
        ) : (
          <Alert severity="info">{translate('inst.mapping.previewEmpty')}</Alert>
        )}
      </Box>
    </Box>
  );
}
