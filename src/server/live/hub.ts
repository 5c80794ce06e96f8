// The matches the server holds: creates them, loads them from the store when first touched (by
// replay), keeps at most `maxLive` of them in memory (least recently used go first), drives bot
// seats, and marks matches nobody acted in for a long time abandoned.
//
// Start is not held up by the database: nothing is loaded before the server listens. Bot seats of
// stored matches still have to move, so in the background the hub loads only the matches whose next
// decision is a bot's (a flag stored with every action), a few at a time while the bot pool keeps
// up; each one leaves memory again like any other once its bot has moved.
import { randomBytes, randomInt } from 'node:crypto';
import { SandtableError, type JsonObject, type Seat } from '../../engine/index.js';
import { getGame } from '../../games/registry.js';
import type { CreateMatchResponse, SeatTicket } from '../../protocol/types.js';
import { serverBotSpec } from '../bots/allowed.js';
import { BotFailure, type BotPool } from '../bots/pool.js';
import { ApiError } from '../errors.js';
import type { Cluster } from '../cluster/cluster.js';
import type { Notice } from '../cluster/notice.js';
import type { CreateMatch } from '../requests.js';
import type { MatchStore, StoredSeat } from '../store/store.js';
import { hashToken, newMatchId, newToken } from '../tokens.js';
import { timeoutChoice } from './clock.js';
import { LiveMatch } from './live-match.js';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** First pause before a bot's refused action is tried again (doubling up to a minute). */
const BOT_RETRY_MS = 1000;

export interface HubOptions {
  /** Matches nobody has touched for this long leave memory (they stay in the store). */
  readonly idleMs: number;
  /** Most matches kept in memory; beyond it the least recently used idle one leaves (it stays stored). */
  readonly maxLive: number;
  /** Unfinished matches with no action for this long are marked abandoned. */
  readonly abandonAfterMs: number;
  /**
   * Other nodes serve the same matches (REDIS_URL): writes are announced, others' writes caught up
   * with, and a match's bots and clock run only on the node holding its lease.
   */
  readonly cluster?: Cluster | null;
}

/** Bot decisions in flight before the background resume waits for them to finish. */
const RESUME_PARALLEL = 8;
/** How often idle matches are looked for in the store. */
const EXPIRE_EVERY_MS = 60 * 60_000;

export class MatchHub {
  private readonly live = new Map<string, LiveMatch>();
  private readonly loading = new Map<string, Promise<LiveMatch>>();
  /** Per match: how many times in a row the store refused its bot's action. */
  private readonly botRetries = new Map<string, number>();
  private closed = false;
  /** Bot decisions asked for and not yet settled, across matches. */
  private botsInFlight = 0;
  private lastExpiry = 0;
  private readonly cluster: Cluster | null;
  /** Leases being asked for (one request per match at a time). */
  private readonly claiming = new Set<string>();
  private scanner: ReturnType<typeof setInterval> | null = null;
  private scanning = false;

  constructor(
    private readonly store: MatchStore,
    private readonly bots: BotPool,
    private readonly opts: HubOptions,
  ) {
    this.cluster = opts.cluster ?? null;
    if (this.cluster !== null) {
      this.cluster.onNotice = (n) => this.notice(n);
      this.cluster.onResubscribed = () => this.catchUpAll();
    }
  }

  async create(req: CreateMatch): Promise<CreateMatchResponse> {
    const game = getGame(req.game);
    for (const s of req.seats) if (s.type === 'bot') serverBotSpec(s.bot);
    // A table hands its seats' token hashes over: those seats already hold their tokens.
    const given = req.tokenHashes;
    const tokens = req.seats.map((s) => (s.type === 'human' && given === undefined ? newToken() : null));
    const seats: StoredSeat[] = req.seats.map((s, i) =>
      s.type === 'bot' ? { type: 'bot', bot: s.bot } : { type: 'human', tokenHash: given?.[i] ?? hashToken(tokens[i] as string) },
    );
    // Without a seed, 128 secret random bits: a seed known to a player would let it predict the dice.
    // A seed the client chose is allowed (practice, reproducing a game) but marked in every message.
    const clientSeeded = req.seed !== undefined;
    const seed = req.seed ?? randomBytes(16).toString('hex');
    const id = req.id ?? newMatchId();
    const m = LiveMatch.create(id, game, req.options, seed, seats, this.store, clientSeeded, req.clock ?? null);
    await this.store.createMatch(m.initialRow(Date.now()));
    this.adopt(m);
    const tickets: SeatTicket[] = seats.map((s, i) =>
      s.type === 'bot' ? { seat: i, token: null, type: 'bot', bot: s.bot } : { seat: i, token: tokens[i], type: 'human' },
    );
    return { id, seats: tickets, spectate: `/api/matches/${id}`, clientSeeded };
  }

  /** Whether a match with this id exists (in memory or stored). */
  async exists(id: string): Promise<boolean> {
    if (this.live.has(id)) return true;
    return ID.test(id) && (await this.store.loadMatch(id)) !== null;
  }

  /** The match with this id, loaded from the store if it is not in memory. */
  async get(id: string): Promise<LiveMatch> {
    if (!ID.test(id)) throw new ApiError('unknown_match', 'no such match');
    const m = this.live.get(id);
    if (m !== undefined && !m.broken) {
      m.lastUsed = Date.now();
      // Most recently used last: the map's order is the eviction order.
      this.live.delete(id);
      this.live.set(id, m);
      return m;
    }
    let p = this.loading.get(id);
    if (p === undefined) {
      p = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, p);
    }
    return p;
  }

  /** Number of matches in memory (tests, logs). */
  liveCount(): number {
    return this.live.size;
  }

  /** Whether a match is in memory (tests). */
  isLive(id: string): boolean {
    return this.live.has(id);
  }

  /** The background work after start: expire idle matches, then resume the bots of stored matches. */
  start(): void {
    const cluster = this.cluster;
    if (cluster !== null) {
      // Every node looks for bots nobody plays (a node died, or left them): the first to take a lease plays.
      this.scanner = setInterval(() => void this.scan(), cluster.config.scanMs);
      this.scanner.unref();
    }
    void (async () => {
      await this.expire();
      if (cluster === null) await this.resumeBots();
      else await this.scan();
    })().catch((e: unknown) => process.stderr.write(`sandtable server: resuming stored matches: ${e instanceof Error ? e.message : String(e)}\n`));
  }

  /**
   * Load the stored matches whose next decision is a bot's, so their bots move. One at a time, with a
   * turn of the event loop between loads, and never more than RESUME_PARALLEL decisions queued.
   */
  async resumeBots(): Promise<number> {
    let resumed = 0;
    for (const id of await this.store.botToMoveIds()) {
      while (!this.closed && this.botsInFlight >= RESUME_PARALLEL) await new Promise((r) => setTimeout(r, 50));
      if (this.closed) break;
      await new Promise((r) => setImmediate(r));
      try {
        const m = await this.get(id);
        // Marks from before the flag existed are a guess: correct a wrong one.
        if (m.botToMove()) resumed++;
        else await this.store.setBotToMove(id, false);
      } catch (e) {
        process.stderr.write(`sandtable server: match ${id} cannot be resumed: ${e instanceof Error ? e.message : String(e)}\n`);
      }
    }
    return resumed;
  }

  /**
   * Cluster: take the lease of every match whose bot owes a move and whose lease nobody holds, and
   * drive its bots; also the clocks of matches in memory whose lease is free.
   */
  async scan(): Promise<number> {
    const cluster = this.cluster;
    if (cluster === null || this.scanning || this.closed) return 0;
    this.scanning = true;
    let taken = 0;
    try {
      for (const m of this.live.values()) if (m.clocks?.next() != null && !m.over && !cluster.leases.holds(m.id)) this.claim(m);
      for (const id of await this.store.botToMoveIds()) {
        if (this.closed) break;
        while (!this.closed && this.botsInFlight >= RESUME_PARALLEL) await new Promise((r) => setTimeout(r, 50));
        const live = this.live.get(id);
        if (cluster.leases.holds(id)) {
          // Ours: make sure it is in memory and moving (it may have left memory).
          if (live === undefined) await this.get(id).catch(() => undefined);
          continue;
        }
        if (!(await cluster.leases.acquire(id).catch(() => false))) continue;
        taken++;
        try {
          const m = await this.get(id);
          if (live !== undefined) await m.queue.run(() => m.catchUp());
          if (!m.botToMove()) await cluster.leases.release(id);
          this.driveBots(m);
        } catch (e) {
          await cluster.leases.release(id).catch(() => undefined);
          process.stderr.write(`sandtable server: match ${id} cannot be resumed: ${e instanceof Error ? e.message : String(e)}\n`);
        }
      }
    } catch (e) {
      process.stderr.write(`sandtable server: looking for bots to play: ${e instanceof Error ? e.message : String(e)}\n`);
    } finally {
      this.scanning = false;
    }
    return taken;
  }

  /** Another node stored a write: a copy of ours catches up and tells its sockets; a free bot lease is taken. */
  private notice(n: Notice): void {
    if (this.closed) return;
    const m = this.live.get(n.match);
    const loading = this.loading.get(n.match);
    const copy = m !== undefined ? Promise.resolve(m) : loading;
    if (copy !== undefined) {
      void copy
        .then((x) => x.queue.run(async () => {
          if (x.stamp() < n.stamp || x.broken) await x.catchUp();
        }))
        .catch((e: unknown) => process.stderr.write(`sandtable server: match ${n.match}: catching up: ${e instanceof Error ? e.message : String(e)}\n`));
    } else if (n.bot && this.cluster !== null && !this.cluster.leases.holds(n.match)) {
      // The lease holder may have died: whoever takes the lease plays.
      void this.claimId(n.match);
    }
  }

  /** After Redis was away (notices may be lost): every copy in memory catches up. */
  private catchUpAll(): void {
    for (const m of this.live.values()) {
      void m.queue.run(() => m.catchUp()).catch(() => undefined);
    }
  }

  /** Ask for a match's lease; once held, its bots and clock run here. */
  private claim(m: LiveMatch): void {
    const cluster = this.cluster;
    if (cluster === null || this.claiming.has(m.id) || this.closed) return;
    this.claiming.add(m.id);
    cluster.leases
      .acquire(m.id)
      .then(
        (ok) => {
          if (!ok || this.closed) return;
          this.driveBots(m);
          this.scheduleClock(m);
        },
        () => undefined, // Redis away: the next scan tries again
      )
      .finally(() => this.claiming.delete(m.id));
  }

  /** claim() for a match that may not be in memory: load it only once the lease is ours. */
  private async claimId(id: string): Promise<void> {
    const cluster = this.cluster;
    if (cluster === null || this.claiming.has(id)) return;
    this.claiming.add(id);
    try {
      if (!(await cluster.leases.acquire(id))) return;
      const m = await this.get(id);
      this.driveBots(m);
      this.scheduleClock(m);
    } catch {
      // The next scan tries again.
    } finally {
      this.claiming.delete(id);
    }
  }

  /** Whether this node may play the match's bots and clock: always alone, else only under its lease. */
  private owns(m: LiveMatch): boolean {
    if (this.cluster === null) return true;
    if (this.cluster.leases.holds(m.id)) return true;
    this.claim(m);
    return false;
  }

  /** The match left memory or ended: let another node have its lease at once. */
  private letGo(id: string): void {
    void this.cluster?.leases.release(id).catch(() => undefined);
  }

  /** Mark matches nobody acted in for abandonAfterMs abandoned (in the store; copies in memory learn on their next action). */
  async expire(now = Date.now()): Promise<number> {
    this.lastExpiry = now;
    try {
      const n = await this.store.expireIdle(now - this.opts.abandonAfterMs);
      if (n > 0) process.stderr.write(`sandtable server: ${n} idle match(es) marked abandoned\n`);
      return n;
    } catch (e) {
      process.stderr.write(`sandtable server: cannot expire idle matches now: ${e instanceof Error ? e.message : String(e)}\n`);
      return 0;
    }
  }

  /** Let go of matches nobody watches, no bot is deciding, and nobody touched for a while; expire idle ones now and then. */
  sweep(now = Date.now()): void {
    for (const [id, m] of this.live) {
      if (this.idle(m) && now - m.lastUsed > this.opts.idleMs) {
        this.live.delete(id);
        this.letGo(id);
      }
    }
    if (now - this.lastExpiry > EXPIRE_EVERY_MS) void this.expire(now);
  }

  /** Stop the bots, tell every listener, and let every accepted action finish being stored. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.scanner !== null) clearInterval(this.scanner);
    for (const m of this.live.values()) if (m.clockTimer !== null) clearTimeout(m.clockTimer);
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
      // Our data, not the client's request: a logged 500, never a 4xx.
      process.stderr.write(`sandtable server: match ${id} does not replay: ${e instanceof Error ? e.message : String(e)}\n`);
      throw new ApiError('corrupt_match', 'this match is damaged in storage and cannot be loaded');
    }
    this.adopt(m);
    return m;
  }

  /** Nothing holds the match in memory: no listener, no bot deciding, nothing in its queue. */
  private idle(m: LiveMatch): boolean {
    // A running turn clock keeps the match in memory so that its timeout fires.
    return m.subscribers() === 0 && m.botBusy.size === 0 && m.queue.pending === 0 && m.clockTimer === null;
  }

  /** Keep at most maxLive matches in memory: the least recently used idle ones go (they stay stored). */
  private evict(): void {
    if (this.live.size <= this.opts.maxLive) return;
    for (const [id, m] of this.live) {
      if (this.live.size <= this.opts.maxLive) return;
      if (this.idle(m) && !this.loading.has(id)) {
        this.live.delete(id);
        this.letGo(id);
      }
    }
  }

  private adopt(m: LiveMatch): void {
    m.shared = this.cluster !== null;
    this.live.set(m.id, m);
    this.evict();
    m.afterChange = (x, local) => {
      if (local) this.cluster?.publish(x.id, x.stamp(), x.botToMove());
      if (x.over || x.abandoned) this.letGo(x.id);
      this.driveBots(x);
      this.scheduleClock(x);
    };
    this.driveBots(m);
    this.scheduleClock(m);
  }

  /** Wake up at the match's next turn-clock deadline (clearing any earlier wake-up). */
  private scheduleClock(m: LiveMatch): void {
    if (m.clockTimer !== null) clearTimeout(m.clockTimer);
    m.clockTimer = null;
    const at = m.clocks?.next() ?? null;
    if (at === null || this.closed || m.over || m.abandoned || !this.owns(m)) return;
    m.clockTimer = setTimeout(() => {
      m.clockTimer = null;
      void this.timeUp(m);
    }, Math.max(0, at - Date.now()));
    m.clockTimer.unref();
  }

  /**
   * Seats whose time ran out: each forfeits (resigns) or plays the default — the heuristic bot's
   * choice, or if that fails a pass/end, else its first listed choice — through the usual checks.
   */
  private async timeUp(m: LiveMatch): Promise<void> {
    const clocks = m.clocks;
    if (clocks === null || this.closed || m.broken) return;
    for (const seat of clocks.expired(Date.now())) {
      const askedAt = m.actionCount();
      let action: JsonObject | null = null;
      if (clocks.spec.onTimeout === 'default') {
        try {
          action = await this.bots.decide({ matchId: m.id, source: m.source(), seat, spec: 'heuristic', rngSeed: randomBytes(16).toString('hex') });
        } catch {
          action = null; // the fallback below plays
        }
      }
      try {
        await m.queue.run(async () => {
          // The seat acted (or play moved on) while the default was being chosen: its clock restarted.
          if (m.over || m.actionCount() !== askedAt || !m.toMove().includes(seat) || !clocks.expired(Date.now()).includes(seat)) return;
          if (this.cluster !== null && !this.cluster.leases.holds(m.id)) return; // another node plays the clock now
          if (clocks.spec.onTimeout === 'forfeit') {
            try {
              await m.resign(seat);
              return;
            } catch (e) {
              // A game that cannot be resigned with this many seats: the seat plays the default instead.
              if (!(e instanceof SandtableError)) throw e;
            }
          }
          if (action !== null && (await actIfLegal(m, seat, action))) return;
          const legal = m.legalActions(seat);
          await m.act(seat, legal[timeoutChoice(legal.map((a) => m.game.actionKey(a)))], null);
        });
      } catch (e) {
        if (this.closed || m.over) return;
        process.stderr.write(`sandtable server: match ${m.id} seat ${seat}: timeout: ${e instanceof Error ? e.message : String(e)}\n`);
      }
    }
    this.scheduleClock(m);
  }

  /** Ask a worker for each bot seat that owes a decision; its answer goes through the same checks. */
  private driveBots(m: LiveMatch): void {
    if (this.closed || m.broken || m.over || m.abandoned) return;
    if (m.botToMove() && !this.owns(m)) return;
    for (const seat of m.toMove()) {
      const spec = m.botSpec(seat);
      if (spec === null || m.botBusy.has(seat)) continue;
      m.botBusy.add(seat);
      this.botsInFlight++;
      void this.botMove(m, seat, spec).then((again) => {
        m.botBusy.delete(seat);
        this.botsInFlight--;
        if (again === 'now') this.driveBots(m);
        else if (again === 'later') this.retryLater(m);
      });
    }
  }

  /**
   * One decision for a bot seat. A bot that fails (overran, out of memory, crashed, or answered with
   * something illegal) is not asked again: the seat plays a random legal action, so the match goes on.
   * Returns when to drive the match again: now (normal), later (the store refused: retry), or never.
   */
  private async botMove(m: LiveMatch, seat: Seat, spec: string): Promise<'now' | 'later' | 'never'> {
    const askedAt = m.actionCount();
    let action: JsonObject | null = null;
    try {
      action = await this.bots.decide({ matchId: m.id, source: m.source(), seat, spec, rngSeed: randomBytes(16).toString('hex') });
    } catch (e) {
      if (this.closed) return 'never';
      // A BotFailure was reported by the pool; anything else is unexpected and said here.
      if (!(e instanceof BotFailure)) process.stderr.write(`sandtable server: match ${m.id} seat ${seat}: ${String(e)}\n`);
    }
    try {
      await m.queue.run(async () => {
        // Another seat's simultaneous choice may have overtaken the decision: then it is asked again.
        if (m.actionCount() !== askedAt || !m.toMove().includes(seat)) return;
        if (this.cluster !== null && !this.cluster.leases.holds(m.id)) return; // the lease went to another node
        if (action !== null) {
          if (await actIfLegal(m, seat, action)) return;
          process.stderr.write(`sandtable server: match ${m.id} seat ${seat}: bot ${spec} chose an illegal action\n`);
        }
        const legal = m.legalActions(seat);
        await m.act(seat, legal[randomInt(legal.length)], null);
      });
    } catch (e) {
      if (this.closed || m.over) return 'never';
      // Another node's write came first: this copy caught up; decide again from there.
      if (m.shared && e instanceof ApiError && e.code === 'stale_version') return 'now';
      process.stderr.write(`sandtable server: match ${m.id} seat ${seat}: ${e instanceof Error ? e.message : String(e)}\n`);
      return 'later';
    }
    this.botRetries.delete(m.id);
    return 'now';
  }

  /**
   * The store refused a bot's action (busy, lost, or the copy went stale): try again after a pause
   * that grows to a minute, through get(), which reloads a stale copy. A bot seat is never given up.
   */
  private retryLater(m: LiveMatch): void {
    const n = (this.botRetries.get(m.id) ?? 0) + 1;
    this.botRetries.set(m.id, n);
    const t = setTimeout(
      () => {
        if (this.closed) return;
        this.get(m.id).then(
          (x) => this.driveBots(x),
          (e: unknown) => {
            process.stderr.write(`sandtable server: match ${m.id}: ${e instanceof Error ? e.message : String(e)}\n`);
            this.retryLater(m);
          },
        );
      },
      Math.min(60_000, BOT_RETRY_MS * 2 ** Math.min(n - 1, 6)),
    );
    t.unref();
  }
}

/** Play a server-chosen action for `seat` (inside the queue); false when it is not legal now. */
async function actIfLegal(m: LiveMatch, seat: Seat, action: JsonObject): Promise<boolean> {
  try {
    await m.act(seat, action, null);
    return true;
  } catch (e) {
    if (!(e instanceof ApiError && e.code === 'illegal_action')) throw e;
    return false;
  }
}
