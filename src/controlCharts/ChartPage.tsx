// The chart view (/qualityControl/control-charts/{id}/show): GET /admin/qc/charts/{id}/view drawn as a Shewhart chart, with
// the limits in force (version, source, who, when, why) and their earlier versions, and the chart's violations and
// corrective actions beside it; the workflow's steps above. A point opens its QC sheet, or (a raw record's own QC,
// which has none) its analysis sheet.
import { Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useGetOne, useNotify, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ChartPointView, ChartView } from '../../schemas/controlCharts/view.ts';
import { displayOf } from '../../schemas/controlCharts/display.ts';
import { raNameOf } from '../resources/names.ts';
import { lazyPreload } from '../resources/lazyPreload.tsx';
import { useWhen } from '../resources/when.tsx';
import { controlChartsApi } from '../dataProvider/client/index.ts';
import { ChartSteps } from './ChartSteps.tsx';
import type { ChartPlotProps } from './ChartPlot.tsx';
import { EnumChip } from './chips.tsx';

// MUI X Charts stays out of the main bundle (overrides load eagerly); the list preloads it (ChartList.tsx), and once
// loaded the plot renders without suspending (lazyPreload)
const ChartPlot = lazyPreload<ChartPlotProps>(() => import('./ChartPlot.tsx').then((m) => ({ default: m.ChartPlot })));
export const loadPlot = () => ChartPlot.preload();

export const chartViewKey = (id: number) => ['controlChartView', id] as const;

/** Where a point's record opens: its QC sheet (where the value was judged), else its analysis sheet. */
export const pointPath = (p: Pick<ChartPointView, 'qcSheetId' | 'analysisSheetId'>) =>
  p.qcSheetId ? `/business/qc-detail/${p.qcSheetId}` : `/analyse/analyse-details/${p.analysisSheetId}`;

export function ChartPage() {
  const id = Number(useParams().id);
  const translate = useTranslate();
  const navigate = useNavigate();
  const [superseded, setSuperseded] = useState(false);
  // the drawing code loads beside the view (a chart opened by its link, not from the list)
  useEffect(() => void loadPlot(), []);
  const { data: view, error, refetch } = useQuery({ queryKey: chartViewKey(id), queryFn: () => controlChartsApi.view(id), enabled: id > 0 });
  // the step's body names the record's version, which the view does not carry
  const { data: record, refetch: refetchRecord } = useGetOne(raNameOf('controlCharts'), { id }, { enabled: id > 0 });
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (!view) return null;
  const stale = view.points.filter((p) => p.supersededAt).length;
  return (
    <Box sx={{ p: 2 }} data-testid="chart-view">
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
        <Typography variant="h6">{translate('spc.chart.title', { chartNo: view.chartNo, name: view.name })}</Typography>
        <EnumChip schemaName="controlCharts" field="status" value={view.status} />
        <EnumChip schemaName="controlCharts" field="controlState" value={view.controlState} />
        <Typography variant="body2" color="text.secondary">
          {[view.parameter, view.method, translate(`resources.controlCharts.enums.kind.${view.kind}`), view.equipment].filter(Boolean).join(' · ')}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Downloads id={id} chartNo={view.chartNo} />
        <ChartSteps
          view={view}
          version={record?.version as number | undefined}
          onDone={() => {
            void refetch();
            void refetchRecord();
          }}
        />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(280px, 1fr)' }, gap: 2 }}>
        <Card variant="outlined">
          <CardContent>
            {view.points.length === 0 ? (
              <Typography color="text.secondary">{translate('spc.chart.noPoints')}</Typography>
            ) : (
              <>
                <Suspense fallback={<Box sx={{ height: 360 }} />}>
                  <ChartPlot view={view} showSuperseded={superseded} onOpen={(p) => navigate(pointPath(p))} />
                </Suspense>
                <Stack direction="row" alignItems="center" spacing={2}>
                  {stale > 0 && (
                    <FormControlLabel
                      control={<Switch size="small" checked={superseded} onChange={(_e, v) => setSuperseded(v)} data-testid="show-superseded" />}
                      label={translate('spc.chart.showSuperseded', { n: stale })}
                    />
                  )}
                  <Typography variant="caption" color="text.secondary">
                    {translate('spc.chart.openHint')}
                  </Typography>
                </Stack>
              </>
            )}
          </CardContent>
        </Card>
        <Stack spacing={2}>
          <LimitsCard view={view} />
          <ActionsCard view={view} />
        </Stack>
      </Box>
    </Box>
  );
}

/** The chart's PDF (what is filed and printed) and its points as Excel, for whoever may read the chart. */
function Downloads({ id, chartNo }: { id: number; chartNo: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const get = (fn: typeof controlChartsApi.pdf) => async () => {
    setBusy(true);
    try {
      await fn(id, chartNo);
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" disabled={busy} onClick={get(controlChartsApi.pdf)} data-testid="chart-pdf">
        {translate('spc.chart.pdf')}
      </Button>
      <Button size="small" variant="outlined" disabled={busy} onClick={get(controlChartsApi.xlsx)} data-testid="chart-xlsx">
        {translate('spc.chart.xlsx')}
      </Button>
    </>
  );
}

function LimitsCard({ view }: { view: ChartView }) {
  const translate = useTranslate();
  const fmt = useWhen();
  const f = (k: string) => translate(`resources.controlChartLimits.fields.${k}`);
  const l = view.limits;
  // rounded as the chart's PDF prints them (schemas/controlCharts/display.ts: GB/T 8170, once, from the full value)
  const d = displayOf(view);
  return (
    <Card variant="outlined" data-testid="chart-limits">
      <CardContent>
        <Typography variant="subtitle1" fontWeight={600}>
          {translate('spc.limits.title')}
        </Typography>
        {!l ? (
          <Typography variant="body2" color="text.secondary">
            {translate('spc.limits.none')}
          </Typography>
        ) : (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0, '& dd': { m: 0 } }}>
            {(
              [
                [f('revision'), translate('spc.limits.version', { n: l.revision })],
                [f('source'), translate(`resources.controlChartLimits.enums.source.${l.source}`)],
                [f('centre'), l.centre == null ? null : d.line(l.centre)],
                [f('sd'), l.sd == null ? null : d.sd(l.sd)],
                ...(l.source === 'certificate'
                  ? [
                      [f('certifiedValue'), l.certifiedValue],
                      [f('expandedUncertainty'), l.expandedUncertainty],
                      [f('coverageFactor'), l.coverageFactor],
                    ]
                  : [[f('n'), l.n]]),
                [f('warnHigh'), l.warnHigh == null ? null : d.line(l.warnHigh)],
                [f('actionHigh'), l.actionHigh == null ? null : d.line(l.actionHigh)],
                [f('warnLow'), l.warnLow == null ? null : d.line(l.warnLow)],
                [f('actionLow'), l.actionLow == null ? null : d.line(l.actionLow)],
                [f('establishedBy'), translate('spc.limits.by', { who: l.establishedBy, when: fmt(l.establishedAt) })],
                [f('reason'), l.reason],
                [translate('spc.limits.rules'), view.rules.join(', ')],
              ] as Array<[string, string | number | null]>
            )
              .filter(([, v]) => v != null && v !== '')
              .map(([k, v]) => (
                <Box key={k} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {k}
                  </Typography>
                  <Typography component="dd" variant="body2">
                    {v}
                  </Typography>
                </Box>
              ))}
          </Box>
        )}
        {view.versions.length > 1 && (
          <>
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              {translate('spc.limits.earlier')}
            </Typography>
            {view.versions
              .filter((v) => v.revision !== l?.revision)
              .map((v) => (
                <Typography key={v.revision} variant="body2" color="text.secondary" data-version={v.revision}>
                  {translate('spc.limits.version', { n: v.revision })} · {translate(`resources.controlChartLimits.enums.source.${v.source}`)} ·{' '}
                  {d.line(v.centre)} ± {d.sd(v.sd)} · {translate('spc.limits.by', { who: v.establishedBy, when: fmt(v.establishedAt) })} · {v.reason}
                </Typography>
              ))}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ActionsCard({ view }: { view: ChartView }) {
  const translate = useTranslate();
  const fmt = useWhen();
  return (
    <Card variant="outlined" data-testid="chart-actions">
      <CardContent>
        <Typography variant="subtitle1" fontWeight={600}>
          {translate('spc.actions.title')}
        </Typography>
        {view.actions.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('spc.actions.none')}
          </Typography>
        )}
        {view.actions.map((a) => (
          <Box key={a.id} sx={{ py: 0.5 }} data-action={a.id}>
            <Stack direction="row" spacing={1} alignItems="center">
              <Link component={RouterLink} to={`/${raNameOf('correctiveActions')}/${a.id}/show`}>
                {a.actionNo}
              </Link>
              <EnumChip schemaName="correctiveActions" field="status" value={a.status} />
              <Typography variant="body2">{a.rules.join(', ')}</Typography>
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {[a.runKey, a.outcome ? translate(`resources.correctiveActions.enums.outcome.${a.outcome}`) : '', a.closedBy, a.closedAt ? fmt(a.closedAt) : '']
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
