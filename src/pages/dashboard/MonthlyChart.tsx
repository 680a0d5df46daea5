// Orders and samples per month (the last six): one count per month and series from the generic page API
// (orders by creation date, samples by sampling date), so the figures hold at any volume (the newest 500 rows,
// as before, undercounted a busy lab). A series the user may not list is left out rather than drawn as zeros. Loaded lazily with @mui/x-charts so the chart library is not
// in the initial bundle.
import { useTranslate, usePermissions } from 'react-admin';
import { BarChart } from '@mui/x-charts/BarChart';
import { chartSeries, count, lastMonths, monthRange, useLoad } from './data.ts';

export default function MonthlyChart() {
  const translate = useTranslate();
  const { permissions } = usePermissions<{ roles: string[]; perms: string[] }>();
  const months = lastMonths(6);
  const shown = chartSeries(permissions);
  const data = useLoad(
    () =>
      Promise.all(
        shown.map((s) =>
          Promise.all(
            months.map((m) => {
              const [from, to] = monthRange(m);
              return count(s.schema, { [`${s.field}_gte`]: from, [`${s.field}_lte`]: to }).catch(() => 0);
            }),
          ),
        ),
      ),
    [shown.length],
  );
  return (
    <div data-testid="monthly-chart" data-series={shown.map((s) => s.schema).join(',')} data-values={data ? JSON.stringify(data) : undefined}>
      {/* no width: the chart follows its container (ResizeObserver); no animation: the axis moves at once on a
          resize (the sidebar collapsing) while animated bars trailed it by ~0.3 s, drawn off their months */}
      <BarChart
        height={260}
        skipAnimation
        loading={!data}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={shown.map((s, i) => ({ data: data?.[i] ?? months.map(() => 0), label: translate(s.label) }))}
      />
    </div>
  );
}
