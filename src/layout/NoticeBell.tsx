// The notice bell: a badge (max 99) with the count of unread notices that arrived on the realtime topics since
// login, and a pop-up of the latest ones (the newest published notices from the generic page API, then the live
// ones), with a link to "my notices".
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { useRealtimeTopic } from '../realtime/react.ts';
import { request } from '../dataProvider/http.ts';
import { TIMING } from '../settings.ts';

export interface NoticeItem {
  id?: number | string;
  title: string;
  publishedAt?: string;
}

export const NOTICE_TOPICS = ['/topic/notice', '/user/queue/message'] as const;

function parse(body: string): NoticeItem {
  try {
    const v = JSON.parse(body) as Partial<NoticeItem> & { content?: string };
    return { id: v.id, title: v.title ?? v.content ?? body, publishedAt: v.publishedAt };
  } catch {
    return { title: body };
  }
}

export function NoticeBell() {
  const translate = useTranslate();
  const [unread, setUnread] = useState(0);
  const [latest, setLatest] = useState<NoticeItem[]>([]);
  const [el, setEl] = useState<HTMLElement | null>(null);
  useEffect(() => {
    request<{ list: NoticeItem[] }>({ url: 'api/v1/notices/page', params: { pageNum: 1, pageSize: 5, publishStatus: 'published', sort: 'publishedAt', order: 'desc' }, silent: true })
      .then((page) => setLatest((now) => [...now, ...(page?.list ?? [])].slice(0, 5)))
      .catch(() => undefined); // without notice:query the bell shows live notices only
  }, []);
  const onMessage = (body: string) => {
    setUnread((n) => n + 1);
    setLatest((now) => [parse(body), ...now].slice(0, 5));
  };
  useRealtimeTopic(NOTICE_TOPICS[0], onMessage);
  useRealtimeTopic(NOTICE_TOPICS[1], onMessage);

  return (
    <>
      <IconButton aria-label={translate('app.notice.title')} onClick={(e) => { setEl(e.currentTarget); setUnread(0); }} data-testid="notice-bell">
        <Badge badgeContent={unread} max={TIMING.badgeMax} color="error"><NotificationsIcon /></Badge>
      </IconButton>
      <Popover open={!!el} anchorEl={el} onClose={() => setEl(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Box sx={{ width: 320 }}>
          <List dense>
            {latest.length === 0 && <ListItem><ListItemText secondary={translate('app.notice.empty')} /></ListItem>}
            {latest.map((n, i) => (
              <ListItem key={`${n.id ?? 'live'}-${i}`}><ListItemText primary={n.title} secondary={n.publishedAt?.slice(0, 16).replace('T', ' ')} /></ListItem>
            ))}
          </List>
          <Button fullWidth component={Link} to="/myNotice" onClick={() => setEl(null)}>{translate('app.notice.more')}</Button>
        </Box>
      </Popover>
    </>
  );
}
