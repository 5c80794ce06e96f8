// Pixel geometry of the naval hex map (pointy-top, axial coordinates, as src/hex draws them).
// The map is turned half a circle for Red so that each player's own base is at the bottom.
import type { NavalBoardView } from './view.js';

const SQRT3 = Math.sqrt(3);

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface HexLayout {
  readonly size: number;
  readonly viewBox: string;
  centre(h: number): Point;
  /** The polygon's points attribute for hex h. */
  corners(h: number): string;
}

export function hexLayout(board: NavalBoardView, size: number, flip: boolean): HexLayout {
  const sign = flip ? -1 : 1;
  const centres: Point[] = board.hexes.map(([q, r]) => ({
    x: sign * size * (SQRT3 * q + (SQRT3 / 2) * r),
    y: sign * size * 1.5 * r,
  }));
  const xs = centres.map((c) => c.x);
  const ys = centres.map((c) => c.y);
  const pad = size * 1.1;
  const minX = Math.min(...xs) - pad;
  const minY = Math.min(...ys) - pad;
  const w = Math.max(...xs) - Math.min(...xs) + 2 * pad;
  const h = Math.max(...ys) - Math.min(...ys) + 2 * pad;
  const offsets = [0, 1, 2, 3, 4, 5].map((i) => {
    const a = (Math.PI / 180) * (60 * i - 30);
    return { x: size * Math.cos(a), y: size * Math.sin(a) };
  });
  return {
    size,
    viewBox: `${r2(minX)} ${r2(minY)} ${r2(w)} ${r2(h)}`,
    centre: (i) => centres[i],
    corners: (i) => offsets.map((o) => `${r2(centres[i].x + o.x)},${r2(centres[i].y + o.y)}`).join(' '),
  };
}

function r2(v: number): number {
  return Math.round(v * 100) / 100;
}

export function hexName(board: NavalBoardView, h: number): string {
  const c = board.hexes[h];
  return c ? `(${c[0]},${c[1]})` : `#${h}`;
}
