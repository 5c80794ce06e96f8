// What a seat fielded — its blueprint deck (設計圖) — and what it has left at the end: the objects still
// on its production lines, its base's pool of W while the base stands, and "You" (你) with its W once
// separated. For `run --json` and the end-of-game screen; read only once the game is over. The state
// keeps no record of destroyed objects (DEATHS removes them), so the deck is what a seat fielded.
// Names: `deck:<id>`, a blueprint id, `base <W>`, `you <W>`; fieldedCost is null (a deck has no price).
import type { Seat, SeatSummary } from '../../engine/index.js';
import { BLUEPRINTS, DECKS } from './data.js';
import type { BpState } from './state.js';

export function summary(s: BpState, seat: Seat): SeatSummary {
  const p = s.players[seat];
  const left: string[] = [];
  if (p.alive) {
    for (const o of s.objs) if (o.owner === seat && p.slots[o.slot] === o.id) left.push(BLUEPRINTS[o.card].id);
    if (p.base) left.push(`base ${p.pool}`);
    if (p.you) left.push(`you ${p.youW}`);
  }
  return { fielded: [`deck:${DECKS[p.deck].id}`], fieldedCost: null, left };
}
