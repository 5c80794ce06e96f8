// A heuristic value for bots: HQ difference, board strength and cards in hand, squashed into [-1, 1].
import type { Seat } from '../../engine/index.js';
import type { KardsState } from './state.js';

export function evaluate(s: KardsState, seat: Seat): number {
  if (s.phase === 'over') return s.winner === seat ? 1 : s.winner === 2 ? 0 : -1;
  let v = (s.sides[seat].hq - s.sides[1 - seat].hq) * 0.5;
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) v += (u.owner === seat ? 1 : -1) * (u.atk + u.def) * 0.25;
  v += (s.sides[seat].hand.length - s.sides[1 - seat].hand.length) * 0.3;
  if (s.lines[2].length > 0) v += s.lines[2][0].owner === seat ? 1 : -1;
  return Math.tanh(v / 10);
}

/**
 * evaluate for both seats, with the same numbers: seat 1's value is seat 0's negated (every term of the
 * sum changes sign with the seat, and tanh is odd), made from one pass; `0 - v` keeps a zero positive,
 * as seat 1's own sum would give it.
 */
export function evaluateAll(s: KardsState): number[] {
  if (s.phase === 'over') return [evaluate(s, 0), evaluate(s, 1)];
  const v = evaluate(s, 0);
  return [v, 0 - v];
}
