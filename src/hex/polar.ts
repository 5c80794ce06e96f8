// Polar hex coordinates: cells in rings around a centre, named (index, ring) as the blueprints seed
// names them — ring 0 is the centre `0`, ring n has 6n cells indexed 1…6n clockwise from a fixed
// corner. Game-neutral: any game on a round board can use it. Distance is ordinary hex distance, so a
// cell's distance to the centre is its ring number.
import { distance, hex, ring, type Hex } from './axial.js';

export interface Polar {
  /** 1…6·ring (0 for the centre). */
  readonly index: number;
  readonly ring: number;
}

const CENTRE: Hex = hex(0, 0);

/** Cells of ring n in polar index order. Red Blob's walk runs counter-clockwise on screen (+y down),
 *  so we keep its first cell (the corner in direction 4) and read the rest backwards: clockwise. */
export function polarRing(n: number): Hex[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`ring must be a non-negative integer, got ${n}`);
  if (n === 0) return [CENTRE];
  const ccw = ring(CENTRE, n);
  const out = [ccw[0]];
  for (let i = ccw.length - 1; i >= 1; i--) out.push(ccw[i]);
  return out;
}

/** The number of cells of ring n: 1 for the centre, else 6n. */
export function ringSize(n: number): number {
  return n === 0 ? 1 : 6 * n;
}

/** Every cell of rings 0…maxRing, centre first, then ring by ring in index order. */
export function polarCells(maxRing: number): Polar[] {
  const out: Polar[] = [{ index: 0, ring: 0 }];
  for (let n = 1; n <= maxRing; n++) for (let i = 1; i <= 6 * n; i++) out.push({ index: i, ring: n });
  return out;
}

export function polarToHex(p: Polar): Hex {
  if (p.ring === 0) {
    if (p.index !== 0) throw new RangeError(`the centre has index 0, got ${p.index}`);
    return CENTRE;
  }
  if (!Number.isInteger(p.index) || p.index < 1 || p.index > 6 * p.ring) throw new RangeError(`ring ${p.ring} has indices 1…${6 * p.ring}, got ${p.index}`);
  return polarRing(p.ring)[p.index - 1];
}

export function hexToPolar(h: Hex): Polar {
  const n = distance(CENTRE, h);
  if (n === 0) return { index: 0, ring: 0 };
  const i = polarRing(n).findIndex((c) => c.q === h.q && c.r === h.r);
  return { index: i + 1, ring: n };
}

/** The seed's label: `0` for the centre, else `(01,04)` — index then ring, two digits each. */
export function polarLabel(p: Polar): string {
  if (p.ring === 0) return '0';
  const two = (x: number) => String(x).padStart(2, '0');
  return `(${two(p.index)},${two(p.ring)})`;
}

/**
 * Indices on ring `n` for `players` bases spread evenly: 1 + round(k·6n/players), k = 0…players-1
 * (6 players on ring 4: 01, 05, 09, 13, 17, 21). Gaps between neighbours differ by at most one cell.
 */
export function polarBases(players: number, n: number): number[] {
  if (!Number.isInteger(players) || players < 1 || players > 6 * n) throw new RangeError(`cannot spread ${players} bases on ring ${n}`);
  const size = 6 * n;
  return Array.from({ length: players }, (_, k) => 1 + Math.round((k * size) / players));
}
