// What a seat fielded (its ship and mechs, its pilots) and what it has left at the end (the ship and
// mechs not destroyed, with HP, and the pilots not lost) — for `run --json` and the end-of-game
// screen. Mecha has no costs (fieldedCost null). Read it only once the game is over.
import type { Seat, SeatSummary } from '../../engine/index.js';
import { MECHS, PILOTS, SHIPS } from './data.js';
import type { MechaState } from './state.js';

export function summary(s: MechaState, seat: Seat): SeatSummary {
  const fielded: string[] = [];
  const left: string[] = [];
  for (const u of s.units) {
    if (u.owner !== seat) continue;
    const name = u.ship ? SHIPS[u.card].id : MECHS[u.card].id;
    fielded.push(name);
    if (u.place !== 'down') left.push(`${name} ${u.hp}/${u.maxHp}`);
  }
  for (const c of s.sides[seat].crew) {
    fielded.push(`pilot:${PILOTS[c.p].id}`);
    if (c.where !== 'lost') left.push(`pilot:${PILOTS[c.p].id}`);
  }
  return { fielded, fieldedCost: null, left };
}
