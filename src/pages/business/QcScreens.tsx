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
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import IconButton from '@mui/material/IconButton';
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

const QC_TYPES = ['field_blank', 'transport_blank', 'field_duplicate', 'lab_blank', 'lab_duplicate', 'matrix_spike', 'crm'] as const;
const needsPair = (t: string) => t.endsWith('duplicate') || t === 'matrix_spike';

/** The plan's counts as the items stand now (the rule of server/workflow/qc.ts planCheck), so an edit shows its warnings at once. */
export function livePlan(plan: Rec, items: Rec[]) {
  if (!plan) return plan;
  const planned = {
    duplicates: items.filter((i) => String(i.type).endsWith('duplicate')).length,
    labBlanks: items.filter((i) => i.type === 'lab_blank').length,
    spikesOrCrms: items.filter((i) => i.type === 'matrix_spike' || i.type === 'crm').length,
  };
  const warnings = (['duplicates', 'labBlanks', 'spikesOrCrms'] as const).filter((k) => planned[k] < plan.required[k]).map((k) => `qc.warning.${k}`);
  // without the amount added a recovery cannot be computed, without the certified value a CRM cannot be judged
  if (items.some((i) => i.type === 'matrix_spike' && !i.spikeAmount)) warnings.push('qc.warning.spikeAmount');
  if (items.some((i) => i.type === 'crm' && (!i.certifiedValue || !i.certifiedRange))) warnings.push('qc.warning.crmValue');
  return { ...plan, planned, warnings };
}

function Items({ items, edit, onChange, taskId }: { items: Rec[]; edit?: boolean; onChange?(items: Rec[]): void; taskId?: string | number }) {
  const translate = useTranslate();
  const { data: samples } = useGetList(raNameOf('samples'), { filter: { taskId }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 500 } }, { enabled: !!taskId });
  const { data: params } = useGetList(raNameOf('parameters'), { pagination: { page: 1, perPage: 500 } });
  const [adding, setAdding] = useState<Rec>({ type: 'field_blank', pairedSampleId: '' });
  const routine = (samples ?? []).filter((x) => !x.qcType);
  const noOf = (sid?: number) => (sid ? (samples ?? []).find((x) => x.id === sid)?.sampleNo ?? `#${sid}` : '—');
  const namesOf = (pids: number[] = []) => pids.map((p) => (params ?? []).find((x) => x.id === p)?.name ?? `#${p}`).join('、');
  const set = (n: number, patch: Rec) => onChange?.(items.map((x, j) => (j === n ? { ...x, ...patch } : x)));
  const field = (n: number, key: string, width = 110) => (
    <TextField size="small" sx={{ width }} name={`items.${n}.${key}`} placeholder={translate(`resources.qcSheets.subfields.items.${key}`, { _: key })}
      value={items[n][key] ?? ''} onChange={(e) => set(n, { [key]: e.target.value || undefined })} />
  );
  const add = () => {
    const paired = routine.find((x) => x.id === Number(adding.pairedSampleId));
    const all = [...new Set(routine.flatMap((x) => (x.parameterIds ?? []) as number[]))];
    onChange?.([...items, { type: adding.type, ...(paired ? { pairedSampleId: paired.id } : {}), parameterIds: paired ? paired.parameterIds ?? [] : all }]);
  };
  return (
    <>
      <Table size="small" data-testid="qc-items">
        <TableHead><TableRow><TableCell>{translate('wf.task.sampleNo')}</TableCell>{['type', 'paired', 'spikeAmount'].map((k) => <TableCell key={k}>{translate(`wf.qc.${k}`)}</TableCell>)}<TableCell>{translate('wf.order.params')}</TableCell>{edit && <TableCell />}</TableRow></TableHead>
        <TableBody>{items.map((i, n) => (
          <TableRow key={n} data-qc-item={i.type}>
            <TableCell>{i.qcSampleId ? noOf(i.qcSampleId) : '—'}</TableCell>
            <TableCell>{translate(`resources.qcSheets.enums.items.type.${i.type}`, { _: i.type })}</TableCell>
            <TableCell>{noOf(i.pairedSampleId)}</TableCell>
            <TableCell>{edit && i.type === 'matrix_spike' ? field(n, 'spikeAmount')
              : edit && i.type === 'crm' ? <Stack direction="row" spacing={1}>{field(n, 'crmLot', 120)}{field(n, 'certifiedValue', 100)}{field(n, 'certifiedRange', 100)}</Stack>
              : i.spikeAmount ?? (i.certifiedValue ? `${i.crmLot ?? ''} ${i.certifiedValue} ±${String(i.certifiedRange ?? '').replace(/^±/, '')}` : '—')}</TableCell>
            <TableCell>{namesOf(i.parameterIds)}</TableCell>
            {edit && <TableCell>{!i.qcSampleId && <IconButton size="small" aria-label={translate('wf.order.remove')} onClick={() => onChange?.(items.filter((_x, j) => j !== n))}>✕</IconButton>}</TableCell>}
          </TableRow>
        ))}</TableBody>
      </Table>
      {edit && (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 2 }} data-testid="qc-add">
          <TextField select size="small" sx={{ minWidth: 180 }} name="addType" label={translate('wf.qc.type')} value={adding.type} onChange={(e) => setAdding({ ...adding, type: e.target.value })}>
            {QC_TYPES.map((t) => <MenuItem key={t} value={t}>{translate(`resources.qcSheets.enums.items.type.${t}`)}</MenuItem>)}
          </TextField>
          <TextField select size="small" sx={{ minWidth: 220 }} name="addPaired" label={translate('wf.qc.paired')} value={adding.pairedSampleId} onChange={(e) => setAdding({ ...adding, pairedSampleId: e.target.value })}>
            <MenuItem value="">—</MenuItem>
            {routine.map((x) => <MenuItem key={x.id} value={x.id}>{x.sampleNo} {x.pointName}</MenuItem>)}
          </TextField>
          <Button size="small" variant="outlined" data-testid="qc-add-item" disabled={needsPair(adding.type) && !adding.pairedSampleId} onClick={add}>{translate('wf.qc.addItem')}</Button>
        </Stack>
      )}
    </>
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
        {plan && <PlanFacts plan={livePlan(plan, items)} />}
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
        <PlanFacts plan={s === 'planned' ? livePlan(q.evaluation?.plan, items) : q.evaluation?.plan} />
        {q.nonConformance && <Alert severity="info" sx={{ mt: 1 }}>{translate('wf.qc.nonConformance')}：{q.nonConformance}</Alert>}
      </Panel>
      <Panel title={translate('wf.qc.items')}><Items items={items} edit={s === 'planned'} onChange={setItems} taskId={q.taskId} /></Panel>
      <Panel title={translate('wf.qc.evaluation')}>
        <Table size="small" data-testid="qc-evaluation">
          <TableHead><TableRow>{['type', 'value', 'limit', 'verdict'].map((k) => <TableCell key={k}>{translate(`wf.qc.${k}`)}</TableCell>)}<TableCell>{translate('wf.analysis.parameter')}</TableCell></TableRow></TableHead>
          <TableBody>{evals.map((e, n) => (
            <TableRow key={n} sx={e.pass === false ? { bgcolor: 'error.light' } : undefined}>
              <TableCell>{translate(`resources.qcSheets.enums.items.type.${e.type}`, { _: e.type })} {e.sampleNo}</TableCell>
              <TableCell>{e.value ?? '—'}{e.statistic && e.statistic !== 'recovery' ? ` (${translate(`calc.qc.statistic.${e.statistic}`, { _: e.statistic })})` : ''}</TableCell>
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
