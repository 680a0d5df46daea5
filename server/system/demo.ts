import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.ts';
import { envelope } from '../http/errors.ts';
import { contextOf } from '../crud/context.ts';
import { object, text } from '../openapi/shapes.ts';
import { realtimeOf } from '../realtime/index.ts';
import { sanitizeRichText } from './notices/sanitize.ts';
import { demoMessage } from '../../schemas/demo/messages.ts';

/** the websocket console's message, shared with its form */
const messageBody = demoMessage;

const sanitizeBody = z.object({ html: z.string().max(200000) });

/** Server ends of the demo pages: the websocket console's send, and what the server keeps of some rich text. */
export function registerDemoRoutes(app: FastifyInstance, { crud }: AppServices) {
  app.post(
    '/admin/api/v1/demo/messages',
    {
      config: { access: 'login' },
      schema: {
        tags: ['demo'],
        summary: 'Send a text message to /topic/demo (everyone subscribed) or to my own /user/queue/message',
        body: messageBody,
        'x-data': object({ from: text, body: text, at: text }),
      } as never,
    },
    async (req) => {
      const m = crud.validate(messageBody as never, req.body, contextOf(req)) as z.infer<typeof messageBody>;
      const payload = { from: req.user!.username, body: m.body, at: new Date().toISOString() };
      const rt = realtimeOf(app);
      if (m.destination === '/topic/demo') await rt.publish('/topic/demo', payload);
      else await rt.sendToUser(req.user!.id, '/user/queue/message', { type: 'demo', ...payload });
      return envelope(payload);
    },
  );

  app.post(
    '/admin/api/v1/demo/sanitize',
    {
      config: { access: 'login' },
      schema: {
        tags: ['demo'],
        summary: 'The rich text the server would store (scripts and unsafe markup removed)',
        body: sanitizeBody,
        'x-data': object({ html: text }),
      } as never,
    },
    async (req) => {
      const { html } = crud.validate(sanitizeBody as never, req.body, contextOf(req)) as { html: string };
      return envelope({ html: await sanitizeRichText(html) });
    },
  );
}
