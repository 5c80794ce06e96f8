// One scratch state a bot refills with the game's `cloneInto` (a clone on first use, or always where the
// game has no cloneInto): search probes and one-ply looks copy a state per action, and clones of every
// one were much of what a bot allocated.
import type { ActionLike, Game } from '../engine/index.js';

export interface Scratch<S> {
  state: S | null;
}

export function scratch<S>(): Scratch<S> {
  return { state: null };
}

/** A copy of `src` to play on: `slot`'s state refilled where the game offers `cloneInto`, else a fresh clone. */
export function copyInto<S, A extends ActionLike, O>(game: Game<S, A, O>, src: S, slot: Scratch<S>): S {
  if (game.cloneInto === undefined) return game.clone(src);
  slot.state = slot.state === null ? game.clone(src) : game.cloneInto(slot.state, src);
  return slot.state;
}
