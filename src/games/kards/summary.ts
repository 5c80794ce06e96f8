// What a seat played over the game — every unit deployed, order given and countermeasure set, as many
// times as it played it — and what it has left: its units standing on the battlefield at the end. For
// `run --json` and the end-of-game screen; read only once the game is over (it names set countermeasures).
import type { Seat, SeatSummary } from '../../engine/index.js';
import { CARDS } from './cards.js';
import type { KardsState } from './state.js';

export function summary(s: KardsState, seat: Seat): SeatSummary {
  const side = s.sides[seat];
  const fielded: string[] = [];
  let cost = 0;
  for (let i = 0; i < side.played.length; i++) {
    const card = CARDS[side.played[i]];
    for (let k = 0; k < (side.plays[i] ?? 1); k++) {
      fielded.push(card.id);
      cost += card.cost;
    }
  }
  const left: string[] = [];
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === seat && !u.dead) left.push(CARDS[u.card].id);
  return { fielded, fieldedCost: cost, left };
}
