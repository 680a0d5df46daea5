// The notice bell: a badge (max 99) with my unread count and a pop-up of my latest unread notices, from
// notices/my-page (per-user read state); refreshed when a notice arrives on the realtime topics, whose title is
// shown as a notification in the reader's language (pushedNotice).
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { useRealtimeTopic } from '../realtime/react.ts';
import { notices } from '../dataProvider/client/index.ts';
import { TIMING } from '../settings.ts';
import { notice } from '../notify.ts';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { useWhen } from '../resources/when.tsx';
import { pushedNotice } from './pushedNotice.ts';
import { BellInbox, waiting } from './BellInbox.tsx';
import { useInbox } from '../pages/dashboard/inboxData.ts';

export interface NoticeItem {
  id?: number | string;
  title: string;
  publishedAt?: string;
}
interface MyPage {
  list: NoticeItem[];
  unreadCount: number;
}

export const NOTICE_TOPICS = ['/topic/notice', '/user/queue/message'] as const;

const loadMine = (): Promise<MyPage> => notices.myPage({ pageNum: 1, pageSize: 5, isRead: '0' }, true);

export function NoticeBell() {
  const translate = useTranslate();
  const [mine, setMine] = useState<MyPage>({ list: [], unreadCount: 0 });
  const [el, setEl] = useState<HTMLElement | null>(null);
  const refresh = () =>
    void loadMine().then(
      (p) => p && setMine(p),
      () => undefined,
    );
  useEffect(refresh, []);
  const [locale] = useLanguage();
  const when = useWhen();
  const onMessage = (body: string) => {
    refresh();
    const pushed = pushedNotice(body, locale);
    if (pushed) notice(translate('app.notice.arrived'), pushed.title);
  };
  const readAll = () => void notices.readAll(true).then(refresh, () => undefined);
  const unread = mine.unreadCount;
  const inbox = useInbox();
  const work = waiting(inbox);
  const latest = mine.list;
  useRealtimeTopic(NOTICE_TOPICS[0], onMessage);
  useRealtimeTopic(NOTICE_TOPICS[1], onMessage);

  return (
    <>
      <IconButton
        aria-label={[translate('app.notice.title'), work ? translate('app.dashboard.inbox.bell', { n: work }) : ''].filter(Boolean).join(' · ')}
        onClick={(e) => {
          setEl(e.currentTarget);
          refresh();
        }}
        data-testid="notice-bell"
      >
        <Badge badgeContent={unread + work} max={TIMING.badgeMax} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={!!el}
        anchorEl={el}
        onClose={() => setEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ width: 320 }}>
          <BellInbox sections={inbox} onGo={() => setEl(null)} />
          <List
            dense
            subheader={
              inbox?.some((s) => s.count > 0) ? (
                <ListSubheader disableSticky sx={{ lineHeight: 2.5 }}>
                  {translate('app.notice.title')}
                </ListSubheader>
              ) : undefined
            }
          >
            {latest.length === 0 && (
              <ListItem>
                <ListItemText secondary={translate('app.notice.empty')} />
              </ListItem>
            )}
            {latest.map((n, i) => (
              <ListItem key={`${n.id ?? 'live'}-${i}`}>
                <ListItemText primary={n.title} secondary={n.publishedAt ? when(n.publishedAt) : undefined} />
              </ListItem>
            ))}
          </List>
          <Box sx={{ display: 'flex' }}>
            <Button fullWidth disabled={!unread} onClick={readAll}>
              {translate('app.notice.readAll')}
            </Button>
            <Button fullWidth component={Link} to="/myNotice" onClick={() => setEl(null)}>
              {translate('app.notice.more')}
            </Button>
          </Box>
        </Box>
      </Popover>
    </>
  );
}
