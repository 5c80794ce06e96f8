// What a seat brought to the battle, by card id, for per-content statistics in simulations.
import type { Seat } from '../../engine/index.js';
import { CAPTAINS, MECH_CARDS, MECHS, PILOTS, SHIP_CARDS, SHIPS, WEAPONS } from './data.js';
import type { MechaState } from './state.js';

export function content(s: MechaState, seat: Seat): string[] {
  const b = s.build[seat];
  const side = s.sides[seat];
  const out = new Set<string>();
  if (b.ship >= 0) out.add(`ship:${SHIPS[b.ship].id}`);
  for (const g of b.guns) out.add(`weapon:${WEAPONS[g].id}`);
  for (const m of b.mechs) out.add(`mech:${MECHS[m].id}`);
  // After fleet building the hidden configuration lives on the side (captain, crew, piles).
  const captain = side.captain >= 0 ? side.captain : b.captain;
  if (captain >= 0) out.add(`captain:${CAPTAINS[captain].id}`);
  for (const p of side.crew.length ? side.crew.map((c) => c.p) : b.pilots) out.add(`pilot:${PILOTS[p].id}`);
  const shipCards = new Set<number>([...side.hand, ...side.discard]);
  side.lib.forEach((n, i) => n > 0 && shipCards.add(i));
  b.cards.forEach((n, i) => n > 0 && shipCards.add(i));
  const mechCards = new Set<number>([...side.mhand, ...side.mdiscard]);
  side.mlib.forEach((n, i) => n > 0 && mechCards.add(i));
  b.mcards.forEach((n, i) => n > 0 && mechCards.add(i));
  for (const i of shipCards) out.add(`card:${SHIP_CARDS[i].id}`);
  for (const i of mechCards) out.add(`card:${MECH_CARDS[i].id}`);
  return [...out];
}
