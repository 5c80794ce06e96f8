// Moving by destination: the hexes a moving ship can still reach, and the path to one, found over
// the board as this seat sees it (sea only, no base, no visible enemy). The path is only a plan:
// the client sends it one step at a time and stops at the first step that is not legal then.
import type { NavalBoardView } from './view.js';

const DIRS: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

function neighbours(board: NavalBoardView): number[][] {
  const at = new Map<string, number>();
  board.hexes.forEach(([q, r], h) => at.set(`${q},${r}`, h));
  return board.hexes.map(([q, r]) => DIRS.map(([dq, dr]) => at.get(`${q + dq},${r + dr}`)).filter((h): h is number => h !== undefined));
}

const cache = new WeakMap<NavalBoardView, number[][]>();

/** Shortest paths from `from` within `max` steps, avoiding `blocked`: for each reachable hex, its path (without `from`). */
export function reachable(board: NavalBoardView, from: number, max: number, blocked: ReadonlySet<number>): Map<number, number[]> {
  let nb = cache.get(board);
  if (nb === undefined) cache.set(board, (nb = neighbours(board)));
  const prev = new Map<number, number>([[from, -1]]);
  let frontier = [from];
  for (let d = 0; d < max && frontier.length > 0; d++) {
    const next: number[] = [];
    for (const h of frontier) {
      for (const n of nb[h]) {
        if (prev.has(n) || blocked.has(n)) continue;
        prev.set(n, h);
        next.push(n);
      }
    }
    frontier = next;
  }
  const out = new Map<number, number[]>();
  for (const h of prev.keys()) {
    if (h === from) continue;
    const path: number[] = [];
    for (let x = h; x !== from; x = prev.get(x) ?? from) path.push(x);
    out.set(h, path.reverse());
  }
  return out;
}
