// Workflow buttons (schemas/workflows): exactly the transitions the record's state and the user's perms allow.
// A transition with `signature` asks for the password (electronic signature), one with `reason` for a reason;
// then POST {R}/{id}/transitions/{name} with the record version.
import { useState } from 'react';
import { useDataProvider, useNotify, usePermissions, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import DialogContent from '@mui/material/DialogContent';
import DialogActions from '@mui/material/DialogActions';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import { allowedTransitions, type Transition } from '../../schemas/workflows/machine.ts';
import { hasAuth } from '../authProvider/access.ts';
import type { LimsDataProvider } from '../dataProvider/index.ts';
import { TIMING } from '../settings.ts';
import { schemaOf } from './names.ts';

export function WorkflowButtons() {
  const resource = useResourceContext()!;
  const schema = schemaOf(resource);
  const record = useRecordContext();
  const translate = useTranslate();
  const { permissions } = usePermissions<{ roles: string[]; perms: string[] }>();
  const dataProvider = useDataProvider<LimsDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<{ name: string; t: Transition } | null>(null);
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const wf = schema?.workflow;
  if (!wf || !record) return null;
  const names = allowedTransitions(wf, String(record[wf.field]), (perm) => hasAuth(permissions, perm));
  const label = (name: string) => translate(`resources.${schema.name}.transitions.${name}`, { _: name });

  const run = async (name: string) => {
    setBusy(true);
    try {
      await dataProvider.transition(resource, record.id, name, {
        version: record.version,
        ...(reason ? { reason } : {}),
        ...(password ? { password } : {}),
      });
      notify('app.workflow.done', { type: 'success', autoHideDuration: TIMING.toastMs, messageArgs: { action: label(name) } });
      setAsking(null);
      refresh();
    } catch (e) {
      notify((e as Error).message || 'app.error.system', { type: 'error', autoHideDuration: TIMING.toastMs });
    } finally {
      setBusy(false);
    }
  };
  const start = (name: string) => {
    const t = wf.transitions[name];
    setReason('');
    setPassword('');
    if (t.signature || t.reason) setAsking({ name, t });
    else void run(name);
  };
  const ready = (!asking?.t.reason || reason.trim()) && (!asking?.t.signature || password);

  return (
    <Stack direction="row" spacing={1} data-testid="workflow-buttons">
      {names.map((n) => (
        <Button key={n} size="small" variant="outlined" disabled={busy} onClick={() => start(n)} data-transition={n}>{label(n)}</Button>
      ))}
      <Dialog open={!!asking} onClose={() => setAsking(null)} fullWidth maxWidth="xs">
        <DialogTitle>{asking && label(asking.name)}</DialogTitle>
        <DialogContent>
          {asking?.t.reason && (
            <TextField autoFocus fullWidth multiline minRows={2} margin="dense" name="reason" label={translate('app.workflow.reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
          )}
          {asking?.t.signature && (
            <TextField fullWidth margin="dense" type="password" name="password" autoComplete="current-password" label={translate('app.workflow.password')}
              helperText={translate('app.workflow.signatureHint')} value={password} onChange={(e) => setPassword(e.target.value)} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!ready || busy} onClick={() => asking && void run(asking.name)}>{translate('ra.action.confirm')}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
