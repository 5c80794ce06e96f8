// What a seat brought to the battle, by card id, for per-content statistics in simulations.
import type { Seat } from '../../engine/index.js';
import { CAPTAINS, MECH_CARDS, MECHS, PILOTS, SHIP_CARDS, SHIPS, WEAPONS } from './data.js';
import type { MechaState } from './state.js';

const SHIP_LABELS = SHIPS.map((x) => `ship:${x.id}`);
const WEAPON_LABELS = WEAPONS.map((x) => `weapon:${x.id}`);
const MECH_LABELS = MECHS.map((x) => `mech:${x.id}`);
const CAPTAIN_LABELS = CAPTAINS.map((x) => `captain:${x.id}`);
const PILOT_LABELS = PILOTS.map((x) => `pilot:${x.id}`);
const SHIP_CARD_LABELS = SHIP_CARDS.map((x) => `card:${x.id}`);
const MECH_CARD_LABELS = MECH_CARDS.map((x) => `card:${x.id}`);

export function content(s: MechaState, seat: Seat): string[] {
  const b = s.build[seat];
  const side = s.sides[seat];
  const out = new Set<string>();
  if (b.ship >= 0) out.add(SHIP_LABELS[b.ship]);
  for (const g of b.guns) out.add(WEAPON_LABELS[g]);
  for (const m of b.mechs) out.add(MECH_LABELS[m]);
  // After fleet building the hidden configuration lives on the side (captain, crew, piles).
  const captain = side.captain >= 0 ? side.captain : b.captain;
  if (captain >= 0) out.add(CAPTAIN_LABELS[captain]);
  if (side.crew.length > 0) for (const c of side.crew) out.add(PILOT_LABELS[c.p]);
  else for (const p of b.pilots) out.add(PILOT_LABELS[p]);
  // Hands list cards; libraries, discard piles and the build's picks count copies per card.
  const ship = cardsBrought(SHIP_CARDS.length, side.hand, [side.lib, side.discard, b.cards]);
  const mech = cardsBrought(MECH_CARDS.length, side.mhand, [side.mlib, side.mdiscard, b.mcards]);
  for (let i = 0; i < ship.length; i++) if (ship[i]) out.add(SHIP_CARD_LABELS[i]);
  for (let i = 0; i < mech.length; i++) if (mech[i]) out.add(MECH_CARD_LABELS[i]);
  return [...out];
}

/** Which cards of a kind a seat has anywhere: in hand (a list) or in a pile of counts. */
function cardsBrought(kinds: number, hand: readonly number[], piles: readonly (readonly number[])[]): boolean[] {
  const has = new Array<boolean>(kinds).fill(false);
  for (const c of hand) has[c] = true;
  for (const pile of piles) for (let i = 0; i < kinds; i++) if (pile[i] > 0) has[i] = true;
  return has;
}
