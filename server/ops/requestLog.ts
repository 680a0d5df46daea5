import type { FastifyInstance } from 'fastify';

/**
 * Request correlation and slow-request warnings. Fastify already writes one structured line per request
 * with its id (reqId); the id is also answered in `X-Request-Id` so a user's report can be found in the logs,
 * and a request slower than SLOW_REQUEST_MS (default 1000) is logged again at warn level.
 */
export function installRequestLogging(app: FastifyInstance, slowMs = Number(process.env.SLOW_REQUEST_MS ?? 1000)) {
  app.addHook('onSend', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    const ms = reply.elapsedTime;
    if (ms > slowMs) {
      req.log.warn(
        { reqId: req.id, method: req.method, url: req.url.slice(0, 300), statusCode: reply.statusCode, ms: Math.round(ms), userId: req.user?.id },
        'slow request',
      );
    }
  });
}
