// Test helpers for a game's `cloneInto` (search's scratch state): positions of a random match from its
// start to its end, and random play on from a state that tells two copies apart by every legal list
// on the way and the final hash.
import { hashState } from '../hash.js';
import type { Match } from '../match.js';
import { Rng } from '../rng.js';
import type { ActionLike, Game } from '../types.js';

/** Copies of the match's state every `every` actions of uniform random play (rng), and at the end. */
export function randomSnapshots<S, A extends ActionLike, O>(m: Match<S, A, O>, rng: Rng, every: number): S[] {
  const out: S[] = [];
  for (let i = 0; !m.isOver(); i++) {
    if (i % every === 0) out.push(m.snapshot());
    const seat = m.toMove()[0];
    m.applyAt(seat, rng.int(m.legalActions(seat).length));
  }
  out.push(m.snapshot());
  return out;
}

/** Play `n` random actions from `s` (in place), returning every legal list and the final hash. */
export function playOn<S, A extends ActionLike, O>(game: Game<S, A, O>, s: S, n: number, seed: string): string {
  const rng = new Rng(seed);
  let line = '';
  for (let i = 0; i < n; i++) {
    const movers = game.toMove(s);
    if (movers.length === 0) break;
    const legal = game.legalActions(s, movers[0]);
    line += legal.map((a) => game.actionKey(a)).join(' ') + '|';
    game.apply(s, movers[0], legal[rng.int(legal.length)], null);
  }
  return line + hashState(s);
}
