// Building blocks of the workflow screens (business, analyse, lecture): calls to the workflow endpoints with the
// legacy error toasts, a signature/reason dialog, a record list with a custom row link, small read-only panels.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  List,
  DataTable,
  TopToolbar,
  FilterButton,
  ResourceContextProvider,
  useNotify,
  useTranslate,
  useGetOne,
  useDataProvider,
  usePermissions,
  type RaRecord,
} from 'react-admin';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { StepDialog, type StepAnswer } from '../resources/StepDialog.tsx';
import Chip from '@mui/material/Chip';
import type { Quiet } from '../dataProvider/client/index.ts';
import type { LimsDataProvider } from '../dataProvider/index.ts';
import { hasAuth } from '../authProvider/access.ts';
import { resourceByName } from '../../schemas/resources/index.ts';
import { allowedTransitions } from '../../schemas/workflows/machine.ts';
import { raNameOf } from '../resources/names.ts';
import { displayFor } from '../resources/display.tsx';
import { filtersFor } from '../resources/filters.tsx';
import { TIMING } from '../settings.ts';
import { when } from '../resources/when.tsx';
import { StepButton as PlainStep, useWhyNot } from '../resources/WorkflowButtons.tsx';
import type { RecordOf } from '../../schemas/core/resource.ts';
import type { analysisSheets } from '../../schemas/analysis/sheets.ts';
import type { orders } from '../../schemas/business/orders.ts';
import type { qcSheets } from '../../schemas/business/qc.ts';
import type { reports } from '../../schemas/reports/reports.ts';
import type { tasks } from '../../schemas/business/tasks.ts';

/**
 * Set while a step confirmed in the StepDialog starts its request: the dialog shows the refusal where the person is,
 * so the toast would say it a second time. A step's `run` calls useApi's function before its first await, so the
 * request is started (and its silence decided) within `inDialog` below.
 */
let stepInDialog = false;

function inDialog<T>(run: () => T): T {
  stepInDialog = true;
  try {
    return run();
  } finally {
    stepInDialog = false;
  }
}

/**
 * Calls a workflow write of the typed client (`api(orderCalls.submit, { id }, 'wf.done')`); errors are toasted by the
 * HTTP client and rethrown, or, `silent` (or a step taken in the StepDialog, which shows the refusal itself), only
 * rethrown (a form puts the field errors under its fields itself). `okKey`: the success toast.
 */
export function useApi() {
  const notify = useNotify();
  return useCallback(
    async <B, T>(call: (body: B, o: Quiet) => Promise<T>, body: B, okKey?: string, opts: Quiet = {}): Promise<T> => {
      const out = await call(body, { silent: opts.silent || stepInDialog });
      if (okKey) notify(okKey, { type: 'success', autoHideDuration: TIMING.toastMs });
      return out;
    },
    [notify],
  );
}

/** The workflow records these screens load, by schema name. */
interface WorkflowRecords {
  orders: RecordOf<typeof orders>;
  tasks: RecordOf<typeof tasks>;
  qcSheets: RecordOf<typeof qcSheets>;
  analysisSheets: RecordOf<typeof analysisSheets>;
  reports: RecordOf<typeof reports>;
}

/** Loads a record of a schema resource by id, with reload. */
export function useRecord<N extends keyof WorkflowRecords>(schemaName: N, id: string | number | undefined) {
  // always fresh on mount: workflow screens act on the record's current version
  const { data, refetch, isPending, isFetching, dataUpdatedAt } = useGetOne<WorkflowRecords[N]>(
    raNameOf(schemaName),
    { id: Number(id) },
    { enabled: !!id, refetchOnMount: 'always', staleTime: 0 },
  );
  // a copy cached by an earlier screen is not handed out: a form keyed by its version would be replaced (and what the
  // user typed lost) when the current version lands a moment later, and an action would send a stale version
  const [mountedAt] = useState(() => Date.now());
  const fresh = !!data && dataUpdatedAt >= mountedAt;
  return { record: fresh ? data : undefined, refetch, isPending, isFetching, fresh };
}

export function useCan() {
  const { permissions } = usePermissions<{ roles: string[]; perms: string[] }>();
  return (perm: string) => hasAuth(permissions, perm);
}

export interface StepButton {
  name: string;
  label?: string;
  /** a transition of the resource's state machine (schemas/workflows): state, perm, reason and signature come from it */
  transition?: string;
  /** without a transition: the perm and whether the step applies; with one: an extra condition (e.g. "the assignee") */
  perm?: string;
  show?: boolean;
  reason?: boolean;
  /** why the reason is asked for, shown above it */
  reasonHint?: string;
  signature?: boolean;
  /** ask "are you sure?" first (irreversible steps without reason or signature, e.g. deleting a draft) */
  confirm?: boolean;
  /** why the step cannot be taken now (the record is not ready for it): shown disabled with this reason */
  why?: string | null;
  run(v: StepAnswer): Promise<unknown>;
}

/**
 * The actions a record's state and the user's perms allow. Steps naming a `transition` are shown exactly when the
 * state machine in schemas/workflows allows it from `state` (the same table the server guards with); the server
 * checks everything again.
 */
export function Steps({
  steps,
  onDone,
  schemaName,
  state,
  record,
}: {
  steps: StepButton[];
  onDone(): void;
  schemaName?: string;
  state?: string;
  /** the record the steps act on (the same-person rules read its signers) */
  record?: Record<string, unknown>;
}) {
  const can = useCan();
  const translate = useTranslate();
  // the same-person rules of the workflow (given the record): such a step shows disabled, saying why
  const whyNot = useWhyNot(schemaName, record);
  const [asking, setAsking] = useState<StepButton | null>(null);
  const wf = schemaName ? resourceByName.get(schemaName)?.workflow : undefined;
  const resolved = steps.map((s): StepButton & { perm: string; show: boolean; label: string } => {
    const t = s.transition && wf ? wf.transitions[s.transition] : undefined;
    if (s.transition && !t) throw new Error(`no transition ${s.transition} in the ${schemaName} workflow`);
    return {
      ...s,
      perm: t?.perm ?? s.perm ?? '',
      show: t ? t.from.includes(String(state)) && s.show !== false : !!s.show,
      reason: s.reason ?? t?.reason,
      signature: s.signature ?? t?.signature,
      confirm: s.confirm ?? t?.confirm,
      label: s.label ?? translate(`resources.${schemaName}.transitions.${s.transition}`, { _: s.transition ?? s.name }),
    };
  });
  // a step offered in another role's form (the signatory's 退回) only to those who cannot take the named one
  const allowed = wf ? new Set(allowedTransitions(wf, String(state), can)) : undefined;
  const visible = resolved.filter((s) => s.show && (!s.perm || can(s.perm)) && (!s.transition || !allowed || allowed.has(s.transition)));
  // without a dialog a refusal is toasted (useApi) and the step stays offered; in the dialog it is shown there only
  const go = async (s: StepButton) => {
    try {
      await s.run({});
      onDone();
    } catch {
      /* toasted */
    }
  };
  const confirm = async (s: StepButton, v: StepAnswer) => {
    await inDialog(() => s.run(v));
    setAsking(null);
    onDone();
  };
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap data-testid="steps">
      {visible.map((s) => (
        <PlainStep
          key={s.name}
          name={s.name}
          testAttr="data-step"
          label={s.label}
          why={s.why || (s.transition ? whyNot(s.transition) : undefined)}
          onClick={() => (s.reason || s.signature || s.confirm ? setAsking(s) : go(s))}
        />
      ))}
      <StepDialog
        open={!!asking}
        title={asking?.label ?? ''}
        reason={asking?.reason}
        reasonHint={asking?.reasonHint}
        signature={asking?.signature}
        onClose={() => setAsking(null)}
        onConfirm={(v) => confirm(asking!, v)}
      />
    </Stack>
  );
}

export function Panel({ title, children, actions }: { title: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography variant="subtitle1" fontWeight={600}>
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Paper>
  );
}

/** Label/value pairs in a responsive grid. */
export function Facts({ items }: { items: Array<[ReactNode, ReactNode]> }) {
  return (
    <Stack direction="row" flexWrap="wrap" useFlexGap columnGap={4} rowGap={1}>
      {items.map(([k, v], i) => (
        <Stack key={i} sx={{ minWidth: 180 }}>
          <Typography variant="caption" color="text.secondary">
            {k}
          </Typography>
          <Typography variant="body2" component="div">
            {v ?? '—'}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

export function StateChip({ schemaName, value }: { schemaName: string; value?: string | null }) {
  const translate = useTranslate();
  if (!value) return null;
  return (
    <Chip size="small" color="primary" variant="outlined" data-state={value} label={translate(`resources.${schemaName}.enums.status.${value}`, { _: value })} />
  );
}

/** A stored moment (ISO, UTC) to the minute, in the lab's time zone and the UI language (src/resources/when.tsx). */
export const fmt = (iso?: string | null) => when(iso);

/** A schema resource's list (columns and filters from the schema) whose rows open a workflow screen. */
export function WfList({
  schemaName,
  href,
  rowSx,
  actions,
  filter,
}: {
  schemaName: string;
  href(r: RaRecord): string;
  rowSx?(r: RaRecord): object;
  actions?: ReactNode;
  filter?: Record<string, unknown>;
}) {
  const r = resourceByName.get(schemaName)!;
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFor(r), [r]);
  const columns = r.fieldList.filter((f) => f.list && !f.hidden);
  return (
    <ResourceContextProvider value={raNameOf(schemaName)}>
      <List
        filters={filters}
        filter={filter}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={25}
        storeKey={false}
        actions={
          <TopToolbar>
            <FilterButton />
            {actions}
          </TopToolbar>
        }
      >
        <DataTable
          rowClick={(_id, _res, rec) => {
            navigate(href(rec));
            return false;
          }}
          rowSx={rowSx}
          bulkActionButtons={false}
        >
          {columns.map((f) => (
            <DataTable.Col key={f.name} source={f.name} disableSort={!r.sortable.has(f.name)}>
              {displayFor(r, f, true)}
            </DataTable.Col>
          ))}
        </DataTable>
      </List>
    </ResourceContextProvider>
  );
}

/** Options of a reference (id → label) for selects. */
export function useOptions(schemaName: string, q = '') {
  const dataProvider = useDataProvider<LimsDataProvider>();
  const [list, setList] = useState<Array<{ value: number; label: string }>>([]);
  useEffect(() => {
    let live = true;
    dataProvider
      .options(raNameOf(schemaName), q)
      .then((l) => {
        // the options of a schema resource are keyed by its numeric ids
        if (live) setList(l.map((o) => ({ value: Number(o.value), label: o.label })));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [dataProvider, schemaName, q]);
  return list;
}
