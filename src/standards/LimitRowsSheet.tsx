// The limit table to and from Excel on an edition's form (issue 33 item 4): download the edition's rows as a sheet,
// read a filled sheet back (the server checks each row as the edition does and names each refused cell), and merge
// the rows into the form: a row of the same table, analyte, class and condition is replaced, others are appended.
// Nothing is written until the person saves the edition, validated whole and signed, as every edit of it is. The
// form is offered only to those who may edit the library (standard:edit), the perm the reading route asks.
import { useRef, useState } from 'react';
import { Button, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { mergeLimitRows, type LimitRowsRead } from '../../schemas/standards/limitRowsSheet.ts';
import type { StandardRow } from '../../schemas/standards/limitStandards.ts';
import { limitRows } from '../dataProvider/client/index.ts';
import { RowErrors } from '../resources/tools/RowErrors.tsx';

export function LimitRowsSheet() {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<{ id: number; standardNo?: string }>();
  const { getValues, setValue } = useFormContext();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [read, setRead] = useState<(LimitRowsRead & { name: string }) | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      setRead({ ...(await limitRows.read(file, (getValues('classes') as unknown[] | undefined) ?? [])), name: file.name });
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const current = (getValues('rows') as StandardRow[] | undefined) ?? [];
  const merged = read ? mergeLimitRows(current, read.rows) : undefined;
  const merge = () => {
    if (!read || !merged) return;
    setValue('rows', merged.rows, { shouldDirty: true, shouldValidate: true });
    notify(translate('lstd.sheet.merged', { rows: read.rows.length }), { type: 'info' });
    setRead(null);
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
      <Button
        label="lstd.sheet.template"
        onClick={() => void limitRows.template(record?.id, `${record?.standardNo ?? 'limits'}.xlsx`)}
        data-testid="limit-rows-template"
      >
        <DownloadIcon />
      </Button>
      <Button label={busy ? 'lstd.sheet.reading' : 'lstd.sheet.read'} disabled={busy} onClick={() => input.current?.click()} data-testid="limit-rows-read">
        <UploadFileIcon />
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={(e) => void onFile(e.target.files?.[0])}
        data-testid="limit-rows-file"
      />
      <Typography variant="caption" color="text.secondary">
        {translate('lstd.sheet.hint')}
      </Typography>
      <Dialog open={!!read} onClose={() => setRead(null)} maxWidth="md" fullWidth>
        {read && merged && (
          <>
            <DialogTitle>{translate('lstd.sheet.title', { name: read.name })}</DialogTitle>
            <DialogContent>
              <Typography data-testid="limit-rows-counts">
                {read.rows.length || read.errors.length
                  ? translate('lstd.sheet.counts', { rows: read.rows.length, added: merged.added, replaced: merged.replaced, unchanged: merged.unchanged })
                  : translate('lstd.sheet.noRows')}
              </Typography>
              {read.errors.length > 0 && (
                <>
                  <Typography color="error" sx={{ mt: 2 }}>
                    {translate('lstd.sheet.errors', { count: read.errors.length })}
                  </Typography>
                  <RowErrors errors={read.errors} testId="limit-rows-errors" />
                </>
              )}
            </DialogContent>
            <DialogActions>
              {read.errors.length > 0 && (
                <Typography variant="caption" color="text.secondary" sx={{ mr: 'auto', ml: 2 }}>
                  {translate('lstd.sheet.mergeBlocked')}
                </Typography>
              )}
              <Button label="ra.action.cancel" onClick={() => setRead(null)} />
              <Button
                label="lstd.sheet.merge"
                variant="contained"
                disabled={read.errors.length > 0 || !read.rows.length}
                onClick={merge}
                data-testid="limit-rows-merge"
              />
            </DialogActions>
          </>
        )}
      </Dialog>
    </Box>
  );
}
