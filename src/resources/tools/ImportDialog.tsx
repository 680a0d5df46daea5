// Excel import (seed: device/import, samplingbasis/import, testparms/import, users/import): download the template,
// choose a file, preview what would be created and updated, see row-level errors, then import all or nothing.
import { useState, type ReactNode } from 'react';
import { useNotify, useTranslate, HttpError } from 'react-admin';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import DialogContent from '@mui/material/DialogContent';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableHead from '@mui/material/TableHead';
import TableBody from '@mui/material/TableBody';
import TableRow from '@mui/material/TableRow';
import TableCell from '@mui/material/TableCell';
import UploadIcon from '@mui/icons-material/UploadFile';
import { spreadsheets, type ImportResult, type RowError } from '../../dataProvider/client/index.ts';
import { download } from '../../dataProvider/download.ts';
import { TIMING } from '../../settings.ts';
import { RowErrors } from './RowErrors.tsx';

export type { ImportResult, RowError };

/** `base` is 'device', 'samplingbasis', 'testparms' or 'api/v1/users'. */
export function ImportButton({ base, params, onDone, extra }: { base: string; params?: Record<string, unknown>; onDone?(): void; extra?: ReactNode }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<UploadIcon />} onClick={() => setOpen(true)} data-testid="import">
        {translate('sys.import.button')}
      </Button>
      {open && (
        <ImportDialog
          base={base}
          params={params}
          extra={extra}
          onClose={(changed) => {
            setOpen(false);
            if (changed) onDone?.();
          }}
        />
      )}
    </>
  );
}

export function ImportDialog({
  base,
  params,
  extra,
  onClose,
}: {
  base: string;
  params?: Record<string, unknown>;
  extra?: ReactNode;
  onClose(changed: boolean): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (preview: boolean) => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      const out = await spreadsheets.import(base, file, preview, params);
      setResult(out);
      if (!preview) {
        notify('sys.import.summary', {
          type: 'success',
          autoHideDuration: TIMING.toastMs,
          messageArgs: { smart_count: out.total, total: out.total, created: out.created, updated: out.updated, unchanged: out.unchanged, errors: 0 },
        });
        onClose(true);
      }
    } catch (e) {
      const body = (e as HttpError).body as { data?: { errors?: RowError[] } } | undefined;
      setFailure((e as Error).message);
      if (body?.data?.errors?.length) setResult((r) => ({ ...(r ?? emptyResult()), errors: body.data!.errors!, errorCount: body.data!.errors!.length }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={() => onClose(false)} maxWidth="md" fullWidth>
      <DialogTitle>{translate('sys.import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate('sys.import.previewHint')}
          </Typography>
          {extra}
          <Stack direction="row" spacing={1} alignItems="center">
            <Button variant="outlined" onClick={() => download(`${base}/template`, {}, `${base.split('/').pop()}-template.xlsx`)}>
              {translate('sys.import.template')}
            </Button>
            <Button variant="outlined" component="label">
              {translate('sys.import.choose')}
              <input
                hidden
                type="file"
                data-testid="import-file"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setResult(null);
                  setFailure(null);
                }}
              />
            </Button>
            <Typography variant="body2" data-testid="import-file-name">
              {file?.name}
            </Typography>
          </Stack>
          {failure && (
            <Alert severity="error" data-testid="import-failure">
              {failure}
            </Alert>
          )}
          {result && <ResultView result={result} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{translate('sys.cancel')}</Button>
        <Button disabled={!file || busy} onClick={() => send(true)} data-testid="import-preview">
          {translate('sys.import.preview')}
        </Button>
        <Button
          variant="contained"
          disabled={!file || busy || !result || result.mode !== 'preview' || result.errorCount > 0}
          onClick={() => send(false)}
          data-testid="import-commit"
        >
          {translate('sys.import.commit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const emptyResult = (): ImportResult => ({ mode: 'commit', total: 0, created: 0, updated: 0, unchanged: 0, errorCount: 0, errors: [], warnings: [], rows: [] });

function ResultView({ result }: { result: ImportResult }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Alert severity={result.errorCount ? 'error' : 'info'} data-testid="import-summary">
        {translate('sys.import.summary', {
          smart_count: result.total,
          total: result.total,
          created: result.created,
          updated: result.updated,
          unchanged: result.unchanged,
          errors: result.errorCount,
        })}
      </Alert>
      {result.warnings.map((w) => (
        <Alert key={w} severity="warning">
          {w}
        </Alert>
      ))}
      {result.errors.length > 0 && <RowErrors errors={result.errors} testId="import-errors" />}
      {result.errors.length === 0 && result.rows.length > 0 && (
        <Table size="small" data-testid="import-rows">
          <TableHead>
            <TableRow>
              <TableCell>{translate('sys.import.row')}</TableCell>
              <TableCell>{translate('sys.import.key')}</TableCell>
              <TableCell>{translate('sys.import.action')}</TableCell>
              <TableCell>{translate('sys.import.changes')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.rows.slice(0, 100).map((r) => (
              <TableRow key={r.row}>
                <TableCell>{r.row}</TableCell>
                <TableCell>{r.key}</TableCell>
                <TableCell>{translate(`sys.import.actions.${r.action}`)}</TableCell>
                <TableCell>{r.action === 'update' ? r.changes.join(', ') : ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
