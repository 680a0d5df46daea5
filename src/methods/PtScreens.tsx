// Proficiency testing (/capability/proficiency): the list with verdict and state chips, and a result's page with its
// signed corrective-action close (cause, action, the password) through the one StepDialog; one who may not sign is
// told who does.
import { useState } from 'react';
import { EditButton, TextInput, TopToolbar, useNotify, usePermissions, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ptCloseRequest, type PtCloseRequest, type ptResults } from '../../schemas/methods/authorisations.ts';
import { hasAuth } from '../authProvider/access.ts';
import { GenericList } from '../resources/generic/GenericList.tsx';
import { GenericShow } from '../resources/generic/GenericShow.tsx';
import { StepDialog, type StepAnswer } from '../resources/StepDialog.tsx';
import { StepButton } from '../resources/WorkflowButtons.tsx';
import { zodValidator } from '../resources/schema.ts';
import { TIMING } from '../settings.ts';
import { methodsApi } from '../dataProvider/client/index.ts';
import { chipCells } from './chips.tsx';

const validClose = zodValidator(ptCloseRequest);
const f = (k: string) => `resources.ptResults.fields.${k}`;

/** The close form's values as the request: cause and action, trimmed. */
export const ptCloseOf = (v: Record<string, unknown>): PtCloseRequest => ({ cause: String(v.cause ?? '').trim(), action: String(v.action ?? '').trim() });

export function PtList() {
  return <GenericList<typeof ptResults> rowClick="show" overrides={chipCells('ptResults', ['verdict', 'status'] as const)} />;
}

/** The close step: offered to those who may sign it (staffauth:grant) while the action is required. */
export function PtCloseStep() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions<{ roles: string[]; perms: string[] }>();
  const [open, setOpen] = useState(false);
  if (!record || record.status !== 'action_required' || !permissions) return null;
  if (!hasAuth(permissions, 'staffauth:grant'))
    return (
      <Typography variant="body2" color="text.secondary" data-testid="pt-close-why">
        {translate('cap.pt.noGrant')}
      </Typography>
    );
  const label = translate('resources.ptResults.transitions.close');
  const take = async (v: StepAnswer) => {
    await methodsApi.ptClose(Number(record.id), { version: record.version as number, password: v.password, data: ptCloseOf(v.data ?? {}) });
    setOpen(false);
    notify('app.workflow.done', { type: 'success', autoHideDuration: TIMING.toastMs, messageArgs: { action: label } });
    refresh();
  };
  return (
    <>
      <StepButton name="close" label={label} onClick={() => setOpen(true)} />
      <StepDialog
        open={open}
        title={label}
        signature
        note={translate('cap.pt.closeNote')}
        fields={
          <Stack sx={{ mb: 1 }}>
            <TextInput source="cause" label={f('cause')} multiline minRows={2} fullWidth helperText={false} />
            <TextInput source="action" label={f('action')} multiline minRows={2} fullWidth helperText={false} />
          </Stack>
        }
        defaultValues={{ cause: '', action: '' }}
        validate={(data) => validClose(ptCloseOf(data))}
        onClose={() => setOpen(false)}
        onConfirm={take}
      />
    </>
  );
}

/** A result is edited only while recorded (ptResultWorkflow.editableIn), by one who may edit it. */
function EditWhileRecorded() {
  const record = useRecordContext();
  const { permissions } = usePermissions<{ roles: string[]; perms: string[] }>();
  return record?.status === 'recorded' && hasAuth(permissions, 'staffauth:edit') ? <EditButton /> : null;
}

export function PtShow() {
  return (
    <GenericShow
      actions={
        <TopToolbar>
          <PtCloseStep />
          <EditWhileRecorded />
        </TopToolbar>
      }
    />
  );
}
