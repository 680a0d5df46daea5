// Proficiency testing (/capability/proficiency): the list with verdict and state chips, and a result's page with its
// signed corrective-action close (cause, action, the password) through the one StepDialog; one who may not sign is
// told who does.
import { EditButton, TextInput, TopToolbar, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import Stack from '@mui/material/Stack';
import { ptCloseRequest, type PtCloseRequest, type ptResults } from '../../schemas/methods/authorisations.ts';
import { hasAuth } from '../authProvider/access.ts';
import { GenericList } from '../resources/generic/GenericList.tsx';
import { GenericShow } from '../resources/generic/GenericShow.tsx';
import { SignedDataStep } from '../resources/SignedDataStep.tsx';
import { methodsApi } from '../dataProvider/client/index.ts';
import { chipCells } from './chips.tsx';

const f = (k: string) => `resources.ptResults.fields.${k}`;

/** The close form's values as the request: cause and action, trimmed. */
export const ptCloseOf = (v: Record<string, unknown>): PtCloseRequest => ({ cause: String(v.cause ?? '').trim(), action: String(v.action ?? '').trim() });

export function PtList() {
  return <GenericList<typeof ptResults> rowClick="show" overrides={chipCells('ptResults', ['verdict', 'status'] as const)} />;
}

/** The close step: offered to those who may sign it (staffauth:grant) while the action is required. */
export function PtCloseStep() {
  const translate = useTranslate();
  return (
    <SignedDataStep
      state="action_required"
      perm="staffauth:grant"
      name="close"
      label={translate('resources.ptResults.transitions.close')}
      note="cap.pt.closeNote"
      noPermission="cap.pt.noGrant"
      whyTestId="pt-close-why"
      fields={
        <Stack sx={{ mb: 1 }}>
          <TextInput source="cause" label={f('cause')} multiline minRows={2} fullWidth helperText={false} />
          <TextInput source="action" label={f('action')} multiline minRows={2} fullWidth helperText={false} />
        </Stack>
      }
      defaultValues={{ cause: '', action: '' }}
      schema={ptCloseRequest}
      toRequest={ptCloseOf}
      send={methodsApi.ptClose}
    />
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
