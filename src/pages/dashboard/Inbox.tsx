// The work inbox (我的待办): what waits for me, from the one route GET /admin/inbox, which answers only the steps
// my perms allow (so the dashboard asks nothing it may be refused). Each section is a count and its first items,
// each item one click from the screen where its step is done. Kept live: a workflow change anywhere, or a
// personal message (an assignment), loads it again.
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { request } from '../../dataProvider/http.ts';
import { useRealtimeTopic } from '../../realtime/react.ts';
import { openPath } from '../lecture/paths.ts';
import { fmt } from '../business/shared.tsx';
import { DashCard } from './Cards.tsx';

export interface InboxItem { id: number; no: string; status: string; dueBy?: string | null; orderId?: number | null; type?: string | null }
export interface InboxSection { key: string; count: number; items: InboxItem[] }

/** Where an item's step is done. */
export function actionPath(key: string, item: InboxItem): string {
  switch (key) {
    case 'tasksToSample': case 'tasksToReceive': case 'tasksToAnalyse': return `/business/task-detail/${item.id}`;
    case 'qcToPlan': return `/business/qc-create/${item.id}/${item.orderId}`;
    case 'toAssign': return `/analyse/analyse-apportion/${item.id}`;
    case 'toReceive': case 'toFill': case 'toCheck': case 'toReview': case 'toLock': return `/analyse/analyse-details/${item.id}`;
    case 'qcToEvaluate': return `/business/qc-detail/${item.id}`;
    case 'ordersToAccept': return `/business/trust-detail/${item.id}`;
    case 'ordersToTask': return `/business/task-create/${item.id}`;
    case 'reportsToStart': return `/lecture/lectureIndex?orderId=${item.id}`;
    default: return openPath(item);
  }
}

export function useInbox() {
  const [sections, setSections] = useState<InboxSection[] | null>(null);
  const load = useCallback(() => void request<{ sections: InboxSection[] }>({ url: 'inbox', silent: true }).then((d) => setSections(d.sections), () => undefined), []);
  useEffect(load, [load]);
  useRealtimeTopic('/topic/workflow', load);
  useRealtimeTopic('/user/queue/message', load);
  return sections;
}

export function Inbox() {
  const translate = useTranslate();
  const sections = useInbox();
  const shown = (sections ?? []).filter((s) => s.count > 0);
  return (
    <DashCard title={translate('app.dashboard.inbox.title')} testid="inbox">
      {sections && !shown.length && <Typography color="text.secondary" data-empty="true">{translate('app.dashboard.inbox.empty')}</Typography>}
      {shown.map((s) => (
        <List key={s.key} dense disablePadding data-section={s.key} data-count={s.count}
          subheader={(
            <ListSubheader disableSticky sx={{ px: 0, display: 'flex', alignItems: 'center', gap: 1, lineHeight: 2.5 }}>
              {translate(`app.dashboard.inbox.${s.key}`)}<Chip size="small" color="warning" label={s.count} />
            </ListSubheader>
          )}>
          {s.items.map((i) => (
            <ListItemButton key={i.id} component={Link} to={actionPath(s.key, i)} data-item={`${s.key}:${i.id}`}>
              <ListItemText primary={i.no}
                secondary={[translate(`resources.${STATE_OF[s.key] ?? 'reports'}.enums.status.${i.status}`, { _: '' }), i.dueBy ? translate('app.dashboard.inbox.due', { date: fmt(i.dueBy) }) : ''].filter(Boolean).join(' · ')} />
            </ListItemButton>
          ))}
          {s.count > s.items.length && <Box sx={{ pl: 2 }}><Typography variant="caption" color="text.secondary">{translate('app.dashboard.inbox.more', { n: s.count - s.items.length })}</Typography></Box>}
        </List>
      ))}
    </DashCard>
  );
}

/** The resource whose state names an item's status. */
const STATE_OF: Record<string, string> = {
  toAssign: 'analysisSheets', toReceive: 'analysisSheets', toFill: 'analysisSheets', toCheck: 'analysisSheets', toReview: 'analysisSheets', toLock: 'analysisSheets',
  tasksToSample: 'tasks', tasksToReceive: 'tasks', qcToPlan: 'tasks', tasksToAnalyse: 'tasks',
  qcToEvaluate: 'qcSheets', ordersToAccept: 'orders', ordersToTask: 'orders', reportsToStart: 'orders',
};
