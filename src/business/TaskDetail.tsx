// task-detail/{id}: the task with its samples as one react-admin form: the sampler's record (sampled at, container,
// preservative per sample; weather, air temperature and pressure of the day), the receipt (condition, preservation
// check, temperature per sample), validated by the task schemas the server uses; then the holding clock, QC plan,
// labels and analysis start.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { useTranslate, useGetList, useGetMany, useGetOne, Form, TextInput, NullableBooleanInput, SelectInput, type RaRecord } from 'react-admin';
import { LabDateTimeInput } from '../resources/dateInputs.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { sampleReceipt, taskSampling, temperature, type TaskRecord } from '../../schemas/business/tasks.ts';
import { raNameOf } from '../resources/names.ts';
import { useDict, dictLabel } from '../dict/index.ts';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { useApi, useRecord, useCan, Panel, Facts, StateChip, Steps, fmt } from './shared.tsx';
import { taskCalls, type Quiet } from '../dataProvider/client/index.ts';
import { schemaResolver, useFormWrite } from './form.tsx';
import { workflowReads } from '../dataProvider/client/index.ts';

/** What the screen's form holds: the day's field record and one row per sample (QC samples are shown, not edited). */
const taskForm = z.object({
  weather: taskSampling.shape.weather,
  airTemperature: taskSampling.shape.airTemperature,
  airPressureKpa: taskSampling.shape.airPressureKpa,
  samples: z.array(
    z.object({
      id: z.coerce.number().int().positive(),
      sampledAt: z.iso.datetime({ offset: true, local: true, error: 'validation.datetime' }).optional(),
      container: z.string().max(64).optional(),
      preservative: z.string().max(128).optional(),
      // stack gas: the O₂ measured with the sample (issue 19: results are corrected to the standard's reference)
      oxygenMeasured: z.union([z.literal(''), z.null(), taskSampling.shape.samples.element.shape.oxygenMeasured]).optional(),
      condition: sampleReceipt.shape.condition.optional(),
      containerIntact: z.boolean().nullable().optional(),
      preservationOk: z.boolean().nullable().optional(),
      receiptTemperature: z.union([z.literal(''), temperature()]).optional(),
    }),
  ),
});
type TaskForm = z.output<typeof taskForm>;
const taskResolver = schemaResolver(taskForm);
const FIELD = ['weather', 'airTemperature', 'airPressureKpa'] as const;
const iso = (local?: string) => (local ? new Date(local).toISOString() : undefined);

export function TaskDetail() {
  const { id } = useParams();
  const can = useCan();
  const { record, refetch } = useRecord('tasks', id);
  const task = record as TaskRecord | undefined;
  const { data: samples, refetch: refetchSamples } = useGetList(
    raNameOf('samples'),
    { filter: { taskId: id }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 500 } },
    { enabled: !!id },
  );
  // only what the user may read is asked for (a sampler reads no QC or analysis sheets)
  const { data: qcs } = useGetList(
    raNameOf('qcSheets'),
    { filter: { taskId: id }, pagination: { page: 1, perPage: 20 } },
    { enabled: !!id && can('qc:query') },
  );
  const { data: sheets } = useGetList(
    raNameOf('analysisSheets'),
    { filter: { taskId: id }, pagination: { page: 1, perPage: 100 } },
    { enabled: !!id && can('analysis:query') },
  );
  if (!task || !samples) return null;
  const now = new Date().toISOString();
  const initial = {
    weather: task.weather ?? '',
    airTemperature: task.airTemperature ?? '',
    airPressureKpa: task.airPressureKpa ?? '',
    samples: samples.map((x) => ({
      id: x.id,
      sampledAt: x.sampledAt ?? now,
      container: x.container ?? '',
      preservative: x.preservative ?? '',
      oxygenMeasured: x.oxygenMeasured ?? '',
      // the receipt checks are the receiver's to state: empty until they do (never prefilled as passed)
      condition: x.condition ?? '',
      containerIntact: x.containerIntact ?? null,
      preservationOk: x.preservationOk ?? null,
      receiptTemperature: x.receiptTemperature ?? '',
    })),
  };
  // the form restarts from each stored version of the task and its samples
  const key = `${task.version}:${samples.map((x) => `${x.id}.${x.version}`).join(',')}`;
  return (
    <Box sx={{ p: 2 }} data-testid="task-detail">
      <Form key={key} record={initial} resolver={taskResolver} noValidate>
        <TaskBody
          task={task}
          samples={samples}
          qcs={qcs ?? []}
          sheetCount={(sheets ?? []).length}
          reload={() => {
            void refetch();
            void refetchSamples();
          }}
        />
      </Form>
    </Box>
  );
}

function TaskBody({ task, samples, qcs, sheetCount, reload }: { task: TaskRecord; samples: RaRecord[]; qcs: RaRecord[]; sheetCount: number; reload(): void }) {
  const translate = useTranslate();
  // a container copied from the test item is a dict value: read as its label (a sampler's own text as typed)
  const containers = useDict('container');
  const [locale] = useLanguage();
  const shown = (k: 'container' | 'preservative', v: unknown) => {
    const item = k === 'container' ? containers.find((i) => i.value === v) : undefined;
    return item ? dictLabel(item, locale) : String(v ?? '');
  };
  // the dictionary's containers by label, and a sampler's own earlier text kept as written
  const containerChoices = (current: unknown) => [
    ...containers.map((i) => ({ id: i.value, name: dictLabel(i, locale) })),
    ...(current && !containers.some((i) => i.value === current) ? [{ id: String(current), name: String(current) }] : []),
  ];
  const navigate = useNavigate();
  const api = useApi();
  const can = useCan();
  const { handleSubmit, setError } = useFormContext();
  const { data: order } = useGetOne(raNameOf('orders'), { id: task.orderId }, { enabled: !!task.orderId });
  const clock = useHoldingClock(task.id, samples);
  const itemNames = useItemNames(samples);
  const s = task.status;
  const receiving = (s === 'issued' || s === 'sampling') && can('sample:receive');
  const sampler = (s === 'issued' || s === 'sampling') && can('task:sample');
  const routine = samples.map((x, i) => ({ x, i })).filter(({ x }) => !x.qcType);
  const labelOf = (path: string) => {
    const [head, k, sub] = path.split('.');
    return head === 'samples'
      ? `${samples[Number(k)]?.sampleNo ?? k} · ${translate(`wf.task.${sub === 'receiptTemperature' ? 'temperature' : sub}`, { _: sub })}`
      : translate(`wf.task.${head}`, { _: head });
  };
  const write = useFormWrite(labelOf);
  // the server names rows of the list it was sent (routine samples only): back to this form's rows
  const toForm = (path: string) => path.replace(/^samples\.(\d+)/, (_m, k: string) => `samples.${routine[Number(k)]?.i ?? k}`);
  /** Validates the form, then `body` of its values; refusals (here or from the server) land under the fields. */
  const act = <B,>(call: (body: B, o: Quiet) => Promise<unknown>, build: (v: TaskForm) => B) =>
    new Promise<void>((resolve, reject) => {
      void handleSubmit(
        async (values: FieldValues) => {
          const ok = await write(async () => {
            try {
              await api(call, build(values as TaskForm), 'wf.done', { silent: true });
            } catch (e) {
              const body = (e as { body?: { errors?: Record<string, string> } }).body;
              if (body?.errors) body.errors = Object.fromEntries(Object.entries(body.errors).map(([k, m]) => [toForm(k), m]));
              throw e;
            }
          });
          if (ok) resolve();
          else reject(new Error('refused'));
        },
        () => reject(new Error('invalid')),
      )();
    });
  const receipt = (v: TaskForm) => {
    const rows = routine.map(({ i }) => ({
      id: v.samples[i].id,
      condition: v.samples[i].condition ?? '',
      containerIntact: v.samples[i].containerIntact ?? undefined,
      preservationOk: v.samples[i].preservationOk ?? undefined,
      receiptTemperature: v.samples[i].receiptTemperature || undefined,
    }));
    // a check left unstated is refused here as the server would, under the row's field
    const unstated = rows.flatMap((r, k) =>
      (['condition', 'containerIntact', 'preservationOk', 'receiptTemperature'] as const)
        .filter((f) => r[f] === '' || r[f] === undefined)
        .map((f) => `samples.${routine[k].i}.${f}`),
    );
    unstated.forEach((path) => setError(path, { type: 'required', message: 'ra.validation.required' }));
    if (unstated.length) throw new Error('invalid');
    return { id: task.id, version: task.version, samples: rows };
  };
  return (
    <>
      <Panel
        title={
          <>
            {task.taskNo} <StateChip schemaName="tasks" value={s} />
          </>
        }
        actions={
          <Steps
            schemaName="tasks"
            state={s}
            onDone={reload}
            steps={[
              {
                name: 'sampling',
                label: translate('wf.task.recordSampling'),
                perm: 'task:sample',
                show: s === 'issued' || s === 'sampling',
                run: () =>
                  act(taskCalls.sampling, (v) => ({
                    taskId: task.id,
                    weather: v.weather,
                    airTemperature: v.airTemperature,
                    airPressureKpa: v.airPressureKpa,
                    samples: routine
                      .map(({ i }) => v.samples[i])
                      .filter((r) => r.sampledAt)
                      .map((r) => ({
                        id: r.id,
                        sampledAt: iso(r.sampledAt),
                        container: r.container,
                        preservative: r.preservative,
                        ...(r.oxygenMeasured ? { oxygenMeasured: r.oxygenMeasured } : {}),
                      })),
                  })),
              },
              { name: 'receive', transition: 'receive', label: translate('wf.task.receive'), run: () => act(taskCalls.receive, receipt) },
              {
                name: 'qc',
                label: translate('wf.task.qc'),
                perm: 'qc:add',
                show: !qcs.length,
                run: async () => navigate(`/business/qc-create/${task.id}/${task.orderId}`),
              },
              {
                name: 'labels',
                label: translate('wf.task.labels'),
                perm: 'sample:query',
                show: samples.length > 0,
                run: () => taskCalls.labels(task),
              },
              {
                name: 'startAnalysis',
                transition: 'startAnalysis',
                label: translate('wf.task.startAnalysis'),
                // without a QC plan the server takes the reason to go on without one (a recorded decision)
                reason: !!qcs && !qcs.length,
                reasonHint: translate('wf.task.noQcPlan'),
                run: (v) => api(taskCalls.startAnalysis, { id: task.id, version: task.version, ...v }, 'wf.done'),
              },
            ]}
          />
        }
      >
        <Facts
          items={[
            [
              translate('wf.task.order'),
              <Button key="o" size="small" onClick={() => navigate(`/business/trust-detail/${task.orderId}`)}>
                {order?.orderNo ?? `#${task.orderId}`}
              </Button>,
            ],
            [translate('wf.task.kind'), translate(`resources.tasks.enums.kind.${task.kind}`, { _: task.kind })],
            [translate('wf.task.plannedFrom'), task.plannedFrom],
            [
              translate('wf.task.qcSheets'),
              qcs.map((q) => (
                <Button key={q.id} size="small" onClick={() => navigate(`/business/qc-detail/${q.id}`)}>
                  {q.qcNo}
                </Button>
              )),
            ],
            [translate('wf.task.sheets'), sheetCount],
          ]}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 2 }} alignItems="flex-start" data-testid="field-record">
          {FIELD.map((k) =>
            sampler ? (
              <TextInput key={k} source={k} label={`wf.task.${k}`} size="small" sx={{ width: 160 }} />
            ) : (
              <Facts key={k} items={[[translate(`wf.task.${k}`), task[k] ?? '—']]} />
            ),
          )}
        </Stack>
      </Panel>
      <Panel title={translate('wf.task.samples')}>
        {receiving && (
          <Typography variant="body2" color="text.secondary" data-testid="receipt-hint" sx={{ mb: 1 }}>
            {translate('wf.task.receiptHint')}
          </Typography>
        )}
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="samples" sx={{ '& th': { whiteSpace: 'nowrap' }, '& td': { verticalAlign: 'top' } }}>
            <TableHead>
              <TableRow>
                {[
                  'sampleNo',
                  'sampledAt',
                  'holdingDeadline',
                  'container',
                  'preservative',
                  'condition',
                  'containerIntact',
                  'preservationOk',
                  'temperature',
                  'receivedAt',
                ].map((k) => (
                  <TableCell key={k}>{translate(`wf.task.${k}`)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {samples.map((x, i) => {
                const edit = (on: boolean) => on && !x.qcType;
                const row = `samples.${i}`;
                return (
                  <TableRow key={x.id} data-sample={x.sampleNo}>
                    <TableCell>
                      {x.sampleNo}
                      <br />
                      <small>{x.pointName}</small>
                      <br />
                      {/* what goes in this bottle: its items (one bottle per container and preservative) */}
                      <small data-testid="sample-items">{((x.parameterIds as number[]) ?? []).map((pid) => itemNames[pid] ?? `#${pid}`).join('、')}</small>
                      {x.matrix === 'stack_gas' &&
                        (edit(sampler) ? (
                          <TextInput
                            source={`${row}.oxygenMeasured`}
                            label="wf.task.oxygen"
                            size="small"
                            helperText={false}
                            sx={{ width: 120, display: 'block', mt: 1.5 }}
                          />
                        ) : x.oxygenMeasured ? (
                          <>
                            <br />
                            <small>
                              {translate('wf.task.oxygen')}：{x.oxygenMeasured}
                            </small>
                          </>
                        ) : null)}
                    </TableCell>
                    <TableCell>
                      {edit(sampler) ? (
                        <LabDateTimeInput source={`${row}.sampledAt`} label={false} helperText={false} size="small" sx={{ minWidth: 190 }} />
                      ) : (
                        fmt(x.sampledAt)
                      )}
                    </TableCell>
                    {/* the holding clock beside the time it runs from: last, it sat off-screen at 1440 px while the receipt inputs were open */}
                    <TableCell data-testid={`clock-${x.sampleNo}`}>
                      {clock[x.id as number]?.deadline ? (
                        <>
                          {fmt(clock[x.id as number].deadline)}{' '}
                          <Chip
                            size="small"
                            color={
                              ({ met: 'success', exceeded: 'error', running: 'warning' } as Record<string, 'success' | 'error' | 'warning'>)[
                                clock[x.id as number].state
                              ] ?? 'default'
                            }
                            label={translate(`wf.report.${clock[x.id as number].state === 'unknown' ? 'running' : clock[x.id as number].state}`)}
                          />
                        </>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell>
                      {edit(sampler) ? (
                        <SelectInput
                          source={`${row}.container`}
                          label={false}
                          choices={containerChoices(x.container)}
                          translateChoice={false}
                          emptyText="—"
                          helperText={false}
                          size="small"
                          sx={{ width: 130 }}
                        />
                      ) : (
                        shown('container', x.container)
                      )}
                    </TableCell>
                    <TableCell>
                      {edit(sampler) ? (
                        <TextInput source={`${row}.preservative`} label={false} size="small" sx={{ width: 160 }} title={x.preservative ?? undefined} />
                      ) : (
                        shown('preservative', x.preservative)
                      )}
                    </TableCell>
                    <TableCell>
                      {edit(receiving) ? <TextInput source={`${row}.condition`} label={false} size="small" isRequired sx={{ minWidth: 140 }} /> : x.condition}
                    </TableCell>
                    {(['containerIntact', 'preservationOk'] as const).map((k) => (
                      <TableCell key={k}>
                        {edit(receiving) ? (
                          <NullableBooleanInput source={`${row}.${k}`} label={false} helperText={false} size="small" sx={{ width: 100 }} />
                        ) : x[k] === false ? (
                          '✗'
                        ) : x[k] ? (
                          '✓'
                        ) : (
                          ''
                        )}
                      </TableCell>
                    ))}
                    <TableCell>
                      {edit(receiving) ? (
                        <TextInput source={`${row}.receiptTemperature`} label={false} size="small" sx={{ width: 90 }} />
                      ) : (
                        x.receiptTemperature
                      )}
                    </TableCell>
                    <TableCell>{fmt(x.receivedAt)}</TableCell>
                    <TableCell>{x.qcType ? translate(`resources.qcSheets.enums.items.type.${x.qcType}`, { _: x.qcType }) : ''}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      </Panel>
    </>
  );
}

/** The names of the samples' items (the options of the reference, readable by whoever reads samples). */
function useItemNames(samples: RaRecord[]) {
  const ids = [...new Set(samples.flatMap((x) => (x.parameterIds as number[]) ?? []))].sort((a, b) => a - b);
  // meta.options: only the titles, from /options (src/dataProvider/index.ts getMany)
  const { data } = useGetMany<{ id: number; label: string }>(raNameOf('parameters'), { ids, meta: { options: true } }, { enabled: ids.length > 0 });
  return Object.fromEntries((data ?? []).map((o) => [o.id, o.label])) as Record<number, string>;
}

/** The holding-time clock of each sample: the earliest deadline among its items, from sampled-at. */
function useHoldingClock(taskId: number, samples: RaRecord[]) {
  const [clock, setClock] = useState<Record<number, { deadline: string | null; state: string }>>({});
  useEffect(() => {
    // GET lecture/time: each sample item's holding-time deadline and where it stands
    void workflowReads
      .lectureTime({ taskId })
      .then((d) => {
        const out: Record<number, { deadline: string | null; state: string }> = {};
        const rank = { exceeded: 3, running: 2, met: 1, unknown: 0 } as Record<string, number>;
        for (const r of d.list) {
          const cur = out[r.sampleId];
          const deadline = !cur?.deadline || (r.deadline && r.deadline < cur.deadline) ? r.deadline : cur.deadline;
          const state = !cur || rank[r.state] > rank[cur.state] ? r.state : cur.state;
          out[r.sampleId] = { deadline, state };
        }
        setClock(out);
      })
      .catch(() => undefined);
  }, [taskId, samples]);
  return clock;
}
