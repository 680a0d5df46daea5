// lectureIndex (drafting from an order's reviewed results: samples, parameters, limit standard), the report screen in
// two modes: edit (lecture-edit, -detect, -wastewater, -exhaust, -field, -quality: samples, parameters, limits,
// conclusion and notes of a draft) and detail (lecture-detail and the *Detail variants: the results as printed, notes,
// signatures, the steps and the PDF), and lecture-time (sampled / received / analysed against holding times; a
// time-review report is edited and shown there too).
import { agreedRuleLine } from '../../schemas/reports/agreedRule.ts';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { RecordContextProvider, useLocale, useTranslate } from 'react-admin';
import { STATE_BASIS, stateOfLine } from '../../schemas/templates/manifest/airState.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Chip from '@mui/material/Chip';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { Trail } from '../resources/Trail.tsx';
import { ReportSources } from './ReportSources.tsx';
import { ReportRows } from './ReportRows.tsx';
import { editPath, detailPath, openPath, isEditRoute } from './paths.ts';
import { download } from '../dataProvider/download.ts';
import { useDict, dictLabel } from '../dict/index.ts';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import type { ReportRecord } from '../../schemas/reports/reports.ts';
import type { ReportPreview } from '../../schemas/reports/preview.ts';
import type { ReportDocumentShown } from '../../schemas/reports/document.ts';
import type { TimeRow } from '../../schemas/reports/timeRow.ts';
import type { StepAnswer } from '../resources/StepDialog.tsx';
import { useApi, useRecord, useCan, Panel, Facts, StateChip, Steps, WfList, fmt } from '../business/shared.tsx';
import { reportCalls, type ReportStep } from '../dataProvider/client/index.ts';
import { DraftReportForm, ReportContentForm, NotesForm } from './LectureForms.tsx';
import { QcVerdictsPanel } from '../business/QcScreens.tsx';
import { displayFor } from '../resources/display.tsx';
import { resourceByName } from '../../schemas/resources/index.ts';
import { workflowReads } from '../dataProvider/client/index.ts';

const REPORTS = resourceByName.get('reports')!;

export function LectureIndex() {
  const translate = useTranslate();
  const can = useCan();
  const orderId = new URLSearchParams(useLocation().search).get('orderId');
  return (
    <Box>
      {can('report:add') && (
        <Panel title={translate('wf.report.draft')}>
          <DraftReportForm orderId={orderId ? Number(orderId) : undefined} />
        </Panel>
      )}
      <WfList schemaName="reports" href={(r) => openPath(r as ReportRecord)} />
    </Box>
  );
}

/** lecture-detail / lecture-*Detail (read) and lecture-edit / lecture-{variant} (draft fields editable). */
export function LectureDetail({ reportId, embedded }: { reportId?: string; embedded?: boolean } = {}) {
  const params = useParams();
  const id = reportId ?? params.id;
  const { pathname } = useLocation();
  const translate = useTranslate();
  const navigate = useNavigate();
  const api = useApi();
  const can = useCan();
  const [locale] = useLanguage();
  const types = useDict('report_type');
  const { record, refetch } = useRecord('reports', id);
  const r = record as ReportRecord | undefined;
  const [preview, setPreview] = useState<ReportPreview | null>(null);
  useEffect(() => {
    if (r) void workflowReads.reportPreview(r.id).then(setPreview);
  }, [r]);
  if (!r) return null;
  const s = r.status as string;
  // a time-review report is edited on lecture-time while it is a draft
  const editing = (embedded ? s === 'drafting' || s === 'in_review' : isEditRoute(pathname)) && can('report:edit');
  const draftEditable = editing && s === 'drafting';
  const notesEditable = editing && (s === 'drafting' || s === 'in_review');
  const step = (name: ReportStep) => (v: StepAnswer) => api(reportCalls.step(name), { id: r.id, version: r.version, ...v }, 'wf.done');
  // the issued file as stored (the server checks its SHA-256 first); saved under the report number
  const openPdf = () => download(`report/${r.id}/pdf`, {}, `${r.reportNo}.pdf`);
  const typeLabel = types.find((t) => t.value === r.type);
  // the sign-off of the current round: a return (退回) voids the signatures before it (the trail below keeps them)
  const since = Date.parse((preview?.trail ?? []).filter((t) => t.step === 'return' || t.step === 'sendBack').pop()?.at ?? '') || 0;
  const signedBy = (m: string) => (preview?.signatures ?? []).filter((g) => g.meaning === m && Date.parse(g.signedAt) > since).pop();
  // results under an open QC nonconformity: the server refuses submit and issue; the steps say why beforehand
  const qcOpen = [...new Set<string>((preview?.document?.rows ?? []).flatMap((x) => x.qcOpen ?? []))];
  const heldWhy = qcOpen.length ? translate('wf.report.qcOpen', { qc: qcOpen.join('、') }) : undefined;
  return (
    <Box sx={{ p: embedded ? 0 : 2 }} data-testid="report-detail" data-mode={editing ? 'edit' : 'detail'}>
      <Panel
        title={
          <>
            {r.reportNo} <StateChip schemaName="reports" value={s} />
          </>
        }
        actions={
          <Steps
            schemaName="reports"
            state={s}
            record={record}
            onDone={() => refetch()}
            steps={[
              {
                name: 'edit',
                label: translate('wf.report.edit'),
                perm: 'report:edit',
                show: !editing && (s === 'drafting' || s === 'in_review') && !embedded,
                run: async () => navigate(editPath(r)),
              },
              { name: 'view', label: translate('wf.report.view'), perm: 'report:query', show: editing && !embedded, run: async () => navigate(detailPath(r)) },
              { name: 'submit', transition: 'submit', label: translate('wf.report.submit'), why: heldWhy, run: step('submit') },
              { name: 'review', transition: 'review', label: translate('wf.report.review'), run: step('review') },
              { name: 'approve', transition: 'approve', label: translate('wf.report.approve'), run: step('approve') },
              { name: 'issue', transition: 'issue', label: translate('wf.report.issue'), why: heldWhy, run: step('issue') },
              { name: 'return', transition: 'return', label: translate('wf.report.return'), run: step('return') },
              // the signatory's own 退回 (one who may review gets 退回 above instead: schemas/workflows unlessAllowed)
              { name: 'sendBack', transition: 'sendBack', label: translate('wf.report.sendBack'), run: step('sendBack') },
              { name: 'withdraw', transition: 'withdraw', label: translate('wf.report.withdraw'), run: step('withdraw') },
              { name: 'archive', transition: 'archive', label: translate('wf.report.archive'), run: step('archive') },
              {
                name: 'amend',
                label: translate('wf.report.amend'),
                perm: 'report:add',
                show: s === 'issued' || s === 'archived',
                reason: true,
                run: async (v) => {
                  const made = await api(reportCalls.amend, { id: r.id, reason: v.reason ?? '' }, 'wf.done');
                  navigate(editPath(made));
                },
              },
              {
                name: 'time',
                label: translate('wf.report.time'),
                perm: 'report:query',
                show: r.type !== 'time',
                run: async () => navigate(`/lecture/lecture-time/${r.id}`),
              },
            ]}
          />
        }
      >
        <Facts
          items={[
            [translate('wf.report.type'), typeLabel ? dictLabel(typeLabel, locale) : r.type],
            [translate('wf.report.title'), r.title],
            [
              translate('wf.report.order'),
              // the order, read-only for those who may not change it (its screen offers only what the perms allow)
              preview?.document?.project?.orderNo && can('order:query') ? (
                <Link key="o" component={RouterLink} to={`/business/trust-detail/${r.orderId}`} data-testid="report-order">
                  {preview.document.project.orderNo}
                </Link>
              ) : (
                (preview?.document?.project?.orderNo ?? '—')
              ),
            ],
            // the standard the PDF prints (判定依据): the library's, and the typed one where typed limits were used
            [
              translate('wf.report.limitStandard'),
              <span key="ls" data-testid="report-standard">
                {preview?.document?.limitStandard ?? r.limitStandard ?? '—'}
              </span>,
            ],
            [
              translate('wf.report.replaces'),
              r.replacesReportId ? (
                <Button key="x" size="small" onClick={() => navigate(`/lecture/lecture-detail/${r.replacesReportId}`)}>
                  {preview?.document?.replacesReportNo ?? `#${r.replacesReportId}`}
                </Button>
              ) : (
                '—'
              ),
            ],
            [
              translate('wf.report.hash'),
              r.contentHash ? (
                <code key="h" data-testid="hash" title={r.contentHash}>
                  {r.contentHash.slice(0, 16)}…
                </code>
              ) : (
                '—'
              ),
            ],
            [
              'PDF',
              r.pdfPath ? (
                <Button key="p" size="small" variant="outlined" data-testid="open-pdf" onClick={openPdf}>
                  {translate('wf.report.pdf')}
                </Button>
              ) : (
                '—'
              ),
            ],
          ]}
        />
        {preview?.verify && !preview.verify.configured && (s === 'reviewed' || s === 'approved') && can('report:issue') && (
          <Alert severity="warning" sx={{ mt: 1 }} data-testid="public-url-unset">
            {translate('wf.report.publicUrlUnset', { base: preview.verify.base })}
          </Alert>
        )}
        {isEditRoute(pathname) && !editing && !embedded && (
          <Alert severity="info" sx={{ mt: 1 }} data-testid="not-editable">
            {translate('wf.report.notEditable')}
          </Alert>
        )}
      </Panel>
      {draftEditable && <ReportContentForm report={r} rows={preview?.document?.rows ?? []} onSaved={refetch} />}
      {!draftEditable && r.conclusion && (
        <Panel title={translate('wf.report.conclusion')}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {r.conclusion}
          </Typography>
        </Panel>
      )}
      {notesEditable ? (
        <NotesForm report={r} onSaved={refetch} />
      ) : (
        <Panel title={translate('wf.report.notes')}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="notes-text">
            {r.notes || '—'}
          </Typography>
        </Panel>
      )}
      <Panel title={translate('wf.report.rows')}>
        {heldWhy && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="report-qc-open">
            {heldWhy}
          </Alert>
        )}
        <ReportRows rows={preview?.document?.rows ?? []} />
        <DecisionRules document={preview?.document} />
        <HoldingLines document={preview?.document} />
        <VolumeStates document={preview?.document} />
      </Panel>
      <Panel title={translate('wf.qc.verdicts')}>
        <QcVerdictsPanel qc={preview?.qcVerdicts} heading={false} />
      </Panel>
      {preview?.document?.qc && (
        <Panel title={translate('wf.report.qc')}>
          <Table size="small" data-testid="report-qc">
            <TableHead>
              <TableRow>
                {['qc.type', 'task.sampleNo', 'analysis.parameter', 'qc.value', 'qc.limit', 'qc.verdict'].map((k) => (
                  <TableCell key={k}>{translate(`wf.${k}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.document.qc.map((q, i) => (
                <TableRow key={i}>
                  <TableCell>{q.type}</TableCell>
                  <TableCell>{q.sampleNo}</TableCell>
                  <TableCell>{q.parameter}</TableCell>
                  <TableCell>{q.value}</TableCell>
                  <TableCell>{q.limit}</TableCell>
                  <TableCell>{q.verdict}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Panel>
      )}
      {preview?.document?.fieldConditions && (
        <Panel title={translate('wf.report.field')}>
          {preview.document.fieldConditions.map((f) => (
            <Typography key={f} variant="body2">
              {f}
            </Typography>
          ))}
        </Panel>
      )}
      <Panel title={translate('wf.report.sources')}>
        <ReportSources sources={preview?.sources} />
      </Panel>
      <Panel title={translate('wf.analysis.signatures')}>
        <Facts
          items={[
            [
              translate('wf.report.preparedBy'),
              // the preparer by name, from the record itself while the preview loads (or if it cannot)
              <span key="preparedBy" data-testid="prepared-by">
                {preview?.document?.signatures?.[0]?.name ?? (
                  <RecordContextProvider value={r}>
                    {displayFor(
                      REPORTS,
                      REPORTS.fieldList.find((f) => f.name === 'preparedBy')!,
                      false,
                    )}
                  </RecordContextProvider>
                )}
              </span>,
            ],
            ...(['review', 'approve', 'issue', 'withdraw'] as const)
              .filter((m) => m !== 'withdraw' || signedBy(m))
              .map((m) => {
                const g = signedBy(m);
                return [
                  translate(`resources.reports.transitions.${m}`),
                  g ? (
                    <span key={m} data-testid={`signed-${m}`}>
                      {g.signerName} · {fmt(g.signedAt)}
                    </span>
                  ) : (
                    '—'
                  ),
                ] as [string, ReactNode];
              }),
          ]}
        />
        <Typography variant="subtitle2" sx={{ mt: 1.5, mb: 0.5 }}>
          {translate('wf.trail.title')}
        </Typography>
        <Trail schemaName="reports" steps={preview?.trail ?? []} />
      </Panel>
    </Box>
  );
}

export function LectureTime() {
  const { id } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { record: r } = useRecord('reports', id);
  const [rows, setRows] = useState<TimeRow[]>([]);
  useEffect(() => {
    if (id) void workflowReads.lectureTime({ reportId: id }).then((d) => setRows(d.list));
  }, [id]);
  const color = { met: 'success', exceeded: 'error', running: 'warning', unknown: 'default' } as const;
  return (
    <Box sx={{ p: 2 }} data-testid="lecture-time">
      {r && r.type === 'time' && <LectureDetail reportId={id} embedded />}
      <Panel
        title={translate('wf.report.time')}
        actions={
          r && r.type !== 'time' ? (
            <Button size="small" data-testid="back-to-report" onClick={() => navigate(detailPath(r))}>
              {r.reportNo}
            </Button>
          ) : undefined
        }
      >
        <Table size="small" data-testid="time-rows">
          <TableHead>
            <TableRow>
              {['task.sampleNo', 'analysis.parameter', 'task.sampledAt', 'task.receivedAt', 'report.analysedAt', 'task.holding', 'report.deadline'].map((k) => (
                <TableCell key={k}>{translate(`wf.${k}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((x, i) => (
              <TableRow key={i}>
                <TableCell>{x.sampleNo}</TableCell>
                <TableCell>{x.parameter}</TableCell>
                <TableCell>{fmt(x.sampledAt)}</TableCell>
                <TableCell>{fmt(x.receivedAt)}</TableCell>
                <TableCell>{fmt(x.analysedAt)}</TableCell>
                <TableCell>{x.holdingHours} h</TableCell>
                <TableCell>{fmt(x.deadline)}</TableCell>
                <TableCell>
                  <Chip size="small" color={color[x.state] ?? 'default'} label={translate(`wf.report.${x.state === 'unknown' ? 'running' : x.state}`)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Panel>
    </Box>
  );
}

/** The results analysed past their holding time, each with the analyst's reason: the lines the PDF prints (in the report's Chinese). */
function HoldingLines({ document }: { document?: ReportDocumentShown }) {
  const translate = useTranslate();
  const lines = document?.holding ?? [];
  if (!lines.length) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }} data-testid="holding-exceeded">
      <Typography variant="subtitle2">{translate('wf.report.holdingExceeded')}</Typography>
      {lines.map((l) => (
        <Typography key={l} variant="body2">
          {l}
        </Typography>
      ))}
    </Alert>
  );
}

/** Ambient air: the state each concentration is at, the line the PDF prints under 说明, in the screen's language. */
export function VolumeStates({ document }: { document?: Pick<ReportDocumentShown, 'volumeStates'> }) {
  const translate = useTranslate();
  const locale = useLocale();
  const lines = (document?.volumeStates ?? []).map((l) => ({ line: l, read: stateOfLine(l) }));
  if (!lines.length) return null;
  return (
    <Box sx={{ mt: 1 }} data-testid="volume-states">
      <Typography variant="subtitle2">{translate('wf.report.volumeStates')}</Typography>
      {lines.map(({ line, read }) => (
        <Typography key={line} variant="body2" color="text.secondary">
          {read
            ? translate('wf.report.volumeStateLine', {
                parameters: read.parameters.join(locale === 'en' ? ', ' : '、'),
                basis: STATE_BASIS[read.state][locale === 'en' ? 'en' : 'zh'],
              })
            : line}
        </Typography>
      ))}
    </Box>
  );
}

/** The decision rules the judgements used, in the screen's language (ISO/IEC 17025 §7.8.6), as the PDF prints them. */
function DecisionRules({ document }: { document?: ReportDocumentShown }) {
  const translate = useTranslate();
  const locale = useLocale();
  const rules = document?.decisionRules ?? [];
  if (!rules.length) return null;
  const withU = (document?.rows ?? []).filter((x) => x.uncertainty);
  return (
    <Box sx={{ mt: 1 }} data-testid="decision-rules">
      {/* issue 33: the rule agreed with the client, in words, and each U as the PDF prints it (CNAS-CL01-G003) */}
      {document?.agreedRule && (
        <Typography variant="body2" data-testid="agreed-rule">
          {agreedRuleLine(document.agreedRule, locale === 'en' ? 'en' : 'zh')}
        </Typography>
      )}
      {withU.map((x) => (
        <Typography key={`${x.sampleNo}${x.parameter}`} variant="body2" color="text.secondary" data-testid="uncertainty-line">
          {translate('wf.report.uncertaintyLine', {
            sample: x.sampleNo,
            parameter: x.parameter,
            text: (locale === 'en' && x.uncertainty!.textEn) || x.uncertainty!.text,
          })}
        </Typography>
      ))}
      {rules.map((d) => (
        <Typography key={`${d.comparison}${d.basis.zh}`} variant="body2" color="text.secondary">
          {translate('wf.report.decisionRule', {
            basis: locale === 'en' ? d.basis.en : d.basis.zh,
            rule: translate(`calc.decision.${d.comparison}`),
            compared: translate(d.comparison === 'full' ? 'wf.report.comparedFull' : 'wf.report.comparedRounded'),
          })}
        </Typography>
      ))}
      <Typography variant="body2" color="text.secondary">
        {translate('wf.report.belowMdlRule')}
      </Typography>
      {document?.comparedRounded ? (
        <Typography variant="body2" color="text.secondary">
          {translate('wf.report.roundedFallback', { n: document.comparedRounded })}
        </Typography>
      ) : null}
    </Box>
  );
}
