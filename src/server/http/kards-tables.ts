// KARDS tables: an online seat chooses its own deck, and nobody else learns it. The creator opens a
// table with the seats it fills itself (its own seats' decks, bots) and gets a table token per human
// seat; each invited player sends its deck with its token; the deck is checked at once (a clear 400
// if illegal) and kept here only. When the last deck is in, the match is created with every deck in
// its options (which kards never shows a seat), and each seat's next read of the table gives it its
// own token of that match. Tables are kept in memory (a restart loses the open ones) for a day.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOptions, SandtableError } from '../../engine/index.js';
import { deckFor } from '../../games/kards/decks.js';
import { kardsOptionsSchema } from '../../games/kards/options.js';
import type { KardsDeckRef, KardsTableCreated, KardsTableState } from '../../protocol/kards.js';
import type { CreateMatchResponse, SeatSpec } from '../../protocol/types.js';
import { serverBotSpec } from '../bots/allowed.js';
import { ApiError } from '../errors.js';
import type { MatchHub } from '../live/hub.js';
import { clockSchema } from '../live/clock.js';
import { parseRequest } from '../requests.js';
import { hashToken, newMatchId, newToken, tokenMatches } from '../tokens.js';
import { bearerToken, refuseQueryToken } from './auth.js';
import type { WriteLimits } from './rate-limits.js';

/** Open tables at most (each is a few kB); beyond it creation waits for old ones to expire. */
export const MAX_TABLES = 2000;
/** A table (and the match tokens it hands out) is forgotten this long after it was opened. */
export const TABLE_TTL_MS = 24 * 60 * 60_000;

const deckFile = z.strictObject({ nation: z.string().max(40), ally: z.string().max(40), cards: z.record(z.string().max(100), z.number()) });
const deckRef = z.union([z.string().min(1).max(40), deckFile]);
const seat = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('human'), deck: deckRef.optional() }),
  z.strictObject({ type: z.literal('bot'), bot: z.string().min(1).max(200), deck: deckRef.optional() }),
]);
const tableRequest = z.strictObject({
  options: z.record(z.string(), z.json()).optional(),
  seed: z.union([z.number().int().min(-(2 ** 53 - 1)).max(2 ** 53 - 1), z.string().min(1).max(200)]).optional(),
  clock: clockSchema.optional(),
  seats: z.array(seat).length(2),
});
const deckRequest = z.strictObject({ deck: deckRef });

interface Table {
  readonly id: string;
  readonly opened: number;
  readonly request: z.infer<typeof tableRequest>;
  readonly seats: readonly SeatSpec[];
  /** Per seat: the hash of its table token (human seats), its checked deck (as `decks` takes it). */
  readonly tokenHashes: readonly (string | null)[];
  readonly decks: (string | null)[];
  match: CreateMatchResponse | null;
  starting: Promise<void> | null;
}

/** A deck reference as the `decks` option holds it, checked now: one line naming the seat if illegal. */
function checkedDeck(ref: KardsDeckRef, seatNo: number): string {
  const text = typeof ref === 'string' ? ref : JSON.stringify(ref);
  try {
    deckFor(text);
  } catch (e) {
    if (e instanceof SandtableError) throw new ApiError('bad_request', `seat ${seatNo + 1}: ${e.message}`);
    throw e;
  }
  return text;
}

function stateFor(t: Table, seatNo: number): KardsTableState {
  const m = t.match;
  return {
    id: t.id,
    seat: seatNo,
    seats: t.seats.map((s, i) => ({ seat: i, type: s.type, ready: t.decks[i] !== null })),
    match: m === null ? null : { id: m.id, token: m.seats[seatNo]?.token ?? null, clientSeeded: m.clientSeeded },
  };
}

export class KardsTables {
  private readonly tables = new Map<string, Table>();

  constructor(private readonly hub: MatchHub) {}

  private expire(now: number): void {
    // Insertion order is opening order: the oldest come first.
    for (const [id, t] of this.tables) {
      if (now - t.opened < TABLE_TTL_MS) break;
      this.tables.delete(id);
    }
  }

  async open(raw: unknown): Promise<KardsTableCreated> {
    const req = parseRequest(tableRequest, raw, 'table request');
    if (req.options && 'decks' in req.options) throw new ApiError('bad_options', 'decks are chosen per seat (seats[i].deck), not in the options');
    const defaults = parseOptions(kardsOptionsSchema, req.options ?? {});
    for (const s of req.seats) if (s.type === 'bot') serverBotSpec(s.bot);
    const now = Date.now();
    this.expire(now);
    if (this.tables.size >= MAX_TABLES) throw new ApiError('busy', 'too many open tables; try again later');
    const decks = req.seats.map((s, i) => (s.deck !== undefined ? checkedDeck(s.deck, i) : s.type === 'bot' ? defaults.decks[i] : null));
    const tokens = req.seats.map((s) => (s.type === 'human' ? newToken() : null));
    const t: Table = {
      id: newMatchId(),
      opened: now,
      request: req,
      seats: req.seats.map((s): SeatSpec => (s.type === 'bot' ? { type: 'bot', bot: s.bot } : { type: 'human' })),
      tokenHashes: tokens.map((k) => (k === null ? null : hashToken(k))),
      decks,
      match: null,
      starting: null,
    };
    this.tables.set(t.id, t);
    await this.startWhenReady(t);
    return { ...stateFor(t, tokens.findIndex((k) => k !== null)), tokens };
  }

  /** The table and the seat whose token this is. */
  private seatOf(id: string, token: string | undefined): { t: Table; seat: number } {
    const t = this.tables.get(id);
    if (t === undefined || Date.now() - t.opened >= TABLE_TTL_MS) throw new ApiError('unknown_match', 'no such table (tables are kept for a day)');
    if (token === undefined) throw new ApiError('bad_token', 'send your seat token as "Authorization: Bearer <token>"');
    const s = t.tokenHashes.findIndex((h) => h !== null && tokenMatches(token, h));
    if (s < 0) throw new ApiError('bad_token', 'this token is not a seat of this table');
    return { t, seat: s };
  }

  read(id: string, token: string | undefined): KardsTableState {
    const { t, seat: s } = this.seatOf(id, token);
    return stateFor(t, s);
  }

  async chooseDeck(id: string, token: string | undefined, raw: unknown): Promise<KardsTableState> {
    const { t, seat: s } = this.seatOf(id, token);
    const { deck } = parseRequest(deckRequest, raw, 'deck request');
    if (t.match !== null || t.starting !== null) throw new ApiError('game_over', 'the match has started; decks can no longer change');
    t.decks[s] = checkedDeck(deck, s);
    try {
      await this.startWhenReady(t);
    } catch (e) {
      // The match could not be created (the store is busy…): this seat's deck is not in, it may send it again.
      t.decks[s] = null;
      throw e;
    }
    return stateFor(t, s);
  }

  /** Every deck in: create the match (once, even if two seats' last decks arrive together). */
  private async startWhenReady(t: Table): Promise<void> {
    if (t.match !== null || t.decks.some((d) => d === null)) return;
    t.starting ??= (async () => {
      const r = t.request;
      t.match = await this.hub.create({
        game: 'kards',
        options: { ...(r.options ?? {}), decks: t.decks as string[] },
        seed: r.seed,
        seats: t.seats,
        ...(r.clock === undefined ? {} : { clock: r.clock }),
      });
    })().finally(() => {
      t.starting = null;
    });
    await t.starting;
  }
}

export function registerKardsTables(app: FastifyInstance, hub: MatchHub, limits: WriteLimits): KardsTables {
  const tables = new KardsTables(hub);
  const id = (params: unknown): string => (params as { id: string }).id;
  app.post('/api/games/kards/tables', { onRequest: limits.create }, async (req, reply) => {
    refuseQueryToken(req.query);
    return reply.code(201).send(await tables.open(req.body));
  });
  app.get('/api/games/kards/tables/:id', async (req, reply) => {
    refuseQueryToken(req.query);
    return reply.send(tables.read(id(req.params), bearerToken(req)));
  });
  app.post('/api/games/kards/tables/:id/deck', { onRequest: limits.action }, async (req, reply) => {
    refuseQueryToken(req.query);
    return reply.send(await tables.chooseDeck(id(req.params), bearerToken(req), req.body));
  });
  return tables;
}
