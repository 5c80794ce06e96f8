// The virtual ground (虛擬地面): a polar system of hex cells, rings 0…4 (徑距為 4 的外圍), centre 0.
// Cells are numbered 0…60 in polar order (centre, then ring 1 index 1…, …); distances are a table.
import { distance, polarBases, polarCells, polarLabel, polarToHex, type Polar } from '../../hex/index.js';

export const RINGS = 4;
export const CELLS: readonly Polar[] = polarCells(RINGS);
export const N_CELLS = CELLS.length;
const HEXES = CELLS.map(polarToHex);

/** BG-10: ordinary hex distance, or (option) sector distance: ring difference + sector steps. */
export type Geometry = 'hex' | 'sector';

/** The sector (0–5) of a cell on ring n ≥ 1: its index's sixth of the ring. */
function sector(c: number): number {
  const { index, ring } = CELLS[c];
  return Math.floor((index - 1) / ring);
}

function sectorDistance(a: number, b: number): number {
  const ra = CELLS[a].ring;
  const rb = CELLS[b].ring;
  if (ra === 0 || rb === 0) return ra + rb;
  const d = Math.abs(sector(a) - sector(b));
  return Math.abs(ra - rb) + Math.min(d, 6 - d);
}

function table(f: (a: number, b: number) => number): Uint8Array {
  const t = new Uint8Array(N_CELLS * N_CELLS);
  for (let a = 0; a < N_CELLS; a++) for (let b = 0; b < N_CELLS; b++) t[a * N_CELLS + b] = f(a, b);
  return t;
}

const DIST: Readonly<Record<Geometry, Uint8Array>> = {
  hex: table((a, b) => distance(HEXES[a], HEXES[b])),
  sector: table(sectorDistance),
};

/** Distance between two cells (either way, a cell's distance to the centre is its ring). */
export function cellDist(g: Geometry, a: number, b: number): number {
  return DIST[g][a * N_CELLS + b];
}

/** The cell number of (index, ring). */
export function cellOf(index: number, ring: number): number {
  return ring === 0 ? 0 : 3 * ring * (ring - 1) + index;
}

export function cellLabel(c: number): string {
  return polarLabel(CELLS[c]);
}

const WITHIN: Record<Geometry, number[][][]> = { hex: [], sector: [] };

/** Cells within `r` of `c` (including c), in cell order; shared lists, computed once: read only. */
export function cellsWithin(g: Geometry, c: number, r: number): readonly number[] {
  const byR = (WITHIN[g][r] ??= []);
  let list = byR[c];
  if (list === undefined) {
    list = [];
    for (let b = 0; b < N_CELLS; b++) if (DIST[g][c * N_CELLS + b] <= r) list.push(b);
    byR[c] = list;
  }
  return list;
}

/** BG-1/BG-10: the base cell of each of `n` characters, spread evenly on ring 4. */
export function baseCells(n: number): number[] {
  return polarBases(n, RINGS).map((i) => cellOf(i, RINGS));
}
