// The reason asked before an imported value is typed over: names the file, line and value it came from, takes the
// new value (what was typed so far, to finish) and the reason, both required (a react-admin form in an MUI dialog).
import { Form, SaveButton, TextInput, required, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { HeldEdit } from './useImportGuard.ts';

export function ChangeReasonDialog({ held, onCancel, onConfirm }: { held: HeldEdit | null; onCancel(): void; onConfirm(value: string, reason: string): void }) {
  const translate = useTranslate();
  if (!held) return null;
  const block = held.action.type === 'block';
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" data-testid="change-reason">
      <DialogTitle>{translate('inst.change.title')}</DialogTitle>
      <Form
        defaultValues={{ value: held.value, reason: '' }}
        onSubmit={(v: Record<string, unknown>) => onConfirm(String(v.value ?? ''), String(v.reason).trim())}
      >
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('inst.change.hint', { file: held.source.fileName, line: held.source.line, value: held.source.value })}
          </Typography>
          {/* a pasted block goes in as pasted: its values are not retyped one by one here */}
          {!block && <TextInput source="value" label="inst.change.value" validate={required()} autoFocus fullWidth helperText={false} />}
          <TextInput source="reason" label="inst.change.reason" validate={required()} multiline fullWidth autoFocus={block} helperText={false} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{translate('inst.cancel')}</Button>
          <SaveButton label="inst.change.confirm" icon={<></>} alwaysEnable data-testid="change-confirm" />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
