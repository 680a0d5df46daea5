// The dashboard cards: counts by state, overdue and due-soon work (my inbox is Inbox.tsx).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate, useCanAccess, usePermissions } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { resourceByName } from '../../../schemas/resources/index.ts';
import { raNameOf } from '../../resources/names.ts';
import { hasAuth } from '../../authProvider/access.ts';
import { count, useLoad, isoDay, addDays } from './data.ts';

export const DashCard = ({ title, children, testid }: { title: string; children: ReactNode; testid?: string }) => (
  <Card data-testid={testid} sx={{ height: '100%' }}>
    <CardHeader title={title} slotProps={{ title: { variant: 'subtitle1', fontWeight: 600 } }} sx={{ pb: 0 }} />
    <CardContent>{children}</CardContent>
  </Card>
);

/** A link to a list with its filter in the URL (react-admin reads `filter` from the query string). */
export const listLink = (schemaName: string, filter: Record<string, unknown>) =>
  `/${raNameOf(schemaName)}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

export function StateCounts({ schemaName, wrap }: { schemaName: string; wrap: (card: ReactNode) => ReactNode }) {
  const translate = useTranslate();
  const r = resourceByName.get(schemaName)!;
  const { canAccess } = useCanAccess({ resource: raNameOf(schemaName), action: 'list' });
  const states = r.workflow!.states;
  const counts = useLoad(() => (canAccess ? Promise.all(states.map((s) => count(schemaName, { status: s }))) : Promise.reject()), [canAccess]);
  if (!canAccess) return null;
  return (
    <>
      {wrap(
        <DashCard title={translate(`resources.${schemaName}.name`, { smart_count: 2 })} testid={`counts-${schemaName}`}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {states.map((s, i) => (
              <Chip
                key={s}
                component={Link}
                to={listLink(schemaName, { status: [s] })}
                clickable
                variant="outlined"
                data-state={s}
                label={`${translate(`resources.${schemaName}.enums.status.${s}`)} ${counts ? counts[i] : '…'}`}
              />
            ))}
          </Box>
        </DashCard>,
      )}
    </>
  );
}

interface Line {
  key: string;
  label: string;
  to: string;
  n: number | null;
}
function Lines({ lines, empty }: { lines: Line[]; empty: string }) {
  const shown = lines.filter((l) => l.n !== 0);
  if (!shown.length) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <List dense disablePadding>
      {shown.map((l) => (
        <ListItemButton key={l.key} component={Link} to={l.to} data-line={l.key}>
          <ListItemText primary={l.label} />
          <Chip size="small" color={l.key.includes('Overdue') || l.key.startsWith('overdue') ? 'error' : 'warning'} label={l.n ?? '…'} />
        </ListItemButton>
      ))}
    </List>
  );
}

const OPEN_ANALYSIS = ['pending', 'issued', 'received', 'in_entry'];
/** equipment whose calibration still matters (the dict equipment_status without 'retired') */
const CALIBRATED_STATES = ['in_service', 'maintenance', 'out_of_service'];

/** `wrap` places the card (in a grid cell); nothing at all is rendered for a user who may see neither part. */
export function DueWork({ wrap }: { wrap: (card: ReactNode) => ReactNode }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<{ roles: string[]; perms: string[] }>();
  const canAnalysis = hasAuth(permissions, 'analysis:query');
  const canDevice = hasAuth(permissions, 'device:query');
  const now = new Date();
  const today = isoDay(now);
  // each line links to the list with exactly the filter it counted, so the list shows the number on the card;
  // equipment counts what the equipment screen's banner counts (every state but retired)
  const filters = [
    { status: OPEN_ANALYSIS, dueBy_lte: now.toISOString() },
    { status: OPEN_ANALYSIS, dueBy_gte: now.toISOString(), dueBy_lte: addDays(now, 1).toISOString() },
    { status: CALIBRATED_STATES, nextCalibrationDue_lte: isoDay(addDays(now, -1)) },
    { status: CALIBRATED_STATES, nextCalibrationDue_gte: today, nextCalibrationDue_lte: isoDay(addDays(now, 30)) },
  ];
  const q = useLoad(
    () =>
      Promise.all([
        canAnalysis ? count('analysisSheets', filters[0]) : 0,
        canAnalysis ? count('analysisSheets', filters[1]) : 0,
        canDevice ? count('equipment', filters[2]) : 0,
        canDevice ? count('equipment', filters[3]) : 0,
      ]),
    [canAnalysis, canDevice],
  );
  const lines: Line[] = [
    { key: 'overdueAnalysis', label: translate('app.dashboard.overdueAnalysis'), to: listLink('analysisSheets', filters[0]), n: q?.[0] ?? null },
    { key: 'dueSoonAnalysis', label: translate('app.dashboard.dueSoonAnalysis'), to: listLink('analysisSheets', filters[1]), n: q?.[1] ?? null },
    { key: 'calibrationOverdue', label: translate('app.dashboard.calibrationOverdue'), to: listLink('equipment', filters[2]), n: q?.[2] ?? null },
    { key: 'calibrationDue', label: translate('app.dashboard.calibrationDue'), to: listLink('equipment', filters[3]), n: q?.[3] ?? null },
  ];
  if (!canAnalysis && !canDevice) return null;
  return (
    <>
      {wrap(
        <DashCard title={translate('app.dashboard.overdue')} testid="due-work">
          <Lines lines={lines.filter((l) => (l.key.includes('alibration') ? canDevice : canAnalysis))} empty={translate('app.dashboard.noTasks')} />
        </DashCard>,
      )}
    </>
  );
}
