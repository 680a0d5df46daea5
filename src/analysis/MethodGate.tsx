// The method-not-verified gate of an analysis sheet's issue step (issue 32 item 4, server/methods/gate.ts), as the
// assign panel shows it before anyone clicks: the test items whose method is neither verified nor in scope; to a
// person who may decide on methods, that issuing asks a reason (the one StepDialog, the reason sent as `override`);
// to anyone else, why they cannot issue the sheet (the issue button is disabled).
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import { methodsApi } from '../dataProvider/client/index.ts';
import { StepDialog } from '../resources/StepDialog.tsx';
import { useCan } from '../business/shared.tsx';

export interface MethodGate {
  /** the names of the items that stop the issue, joined as the server names them */
  items: string;
  blocked: boolean;
  mayOverride: boolean;
}

/** Read only where the person may issue the sheet (analysis:assign) and the sheet is still to be issued. */
export function useMethodGate(sheet: { id: number; version?: number | null; status?: unknown }): MethodGate {
  const can = useCan();
  const { data } = useQuery({
    queryKey: ['methods/sheet-gate', sheet.id, sheet.version],
    queryFn: () => methodsApi.sheetGate(sheet.id),
    enabled: sheet.status === 'pending' && can('analysis:assign'),
  });
  const names = (data?.items ?? []).map((i) => i.name);
  return { items: names.join('、'), blocked: names.length > 0, mayOverride: can('method:decide') };
}

export function MethodGateNote({ gate }: { gate: MethodGate }) {
  const translate = useTranslate();
  if (!gate.blocked) return null;
  return (
    <Alert severity={gate.mayOverride ? 'warning' : 'error'} sx={{ mb: 1 }} data-testid="method-gate">
      {translate(gate.mayOverride ? 'wf.analysis.methodGate.override' : 'wf.analysis.methodGate.blocked', { items: gate.items })}
    </Alert>
  );
}

/** The reason a person with method:decide gives to issue the sheet anyway; `issue` sends it as the step's override. */
export function MethodGateDialog(props: { gate: MethodGate; open: boolean; onClose(): void; issue(override: string): Promise<unknown> }) {
  const translate = useTranslate();
  return (
    <StepDialog
      open={props.open}
      title={translate('wf.analysis.issue')}
      reason
      reasonHint={translate('wf.analysis.methodGate.override', { items: props.gate.items })}
      reasonLabel="wf.analysis.methodGate.reason"
      onClose={props.onClose}
      onConfirm={({ reason }) => props.issue(reason ?? '')}
      testIds={{ dialog: 'method-gate-dialog' }}
    />
  );
}
