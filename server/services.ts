import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { LimsDatabase } from './db/index.ts';
import type { Crud, Publisher } from './crud/service.ts';

/** What feature modules get from the app: configuration, the database and the one write path. */
export interface AppServices {
  config: Config;
  database: LimsDatabase;
  crud: Crud;
  /** this app's realtime hub, once registered (personal messages, closing sockets) */
  realtime: () =>
    (Publisher & { sendToUser?(userId: number, destination: string, body: object): Promise<void> | void; disconnectUser?(userId: number): void }) | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** this app's services, for request handlers (see RequestContext.app) */
    lims: AppServices;
  }
}

/**
 * A feature route plugin: the routes of a capability beyond the generic CRUD. The default export of a `feature.ts`
 * under server/ (collected by scripts/registry.ts into server/registry.gen.ts); buildApp registers each before the
 * generic routes.
 */
export type Feature = (app: FastifyInstance, services: AppServices) => void | Promise<void>;
