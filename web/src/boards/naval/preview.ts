// Previews before a shot commits: the hexes a torpedo fired toward a hex would cross — full damage
// where the line runs through hex centres, half where it crosses — by the same geometry the rules use
// (src/hex/line.ts; N-36/N-37). The die decides the amount; the preview shows where.
import { classifyLine } from '../../../../src/hex/line.js';
import type { NavalBoardView } from './view.js';

export interface LinePreview {
  readonly full: ReadonlySet<number>;
  readonly half: ReadonlySet<number>;
}

export function torpedoLine(board: NavalBoardView, from: number, to: number): LinePreview {
  const at = new Map<string, number>();
  board.hexes.forEach(([q, r], h) => at.set(`${q},${r}`, h));
  const [aq, ar] = board.hexes[from];
  const [bq, br] = board.hexes[to];
  const c = classifyLine({ q: aq, r: ar }, { q: bq, r: br });
  const pick = (hs: readonly { q: number; r: number }[]) =>
    new Set(hs.map((x) => at.get(`${x.q},${x.r}`)).filter((h): h is number => h !== undefined && h !== from));
  return { full: pick(c.centres), half: pick(c.crossed) };
}

function axialDistance(a: readonly [number, number], b: readonly [number, number]): number {
  const dq = a[0] - b[0];
  const dr = a[1] - b[1];
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The hexes an air reconnaissance centred on `centre` would scout (N-27: radius `radius`, 4 by default). */
export function reconArea(board: NavalBoardView, centre: number, radius: number): Set<number> {
  const c = board.hexes[centre];
  const out = new Set<number>();
  board.hexes.forEach((h, i) => {
    if (axialDistance(h, c) <= radius) out.add(i);
  });
  return out;
}

/**
 * Hexes where the moving ship would share a hex with a friendly ship and both take collision damage
 * (N-24: twice the other's max HP); submarines, supply ships and minelayers take no part (N-25, N-26).
 */
export function collisionHexes(
  units: readonly { readonly id: number; readonly owner: number; readonly cls: string; readonly hex: number }[],
  mover: number,
  you: number | null,
  candidates: Iterable<number>,
): Set<number> {
  const moving = units.find((u) => u.id === mover);
  const out = new Set<number>();
  if (moving === undefined || ['SS', 'C', 'ML'].includes(moving.cls)) return out;
  const friendly = new Set(units.filter((u) => u.owner === you && u.id !== mover && !['SS', 'C', 'ML'].includes(u.cls)).map((u) => u.hex));
  for (const h of candidates) if (friendly.has(h)) out.add(h);
  return out;
}

/**
 * What a shot at distance `dist` needs on the die (N-34: the match's `shellThreshold` by distance,
 * rolled on a `die`-sided die), and its chance; null when the options are not known.
 */
export function shellOdds(threshold: readonly number[] | undefined, die: number | undefined, dist: number): { need: number; chance: number } | null {
  if (threshold === undefined || threshold.length === 0 || die === undefined) return null;
  const need = threshold[Math.min(dist, threshold.length - 1)];
  return { need, chance: Math.max(0, Math.min(1, (die - need + 1) / die)) };
}

export function hexDistance(board: NavalBoardView, a: number, b: number): number {
  return axialDistance(board.hexes[a], board.hexes[b]);
}
