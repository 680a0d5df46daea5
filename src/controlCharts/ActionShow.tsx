// A corrective action (/qualityControl/corrective-actions/{id}/show): the generated page with the rules its run broke, the
// analysis sheets it holds (links) and its chart, and its signed close — cause, action, outcome (re-analysis or a
// justified release, which needs its justification) and the password, through the one StepDialog.
import { Link as RouterLink } from 'react-router-dom';
import { SelectInput, TextInput, TopToolbar, useGetMany, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CORRECTIVE_OUTCOMES, correctiveClose, type CorrectiveClose } from '../../schemas/controlCharts/charts.ts';
import { GenericShow } from '../resources/generic/GenericShow.tsx';
import { SignedDataStep } from '../resources/SignedDataStep.tsx';
import { raNameOf } from '../resources/names.ts';
import { controlChartsApi } from '../dataProvider/client/index.ts';

const f = (k: string) => `resources.correctiveActions.fields.${k}`;

/** The close form's values as the request: trimmed, a justification only with a release (its field shows only then). */
export function closeOf(values: Record<string, unknown>): CorrectiveClose {
  const out: Record<string, unknown> = {};
  for (const k of ['cause', 'action', 'outcome', 'justification']) {
    const v = typeof values[k] === 'string' ? (values[k] as string).trim() : values[k];
    if (v !== '' && v != null) out[k] = v;
  }
  if (out.outcome !== 'release') delete out.justification;
  return out as CorrectiveClose;
}

function CloseFields() {
  const outcome = useWatch({ name: 'outcome' }) as string;
  return (
    <Stack sx={{ mb: 1 }}>
      <TextInput source="cause" label={f('cause')} multiline minRows={2} fullWidth helperText={false} />
      <TextInput source="action" label={f('action')} multiline minRows={2} fullWidth helperText={false} />
      <SelectInput
        source="outcome"
        label={f('outcome')}
        choices={CORRECTIVE_OUTCOMES.map((o) => ({ id: o, name: `resources.correctiveActions.enums.outcome.${o}` }))}
        helperText={false}
      />
      {outcome === 'release' && <TextInput source="justification" label={f('justification')} multiline minRows={2} fullWidth helperText={false} />}
    </Stack>
  );
}

/** The close step: shown to those who may decide (qcchart:decide) while the action is open; others are told who signs. */
export function CloseStep() {
  const translate = useTranslate();
  return (
    <SignedDataStep
      state="open"
      perm="qcchart:decide"
      name="close"
      label={translate('resources.correctiveActions.transitions.close')}
      note="spc.step.closeNote"
      noPermission="spc.step.noDecide"
      whyTestId="close-why"
      fields={<CloseFields />}
      defaultValues={{ cause: '', action: '', outcome: 'reanalysis', justification: '' }}
      schema={correctiveClose}
      toRequest={closeOf}
      send={controlChartsApi.close}
    />
  );
}

interface Violation {
  rule: string;
  run?: number;
  points?: Array<[number, number]>;
}

/** The rules the run broke, each with the runs of its points (1-based, as the chart's x axis counts). */
function RulesBroken(_: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const list = (Array.isArray(record?.violations) ? record.violations : []) as Violation[];
  return (
    <Stack data-testid="ca-rules">
      {list.map((v, i) => (
        <Typography key={i} variant="body2">
          {translate('spc.ca.rulePoints', { rule: v.rule, runs: [...new Set((v.points ?? []).map(([run]) => run + 1))].join(', ') || '—' })}
        </Typography>
      ))}
    </Stack>
  );
}

/** The analysis sheets the action holds, each a link to its sheet. */
function HeldSheets(_: { label?: string }) {
  const record = useRecordContext();
  const ids = (record?.analysisSheetIds as number[] | undefined) ?? [];
  // their numbers through /options (meta.titles): readable without the list perm of analysis sheets
  const { data } = useGetMany(raNameOf('analysisSheets'), { ids, meta: { titles: 'analysisNo' } }, { enabled: ids.length > 0 });
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap data-testid="ca-held">
      {ids.map((id) => (
        <Link key={id} component={RouterLink} to={`/analyse/analyse-details/${id}`} data-sheet={id}>
          {(data?.find((s) => s.id === id)?.analysisNo as string | undefined) ?? `#${id}`}
        </Link>
      ))}
      {!ids.length && '—'}
    </Stack>
  );
}

function ChartLink(_: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.chartId) return null;
  return (
    <Link component={RouterLink} to={`/${raNameOf('controlCharts')}/${record.chartId}/show`} data-testid="ca-chart">
      {translate('spc.ca.openChart')}
    </Link>
  );
}

export function ActionShow() {
  return (
    <GenericShow
      omit={['violations', 'analysisSheetIds']}
      actions={
        <TopToolbar>
          <CloseStep />
        </TopToolbar>
      }
    >
      <RulesBroken label="spc.ca.rules" />
      <HeldSheets label="spc.ca.held" />
      <ChartLink label="spc.ca.chart" />
    </GenericShow>
  );
}
