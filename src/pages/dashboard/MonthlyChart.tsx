// Orders and samples per month (the last six): one page of each from the generic API, counted by month.
// Loaded lazily with @mui/x-charts so the chart library is not in the initial bundle.
import { useTranslate } from 'react-admin';
import { BarChart } from '@mui/x-charts/BarChart';
import { lastMonths, perMonth, rows, useLoad } from './data.ts';

export default function MonthlyChart() {
  const translate = useTranslate();
  const months = lastMonths(6);
  const from = `${months[0]}-01`;
  const data = useLoad(async () => {
    const [orders, samples] = await Promise.all([
      rows<{ createdAt?: string }>('orders', { sort: 'id', order: 'desc' }).catch(() => []),
      rows<{ sampledAt?: string }>('samples', { sampledAt_gte: from, sort: 'id', order: 'desc' }).catch(() => []),
    ]);
    return { orders: perMonth(orders.map((o) => o.createdAt), months), samples: perMonth(samples.map((s) => s.sampledAt), months) };
  });
  return (
    <div data-testid="monthly-chart">
      <BarChart height={260} loading={!data}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[
          { data: data?.orders ?? months.map(() => 0), label: translate('app.dashboard.orders') },
          { data: data?.samples ?? months.map(() => 0), label: translate('app.dashboard.samples') },
        ]} />
    </div>
  );
}
