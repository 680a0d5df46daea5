// analyse-details/{id}: one analysis sheet: who holds it and the steps its state and my perms allow (接收 for its
// analyst, check, review, return, lock, reassign), above THE raw-record editor (src/analysis/rawRecord) of the sheet's
// template: block paste, per-cell messages, the curve with its fit, QC, the instrument picker, draft save and the
// signed submission. There is no second editor.
import { useParams, useNavigate } from 'react-router-dom';
import { useTranslate, useGetIdentity } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Entry, entryKey } from './rawRecord/EntryScreen.tsx';
import { labelOf } from './rawRecord/format.ts';
import type { SheetData } from './rawRecord/sheet.ts';
import { useEquipment, useSheetData, useSolutions } from './rawRecord/useSheet.ts';
import { SheetResultsTrace } from '../reagents/TraceLinks.tsx';
import { session } from '../authProvider/session.ts';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { useApi, Panel, Facts, StateChip, Steps, fmt } from '../business/shared.tsx';
import { analysisCalls, type SheetStep } from '../dataProvider/client/index.ts';
import type { StepAnswer } from '../resources/StepDialog.tsx';
import { isOverdue } from './AnalyseScreens.tsx';
import { QcGateNotice, QcVerdictsPanel } from '../business/QcScreens.tsx';
import { Trail } from '../resources/Trail.tsx';
import { HeldNotice } from '../controlCharts/HeldNotice.tsx';

export default function SheetDetail() {
  const { id } = useParams();
  const translate = useTranslate();
  const { data, failed, reload } = useSheetData(id);
  const equipment = useEquipment();
  const solutions = useSolutions();
  if (failed)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate(failed, { _: translate('rr.loadFailed') })}
      </Alert>
    );
  if (!data) return null;
  return (
    <Box sx={{ p: 2 }} data-testid="sheet-detail">
      <SheetSteps data={data} reload={reload} />
      <Entry key={entryKey(data.template, data)} template={data.template} data={data} equipment={equipment} solutions={solutions} reload={reload} />
      <SheetResultsTrace sheetId={Number(data.sheet.id)} samples={data.samples} parameters={data.parameters} status={String(data.sheet.status)} />
    </Box>
  );
}

/** The template's name, with its method standard unless the name already carries it. */
function recordName(data: SheetData, lang: 'zh' | 'en') {
  const name = labelOf(data.template.name, lang);
  const std = data.template.method.standard;
  return !std || std === '—' || name.includes(std) ? name : `${name} (${std})`;
}

function SheetSteps({ data, reload }: { data: SheetData; reload(): Promise<void> }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const api = useApi();
  const [locale] = useLanguage();
  const { data: me } = useGetIdentity();
  const sheet = data.sheet;
  const s = String(sheet.status);
  const myId = Number(me?.id ?? session.userInfo()?.id);
  const isAnalyst = myId === Number(sheet.analystId);
  const failedQc = data.qcGate.filter((g) => g.reason === 'failed').map((g) => g.qcNo);
  // an out-of-control run's open corrective action holds check, review and lock (HeldNotice says more)
  const held = data.held.length
    ? translate('wf.qc.gate.held', {
        actions: data.held.map((h) => h.actionNo).join('、'),
        charts: data.held.map((h) => `${h.chartNo} ${h.chartName}`).join('、'),
      })
    : undefined;
  const step = (name: SheetStep) => (v: StepAnswer) => api(analysisCalls.step(name), { id: sheet.id, version: sheet.version, ...v }, 'wf.done');
  return (
    <Panel
      title={
        <>
          {sheet.analysisNo} <StateChip schemaName="analysisSheets" value={s} />
        </>
      }
      actions={
        <Steps
          schemaName="analysisSheets"
          state={s}
          onDone={() => void reload()}
          steps={[
            // 接收: the assigned analyst takes the sheet; the editor below opens for entry
            {
              name: 'confirm',
              transition: 'confirm',
              label: translate('wf.analysis.confirm'),
              show: isAnalyst,
              // past the holding time the server asks why (kept with the step and printed on the report)
              reason: isOverdue(sheet),
              reasonHint: translate('wf.analysis.holdingReason', { due: fmt(sheet.dueBy) }),
              run: step('confirm_ok'),
            },
            // 三级审核: one person acts at one level only (the server refuses it too)
            // a failed QC without a decided nonconformity: not checked (QcGateNotice says why)
            {
              name: 'check',
              transition: 'check',
              label: translate('wf.analysis.check'),
              show: !isAnalyst,
              why: held ?? (failedQc.length ? translate('wf.qc.gate.failed', { items: failedQc.join('、') }) : undefined),
              run: step('check'),
            },
            {
              name: 'review',
              transition: 'review',
              label: translate('wf.analysis.review'),
              show: !isAnalyst && myId !== Number(sheet.checkerId) && !data.qcGate.length,
              why: held,
              run: step('review'),
            },
            { name: 'return', transition: 'return', label: translate('wf.analysis.return'), run: step('return') },
            // the QC covering the sheet must be passed or carry a non-conformance first (QcGateNotice says why)
            { name: 'lock', transition: 'lock', label: translate('wf.analysis.lock'), show: !data.qcGate.length, why: held, run: step('lock') },
            {
              name: 'reassign',
              transition: 'reassign',
              label: translate('wf.analysis.reassign'),
              run: async () => navigate(`/analyse/analyse-apportion/${sheet.id}`),
            },
          ]}
        />
      }
    >
      <Facts
        items={[
          [translate('wf.analysis.record'), recordName(data, locale === 'en' ? 'en' : 'zh')],
          [translate('wf.report.deadline'), fmt(sheet.dueBy)],
          [translate('wf.analysis.analyst'), data.people.analyst ?? '—'],
          [translate('wf.analysis.checker'), data.people.checker ?? '—'],
          [translate('wf.analysis.reviewer'), data.people.reviewer ?? '—'],
        ]}
      />
      {/* every step so far, a return and its reason included: the checker sees why the sheet came back before */}
      <Box sx={{ mt: 1 }} data-testid="sheet-signatures">
        <Trail schemaName="analysisSheets" steps={data.trail} />
      </Box>
      <QcGateNotice gate={data.qcGate} state={s} />
      <HeldNotice sheetId={Number(sheet.id)} />
      {['submitted', 'checked', 'reviewed', 'locked'].includes(s) && <QcVerdictsPanel qc={data.qcVerdicts} />}
      {isOverdue(sheet) && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="overdue">
          {translate('wf.analysis.overdue')}
        </Alert>
      )}
    </Panel>
  );
}
