// The dashboard card of those who decide on QC (qcchart:decide): the out-of-control runs waiting for a corrective
// action, newest first, each one click from its signing page. Read through react-admin (status=open), so it needs
// no route of its own; nothing is asked for a user who may not decide.
import { Link } from 'react-router-dom';
import { useGetList, useGetMany, usePermissions, useTranslate } from 'react-admin';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { hasAuth } from '../authProvider/access.ts';
import { raNameOf } from '../resources/names.ts';
import { useWhen } from '../resources/when.tsx';
import { DashCard, listLink } from '../pages/dashboard/Cards.tsx';

const SHOWN = 5;

function Card() {
  const translate = useTranslate();
  const fmt = useWhen();
  const { data, total } = useGetList(raNameOf('correctiveActions'), {
    filter: { status: 'open' },
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: 'id', order: 'DESC' },
  });
  // each action's chart by its name (through /options: the chart titles only)
  const chartIds = [...new Set((data ?? []).map((a) => a.chartId as number))];
  const { data: charts } = useGetMany(raNameOf('controlCharts'), { ids: chartIds, meta: { titles: 'name' } }, { enabled: chartIds.length > 0 });
  const chartName = (id: unknown) => charts?.find((c) => c.id === id)?.name as string | undefined;
  return (
    <DashCard title={translate('spc.ca.dashboard')} testid="open-corrective-actions">
      {data && !data.length && <Typography color="text.secondary">{translate('spc.ca.dashboardEmpty')}</Typography>}
      <List dense disablePadding>
        {(data ?? []).map((a) => (
          <ListItemButton key={a.id} component={Link} to={`/${raNameOf('correctiveActions')}/${a.id}/show`} data-item={`correctiveActions:${a.id}`}>
            <ListItemText
              primary={[a.actionNo, chartName(a.chartId)].filter(Boolean).join(' · ')}
              secondary={[a.runKey, fmt(a.createdAt as string)].join(' · ')}
            />
          </ListItemButton>
        ))}
      </List>
      {(total ?? 0) > SHOWN && (
        <Typography variant="caption" component={Link} to={listLink('correctiveActions', { status: ['open'] })} color="primary">
          {translate('spc.ca.dashboardMore', { n: total })}
        </Typography>
      )}
    </DashCard>
  );
}

/** The card in its dashboard grid cell, only for those who may decide (no cell, no request otherwise). */
export function OpenActionsCard() {
  const { permissions } = usePermissions<{ roles: string[]; perms: string[] }>();
  if (!permissions || !hasAuth(permissions, 'qcchart:decide')) return null;
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Card />
    </Grid>
  );
}
