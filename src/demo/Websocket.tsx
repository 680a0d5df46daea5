// WebSocket console demo: the STOMP connection's state, subscriptions to any topic or user queue, sending a message
// (to /topic/demo for everyone or to my own queue, through the server), and the messages as they arrive. Both are
// react-admin forms; the message is checked by the schema the server validates it with (schemas/demo/messages.ts).
import { useContext, useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslate, Title, Form, TextInput, SelectInput, required } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { RealtimeContext, useRealtimeState } from '../realtime/react.ts';
import { demo } from '../dataProvider/client/index.ts';
import { zodValidator } from '../resources/schema.ts';
import { DEMO_DESTINATIONS, demoMessage, type DemoMessage } from '../../schemas/demo/messages.ts';

const checkMessage = zodValidator(demoMessage);
const DESTINATIONS = DEMO_DESTINATIONS.map((d) => ({ id: d, name: d }));
const always = [required()];

interface Received {
  at: string;
  topic: string;
  body: string;
}

export default function Websocket() {
  const translate = useTranslate();
  const client = useContext(RealtimeContext);
  const { state } = useRealtimeState();
  const [subs, setSubs] = useState<string[]>([]);
  // a message sent starts a new form on the same destination (its text cleared)
  const [sent, setSent] = useState<{ count: number; destination: DemoMessage['destination'] }>({ count: 0, destination: '/topic/demo' });
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
          <Form defaultValues={{ topic: '/topic/demo' }} onSubmit={(v: Record<string, unknown>) => subscribe(String(v.topic ?? ''))} noValidate>
            <Stack direction="row" spacing={1} alignItems="center">
              <TextInput source="topic" label="sys.demo.destination" helperText={false} />
              <Button type="submit">{translate('sys.demo.subscribe')}</Button>
            </Stack>
          </Form>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {subs.map((s) => (
              <Chip key={s} label={s} onDelete={() => unsubscribe(s)} />
            ))}
          </Stack>
          <Form
            key={sent.count}
            defaultValues={{ destination: sent.destination, body: '' }}
            validate={checkMessage}
            onSubmit={async (v: Record<string, unknown>) => {
              const message = v as DemoMessage;
              try {
                await demo.sendMessage(message);
                setSent((s) => ({ count: s.count + 1, destination: message.destination }));
              } catch {
                // the HTTP client has said why; the text stays to send again
              }
            }}
            noValidate
          >
            <Stack direction="row" spacing={1} alignItems="center">
              <SelectInput source="destination" label={false} choices={DESTINATIONS} translateChoice={false} validate={always} helperText={false} />
              <TextInput source="body" label="sys.demo.message" sx={{ flex: 1 }} helperText={false} slotProps={{ htmlInput: { 'data-testid': 'ws-text' } }} />
              <SendButton />
            </Stack>
          </Form>
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

/** Sends what is typed; nothing to send while the text is empty. */
function SendButton() {
  const translate = useTranslate();
  const body = useWatch({ name: 'body' }) as string | null;
  return (
    <Button type="submit" variant="contained" disabled={!body} data-testid="ws-send">
      {translate('sys.demo.send')}
    </Button>
  );
}
