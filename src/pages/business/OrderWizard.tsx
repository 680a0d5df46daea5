// trust-add-one/two/three/{id?} and trust-edit/{id}, trust-edit-two/{id}: the three-step order wizard. Every step
// saves a draft through order/order_add_cg (create without id, update with it), so a draft is resumable by id.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useTranslate, useGetMany } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stepper from '@mui/material/Stepper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { raNameOf } from '../../resources/names.ts';
import { useDict, dictLabel } from '../../dict/index.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useApi, useRecord, useOptions, Panel, Steps, type Rec } from './shared.tsx';

type Point = { name: string; matrix: string; days: number; timesPerDay: number; parameterIds: number[] };

function stepOf(path: string): 0 | 1 | 2 {
  if (/trust-(add|edit)-two/.test(path)) return 1;
  if (/trust-add-three/.test(path)) return 2;
  return 0;
}

export default function OrderWizard() {
  const { id } = useParams();
  const step = stepOf(useLocation().pathname);
  const navigate = useNavigate();
  const translate = useTranslate();
  const api = useApi();
  const { record, refetch, isFetching } = useRecord('orders', id);
  const [form, setForm] = useState<Rec>({ category: 'commissioned', samplingBy: 'lab', urgent: false, points: [], discount: '1' });
  useEffect(() => { if (record) setForm(record); }, [record]);
  const set = (k: string, v: unknown) => setForm((f: Rec) => ({ ...f, [k]: v }));
  const go = (n: number, rid: number) => navigate(`/business/${['trust-add-one', 'trust-add-two', 'trust-add-three'][n]}/${rid}`);

  const save = async (fields: string[]) => {
    const body: Rec = Object.fromEntries(fields.map((k) => [k, form[k]]).filter(([, v]) => v !== undefined && v !== null && v !== ''));
    if (id) { body.id = id; body.version = form.version; }
    const saved = await api('order/order_add_cg', body, 'POST', 'wf.saved');
    setForm(saved);
    if (id) await refetch();
    return saved as Rec;
  };
  const STEP_FIELDS = [
    ['clientId', 'projectName', 'projectAddress', 'category', 'samplingBy', 'purpose', 'dueDate', 'urgent', 'matrices'],
    ['points'],
    ['discount', 'remarks'],
  ];
  const saveAndNext = async () => { const s = await save(STEP_FIELDS[step]); go(step + 1, s.id); };
  // a draft being resumed is shown only once loaded, so no edit can be overwritten by the arriving record
  if (id && (!record || isFetching || form.id !== record.id || form.version !== record.version)) return null;

  return (
    <Box sx={{ p: 2 }} data-testid="order-wizard">
      <Stepper activeStep={step} sx={{ mb: 3 }}>
        {(['one', 'two', 'three'] as const).map((k) => <Step key={k}><StepLabel>{translate(`wf.order.steps.${k}`)}</StepLabel></Step>)}
      </Stepper>
      {step === 0 && <StepOne form={form} set={set} />}
      {step === 1 && <StepTwo points={(form.points ?? []) as Point[]} setPoints={(p) => set('points', p)} />}
      {step === 2 && <StepThree form={form} set={set} />}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        {step > 0 && id && <Button onClick={() => go(step - 1, Number(id))}>{translate('wf.prev')}</Button>}
        <Button variant="outlined" data-testid="save-draft" onClick={() => save(STEP_FIELDS[step])}>{translate('wf.saveDraft')}</Button>
        {step < 2 && <Button variant="contained" data-testid="next" onClick={saveAndNext}>{translate('wf.next')}</Button>}
        {id && form.status === 'draft' && (
          <Steps onDone={() => navigate('/business/trust-list')} steps={[{ name: 'delete', label: translate('wf.order.delete'), perm: 'order:delete', show: true, confirm: true,
            run: () => api('order/del_order', { ids: String(id) }, 'POST', 'wf.done') }]} />
        )}
        {step === 2 && (
          <Button variant="contained" data-testid="submit-order" onClick={async () => {
            const s = await save(STEP_FIELDS[2]);
            await api('order/submit', { id: s.id }, 'POST', 'wf.done');
            navigate(`/business/trust-detail/${s.id}`);
          }}>{translate('wf.order.submit')}</Button>
        )}
      </Stack>
    </Box>
  );
}

function StepOne({ form, set }: { form: Rec; set(k: string, v: unknown): void }) {
  const translate = useTranslate();
  const [locale] = useLanguage();
  const clients = useOptions('clients');
  const categories = useDict('test_category');
  return (
    <Panel title={translate('wf.order.steps.one')}>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <TextField select name="clientId" label={translate('wf.order.client')} value={form.clientId ?? ''} onChange={(e) => set('clientId', Number(e.target.value))}>
          {clients.map((c) => <MenuItem key={c.value} value={c.value}>{c.label}</MenuItem>)}
        </TextField>
        <TextField name="projectName" label={translate('wf.order.project')} value={form.projectName ?? ''} onChange={(e) => set('projectName', e.target.value)} />
        <TextField name="projectAddress" label={translate('wf.order.address')} value={form.projectAddress ?? ''} onChange={(e) => set('projectAddress', e.target.value)} />
        <TextField select name="category" label={translate('wf.order.category')} value={form.category ?? ''} onChange={(e) => set('category', e.target.value)}>
          {categories.map((c) => <MenuItem key={c.value} value={c.value}>{dictLabel(c, locale)}</MenuItem>)}
        </TextField>
        <TextField select name="samplingBy" label={translate('wf.order.samplingBy')} value={form.samplingBy ?? 'lab'} onChange={(e) => set('samplingBy', e.target.value)}>
          {['lab', 'client'].map((v) => <MenuItem key={v} value={v}>{translate(`resources.orders.enums.samplingBy.${v}`, { _: v })}</MenuItem>)}
        </TextField>
        <TextField name="purpose" label={translate('wf.order.purpose')} value={form.purpose ?? ''} onChange={(e) => set('purpose', e.target.value)} />
        <TextField type="date" name="dueDate" label={translate('wf.order.dueDate')} value={form.dueDate ?? ''} onChange={(e) => set('dueDate', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <FormControlLabel control={<Checkbox checked={!!form.urgent} onChange={(e) => set('urgent', e.target.checked)} />} label={translate('wf.order.urgent')} />
      </Stack>
    </Panel>
  );
}

function StepTwo({ points, setPoints }: { points: Point[]; setPoints(p: Point[]): void }) {
  const translate = useTranslate();
  const [locale] = useLanguage();
  const matrices = useDict('matrix');
  const params = useOptions('parameters');
  const change = (i: number, patch: Partial<Point>) => setPoints(points.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  return (
    <Panel title={translate('wf.order.points')} actions={
      <Button size="small" data-testid="add-point" onClick={() => setPoints([...points, { name: '', matrix: 'wastewater', days: 1, timesPerDay: 1, parameterIds: [] }])}>{translate('wf.order.addPoint')}</Button>
    }>
      {points.length === 0 && <Typography color="text.secondary">{translate('wf.none')}</Typography>}
      {points.map((p, i) => (
        <Stack key={i} direction="row" spacing={1} alignItems="center" sx={{ mb: 1.5 }} data-testid={`point-${i}`}>
          <TextField size="small" name={`points.${i}.name`} label={translate('wf.order.point')} value={p.name} onChange={(e) => change(i, { name: e.target.value })} />
          <TextField size="small" select sx={{ minWidth: 130 }} label={translate('wf.order.matrix')} value={p.matrix} onChange={(e) => change(i, { matrix: e.target.value })}>
            {matrices.map((m) => <MenuItem key={m.value} value={m.value}>{dictLabel(m, locale)}</MenuItem>)}
          </TextField>
          <TextField size="small" type="number" sx={{ width: 80 }} label={translate('wf.order.days')} value={p.days} onChange={(e) => change(i, { days: Number(e.target.value) || 1 })} />
          <TextField size="small" type="number" sx={{ width: 100 }} label={translate('wf.order.times')} value={p.timesPerDay} onChange={(e) => change(i, { timesPerDay: Number(e.target.value) || 1 })} />
          <Autocomplete multiple size="small" sx={{ minWidth: 320, flex: 1 }} options={params} getOptionLabel={(o) => o.label}
            value={params.filter((o) => p.parameterIds.includes(o.value))} isOptionEqualToValue={(a, b) => a.value === b.value}
            onChange={(_e, v) => change(i, { parameterIds: v.map((o) => o.value) })}
            renderInput={(props) => <TextField {...props} name={`points.${i}.params`} label={translate('wf.order.params')} />} />
          <IconButton size="small" aria-label={translate('wf.order.remove')} onClick={() => setPoints(points.filter((_x, j) => j !== i))}>✕</IconButton>
        </Stack>
      ))}
    </Panel>
  );
}

function StepThree({ form, set }: { form: Rec; set(k: string, v: unknown): void }) {
  const translate = useTranslate();
  const points = (form.points ?? []) as Point[];
  const ids = [...new Set(points.flatMap((p) => p.parameterIds))];
  const { data: params } = useGetMany(raNameOf('parameters'), { ids }, { enabled: ids.length > 0 });
  // the quote line by line (parameter price × samples of the point); the total is the server's (after the discount)
  const lines = points.flatMap((p) => p.parameterIds.map((pid) => {
    const par = (params ?? []).find((x) => x.id === pid);
    const count = (p.days || 1) * (p.timesPerDay || 1);
    return { point: p.name, name: par?.name ?? `#${pid}`, method: par?.methodNo ?? '', price: par?.price ?? '0', count, subtotal: (Number(par?.price ?? 0) * count).toFixed(2) };
  }));
  const gross = lines.reduce((n, l) => n + Number(l.subtotal), 0).toFixed(2);
  return (
    <Panel title={translate('wf.order.steps.three')}>
      <Stack spacing={2}>
        <Typography>{form.projectName} · {points.length} × {translate('wf.order.points')} · {lines.reduce((n, l) => n + l.count, 0)} × {translate('wf.order.params')}</Typography>
        <Table size="small" data-testid="quote-lines" sx={{ maxWidth: 900 }}>
          <TableHead><TableRow>{['point', 'param', 'method', 'price', 'count', 'subtotal'].map((k) => <TableCell key={k}>{translate(`wf.order.quoteLine.${k}`)}</TableCell>)}</TableRow></TableHead>
          <TableBody>
            {lines.map((l, i) => <TableRow key={i}><TableCell>{l.point}</TableCell><TableCell>{l.name}</TableCell><TableCell>{l.method}</TableCell><TableCell>{l.price}</TableCell><TableCell>{l.count}</TableCell><TableCell>{l.subtotal}</TableCell></TableRow>)}
            <TableRow><TableCell colSpan={5}>{translate('wf.order.quoteLine.gross')}</TableCell><TableCell>{gross}</TableCell></TableRow>
          </TableBody>
        </Table>
        <TextField name="discount" sx={{ maxWidth: 480 }} label={translate('wf.order.discount')} value={form.discount ?? '1'} onChange={(e) => set('discount', e.target.value)} />
        <Typography data-testid="quote">{translate('wf.order.quote')}：{form.quoteTotal ?? '—'}</Typography>
        <TextField name="remarks" sx={{ maxWidth: 480 }} multiline minRows={2} label={translate('wf.report.notes')} value={form.remarks ?? ''} onChange={(e) => set('remarks', e.target.value)} />
      </Stack>
    </Panel>
  );
}
