// The game contract every Sandtable game implements. The kernel names no game.
import type { z } from 'zod';
import type { Rng } from './rng.js';

/** A seat index, 0-based. Spectators are `null` where a seat is accepted. */
export type Seat = number;

export type Json = null | boolean | number | string | readonly Json[] | { readonly [k: string]: Json };
export type JsonObject = { readonly [k: string]: Json };

/** Every name and label a player sees exists in Chinese and English. */
export interface Label {
  readonly zh: string;
  readonly en: string;
}
export type Lang = keyof Label;

/** A legal choice: a small plain-JSON object. Games narrow this to their own union. */
export type ActionLike = JsonObject;

/** Who may see an event: everyone, or the listed seats only. Spectators see only 'all'. */
export type Visibility = 'all' | readonly Seat[];

export interface GameEvent {
  readonly type: string;
  readonly to: Visibility;
  readonly data: JsonObject;
}

/** Events are collected only when someone will read them: bots pass null on the hot path. */
export type EventSink = GameEvent[] | null;

/** The reason code a game uses when its turn cap ends it (reports count these as timeouts). */
export const TURN_CAP = 'turnCap';

export interface GameResult {
  /** Seats that won; empty on a draw. */
  readonly winners: readonly Seat[];
  readonly draw: boolean;
  /** Optional full ranking (1 = best) for games with more than two seats. */
  readonly ranks?: readonly number[];
  readonly reason: { readonly code: string } & Label;
}

/**
 * A game. State is mutable and owned by the caller (the Match); `apply` mutates it in place and
 * may assume the action is legal — the Match checks legality first.
 * Methods use method syntax so a concrete game is assignable to `AnyGame`.
 */
export interface Game<S, A extends ActionLike, O> {
  readonly id: string;
  readonly title: Label;
  readonly seatCounts: readonly number[];
  readonly optionsSchema: z.ZodType<O>;

  setup(options: O, seats: number, rng: Rng): S;
  /** Seats that owe a decision now. Several seats = simultaneous secret choices. Empty = over. */
  toMove(state: S): readonly Seat[];
  legalActions(state: S, seat: Seat): A[];
  /**
   * Stable identity of an action, used for legality checks and replays. Equal keys must mean equal
   * actions (macros included): the search shares one node's choices across sampled worlds by key.
   */
  actionKey(action: A): string;
  apply(state: S, seat: Seat, action: A, events: EventSink): void;
  /** Exactly what `seat` may see (null = spectator), as JSON. */
  view(state: S, seat: Seat | null): Json;
  result(state: S): GameResult | null;
  /** The current turn/round number, for reports and caps. */
  turn(state: S): number;
  clone(state: S): S;
  /**
   * Optional, for speed: copy `src` into `dst`, an existing state of this game (from `clone`,
   * `determinize` or `setup`), reusing its arrays and objects where it can, and return `dst`. After it
   * `dst` must behave exactly as `clone(src)` would (same legal actions, results and RNG stream), and
   * share nothing mutable with `src`. Lists `legalActions`/`macroActions` returned from `dst` earlier
   * must stay as they were (search keeps them). Search keeps one scratch state and refills it every
   * iteration instead of allocating a fresh clone; without it, search calls `clone`.
   */
  cloneInto?(dst: S, src: S): S;
  /** A full state sampled to agree with everything `seat` knows, with hidden facts and the RNG resampled. */
  determinize(state: S, seat: Seat, rng: Rng): S;
  /** The seeded generator kept in the state. */
  rng(state: S): Rng;

  describeAction(state: S, seat: Seat, action: A): Label;
  /**
   * Optional: what `action` would do, as `seat` can foresee it (an attack's damage both ways),
   * shown beside the choice to the player about to make it; null where there is nothing to foresee.
   * It must read only what `seat` knows: work on a determinization from `seat`'s view (hidden facts
   * and the dice resampled), never on the state's own hidden facts or generator.
   */
  preview?(state: S, seat: Seat, action: A): Label | null;
  describeEvent(event: GameEvent): Label;
  /** Heuristic value of the state for `seat`, roughly in [-1, 1]; used by bots and reports. */
  evaluate(state: S, seat: Seat): number;
  /**
   * Optional, for speed: `evaluate(state, seat)` for every seat of the match, in seat order, with
   * exactly the same numbers. Simulations read every seat once a turn; a game whose seats' values
   * share most of their work computes it once here. Without it, callers evaluate seat by seat.
   */
  evaluateAll?(state: S): number[];

  /** Optional: true during pre-game building (fleets, decks); simulations fill these choices at random. */
  isSetup?(state: S): boolean;
  /**
   * Optional: what a simulation picks for a setup choice no script covers (default: uniform over the
   * legal ones). A game whose uniform pick would be unrepresentative (stopping a fleet after one ship)
   * says here how a player would choose at random. It sees only the legal choices: a random setup
   * reads nothing of the state, so no copy or determinization is made for it (most of a setup
   * decision's cost).
   */
  randomSetup?(legal: readonly A[], rng: Rng): A;
  /**
   * Optional: a bot's setup choice as a good player would make it (spend the budget, a sound mix,
   * sensible deployment). Bots call it while `isSetup` holds, on a determinization from `seat`'s view;
   * it must read only what `seat` knows (its own choices, public facts), never the other seats' hidden
   * setup. Without it, bots search setup decisions like any other.
   */
  botSetup?(state: S, seat: Seat, legal: readonly A[], rng: Rng): A;
  /** Optional: what a seat fielded and what it has left, for the end of a game (`run --json`, end screen). */
  summary?(state: S, seat: Seat): SeatSummary;
  /** Optional: names of the content a seat brought (ship classes, cards…), for per-content statistics. */
  content?(state: S, seat: Seat): string[];
  /**
   * Optional: the action as a small non-negative integer, equal exactly when `actionKey` is. Search
   * keys its trees by it when present: integer map keys cost far less than fresh strings.
   */
  actionCode?(action: A): number;
  /** Optional: the seat that took the first turn of play, for first-player advantage. */
  firstSeat?(state: S): Seat | null;
  /**
   * Optional, for bots: the choices of this decision as coarser moves (a ship's whole move as its
   * destination), or null where the legal actions are the choices. A macro is an action `apply`
   * accepts, standing for a run of legal actions of `seat`; a match never accepts one: a bot that
   * picks it plays it through `macroStep`, one legal action at a time. People keep the legal actions.
   * Both read only what `seat` knows (bots call them on their own copy of the true state). A macro's
   * `actionKey` names all it will do (its steps or target), never just its kind.
   */
  macroActions?(state: S, seat: Seat): A[] | null;
  /** The legal action that carries `macro` on now, or null once it is done (or cannot go on). */
  macroStep?(state: S, seat: Seat, macro: A): A | null;
  /**
   * Optional: true when the event shows some seat something it could not see before (a hidden unit
   * spotted, a card from a hand, a card drawn): the decisions before it can no longer be taken back.
   * Without it every event counts as a reveal (safe, but then only decisions with no event undo).
   */
  reveals?(event: GameEvent): boolean;
  /**
   * Optional: the result when `seat` resigns (e.g. its team loses). Without it a two-seat game gives
   * the other seat the win, and a game with more seats cannot be resigned.
   */
  resignResult?(state: S, seat: Seat): GameResult | null;
  /**
   * Optional: what every seat may know of the match's options (a board to show budgets and limits).
   * Without it no option is sent to the players: some options are secret (a seat's decklist).
   */
  publicOptions?(options: O): Json;
  /**
   * Optional: a choice each seat makes for itself, in secret, before the match starts (a card game's deck).
   * The server opens a table, each seat sends its own entry, and the match starts once all are in.
   */
  readonly seatSecret?: SeatSecret;
  /** Optional: public content a player builds from (a card list for a deck builder); plain JSON, fixed while the server runs. */
  catalog?(): Json;
}

/** A per-seat secret option: one entry per seat in option `option`, seen by nobody but its seat. */
export interface SeatSecret {
  /** The option holding one entry per seat ('decks'); it must not be among `publicOptions`. */
  readonly option: string;
  /** One entry's name on the wire ('deck'). */
  readonly field: string;
  /** One seat's entry as a client sent it, checked: returned as the option holds it, else a SandtableError('bad_input'). */
  check(value: Json, seat: Seat): Json;
}

/** A seat's forces: names of what it fielded (with repeats), their total cost (null: the game has none), what is left. */
export interface SeatSummary {
  readonly fielded: readonly string[];
  readonly fieldedCost: number | null;
  readonly left: readonly string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry's erased game type
export type AnyGame = Game<unknown, ActionLike, unknown>;
