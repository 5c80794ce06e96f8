// The Fastify application: JSON errors everywhere, the API, the WebSocket, the web client.
import helmet from '@fastify/helmet';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { ApiError, toApiError } from './errors.js';
import { registerCatalog } from './http/catalog.js';
import { registerRateLimits } from './http/rate-limits.js';
import { registerRoutes } from './http/routes.js';
import { registerTables } from './http/tables.js';
import { registerWeb } from './http/web.js';
import { registerWebSocket } from './http/ws.js';
import type { ActionBudget } from './http/bucket.js';
import type { TrustProxy } from './http/proxy.js';
import type { Redis } from 'ioredis';
import { parseClientJson } from './json-limits.js';
import type { MatchHub } from './live/hub.js';
import type { TableStore } from './live/table-store.js';
import { BODY_LIMIT, WS_HARD_LIMIT, type RateLimits } from './limits.js';

export interface AppOptions {
  readonly rateLimits: RateLimits;
  /** Origins besides our own whose pages may open WebSockets. */
  readonly origins: readonly string[];
  /** Several nodes (REDIS_URL): rate limits counted in Redis, and the sockets' per-seat budget with them. */
  readonly shared?: { readonly redis: Redis; readonly tokenActions: (rate: number, burst: number) => ActionBudget } | null;
  /** The reverse proxies whose X-Forwarded-For names the client (http/proxy.ts); unset: none. */
  readonly trustProxy?: TrustProxy;
  /** Where tables wait for their seats' secrets (`Game.seatSecret`). */
  readonly tables: TableStore;
}

/** The sockets of this very host (the Host the page was loaded from), for connect-src. */
function sameHostSockets(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  return /^[A-Za-z0-9.:[\]-]{1,255}$/.test(host) ? `ws://${host} wss://${host}` : '';
}

export async function buildApp(hub: MatchHub, webDir: string, opts: AppOptions): Promise<FastifyInstance> {
  // No request logging all the same: nothing in a URL is secret any more, but logs are not our job.
  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT,
    trustProxy: opts.trustProxy ?? false,
    routerOptions: { maxParamLength: 128 },
    // Errors the router finds before any handler (a bad URL, an over-long id) get the same shape.
    frameworkErrors: (err, _req, reply) => {
      const e = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? new ApiError('unknown_match', 'no such match') : toApiError(err);
      void (reply as unknown as FastifyReply).code(e.status).send(e.body());
    },
  });
  app.setErrorHandler((err, _req, reply) => {
    const e = toApiError(err);
    return reply.code(e.status).send(e.body());
  });
  // JSON bodies: size and nesting checked before parsing (Fastify's own parser has no depth limit).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) => {
    try {
      done(null, parseClientJson(body as string, BODY_LIMIT));
    } catch (e) {
      done(e as Error, undefined);
    }
  });
  await app.register(helmet, {
    // The built client is our own scripts, styles and images; its only connections are our API and socket.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", (req) => sameHostSockets(req)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    // Plain http on a LAN is a supported way to play: no HSTS, no upgrade of its requests to https.
    strictTransportSecurity: false,
  });
  const limits = await registerRateLimits(app, opts.rateLimits, opts.shared?.redis ?? null);
  await app.register(websocket, { options: { maxPayload: WS_HARD_LIMIT } });
  registerRoutes(app, hub, limits);
  registerCatalog(app);
  registerTables(app, hub, opts.tables, limits);
  registerWebSocket(app, hub, { limits: opts.rateLimits, origins: opts.origins, ...(opts.shared ? { tokenActions: opts.shared.tokenActions } : {}) });
  await registerWeb(app, webDir);
  return app;
}
