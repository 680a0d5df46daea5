// qc-list, qc-create/{taskId}/{orderId}, qc-detail/{id}, qc-edit/{id}/...: the QC plan against the rule
// (≥10 % duplicates, ≥1 per batch of ≤20, one lab blank and one spike or CRM per batch), then the evaluation.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslate, useGetList } from 'react-admin';
import { raNameOf } from '../../resources/names.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useApi, useRecord, Panel, Facts, StateChip, Steps, WfList, type Rec } from './shared.tsx';

export function QcList() {
  return <WfList schemaName="qcSheets" href={(r) => `/business/qc-detail/${r.id}`} />;
}

function PlanFacts({ plan }: { plan: Rec }) {
  const translate = useTranslate();
  if (!plan) return null;
  return (
    <>
      <Facts items={[
        [translate('wf.qc.routine'), plan.routine], [translate('wf.qc.batches'), plan.batches],
        ...(['duplicates', 'labBlanks', 'spikesOrCrms'] as const).map((k) => [translate(`wf.qc.${k}`), `${plan.planned[k]} / ${plan.required[k]}`] as [string, string]),
      ]} />
      {(plan.warnings ?? []).length ? plan.warnings.map((w: string) => <Alert key={w} severity="warning" sx={{ mt: 1 }} data-testid="qc-warning">{translate(`wf.${w}`)}</Alert>)
        : <Alert severity="success" sx={{ mt: 1 }}>{translate('wf.qc.ok')}</Alert>}
    </>
  );
}

function Items({ items, edit, onChange, taskId }: { items: Rec[]; edit?: boolean; onChange?(items: Rec[]): void; taskId?: string | number }) {
  const translate = useTranslate();
  const { data: samples } = useGetList(raNameOf('samples'), { filter: { taskId }, pagination: { page: 1, perPage: 500 } }, { enabled: !!taskId });
  const { data: params } = useGetList(raNameOf('parameters'), { pagination: { page: 1, perPage: 500 } });
  const noOf = (sid?: number) => (sid ? (samples ?? []).find((x) => x.id === sid)?.sampleNo ?? `#${sid}` : '—');
  const namesOf = (pids: number[] = []) => pids.map((p) => (params ?? []).find((x) => x.id === p)?.name ?? `#${p}`).join('、');
  return (
    <Table size="small" data-testid="qc-items">
      <TableHead><TableRow><TableCell>{translate('wf.task.sampleNo')}</TableCell>{['type', 'paired', 'spikeAmount'].map((k) => <TableCell key={k}>{translate(`wf.qc.${k}`)}</TableCell>)}<TableCell>{translate('wf.order.params')}</TableCell></TableRow></TableHead>
      <TableBody>{items.map((i, n) => (
        <TableRow key={n}>
          <TableCell>{i.qcSampleId ? noOf(i.qcSampleId) : '—'}</TableCell>
          <TableCell>{translate(`resources.qcSheets.enums.items.type.${i.type}`, { _: i.type })}</TableCell>
          <TableCell>{noOf(i.pairedSampleId)}</TableCell>
          <TableCell>{edit && i.type === 'matrix_spike'
            ? <TextField size="small" value={i.spikeAmount ?? ''} onChange={(e) => onChange?.(items.map((x, j) => (j === n ? { ...x, spikeAmount: e.target.value } : x)))} />
            : i.spikeAmount ?? (i.certifiedValue ? `${i.certifiedValue} ${i.certifiedRange ?? ''}` : '—')}</TableCell>
          <TableCell>{namesOf(i.parameterIds)}</TableCell>
        </TableRow>
      ))}</TableBody>
    </Table>
  );
}

export function QcCreate() {
  const { taskId, orderId } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const api = useApi();
  const [plan, setPlan] = useState<Rec>(null);
  const [items, setItems] = useState<Rec[]>([]);
  useEffect(() => {
    void api('qc/plan_check', { taskId }, 'GET').then((p) => { setPlan(p); setItems(p.proposal); });
  }, [api, taskId]);
  return (
    <Box sx={{ p: 2 }} data-testid="qc-create">
      <Panel title={translate('wf.qc.create')} actions={
        <Button variant="contained" data-testid="create-qc" onClick={async () => {
          const made = await api('qc/create', { taskId, orderId, items }, 'POST', 'wf.done');
          navigate(`/business/qc-detail/${made.id}`);
        }}>{translate('wf.qc.create')}</Button>
      }>
        {plan && <PlanFacts plan={plan} />}
        <Items items={items} edit onChange={setItems} taskId={taskId} />
      </Panel>
    </Box>
  );
}

export function QcDetail() {
  const { id } = useParams();
  const translate = useTranslate();
  const api = useApi();
  const { record: q, refetch } = useRecord('qcSheets', id);
  const [items, setItems] = useState<Rec[]>([]);
  useEffect(() => { if (q) setItems(q.items ?? []); }, [q]);
  if (!q) return null;
  const s = q.status as string;
  const evals: Rec[] = q.evaluation?.evaluations ?? [];
  return (
    <Box sx={{ p: 2 }} data-testid="qc-detail">
      <Panel title={<>{q.qcNo} <StateChip schemaName="qcSheets" value={s} /></>} actions={
        <Steps schemaName="qcSheets" state={s} onDone={() => refetch()} steps={[
          { name: 'save', label: translate('wf.saveDraft'), perm: 'qc:edit', show: s === 'planned', run: () => api('qc/save', { id: q.id, version: q.version, items }, 'POST', 'wf.saved') },
          { name: 'evaluate', label: translate('wf.qc.evaluate'), perm: 'qc:evaluate', show: s === 'planned' || s === 'executed', run: () => api('qc/evaluate', { id: q.id, version: q.version }, 'POST', 'wf.done') },
          { name: 'accept', transition: 'accept', run: () => api(`api/v1/qcSheets/${q.id}/transitions/accept`, { version: q.version }, 'POST', 'wf.done') },
          { name: 'nc', transition: 'acceptNonConformance', label: translate('wf.qc.nonConformance'), run: (v) => api('qc/non_conformance', { id: q.id, version: q.version, ...v }, 'POST', 'wf.done') },
        ]} />
      }>
        <PlanFacts plan={q.evaluation?.plan} />
        {q.nonConformance && <Alert severity="info" sx={{ mt: 1 }}>{translate('wf.qc.nonConformance')}：{q.nonConformance}</Alert>}
      </Panel>
      <Panel title={translate('wf.qc.items')}><Items items={items} edit={s === 'planned'} onChange={setItems} taskId={q.taskId} /></Panel>
      <Panel title={translate('wf.qc.evaluation')}>
        <Table size="small" data-testid="qc-evaluation">
          <TableHead><TableRow>{['type', 'value', 'limit', 'verdict'].map((k) => <TableCell key={k}>{translate(`wf.qc.${k}`)}</TableCell>)}<TableCell>{translate('wf.analysis.parameter')}</TableCell></TableRow></TableHead>
          <TableBody>{evals.map((e, n) => (
            <TableRow key={n} sx={e.pass === false ? { bgcolor: 'error.light' } : undefined}>
              <TableCell>{translate(`resources.qcSheets.enums.items.type.${e.type}`, { _: e.type })} {e.sampleNo}</TableCell>
              <TableCell>{e.value ?? '—'}{e.statistic && e.statistic !== 'recovery' ? ` (${e.statistic})` : ''}</TableCell>
              <TableCell>{e.limit}</TableCell>
              <TableCell>{translate(e.pass === true ? 'wf.qc.passed' : e.pass === false ? 'wf.qc.failed' : 'wf.qc.notJudged')}</TableCell>
              <TableCell>{e.parameter}</TableCell>
            </TableRow>
          ))}</TableBody>
        </Table>
      </Panel>
    </Box>
  );
}
