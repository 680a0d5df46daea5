// The dashboard (pinned, kept alive): my inbox (what waits for me), work by state, overdue and due-soon
// work and the monthly chart (lazy).
import { lazy, Suspense, type ReactNode } from 'react';
import { useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { DashCard, DueWork, StateCounts } from './Cards.tsx';
import { Inbox } from './Inbox.tsx';
import { ReagentAlerts } from './ReagentAlerts.tsx';
import { chartSeries } from './data.ts';

const MonthlyChart = lazy(() => import('./MonthlyChart.tsx'));
const WORKFLOWS = ['orders', 'tasks', 'analysisSheets', 'reports'];

export default function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<{ roles: string[]; perms: string[] }>();
  const series = chartSeries(permissions);
  const cell = (card: ReactNode) => <Grid size={{ xs: 12, md: 6 }}>{card}</Grid>;
  return (
    <div data-testid="page-dashboard">
      <Typography variant="h6" sx={{ mb: 2 }}>
        {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Grid container spacing={2}>
        {/* what waits for me first; a card the user may not see takes no grid cell (an empty cell left a hole in the grid) */}
        {cell(<Inbox />)}
        {WORKFLOWS.map((w) => (
          <StateCounts key={w} schemaName={w} wrap={cell} />
        ))}
        <DueWork wrap={cell} />
        <ReagentAlerts wrap={cell} />
        {series.length > 0 && (
          <Grid size={12}>
            {/* titled by the series the user may list (a clerk sees no samples, an analyst no orders) */}
            <DashCard
              title={translate(
                series.length > 1 ? 'app.dashboard.chart' : series[0].schema === 'orders' ? 'app.dashboard.chartOrders' : 'app.dashboard.chartSamples',
              )}
            >
              <Suspense fallback={null}>
                <MonthlyChart />
              </Suspense>
            </DashCard>
          </Grid>
        )}
      </Grid>
    </div>
  );
}
