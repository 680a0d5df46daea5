// Submitting a raw record is an electronic signature: the password is asked for (and, past the samples' holding
// time, the reason), and a refusal (wrong password, a result the server computes differently, an unusable
// instrument) is shown in the dialog.
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/** `holding`: the sheet is past its holding time, and this says so: the reason is asked for beside the password. */
export function SubmitDialog({
  open,
  holding,
  onClose,
  onConfirm,
}: {
  open: boolean;
  holding?: string;
  onClose(): void;
  onConfirm(password: string, reason?: string): Promise<void>;
}) {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setPassword('');
      setReason('');
      setError(null);
    }
  }, [open]);
  const ready = !!password && (!holding || !!reason.trim());
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm(password, holding ? reason.trim() : undefined);
    } catch (e) {
      setError(e instanceof Error ? translate(e.message, { _: e.message }) : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('rr.submit')}</DialogTitle>
      <DialogContent>
        {holding && (
          <>
            <Alert severity="warning" sx={{ mb: 1 }} data-testid="holding-hint">
              {holding}
            </Alert>
            <TextField
              fullWidth
              multiline
              minRows={2}
              margin="dense"
              name="reason"
              label={translate('rr.holdingReason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('rr.signatureHint')}
        </Typography>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          type="password"
          name="password"
          autoComplete="current-password"
          label={translate('rr.password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && ready && !busy) void confirm();
          }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }} data-testid="submit-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('rr.cancel')}</Button>
        <Button variant="contained" disabled={!ready || busy} data-testid="submit-confirm" onClick={confirm}>
          {translate('rr.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
