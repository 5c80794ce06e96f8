// Tables over HTTP (docs/api.md "Tables"): a match whose seats each bring their own secret first
// (`Game.seatSecret`: a KARDS seat's deck). POST …/tables opens one, GET …/tables/:id reads it as a seat,
// POST …/tables/:id/<field> sends that seat's secret ('deck' for KARDS).
import type { FastifyInstance } from 'fastify';
import type { MatchHub } from '../live/hub.js';
import type { TableStore } from '../live/table-store.js';
import { Tables } from '../live/tables.js';
import { bearerToken, refuseQueryToken } from './auth.js';
import type { WriteLimits } from './rate-limits.js';

interface Params {
  readonly game: string;
  readonly id: string;
  readonly field: string;
}

export function registerTables(app: FastifyInstance, hub: MatchHub, store: TableStore, limits: WriteLimits): Tables {
  const tables = new Tables(hub, store);
  app.post('/api/games/:game/tables', { onRequest: limits.create }, async (req, reply) => {
    refuseQueryToken(req.query);
    return reply.code(201).send(await tables.open((req.params as Params).game, req.body));
  });
  app.get('/api/games/:game/tables/:id', async (req, reply) => {
    refuseQueryToken(req.query);
    return reply.send(await tables.read((req.params as Params).id, bearerToken(req)));
  });
  app.post('/api/games/:game/tables/:id/:field', { onRequest: limits.action }, async (req, reply) => {
    refuseQueryToken(req.query);
    const p = req.params as Params;
    return reply.send(await tables.submit(p.id, p.field, bearerToken(req), req.body));
  });
  return tables;
}
