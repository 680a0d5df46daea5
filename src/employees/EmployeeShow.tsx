// An employee: the generated fields, the signature image (upload by the employee or an editor, PNG/JPEG ≤ 1 MB)
// and the qualifications with their state on today's date (an expired one stops assignment on the server).
import { useState } from 'react';
import { useRecordContext, useRefresh, useTranslate, useNotify, useGetMany, HttpError } from 'react-admin';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Chip from '@mui/material/Chip';
import { attachments } from '../dataProvider/client/index.ts';
import type { RecordOf } from '../../schemas/core/resource.ts';
import type { employees } from '../../schemas/employees/employees.ts';
import { labDay, addCalendarDays } from '../../schemas/core/dates.ts';
import { labTimeZone } from '../resources/when.tsx';
import { TIMING } from '../settings.ts';
import { GenericShow } from '../resources/generic/GenericShow.tsx';
import { raNameOf } from '../resources/names.ts';
import { AuthImage } from '../resources/tools/AuthImage.tsx';
import { PersonCapability } from '../methods/PersonCapability.tsx';

function Signature() {
  const record = useRecordContext<RecordOf<typeof employees>>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const upload = async (file: File) => {
    setBusy(true);
    try {
      await attachments.employeeSignature(record.id, file);
      notify('sys.saved', { type: 'success', autoHideDuration: TIMING.toastMs });
      refresh();
    } catch (e) {
      notify((e as HttpError).message, { type: 'error', autoHideDuration: TIMING.toastMs });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box data-testid="signature">
      <Typography variant="caption" color="text.secondary">
        {translate('sys.employee.signature')}
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        {record.signature ? (
          <AuthImage
            src={String(record.signature)}
            alt={translate('sys.employee.signature')}
            style={{ maxHeight: 80, border: '1px solid #ddd', background: '#fff' }}
          />
        ) : (
          <Typography variant="body2">{translate('sys.employee.noSignature')}</Typography>
        )}
        <Button size="small" variant="outlined" component="label" disabled={busy}>
          {translate('sys.employee.uploadSignature')}
          <input hidden type="file" accept="image/png,image/jpeg" onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
        </Button>
        <Typography variant="caption" color="text.secondary">
          {translate('sys.employee.signatureHint')}
        </Typography>
      </Stack>
    </Box>
  );
}

function Qualifications() {
  const record = useRecordContext();
  const translate = useTranslate();
  const quals = (record?.qualifications ?? []) as Array<{ parameterId: number; methodNo?: string; certificateNo?: string; validUntil: string }>;
  const { data: params } = useGetMany(raNameOf('parameters'), { ids: quals.map((q) => q.parameterId) }, { enabled: quals.length > 0 });
  if (!quals.length) return null;
  // expired / expiring are judged on the lab's calendar day, not the UTC one
  const today = labDay(new Date(), labTimeZone());
  const soon = addCalendarDays(today, 30);
  return (
    <Box data-testid="qualifications">
      <Typography variant="caption" color="text.secondary">
        {translate('sys.employee.qualifications')}
      </Typography>
      {quals.map((q, i) => {
        const p = params?.find((x) => x.id === q.parameterId);
        const state = q.validUntil < today ? 'expired' : q.validUntil <= soon ? 'expiring' : 'valid';
        return (
          <Stack key={i} direction="row" spacing={1} alignItems="center" sx={{ py: 0.25 }}>
            <Typography variant="body2" sx={{ minWidth: 200 }}>
              {p ? String(p.name) : '…'}
            </Typography>
            <Typography variant="body2" sx={{ minWidth: 120 }}>
              {q.methodNo ?? p?.methodNo ?? ''}
            </Typography>
            <Typography variant="body2" sx={{ minWidth: 120 }}>
              {q.certificateNo ?? ''}
            </Typography>
            <Typography variant="body2">{q.validUntil}</Typography>
            <Chip
              size="small"
              color={state === 'expired' ? 'error' : state === 'expiring' ? 'warning' : 'success'}
              label={translate(`sys.employee.${state}`)}
              data-state={state}
            />
          </Stack>
        );
      })}
    </Box>
  );
}

export function EmployeeShow() {
  // the signature and the qualifications are shown by their own parts (image; parameter names with their state);
  // the method authorisations and PT results that grew from the qualifications below them (issue 32)
  return (
    <GenericShow omit={['signature', 'qualifications']}>
      <Signature />
      <Qualifications />
      <PersonCapability className="ra-wide" />
    </GenericShow>
  );
}
