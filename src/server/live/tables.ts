// Tables: a match whose seats each bring a secret of their own first (`Game.seatSecret`, a KARDS deck).
// The creator opens a table with the seats it fills itself (its own secrets, bots) and gets a token per
// human seat; each invited player sends its secret with its token; each is checked at once (a clear 400)
// and kept server-side only. When the last is in, the match starts with every secret in its option and
// each seat's table token as its match token. Game-neutral: the game names the option and the check.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { parseOptions, SandtableError, type AnyGame, type Json } from '../../engine/index.js';
import { getGame } from '../../games/registry.js';
import type { TableCreated, TableState } from '../../protocol/types.js';
import { serverBotSpec } from '../bots/allowed.js';
import { ApiError } from '../errors.js';
import { parseRequest } from '../requests.js';
import { hashToken, newMatchId, newToken, tokenMatches } from '../tokens.js';
import { clockSchema } from './clock.js';
import type { MatchHub } from './hub.js';
import type { TableRow, TableSeat, TableStore } from './table-store.js';

/** A table (and its seats' tokens) is forgotten this long after it was opened. */
export const TABLE_TTL_MS = 24 * 60 * 60_000;
/** A completed table whose match does not exist after this long: the node creating it died; make it. */
const CREATE_GRACE_MS = 10_000;

const seed = z.union([z.number().int().min(-(2 ** 53 - 1)).max(2 ** 53 - 1), z.string().min(1).max(200)]);

/** A seat as a table request gives it: a bot names its bot; either may bring its secret under the game's field. */
interface SeatRequest {
  readonly type: 'human' | 'bot';
  readonly bot?: string;
  readonly [field: string]: Json | undefined;
}

interface TableRequest {
  readonly options?: Record<string, Json>;
  readonly seed?: number | string;
  readonly clock?: z.infer<typeof clockSchema>;
  readonly seats: readonly SeatRequest[];
}

function parseTableRequest(field: string, raw: unknown): TableRequest {
  const seat = z
    .strictObject({ type: z.enum(['human', 'bot']), bot: z.string().min(1).max(200).optional(), [field]: z.json().optional() })
    .refine((s) => (s.type === 'bot') === (s.bot !== undefined), 'a bot seat names its bot, a human seat none');
  const schema = z.strictObject({ options: z.record(z.string(), z.json()).optional(), seed: seed.optional(), clock: clockSchema.optional(), seats: z.array(seat).min(1).max(16) });
  // The field's name is the game's, so zod cannot type it: the shape is TableRequest's, checked above.
  return parseRequest(schema, raw, 'table request') as unknown as TableRequest;
}

function secretOf(game: AnyGame) {
  const s = game.seatSecret;
  if (s === undefined) throw new ApiError('bad_request', `${game.id} has no per-seat secrets: create its matches with POST /api/matches`);
  return s;
}

/** One seat's secret checked by the game: a 400 naming the seat if it is refused. */
function checked(game: AnyGame, value: Json, seat: number): Json {
  try {
    return secretOf(game).check(value, seat);
  } catch (e) {
    if (e instanceof SandtableError) throw new ApiError('bad_request', `seat ${seat + 1}: ${e.message}`);
    throw e;
  }
}

function stateOf(t: TableRow, seat: number, token: string | null, started: boolean): TableState {
  return {
    id: t.id,
    game: t.game,
    seat,
    seats: t.seats.map((s, i) => ({ seat: i, type: s.type, ready: t.secrets[i] !== null })),
    // The seat's table token is its match token: echoed back to the seat that sent it, never stored in clear.
    match: started ? { id: t.matchId, token, clientSeeded: t.seed !== null } : null,
  };
}

export class Tables {
  constructor(
    private readonly hub: MatchHub,
    private readonly store: TableStore,
  ) {}

  async open(gameId: string, raw: unknown): Promise<TableCreated> {
    const game = getGame(gameId);
    const spec = secretOf(game);
    const req = parseTableRequest(spec.field, raw);
    if (!game.seatCounts.includes(req.seats.length)) throw new ApiError('bad_seats', `${game.id} is played by ${game.seatCounts.join(' or ')} seats`);
    if (req.options !== undefined && spec.option in req.options) {
      throw new ApiError('bad_options', `${spec.option} are chosen per seat (seats[i].${spec.field}), not in the options`);
    }
    // Checked now, so a table that can never start is refused at once; defaults give bots their secret.
    const defaults = parseOptions(game.optionsSchema, req.options ?? {}) as Record<string, unknown>;
    const fallback = (defaults[spec.option] ?? []) as readonly Json[];
    for (const s of req.seats) if (s.bot !== undefined) serverBotSpec(s.bot);
    const tokens = req.seats.map((s) => (s.type === 'human' ? newToken() : null));
    const secrets = req.seats.map((s, i): Json | null => {
      const given = s[spec.field];
      if (given !== undefined) return checked(game, given, i);
      return s.type === 'bot' ? (fallback[i] ?? null) : null;
    });
    const now = Date.now();
    await this.store.expireTables(now - TABLE_TTL_MS);
    const row: TableRow = {
      id: randomBytes(12).toString('base64url'),
      game: game.id,
      opened: now,
      version: 0,
      options: (req.options ?? {}) as Json,
      seed: req.seed ?? null,
      clock: req.clock ?? null,
      seats: req.seats.map((s, i): TableSeat => (s.bot !== undefined ? { type: 'bot', bot: s.bot } : { type: 'human', tokenHash: hashToken(tokens[i] as string) })),
      secrets,
      matchId: newMatchId(),
      completed: secrets.every((x) => x !== null) ? now : null,
    };
    await this.store.openTable(row);
    if (row.completed !== null) await this.start(row);
    const first = tokens.findIndex((k) => k !== null);
    return { ...stateOf(row, first, first < 0 ? null : tokens[first], row.completed !== null), tokens };
  }

  /** The table and the seat whose token this is. */
  private async seatOf(id: string, token: string | undefined): Promise<{ t: TableRow; seat: number }> {
    const t = await this.store.loadTable(id);
    if (t === null || Date.now() - t.opened >= TABLE_TTL_MS) throw new ApiError('unknown_match', 'no such table (tables are kept for a day)');
    if (token === undefined) throw new ApiError('bad_token', 'send your seat token as "Authorization: Bearer <token>"');
    const s = t.seats.findIndex((x) => x.tokenHash !== undefined && tokenMatches(token, x.tokenHash));
    if (s < 0) throw new ApiError('bad_token', 'this token is not a seat of this table');
    return { t, seat: s };
  }

  async read(id: string, token: string | undefined): Promise<TableState> {
    const { t, seat } = await this.seatOf(id, token);
    const started = t.completed !== null && (await this.ensureStarted(t));
    return stateOf(t, seat, token ?? null, started);
  }

  async submit(id: string, field: string, token: string | undefined, raw: unknown): Promise<TableState> {
    const { t, seat } = await this.seatOf(id, token);
    const game = getGame(t.game);
    const spec = secretOf(game);
    if (field !== spec.field) throw new ApiError('unknown_match', `no such endpoint: a ${t.game} seat sends its ${spec.field}`, 404);
    const body = parseRequest(z.strictObject({ [field]: z.json() }), raw, `${field} request`) as Record<string, Json>;
    if (t.completed !== null) throw new ApiError('game_over', `the match has started; a ${field} can no longer change`);
    const secret = checked(game, body[field], seat);
    const secrets = t.secrets.map((x, i) => (i === seat ? secret : x));
    const next: TableRow = { ...t, version: t.version + 1, secrets, completed: secrets.every((x) => x !== null) ? Date.now() : null };
    // Compare-and-set: two seats' last secrets at once (even on two nodes) complete the table once.
    if (!(await this.store.updateTable(next))) return this.submit(id, field, token, raw);
    if (next.completed === null) return stateOf(next, seat, token ?? null, false);
    try {
      await this.start(next);
    } catch {
      // Not created now (the store was busy…): the secret is in, and a read after the grace creates the match.
      return stateOf(next, seat, token ?? null, false);
    }
    return stateOf(next, seat, token ?? null, true);
  }

  private async start(t: TableRow): Promise<void> {
    const game = getGame(t.game);
    const spec = secretOf(game);
    await this.hub.create({
      game: t.game,
      options: { ...(t.options as Record<string, Json>), [spec.option]: t.secrets as Json[] },
      seed: t.seed ?? undefined,
      seats: t.seats.map((s) => (s.type === 'bot' ? { type: 'bot', bot: s.bot as string } : { type: 'human' })),
      ...(t.clock === null ? {} : { clock: t.clock }),
      id: t.matchId,
      tokenHashes: t.seats.map((s) => s.tokenHash ?? null),
    });
  }

  /** Whether the completed table's match exists; if its creator died before making it, make it now. */
  private async ensureStarted(t: TableRow): Promise<boolean> {
    if (await this.hub.exists(t.matchId)) return true;
    if (Date.now() - (t.completed ?? 0) < CREATE_GRACE_MS) return false;
    try {
      await this.start(t);
    } catch (e) {
      // Another node made it meanwhile (the id is taken): it exists.
      if (!(await this.hub.exists(t.matchId))) throw e;
    }
    return true;
  }
}
