// The WebSocket demo's message (POST /admin/api/v1/demo/messages), validated by the server and by the demo's form
// (src/demo/Websocket.tsx).
import { z } from 'zod';

export const DEMO_DESTINATIONS = ['/topic/demo', '/user/queue/message'] as const;

export const demoMessage = z.object({
  /** the shared demo topic, or the caller's own queue */
  destination: z.enum(DEMO_DESTINATIONS),
  body: z.string().min(1).max(4000),
});
export type DemoMessage = z.infer<typeof demoMessage>;
