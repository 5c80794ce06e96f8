// A match: (game, options, seed, actions). It owns the mutable state, checks every action against
// the legal list before applying it, records what happened, and replays to the same hash.
import { z } from 'zod';
import { SandtableError } from './errors.js';
import { commits, rngMark } from './commit.js';
import { hashState } from './hash.js';
import { parseOptions } from './options.js';
import { DEFAULT_DICE, DICE_SCHEMES, LEGACY_DICE, Rng, type DiceScheme } from './rng.js';
import type { ActionLike, Game, GameEvent, GameResult, Json, Label, Seat, SeatSummary } from './types.js';
import { eventVisibleTo } from './visibility.js';

export interface RecordedAction {
  readonly seat: Seat;
  readonly action: ActionLike;
}

/** The serialized form of a match; `sandtable replay` and the server read and verify it. */
export interface MatchRecord {
  readonly game: string;
  readonly options: Json;
  readonly seed: number | string;
  /** The dice scheme; records without one predate it and roll legacy sfc32 dice. */
  readonly dice?: DiceScheme;
  readonly seats: number;
  readonly actions: readonly RecordedAction[];
  readonly hash?: string;
  readonly result?: GameResult | null;
  /** A seat resigned after the first `at` actions (the match ended there). */
  readonly resigned?: Resignation;
}

export interface Resignation {
  readonly seat: Seat;
  readonly at: number;
}

const jsonValue: z.ZodType<Json> = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(jsonValue), z.record(z.string(), jsonValue)]),
);

export const matchRecordSchema = z.object({
  game: z.string(),
  options: jsonValue,
  seed: z.union([z.number().int(), z.string()]),
  dice: z.enum(DICE_SCHEMES as [DiceScheme, ...DiceScheme[]]).optional(),
  seats: z.number().int().positive(),
  actions: z.array(z.object({ seat: z.number().int().nonnegative(), action: z.record(z.string(), jsonValue) })),
  hash: z.string().optional(),
  result: z.unknown().optional(),
  resigned: z.object({ seat: z.number().int().nonnegative(), at: z.number().int().nonnegative() }).optional(),
});

export interface LegalChoice<A> {
  readonly action: A;
  readonly key: string;
  readonly label: Label;
  /** What the choice would do as its seat can foresee it (`Game.preview`), when asked for and the game has one. */
  readonly preview?: Label;
}

/** The last point no undo may go behind: history.length and events.length at that moment. */
interface Committed {
  actions: number;
  events: number;
}

/** The seat count asked for (default: the game's first), checked before anything else (bad seats win over bad options). */
function seatCount(game: { readonly id: string; readonly seatCounts: readonly number[] }, seats: number | undefined): number {
  const n = seats ?? game.seatCounts[0];
  if (!game.seatCounts.includes(n)) {
    throw new SandtableError('bad_seats', `${game.id} is played by ${game.seatCounts.join('/')} seats, not ${n}`);
  }
  return n;
}

export class Match<S, A extends ActionLike, O> {
  private state: S;
  private readonly history: RecordedAction[] = [];
  private readonly events: GameEvent[] = [];
  /** Null unless undo is tracked (matches people play; simulations skip its bookkeeping). */
  private committed: Committed | null = null;
  /** Set when a seat resigned: the match is over with the result the resignation gave. */
  private resignation: { readonly by: Resignation; readonly result: GameResult } | null = null;
  /** Legal lists computed since the last change, per seat: apply() reuses them instead of regenerating. */
  private readonly legalCache: (A[] | undefined)[] = [];
  /** toMove's answer since the last change (null: not asked yet): a decision asks it three times. */
  private movers: readonly Seat[] | null = null;

  private constructor(
    readonly game: Game<S, A, O>,
    readonly options: O,
    readonly seed: number | string,
    readonly seats: number,
    private readonly keepEvents: boolean,
    readonly dice: DiceScheme,
  ) {
    this.state = this.fresh();
  }

  /** The state before any action: the game's setup from the match's options, seats and seed. */
  private fresh(): S {
    return this.game.setup(this.options, this.seats, Rng.create(this.seed, this.dice));
  }

  /**
   * Start a match; options are validated (with defaults) by the game's schema. The dice default to
   * the cryptographic scheme; simulations and benches nobody plays may ask for fast sfc32.
   */
  static create<S, A extends ActionLike, O>(
    game: Game<S, A, O>,
    rawOptions: unknown,
    seed: number | string,
    seats?: number,
    keepEvents = true,
    dice: DiceScheme = DEFAULT_DICE,
  ): Match<S, A, O> {
    const n = seatCount(game, seats);
    return Match.createParsed(game, parseOptions(game.optionsSchema, rawOptions), seed, n, keepEvents, dice);
  }

  /**
   * `create` on options the game's schema has already parsed (`parseOptions`): a simulation parses
   * its options once for all its games (zod's parse was a tenth of a short random game). Matches
   * share the object, so it is read-only, as games already treat it.
   */
  static createParsed<S, A extends ActionLike, O>(
    game: Game<S, A, O>,
    options: O,
    seed: number | string,
    seats?: number,
    keepEvents = true,
    dice: DiceScheme = DEFAULT_DICE,
  ): Match<S, A, O> {
    return new Match(game, options, seed, seatCount(game, seats), keepEvents, dice);
  }

  /**
   * Rebuild a match from its record, verifying every action; a bad record changes nothing and throws.
   * `undo`: track what may still be taken back, as a match played live does.
   */
  static replay<S, A extends ActionLike, O>(game: Game<S, A, O>, record: MatchRecord, opts: { undo?: boolean } = {}): Match<S, A, O> {
    if (record.game !== game.id) throw new SandtableError('bad_record', `record is for ${record.game}, not ${game.id}`);
    const m = Match.create(game, record.options, record.seed, record.seats, true, record.dice ?? LEGACY_DICE);
    if (opts.undo === true) m.trackUndo();
    const resigned = record.resigned;
    if (resigned !== undefined && resigned.at !== record.actions.length) {
      throw new SandtableError('bad_record', `the resignation comes after ${resigned.at} actions, but the record has ${record.actions.length}`);
    }
    record.actions.forEach((r, i) => {
      try {
        m.apply(r.seat, r.action as A);
      } catch (e) {
        const msg = e instanceof Error ? e.message : String(e);
        throw new SandtableError('bad_record', `action #${i + 1} does not replay: ${msg}`);
      }
    });
    if (resigned !== undefined) {
      try {
        m.resign(resigned.seat);
      } catch (e) {
        throw new SandtableError('bad_record', `the resignation does not replay: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    if (record.hash !== undefined && record.hash !== m.hash()) {
      throw new SandtableError('bad_record', `replayed hash ${m.hash()} differs from recorded ${record.hash}`);
    }
    return m;
  }

  toMove(): readonly Seat[] {
    let m = this.movers;
    if (m === null) this.movers = m = this.resignation !== null ? [] : this.game.toMove(this.state);
    return m;
  }

  isOver(): boolean {
    return this.toMove().length === 0;
  }

  result(): GameResult | null {
    return this.resignation?.result ?? this.game.result(this.state);
  }

  /** Who resigned, when the match ended that way. */
  resigned(): Resignation | null {
    return this.resignation?.by ?? null;
  }

  /**
   * What each seat fielded and has left (`Game.summary`), once the match is over — before that it
   * would show hidden forces. Null while playing or when the game has no summary.
   */
  summaries(): (SeatSummary & { readonly seat: Seat })[] | null {
    const summary = this.game.summary;
    if (summary === undefined || !this.isOver()) return null;
    return Array.from({ length: this.seats }, (_, seat) => ({ seat, ...summary.call(this.game, this.state, seat) }));
  }

  /**
   * `seat` resigns (at any moment, its turn or not): the match ends now. The game says what that
   * means (`Game.resignResult`, e.g. a team game); otherwise with two seats the other one wins, and
   * with more a game that does not say cannot be resigned. Refused, changing nothing, once over.
   */
  resign(seat: Seat): void {
    if (this.isOver()) throw new SandtableError('game_over', 'the game is over');
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.seats) throw new SandtableError('bad_input', `no seat ${seat} in this match`);
    const result = this.game.resignResult?.(this.state, seat) ?? (this.seats === 2 ? resignedTwoSeat(seat) : null);
    if (result === null) throw new SandtableError('bad_input', `${this.game.id} with ${this.seats} seats cannot be resigned`);
    this.resignation = { by: { seat, at: this.history.length }, result };
    this.legalCache.length = 0;
    this.movers = null;
  }

  turn(): number {
    return this.game.turn(this.state);
  }

  /** The game's evaluation of the current state for `seat` (reports read it without copying the state). */
  evaluate(seat: Seat): number {
    return this.game.evaluate(this.state, seat);
  }

  /** Still in pre-game setup (the game's `isSetup`; false for games without one). */
  isSetup(): boolean {
    return this.game.isSetup?.(this.state) === true;
  }

  /** The legal actions of `seat` now. The list and its actions are shared: treat them as read-only. */
  legalActions(seat: Seat): readonly A[] {
    if (!this.toMove().includes(seat)) return [];
    return this.cachedList(seat);
  }

  /** `seat`'s legal list, made once per position (apply forgets it). */
  private cachedList(seat: Seat): A[] {
    let list = this.legalCache[seat];
    if (list === undefined) {
      list = this.game.legalActions(this.state, seat);
      this.legalCache[seat] = list;
    }
    return list;
  }

  /**
   * `seat`'s legal actions with their keys and labels; with `previews`, also what each would do as the
   * seat can foresee it (the game's `preview`: for a player choosing, not for a replay stepping through).
   */
  legalChoices(seat: Seat, previews = false): LegalChoice<A>[] {
    const preview = previews ? this.game.preview : undefined;
    return this.legalActions(seat).map((action) => {
      const choice = { action, key: this.game.actionKey(action), label: this.game.describeAction(this.state, seat, action) };
      const p = preview?.call(this.game, this.state, seat, action) ?? null;
      return p === null ? choice : { ...choice, preview: p };
    });
  }

  /**
   * Apply one action for `seat`. Rejected (state untouched) unless the seat owes a decision and the
   * action is in its legal list. Returns the events it produced (read-only: the empty list is shared).
   */
  apply(seat: Seat, action: A): GameEvent[] {
    const list = this.owedList(seat);
    // Identity first (bots hand back an item of the list), then by key (actions from JSON). indexOf,
    // not includes: a strict-equality scan, a third cheaper on object lists (SameValueZero checks NaN).
    let legal: A | undefined = list.indexOf(action) >= 0 ? action : undefined;
    if (legal === undefined) {
      const key = this.game.actionKey(action);
      legal = list.find((a) => this.game.actionKey(a) === key);
      if (legal === undefined) throw new SandtableError('illegal_action', `illegal action for seat ${seat}: ${key}`);
    }
    return this.applyLegal(seat, legal);
  }

  /**
   * Apply the action at `index` of `seat`'s legal list (as legalActions gives it): apply without the
   * search of the list, for callers that chose by index (OpenSpiel's actions are ids; a random bot
   * picks an index). Rejected (state untouched) unless the seat owes a decision and the index is in
   * the list.
   */
  applyAt(seat: Seat, index: number): GameEvent[] {
    const list = this.owedList(seat);
    if (!Number.isInteger(index) || index < 0 || index >= list.length) {
      throw new SandtableError('illegal_action', `illegal action for seat ${seat}: no choice ${index} of ${list.length}`);
    }
    return this.applyLegal(seat, list[index]);
  }

  /** `seat`'s legal list, or the error that says it owes no decision now. */
  private owedList(seat: Seat): readonly A[] {
    const movers = this.toMove();
    if (movers.length === 0) throw new SandtableError('game_over', 'the game is over');
    if (!movers.includes(seat)) {
      throw new SandtableError('not_your_turn', `seat ${seat} has no decision to make now (waiting for ${movers.join(', ')})`);
    }
    return this.cachedList(seat);
  }

  /** Apply `legal`, an item of `seat`'s legal list. */
  private applyLegal(seat: Seat, legal: A): GameEvent[] {
    const out: GameEvent[] | null = this.keepEvents || this.committed !== null ? [] : null;
    const rngBefore = this.committed !== null ? rngMark(this.game, this.state) : '';
    // Apply the game's own copy of the action so callers cannot alias state through it.
    this.movers = null;
    this.game.apply(this.state, seat, legal, out);
    // Forget the lists seat by seat: setting the array's length is a runtime call, paid every action.
    for (let i = 0; i < this.legalCache.length; i++) this.legalCache[i] = undefined;
    this.history.push({ seat, action: legal });
    if (out && this.keepEvents) for (const e of out) this.events.push(e);
    if (this.committed !== null && commits(this.game, this.state, seat, out ?? [], rngBefore)) this.commit();
    return out ?? NO_EVENTS;
  }

  /**
   * Track what may be taken back from now on (call before the first action; what came before stands).
   * An undo replays the match's actions from its start (a game of ~1,000 actions: a few ms).
   */
  trackUndo(): void {
    if (this.committed === null) this.commit();
  }

  /** How many of its own latest decisions `seat` may take back now (0 when undo is not tracked). */
  undoable(seat: Seat): number {
    const c = this.committed;
    if (c === null || this.resignation !== null) return 0;
    let n = 0;
    for (let i = this.history.length - 1; i >= c.actions && this.history[i].seat === seat; i--) n++;
    return n;
  }

  /**
   * Take back `seat`'s latest decision: the state returns to exactly what it was before it (same hash),
   * its events leave the log, and the record keeps only what stands. Refused, changing nothing, when
   * the decision revealed anything, drew dice, passed play on, or is not the seat's own.
   */
  undo(seat: Seat): void {
    const c = this.committed;
    if (c === null) throw new SandtableError('cannot_undo', 'undo is not available in this match');
    if (this.undoable(seat) === 0) {
      throw new SandtableError('cannot_undo', `seat ${seat} has nothing to take back (the last decision is not its own, or it showed something new)`);
    }
    // Rebuilt from the match's own (options, seed, actions) as a replay of its record builds it, not from a
    // copy: a game's clone may write the state's keys in another order than play added them, and the
    // state's hash is its JSON (a game's optional records did: a record saved after an undo then failed
    // its own replay). Only the events after the commit point are kept; before it they stand as logged.
    const state = this.fresh();
    const events: GameEvent[] = [];
    const keep = this.history.length - 1;
    for (let i = 0; i < keep; i++) {
      const r = this.history[i];
      const out: GameEvent[] = [];
      this.game.apply(state, r.seat, r.action as A, out);
      if (i >= c.actions) for (const e of out) events.push(e);
    }
    this.state = state;
    this.movers = null;
    this.history.length = keep;
    this.events.length = c.events;
    if (this.keepEvents) for (const e of events) this.events.push(e);
    this.legalCache.length = 0;
  }

  private commit(): void {
    this.committed = { actions: this.history.length, events: this.events.length };
  }

  view(seat: Seat | null): Json {
    return this.game.view(this.state, seat);
  }

  /** The events a seat may see (null = spectator: public events only). */
  log(seat: Seat | null): GameEvent[] {
    return this.events.filter((e) => eventVisibleTo(e, seat));
  }

  /** Every event, hidden ones included; only once the match is over (then nothing is hidden any more). */
  fullLog(): GameEvent[] {
    if (!this.isOver()) throw new SandtableError('bad_input', 'the full log is available only after the match');
    return this.events.slice();
  }

  /** Readable log lines for a seat in one language. */
  logText(seat: Seat | null, lang: keyof Label): string[] {
    return this.log(seat).map((e) => this.game.describeEvent(e)[lang]);
  }

  actions(): readonly RecordedAction[] {
    return this.history;
  }

  hash(): string {
    return hashState(this.state);
  }

  /** A deep copy of the current state, for bots and tests; the match itself is not affected. */
  snapshot(): S {
    return this.game.clone(this.state);
  }

  /**
   * `read` applied to the current state itself, not a copy: it must not change it. A simulation reads
   * who went first and what each seat brought this way (two copies a game were 3 % of a short card game).
   */
  read<T>(read: (state: S) => T): T {
    return read(this.state);
  }

  toRecord(): MatchRecord {
    return {
      game: this.game.id,
      options: this.options as Json,
      seed: this.seed,
      dice: this.dice,
      seats: this.seats,
      actions: this.history.slice(),
      hash: this.hash(),
      result: this.result(),
      ...(this.resignation !== null ? { resigned: this.resignation.by } : {}),
    };
  }
}

/** What `apply` returns when it keeps no events: one shared, frozen empty list, not a fresh one per action. */
const NO_EVENTS = Object.freeze([]) as unknown as GameEvent[];

/** Two seats: the other one wins. */
function resignedTwoSeat(seat: Seat): GameResult {
  return {
    winners: [1 - seat],
    draw: false,
    reason: { code: 'resigned', zh: `座位 ${seat + 1} 认输`, en: `seat ${seat + 1} resigned` },
  };
}
