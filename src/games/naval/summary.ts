// What a seat fielded (its fleet, submarines and the supply ships and minelayers it sent) and what is
// still afloat — for `run --json` and the end-of-game screen. Read it only once the game is over.
import type { Seat, SeatSummary } from '../../engine/index.js';
import { onBoard, type NavalState } from './state.js';

export function summary(s: NavalState, seat: Seat): SeatSummary {
  const fielded: string[] = [];
  const left: string[] = [];
  let cost = 0;
  for (const u of s.units) {
    if (u.owner !== seat) continue;
    fielded.push(u.cls);
    cost += s.ctx.stats[u.cls].cost;
    if (onBoard(u) && !u.removed) left.push(u.cls);
  }
  return { fielded, fieldedCost: cost, left };
}
