// The realtime connection: STOMP to /ws with the access token, set up at start while a session exists,
// stopped when it ends. Reloads the dict cache when the server announces a change on /topic/dict, and open lists on
// /topic/workflow.
import { useEffect, useMemo, type ReactNode } from 'react';
import { createRealtime, defaultRealtimeUrl } from '../realtime/index.ts';
import { RealtimeProvider, useRealtimeTopic } from '../realtime/react.ts';
import { session } from '../authProvider/session.ts';
import { useSessionToken } from '../routes/useSession.ts';
import { dictCache, DICT_TOPIC } from '../dict/index.ts';
import { WorkflowSync } from './WorkflowSync.tsx';

function DictSync() {
  const token = useSessionToken();
  useEffect(() => {
    if (token) dictCache.load().catch(() => undefined); // loaded after login; a failure leaves selects showing raw values
  }, [token]);
  useRealtimeTopic(DICT_TOPIC, () => void dictCache.refresh().catch(() => undefined));
  return null;
}

export function RealtimeRoot({ children }: { children: ReactNode }) {
  const token = useSessionToken();
  const client = useMemo(() => (token ? createRealtime({ url: defaultRealtimeUrl(), getToken: () => session.token() }) : null), [token]);
  useEffect(() => {
    if (!client) return;
    client.start();
    return () => void client.stop();
  }, [client]);
  return (
    <RealtimeProvider value={client}>
      <DictSync />
      <WorkflowSync />
      {children}
    </RealtimeProvider>
  );
}
