// Administrator logs: the generated, read-only list (search by user, URL, entity, action, time) with a check of
// the hash chain, and a show page that puts each changed field's before and after side by side.
import { useState } from 'react';
import { Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableHead from '@mui/material/TableHead';
import TableBody from '@mui/material/TableBody';
import TableRow from '@mui/material/TableRow';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { adminLogs as logsClient, type ChainCheck } from '../dataProvider/client/index.ts';
import { GenericList } from '../resources/generic/GenericList.tsx';
import { WhenField } from '../resources/when.tsx';
import { AuditField, displayFor } from '../resources/display.tsx';
import { resourceByName } from '../../schemas/resources/index.ts';

const adminLogs = resourceByName.get('adminLogs')!;

function VerifyButton() {
  const translate = useTranslate();
  const [result, setResult] = useState<ChainCheck | null>(null);
  return (
    <>
      <Button size="small" onClick={async () => setResult(await logsClient.verifyChain())} data-testid="verify-chain">
        {translate('sys.logs.verify')}
      </Button>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} onClose={() => setResult(null)} sx={{ py: 0 }}>
          {result.ok
            ? translate('sys.logs.verifyOk', { count: result.checked })
            : translate('sys.logs.verifyBroken', { id: result.brokenAt, reason: result.reason })}
        </Alert>
      )}
    </>
  );
}

export const AdminLogList = () => <GenericList tools={<VerifyButton />} rowClick="show" />;

const show = (v: unknown) => (v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

function Diff() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const before = (record.before ?? {}) as Record<string, unknown>;
  const after = (record.after ?? {}) as Record<string, unknown>;
  const changed = (k: string) => k in after && show(before[k]) !== show(after[k]);
  // changed fields first; an update's "after" holds only what changed, so the rest reads "unchanged", not blank
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((k) => !['updatedAt', 'createdAt'].includes(k))
    .sort((a, b) => Number(changed(b)) - Number(changed(a)));
  const isUpdate = record.before != null && record.after != null;
  // a state or another option of the entity's own reads as its label (已接收, not received)
  const word = (k: string, v: unknown) => (typeof v === 'string' && v ? translate(`resources.${record.entity}.enums.${k}.${v}`, { _: v }) : show(v));
  return (
    <>
      <Typography variant="subtitle2">{translate('sys.logs.diff')}</Typography>
      <Table size="small" data-testid="log-diff" sx={{ tableLayout: 'fixed', '& th:first-of-type': { width: '20%' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('sys.logs.field')}</TableCell>
            <TableCell>{translate('sys.logs.before')}</TableCell>
            <TableCell>{translate('sys.logs.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((k) => (
            <TableRow key={k} sx={changed(k) ? { bgcolor: 'action.selected' } : undefined}>
              <TableCell>{translate(`resources.${record.entity}.fields.${k}`, { _: k })}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{word(k, before[k])}</TableCell>
              {k in after || !isUpdate ? (
                <TableCell sx={{ wordBreak: 'break-all' }}>{word(k, after[k])}</TableCell>
              ) : (
                <TableCell sx={{ color: 'text.secondary' }}>{translate('sys.logs.unchanged')}</TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

export function AdminLogShow() {
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <WhenField source="at" style="second" />
        {/* the person by name (their login kept beside it: the account the entry was made with) */}
        {displayFor(
          adminLogs,
          adminLogs.fieldList.find((f) => f.name === 'userId')!,
          false,
        )}
        <TextField source="username" />
        <TextField source="ip" />
        <TextField source="method" />
        <TextField source="url" />
        <AuditField source="entity" />
        <TextField source="entityId" />
        <AuditField source="action" />
        <TextField source="reason" />
        <Diff />
        <TextField source="hash" />
      </SimpleShowLayout>
    </Show>
  );
}
