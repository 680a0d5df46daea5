// The work inbox in the notification bell: each kind of waiting work by its label and count, one click from its
// action (the oldest-due item's screen; the dashboard lists them all). The bell's badge counts it with the unread
// notices, so a number on the bell always has a line in its pop-up saying what it is.
import { Link } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { aboutText, actionPath, type InboxSection } from '../pages/dashboard/inboxData.ts';

/** How many things wait for me: the sum of the sections' counts. */
export const waiting = (sections: InboxSection[] | null) => (sections ?? []).reduce((n, s) => n + s.count, 0);

export function BellInbox({ sections, onGo }: { sections: InboxSection[] | null; onGo: () => void }) {
  const translate = useTranslate();
  const shown = (sections ?? []).filter((s) => s.count > 0 && s.items.length > 0);
  if (!shown.length) return null;
  return (
    <List
      dense
      data-testid="bell-inbox"
      subheader={
        <ListSubheader disableSticky sx={{ lineHeight: 2.5 }}>
          {translate('app.dashboard.inbox.title')}
        </ListSubheader>
      }
    >
      {shown.map((s) => (
        <ListItemButton key={s.key} component={Link} to={actionPath(s.key, s.items[0]!)} onClick={onGo} data-section={s.key} data-count={s.count}>
          <ListItemText
            primary={translate(`app.dashboard.inbox.${s.key}`)}
            secondary={[s.items[0]!.no, aboutText(s.items[0]!, translate)].filter(Boolean).join(' · ') + (s.count > 1 ? ' …' : '')}
          />
          <Chip size="small" color="warning" label={s.count} />
        </ListItemButton>
      ))}
    </List>
  );
}
