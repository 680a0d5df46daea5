import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyBaseLogger } from 'fastify';
import multipart from '@fastify/multipart';
import { installInputHygiene } from './ops/inputHygiene.ts';
import fastifyStatic from '@fastify/static';
import { resources } from '../schemas/resources/index.ts';
import type { Config } from './config.ts';
import { openDatabase, type LimsDatabase } from './db/index.ts';
import { migrateToLatest } from './db/migrate.ts';
import { collectRoutes, installOpenApi } from './openapi/index.ts';
import { createHealth, type Health } from './ops/health.ts';
import { installHttpPolicy, MULTIPART_LIMITS } from './http/plugin.ts';
import { envelope } from './http/errors.ts';
import { createCrud, type Publisher } from './crud/service.ts';
import { registerResourceRoutes } from './crud/routes.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerDictRoutes } from './dict/routes.ts';
import { composeHooks, type ServerResource } from './crud/hooks.ts';
import { appHooks, features } from './registry.ts';
import { seedDemo } from './seed/demo.ts';
import { upgradeRegistry } from './seed/registry.ts';
import { createLogger } from './logging.ts';
import { realtimePlugin, createPgBus } from './realtime/index.ts';
import { userIdOfToken } from './auth/tokens.ts';
import { loadUser } from './access/user.ts';

export interface App {
  app: FastifyInstance;
  database: LimsDatabase;
  crud: ReturnType<typeof createCrud>;
  health: Health;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime?: Publisher & { disconnectUser?(userId: number): void; sendToUser?(userId: number, destination: string, body: object): Promise<void> | void };
  }
}

/** `hooks`: the server resources this app composes (default: every `*.resource.ts`); each app has its own table. */
export async function buildApp(config: Config, opts: { hooks?: readonly ServerResource[] } = {}): Promise<App> {
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database.db);

  const app: FastifyInstance = Fastify({
    loggerInstance: createLogger(config) as FastifyBaseLogger,
    bodyLimit: config.bodyLimitBytes,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: process.env.TRUST_PROXY === 'true',
    // a bulk delete names its ids in the path, up to 500 of up to 10 digits (crud/routes.ts parseIds, 5,499 characters; a few more so that 501 reach its 400): the router's
    // default of 100 characters answered 414 from about 20 ids
    routerOptions: { maxParamLength: 6000 },
  });
  // One validation path: handlers parse with the resource schemas and answer localised field errors.
  // Fastify's own compilers only describe the routes (OpenAPI), they do not validate or serialise.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const routes = collectRoutes(app); // before any route: the document and the 405 answers are built from them
  installHttpPolicy(app, database, { bodyBytes: config.bodyLimitBytes, uploadBytes: config.uploadLimitBytes, methodsOf: routes.methodsOf });
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/admin/api-docs')) route.config = { ...(route.config ?? {}), access: 'public' };
  });

  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: config.uploadLimitBytes, ...MULTIPART_LIMITS, fieldSize: 1024 * 1024 },
  });
  // after multipart (its preValidation fills the body first), before every route (encapsulated ones inherit it)
  installInputHygiene(app);
  await installOpenApi(app, routes, resources, '2.18.4');

  // STOMP at /ws: CONNECT is authenticated like an API call; PostgreSQL fans messages out to every instance.
  await app.register(realtimePlugin, {
    authenticate: async (raw) => {
      const token = raw.replace(/^Bearer\s+/i, '').trim();
      const userId = token ? await userIdOfToken(database.db, token) : null;
      const user = userId ? await loadUser(database.db, userId) : null;
      return user ? { userId: user.id, username: user.username } : null;
    },
    bus: database.dialect === 'postgres' ? createPgBus(config.databaseUrl, { onError: (err) => app.log.error({ err }, 'realtime bus') }) : undefined,
  });

  const crud = createCrud(database, () => app.realtime, composeHooks(opts.hooks ?? appHooks()));
  const services = { config, database, crud, realtime: () => app.realtime };
  // request contexts reach this app's services through it (RequestContext.app): no module-level state
  app.decorate('lims', services);
  registerAuthRoutes(app, database, config, { onLogout: (userId) => app.realtime?.disconnectUser?.(userId) });
  registerDictRoutes(app, database);
  // the feature route plugins (every server/**/feature.ts) first: their specific routes sit beside the generic ones
  // of the same resource. Their order does not matter: root hooks reach every route when the app is ready.
  for (const register of features) await register(app, services);
  for (const r of resources) registerResourceRoutes(app, crud, r);

  // a proxy's probe: answered from memory (migration state and a once-a-second database ping), never logged per request
  const health = await createHealth(database);
  app.get(
    '/admin/health',
    { config: { access: 'public' }, logLevel: 'silent', schema: { tags: ['ops'], summary: 'Ready when the database answers and migrations are current' } },
    async (_req, reply) => {
      const h = await health.state();
      return reply.status(h.ok ? 200 : 503).send({ code: h.ok ? '00000' : 'B0001', msg: h.msg, data: h.data });
    },
  );

  const dist = path.resolve('dist');
  if (fs.existsSync(path.join(dist, 'index.html'))) {
    await app.register(fastifyStatic, { root: dist, prefix: '/', wildcard: false, index: 'index.html' });
  } else {
    app.get('/', async (_req, reply) => reply.type('text/plain').send('UI not built: run `npm run build`.'));
  }

  // menus, buttons and dictionaries follow the declarations: a new version's resources appear in an existing database
  const upgraded = await upgradeRegistry(services);
  if (Object.values(upgraded).some((n) => n > 0)) app.log.info(upgraded, 'menu rules and dictionaries brought up to date with the declarations');
  if (config.seedDemo) await seedDemo(services, app.log);

  return {
    app,
    database,
    crud,
    health,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export { envelope };
