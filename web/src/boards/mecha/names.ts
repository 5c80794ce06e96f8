// Names of the mecha cards by id, in Chinese and English, from the game's own data tables.
// Only the (lazily loaded) mecha board imports this.
import { CAPTAIN_SKILLS, CAPTAINS, GOALS, MECH_CARDS, MECHS, PILOTS, SHIP_CARDS, SHIPS, WEAPONS, WEATHER } from '../../../../src/games/mecha/data.js';
import type { Label } from '../../../../src/protocol/types.js';

type Named = { readonly id: string; readonly name: Label };

function table(list: readonly Named[]): (id: string | null) => Label {
  const m = new Map(list.map((x) => [x.id, x.name]));
  return (id) => (id === null ? { zh: '—', en: '—' } : (m.get(id) ?? { zh: id, en: id }));
}

export const shipName = table(SHIPS);
export const mechName = table(MECHS);
export const weaponName = table(WEAPONS);
export const pilotName = table(PILOTS);
export const captainName = table(CAPTAINS);
export const skillName = table(CAPTAIN_SKILLS);
export const shipCardName = table(SHIP_CARDS);
export const mechCardName = table(MECH_CARDS);
export const weatherName = table(WEATHER);
export const goalName = table(GOALS);

const aoe = new Set(WEAPONS.filter((w) => w.aoe).map((w) => w.id));

/** Area weapons name a target zone where others name a unit. */
export function isAreaWeapon(id: string): boolean {
  return aoe.has(id);
}
