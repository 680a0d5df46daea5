import type { FastifyRequest } from 'fastify';
import type { CurrentUser } from '../access/user.ts';
import type { AuditContext } from '../audit/chain.ts';
import type { Lang } from '../http/messages.ts';
import type { AppServices } from '../services.ts';

/** What a service call knows about who asks, for access, audit and messages. */
export interface RequestContext {
  user: CurrentUser | null;
  audit: AuditContext;
  lang: Lang;
  /** the body came as a multipart form (every value text): documented text forms are decoded before validation */
  textBody?: boolean;
  /** the app serving the call (its database, its write path with its hooks): two apps in one process share nothing */
  app: AppServices;
  /** the address the caller reached this server at (scheme://host[:port]): the QR code's fallback when the lab's
   *  public address (lab.publicUrl) is not set — on a LAN install, the address the lab's own browsers use */
  origin?: string;
}

export function contextOf(req: FastifyRequest): RequestContext {
  return {
    app: req.server.lims,
    user: req.user ?? null,
    lang: req.lang,
    textBody: typeof req.isMultipart === 'function' && req.isMultipart(),
    origin: req.host ? `${req.protocol}://${req.host}` : undefined,
    audit: {
      userId: req.user?.id ?? null,
      username: req.user?.username ?? null,
      ip: req.ip,
      userAgent: req.headers['user-agent'],
      method: req.method,
      url: req.url,
    },
  };
}
