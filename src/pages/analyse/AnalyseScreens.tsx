// analyseIndex (overdue sheets stand out), analyse-apportion/{id} (assign a qualified analyst, split items),
// sample-taskReceiving/{id} (the analyst confirms receipt).
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslate, useGetIdentity, useGetList, type RaRecord } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Alert from '@mui/material/Alert';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { raNameOf } from '../../resources/names.ts';
import { ROUTE_INDEX } from '../../rawRecord/routeIndex.ts';
import { useApi, useRecord, useCan, useOptions, Panel, Facts, StateChip, Steps, WfList, fmt, type Rec } from '../business/shared.tsx';

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
      <WfList schemaName="analysisSheets" href={(r) => (r.status === 'pending' ? `/analyse/analyse-apportion/${r.id}` : `/analyse/analyse-details/${r.id}`)}
        rowSx={(r) => (isOverdue(r) ? { bgcolor: 'rgba(244, 67, 54, 0.12)' } : dueSoon(r) ? { bgcolor: 'rgba(255, 152, 0, 0.12)' } : {})} />
    </Box>
  );
}

export function Apportion() {
  const { id } = useParams();
  const translate = useTranslate();
  const can = useCan();
  const navigate = useNavigate();
  const api = useApi();
  const { record: sheet, refetch } = useRecord('analysisSheets', id);
  const [who, setWho] = useState<Array<{ userId: number; name: string; qualified: boolean }>>([]);
  const [analystId, setAnalystId] = useState<number | ''>('');
  const [split, setSplit] = useState<number[]>([]);
  const params = useOptions('parameters');
  const [shown, setShown] = useState<Rec>(null);
  const [locale] = useLanguage();
  useEffect(() => { if (id) void api('analysis/analysts', { id }, 'GET').then(setWho); }, [api, id]);
  useEffect(() => { if (id) void api('analysis/show_cgorder', { analysisSheetId: id }, 'GET').then(setShown); }, [api, id, sheet?.version]);
  // sheets of the same task and template that nobody has started: analysis/merge_params joins them into this one
  const { data: siblings, refetch: refetchSiblings } = useGetList(raNameOf('analysisSheets'), { filter: { taskId: sheet?.taskId, status: 'pending' }, pagination: { page: 1, perPage: 50 } }, { enabled: !!sheet?.taskId });
  if (!sheet) return null;
  const mergeable = (siblings ?? []).filter((x) => x.id !== sheet.id && x.templateId === sheet.templateId);
  const templateName = shown?.template?.name ? (locale === 'en' ? shown.template.name.en : shown.template.name.zh) : sheet.templateId;
  const s = sheet.status as string;
  const assign = (url: string) => async () => {
    await api(url, { id: sheet.id, version: sheet.version, analystId }, 'POST', 'wf.done');
    navigate('/analyse/analyseIndex');
  };
  return (
    <Box sx={{ p: 2 }} data-testid="apportion">
      <Panel title={<>{sheet.analysisNo} <StateChip schemaName="analysisSheets" value={s} /></>}>
        <Facts items={[
          [translate('wf.analysis.record'), templateName], [translate('wf.analysis.method'), sheet.methodNo], [translate('wf.report.deadline'), fmt(sheet.dueBy)],
          [translate('wf.order.params'), (shown?.parameters ?? []).map((p: Rec) => p.name).join('、') || (sheet.parameterIds ?? []).length],
          [translate('wf.task.samples'), (shown?.samples ?? []).map((x: Rec) => x.sampleNo).join('、') || (sheet.sampleIds ?? []).length],
        ]} />
        {isOverdue(sheet) && <Alert severity="error" sx={{ mt: 1 }} data-testid="overdue">{translate('wf.analysis.overdue')}</Alert>}
      </Panel>
      <Panel title={translate('wf.analysis.assign')}>
        <Stack direction="row" spacing={2} alignItems="center">
          <TextField select size="small" sx={{ minWidth: 240 }} name="analystId" label={translate('wf.analysis.analyst')} value={analystId} onChange={(e) => setAnalystId(Number(e.target.value))}>
            {who.map((w) => <MenuItem key={w.userId} value={w.userId} disabled={!w.qualified}>{w.name} · {translate(w.qualified ? 'wf.analysis.qualified' : 'wf.analysis.notQualified')}</MenuItem>)}
          </TextField>
          {s === 'pending' && <Button variant="contained" data-testid="issue" disabled={!analystId} onClick={assign('analysis/issued')}>{translate('wf.analysis.issue')}</Button>}
          {['issued', 'received', 'in_entry'].includes(s) && <Button variant="outlined" disabled={!analystId} onClick={assign('analysis/oncemore_assign')}>{translate('wf.analysis.reassign')}</Button>}
        </Stack>
      </Panel>
      {['pending', 'issued', 'received'].includes(s) && (sheet.parameterIds ?? []).length > 1 && (
        <Panel title={translate('wf.analysis.split')}>
          {(sheet.parameterIds as number[]).map((p) => (
            <FormControlLabel key={p} label={params.find((o) => o.value === p)?.label ?? p}
              control={<Checkbox checked={split.includes(p)} onChange={(e) => setSplit(e.target.checked ? [...split, p] : split.filter((x) => x !== p))} />} />
          ))}
          <Button disabled={!split.length} onClick={async () => { await api('analysis/split_param', { id: sheet.id, version: sheet.version, parameterIds: split.join(',') }, 'POST', 'wf.done'); setSplit([]); await refetch(); void refetchSiblings(); }}>{translate('wf.analysis.split')}</Button>
        </Panel>
      )}
      {s === 'pending' && can('analysis:assign') && mergeable.length > 0 && (
        <Panel title={translate('wf.analysis.merge')}>
          {mergeable.map((x) => (
            <Button key={x.id} size="small" data-testid={`merge-${x.id}`} onClick={async () => { await api('analysis/merge_params', { ids: `${sheet.id},${x.id}` }, 'POST', 'wf.done'); await refetch(); void refetchSiblings(); }}>
              {translate('wf.analysis.mergeInto', { no: x.analysisNo })}
            </Button>
          ))}
        </Panel>
      )}
    </Box>
  );
}

/** A template by its name from the route index (no template module loaded), never its id; a generic one by its method. */
export function templateName(id: string | null | undefined, locale: string): string {
  const row = ROUTE_INDEX.find((r) => r[0] === id);
  if (row) return locale === 'en' ? row[3] : row[2];
  return String(id ?? '—').replace(/^method:/, '');
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
  const { data: mine } = useGetList(raNameOf('analysisSheets'), { filter: { status: 'issued', analystId: me?.id }, pagination: { page: 1, perPage: 50 } }, { enabled: !!me?.id });
  const confirm = (r: Rec) => async () => { await api('analysis/confirm_ok', { id: r.id, version: r.version }, 'POST', 'wf.done'); navigate(`/analyse/analyse-details/${r.id}`); };
  return (
    <Box sx={{ p: 2 }} data-testid="task-receiving">
      {sheet && (
        <Panel title={<>{sheet.analysisNo} <StateChip schemaName="analysisSheets" value={sheet.status} /></>} actions={
          <Steps schemaName="analysisSheets" state={sheet.status} onDone={() => refetch()} steps={[{ name: 'confirm', transition: 'confirm', label: translate('wf.analysis.confirm'), show: me?.id === sheet.analystId, run: confirm(sheet) }]} />
        }>
          <Facts items={[[translate('wf.analysis.record'), templateName(sheet.templateId, locale)], [translate('wf.report.deadline'), fmt(sheet.dueBy)]]} />
        </Panel>
      )}
      <Panel title={translate('wf.analysis.mine')}>
        {(mine ?? []).length === 0 && translate('wf.none')}
        {(mine ?? []).map((r) => <Button key={r.id} size="small" disabled={!can('analysis:entry')} onClick={confirm(r)}>{r.analysisNo} · {translate('wf.analysis.confirm')}</Button>)}
      </Panel>
    </Box>
  );
}
