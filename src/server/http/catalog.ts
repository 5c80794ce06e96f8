// GET /api/games/:game/catalog: the public content a player builds from (`Game.catalog`: KARDS' card list
// for the deck builder). It never changes while the server runs, so each game's is built once and served
// with an ETag, gzipped when the client takes it.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { getGame } from '../../games/registry.js';
import { ApiError } from '../errors.js';

interface Built {
  readonly json: string;
  readonly gzip: Buffer;
  readonly etag: string;
}

const cache = new Map<string, Built>();

function built(gameId: string): Built {
  let b = cache.get(gameId);
  if (b === undefined) {
    const game = getGame(gameId);
    if (game.catalog === undefined) throw new ApiError('unknown_game', `${game.id} has no catalog`, 404);
    const json = JSON.stringify(game.catalog());
    b = { json, gzip: gzipSync(json), etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"` };
    cache.set(game.id, b);
  }
  return b;
}

export function registerCatalog(app: FastifyInstance): void {
  app.get('/api/games/:game/catalog', async (req, reply) => {
    const { json, gzip, etag } = built((req.params as { game: string }).game);
    reply.header('etag', etag).header('cache-control', 'public, max-age=3600').header('vary', 'accept-encoding');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(gzip);
    return reply.send(json);
  });
}
