// A rough value for bots: a character's share of all energy on the table (pools, "You", objects'
// W and what they cost), mapped to [-1, 1]; finished games score ±1.
import type { Seat } from '../../engine/index.js';
import type { BpState } from './state.js';
import { bp } from './where.js';

function worth(s: BpState, seat: Seat): number {
  const p = s.players[seat];
  if (!p.alive) return 0;
  // A standing base is income and production for the rest of the game: worth far more than its W.
  let v = p.pool + p.youW + (p.base ? 12 : 0) + (p.you ? 2 : 0) + 0.5 * p.hand.length;
  for (const o of s.objs) if (o.owner === seat && o.w > 0) v += 0.6 * bp(o).cost + 0.3 * o.w + 0.4 * bp(o).a;
  return v;
}

export function evaluate(s: BpState, seat: Seat): number {
  if (s.phase === 'over') return s.winner === seat ? 1 : s.winner === -2 && s.players[seat].alive ? 0 : -1;
  if (!s.players[seat].alive) return -1;
  let total = 0;
  for (let i = 0; i < s.n; i++) total += worth(s, i);
  const share = total > 0 ? worth(s, seat) / total : 0;
  // share 1/n is even; 1 is everything.
  const even = 1 / s.n;
  return Math.max(-1, Math.min(1, share >= even ? (share - even) / (1 - even) : (share - even) / even));
}
