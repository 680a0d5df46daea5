// qc-list, qc-create/{taskId}/{orderId}, qc-detail/{id}, qc-edit/{id}/...: the QC plan against the rule
// (≥10 % duplicates, ≥1 per batch of ≤20, one lab blank and one spike or CRM per batch), then the evaluation.
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useTranslate, useGetMany } from 'react-admin';
import { raNameOf } from '../resources/names.ts';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useApi, useRecord, useCan, Panel, Facts, StateChip, Steps, WfList, fmt } from './shared.tsx';
import { qcCalls } from '../dataProvider/client/index.ts';
import { QcItemsForm, type QcItemDraft } from './QcItemsForm.tsx';
import type { QcVerdicts } from '../../schemas/business/qcVerdicts.ts';
import { evaluationOf, type QcDecision, type QcEvaluationRow, type QcPlanAnswer, type QcPlanFigures } from '../../schemas/business/qcEvaluation.ts';
import { ChartVerdict } from '../controlCharts/ChartVerdict.tsx';
import { workflowReads } from '../dataProvider/client/index.ts';

export function QcList() {
  return <WfList schemaName="qcSheets" href={(r) => `/business/qc-detail/${r.id}`} />;
}

function PlanFacts({ plan }: { plan?: QcPlanFigures }) {
  const translate = useTranslate();
  if (!plan) return null;
  return (
    <>
      <Facts
        items={[
          [translate('wf.qc.routine'), plan.routine],
          [translate('wf.qc.batches'), plan.batches],
          ...(['duplicates', 'labBlanks', 'spikesOrCrms'] as const).map(
            (k) => [translate(`wf.qc.${k}`), `${plan.planned[k]} / ${plan.required[k]}`] as [string, string],
          ),
        ]}
      />
      {(plan.warnings ?? []).length ? (
        plan.warnings.map((w) => (
          <Alert key={w} severity="warning" sx={{ mt: 1 }} data-testid="qc-warning">
            {translate(`wf.${w}`)}
          </Alert>
        ))
      ) : (
        <Alert severity="success" sx={{ mt: 1 }}>
          {translate('wf.qc.ok')}
        </Alert>
      )}
    </>
  );
}

/** The plan's counts as the items stand now (the rule of server/business/qc.ts planCheck), so an edit shows its warnings at once. */
export function livePlan(plan: QcPlanFigures | undefined, items: QcItemDraft[]): QcPlanFigures | undefined {
  if (!plan) return plan;
  const planned = {
    duplicates: items.filter((i) => String(i.type).endsWith('duplicate')).length,
    labBlanks: items.filter((i) => i.type === 'lab_blank').length,
    spikesOrCrms: items.filter((i) => i.type === 'matrix_spike' || i.type === 'crm').length,
  };
  const warnings = (['duplicates', 'labBlanks', 'spikesOrCrms'] as const).filter((k) => planned[k] < plan.required[k]).map((k) => `qc.warning.${k}`);
  // a parameter of a spike without its amount, of a CRM without its certified value, cannot be judged
  const lacks = (i: QcItemDraft, key: 'spikes' | 'crms') => (i.parameterIds ?? []).some((p) => !(i[key] ?? []).some((x) => x?.parameterId === p));
  if (items.some((i) => i.type === 'matrix_spike' && lacks(i, 'spikes'))) warnings.push('qc.warning.spikeAmount');
  if (items.some((i) => i.type === 'crm' && lacks(i, 'crms'))) warnings.push('qc.warning.crmValue');
  return { ...plan, planned, warnings };
}

export function QcCreate() {
  const { taskId, orderId } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const api = useApi();
  const [plan, setPlan] = useState<QcPlanAnswer | null>(null);
  useEffect(() => {
    void workflowReads.qcPlan(taskId).then(setPlan);
  }, [taskId]);
  if (!plan) return null;
  return (
    <Box sx={{ p: 2 }} data-testid="qc-create">
      <Panel title={translate('wf.qc.create')}>
        <QcItemsForm
          taskId={taskId}
          defaultItems={plan.proposal}
          editable
          saveLabel="wf.qc.create"
          header={(items) => <PlanFacts plan={livePlan(plan, items)} />}
          onSave={async (items) => {
            // the route's ids are text; the API takes JSON numbers as numbers (strict)
            const made = await api(qcCalls.create, { taskId: Number(taskId), orderId: orderId ? Number(orderId) : undefined, items }, 'wf.done');
            navigate(`/business/qc-detail/${made.id}`);
          }}
        />
      </Panel>
    </Box>
  );
}

export function QcDetail() {
  const { id } = useParams();
  const translate = useTranslate();
  const api = useApi();
  const { record: q, refetch } = useRecord('qcSheets', id);
  const can = useCan();
  const [locale] = useLanguage();
  // the evaluation the server stores on the sheet (server/business/qc.ts)
  const evaluation = q ? evaluationOf(q) : undefined;
  const evals = evaluation?.evaluations ?? [];
  // the evaluation stores the parameter's Chinese name: in English, its English name
  const ids = [...new Set(evals.map((e) => e.parameterId).filter(Boolean))];
  const { data: params } = useGetMany(raNameOf('parameters'), { ids }, { enabled: locale === 'en' && ids.length > 0 && can('testparms:query') });
  const paramName = (e: QcEvaluationRow) => (locale === 'en' && params?.find((p) => p.id === e.parameterId)?.nameEn) || e.parameter;
  // whether the results are in: until they are, 评价 is shown disabled with the server's reason (not a refusal after the click)
  const toEvaluate = !!q && (q.status === 'planned' || q.status === 'executed') && can('qc:evaluate');
  const [notReady, setNotReady] = useState<string | null>(null);
  useEffect(() => {
    if (!toEvaluate) return;
    void workflowReads.qcReadiness(q.id).then((r) => setNotReady(r?.why ?? null));
  }, [toEvaluate, q?.id, q?.version]);
  if (!q) return null;
  const s = q.status as string;
  return (
    <Box sx={{ p: 2 }} data-testid="qc-detail">
      <Panel
        title={
          <>
            {q.qcNo} <StateChip schemaName="qcSheets" value={s} />
          </>
        }
        actions={
          <Steps
            schemaName="qcSheets"
            state={s}
            onDone={() => refetch()}
            steps={[
              {
                name: 'evaluate',
                label: translate('wf.qc.evaluate'),
                perm: 'qc:evaluate',
                show: s === 'planned' || s === 'executed',
                why: notReady,
                run: () => api(qcCalls.evaluate, { id: q.id, version: q.version }, 'wf.done'),
              },
              { name: 'accept', transition: 'accept', run: () => api(qcCalls.transition('accept'), { id: q.id, version: q.version }, 'wf.done') },
              // the nonconformity's decision, with its reason and e-signature (the transition asks both)
              {
                name: 'nc',
                transition: 'acceptNonConformance',
                run: (v) => api(qcCalls.acceptNonConformance, { id: q.id, version: q.version, ...v }, 'wf.done'),
              },
              {
                name: 'reanalyse',
                transition: 'reanalyse',
                run: (v) => api(qcCalls.transition('reanalyse'), { id: q.id, version: q.version, ...v }, 'wf.done'),
              },
            ]}
          />
        }
      >
        {s !== 'planned' && <PlanFacts plan={evaluation?.plan} />}
        {s === 'failed' && (
          <Alert severity="error" sx={{ mt: 1 }} data-testid="qc-nc-open">
            {translate('wf.qc.ncOpen')}
          </Alert>
        )}
        <NcDecisions list={evaluation?.nonConformances} />
      </Panel>
      <Panel title={translate('wf.qc.items')}>
        <QcItemsForm
          taskId={q.taskId}
          defaultItems={q.items ?? []}
          editable={s === 'planned' && can('qc:edit')}
          header={s === 'planned' ? (items) => <PlanFacts plan={livePlan(evaluation?.plan, items)} /> : undefined}
          withReason
          onSave={async (items, reason) => {
            await api(qcCalls.save, { id: q.id, version: q.version, items, ...(reason ? { reason } : {}) }, 'wf.saved');
            await refetch();
          }}
        />
      </Panel>
      <Panel title={translate('wf.qc.evaluation')}>
        <Table size="small" data-testid="qc-evaluation">
          <TableHead>
            <TableRow>
              {['type', 'value', 'limit', 'basis', 'verdict'].map((k) => (
                <TableCell key={k}>{translate(`wf.qc.${k}`)}</TableCell>
              ))}
              <TableCell>{translate('wf.analysis.parameter')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {evals.map((e, n) => (
              <TableRow
                key={n}
                sx={e.pass === false ? { bgcolor: 'error.light' } : undefined}
                data-verdict={e.pass === true ? 'pass' : e.pass === false ? 'fail' : 'none'}
              >
                <TableCell>
                  {translate(`resources.qcSheets.enums.items.type.${e.type}`, { _: e.type })} {e.sampleNo}
                </TableCell>
                <TableCell>
                  {e.value ?? '—'}
                  {e.statistic === 'recovery' ? '%' : e.statistic ? ` (${translate(`calc.qc.statistic.${e.statistic}`, { _: e.statistic })})` : ''}
                </TableCell>
                <TableCell>{e.limit}</TableCell>
                <TableCell>{e.basis ?? '—'}</TableCell>
                <TableCell>
                  {translate(e.pass === true ? 'wf.qc.passed' : e.pass === false ? 'wf.qc.failed' : 'wf.qc.notJudged')}
                  <ChartVerdict sheet={q} evaluation={e} />
                </TableCell>
                <TableCell>{paramName(e)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Panel>
    </Box>
  );
}

/** Why an analysis sheet cannot be reviewed or locked yet: the QC sheets covering it (analysis/show_cgorder `qcGate`). */
export function QcGateNotice({ gate, state }: { gate?: Array<{ id: number; qcNo: string; reason: 'unevaluated' | 'failed' }>; state: string }) {
  const translate = useTranslate();
  if (!gate?.length || !['submitted', 'checked', 'reviewed'].includes(state)) return null;
  return (
    <>
      {(['failed', 'unevaluated'] as const).map((reason) => {
        const mine = gate.filter((g) => g.reason === reason);
        return mine.length ? (
          <Alert key={reason} severity="warning" sx={{ mt: 1 }} data-testid="qc-gate" data-reason={reason}>
            {translate(`wf.qc.gate.${reason}`, { items: mine.map((g) => g.qcNo).join('、') })}
          </Alert>
        ) : null;
      })}
    </>
  );
}

/** The nonconformity decisions of a QC sheet (who decided what, why, when), as kept with its evaluation. */
function NcDecisions({ list }: { list?: QcDecision[] }) {
  const translate = useTranslate();
  if (!list?.length) return null;
  return (
    <Alert severity="info" sx={{ mt: 1 }} data-testid="qc-nc">
      <strong>{translate('wf.qc.decisions')}</strong>
      {list.map((d, i) => (
        <div key={i} data-decision={d.decision}>
          {translate(`wf.qc.decision.${d.decision}`)} · {d.reason} · {d.by} · {fmt(d.at)}
        </div>
      ))}
    </Alert>
  );
}

/**
 * The QC verdicts over an analysis sheet's parameters and their nonconformity (analysis/show_cgorder `qcVerdicts`):
 * what the checker and reviewer sign over is shown, failing items first in red.
 */
export function QcVerdictsPanel({ qc, heading = true }: { qc?: QcVerdicts[]; heading?: boolean }) {
  const translate = useTranslate();
  const can = useCan();
  return (
    <Box sx={{ mt: 1 }} data-testid="qc-verdicts">
      {heading && <Typography variant="subtitle2">{translate('wf.qc.verdicts')}</Typography>}
      {!qc?.length && (
        <Typography variant="body2" color="text.secondary">
          {translate('wf.qc.noVerdicts')}
        </Typography>
      )}
      {(qc ?? []).map((q) => (
        <Box key={q.id} data-qc-no={q.qcNo} data-qc-status={q.status} sx={{ mb: 0.5 }}>
          <Typography variant="body2">
            {/* the QC sheet opens for who may read it (a signatory sees its verdicts here) */}
            {can('qc:query') ? (
              <Link component={RouterLink} to={`/business/qc-detail/${q.id}`}>
                {q.qcNo}
              </Link>
            ) : (
              q.qcNo
            )}{' '}
            <StateChip schemaName="qcSheets" value={q.status} />
            {q.status === 'failed' && (
              <Typography component="span" variant="body2" color="error.main" sx={{ ml: 1 }}>
                {translate('wf.qc.ncOpen')}
              </Typography>
            )}
            {q.nonConformance && (
              <Typography component="span" variant="body2" color="warning.main" sx={{ ml: 1 }}>
                {translate('wf.qc.released', { reason: q.nonConformance })}
              </Typography>
            )}
          </Typography>
          {q.evaluations.length === 0 && (
            <Typography variant="caption" color="text.secondary">
              {translate('wf.qc.notEvaluatedYet')}
            </Typography>
          )}
          {q.evaluations.map((e, i) => (
            <Typography
              key={i}
              variant="caption"
              component="div"
              color={e.pass === false ? 'error.main' : e.pass === true ? 'success.main' : 'text.secondary'}
              data-verdict={e.pass === true ? 'pass' : e.pass === false ? 'fail' : 'none'}
            >
              {translate(`resources.qcSheets.enums.items.type.${e.type}`, { _: e.type })} {e.sampleNo ?? ''} · {e.parameter} · {e.value ?? '—'}
              {e.statistic === 'recovery' ? '%' : e.statistic ? ` (${translate(`calc.qc.statistic.${e.statistic}`, { _: e.statistic })})` : ''} · {e.limit} ·{' '}
              {translate(e.pass === true ? 'wf.qc.passed' : e.pass === false ? 'wf.qc.failed' : 'wf.qc.notJudged')}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
