// My notices (/myNotice): the published notices addressed to me, with read state, unread count, a filter,
// mark-all-read, and the notice itself (opening it marks it read). New notices arrive over STOMP.
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Pagination from '@mui/material/Pagination';
import { notices, type MyNoticeItem } from '../../dataProvider/client/index.ts';
import { useRealtimeTopic } from '../../realtime/react.ts';
import { AuthHtml } from '../../resources/tools/AuthImage.tsx';
import { useWhen } from '../../resources/when.tsx';

type Item = MyNoticeItem;
interface Detail extends Item {
  content: string;
}
const LEVEL_COLOR = { low: 'info', medium: 'warning', high: 'error' } as const;
const PAGE = 10;

export default function MyNotice() {
  const translate = useTranslate();
  const when = useWhen();
  const [filter, setFilter] = useState<'all' | '0' | '1'>('all');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: Item[]; total: number; unreadCount: number }>({ list: [], total: 0, unreadCount: 0 });
  const [open, setOpen] = useState<Detail | null>(null);
  const load = useCallback(
    () =>
      notices
        .myPage({ pageNum: page, pageSize: PAGE, isRead: filter === 'all' ? undefined : filter })
        .then(setData)
        .catch(() => undefined),
    [page, filter],
  );
  useEffect(() => {
    void load();
  }, [load]);
  useRealtimeTopic('/topic/notice', () => void load());
  useRealtimeTopic('/user/queue/message', () => void load());

  const read = async (id: number) => {
    setOpen(await notices.detail(id));
    void load();
  };

  if (open) {
    return (
      <Card data-testid="page-my-notice">
        <CardContent>
          <Button onClick={() => setOpen(null)}>{translate('sys.notice.back')}</Button>
          <Typography variant="h5" sx={{ mt: 1 }} data-testid="notice-title">
            {open.title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {open.publishedAt ? when(open.publishedAt) : ''}
          </Typography>
          <AuthHtml html={open.content} />
        </CardContent>
      </Card>
    );
  }
  return (
    <Card data-testid="page-my-notice">
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center">
          <ToggleButtonGroup
            size="small"
            exclusive
            value={filter}
            onChange={(_, v) => {
              if (v) {
                setFilter(v);
                setPage(1);
              }
            }}
          >
            <ToggleButton value="all">{translate('sys.all')}</ToggleButton>
            <ToggleButton value="0">{translate('sys.notice.unread')}</ToggleButton>
            <ToggleButton value="1">{translate('sys.notice.read')}</ToggleButton>
          </ToggleButtonGroup>
          <Typography data-testid="unread-count">{translate('sys.notice.unreadCount', { count: data.unreadCount })}</Typography>
          <Button
            size="small"
            disabled={!data.unreadCount}
            onClick={async () => {
              await notices.readAll();
              void load();
            }}
            data-testid="read-all"
          >
            {translate('sys.notice.markAllRead')}
          </Button>
        </Stack>
        <List>
          {data.list.length === 0 && (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {translate('app.notice.empty')}
            </Typography>
          )}
          {data.list.map((n) => (
            <ListItemButton key={n.id} divider onClick={() => void read(n.id)} data-notice={n.title}>
              <ListItemText
                primary={<span style={{ fontWeight: n.isRead ? 400 : 700 }}>{n.title}</span>}
                secondary={n.publishedAt ? when(n.publishedAt) : undefined}
              />
              <Chip
                size="small"
                color={LEVEL_COLOR[n.level as keyof typeof LEVEL_COLOR] ?? 'default'}
                label={translate(`sys.notice.level.${n.level}`)}
                sx={{ mr: 1 }}
              />
              <Chip size="small" variant={n.isRead ? 'outlined' : 'filled'} label={translate(n.isRead ? 'sys.notice.read' : 'sys.notice.unread')} />
            </ListItemButton>
          ))}
        </List>
        {data.total > PAGE && <Pagination count={Math.ceil(data.total / PAGE)} page={page} onChange={(_, p) => setPage(p)} />}
      </CardContent>
    </Card>
  );
}
