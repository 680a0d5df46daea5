// The work inbox (我的待办): what waits for me, from the one route GET /admin/inbox, which answers only the steps
// my perms allow (so the dashboard asks nothing it may be refused). Each section is a count and its first items,
// each item one click from the screen where its step is done. Kept live: a workflow change anywhere, or a
// personal message (an assignment), loads it again.
import { Link } from 'react-router-dom';
import { useLocale, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { fmt } from '../../business/shared.tsx';
import { DashCard, listLink } from './Cards.tsx';
import { dictCache, dictLabel, useDict } from '../../dict/index.ts';
import { resourceByName } from '../../../schemas/resources/index.ts';

import { aboutText, actionPath, useInbox, STATE_OF, type InboxSection } from './inboxData.ts';

export { actionPath };

export function Inbox() {
  const translate = useTranslate();
  const sections = useInbox();
  const statusText = useStatusText();
  const shown = (sections ?? []).filter((s) => s.count > 0);
  return (
    <DashCard title={translate('app.dashboard.inbox.title')} testid="inbox">
      {sections && !shown.length && (
        <Typography color="text.secondary" data-empty="true">
          {translate('app.dashboard.inbox.empty')}
        </Typography>
      )}
      {shown.map((s) => (
        <List
          key={s.key}
          dense
          disablePadding
          data-section={s.key}
          data-count={s.count}
          subheader={
            <ListSubheader disableSticky sx={{ px: 0, display: 'flex', alignItems: 'center', gap: 1, lineHeight: 2.5 }}>
              {translate(`app.dashboard.inbox.${s.key}`)}
              <Chip size="small" color="warning" label={s.count} />
            </ListSubheader>
          }
        >
          {s.items.map((i) => (
            <ListItemButton key={i.id} component={Link} to={actionPath(s.key, i)} data-item={`${s.key}:${i.id}`}>
              <ListItemText
                primary={[i.no, aboutText(i, translate)].filter(Boolean).join(' · ')}
                secondary={[statusText(STATE_OF[s.key] ?? 'reports', i.status), i.dueBy ? translate('app.dashboard.inbox.due', { date: fmt(i.dueBy) }) : '']
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItemButton>
          ))}
          {/* the rest says what it is and opens the list of it (a bare "3 more" named nothing and led nowhere) */}
          {s.count > s.items.length && (
            <Box sx={{ pl: 2 }}>
              <Typography variant="caption" component={Link} to={moreLink(s)} color="primary" data-more={s.key}>
                {translate('app.dashboard.inbox.more', { n: s.count - s.items.length, what: translate(`app.dashboard.inbox.${s.key}`) })}
              </Typography>
            </Box>
          )}
        </List>
      ))}
    </DashCard>
  );
}

/**
 * An item's status as a person reads it: a workflow state by its translation, a status the lab keeps in a dictionary
 * (an instrument's 在用/维修, equipment_status) by the dictionary's label — it has no translation key.
 */
function useStatusText() {
  const translate = useTranslate();
  const locale = useLocale();
  useDict(undefined); // re-render when the dictionaries load
  return (resource: string, status: string): string => {
    const code = resourceByName.get(resource)?.fieldList.find((f) => f.name === 'status')?.dictCode;
    if (!code) return translate(`resources.${resource}.enums.status.${status}`, { _: '' });
    const item = dictCache.get(code)?.find((d) => d.value === status);
    return item ? dictLabel(item, locale) : status;
  };
}

/** The list of a section's resource in the states its items are in (the section's whole count). */
const moreLink = (s: InboxSection) => listLink(STATE_OF[s.key] ?? 'reports', { status: [...new Set(s.items.map((i) => i.status))] });
