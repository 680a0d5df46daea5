// A signed workflow step that asks for its own data (a corrective action's close: cause, action, …) through the one
// StepDialog: offered while the record is in `state` to one holding `perm`; anyone else reads who signs it instead.
// The form's values become the request by `toRequest` and are checked against the step's schema before sending.
import { useState, type ReactNode } from 'react';
import { useNotify, usePermissions, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import { hasAuth } from '../authProvider/access.ts';
import { TIMING } from '../settings.ts';
import { StepDialog, type StepAnswer } from './StepDialog.tsx';
import { StepButton } from './WorkflowButtons.tsx';
import { zodValidator } from './schema.ts';

export interface SignedDataStepProps<T> {
  /** the record state the step starts from, and the perm that may take it */
  state: string;
  perm: string;
  /** the step's name (its button's test id) and its label, already translated */
  name: string;
  label: string;
  /** i18n keys: the dialog's note, and what one without the perm reads */
  note: string;
  noPermission: string;
  /** the test id of that sentence */
  whyTestId: string;
  fields: ReactNode;
  defaultValues: Record<string, unknown>;
  schema: z.ZodType<T>;
  toRequest: (values: Record<string, unknown>) => T;
  send: (id: number, body: { version: number; password?: string; data: T }) => Promise<unknown>;
}

export function SignedDataStep<T>(p: SignedDataStepProps<T>) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions<{ roles: string[]; perms: string[] }>();
  const [open, setOpen] = useState(false);
  if (!record || record.status !== p.state || !permissions) return null;
  if (!hasAuth(permissions, p.perm))
    return (
      <Typography variant="body2" color="text.secondary" data-testid={p.whyTestId}>
        {translate(p.noPermission)}
      </Typography>
    );
  const valid = zodValidator(p.schema);
  const take = async (v: StepAnswer) => {
    await p.send(Number(record.id), { version: record.version as number, password: v.password, data: p.toRequest(v.data ?? {}) });
    setOpen(false);
    notify('app.workflow.done', { type: 'success', autoHideDuration: TIMING.toastMs, messageArgs: { action: p.label } });
    refresh();
  };
  return (
    <>
      <StepButton name={p.name} label={p.label} onClick={() => setOpen(true)} />
      <StepDialog
        open={open}
        title={p.label}
        signature
        note={translate(p.note)}
        fields={p.fields}
        defaultValues={p.defaultValues}
        validate={(data) => valid(p.toRequest(data) as Record<string, unknown>)}
        onClose={() => setOpen(false)}
        onConfirm={take}
      />
    </>
  );
}
