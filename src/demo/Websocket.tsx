// WebSocket console demo: the STOMP connection's state, subscriptions to any topic or user queue, sending a message
// (to /topic/demo for everyone or to my own queue, through the server), and the messages as they arrive.
import { useContext, useEffect, useRef, useState } from 'react';
import { useTranslate, Title } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { RealtimeContext, useRealtimeState } from '../realtime/react.ts';
import { demo } from '../dataProvider/client/index.ts';

interface Received {
  at: string;
  topic: string;
  body: string;
}

export default function Websocket() {
  const translate = useTranslate();
  const client = useContext(RealtimeContext);
  const { state } = useRealtimeState();
  const [topic, setTopic] = useState('/topic/demo');
  const [subs, setSubs] = useState<string[]>([]);
  const [destination, setDestination] = useState<'/topic/demo' | '/user/queue/message'>('/topic/demo');
  const [text, setText] = useState('');
  const [messages, setMessages] = useState<Received[]>([]);
  const offs = useRef(new Map<string, () => void>());

  const subscribe = (t: string) => {
    if (!client || offs.current.has(t) || !/^\/(topic|user\/queue)\/[\w./-]+$/.test(t)) return;
    offs.current.set(
      t,
      client.subscribe(t, (body) => setMessages((m) => [{ at: new Date().toLocaleTimeString(), topic: t, body }, ...m].slice(0, 200))),
    );
    setSubs([...offs.current.keys()]);
  };
  const unsubscribe = (t: string) => {
    offs.current.get(t)?.();
    offs.current.delete(t);
    setSubs([...offs.current.keys()]);
  };
  useEffect(() => {
    const subscribed = offs.current; // the same Map for the component's life
    subscribe('/topic/demo');
    return () => {
      subscribed.forEach((off) => off());
      subscribed.clear();
    };
  }, [client]); // eslint-disable-line react-hooks/exhaustive-deps -- per client; subscribe is a new closure every render

  return (
    <Card data-testid="page-websocket">
      <Title title="menu.demo.websocket" />
      <CardContent>
        <Stack spacing={2}>
          <Chip
            sx={{ alignSelf: 'flex-start' }}
            color={state === 'open' ? 'success' : 'default'}
            label={translate('sys.demo.wsState', { state })}
            data-testid="ws-state"
          />
          <Stack direction="row" spacing={1}>
            <TextField size="small" label={translate('sys.demo.destination')} value={topic} onChange={(e) => setTopic(e.target.value)} />
            <Button onClick={() => subscribe(topic)}>{translate('sys.demo.subscribe')}</Button>
          </Stack>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {subs.map((s) => (
              <Chip key={s} label={s} onDelete={() => unsubscribe(s)} />
            ))}
          </Stack>
          <Stack direction="row" spacing={1}>
            <TextField select size="small" value={destination} onChange={(e) => setDestination(e.target.value as typeof destination)}>
              <MenuItem value="/topic/demo">/topic/demo</MenuItem>
              <MenuItem value="/user/queue/message">/user/queue/message</MenuItem>
            </TextField>
            <TextField
              size="small"
              sx={{ flex: 1 }}
              label={translate('sys.demo.message')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'ws-text' } }}
            />
            <Button
              variant="contained"
              disabled={!text}
              data-testid="ws-send"
              onClick={async () => {
                await demo.sendMessage(destination, text);
                setText('');
              }}
            >
              {translate('sys.demo.send')}
            </Button>
          </Stack>
          <Stack direction="row" justifyContent="space-between">
            <Typography variant="subtitle2">{translate('sys.demo.received')}</Typography>
            <Button size="small" onClick={() => setMessages([])}>
              {translate('sys.demo.clear')}
            </Button>
          </Stack>
          <Box
            component="pre"
            sx={{ m: 0, p: 1, bgcolor: 'action.hover', minHeight: 200, maxHeight: 400, overflow: 'auto', fontSize: 12 }}
            data-testid="ws-log"
          >
            {messages.map((m) => `${m.at} ${m.topic} ${m.body}`).join('\n')}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
