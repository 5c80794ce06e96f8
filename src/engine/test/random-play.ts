// Tests' random play: a match to its end by uniform legal choices from `rng`, with a look at the
// match after each action (a summary before the end, a check at every position).
import type { ActionLike } from '../types.js';
import type { Match } from '../match.js';
import type { Rng } from '../rng.js';

export function playRandomly<S, A extends ActionLike, O>(m: Match<S, A, O>, rng: Rng, after?: (m: Match<S, A, O>) => void): void {
  while (!m.isOver()) {
    const seat = m.toMove()[0];
    m.applyAt(seat, rng.int(m.legalActions(seat).length));
    after?.(m);
  }
}
