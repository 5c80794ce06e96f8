// The Fastify application: JSON errors everywhere, the API, the WebSocket, the web client.
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { ApiError, toApiError } from './errors.js';
import { registerRoutes } from './http/routes.js';
import { registerWeb } from './http/web.js';
import { registerWebSocket } from './http/ws.js';
import type { MatchHub } from './live/hub.js';
import { BODY_LIMIT, WS_HARD_LIMIT } from './limits.js';

export async function buildApp(hub: MatchHub, webDir: string): Promise<FastifyInstance> {
  // No request logging: tokens travel in query strings.
  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT,
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
  await app.register(websocket, { options: { maxPayload: WS_HARD_LIMIT } });
  registerRoutes(app, hub);
  registerWebSocket(app, hub);
  await registerWeb(app, webDir);
  return app;
}
