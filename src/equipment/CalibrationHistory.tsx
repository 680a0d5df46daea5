// An instrument's page: the generated fields, then its calibration history (one row per certificate, newest first)
// and, for the equipment manager, 登记检定/校准: the new certificate is the instrument's last calibration and next due
// date from then on (the server moves them through the equipment's own update, server/equipment/equipmentCalibrations.resource.ts).
// The certificate file (PDF or scan) is attached to the saved record (POST …/{id}/certificate) and downloaded from the
// history; a record saved without one (or whose upload was refused) takes it later from its row.
import { cloneElement, useMemo, useState } from 'react';
import { Form, ResourceContextProvider, SaveButton, useDataProvider, useGetList, useRefresh, useTranslate, useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { attachments } from '../dataProvider/client/index.ts';
import { download } from '../dataProvider/download.ts';
import { useDict, dictLabel } from '../dict/index.ts';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { GenericShow } from '../resources/generic/GenericShow.tsx';
import { inputFor } from '../resources/inputs.tsx';
import { formFields, schemaValidator } from '../resources/schema.ts';
import { raNameOf } from '../resources/names.ts';
import type { equipmentCalibrations } from '../../schemas/equipment/equipment.ts';
import { resourceByName } from '../../schemas/resources/index.ts';
import type { RecordOf } from '../../schemas/core/resource.ts';
import { useHasPerm } from '../hasPerm/index.tsx';
import { TIMING } from '../settings.ts';

type Calibration = RecordOf<typeof equipmentCalibrations>;
type FieldErrors = Record<string, string>;
type Failure = { message: string; body?: { data?: { errors?: Array<{ field: string; message: string }> } } };

const FIELD = (f: string) => `resources.equipmentCalibrations.fields.${f}`;
/** what the server takes (server/system/files/store.ts RULES.calibration) */
const ACCEPT = 'application/pdf,image/png,image/jpeg';

const attach = attachments.calibrationCertificate;
const CALIBRATIONS = raNameOf('equipmentCalibrations');
const calibrations = resourceByName.get('equipmentCalibrations')!;

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

/** The dialog's inputs: the resource's generated ones but the instrument (the page's) */
function useCalibrationInputs(saved: boolean) {
  return useMemo(
    () =>
      formFields(calibrations)
        .filter((f) => f.name !== 'equipmentId')
        .map((f) => inputFor(calibrations, f))
        .filter((el): el is NonNullable<typeof el> => !!el)
        // once the record is saved only its file is still to come: the saved fields are not edited in vain
        .map((el) =>
          cloneElement(el, {
            key: el.key,
            disabled: saved,
            ...(el.props.source === 'nextDue' ? { helperText: 'sys.calibration.nextDueHint' } : {}),
            ...(el.props.source === 'conclusion' ? { multiline: true, minRows: 2 } : {}),
          }),
        ),
    [saved],
  );
}

const validate = schemaValidator(calibrations, false);

function RecordCalibration({ equipmentId, onDone }: { equipmentId: number; onDone(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [open, setOpen] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>();
  const [file, setFile] = useState<File | null>(null);
  // the record once saved: a refused file is chosen again and attached to it, the record is not made twice
  const [savedId, setSavedId] = useState<number | null>(null);
  const inputs = useCalibrationInputs(savedId !== null);
  const close = () => {
    setOpen(false);
    setFileError(undefined);
    setFile(null);
    setSavedId(null);
  };
  const save = async (values: Record<string, unknown>) => {
    try {
      let id = savedId;
      if (id === null) {
        id = Number((await dataProvider.create(CALIBRATIONS, { data: { ...values, equipmentId } })).data.id);
        setSavedId(id);
        onDone();
      }
      if (file) await attach(id, file);
      notify('sys.saved', { type: 'success', autoHideDuration: TIMING.toastMs });
      close();
      onDone();
    } catch (e) {
      // the server names each refused field: shown under it (the form's submission errors), the message as a toast
      const errors = fieldErrors(e);
      setFileError(errors.certificateFile);
      notify((e as Error).message, { type: 'error', autoHideDuration: TIMING.toastMs });
      return errors;
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)} data-testid="record-calibration">
        {translate('sys.calibration.record')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <ResourceContextProvider value={CALIBRATIONS}>
          <Form record={{ equipmentId }} validate={validate} onSubmit={save}>
            <DialogTitle>{translate('sys.calibration.record')}</DialogTitle>
            <DialogContent>
              <Stack spacing={1} sx={{ mt: 1 }}>
                {inputs}
                <Stack direction="row" spacing={2} alignItems="center">
                  <Button size="small" variant="outlined" component="label" color={fileError ? 'error' : 'primary'}>
                    {translate(FIELD('certificateFile'))}
                    <input
                      hidden
                      type="file"
                      name="certificateFile"
                      accept={ACCEPT}
                      onChange={(e) => {
                        setFile(e.target.files?.[0] ?? null);
                        setFileError(undefined);
                      }}
                    />
                  </Button>
                  <Typography variant="body2" color={fileError ? 'error' : 'text.secondary'} data-testid="certificate-file-note">
                    {fileError ?? file?.name ?? translate('sys.calibration.fileHint')}
                  </Typography>
                </Stack>
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{translate('ra.action.cancel')}</Button>
              {/* the saved record's file may still be missing: saving again attaches it, the form unchanged */}
              <SaveButton alwaysEnable icon={<></>} data-testid="calibration-save" />
            </DialogActions>
          </Form>
        </ResourceContextProvider>
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
  const id = equipmentId;
  const { data: rows, refetch } = useGetList<Calibration>(
    CALIBRATIONS,
    { filter: { equipmentId: id }, sort: { field: 'calibratedOn', order: 'DESC' }, pagination: { page: 1, perPage: 100 } },
    { enabled: !!id },
  );
  const load = () => void refetch();
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
              load();
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
                  <CertificateCell c={c} canAttach={canRecord} onDone={load} />
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
