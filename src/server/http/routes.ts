// The HTTP API (docs/api.md). Every read and write of a match runs in that match's queue, and the
// answer is serialized there too, so it shows exactly the state its version names.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';
import type { MatchHub } from '../live/hub.js';
import { parseAction, parseCreate, parseEmpty, parseUndo } from '../requests.js';
import { bearerToken, refuseQueryToken } from './auth.js';
import { gamesJson } from './games.js';
import { queryIndex } from './query.js';
import type { WriteLimits } from './rate-limits.js';

function sendJson(reply: FastifyReply, text: string, status = 200): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(text);
}

function matchId(params: unknown): string {
  return (params as { id: string }).id;
}

/** The seat a write comes from: a token is required (a spectator cannot act). */
function seatToken(req: FastifyRequest): string {
  const token = bearerToken(req);
  if (token === undefined) throw new ApiError('bad_token', 'send your seat token as "Authorization: Bearer <token>"');
  return token;
}

export function registerRoutes(app: FastifyInstance, hub: MatchHub, limits: WriteLimits): void {
  app.get('/api/games', async (_req, reply) => sendJson(reply, gamesJson()));

  app.post('/api/matches', { onRequest: limits.create }, async (req, reply) => {
    const res = await hub.create(parseCreate(req.body));
    return sendJson(reply, JSON.stringify(res), 201);
  });

  app.get('/api/matches/:id', async (req, reply) => {
    refuseQueryToken(req.query);
    const token = bearerToken(req);
    const logFrom = queryIndex(req.query, 'logFrom');
    const m = await hub.get(matchId(req.params));
    const text = await m.queue.run(() => m.messageJson(m.observerFor(token), logFrom).json);
    return sendJson(reply, text);
  });

  app.post('/api/matches/:id/actions', { onRequest: limits.action }, async (req, reply) => {
    refuseQueryToken(req.query);
    const r = parseAction(req.body);
    const token = seatToken(req);
    const m = await hub.get(matchId(req.params));
    const text = await m.queue.run(async () => {
      const seat = m.observerFor(token);
      await m.act(seat, r.action, r.version);
      return m.messageJson(seat, r.logFrom ?? 0).json;
    });
    return sendJson(reply, text);
  });

  // Take back the seat's latest decision while it has shown nobody anything (see Match.undo).
  app.post('/api/matches/:id/undo', { onRequest: limits.action }, async (req, reply) => {
    refuseQueryToken(req.query);
    const r = parseUndo(req.body);
    const token = seatToken(req);
    const m = await hub.get(matchId(req.params));
    const text = await m.queue.run(async () => {
      const seat = m.observerFor(token);
      await m.undo(seat, r.version);
      return m.messageJson(seat, r.logFrom ?? 0).json;
    });
    return sendJson(reply, text);
  });

  // The seat resigns, its turn or not; the answer is its state with the result.
  app.post('/api/matches/:id/resign', { onRequest: limits.action }, async (req, reply) => {
    refuseQueryToken(req.query);
    parseEmpty(req.body, 'resign request');
    const token = seatToken(req);
    const m = await hub.get(matchId(req.params));
    const text = await m.queue.run(async () => {
      const seat = m.observerFor(token);
      await m.resign(seat);
      return m.messageJson(seat).json;
    });
    return sendJson(reply, text);
  });

  // A finished match's seat asks for the same match again: new tokens for every human seat (this
  // seat passes the links on, as a creator does), the same bots, fresh secret dice.
  app.post('/api/matches/:id/rematch', { onRequest: limits.create }, async (req, reply) => {
    refuseQueryToken(req.query);
    parseEmpty(req.body, 'rematch request');
    const token = seatToken(req);
    const m = await hub.get(matchId(req.params));
    const again = await m.queue.run(() => {
      m.observerFor(token);
      return m.rematchRequest();
    });
    return sendJson(reply, JSON.stringify(await hub.create(again)), 201);
  });

  app.get('/api/matches/:id/replay', async (req, reply) => {
    const m = await hub.get(matchId(req.params));
    return sendJson(reply, await m.queue.run(() => JSON.stringify(m.replay())));
  });
}
