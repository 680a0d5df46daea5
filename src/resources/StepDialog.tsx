// The one dialog before a step that asks something: the reason and/or the password of the electronic signature
// (with the signature's statement: who signs, what it means, when), or, when it asks neither, "are you sure?".
// Used by the generated workflow buttons, the workflow screens' steps, the raw record's submit and the reason for
// typing over an imported value. A refusal stays in the dialog: the server's message above the buttons, its field
// errors under the reason and the password. A step that carries data (a chart's limits request, a corrective action's
// close, the new value of an imported cell) puts its inputs in `fields`: react-admin inputs in the same form,
// validated by `validate`, sent as the answer's `data`.
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
  /** the values of the step's own `fields` */
  data?: Record<string, unknown>;
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
  onClose(): void;
  /** takes the step; a throw (the server's refusal) is shown in the dialog, which stays open */
  onConfirm(v: StepAnswer): Promise<unknown> | void;
  /** the step's own inputs (react-admin inputs), above the reason; their values come back as `data` */
  fields?: ReactNode;
  /** their starting values */
  defaultValues?: Record<string, unknown>;
  /** validates the step's data (e.g. zodValidator of its schema): react-admin errors by field */
  validate?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** the confirm button's label (an i18n key); "confirm" by default */
  confirmLabel?: string;
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
  // the step's data fields come back as `data.<field>` (or bare): each under its input
  const own = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^data\./, ''), v]));
  return { ...own, root: { server: translate(message, { _: message }) } };
}

export function StepDialog(props: StepDialogProps) {
  const { open, onClose, onConfirm, reason, signature, fields, defaultValues, validate } = props;
  const translate = useTranslate();
  const submit = async (values: Record<string, unknown>) => {
    const { reason: r, password: p, ...data } = values;
    const text = String(r ?? '').trim();
    const password = String(p ?? '');
    try {
      await onConfirm({ ...(reason && text ? { reason: text } : {}), ...(signature && password ? { password } : {}), ...(fields ? { data } : {}) });
    } catch (e) {
      return refusal(e, translate);
    }
  };
  // a form-level validate replaces the inputs' own (react-hook-form runs one or the other): the reason and the
  // password are required here then, as their inputs say
  const check = validate
    ? ({ reason: r, password: p, ...data }: Record<string, unknown>) => ({
        ...(reason && !String(r ?? '').trim() ? { reason: 'ra.validation.required' } : {}),
        ...(signature && !p ? { password: 'ra.validation.required' } : {}),
        ...validate(data),
      })
    : undefined;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={fields ? 'sm' : 'xs'} data-testid={props.testIds?.dialog}>
      {/* mounted while open: every opening starts blank */}
      {/* no "form has errors" toast: the dialog shows the refusal and each field's error where the person is */}
      {open && (
        <Form record={NO_RECORD} defaultValues={{ ...defaultValues, ...BLANK }} onSubmit={submit} validate={check} noValidate disableInvalidFormNotification>
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
        {fields}
        {!reason && !signature && !fields && (
          <Typography variant="body2" data-testid="step-question">
            {translate('wf.confirmStep', { action: title })}
          </Typography>
        )}
        {reason && reasonHint && (
          <Alert severity="warning" sx={{ mb: 1 }} data-testid={testIds.hint ?? 'step-reason-hint'}>
            {reasonHint}
          </Alert>
        )}
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
          // room below: the password's outlined label floats up into the line above it otherwise (looked at)
          <Typography variant="body2" sx={{ mt: 1, mb: 1.5 }} data-testid="signature-statement">
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
