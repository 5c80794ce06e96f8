// Unit ids and the numbers players read. Ids interleave the seats (fleet 2i + seat, reinforcements
// REINFORCEMENT_BASE + 2k + seat) so that an id never tells a seat anything about the enemy; a
// player reads each side's own count instead: #1, #2 … for its fleet, #R1, #R2 … for the supply
// ships and minelayers it brings later (补给舰 / 布雷舰).

export const REINFORCEMENT_BASE = 10000;

/** "1", "2" … for a side's fleet, "R1", "R2" … for its reinforcements. */
export function unitNumber(id: number): string {
  if (id < 0) return String(id);
  return id < REINFORCEMENT_BASE ? String(Math.floor(id / 2) + 1) : `R${Math.floor((id - REINFORCEMENT_BASE) / 2) + 1}`;
}
