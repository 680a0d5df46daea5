import type { CurrentUser } from '../access/user.ts';
import type { Lang } from './messages.ts';

/**
 * Every /admin/ route declares its access in `config.access`:
 * 'public' (login, captcha, health), 'login' (any signed-in user), or perm string(s) (any one suffices; ROOT passes).
 * A route that declares nothing is refused to everyone but ROOT: access fails closed.
 */
export type RouteAccess = 'public' | 'login' | string | string[];

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
    lang: Lang;
    token?: string;
    /** performance.now() when the access check began: changes committed before it are seen (server/db/changes.ts) */
    arrivedAt: number;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
