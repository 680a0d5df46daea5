// analyse-details/{id}: one analysis sheet: its raw record (header, a row per sample, calibration points, results
// computed live by the same engine the server re-runs), draft save, submit, check, review, return, lock.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslate, useGetIdentity } from 'react-admin';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import { evaluateRecord, templateById } from '../../../schemas/templates/index.ts';
import type { RecordInput, RecordRow, TemplateDef } from '../../../schemas/templates/types.ts';
import { recordFor } from '../../../server/workflow/apiFlow.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useApi, useRecord, Panel, Facts, StateChip, Steps, fmt, type Rec } from '../business/shared.tsx';

export default function SheetDetail() {
  const { id } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const api = useApi();
  const { data: me } = useGetIdentity();
  const { record: sheet, refetch } = useRecord('analysisSheets', id);
  const [shown, setShown] = useState<Rec>(null);
  const [input, setInput] = useState<RecordInput | null>(null);
  const [locale] = useLanguage();
  const lang = locale === 'en' ? 'en' : 'zh';
  const load = async () => {
    const s = await api('analysis/show_cgorder', { analysisSheetId: id });
    const qc = s.sheet.taskId ? await api('api/v1/qcSheets/page', { taskId: s.sheet.taskId, pageSize: 10 }, 'GET') : { list: [] };
    setShown(s);
    const skeleton = recordFor(s, (qc.list ?? []).flatMap((q: Rec) => q.items ?? []));
    const blank: RecordInput = { ...skeleton, header: Object.fromEntries(Object.keys(skeleton.header ?? {}).map((k) => [k, ''])),
      rows: skeleton.rows.map((r) => ({ ...r, inputs: Object.fromEntries(Object.keys(r.inputs).map((k) => [k, ''])) })), curve: skeleton.curve ? { points: (skeleton.curve.points ?? []).map(() => ({ x: '', y: '' })) } : undefined };
    setInput(s.input ? { ...s.input, qc: s.input.qc ?? skeleton.qc } : blank);
  };
  useEffect(() => { if (id) void load(); }, [id, sheet?.version]); // eslint-disable-line react-hooks/exhaustive-deps
  const template: TemplateDef | undefined = shown ? (shown.genericTemplate ? shown.template : templateById(shown.template.id)) : undefined;
  const evaluation = useMemo(() => (template && input ? evaluateRecord(template, input) : null), [template, input]);
  if (!sheet || !shown || !input || !template) return null;
  const s = sheet.status as string;
  const mineToEnter = me?.id === sheet.analystId && (s === 'received' || s === 'in_entry');
  const setRow = (i: number, key: string, v: string) => setInput({ ...input, rows: input.rows.map((r, j) => (j === i ? { ...r, inputs: { ...r.inputs, [key]: v } } : r)) });
  const body = (extra: Rec = {}) => ({ analysisSheetId: sheet.id, header: input.header, rows: input.rows, curve: input.curve, qc: input.qc, equipmentIds: [], ...extra });
  const step = (name: string) => (v: Rec) => api(`analysis/${name}`, { id: sheet.id, version: sheet.version, ...v }, 'POST', 'wf.done');
  const errors = evaluation?.errors ?? [];
  const label = (l: { zh: string; en: string }) => (lang === 'zh' ? l.zh : l.en);
  const resultOf = (i: number) => evaluation?.rows[i]?.result?.display;
  const qcOf = new Map<string, string>((shown.samples ?? []).map((x: Rec) => [x.sampleNo, x.qcType ?? '']));
  return (
    <Box sx={{ p: 2 }} data-testid="sheet-detail">
      <Panel title={<>{sheet.analysisNo} <StateChip schemaName="analysisSheets" value={s} /></>} actions={
        <Steps schemaName="analysisSheets" state={s} onDone={() => refetch()} steps={[
          { name: 'save', label: translate('wf.saveDraft'), perm: 'analysis:entry', show: mineToEnter, run: () => api('analysis/add_cgorder', body(), 'POST', 'wf.saved') },
          { name: 'submit', transition: 'submit', label: translate('wf.analysis.submit'), show: mineToEnter, run: async (v) => {
            await api('analysis/add_cgorder', body());
            await step('submit')({ ...v, version: undefined });
          } },
          // 三级审核: one person acts at one level only (the server refuses it too)
          { name: 'check', transition: 'check', label: translate('wf.analysis.check'), show: me?.id !== sheet.analystId, run: step('check') },
          { name: 'review', transition: 'review', label: translate('wf.analysis.review'), show: me?.id !== sheet.analystId && me?.id !== sheet.checkerId, run: step('review') },
          { name: 'return', transition: 'return', label: translate('wf.analysis.return'), run: step('return') },
          { name: 'lock', transition: 'lock', label: translate('wf.analysis.lock'), run: step('lock') },
          { name: 'reassign', transition: 'reassign', label: translate('wf.analysis.reassign'), run: async () => navigate(`/analyse/analyse-apportion/${sheet.id}`) },
        ]} />
      }>
        <Facts items={[
          [translate('wf.analysis.record'), `${label(template.name)} (${template.method.standard})`], [translate('wf.report.deadline'), fmt(sheet.dueBy)],
          [translate('wf.analysis.analyst'), shown.people?.analyst ?? '—'], [translate('wf.analysis.checker'), shown.people?.checker ?? '—'], [translate('wf.analysis.reviewer'), shown.people?.reviewer ?? '—'],
        ]} />
        <Stack direction="row" spacing={1} sx={{ mt: 1 }} flexWrap="wrap" useFlexGap data-testid="sheet-signatures">
          {(shown.signatures ?? []).map((g: Rec) => (
            <Chip key={g.id} size="small" label={`${translate(`resources.analysisSheets.transitions.${g.meaning}`, { _: g.meaning })} · ${g.signerName} · ${fmt(g.signedAt)}`} />
          ))}
        </Stack>
        {shown.genericTemplate && <Alert severity="info" sx={{ mt: 1 }}>{translate('wf.analysis.genericTemplate')}</Alert>}
        {sheet.returnReason && <Alert severity="warning" sx={{ mt: 1 }}>{translate('wf.analysis.returnReason')}：{sheet.returnReason}</Alert>}
        {errors.length > 0 && mineToEnter && <Alert severity="error" sx={{ mt: 1 }} data-testid="record-errors">{errors.length} {translate('wf.analysis.errors')}</Alert>}
      </Panel>
      {template.header.length > 0 && (
        <Panel title={translate('wf.analysis.header')}>
          <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1}>
            {template.header.map((f) => (
              <TextField key={f.key} size="small" name={`header.${f.key}`} label={`${label(f.label)}${f.unit ? ` (${f.unit})` : ''}`} disabled={!mineToEnter}
                value={input.header?.[f.key] ?? ''} onChange={(e) => setInput({ ...input, header: { ...input.header, [f.key]: e.target.value } })} />
            ))}
          </Stack>
        </Panel>
      )}
      {template.curve && input.curve?.points && (
        <Panel title={`${label(template.curve.x.label)} / ${label(template.curve.y.label)}`}>
          <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1}>
            {input.curve.points.map((pt, i) => (['x', 'y'] as const).map((k) => (
              <TextField key={`${i}${k}`} size="small" sx={{ width: 110 }} name={`curve.${i}.${k}`} label={`${k}${i + 1}`} disabled={!mineToEnter} value={pt[k] ?? ''}
                onChange={(e) => setInput({ ...input, curve: { ...input.curve, points: input.curve!.points!.map((p, j) => (j === i ? { ...p, [k]: e.target.value } : p)) } })} />
            )))}
          </Stack>
        </Panel>
      )}
      <Panel title={translate('wf.analysis.record')}>
        <Table size="small" data-testid="record-grid">
          <TableHead><TableRow>
            <TableCell>{translate('wf.analysis.sample')}</TableCell>
            {template.inputs.map((f) => <TableCell key={f.key}>{label(f.label)}{f.unit ? ` (${f.unit})` : ''}</TableCell>)}
            <TableCell>{translate('wf.analysis.result')}</TableCell>
          </TableRow></TableHead>
          <TableBody>{input.rows.map((r: RecordRow, i) => (
            <TableRow key={i} data-row={`${r.sampleId}${r.parameter ? `/${r.parameter}` : ''}`} data-qc={qcOf.get(r.sampleId) ?? ''}>
              <TableCell>{r.sampleId}{r.parameter ? ` · ${r.parameter}` : ''}{qcOf.get(r.sampleId) ? <small> · {translate(`resources.qcSheets.enums.items.type.${qcOf.get(r.sampleId)}`, { _: qcOf.get(r.sampleId) })}</small> : null}</TableCell>
              {template.inputs.map((f) => {
                const bad = errors.some((e) => e.row === i && e.key === f.key);
                return (
                  <TableCell key={f.key}>
                    <TextField size="small" sx={{ width: 110 }} error={bad} disabled={!mineToEnter} value={r.inputs[f.key] ?? ''}
                      slotProps={{ htmlInput: { 'data-cell': `${i}.${f.key}` } }} onChange={(e) => setRow(i, f.key, e.target.value)} />
                  </TableCell>
                );
              })}
              <TableCell data-result={i}>{resultOf(i) ?? ''}</TableCell>
            </TableRow>
          ))}</TableBody>
        </Table>
      </Panel>
    </Box>
  );
}
