// "Import from instrument" (issue 20): the analyst picks a usable instrument, a file (uploaded, or one the instrument
// dropped into its watched folder) and how it is read (recognised, a saved column mapping, or a new mapping); the
// server previews it against the sheet — the values that land in rows and inputs, and the readings that match
// nothing with the reason — the analyst assigns or discards each of those, and the import writes a new version of
// the raw record (server side: the file kept byte for byte with its SHA-256). Nothing is imported before that click.
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TemplateDef } from '../../schemas/templates/types.ts';
import type { EquipmentOption } from '../analysis/rawRecord/HeaderPanel.tsx';
import { TIMING } from '../settings.ts';
import { commitImport, listInbox, previewImport, type InboxFile, type PreviewAnswer, type Target } from '../dataProvider/client/index.ts';
import { PreviewView, type Decision } from './PreviewView.tsx';
import { MappingDialog } from './MappingDialog.tsx';
import { CurveChoice, curveRequest, initialPick, type CurvePick } from './CurveChoice.tsx';
import { errorText } from './words.ts';
import { useRememberAlias, type SavedSettings } from './rememberAlias.ts';

interface Props {
  sheetId: number;
  template: TemplateDef;
  /** In-service instruments within their calibration period (the same list as the header's picker). */
  equipment: EquipmentOption[];
  onClose(): void;
  /** The import wrote a new record version: the screen reloads the sheet. */
  onImported(): void | Promise<void>;
}

type SavedMapping = SavedSettings;

/** Readings the server leaves out on its own (calibration standards, further replicates): listed, nothing to decide. */
export const needsDecision = (reason: string) => reason !== 'calibration' && reason !== 'replicate';

export function ImportDialog({ sheetId, template, equipment, onClose, onImported }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [equipmentId, setEquipmentId] = useState<number | ''>(equipment.length === 1 ? equipment[0].id : '');
  const [source, setSource] = useState<'upload' | 'inbox'>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [inbox, setInbox] = useState<InboxFile[] | null>(null);
  const [inboxName, setInboxName] = useState('');
  const [mappings, setMappings] = useState<SavedMapping[]>([]);
  const [reader, setReader] = useState<string>('auto');
  // the mapping dialog: closed, a new mapping, or a saved one opened for editing
  const [mappingOpen, setMappingOpen] = useState<false | 'new' | number>(false);
  const editable = mappings.find((m) => String(m.id) === reader && !m.parserId);
  const [preview, setPreview] = useState<PreviewAnswer | null>(null);
  const [decisions, setDecisions] = useState<Map<string, Decision>>(new Map());
  const [curvePick, setCurvePick] = useState<CurvePick>(initialPick());
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // the instrument's watched folder and its saved mappings, once it is chosen
  useEffect(() => {
    setInbox(null);
    setMappings([]);
    setReader('auto');
    if (!equipmentId) return;
    void listInbox(equipmentId).then(setInbox, () => setInbox([]));
    void dataProvider
      .getList<SavedMapping>('instrumentMappings', { filter: { equipmentId }, pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } })
      .then(
        ({ data }) => {
          setMappings(data);
          const d = data.find((m) => m.isDefault) ?? (data.length === 1 ? data[0] : undefined);
          if (d) setReader(String(d.id));
        },
        () => setMappings([]),
      );
  }, [equipmentId, dataProvider]);
  // another file or instrument: the preview no longer says what would be imported
  useEffect(() => {
    setPreview(null);
    setDecisions(new Map());
    setFailure(null);
  }, [equipmentId, source, file, inboxName, reader]);

  const chosen = source === 'upload' ? !!file : !!inboxName;
  const runPreview = async () => {
    if (!equipmentId || !chosen) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await previewImport(sheetId, {
        equipmentId,
        ...(source === 'upload' ? { file: file! } : { inboxName }),
        ...(reader !== 'auto' ? { mappingId: Number(reader) } : {}),
      });
      setPreview(answer);
      setDecisions(new Map());
      setCurvePick(initialPick());
    } catch (e) {
      setPreview(null);
      setFailure(errorText(translate, e));
    } finally {
      setBusy(false);
    }
  };

  // an unknown analyte name remembered as an alias: the file is read again with the settings that now hold it
  const [again, setAgain] = useState(false);
  useEffect(() => {
    if (!again) return;
    setAgain(false);
    void runPreview();
  }, [again]); // eslint-disable-line react-hooks/exhaustive-deps -- runs the preview of this render's choices once
  const remember = useRememberAlias(
    preview,
    equipmentId,
    mappings,
    (m) => {
      setMappings((l) => [...l.filter((x) => x.id !== m.id), m]);
      setReader(String(m.id));
      setAgain(true);
    },
    (e) => setFailure(errorText(translate, e)),
  );
  const open = useMemo(() => (preview?.unmatched ?? []).filter((u) => needsDecision(u.reason) && !decisions.has(u.key)), [preview, decisions]);
  // nothing would land (all discarded or aside, no curve chosen): the server refuses such an import, so it is not offered
  const nothing = !!preview && !preview.matched.length && ![...decisions.values()].some((d) => d !== 'discard') && !curveRequest(preview.curves, curvePick);
  const commit = async () => {
    if (!preview) return;
    setBusy(true);
    setFailure(null);
    const assignments: Array<{ key: string; target: Target }> = [];
    const discards: string[] = [];
    for (const [key, d] of decisions)
      if (d === 'discard') discards.push(key);
      else assignments.push({ key, target: d });
    const curve = curveRequest(preview.curves, curvePick);
    try {
      await commitImport(sheetId, {
        sha256: preview.sha256,
        fileName: preview.fileName,
        equipmentId: preview.equipmentId,
        recordId: preview.recordId,
        version: preview.version,
        ...(preview.mappingId ? { mappingId: preview.mappingId } : {}),
        ...(reader === 'auto' ? { parserId: preview.parser } : {}),
        assignments,
        discards,
        ...(curve ? { curve } : {}),
      });
      notify('inst.imported', { type: 'success', autoHideDuration: TIMING.toastMs, messageArgs: { count: preview.matched.length + assignments.length } });
      await onImported();
      onClose();
    } catch (e) {
      setFailure(errorText(translate, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth data-testid="instrument-import">
      <DialogTitle>{translate('inst.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('inst.hint')}
          </Typography>
          <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
            <TextField
              select
              size="small"
              sx={{ minWidth: 280 }}
              label={translate('inst.instrument')}
              value={equipmentId}
              data-testid="import-instrument"
              onChange={(e) => setEquipmentId(Number(e.target.value))}
              helperText={equipment.length ? undefined : translate('inst.noInstruments')}
            >
              {equipment.map((e) => (
                <MenuItem key={e.id} value={e.id} data-asset={e.assetNo}>
                  {e.assetNo} · {e.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              sx={{ minWidth: 280 }}
              label={translate('inst.reader')}
              value={reader}
              disabled={!equipmentId}
              data-testid="import-reader"
              onChange={(e) => (e.target.value === 'new' ? setMappingOpen('new') : setReader(e.target.value))}
            >
              <MenuItem value="auto">{translate('inst.auto')}</MenuItem>
              {mappings.map((m) => (
                <MenuItem key={m.id} value={String(m.id)}>
                  {translate('inst.savedMapping', { name: m.name })}
                </MenuItem>
              ))}
              <MenuItem value="new" data-testid="new-mapping">
                {translate('inst.newMapping')}
              </MenuItem>
            </TextField>
            {editable && (
              <Button size="small" onClick={() => setMappingOpen(editable.id)} data-testid="edit-mapping">
                {translate('inst.mapping.edit')}
              </Button>
            )}
          </Stack>
          <RadioGroup row value={source} onChange={(e) => setSource(e.target.value as 'upload' | 'inbox')}>
            <FormControlLabel value="upload" control={<Radio size="small" />} label={translate('inst.upload')} />
            <FormControlLabel
              value="inbox"
              control={<Radio size="small" />}
              label={translate('inst.inbox')}
              disabled={!equipmentId}
              data-testid="source-inbox"
            />
          </RadioGroup>
          {source === 'upload' ? (
            <Stack direction="row" spacing={1} alignItems="center">
              <Button variant="outlined" component="label">
                {translate('inst.chooseFile')}
                <input
                  hidden
                  type="file"
                  data-testid="import-file"
                  accept=".csv,.txt,.xlsx,.xls,.tsv,text/csv,text/plain"
                  onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                />
              </Button>
              <Typography variant="body2" data-testid="import-file-name">
                {file?.name}
              </Typography>
            </Stack>
          ) : inbox && inbox.length === 0 ? (
            <Alert severity="info">{translate('inst.inboxEmpty')}</Alert>
          ) : (
            <TextField
              select
              size="small"
              sx={{ maxWidth: 480 }}
              label={translate('inst.inboxFile')}
              value={inboxName}
              data-testid="inbox-file"
              onChange={(e) => setInboxName(e.target.value)}
            >
              {(inbox ?? []).map((f) => (
                <MenuItem key={f.name} value={f.name}>
                  {f.name} · {translate('inst.bytes', { n: f.size })}
                </MenuItem>
              ))}
            </TextField>
          )}
          {failure && (
            <Alert severity="error" data-testid="import-failure">
              {failure}
            </Alert>
          )}
          {preview && (
            <PreviewView
              template={template}
              preview={preview}
              decisions={decisions}
              onRemember={remember}
              onDecide={(key, d) =>
                setDecisions((m) => {
                  const next = new Map(m);
                  if (d) next.set(key, d);
                  else next.delete(key);
                  return next;
                })
              }
            />
          )}
          {preview?.curves?.length ? <CurveChoice template={template} curves={preview.curves} pick={curvePick} onPick={setCurvePick} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {preview && open.length > 0 && (
          <Typography variant="body2" color="warning.main" sx={{ mr: 'auto', ml: 2 }} data-testid="unresolved-count">
            {translate('inst.resolveFirst', { count: open.length })}
          </Typography>
        )}
        {preview && open.length === 0 && nothing && (
          <Typography variant="body2" color="warning.main" sx={{ mr: 'auto', ml: 2 }} data-testid="nothing-to-import">
            {translate('inst.nothingToImport')}
          </Typography>
        )}
        {preview && open.length === 0 && !nothing && preview.unmatched.length > 0 && (
          <Typography variant="body2" color="success.main" sx={{ mr: 'auto', ml: 2 }} data-testid="all-resolved">
            {translate('inst.allResolved')}
          </Typography>
        )}
        <Button onClick={onClose}>{translate('inst.cancel')}</Button>
        <Button disabled={!equipmentId || !chosen || busy} onClick={runPreview} data-testid="import-preview">
          {translate('inst.preview')}
        </Button>
        <Button variant="contained" disabled={!preview || busy || open.length > 0 || nothing} onClick={commit} data-testid="import-commit">
          {translate('inst.commit')}
        </Button>
      </DialogActions>
      {mappingOpen && equipmentId && (
        <MappingDialog
          sheetId={sheetId}
          template={template}
          equipmentId={equipmentId}
          initialFile={source === 'upload' ? file : null}
          mappingId={typeof mappingOpen === 'number' ? mappingOpen : undefined}
          onClose={() => setMappingOpen(false)}
          onSaved={(m, f) => {
            setMappings((l) => [...l.filter((x) => x.id !== m.id), m]);
            setPreview(null); // read again with the mapping as saved
            setReader(String(m.id));
            if (f) {
              setSource('upload');
              setFile(f);
            }
            setMappingOpen(false);
          }}
        />
      )}
    </Dialog>
  );
}
