// A chart's workflow steps (schemas/controlCharts/workflows.ts): establish / re-establish its limits, with the
// limits request (from the points since a day, or from a certificate's value, U and k) and the reason, through the one
// StepDialog; retire with a reason. Only the steps the phase and the user's perms allow; a reader is told who sets
// limits, and a chart short of points says how many it has ("12 of 20 points").
import { useState } from 'react';
import { RadioButtonGroupInput, TextInput, usePermissions, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { controlChartWorkflow } from '../../schemas/controlCharts/workflows.ts';
import { LIMIT_SOURCES, limitsRequest, type LimitsRequest } from '../../schemas/controlCharts/charts.ts';
import { allowedTransitions } from '../../schemas/workflows/machine.ts';
import type { ChartView } from '../../schemas/controlCharts/view.ts';
import { hasAuth } from '../authProvider/access.ts';
import { StepDialog, type StepAnswer } from '../resources/StepDialog.tsx';
import { StepButton } from '../resources/WorkflowButtons.tsx';
import { LabDateInput } from '../resources/dateInputs.tsx';
import { zodValidator } from '../resources/schema.ts';
import { controlChartsApi } from '../dataProvider/client/index.ts';

type StepName = 'establish' | 'reestablish' | 'retire';
const validLimits = zodValidator(limitsRequest);

/** A form's values as the request: empty inputs are absent, not '' (the schema is strict about a date or a number). */
export function limitsOf(values: Record<string, unknown>): LimitsRequest {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) if (v !== '' && v != null) out[k] = typeof v === 'string' ? v.trim() : v;
  if (out.source !== 'certificate') for (const k of ['certifiedValue', 'expandedUncertainty', 'coverageFactor']) delete out[k];
  else delete out.since;
  return out as LimitsRequest;
}

function LimitsFields({ current, min }: { current: number; min: number }) {
  const translate = useTranslate();
  const source = useWatch({ name: 'source' }) as string;
  const field = (f: string) => `resources.controlChartLimits.fields.${f}`;
  return (
    <Stack spacing={1} sx={{ mb: 1 }}>
      <RadioButtonGroupInput
        source="source"
        label="spc.step.source"
        choices={LIMIT_SOURCES.map((s) => ({ id: s, name: `resources.controlChartLimits.enums.source.${s}` }))}
        helperText={false}
      />
      {source === 'points' ? (
        <>
          {current < min && (
            <Alert severity="warning" data-testid="limits-too-few">
              {translate('spc.step.needPoints', { n: current, min })}
            </Alert>
          )}
          <LabDateInput source="since" label="spc.step.since" helperText="spc.step.sinceHint" />
        </>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('spc.step.certificateHint')}
          </Typography>
          <TextInput source="certifiedValue" label={field('certifiedValue')} helperText={false} />
          <TextInput source="expandedUncertainty" label={field('expandedUncertainty')} helperText={false} />
          <TextInput source="coverageFactor" label={field('coverageFactor')} helperText={false} />
        </>
      )}
    </Stack>
  );
}

export function ChartSteps({ view, version, onDone }: { view: ChartView; version: number | undefined; onDone(): void }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<{ roles: string[]; perms: string[] }>();
  const [asking, setAsking] = useState<StepName | null>(null);
  const names = allowedTransitions(controlChartWorkflow, view.status, (perm) => hasAuth(permissions, perm)) as StepName[];
  const current = view.points.filter((p) => !p.supersededAt).length;
  const label = (n: string) => translate(`resources.controlCharts.transitions.${n}`);
  if (view.status !== 'retired' && permissions && !hasAuth(permissions, 'qcchart:edit'))
    return (
      <Typography variant="body2" color="text.secondary" data-testid="chart-steps-why">
        {translate('spc.step.noEdit')}
      </Typography>
    );
  const take = async (v: StepAnswer) => {
    const name = asking!;
    await controlChartsApi.chartStep(view.id, name, {
      version: version ?? 0,
      ...(v.reason ? { reason: v.reason } : {}),
      ...(name !== 'retire' ? { data: limitsOf(v.data ?? {}) } : {}),
    });
    setAsking(null);
    onDone();
  };
  const limits = asking === 'establish' || asking === 'reestablish';
  return (
    <Stack direction="row" spacing={1} alignItems="center" data-testid="chart-steps">
      {names.map((n) => (
        <StepButton key={n} name={n} label={label(n)} disabled={version == null} onClick={() => setAsking(n)} />
      ))}
      {names.includes('establish') && (
        <Typography variant="caption" color={current < view.minPoints ? 'warning.main' : 'text.secondary'} data-testid="chart-point-count">
          {translate('spc.chart.points', { n: current, min: view.minPoints })}
        </Typography>
      )}
      <StepDialog
        open={!!asking}
        title={asking ? label(asking) : ''}
        reason
        onClose={() => setAsking(null)}
        onConfirm={take}
        {...(limits
          ? {
              fields: <LimitsFields current={current} min={view.minPoints} />,
              defaultValues: { source: current >= view.minPoints ? 'points' : 'certificate' },
              validate: (data: Record<string, unknown>) => {
                const req = limitsOf(data);
                if (req.source === 'points' && current < view.minPoints)
                  return { source: { message: 'spc.step.needPoints', args: { n: current, min: view.minPoints } } };
                return validLimits(req);
              },
            }
          : {})}
      />
    </Stack>
  );
}
