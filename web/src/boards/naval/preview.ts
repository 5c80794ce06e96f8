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
