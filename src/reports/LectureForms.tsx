// The report forms of the /lecture screens, each a react-admin form validated by the report schemas of
// schemas/reports/reports.ts (as report/draft, report/save_draft and report/update_notes validate): drafting from
// an order, the draft's content (samples, parameters, numeric limits, conclusion) and the notes.
import type { ReportRow } from '../../schemas/reports/reportRow.ts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormContext, useWatch } from 'react-hook-form';
import { Form, SelectInput, TextInput, useNotify, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { reportDraft, reportDraftEdit, reportNotes, type ReportRecord } from '../../schemas/reports/reports.ts';
import { useDict, dictLabel } from '../dict/index.ts';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { useApi, useOptions, Panel } from '../business/shared.tsx';
import { reportCalls } from '../dataProvider/client/index.ts';
import { schemaResolver, useFormWrite } from '../business/form.tsx';
import { editPath } from './paths.ts';
import { workflowReads, type ReportCandidates } from '../dataProvider/client/index.ts';

type Candidates = ReportCandidates;

const LABELS: Record<string, string> = {
  orderId: 'wf.report.order',
  type: 'wf.report.type',
  limitStandard: 'wf.report.limitStandard',
  sampleIds: 'wf.report.samples',
  parameterIds: 'wf.report.parameters',
  conclusion: 'wf.report.conclusion',
  notes: 'wf.report.notes',
  limits: 'wf.report.limit',
};
function useLabelOf(names: Map<number, string> = new Map()) {
  const translate = useTranslate();
  return (path: string) => {
    const [head, key] = path.split('.');
    const base = translate(LABELS[head] ?? head, { _: head });
    return head === 'limits' && key ? `${base} · ${names.get(Number(key)) ?? key}` : base;
  };
}

/** Samples and parameters an order's reviewed results offer, as checkboxes of the form (all chosen by default). */
function Choose({ orderId, disabled }: { orderId?: number; disabled?: boolean }) {
  const translate = useTranslate();
  const { setValue, formState } = useFormContext();
  const sampleIds = useWatch({ name: 'sampleIds' }) as number[] | undefined;
  const parameterIds = useWatch({ name: 'parameterIds' }) as number[] | undefined;
  const [c, setC] = useState<Candidates | null>(null);
  useEffect(() => {
    setC(null);
    if (orderId)
      void workflowReads
        .reportCandidates(orderId)
        .then(setC)
        .catch(() => undefined);
  }, [orderId]);
  if (!orderId || !c) return null;
  if (!c.samples.length)
    return (
      <Alert severity="info" sx={{ mt: 1 }} data-testid="no-candidates">
        {translate('wf.report.noReviewed')}
      </Alert>
    );
  const sids = sampleIds ?? c.samples.map((x) => x.id);
  const pids = parameterIds ?? c.parameters.map((x) => x.id);
  const toggle = (list: number[], id: number, on: boolean) => (on ? [...new Set([...list, id])] : list.filter((x) => x !== id));
  const set = (name: 'sampleIds' | 'parameterIds', v: number[]) => setValue(name, v, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const error = (name: string) => {
    const e = formState.errors[name];
    return e ? <FormHelperText error>{translate(String(e.message), { _: String(e.message) })}</FormHelperText> : null;
  };
  return (
    <Box sx={{ mt: 1 }} data-testid="report-choose">
      <Typography variant="caption" color="text.secondary">
        {translate('wf.report.samples')} *
      </Typography>
      <Stack direction="row" flexWrap="wrap" useFlexGap>
        {c.samples.map((x) => (
          <FormControlLabel
            key={x.id}
            label={`${x.sampleNo} ${x.pointName ?? ''}`}
            disabled={disabled}
            control={
              <Checkbox
                size="small"
                name={`sample.${x.id}`}
                checked={sids.includes(x.id)}
                onChange={(e) => set('sampleIds', toggle(sids, x.id, e.target.checked))}
              />
            }
          />
        ))}
      </Stack>
      {error('sampleIds')}
      <Typography variant="caption" color="text.secondary">
        {translate('wf.report.parameters')} *
      </Typography>
      <Stack direction="row" flexWrap="wrap" useFlexGap>
        {c.parameters.map((x) => (
          <FormControlLabel
            key={x.id}
            label={`${x.name} (${x.methodNo})`}
            disabled={disabled}
            control={
              <Checkbox
                size="small"
                name={`parameter.${x.id}`}
                checked={pids.includes(x.id)}
                onChange={(e) => set('parameterIds', toggle(pids, x.id, e.target.checked))}
              />
            }
          />
        ))}
      </Stack>
      {error('parameterIds')}
    </Box>
  );
}

const draftForm = reportDraft.pick({ orderId: true, type: true, limitStandard: true, sampleIds: true, parameterIds: true });
const draftResolver = schemaResolver(draftForm);

/** lectureIndex: a report drafted from an order's reviewed results. */
export function DraftReportForm({ orderId }: { orderId?: number }) {
  return (
    <Form record={{ orderId, type: 'detect' }} resolver={draftResolver} noValidate>
      <DraftFields />
    </Form>
  );
}

function DraftFields() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const api = useApi();
  const [locale] = useLanguage();
  const orders = useOptions('orders').map((o) => ({ id: o.value, name: o.label }));
  const types = useDict('report_type').map((t) => ({ id: t.value, name: dictLabel(t, locale) }));
  const { handleSubmit, setValue } = useFormContext();
  const orderId = useWatch({ name: 'orderId' }) as number | undefined;
  const write = useFormWrite(useLabelOf());
  // another order: its own samples and parameters (all, until some are unticked)
  useEffect(() => {
    setValue('sampleIds', undefined);
    setValue('parameterIds', undefined);
  }, [orderId, setValue]);
  return (
    <>
      <Stack direction="row" spacing={1} alignItems="flex-start" flexWrap="wrap" useFlexGap>
        <SelectInput source="orderId" label="wf.report.order" choices={orders} isRequired translateChoice={false} sx={{ minWidth: 220 }} />
        <SelectInput source="type" label="wf.report.type" choices={types} isRequired translateChoice={false} sx={{ minWidth: 160 }} />
        <TextInput source="limitStandard" label="wf.report.limitStandard" />
        <Button
          variant="contained"
          sx={{ mt: 1 }}
          data-testid="draft-report"
          onClick={() =>
            handleSubmit(async (values) => {
              let made: ReportRecord | undefined;
              if (
                await write(async () => {
                  made = await api(reportCalls.draft, values, 'wf.done', { silent: true });
                })
              )
                navigate(editPath(made!));
            })()
          }
        >
          {translate('wf.report.draft')}
        </Button>
      </Stack>
      <Choose orderId={orderId} />
    </>
  );
}

const contentForm = reportDraftEdit.pick({ limits: true, conclusion: true, sampleIds: true, parameterIds: true });
const contentResolver = schemaResolver(contentForm);

/** What the content form reads of the preview's rows (schemas/reports/reportRow.ts): the parameters whose limits it edits. */
type ParameterRow = Pick<ReportRow, 'parameterId' | 'parameter'>;

/** lecture-edit: the draft's samples, parameters, limits (one per parameter, numeric) and conclusion. */
export function ReportContentForm({ report, rows, onSaved }: { report: ReportRecord; rows: ParameterRow[]; onSaved(): unknown }) {
  const record = { limits: report.limits ?? {}, conclusion: report.conclusion ?? '', sampleIds: report.sampleIds, parameterIds: report.parameterIds };
  return (
    <Form key={report.version} record={record} resolver={contentResolver} noValidate>
      <ContentFields report={report} rows={rows} onSaved={onSaved} />
    </Form>
  );
}

function ContentFields({ report, rows, onSaved }: { report: ReportRecord; rows: ParameterRow[]; onSaved(): unknown }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useApi();
  const { handleSubmit } = useFormContext();
  // the preview's rows all carry their parameter (server/reports/reportData.ts)
  const names = new Map(rows.flatMap((x) => (x.parameterId === undefined ? [] : [[x.parameterId, x.parameter] as const])));
  const write = useFormWrite(useLabelOf(names));
  const save = () =>
    handleSubmit(async (values) => {
      if (
        !(await write(() =>
          api(reportCalls.saveDraft, { id: report.id, version: report.version, ...values, limits: values.limits ?? {} }, undefined, { silent: true }),
        ))
      )
        return;
      notify('wf.saved', { type: 'success' });
      await onSaved();
    })();
  return (
    <Panel
      title={translate('wf.report.content')}
      actions={
        <Button size="small" variant="contained" data-testid="save-limits" onClick={save}>
          {translate('wf.saveDraft')}
        </Button>
      }
    >
      <Choose orderId={report.orderId} />
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 2, mb: 1 }}>
        {translate('wf.report.limit')}
      </Typography>
      <Stack direction="row" flexWrap="wrap" useFlexGap columnGap={1}>
        {[...names.entries()].map(([pid, name]) => (
          <TextInput key={pid} source={`limits.${pid}`} label={name} placeholder="≤50 / 6~9" sx={{ width: 200 }} />
        ))}
      </Stack>
      <TextInput source="conclusion" label="wf.report.conclusion" fullWidth multiline minRows={2} />
    </Panel>
  );
}

const notesResolver = schemaResolver(reportNotes.pick({ notes: true }));

/** The notes of a report being drafted or reviewed. */
export function NotesForm({ report, onSaved }: { report: ReportRecord; onSaved(): unknown }) {
  return (
    <Form key={report.version} record={{ notes: report.notes ?? '' }} resolver={notesResolver} noValidate>
      <NotesFields report={report} onSaved={onSaved} />
    </Form>
  );
}

function NotesFields({ report, onSaved }: { report: ReportRecord; onSaved(): unknown }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useApi();
  const { handleSubmit } = useFormContext();
  const write = useFormWrite(useLabelOf());
  return (
    <Panel
      title={translate('wf.report.notes')}
      actions={
        <Button
          size="small"
          data-testid="save-notes"
          onClick={() =>
            handleSubmit(async (values) => {
              if (
                !(await write(() =>
                  api(reportCalls.updateNotes, { id: report.id, version: report.version, notes: values.notes ?? '' }, undefined, { silent: true }),
                ))
              )
                return;
              notify('wf.saved', { type: 'success' });
              await onSaved();
            })()
          }
        >
          {translate('wf.report.saveNotes')}
        </Button>
      }
    >
      <TextInput source="notes" label={false} fullWidth multiline minRows={2} />
    </Panel>
  );
}
