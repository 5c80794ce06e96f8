// The arena map: an ordinary hex board (a hexagon of radius R) with 6 方位点 on its edge, at the
// corners, which are the spawn points. Cells are indexed once; neighbours and distances are tables.
import { DIRECTIONS, distance, hex, hexesInRange, type Hex } from '../../hex/index.js';

export interface Board {
  readonly radius: number;
  readonly cells: readonly Hex[];
  /** step[cell * 6 + dir]: the neighbouring cell that way, or -1 off the board (the edge blocks). */
  readonly step: Int16Array;
  /** dist[a * n + b]. */
  readonly dist: Uint8Array;
  /** The six 方位点, corner i = radius steps in direction i from the centre. */
  readonly corners: readonly number[];
  readonly isCorner: Uint8Array;
}

const cache = new Map<number, Board>();

export function boardFor(radius: number): Board {
  let b = cache.get(radius);
  if (b) return b;
  const cells = hexesInRange(hex(0, 0), radius);
  const index = new Map(cells.map((h, i) => [`${h.q},${h.r}`, i]));
  const n = cells.length;
  const step = new Int16Array(n * 6).fill(-1);
  const dist = new Uint8Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let d = 0; d < 6; d++) step[i * 6 + d] = index.get(`${cells[i].q + DIRECTIONS[d].q},${cells[i].r + DIRECTIONS[d].r}`) ?? -1;
    for (let j = 0; j < n; j++) dist[i * n + j] = distance(cells[i], cells[j]);
  }
  const corners = DIRECTIONS.map((d) => index.get(`${d.q * radius},${d.r * radius}`)!);
  const isCorner = new Uint8Array(n);
  for (const c of corners) isCorner[c] = 1;
  b = { radius, cells, step, dist, corners, isCorner };
  cache.set(radius, b);
  return b;
}

export function cellDist(b: Board, x: number, y: number): number {
  return b.dist[x * b.cells.length + y];
}

/**
 * Spawn corner of each seat. 2p: opposite corners; 4p: each faction on two neighbouring corners;
 * 6p: every corner, a faction's seats together.
 */
export function spawnCorners(seats: number, teams: number): number[] {
  if (seats === 2) return [0, 3];
  if (seats === 4) return [0, 3, 1, 4];
  return teams === 3 ? [0, 2, 4, 1, 3, 5] : [0, 3, 1, 4, 2, 5];
}
