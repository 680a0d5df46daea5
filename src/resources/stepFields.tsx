// The two inputs a workflow step may ask for, one copy for the generic workflow buttons and the business screens'
// step dialog: the reason (a required free text) and the electronic signature's password.
import { useTranslate } from 'react-admin';
import TextField from '@mui/material/TextField';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

export function StepReasonField({ value, onChange }: Props) {
  const translate = useTranslate();
  return (
    <TextField
      autoFocus
      fullWidth
      multiline
      minRows={2}
      margin="dense"
      name="reason"
      label={translate('app.workflow.reason')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function StepPasswordField({ value, onChange }: Props) {
  const translate = useTranslate();
  return (
    <TextField
      fullWidth
      margin="dense"
      type="password"
      name="password"
      autoComplete="current-password"
      label={translate('app.workflow.password')}
      helperText={translate('app.workflow.signatureHint')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
