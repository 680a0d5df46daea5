// The one dialog before a step that asks something: the reason and/or the password of the electronic signature
// (with the signature's statement: who signs, what it means, when), or, when it asks neither, "are you sure?".
// Used by the generated workflow buttons, the workflow screens' steps, the raw record's submit and the reason for
// typing over an imported value. A refusal stays in the dialog: the server's message above the buttons, its field
// errors under the reason and the password.
import { useState, type ReactNode } from 'react';
import { Form, PasswordInput, TextInput, required, useGetIdentity, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { when } from './when.tsx';

export interface StepAnswer {
  reason?: string;
  password?: string;
}

export interface StepDialogProps {
  open: boolean;
  title: string;
  reason?: boolean;
  /** why this step asks for a reason (a sheet past its holding time, a task without a QC plan), shown above it */
  reasonHint?: string;
  /** the reason's label (an i18n key); "reason" by default */
  reasonLabel?: string;
  signature?: boolean;
  /** what signing means here, shown above the password */
  note?: ReactNode;
  /** inputs the step asks beside the reason (react-admin inputs, shown above it) and their first values; the caller's
   *  inputs take the focus */
  fields?: { defaults: Record<string, unknown>; inputs: ReactNode };
  /** the confirm button's label (an i18n key); "confirm" by default */
  confirmLabel?: string;
  onClose(): void;
  /** takes the step (`values`: every input's value, `fields` included); a throw (the server's refusal) is shown in
   *  the dialog, which stays open */
  onConfirm(v: StepAnswer, values: Record<string, unknown>): Promise<unknown> | void;
  /** the screens' test hooks: the dialog, the confirm button, the reason hint, the refusal */
  testIds?: { dialog?: string; confirm?: string; hint?: string; error?: string };
}

const BLANK = { reason: '', password: '' };
const NO_RECORD = {};
const isRequired = [required()];

/** The server's refusal → react-admin submission errors: its field errors under the fields, its message on top. */
function refusal(e: unknown, translate: (k: string, o?: object) => string) {
  const message = e instanceof Error ? e.message : String(e);
  const fields = ((e as { body?: { errors?: Record<string, string> } })?.body?.errors ?? {}) as Record<string, string>;
  return {
    ...(fields.reason ? { reason: fields.reason } : {}),
    ...(fields.password ? { password: fields.password } : {}),
    root: { server: translate(message, { _: message }) },
  };
}

export function StepDialog(props: StepDialogProps) {
  const { open, onClose, onConfirm, reason, signature, fields, testIds } = props;
  const translate = useTranslate();
  const submit = async (values: Record<string, unknown>) => {
    const text = String(values.reason ?? '').trim();
    const password = String(values.password ?? '');
    try {
      await onConfirm({ ...(reason && text ? { reason: text } : {}), ...(signature && password ? { password } : {}) }, values);
    } catch (e) {
      return refusal(e, translate);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid={testIds?.dialog}>
      {/* mounted while open: every opening starts blank */}
      {open && (
        <Form record={NO_RECORD} defaultValues={fields ? { ...BLANK, ...fields.defaults } : BLANK} onSubmit={submit} noValidate>
          <Body {...props} />
        </Form>
      )}
    </Dialog>
  );
}

function Body({ title, reason, reasonHint, reasonLabel, signature, note, fields, confirmLabel, onClose, testIds = {} }: StepDialogProps) {
  const translate = useTranslate();
  const { data: me } = useGetIdentity();
  // the moment the signer is shown is the one the dialog opened at
  const [at] = useState(() => new Date().toISOString());
  const [text, password] = useWatch({ name: ['reason', 'password'] }) as [string, string];
  const { isSubmitting, errors } = useFormState();
  const ready = (!reason || !!text?.trim()) && (!signature || !!password);
  const serverError = (errors.root as { server?: { message?: string } } | undefined)?.server?.message;
  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      {/* room for the first input's outlined label (MUI drops the top padding after a title) */}
      <DialogContent sx={{ '&&': { pt: 1 } }}>
        {!reason && !signature && (
          <Typography variant="body2" data-testid="step-question">
            {translate('wf.confirmStep', { action: title })}
          </Typography>
        )}
        {reason && reasonHint && (
          <Alert severity="warning" sx={{ mb: 1 }} data-testid={testIds.hint ?? 'step-reason-hint'}>
            {reasonHint}
          </Alert>
        )}
        {fields?.inputs}
        {reason && (
          <TextInput
            source="reason"
            label={reasonLabel ?? 'app.workflow.reason'}
            validate={isRequired}
            multiline
            minRows={2}
            fullWidth
            autoFocus={!fields}
            helperText={false}
          />
        )}
        {signature && note && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {note}
          </Typography>
        )}
        {signature && (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="signature-statement">
            {translate('wf.signature.statement', { name: me?.fullName ?? '—', meaning: title, time: when(at) })}
          </Typography>
        )}
        {signature && (
          <PasswordInput
            source="password"
            label="app.workflow.password"
            helperText="app.workflow.signatureHint"
            validate={isRequired}
            autoComplete="current-password"
            autoFocus={!reason}
            fullWidth
          />
        )}
        {serverError && (
          <Alert severity="error" sx={{ mt: 1 }} data-testid={testIds.error ?? 'step-error'}>
            {serverError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={!ready || isSubmitting} data-testid={testIds.confirm ?? 'step-confirm'}>
          {translate(confirmLabel ?? 'ra.action.confirm')}
        </Button>
      </DialogActions>
    </>
  );
}
