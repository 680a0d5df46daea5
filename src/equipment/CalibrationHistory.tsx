// An instrument's page: the generated fields, then its calibration history (one row per certificate, newest first)
// and, for the equipment manager, 登记检定/校准: the new certificate is the instrument's last calibration and next due
// date from then on (the server moves them through the equipment's own update, server/equipment/equipmentCalibrations.resource.ts).
// The certificate file (PDF or scan) is attached to the saved record (POST …/{id}/certificate) and downloaded from the
// history; a record saved without one (or whose upload was refused) takes it later from its row.
import { useCallback, useEffect, useState } from 'react';
import { useRefresh, useTranslate, useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { request } from '../dataProvider/http.ts';
import { download } from '../dataProvider/download.ts';
import { useDict, dictLabel } from '../dict/index.ts';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { GenericShow } from '../resources/generic/GenericShow.tsx';
import { LabDateField } from '../resources/dateInputs.tsx';
import { useHasPerm } from '../hasPerm/index.tsx';
import { TIMING } from '../settings.ts';

interface Calibration {
  id: number;
  calibratedOn: string;
  certificateNo: string;
  agency: string;
  result: string;
  conclusion?: string;
  nextDue?: string;
  recordedBy?: string;
  certificateFile?: string | null;
}
type FieldErrors = Record<string, string>;
type Failure = { message: string; body?: { data?: { errors?: Array<{ field: string; message: string }> } } };

const FIELD = (f: string) => `resources.equipmentCalibrations.fields.${f}`;
/** what the server takes (server/system/files/store.ts RULES.calibration) */
const ACCEPT = 'application/pdf,image/png,image/jpeg';

const attach = (id: number, file: File) =>
  request({ url: `api/v1/equipmentCalibrations/${id}/certificate`, method: 'POST', multipart: true, data: { file, filename: file.name } });

/** The server's refusal by field (shown under each) */
const fieldErrors = (e: unknown): FieldErrors => Object.fromEntries(((e as Failure).body?.data?.errors ?? []).map((x) => [x.field, x.message]));

/** A row's certificate: its file to download, or for the editor an upload when it has none. */
function CertificateCell({ c, canAttach, onDone }: { c: Calibration; canAttach: boolean; onDone(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  if (c.certificateFile)
    return (
      <Button size="small" data-testid="certificate-download" onClick={() => void download(c.certificateFile!.replace(/^\/admin\//, ''), {}, c.certificateNo)}>
        {translate('sys.calibration.download')}
      </Button>
    );
  if (!canAttach) return <>—</>;
  const upload = async (file: File) => {
    try {
      await attach(c.id, file);
      notify('sys.saved', { type: 'success', autoHideDuration: TIMING.toastMs });
      onDone();
    } catch (e) {
      notify(fieldErrors(e).certificateFile ?? (e as Error).message, { type: 'error', autoHideDuration: TIMING.toastMs });
    }
  };
  return (
    <Button size="small" component="label" data-testid="certificate-upload">
      {translate('sys.calibration.upload')}
      <input hidden type="file" accept={ACCEPT} onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
    </Button>
  );
}

function RecordCalibration({ equipmentId, onDone }: { equipmentId: number; onDone(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLanguage();
  const results = useDict('calibration_result');
  const [open, setOpen] = useState(false);
  const [v, setV] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [file, setFile] = useState<File | null>(null);
  // the record once saved: a refused file is chosen again and attached to it, the record is not made twice
  const [savedId, setSavedId] = useState<number | null>(null);
  const set = (k: string) => (value: string | null) => setV((x) => ({ ...x, [k]: value ?? '' }));
  const close = () => {
    setOpen(false);
    setV({});
    setErrors({});
    setFile(null);
    setSavedId(null);
  };
  const save = async () => {
    const body = { equipmentId, ...Object.fromEntries(Object.entries(v).filter(([, x]) => x !== '')) };
    try {
      let id = savedId;
      if (id === null) {
        id = (await request<Calibration>({ url: 'api/v1/equipmentCalibrations', method: 'POST', data: body, silent: true })).id;
        setSavedId(id);
        onDone();
      }
      if (file) await attach(id, file);
      notify('sys.saved', { type: 'success', autoHideDuration: TIMING.toastMs });
      close();
      onDone();
    } catch (e) {
      // the server names each refused field: shown under it, the message as a toast as well
      setErrors(fieldErrors(e));
      notify((e as Error).message, { type: 'error', autoHideDuration: TIMING.toastMs });
    }
  };
  const text = (k: string, extra: object = {}) => (
    <TextField
      size="small"
      name={k}
      label={translate(FIELD(k))}
      value={v[k] ?? ''}
      error={!!errors[k]}
      helperText={errors[k]}
      onChange={(e) => set(k)(e.target.value)}
      // once the record is saved only its file is still to come: the saved fields are not edited in vain
      disabled={savedId !== null}
      {...extra}
    />
  );
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)} data-testid="record-calibration">
        {translate('sys.calibration.record')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>{translate('sys.calibration.record')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <LabDateField
              size="small"
              name="calibratedOn"
              label={translate(FIELD('calibratedOn'))}
              value={v.calibratedOn || null}
              error={!!errors.calibratedOn}
              helperText={errors.calibratedOn}
              onChange={set('calibratedOn')}
              disabled={savedId !== null}
            />
            {text('certificateNo')}
            {text('agency')}
            {text('result', {
              select: true,
              children: results.map((r) => (
                <MenuItem key={r.value} value={r.value}>
                  {dictLabel(r, locale)}
                </MenuItem>
              )),
            })}
            <LabDateField
              size="small"
              name="nextDue"
              label={translate(FIELD('nextDue'))}
              value={v.nextDue || null}
              error={!!errors.nextDue}
              helperText={errors.nextDue ?? translate('sys.calibration.nextDueHint')}
              onChange={set('nextDue')}
              disabled={savedId !== null}
            />
            {text('conclusion', { multiline: true, minRows: 2 })}
            <Stack direction="row" spacing={2} alignItems="center">
              <Button size="small" variant="outlined" component="label" color={errors.certificateFile ? 'error' : 'primary'}>
                {translate(FIELD('certificateFile'))}
                <input
                  hidden
                  type="file"
                  name="certificateFile"
                  accept={ACCEPT}
                  onChange={(e) => {
                    setFile(e.target.files?.[0] ?? null);
                    setErrors(({ certificateFile: _, ...rest }) => rest);
                  }}
                />
              </Button>
              <Typography variant="body2" color={errors.certificateFile ? 'error' : 'text.secondary'} data-testid="certificate-file-note">
                {errors.certificateFile ?? file?.name ?? translate('sys.calibration.fileHint')}
              </Typography>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={() => void save()} data-testid="calibration-save">
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export function CalibrationHistory({ equipmentId }: { equipmentId: number }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [locale] = useLanguage();
  const results = useDict('calibration_result');
  const canRecord = useHasPerm('device:edit');
  const [rows, setRows] = useState<Calibration[] | null>(null);
  const id = equipmentId;
  const load = useCallback(async () => {
    if (!id) return;
    const page = await request<{ list: Calibration[] }>({
      url: 'api/v1/equipmentCalibrations/page',
      params: { equipmentId: id, sort: 'calibratedOn', order: 'desc', pageSize: 100 },
      silent: true,
    });
    setRows(page.list);
  }, [id]);
  useEffect(() => {
    void load().catch(() => setRows([]));
  }, [load]);
  const resultLabel = (code: string) => {
    const item = results.find((r) => r.value === code);
    return item ? dictLabel(item, locale) : code;
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} data-testid="calibration-history">
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="subtitle1">{translate('sys.calibration.history')}</Typography>
        {canRecord && (
          <RecordCalibration
            equipmentId={id}
            onDone={() => {
              void load();
              refresh();
            }}
          />
        )}
      </Stack>
      {rows && !rows.length ? (
        <Typography color="text.secondary">{translate('sys.calibration.none')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {['calibratedOn', 'certificateNo', 'agency', 'result', 'nextDue', 'conclusion', 'recordedBy', 'certificateFile'].map((f) => (
                <TableCell key={f}>{translate(FIELD(f))}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(rows ?? []).map((c) => (
              <TableRow key={c.id} data-certificate={c.certificateNo}>
                <TableCell>{c.calibratedOn}</TableCell>
                <TableCell>{c.certificateNo}</TableCell>
                <TableCell>{c.agency}</TableCell>
                <TableCell>{resultLabel(c.result)}</TableCell>
                <TableCell>{c.nextDue ?? '—'}</TableCell>
                <TableCell>{c.conclusion ?? '—'}</TableCell>
                <TableCell>{c.recordedBy ?? '—'}</TableCell>
                <TableCell>
                  <CertificateCell c={c} canAttach={canRecord} onDone={() => void load()} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

/** The history below the instrument's card, the page's whole width (a table does not fit one column of its fields). */
export function EquipmentShow() {
  const { id } = useParams();
  return (
    <>
      <GenericShow id={id} />
      {id && <CalibrationHistory equipmentId={Number(id)} />}
    </>
  );
}
