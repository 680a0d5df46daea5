// Workflow buttons (schemas/workflows): exactly the transitions the record's state and the user's perms allow.
// One the same-person rules forbid this user (三级审核, the assigned analyst) is shown disabled with the reason.
// A transition with `signature` asks for the password (electronic signature), one with `reason` for a reason;
// then POST {R}/{id}/transitions/{name} with the record version.
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, usePermissions, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Stack from '@mui/material/Stack';
import { StepDialog, type StepAnswer } from './StepDialog.tsx';
import { allowedTransitions, personBlock, type Transition } from '../../schemas/workflows/machine.ts';
import { resourceByName } from '../../schemas/resources/index.ts';
import { hasAuth } from '../authProvider/access.ts';
import type { LimsDataProvider } from '../dataProvider/index.ts';
import { TIMING } from '../settings.ts';
import { schemaOf } from './names.ts';

/**
 * Why the current user may not take a transition of this record by the workflow's people rules, as a sentence;
 * undefined when they may (or the record is not loaded). The server refuses the same steps (error.sameSigner).
 */
export function useWhyNot(schemaName: string | undefined, record: Record<string, unknown> | undefined): (transition: string) => string | undefined {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<{ roles: string[]; perms: string[] }>();
  const wf = schemaName ? resourceByName.get(schemaName)?.workflow : undefined;
  return (name) => {
    const t = wf?.transitions[name];
    if (!t || !record || identity?.id == null) return undefined;
    const block = personBlock(t, record, { id: identity.id, isRoot: permissions?.roles?.includes('ROOT') });
    if (!block) return undefined;
    const role = translate(`resources.${schemaName}.fields.${block.field}`, { _: block.field });
    const action = translate(`resources.${schemaName}.transitions.${name}`, { _: name });
    return translate(`app.workflow.${block.rule}`, { role, action });
  };
}

/** A step button; disabled with its reason shown on hover (and to screen readers) when `why` says the user may not. */
export function StepButton({
  label,
  why,
  onClick,
  name,
  disabled,
  testAttr = 'data-transition',
}: {
  label: string;
  why?: string;
  onClick(): void;
  name: string;
  disabled?: boolean;
  testAttr?: string;
}) {
  const button = (
    <Button
      size="small"
      variant="outlined"
      disabled={disabled || !!why}
      onClick={onClick}
      {...{ [testAttr]: name }}
      data-blocked={why ? 'true' : undefined}
      aria-description={why}
    >
      {label}
    </Button>
  );
  return why ? (
    <Tooltip title={why}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}

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
  const [busy, setBusy] = useState(false);
  const whyNot = useWhyNot(schema?.name, record);
  const wf = schema?.workflow;
  if (!wf || !record) return null;
  const names = allowedTransitions(wf, String(record[wf.field]), (perm) => hasAuth(permissions, perm));
  const label = (name: string) => translate(`resources.${schema.name}.transitions.${name}`, { _: name });

  const take = async (name: string, v: StepAnswer) => {
    await dataProvider.transition(resource, record.id, name, { version: record.version, ...v });
    notify('app.workflow.done', { type: 'success', autoHideDuration: TIMING.toastMs, messageArgs: { action: label(name) } });
    setAsking(null);
    refresh();
  };
  // a step that asks nothing is taken at once, its refusal toasted; one that asks shows its refusal in the dialog
  const start = async (name: string) => {
    const t = wf.transitions[name];
    if (t.signature || t.reason || t.confirm) return setAsking({ name, t });
    setBusy(true);
    try {
      await take(name, {});
    } catch (e) {
      notify((e as Error).message || 'app.error.system', { type: 'error', autoHideDuration: TIMING.toastMs });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} data-testid="workflow-buttons">
      {names.map((n) => (
        <StepButton key={n} name={n} label={label(n)} why={whyNot(n)} disabled={busy} onClick={() => void start(n)} />
      ))}
      <StepDialog
        open={!!asking}
        title={asking ? label(asking.name) : ''}
        reason={asking?.t.reason}
        signature={asking?.t.signature}
        onClose={() => setAsking(null)}
        onConfirm={(v) => take(asking!.name, v)}
      />
    </Stack>
  );
}
