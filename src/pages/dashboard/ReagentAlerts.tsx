// The dashboard's reagent card (issue 34 item 5), for who reads the reagents: lots, opened containers and approved
// prepared solutions expiring within the lab's window (系统配置 reagent.expiryAlertDays), expired ones first and in
// red, and the catalogue's items below their minimum stock; each line opens its record.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePermissions, useTranslate } from 'react-admin';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { hasAuth } from '../../authProvider/access.ts';
import { inventory, type ExpiringItem } from '../../dataProvider/client/index.ts';
import { raNameOf } from '../../resources/names.ts';
import { useWhen } from '../../resources/when.tsx';
import { DashCard } from './Cards.tsx';
import { useLoad } from './data.ts';

const showOf = (schemaName: string, id: number) => `/${raNameOf(schemaName)}/${id}/show`;
const linkOf = (e: ExpiringItem) => (e.kind === 'solution' ? showOf('solutions', e.id) : showOf('materialLots', e.lotId ?? e.id));

export function ReagentAlerts({ wrap }: { wrap: (card: ReactNode) => ReactNode }) {
  const translate = useTranslate();
  const when = useWhen();
  const { permissions } = usePermissions<{ roles: string[]; perms: string[] }>();
  const may = hasAuth(permissions, 'reagent:query');
  const alerts = useLoad(() => (may ? inventory.alerts() : Promise.reject()), [may]);
  if (!may) return null;
  const empty = alerts && !alerts.expiring.length && !alerts.lowStock.length;
  return (
    <>
      {wrap(
        <DashCard title={translate('stock.alerts.title')} testid="reagent-alerts">
          {!alerts ? (
            <Typography color="text.secondary">…</Typography>
          ) : empty ? (
            <Typography color="text.secondary">{translate('stock.alerts.none')}</Typography>
          ) : (
            <List dense disablePadding sx={{ maxHeight: 320, overflow: 'auto' }}>
              {alerts.expiring.length > 0 && <ListSubheader disableSticky>{translate('stock.alerts.expiring', { days: alerts.days })}</ListSubheader>}
              {alerts.expiring.map((e) => (
                <ListItemButton key={`${e.kind}-${e.id}`} component={Link} to={linkOf(e)} data-alert={`${e.kind}-${e.no}`}>
                  <ListItemText primary={`${e.name} · ${e.no}`} secondary={translate(`stock.alerts.kind.${e.kind}`)} />
                  <Chip
                    size="small"
                    color={e.expired ? 'error' : 'warning'}
                    label={translate(e.expired ? 'stock.alerts.expired' : 'stock.alerts.expiresOn', { date: when(e.expiresOn, 'date') })}
                  />
                </ListItemButton>
              ))}
              {alerts.lowStock.length > 0 && <ListSubheader disableSticky>{translate('stock.alerts.lowStock')}</ListSubheader>}
              {alerts.lowStock.map((m) => (
                <ListItemButton key={`m-${m.id}`} component={Link} to={showOf('materials', m.id)} data-alert={`low-${m.code}`}>
                  <ListItemText primary={m.name} secondary={m.code} />
                  <Chip size="small" color="warning" label={translate('stock.alerts.stock', { n: m.inStock, min: m.minStock })} />
                </ListItemButton>
              ))}
            </List>
          )}
        </DashCard>,
      )}
    </>
  );
}
