// The dashboard (seed §2: pinned, kept alive): work by state, overdue and due-soon work, my pending work and
// the monthly chart (lazy).
import { lazy, Suspense } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { DashCard, DueWork, MyWork, StateCounts } from './Cards.tsx';

const MonthlyChart = lazy(() => import('./MonthlyChart.tsx'));
const WORKFLOWS = ['orders', 'tasks', 'analysisSheets', 'reports'];

export default function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <div data-testid="page-dashboard">
      <Typography variant="h6" sx={{ mb: 2 }}>{translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}</Typography>
      <Grid container spacing={2}>
        {WORKFLOWS.map((w) => <Grid key={w} size={{ xs: 12, md: 6 }}><StateCounts schemaName={w} /></Grid>)}
        <DueWork wrap={(card) => <Grid size={{ xs: 12, md: 6 }}>{card}</Grid>} />
        <Grid size={{ xs: 12, md: 6 }}>{identity && <MyWork userId={identity.id} />}</Grid>
        <Grid size={12}>
          <DashCard title={translate('app.dashboard.chart')}>
            <Suspense fallback={null}><MonthlyChart /></Suspense>
          </DashCard>
        </Grid>
      </Grid>
    </div>
  );
}
