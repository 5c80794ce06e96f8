// A bot decides for one seat from what that seat may know: its legal actions, its view, and
// determinized samples — never the true hidden state (it only gets a clone to determinize from).
import type { ActionLike, Game, Rng, Seat } from '../engine/index.js';

export interface Decision<S, A extends ActionLike, O> {
  readonly game: Game<S, A, O>;
  readonly seat: Seat;
  /** How many seats the match has. */
  readonly seats: number;
  readonly legal: readonly A[];
  readonly rng: Rng;
  /** Whether the game is in setup, when the caller knows it cheaply (else bots ask the state). */
  readonly setup?: boolean;
  /**
   * The same object for every decision of this seat in this match, when the caller has one: a bot may
   * key what it plans across decisions by it (a whole move it plays step by step). Without it, bots
   * decide every step afresh.
   */
  readonly memo?: object;
  /** A private copy of the state, made on demand; fair bots pass it only to view/determinize/macro moves. */
  state(): S;
}

export interface Bot {
  readonly spec: string;
  choose<S, A extends ActionLike, O>(d: Decision<S, A, O>): A;
  /**
   * Optional: the same choice as `choose`, as its index in `d.legal` (the same draws from `d.rng`).
   * Callers that have it apply by index (Match.applyAt), without searching the list for the action:
   * that search was most of the kernel's cost per action in naval, whose lists are long.
   */
  pick?<S, A extends ActionLike, O>(d: Decision<S, A, O>): number;
}
