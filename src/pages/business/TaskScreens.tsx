// task-list, task-create/{orderId?}, task-detail/{id} (and task-edit): samples, sampling, receipt with condition,
// preservation check and temperature, the holding clock, then analysis start and the QC plan.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslate, useGetList, useGetOne } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Chip from '@mui/material/Chip';
import { raNameOf } from '../../resources/names.ts';
import { download } from '../../dataProvider/download.ts';
import { useApi, useRecord, useCan, useOptions, Panel, Facts, StateChip, Steps, WfList, fmt, localInput, type Rec } from './shared.tsx';

export function TaskList() {
  return <WfList schemaName="tasks" href={(r) => `/business/task-detail/${r.id}`} />;
}

export function TaskCreate() {
  const { orderId } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const api = useApi();
  const orders = useOptions('orders');
  const [form, setForm] = useState<Rec>({ orderId: orderId ? Number(orderId) : '', plannedFrom: new Date().toISOString().slice(0, 10), kind: 'sampling_analysis' });
  return (
    <Box sx={{ p: 2 }} data-testid="task-create">
      <Panel title={translate('wf.task.create')}>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <TextField select name="orderId" label={translate('wf.task.order')} value={form.orderId} onChange={(e) => setForm({ ...form, orderId: Number(e.target.value) })}>
            {orders.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
          </TextField>
          <TextField select name="kind" label={translate('wf.task.kind')} value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value })}>
            {['sampling_analysis', 'analysis_only'].map((k) => <MenuItem key={k} value={k}>{translate(`resources.tasks.enums.kind.${k}`, { _: k })}</MenuItem>)}
          </TextField>
          <TextField type="date" name="plannedFrom" label={translate('wf.task.plannedFrom')} value={form.plannedFrom} onChange={(e) => setForm({ ...form, plannedFrom: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
          <Button variant="contained" data-testid="create-task" disabled={!form.orderId} onClick={async () => {
            const made = await api('task/create_from_order', form, 'POST', 'wf.done');
            navigate(`/business/task-detail/${made.task.id}`);
          }}>{translate('wf.task.create')}</Button>
        </Stack>
      </Panel>
    </Box>
  );
}

type Receipt = { condition: string; preservationOk: boolean; receiptTemperature: string };

export function TaskDetail() {
  const { id } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const api = useApi();
  const can = useCan();
  const { record: task, refetch } = useRecord('tasks', id);
  const { data: samples, refetch: refetchSamples } = useGetList(raNameOf('samples'), { filter: { taskId: id }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 500 } }, { enabled: !!id });
  // only what the user may read is asked for (a sampler reads no QC or analysis sheets)
  const { data: qcs } = useGetList(raNameOf('qcSheets'), { filter: { taskId: id }, pagination: { page: 1, perPage: 20 } }, { enabled: !!id && can('qc:query') });
  const { data: sheets } = useGetList(raNameOf('analysisSheets'), { filter: { taskId: id }, pagination: { page: 1, perPage: 100 } }, { enabled: !!id && can('analysis:query') });
  const [receipts, setReceipts] = useState<Record<number, Receipt>>({});
  // 采样记录: per sample its sampling time, container and preservative; the day's field record on the task
  const [sampling, setSampling] = useState<Record<number, { sampledAt: string; container: string; preservative: string }>>({});
  const [field, setField] = useState<Rec>({});
  const { data: order } = useGetOne(raNameOf('orders'), { id: task?.orderId }, { enabled: !!task?.orderId });
  // the holding-time clock of each sample: the earliest deadline among its items, from sampled-at
  const [clock, setClock] = useState<Record<number, { deadline: string | null; state: string }>>({});
  useEffect(() => {
    if (!id) return;
    void api('lecture/time', { taskId: id }, 'GET').then((d: Rec) => {
      const out: Record<number, { deadline: string | null; state: string }> = {};
      const rank = { exceeded: 3, running: 2, met: 1, unknown: 0 } as Record<string, number>;
      for (const r of d.list as Rec[]) {
        const cur = out[r.sampleId];
        const deadline = !cur?.deadline || (r.deadline && r.deadline < cur.deadline) ? r.deadline : cur.deadline;
        const state = !cur || rank[r.state] > rank[cur.state] ? r.state : cur.state;
        out[r.sampleId] = { deadline, state };
      }
      setClock(out);
    }).catch(() => undefined);
  }, [api, id, samples]);
  useEffect(() => {
    const now = localInput(new Date().toISOString());
    setSampling(Object.fromEntries((samples ?? []).map((x) => [x.id, { sampledAt: x.sampledAt ? localInput(x.sampledAt) : now, container: x.container ?? '', preservative: x.preservative ?? '' }])));
    setReceipts(Object.fromEntries((samples ?? []).map((s) => [s.id, { condition: s.condition ?? '完好', preservationOk: s.preservationOk ?? true, receiptTemperature: s.receiptTemperature ?? '4.0' }])));
  }, [samples]);
  useEffect(() => { if (task) setField({ weather: task.weather ?? '', airTemperature: task.airTemperature ?? '', airPressureKpa: task.airPressureKpa ?? '' }); }, [task]);
  if (!task) return null;
  const s = task.status as string;
  const routine = (samples ?? []).filter((x) => !x.qcType);
  const reload = () => { void refetch(); void refetchSamples(); };
  const receiving = (s === 'issued' || s === 'sampling') && can('sample:receive');
  const sampler = (s === 'issued' || s === 'sampling') && can('task:sample');
  return (
    <Box sx={{ p: 2 }} data-testid="task-detail">
      <Panel title={<>{task.taskNo} <StateChip schemaName="tasks" value={s} /></>} actions={
        <Steps schemaName="tasks" state={s} onDone={reload} steps={[
          { name: 'sampling', label: translate('wf.task.recordSampling'), perm: 'task:sample', show: s === 'issued' || s === 'sampling', run: () => api('task/sampling', {
            taskId: task.id,
            samples: routine.filter((x) => sampling[x.id as number]?.sampledAt).map((x) => ({
              id: x.id, sampledAt: new Date(sampling[x.id as number].sampledAt).toISOString(),
              container: sampling[x.id as number].container || undefined, preservative: sampling[x.id as number].preservative || undefined,
            })),
            weather: field.weather || undefined, airTemperature: field.airTemperature || undefined, airPressureKpa: field.airPressureKpa || undefined,
          }, 'POST', 'wf.done') },
          { name: 'receive', transition: 'receive', label: translate('wf.task.receive'), run: () => api('task/receive', {
            id: task.id, version: task.version, samples: routine.map((x) => ({ id: x.id, ...receipts[x.id as number] })),
          }, 'POST', 'wf.done') },
          { name: 'qc', label: translate('wf.task.qc'), perm: 'qc:add', show: !(qcs ?? []).length, run: async () => navigate(`/business/qc-create/${task.id}/${task.orderId}`) },
          { name: 'labels', label: translate('wf.task.labels'), perm: 'sample:query', show: (samples ?? []).length > 0, run: () => download(`task/${task.id}/labels`, {}, `${task.taskNo}-labels.pdf`) },
          { name: 'startAnalysis', transition: 'startAnalysis', label: translate('wf.task.startAnalysis'), run: () => api('task/start_analysis', { id: task.id, version: task.version }, 'POST', 'wf.done') },
        ]} />
      }>
        <Facts items={[
          [translate('wf.task.order'), <Button key="o" size="small" onClick={() => navigate(`/business/trust-detail/${task.orderId}`)}>{order?.orderNo ?? `#${task.orderId}`}</Button>],
          [translate('wf.task.kind'), translate(`resources.tasks.enums.kind.${task.kind}`, { _: task.kind })], [translate('wf.task.plannedFrom'), task.plannedFrom],
          [translate('wf.task.qcSheets'), (qcs ?? []).map((q) => <Button key={q.id} size="small" onClick={() => navigate(`/business/qc-detail/${q.id}`)}>{q.qcNo}</Button>)],
          [translate('wf.task.sheets'), (sheets ?? []).length],
        ]} />
        <Stack direction="row" spacing={1} sx={{ mt: 2 }} alignItems="center" data-testid="field-record">
          {(['weather', 'airTemperature', 'airPressureKpa'] as const).map((k) => (sampler
            ? <TextField key={k} size="small" sx={{ width: 160 }} name={`field.${k}`} label={translate(`wf.task.${k}`)} value={field[k] ?? ''} onChange={(e) => setField({ ...field, [k]: e.target.value })} />
            : <Facts key={k} items={[[translate(`wf.task.${k}`), task[k] ?? '—']]} />))}
        </Stack>
      </Panel>
      <Panel title={translate('wf.task.samples')}>
        <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="samples" sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableHead><TableRow>{['sampleNo', 'sampledAt', 'container', 'preservative', 'condition', 'preservationOk', 'temperature', 'receivedAt', 'holdingDeadline'].map((k) => <TableCell key={k}>{translate(`wf.task.${k}`)}</TableCell>)}<TableCell /></TableRow></TableHead>
          <TableBody>{(samples ?? []).map((x) => {
            const r = receipts[x.id as number];
            return (
              <TableRow key={x.id} data-sample={x.sampleNo}>
                <TableCell>{x.sampleNo}<br /><small>{x.pointName}</small></TableCell>
                <TableCell>{sampler && !x.qcType && sampling[x.id as number]
                  ? <TextField size="small" type="datetime-local" name={`sampledAt.${x.id}`} value={sampling[x.id as number].sampledAt} onChange={(e) => setSampling({ ...sampling, [x.id]: { ...sampling[x.id as number], sampledAt: e.target.value } })} />
                  : fmt(x.sampledAt)}</TableCell>
                {(['container', 'preservative'] as const).map((k) => (
                  <TableCell key={k}>{sampler && !x.qcType && sampling[x.id as number]
                    ? <TextField size="small" sx={{ width: 120 }} name={`${k}.${x.id}`} value={sampling[x.id as number][k]} onChange={(e) => setSampling({ ...sampling, [x.id]: { ...sampling[x.id as number], [k]: e.target.value } })} />
                    : x[k] ?? ''}</TableCell>
                ))}
                <TableCell>{receiving && !x.qcType && r ? <TextField size="small" sx={{ minWidth: 140 }} value={r.condition} onChange={(e) => setReceipts({ ...receipts, [x.id]: { ...r, condition: e.target.value } })} /> : x.condition}</TableCell>
                <TableCell>{receiving && !x.qcType && r ? <Checkbox checked={r.preservationOk} onChange={(e) => setReceipts({ ...receipts, [x.id]: { ...r, preservationOk: e.target.checked } })} /> : x.preservationOk === false ? '✗' : x.preservationOk ? '✓' : ''}</TableCell>
                <TableCell>{receiving && !x.qcType && r ? <TextField size="small" sx={{ width: 90 }} value={r.receiptTemperature} onChange={(e) => setReceipts({ ...receipts, [x.id]: { ...r, receiptTemperature: e.target.value } })} /> : x.receiptTemperature}</TableCell>
                <TableCell>{fmt(x.receivedAt)}</TableCell>
                <TableCell data-testid={`clock-${x.sampleNo}`}>{clock[x.id as number]?.deadline ? <>
                  {fmt(clock[x.id as number].deadline)}{' '}
                  <Chip size="small" color={({ met: 'success', exceeded: 'error', running: 'warning' } as Record<string, 'success' | 'error' | 'warning'>)[clock[x.id as number].state] ?? 'default'}
                    label={translate(`wf.report.${clock[x.id as number].state === 'unknown' ? 'running' : clock[x.id as number].state}`)} />
                </> : '—'}</TableCell>
                <TableCell>{x.qcType ? translate(`resources.qcSheets.enums.items.type.${x.qcType}`, { _: x.qcType }) : ''}</TableCell>
              </TableRow>
            );
          })}</TableBody>
        </Table>
        </Box>
      </Panel>
    </Box>
  );
}
