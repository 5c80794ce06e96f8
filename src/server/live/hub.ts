// The matches the server holds: creates them, loads them from the store on demand (and every
// unfinished one at start, by replay), drives bot seats, and lets idle matches go from memory.
import { randomBytes, randomInt } from 'node:crypto';
import { makeBot } from '../../ai/registry.js';
import type { Seat } from '../../engine/index.js';
import { getGame } from '../../games/registry.js';
import type { CreateMatchResponse, SeatTicket } from '../../protocol/types.js';
import type { BotPool } from '../bots/pool.js';
import { ApiError } from '../errors.js';
import type { CreateMatch } from '../requests.js';
import type { MatchStore, StoredSeat } from '../store/store.js';
import { hashToken, newMatchId, newToken } from '../tokens.js';
import { LiveMatch } from './live-match.js';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Consecutive failed decisions before a bot seat is left alone (until the match is loaded again). */
const BOT_RETRIES = 3;
const BOT_RETRY_MS = 1000;

export interface HubOptions {
  /** Matches nobody has touched for this long leave memory (they stay in the store). */
  readonly idleMs: number;
}

export class MatchHub {
  private readonly live = new Map<string, LiveMatch>();
  private readonly loading = new Map<string, Promise<LiveMatch>>();
  private readonly botFailures = new Map<string, number>();
  private closed = false;

  constructor(
    private readonly store: MatchStore,
    private readonly bots: BotPool,
    private readonly opts: HubOptions,
  ) {}

  async create(req: CreateMatch): Promise<CreateMatchResponse> {
    const game = getGame(req.game);
    for (const s of req.seats) {
      if (s.type !== 'bot') continue;
      try {
        makeBot(s.bot);
      } catch (e) {
        throw new ApiError('bad_seats', e instanceof Error ? e.message : String(e));
      }
    }
    const tokens = req.seats.map((s) => (s.type === 'human' ? newToken() : null));
    const seats: StoredSeat[] = req.seats.map((s, i) =>
      s.type === 'bot' ? { type: 'bot', bot: s.bot } : { type: 'human', tokenHash: hashToken(tokens[i] as string) },
    );
    // Without a seed, one nobody can guess: a seed known to a player would let it predict the dice.
    const seed = req.seed ?? randomInt(0, 2 ** 47);
    const id = newMatchId();
    const m = LiveMatch.create(id, game, req.options, seed, seats, this.store);
    await this.store.createMatch(m.initialRow(Date.now()));
    this.adopt(m);
    const tickets: SeatTicket[] = seats.map((s, i) =>
      s.type === 'bot' ? { seat: i, token: null, type: 'bot', bot: s.bot } : { seat: i, token: tokens[i], type: 'human' },
    );
    return { id, seats: tickets, spectate: `/api/matches/${id}` };
  }

  /** The match with this id, loaded from the store if it is not in memory. */
  async get(id: string): Promise<LiveMatch> {
    if (!ID.test(id)) throw new ApiError('unknown_match', 'no such match');
    const m = this.live.get(id);
    if (m !== undefined && !m.broken) {
      m.lastUsed = Date.now();
      return m;
    }
    let p = this.loading.get(id);
    if (p === undefined) {
      p = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, p);
    }
    return p;
  }

  /** Load every unfinished match (at start). Returns how many came back and which could not. */
  async restoreAll(): Promise<{ restored: number; failed: string[] }> {
    let restored = 0;
    const failed: string[] = [];
    for (const id of await this.store.unfinishedIds()) {
      try {
        await this.get(id);
        restored++;
      } catch (e) {
        failed.push(id);
        process.stderr.write(`sandtable server: match ${id} cannot be restored: ${e instanceof Error ? e.message : String(e)}\n`);
      }
    }
    return { restored, failed };
  }

  /** Let go of matches nobody watches, no bot is deciding, and nobody touched for a while. */
  sweep(now = Date.now()): void {
    for (const [id, m] of this.live) {
      if (m.subscribers() === 0 && m.botBusy.size === 0 && now - m.lastUsed > this.opts.idleMs) this.live.delete(id);
    }
  }

  /** Stop the bots, tell every listener, and let every accepted action finish being stored. */
  async close(): Promise<void> {
    this.closed = true;
    await this.bots.close();
    for (const m of this.live.values()) m.closeAll(1001, 'server shutting down');
    await Promise.all([...this.live.values()].map((m) => m.queue.run(() => undefined)));
    this.live.clear();
  }

  private async load(id: string): Promise<LiveMatch> {
    const old = this.live.get(id);
    if (old !== undefined) {
      // A stale copy (its last write failed): wait for its queue, drop its listeners, reload.
      await old.queue.run(() => undefined);
      old.closeAll(1011, 'match reloaded; reconnect');
      this.live.delete(id);
    }
    const stored = await this.store.loadMatch(id);
    if (stored === null) throw new ApiError('unknown_match', 'no such match');
    let m: LiveMatch;
    try {
      m = LiveMatch.restore(getGame(stored.game), stored, this.store);
    } catch (e) {
      process.stderr.write(`sandtable server: match ${id} does not replay: ${e instanceof Error ? e.message : String(e)}\n`);
      throw new ApiError('internal', 'this match cannot be restored');
    }
    this.adopt(m);
    return m;
  }

  private adopt(m: LiveMatch): void {
    this.live.set(m.id, m);
    for (let seat = 0; seat < m.seats; seat++) this.botFailures.delete(`${m.id}:${seat}`);
    m.afterChange = (x) => this.driveBots(x);
    this.driveBots(m);
  }

  /** Ask a worker for each bot seat that owes a decision; its answer goes through the same checks. */
  private driveBots(m: LiveMatch): void {
    if (this.closed || m.broken || m.over) return;
    for (const seat of m.toMove()) {
      const spec = m.botSpec(seat);
      if (spec === null || m.botBusy.has(seat)) continue;
      const key = `${m.id}:${seat}`;
      if ((this.botFailures.get(key) ?? 0) >= BOT_RETRIES) continue;
      m.botBusy.add(seat);
      const source = m.source();
      this.bots
        .decide({ matchId: m.id, source, seat, spec, rngSeed: randomBytes(16).toString('hex') })
        .then((action) => m.queue.run(() => m.act(seat, action, null)))
        .then(
          () => {
            this.botFailures.delete(key);
            return false;
          },
          (e: unknown) => this.botFailed(m, seat, key, e, source.actions.length),
        )
        .then((failed) => {
          m.botBusy.delete(seat);
          // The accepted action already asked for the next decisions, but this seat was still busy.
          if (!failed) this.driveBots(m);
          else setTimeout(() => this.driveBots(m), BOT_RETRY_MS).unref();
        });
    }
  }

  /** Whether a bot's decision really failed (it is then retried after a pause, a few times). */
  private botFailed(m: LiveMatch, seat: Seat, key: string, e: unknown, askedAt: number): boolean {
    if (this.closed || m.broken || m.over) return false;
    // Another seat's simultaneous choice can overtake a decision: stale, not a failure; ask again.
    if (m.actionCount() !== askedAt && e instanceof ApiError && (e.code === 'illegal_action' || e.code === 'not_your_turn')) return false;
    this.botFailures.set(key, (this.botFailures.get(key) ?? 0) + 1);
    process.stderr.write(`sandtable server: match ${m.id} seat ${seat}: ${e instanceof Error ? e.message : String(e)}\n`);
    return true;
  }
}
