// A match being played: the authoritative Match, who sits where, and what each observer (every seat,
// then the spectator) has been told. An observer's version moves only when what it may see changes
// (or when it acts itself), so versions and push timing reveal nothing that the message does not.
import { eventVisibleTo, LEGACY_DICE, Match, type ActionLike, type DiceScheme, type AnyGame, type GameEvent, type Json, type JsonObject, type Seat } from '../../engine/index.js';
import type { LogEntry, ReplayResponse, SeatSpec } from '../../protocol/types.js';
import { storedBotSpec } from '../bots/allowed.js';
import { ApiError } from '../errors.js';
import { StoreFailure, type AcceptedAction, type MatchStore, type Resigned, type StoredHead, type StoredMatch, type StoredSeat, type TakenBack } from '../store/store.js';
import { tokenMatches } from '../tokens.js';
import { SeatClocks, type ClockSpec } from './clock.js';
import { Serial } from './serial.js';
import { Told } from './told.js';

type AnyMatch = Match<unknown, ActionLike, unknown>;

/** Someone listening (a WebSocket): told, inside the queue, whenever its observer's version moves. */
export interface Subscriber {
  readonly observer: number;
  push(m: LiveMatch): void;
  close(code: number, reason: string): void;
}

/** A stored match replayed (every action and the final hash verified), with undo tracking on. */
function replayStored(game: AnyGame, stored: StoredMatch): AnyMatch {
  return Match.replay(
    game,
    {
      game: stored.game,
      options: stored.options,
      seed: stored.seed,
      dice: stored.dice ?? LEGACY_DICE,
      seats: stored.seats.length,
      actions: stored.actions,
      hash: stored.hash,
      ...(stored.resigned === undefined ? {} : { resigned: stored.resigned }),
    },
    { undo: true },
  ) as AnyMatch;
}

/** What the bots need to rebuild the match: the record without anything derived. */
export interface MatchSource {
  readonly game: string;
  readonly options: Json;
  readonly seed: number | string;
  /** As in a MatchRecord: absent = legacy sfc32. */
  readonly dice?: DiceScheme;
  readonly seats: number;
  readonly actions: readonly { readonly seat: Seat; readonly action: JsonObject }[];
}

export class LiveMatch {
  /** Every read and write of this match runs through this queue. */
  readonly queue = new Serial();
  /** Bot seats with a decision in progress. */
  readonly botBusy = new Set<Seat>();
  /** Set when the store refused an accepted action: this copy is stale and must be reloaded. */
  broken = false;
  /** Expired for lack of activity (the store says so): readable, replayable, takes no actions. */
  abandoned = false;
  lastUsed = Date.now();
  /** Called after every change, once everyone has been told: `local` for a write of ours, false when caught up with another node's. */
  afterChange: (m: LiveMatch, local: boolean) => void = () => {};
  /** The turn clock's per-seat deadlines (null: the match has no clock). */
  readonly clocks: SeatClocks | null;
  /** The hub's timer for the next deadline. */
  clockTimer: ReturnType<typeof setTimeout> | null = null;
  /**
   * Other server nodes write this match too (REDIS_URL): a client that knows a newer version than
   * ours, or a write the store refuses as stale, makes this copy catch up from the store first.
   */
  shared = false;

  /** Per observer: each seat, then the spectator. */
  private readonly told: Told[];
  private readonly seatsJson: string;
  private readonly optionsJson: string;
  private readonly subs = new Set<Subscriber>();
  /**
   * Observers whose view text lags the match: catching up with another node's write refreshes only
   * what is asked for (a message), not every observer; a write of ours refreshes them all first.
   */
  private readonly lagging = new Set<number>();

  private constructor(
    readonly id: string,
    readonly game: AnyGame,
    private match: AnyMatch,
    private readonly seatsInfo: readonly StoredSeat[],
    versions: readonly number[],
    private readonly store: MatchStore,
    /** The creator chose the seed (so it may know the dice): said in every message. */
    readonly clientSeeded: boolean,
    readonly clock: ClockSpec | null,
  ) {
    this.clocks = clock === null ? null : new SeatClocks(clock, seatsInfo.map((s) => s.type === 'human'));
    // Deadlines are not stored: a restored match's clocks start again from now.
    this.clocks?.update(match.toMove(), null, Date.now());
    const n = seatsInfo.length + 1;
    this.told = Array.from({ length: n }, (_, o) => new Told(versions[o] ?? 0));
    const shown = game.publicOptions?.(match.options);
    this.optionsJson = shown === undefined ? '' : `,"options":${JSON.stringify(shown)}`;
    this.seatsJson = JSON.stringify(seatsInfo.map((s, i) => (s.type === 'bot' ? { seat: i, type: 'bot', bot: s.bot } : { seat: i, type: 'human' })));
    for (let o = 0; o < n; o++) this.fill(o);
  }

  /** Build observer `o`'s log and view from the match (a new or rebuilt copy). */
  private fill(o: number): void {
    for (const e of this.match.log(this.seatOf(o))) this.told[o].addEntry(this.entryJson(e));
    this.refresh(o);
    this.lagging.delete(o);
  }

  /** Bring the view text of lagging observers (all, or just `only`) up to the match. */
  private catchUpViews(only?: number): void {
    if (this.lagging.size === 0) return;
    for (const o of only === undefined ? [...this.lagging] : [only]) {
      if (!this.lagging.delete(o)) continue;
      this.refresh(o);
    }
  }

  /** A new match (validated by the engine), not yet stored. */
  static create(
    id: string,
    game: AnyGame,
    options: unknown,
    seed: number | string,
    seats: readonly StoredSeat[],
    store: MatchStore,
    clientSeeded = false,
    clock: ClockSpec | null = null,
  ): LiveMatch {
    const match = Match.create(game, options, seed, seats.length) as AnyMatch;
    match.trackUndo();
    return new LiveMatch(id, game, match, seats, [], store, clientSeeded, clock);
  }

  /** Rebuild a stored match by replaying it, verifying every action and the final hash. */
  static restore(game: AnyGame, stored: StoredMatch, store: MatchStore): LiveMatch {
    const match = replayStored(game, stored);
    const m = new LiveMatch(stored.id, game, match, stored.seats, stored.versions, store, stored.clientSeeded ?? false, stored.clock ?? null);
    m.abandoned = stored.status === 'abandoned';
    return m;
  }

  get seats(): number {
    return this.seatsInfo.length;
  }

  get over(): boolean {
    return this.match.isOver();
  }

  get spectator(): number {
    return this.seatsInfo.length;
  }

  seatOf(observer: number): Seat | null {
    return observer < this.seatsInfo.length ? observer : null;
  }

  /** The observer a token stands for: no token = the spectator; a wrong one is refused. */
  observerFor(token: string | undefined): number {
    if (token === undefined || token === '') return this.spectator;
    const seat = this.seatsInfo.findIndex((s) => s.tokenHash !== undefined && tokenMatches(token, s.tokenHash));
    if (seat < 0) throw new ApiError('bad_token', 'that token is not valid for this match');
    return seat;
  }

  /** Whether a bot seat owes the next decision (stored, so the server can resume bots without loading every match). */
  botToMove(): boolean {
    return this.match.toMove().some((s) => this.seatsInfo[s]?.type === 'bot');
  }

  botSpec(seat: Seat): string | null {
    const s = this.seatsInfo[seat];
    // A stored spec the server no longer runs (a tuned bot from before the allow-list) plays a preset.
    return s.type === 'bot' && s.bot !== undefined ? storedBotSpec(s.bot) : null;
  }

  toMove(): readonly Seat[] {
    return this.match.toMove();
  }

  /** The seat's legal actions now (a bot's fallback picks one; cheap, no search). */
  legalActions(seat: Seat): readonly JsonObject[] {
    return this.match.legalActions(seat) as readonly JsonObject[];
  }

  actionCount(): number {
    return this.match.actions().length;
  }

  /** Where the match stands, as a number that grows with every stored write (each one moves the actor's version). */
  stamp(): number {
    return this.told.reduce((n, t) => n + t.version, 0);
  }

  /**
   * Bring this copy up to what the store holds (inside the queue): the stored actions it has not
   * seen are applied and the hash checked; anything else (an undo, a copy whose write was refused, a
   * hash that differs) rebuilds it by replay. Listeners whose version moved are told. True if it moved.
   */
  async catchUp(): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      const stored = await this.store.loadMatch(this.id);
      if (stored === null) throw new ApiError('unknown_match', 'no such match');
      try {
        return this.follow(stored);
      } catch (e) {
        // Half caught up: only a replay may follow (and if none works, the hub reloads this copy).
        this.broken = true;
        // A read that fell between another node's two statements does not replay: read again.
        if (attempt >= 3) throw e;
      }
    }
  }

  private follow(stored: StoredMatch): boolean {
    const before = this.versions();
    const same = stored.versions.length === before.length && stored.versions.every((v, o) => v === before[o]);
    if (!this.broken && same && stored.hash === this.match.hash() && stored.actions.length === this.actionCount()) return false;
    if (this.broken || !this.extend(stored)) this.rebuild(stored);
    this.broken = false;
    this.abandoned = stored.status === 'abandoned';
    this.told.forEach((t, o) => (t.version = stored.versions[o] ?? t.version));
    this.lastUsed = Date.now();
    for (const sub of this.subs) if (this.told[sub.observer].version !== before[sub.observer]) sub.push(this);
    this.afterChange(this, false);
    return true;
  }

  /** Apply the stored actions after ours; false when the stored match is not ours extended. */
  private extend(stored: StoredMatch): boolean {
    const have = this.match.actions().length;
    if (stored.actions.length < have || this.match.resigned() !== null) return false;
    for (let i = have; i < stored.actions.length; i++) {
      const { seat, action } = stored.actions[i];
      let legal: ActionLike;
      try {
        if (!this.match.toMove().includes(seat)) return false;
        legal = this.findLegal(seat, action);
      } catch {
        return false;
      }
      this.addEvents(this.match.apply(seat, legal));
      this.clocks?.update(this.match.toMove(), seat, Date.now());
    }
    if (this.match.hash() !== stored.hash) return false;
    if (stored.resigned !== undefined) {
      if (stored.resigned.at !== this.actionCount()) return false;
      this.match.resign(stored.resigned.seat);
      this.clocks?.stop();
    }
    // Versions come from the store; the view text is made when someone asks (messageJson) or we write.
    for (let o = 0; o < this.told.length; o++) this.lagging.add(o);
    return true;
  }

  /** Replace this copy by a replay of the stored match (verifying every action and the hash), keeping its listeners. */
  private rebuild(stored: StoredMatch): void {
    this.match = replayStored(this.game, stored);
    for (let o = 0; o < this.told.length; o++) {
      this.told[o] = new Told(stored.versions[o] ?? 0);
      this.fill(o);
    }
    if (this.match.isOver()) this.clocks?.stop();
    else this.clocks?.update(this.match.toMove(), null, Date.now());
  }

  /** Add an action's events to the log of every observer allowed to see them. */
  private addEvents(events: readonly GameEvent[]): void {
    for (const e of events) {
      let json: string | null = null;
      for (let o = 0; o < this.told.length; o++) {
        if (!eventVisibleTo(e, this.seatOf(o))) continue;
        json ??= this.entryJson(e);
        this.told[o].addEntry(json);
      }
    }
  }

  /**
   * A shared match's write failed because another node stored first: catch up, then retry once
   * (`retry`), or say the caller's version is stale.
   */
  private async afterStale<T>(e: unknown, retry: (() => Promise<T>) | null): Promise<T> {
    if (!this.shared || !isStale(e)) throw e;
    await this.catchUp();
    if (retry === null) throw new ApiError('stale_version', 'another server node moved this match on; fetch it again');
    return retry();
  }

  private versions(): number[] {
    return this.told.map((t) => t.version);
  }

  /** The setup row for the store (before any action). */
  initialRow(createdAt: number): Parameters<MatchStore['createMatch']>[0] {
    return {
      id: this.id,
      game: this.game.id,
      options: this.match.options as Json,
      seed: this.match.seed,
      dice: this.match.dice,
      clientSeeded: this.clientSeeded,
      ...(this.clock === null ? {} : { clock: this.clock }),
      seats: this.seatsInfo,
      versions: this.versions(),
      hash: this.match.hash(),
      createdAt,
      botToMove: this.botToMove(),
    };
  }

  /** The record a bot rebuilds the match from (kept inside the server: it holds the seed). */
  source(): MatchSource {
    return {
      game: this.game.id,
      options: this.match.options as Json,
      seed: this.match.seed,
      dice: this.match.dice,
      seats: this.seatsInfo.length,
      actions: this.match.actions() as MatchSource['actions'],
    };
  }

  /** The version `observer` is at (what its last message said, or will say). */
  versionOf(observer: number): number {
    return this.told[observer].version;
  }

  /**
   * What `observer` is told now (a MatchStateMessage, as JSON text), and the length of its log.
   * `logFrom` > 0 sends only the log from that entry on. Built inside the queue, from text that
   * later actions do not touch.
   */
  messageJson(observer: number, logFrom = 0): { json: string; logEnd: number; version: number } {
    this.catchUpViews(observer);
    const seat = this.seatOf(observer);
    const t = this.told[observer];
    const from = Math.min(logFrom, t.logLength);
    const summary = this.match.summaries();
    const resigned = this.match.resigned();
    const json =
      `{"id":${JSON.stringify(this.id)},"game":${JSON.stringify(this.game.id)},"seat":${seat === null ? 'null' : seat},` +
      `"version":${t.version},"view":${t.viewJson}${this.optionsJson},"actions":${seat === null ? '[]' : this.actionsJson(seat)},` +
      `"log":${t.logJson(from)},"result":${JSON.stringify(this.match.result())},"toMove":${JSON.stringify(this.match.toMove())},` +
      `"seats":${this.seatsJson},"clientSeeded":${this.clientSeeded},"undoable":${seat === null ? 0 : this.match.undoable(seat)}${summary === null ? '' : `,"summary":${JSON.stringify(summary)}`}${resigned === null ? '' : `,"resigned":${resigned.seat}`}${this.clockJson()}${from > 0 ? `,"logStart":${from}` : ''}}`;
    return { json, logEnd: t.logLength, version: t.version };
  }

  /** The clock part of a message: the spec, each seat's deadline, and the server's time to count from. */
  private clockJson(): string {
    const c = this.clocks;
    if (c === null) return '';
    return `,"clock":{"seconds":${c.spec.seconds},"onTimeout":"${c.spec.onTimeout}","deadlines":${JSON.stringify(c.deadlines)},"now":${Date.now()}}`;
  }

  /** The whole match, everything revealed: only once it is over. */
  replay(): ReplayResponse {
    // An abandoned match takes no more actions: nothing is left to hide.
    if (!this.match.isOver() && !this.abandoned) throw new ApiError('not_finished', 'the replay is available once the match is over');
    const r = this.match.toRecord();
    return {
      game: r.game,
      options: r.options,
      seed: r.seed,
      dice: r.dice,
      clientSeeded: this.clientSeeded,
      seats: r.seats,
      actions: r.actions as ReplayResponse['actions'],
      hash: this.match.hash(),
      result: this.match.result(),
      ...(r.resigned === undefined ? {} : { resigned: r.resigned }),
    };
  }

  /**
   * Check and take an action for `seat` (run inside the queue). Nothing changes unless it is accepted;
   * an accepted action is stored before anyone, its sender included, is told.
   * `version` null: a server-side bot, which has no stale view to guard against.
   */
  async act(seat: Seat, action: JsonObject, version: number | null, retried = false): Promise<void> {
    // A client that saw a newer version on another node: we are behind, not it.
    if (this.shared && version !== null && version > this.told[seat].version) await this.catchUp();
    if (this.broken) throw new ApiError('internal', 'the match is being reloaded; try again');
    if (this.match.isOver()) throw new ApiError('game_over', 'the game is over');
    if (this.abandoned) throw new ApiError('abandoned', 'this match was abandoned (nobody acted for too long); it can still be read and replayed');
    if (version !== null && version !== this.told[seat].version) {
      throw new ApiError('stale_version', `stale version ${version}: you are at ${this.told[seat].version}; fetch the match again`);
    }
    const movers = this.match.toMove();
    if (!movers.includes(seat)) {
      throw new ApiError('not_your_turn', `seat ${seat} has no decision to make now (waiting for ${movers.join(', ')})`);
    }
    const legal = this.findLegal(seat, action);
    const index = this.match.actions().length;
    // The store calls this once it holds the write lock, inside the transaction that stores its
    // result: a write that cannot get the lock (busy) or a lost database changes nothing in memory.
    let changed: number[] | null = null;
    const applyNow = (storedActions?: number, head?: StoredHead): AcceptedAction => {
      this.checkHead(storedActions, head, index);
      // bump() compares each observer's view with what it was told: that must be the current one.
      this.catchUpViews();
      if (changed !== null) throw new Error(`match ${this.id}: action #${index} applied twice`);
      changed = [];
      this.addEvents(this.match.apply(seat, legal));
      this.clocks?.update(this.match.toMove(), seat, Date.now());
      changed = this.bump(seat);
      return {
        index,
        seat,
        action: legal,
        versions: this.versions(),
        hash: this.match.hash(),
        result: this.match.result(),
        over: this.match.isOver(),
        botToMove: this.botToMove(),
      };
    };
    try {
      await this.storeThenTell(() => this.store.appendAction(this.id, applyNow), () => changed);
    } catch (e) {
      // A bot (no version) chooses again from the new state; a client's action is tried once more.
      await this.afterStale(e, version === null || retried ? null : () => this.act(seat, action, version, true));
    }
  }

  /**
   * Take back `seat`'s latest decision (run inside the queue), when it showed nobody anything new
   * (Match.undo says when). Stored first, like an action; every observer whose view or log changes
   * is told, with a version that only ever moves forward.
   */
  async undo(seat: Seat, version: number): Promise<void> {
    if (this.shared && version > this.told[seat].version) await this.catchUp();
    if (this.broken) throw new ApiError('internal', 'the match is being reloaded; try again');
    if (this.match.isOver()) throw new ApiError('game_over', 'the game is over');
    if (this.abandoned) throw new ApiError('abandoned', 'this match was abandoned (nobody acted for too long); it can still be read and replayed');
    if (version !== this.told[seat].version) {
      throw new ApiError('stale_version', `stale version ${version}: you are at ${this.told[seat].version}; fetch the match again`);
    }
    if (this.match.undoable(seat) === 0) {
      throw new ApiError('cannot_undo', 'nothing to take back: your last decision revealed something, drew dice, or play has moved on');
    }
    let changed: number[] | null = null;
    const undoNow = (storedActions?: number, head?: StoredHead): TakenBack => {
      this.checkHead(storedActions, head, this.actionCount());
      this.catchUpViews();
      if (changed !== null) throw new Error(`match ${this.id}: undo applied twice`);
      changed = [];
      this.match.undo(seat);
      this.clocks?.update(this.match.toMove(), seat, Date.now());
      // Observers whose log lost the decision's entries are told too.
      const shortened = this.told.map((t, o) => {
        const before = t.logLength;
        t.truncate(this.match.log(this.seatOf(o)).length);
        return t.logLength !== before;
      });
      changed = this.bump(seat, (o) => shortened[o]);
      return { actions: this.match.actions().length, versions: this.versions(), hash: this.match.hash(), botToMove: this.botToMove() };
    };
    try {
      await this.storeThenTell(() => this.store.takeBack(this.id, undoNow), () => changed);
    } catch (e) {
      await this.afterStale(e, null);
    }
  }

  /**
   * The same match again (game, options, seats and their bots) with fresh secret dice: what a
   * finished match's players ask for as a rematch.
   */
  rematchRequest(): { game: string; options: unknown; seed: undefined; seats: SeatSpec[]; clock?: ClockSpec } {
    if (!this.match.isOver() && !this.abandoned) throw new ApiError('not_finished', 'a rematch is offered once the match is over');
    const seats = this.seatsInfo.map((s): SeatSpec => (s.type === 'bot' && s.bot !== undefined ? { type: 'bot', bot: s.bot } : { type: 'human' }));
    return { game: this.game.id, options: this.match.options, seed: undefined, seats, ...(this.clock === null ? {} : { clock: this.clock }) };
  }

  /** `seat` resigns (run inside the queue; its turn or not): stored first, then everyone is told. */
  async resign(seat: Seat, retried = false): Promise<void> {
    if (this.broken) throw new ApiError('internal', 'the match is being reloaded; try again');
    if (this.match.isOver()) throw new ApiError('game_over', 'the game is over');
    if (this.abandoned) throw new ApiError('abandoned', 'this match was abandoned (nobody acted for too long); it can still be read and replayed');
    const at = this.match.actions().length;
    let changed: number[] | null = null;
    const resignNow = (storedActions?: number, head?: StoredHead): Resigned => {
      this.checkHead(storedActions, head, at);
      this.catchUpViews();
      if (changed !== null) throw new Error(`match ${this.id}: resignation applied twice`);
      this.match.resign(seat); // refuses (a game that cannot be resigned) before anything changed
      this.clocks?.stop();
      changed = this.bump(seat);
      return { by: { seat, at }, versions: this.versions(), result: this.match.result() as Resigned['result'] };
    };
    try {
      await this.storeThenTell(() => this.store.resign(this.id, resignNow), () => changed);
    } catch (e) {
      await this.afterStale(e, retried ? null : () => this.resign(seat, true));
    }
  }

  /**
   * Inside a write, before anything changes: is the stored match this copy? Another count, or other
   * versions (every write moves the writer's version: an undo and a new decision on another node
   * leave the count as it was, not the versions), means another node wrote first.
   */
  private checkHead(storedActions: number | undefined, head: StoredHead | undefined, have: number): void {
    if (storedActions === undefined) return;
    // A row from before the spectator had a version stores fewer: those count as 0, as when it was loaded.
    const same = head === undefined || this.told.every((t, o) => (head.versions[o] ?? 0) === t.version);
    if (storedActions !== have || !same) throw new ApiError('stale_version', 'another server node moved this match on; fetch it again');
  }

  /** A new version for every observer whose view moved, the actor, and any `also` picks; returns them. */
  private bump(actor: Seat, also: (observer: number) => boolean = () => false): number[] {
    const changed: number[] = [];
    for (let o = 0; o < this.told.length; o++) if (this.refresh(o) || o === actor || also(o)) changed.push(o);
    for (const o of changed) this.told[o].version++;
    return changed;
  }

  /**
   * Run a store write whose callback changes the match, then tell the observers it changed. A write
   * that fails after the match was touched (`changed` not null) leaves this copy broken: it was not
   * stored, so it is dropped and reloaded from the store on next use.
   */
  private async storeThenTell(write: () => Promise<void>, changed: () => readonly number[] | null): Promise<void> {
    try {
      await write();
    } catch (e) {
      if (changed() !== null) this.broken = true;
      throw e;
    }
    const told = changed() ?? [];
    this.lastUsed = Date.now();
    for (const sub of this.subs) if (told.includes(sub.observer)) sub.push(this);
    this.afterChange(this, true);
  }

  /** Listen for changes; returns the unsubscribe function. */
  subscribe(sub: Subscriber): () => void {
    this.subs.add(sub);
    return () => this.subs.delete(sub);
  }

  subscribers(): number {
    return this.subs.size;
  }

  /** Drop every listener (the match is going away or must be reloaded). */
  closeAll(code: number, reason: string): void {
    for (const s of this.subs) s.close(code, reason);
    this.subs.clear();
  }

  /** The game's own copy of a submitted action, found by its key in the seat's legal list. */
  private findLegal(seat: Seat, action: JsonObject): ActionLike {
    let key: string;
    try {
      key = this.game.actionKey(action);
    } catch {
      throw new ApiError('illegal_action', `not an action of ${this.game.id}`);
    }
    const found = this.match.legalActions(seat).find((a) => this.game.actionKey(a) === key);
    if (found === undefined) throw new ApiError('illegal_action', `illegal action for seat ${seat}: ${key.slice(0, 120)}`);
    return found;
  }

  private actionsJson(seat: Seat): string {
    const t = this.told[seat];
    // The choices as the wire carries them (ActionChoice): action, key, label, and a preview where the game gives one.
    t.actionsJson ??= JSON.stringify(this.match.legalChoices(seat, true));
    return t.actionsJson;
  }

  /** Recompute what `observer` sees; true when it differs from what it was told last. */
  private refresh(observer: number): boolean {
    const seat = this.seatOf(observer);
    const t = this.told[observer];
    const keys = seat === null ? '' : this.match.legalActions(seat).map((a) => this.game.actionKey(a)).join('\n');
    const other = `${JSON.stringify(this.match.toMove())}|${t.logLength}|${JSON.stringify(this.match.result())}|${keys}`;
    return t.update(JSON.stringify(this.match.view(seat)), other);
  }

  private entryJson(e: GameEvent): string {
    const entry: LogEntry = { type: e.type, text: this.game.describeEvent(e), data: e.data };
    return JSON.stringify(entry);
  }
}

/**
 * The store refused a write because the match moved on under it (another node stored first): the
 * compare-and-set on the action count failed. Said by a `stale` StoreFailure, or by SQLite's message.
 */
function isStale(e: unknown): boolean {
  if (e instanceof ApiError) return e.code === 'stale_version';
  if (e instanceof StoreFailure) return (e.kind as string) === 'stale';
  return e instanceof Error && /is not the (next|last) one|cannot record a resignation after/.test(e.message);
}

