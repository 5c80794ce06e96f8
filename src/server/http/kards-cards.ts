// GET /api/games/kards/cards: the KARDS catalog for the deck builder — every card a deck may hold with
// its printed data and whether it is implemented, the nations, the starter decks. Public data only; it
// never changes while the server runs, so it is built once and served with an ETag.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { CARDS, MAJOR, NATIONS } from '../../games/kards/cards.js';
import { STARTER_DECKS } from '../../games/kards/data/starter-decks.js';
import type { KardsCatalog, KardsCatalogCard } from '../../protocol/kards.js';

let cached: { json: string; gzip: Buffer; etag: string } | null = null;

export function kardsCatalog(): KardsCatalog {
  // Cards not implemented yet go out without their text: enough to name them and say why they are refused.
  const cards = CARDS.filter((c) => c.set !== 'OnlySpawnable' && c.set !== 'Special').map(
    (c): KardsCatalogCard => ({
      id: c.id,
      name: c.name,
      nation: c.nation,
      type: c.type,
      rarity: c.rarity,
      set: c.set,
      cost: c.cost,
      ...(c.script.ok ? {} : { unsupported: c.script.reason }),
      ...(c.script.ok && c.cls !== 0 ? { op: c.op, atk: c.atk, def: c.def } : {}),
      keywords: c.script.ok ? c.abilities : [],
      text: c.script.ok ? c.text : '',
    }),
  );
  return { major: MAJOR, nations: NATIONS, starters: STARTER_DECKS, cards };
}

function catalogJson(): { json: string; gzip: Buffer; etag: string } {
  if (cached === null) {
    const json = JSON.stringify(kardsCatalog());
    cached = { json, gzip: gzipSync(json), etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"` };
  }
  return cached;
}

export function registerKardsCards(app: FastifyInstance): void {
  app.get('/api/games/kards/cards', async (req, reply) => {
    const { json, gzip, etag } = catalogJson();
    reply.header('etag', etag).header('cache-control', 'public, max-age=3600').header('vary', 'accept-encoding');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    // ~370 kB of JSON, ~60 kB gzipped (made once).
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(gzip);
    return reply.send(json);
  });
}
