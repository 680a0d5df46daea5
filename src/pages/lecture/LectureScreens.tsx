// lectureIndex (and drafting from an order's reviewed results), lecture-detail/-edit/-detect/-wastewater/-exhaust/
// -field/-quality and their Detail variants (one screen: the results as printed, notes, signatures, the steps and the
// PDF), lecture-time (sampled / received / analysed against holding times).
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Chip from '@mui/material/Chip';
import { download } from '../../dataProvider/download.ts';
import { useDict, dictLabel } from '../../dict/index.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useApi, useRecord, useCan, useOptions, Panel, Facts, StateChip, Steps, WfList, fmt, type Rec } from '../business/shared.tsx';

export function LectureIndex() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const api = useApi();
  const can = useCan();
  const [locale] = useLanguage();
  const orderId = new URLSearchParams(useLocation().search).get('orderId');
  const orders = useOptions('orders');
  const types = useDict('report_type');
  const [form, setForm] = useState<Rec>({ orderId: orderId ? Number(orderId) : '', type: 'detect', limitStandard: '' });
  return (
    <Box>
      {can('report:add') && (
        <Panel title={translate('wf.report.draft')}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <TextField select size="small" sx={{ minWidth: 220 }} name="orderId" label={translate('wf.report.order')} value={form.orderId} onChange={(e) => setForm({ ...form, orderId: Number(e.target.value) })}>
              {orders.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
            </TextField>
            <TextField select size="small" sx={{ minWidth: 160 }} name="type" value={form.type} onChange={(e) => setForm({ ...form, type: e.target.value })}>
              {types.map((t) => <MenuItem key={t.value} value={t.value}>{dictLabel(t, locale)}</MenuItem>)}
            </TextField>
            <TextField size="small" name="limitStandard" label={translate('wf.report.limitStandard')} value={form.limitStandard} onChange={(e) => setForm({ ...form, limitStandard: e.target.value })} />
            <Button variant="contained" data-testid="draft-report" disabled={!form.orderId} onClick={async () => {
              const r = await api('report/draft', { ...form, limitStandard: form.limitStandard || undefined }, 'POST', 'wf.done');
              navigate(`/lecture/lecture-detail/${r.id}`);
            }}>{translate('wf.report.draft')}</Button>
          </Stack>
        </Panel>
      )}
      <WfList schemaName="reports" href={(r) => `/lecture/lecture-detail/${r.id}`} />
    </Box>
  );
}

export function LectureDetail() {
  const { id } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const api = useApi();
  const { record: r, refetch } = useRecord('reports', id);
  const [preview, setPreview] = useState<Rec>(null);
  const [notes, setNotes] = useState('');
  const [limits, setLimits] = useState<Record<string, string>>({});
  const [conclusion, setConclusion] = useState('');
  useEffect(() => {
    if (!r) return;
    setNotes(r.notes ?? '');
    setLimits(r.limits ?? {});
    setConclusion(r.conclusion ?? '');
    void api('report/preview', { id: r.id }, 'GET').then(setPreview);
  }, [r, api]);
  if (!r) return null;
  const s = r.status as string;
  const step = (name: string) => (v: Rec) => api(`report/${name}`, { id: r.id, version: r.version, ...v }, 'POST', 'wf.done');
  // the issued file as stored (the server checks its SHA-256 first); saved under the report number
  const openPdf = () => download(`report/${r.id}/pdf`, {}, `${r.reportNo}.pdf`);
  return (
    <Box sx={{ p: 2 }} data-testid="report-detail">
      <Panel title={<>{r.reportNo} <StateChip schemaName="reports" value={s} /></>} actions={
        <Steps onDone={() => refetch()} steps={[
          { name: 'submit', label: translate('wf.report.submit'), perm: 'report:edit', show: s === 'drafting', run: step('submit') },
          { name: 'review', label: translate('wf.report.review'), perm: 'report:review', show: s === 'in_review', signature: true, run: step('review') },
          { name: 'approve', label: translate('wf.report.approve'), perm: 'report:approve', show: s === 'reviewed', signature: true, run: step('approve') },
          { name: 'issue', label: translate('wf.report.issue'), perm: 'report:issue', show: s === 'approved', signature: true, run: step('issue') },
          { name: 'return', label: translate('wf.report.return'), perm: 'report:review', show: ['in_review', 'reviewed', 'approved'].includes(s), reason: true, run: step('return') },
          { name: 'withdraw', label: translate('wf.report.withdraw'), perm: 'report:approve', show: s === 'issued' || s === 'archived', reason: true, signature: true, run: step('withdraw') },
          { name: 'archive', label: translate('wf.report.archive'), perm: 'report:archive', show: s === 'issued', run: step('archive') },
          { name: 'amend', label: translate('wf.report.amend'), perm: 'report:add', show: s === 'issued' || s === 'archived', reason: true, run: async (v) => {
            const made = await api('report/amend', { id: r.id, reason: v.reason }, 'POST', 'wf.done');
            navigate(`/lecture/lecture-detail/${made.id}`);
          } },
          { name: 'time', label: translate('wf.report.time'), perm: 'report:query', show: true, run: async () => navigate(`/lecture/lecture-time/${r.id}`) },
        ]} />
      }>
        <Facts items={[
          [translate('wf.report.order'), r.title], [translate('wf.report.limitStandard'), r.limitStandard],
          [translate('wf.report.replaces'), r.replacesReportId ? <Button key="x" size="small" onClick={() => navigate(`/lecture/lecture-detail/${r.replacesReportId}`)}>#{r.replacesReportId}</Button> : '—'],
          [translate('wf.report.hash'), r.contentHash ? <code key="h" data-testid="hash">{r.contentHash.slice(0, 16)}…</code> : '—'],
          ['PDF', r.pdfPath ? <Button key="p" size="small" variant="outlined" data-testid="open-pdf" onClick={openPdf}>{translate('wf.report.pdf')}</Button> : '—'],
        ]} />
      </Panel>
      <Panel title={translate('wf.report.notes')} actions={s === 'drafting' || s === 'in_review'
        ? <Button size="small" data-testid="save-notes" onClick={async () => { await api('report/update_notes', { id: r.id, version: r.version, notes }, 'POST', 'wf.saved'); await refetch(); }}>{translate('wf.report.saveNotes')}</Button> : undefined}>
        <TextField fullWidth multiline minRows={2} name="notes" disabled={!(s === 'drafting' || s === 'in_review')} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </Panel>
      {s === 'drafting' && (
        <Panel title={translate('wf.report.limit')} actions={
          <Button size="small" data-testid="save-limits" onClick={async () => { await api('report/save_draft', { id: r.id, version: r.version, limits, conclusion: conclusion || undefined }, 'POST', 'wf.saved'); await refetch(); }}>{translate('wf.saveDraft')}</Button>
        }>
          <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1}>
            {[...new Map<number, string>((preview?.document?.rows ?? []).map((x: Rec) => [x.parameterId, x.parameter])).entries()].map(([pid, name]) => (
              <TextField key={pid} size="small" name={`limits.${pid}`} label={name} placeholder="≤50 / 6~9" value={limits[String(pid)] ?? ''}
                onChange={(e) => setLimits({ ...limits, [String(pid)]: e.target.value })} />
            ))}
          </Stack>
          <TextField fullWidth multiline minRows={2} sx={{ mt: 2 }} name="conclusion" label={translate('wf.report.conclusion')} value={conclusion} onChange={(e) => setConclusion(e.target.value)} />
        </Panel>
      )}
      <Panel title={translate('wf.report.rows')}>
        <Table size="small" data-testid="report-rows">
          <TableHead><TableRow>{['task.sampleNo', 'analysis.parameter', 'analysis.result', 'report.limit', 'report.judgement'].map((k) => <TableCell key={k}>{translate(`wf.${k}`)}</TableCell>)}</TableRow></TableHead>
          <TableBody>{(preview?.document?.rows ?? []).map((x: Rec, i: number) => (
            <TableRow key={i}><TableCell>{x.sampleNo}</TableCell><TableCell>{x.parameter}</TableCell><TableCell>{x.result} {x.unit}</TableCell><TableCell>{x.limit ?? '—'}</TableCell><TableCell>{x.judgement ?? '—'}</TableCell></TableRow>
          ))}</TableBody>
        </Table>
      </Panel>
      <Panel title={translate('wf.analysis.signatures')}>
        {(preview?.signatures ?? []).map((g: Rec) => <Chip key={g.id} sx={{ mr: 1 }} label={`${translate(`resources.reports.transitions.${g.meaning}`, { _: g.meaning })} · ${g.signerName} · ${fmt(g.signedAt)}`} />)}
      </Panel>
    </Box>
  );
}

export function LectureTime() {
  const { id } = useParams();
  const translate = useTranslate();
  const api = useApi();
  const [rows, setRows] = useState<Rec[]>([]);
  useEffect(() => { if (id) void api('lecture/time', { reportId: id }, 'GET').then((d) => setRows(d.list)); }, [api, id]);
  const color = { met: 'success', exceeded: 'error', running: 'warning', unknown: 'default' } as const;
  return (
    <Box sx={{ p: 2 }} data-testid="lecture-time">
      <Panel title={translate('wf.report.time')}>
        <Table size="small">
          <TableHead><TableRow>{['task.sampleNo', 'analysis.parameter', 'task.sampledAt', 'task.receivedAt', 'report.analysedAt', 'task.holding', 'report.deadline'].map((k) => <TableCell key={k}>{translate(`wf.${k}`)}</TableCell>)}<TableCell /></TableRow></TableHead>
          <TableBody>{rows.map((x, i) => (
            <TableRow key={i}>
              <TableCell>{x.sampleNo}</TableCell><TableCell>{x.parameter}</TableCell><TableCell>{fmt(x.sampledAt)}</TableCell><TableCell>{fmt(x.receivedAt)}</TableCell>
              <TableCell>{fmt(x.analysedAt)}</TableCell><TableCell>{x.holdingHours} h</TableCell><TableCell>{fmt(x.deadline)}</TableCell>
              <TableCell><Chip size="small" color={color[x.state as keyof typeof color] ?? 'default'} label={translate(`wf.report.${x.state === 'unknown' ? 'running' : x.state}`)} /></TableCell>
            </TableRow>
          ))}</TableBody>
        </Table>
      </Panel>
    </Box>
  );
}
