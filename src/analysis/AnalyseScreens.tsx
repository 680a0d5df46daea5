// analyseIndex (overdue sheets stand out), analyse-apportion/{id} (assign a qualified analyst, split items),
// sample-taskReceiving/{id} (the analyst confirms receipt). The assignment and the split are react-admin forms
// validated by the schemas the server checks (schemas/analysis/sheets.ts: sheetAssignment, sheetSplit).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslate, useGetIdentity, useGetList, Form, SelectInput, CheckboxGroupInput, type RaRecord } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import Alert from '@mui/material/Alert';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { raNameOf } from '../resources/names.ts';
import { templateName } from './rawRecord/templateName.ts';
import { useApi, useRecord, useCan, useOptions, Panel, Facts, StateChip, Steps, WfList, fmt } from '../business/shared.tsx';
import { analysisCalls } from '../dataProvider/client/index.ts';
import { schemaResolver, useFormWrite, usePathLabel } from '../business/form.tsx';
import { sheetAssignment, sheetSplit, type analysisSheets } from '../../schemas/analysis/sheets.ts';
import type { RecordOf } from '../../schemas/core/resource.ts';
import { workflowReads, type SheetAnalyst } from '../dataProvider/client/index.ts';
import { MethodGateDialog, MethodGateNote, useMethodGate } from './MethodGate.tsx';

type Sheet = RecordOf<typeof analysisSheets>;

const OPEN = ['pending', 'issued', 'received', 'in_entry', 'submitted', 'checked'];
export const isOverdue = (r: RaRecord, now = Date.now()) => !!r.dueBy && OPEN.includes(r.status) && Date.parse(r.dueBy) < now;
const dueSoon = (r: RaRecord, now = Date.now()) => !!r.dueBy && OPEN.includes(r.status) && !isOverdue(r, now) && Date.parse(r.dueBy) < now + 86400_000;

export function AnalyseIndex() {
  const translate = useTranslate();
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ px: 2, pt: 1 }}>
        <Chip size="small" color="error" label={translate('wf.analysis.overdue')} />
        <Chip size="small" color="warning" label={translate('wf.analysis.dueSoon')} />
      </Stack>
      <WfList
        schemaName="analysisSheets"
        href={(r) => (r.status === 'pending' ? `/analyse/analyse-apportion/${r.id}` : `/analyse/analyse-details/${r.id}`)}
        rowSx={(r) => (isOverdue(r) ? { bgcolor: 'rgba(244, 67, 54, 0.12)' } : dueSoon(r) ? { bgcolor: 'rgba(255, 152, 0, 0.12)' } : {})}
      />
    </Box>
  );
}

const assignResolver = schemaResolver(sheetAssignment);
const splitResolver = schemaResolver(sheetSplit);
type Analyst = SheetAnalyst;

export function Apportion() {
  const { id } = useParams();
  const translate = useTranslate();
  const can = useCan();
  const api = useApi();
  const { record: sheet, refetch } = useRecord('analysisSheets', id);
  const params = useOptions('parameters');
  const [locale] = useLanguage();
  const { data: who = [] } = useQuery({
    queryKey: ['analysis/analysts', id],
    queryFn: () => workflowReads.sheetAnalysts(id!),
    enabled: !!id,
  });
  const { data: shown } = useQuery({
    queryKey: ['analysis/show_cgorder', id, sheet?.version],
    queryFn: () => workflowReads.sheetShown(id!),
    enabled: !!id,
  });
  // sheets of the same task and template that nobody has started: analysis/merge_params joins them into this one
  const { data: siblings, refetch: refetchSiblings } = useGetList(
    raNameOf('analysisSheets'),
    { filter: { taskId: sheet?.taskId, status: 'pending' }, pagination: { page: 1, perPage: 50 } },
    { enabled: !!sheet?.taskId },
  );
  if (!sheet) return null;
  const mergeable = (siblings ?? []).filter((x) => x.id !== sheet.id && x.templateId === sheet.templateId);
  const recordName = shown?.template?.name ? (locale === 'en' ? shown.template.name.en : shown.template.name.zh) : templateName(sheet.templateId, locale);
  const s = sheet.status as string;
  return (
    <Box sx={{ p: 2 }} data-testid="apportion">
      <Panel
        title={
          <>
            {sheet.analysisNo} <StateChip schemaName="analysisSheets" value={s} />
          </>
        }
      >
        <Facts
          items={[
            [translate('wf.analysis.record'), recordName],
            [translate('wf.analysis.method'), sheet.methodNo],
            [translate('wf.report.deadline'), fmt(sheet.dueBy)],
            [translate('wf.order.params'), (shown?.parameters ?? []).map((p) => p.name).join('、') || (sheet.parameterIds ?? []).length],
            [translate('wf.task.samples'), (shown?.samples ?? []).map((x) => x.sampleNo).join('、') || (sheet.sampleIds ?? []).length],
          ]}
        />
        {isOverdue(sheet) && (
          <Alert severity="error" sx={{ mt: 1 }} data-testid="overdue">
            {translate('wf.analysis.overdue')}
          </Alert>
        )}
      </Panel>
      <Panel title={translate('wf.analysis.assign')}>
        <Form key={`assign-${sheet.version}`} record={{ analystId: sheet.analystId ?? undefined }} resolver={assignResolver} noValidate>
          <AssignFields sheet={sheet} who={who} />
        </Form>
      </Panel>
      {['pending', 'issued', 'received'].includes(s) && (sheet.parameterIds ?? []).length > 1 && (
        <Panel title={translate('wf.analysis.split')}>
          <Form key={`split-${sheet.version}`} record={{ parameterIds: [] }} resolver={splitResolver} noValidate>
            <SplitFields
              sheet={sheet}
              choices={(sheet.parameterIds as number[]).map((p) => ({ id: p, name: String(params.find((o) => o.value === p)?.label ?? '…') }))}
              done={async () => {
                await refetch();
                void refetchSiblings();
              }}
            />
          </Form>
        </Panel>
      )}
      {s === 'pending' && can('analysis:assign') && mergeable.length > 0 && (
        <Panel title={translate('wf.analysis.merge')}>
          {mergeable.map((x) => (
            <Button
              key={x.id}
              size="small"
              data-testid={`merge-${x.id}`}
              onClick={async () => {
                await api(analysisCalls.merge, { ids: `${sheet.id},${x.id}` }, 'wf.done');
                await refetch();
                void refetchSiblings();
              }}
            >
              {translate('wf.analysis.mergeInto', { no: x.analysisNo })}
            </Button>
          ))}
        </Panel>
      )}
    </Box>
  );
}

/** The analyst picker (qualified ones only selectable) and issue / reassign, validated by sheetAssignment. */
function AssignFields({ sheet, who }: { sheet: Sheet; who: Analyst[] }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const api = useApi();
  const { handleSubmit } = useFormContext();
  const write = useFormWrite(usePathLabel('analysisSheets'));
  const s = sheet.status as string;
  const choices = who.map((w) => ({
    id: w.userId,
    // a person not offered says why (the server's reason names the person, test item, method and cause)
    name: w.qualified || !w.reason ? `${w.name} · ${translate(w.qualified ? 'wf.analysis.qualified' : 'wf.analysis.notQualified')}` : w.reason,
    disabled: !w.qualified,
  }));
  const gate = useMethodGate(sheet);
  const [asking, setAsking] = useState<number>();
  const assign = (call: typeof analysisCalls.issue) =>
    handleSubmit(async (values) => {
      // a method not verified: the person who may decide gives the reason first (./MethodGate.tsx)
      if (call === analysisCalls.issue && gate.blocked) return setAsking(values.analystId as number);
      if (await write(() => api(call, { id: sheet.id, version: sheet.version, analystId: values.analystId as number }, 'wf.done', { silent: true })))
        navigate('/analyse/analyseIndex');
    });
  const override = async (reason: string) => {
    await api(analysisCalls.issue, { id: sheet.id, version: sheet.version, analystId: asking!, override: reason }, 'wf.done', { silent: true });
    navigate('/analyse/analyseIndex');
  };
  return (
    <>
      {s === 'pending' && <MethodGateNote gate={gate} />}
      <MethodGateDialog gate={gate} open={asking !== undefined} onClose={() => setAsking(undefined)} issue={override} />
      <Stack direction="row" spacing={2} alignItems="flex-start">
        <SelectInput source="analystId" label="wf.analysis.analyst" choices={choices} isRequired translateChoice={false} sx={{ minWidth: 240 }} />
        {s === 'pending' && (
          <Button variant="contained" data-testid="issue" sx={{ mt: 1 }} disabled={gate.blocked && !gate.mayOverride} onClick={assign(analysisCalls.issue)}>
            {translate('wf.analysis.issue')}
          </Button>
        )}
        {['issued', 'received', 'in_entry'].includes(s) && (
          <Button variant="outlined" sx={{ mt: 1 }} onClick={assign(analysisCalls.reassign)}>
            {translate('wf.analysis.reassign')}
          </Button>
        )}
      </Stack>
    </>
  );
}

/** The parameters to split off into a new sheet, validated by sheetSplit (the server refuses "all of them"). */
function SplitFields({ sheet, choices, done }: { sheet: Sheet; choices: Array<{ id: number; name: string }>; done(): Promise<void> }) {
  const translate = useTranslate();
  const api = useApi();
  const { handleSubmit, reset } = useFormContext();
  const write = useFormWrite(usePathLabel('analysisSheets'));
  const split = handleSubmit(async (values) => {
    const body = { id: sheet.id, version: sheet.version, parameterIds: (values.parameterIds as number[]).join(',') };
    if (await write(() => api(analysisCalls.split, body, 'wf.done', { silent: true }))) {
      reset({ parameterIds: [] });
      await done();
    }
  });
  return (
    <Stack>
      <CheckboxGroupInput source="parameterIds" label="wf.order.params" choices={choices} isRequired translateChoice={false} />
      <Box>
        <Button data-testid="split" onClick={split}>
          {translate('wf.analysis.split')}
        </Button>
      </Box>
    </Stack>
  );
}

/** sample-taskReceiving/{id}: the sheet to confirm, and the analyst's other sheets waiting for receipt. */
export function TaskReceiving() {
  const [locale] = useLanguage();
  const { id } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const api = useApi();
  const can = useCan();
  const { data: me } = useGetIdentity();
  const { record: sheet, refetch } = useRecord('analysisSheets', id);
  const { data: mine } = useGetList(
    raNameOf('analysisSheets'),
    { filter: { status: 'issued', analystId: me?.id }, pagination: { page: 1, perPage: 50 } },
    { enabled: !!me?.id },
  );
  const confirm =
    (r: Pick<Sheet, 'id' | 'version'>) =>
    async (v: { reason?: string } = {}) => {
      await api(analysisCalls.step('confirm_ok'), { id: r.id, version: r.version, ...v }, 'wf.done');
      navigate(`/analyse/analyse-details/${r.id}`);
    };
  return (
    <Box sx={{ p: 2 }} data-testid="task-receiving">
      {sheet && (
        <Panel
          title={
            <>
              {sheet.analysisNo} <StateChip schemaName="analysisSheets" value={sheet.status} />
            </>
          }
          actions={
            <Steps
              schemaName="analysisSheets"
              state={sheet.status}
              onDone={() => refetch()}
              steps={[
                {
                  name: 'confirm',
                  transition: 'confirm',
                  label: translate('wf.analysis.confirm'),
                  show: me?.id === sheet.analystId,
                  reason: isOverdue(sheet),
                  reasonHint: translate('wf.analysis.holdingReason', { due: fmt(sheet.dueBy) }),
                  run: confirm(sheet),
                },
              ]}
            />
          }
        >
          <Facts
            items={[
              [translate('wf.analysis.record'), templateName(sheet.templateId, locale)],
              [translate('wf.report.deadline'), fmt(sheet.dueBy)],
            ]}
          />
        </Panel>
      )}
      <Panel title={translate('wf.analysis.mine')}>
        {(mine ?? []).length === 0 && translate('wf.none')}
        {(mine ?? []).map((r) => (
          // a sheet past its holding time is received from its own page, where the reason is asked
          <Button
            key={r.id}
            size="small"
            disabled={!can('analysis:entry')}
            onClick={isOverdue(r) ? () => navigate(`/analyse/sample-taskReceiving/${r.id}`) : () => void confirm(r)()}
          >
            {r.analysisNo} · {translate('wf.analysis.confirm')}
          </Button>
        ))}
      </Panel>
    </Box>
  );
}
