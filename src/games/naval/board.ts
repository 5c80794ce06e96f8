// The naval board: an odd-r offset rectangle of hexes, indexed 0..n-1 for speed, with the two bases
// (基地) centred on the top and bottom rows, the deployment zones (部署区) around them and the neutral
// middle zone for submarines. Distances and neighbours are precomputed once per layout.
import { distance, hexKey, lineDeltaCached, offsetToAxial, type Hex } from '../../hex/index.js';
import type { NavalOptions } from './options.js';

export interface TorpedoLine {
  /** Hexes whose centre the line passes through (excluding the origin). */
  readonly full: Int16Array;
  /** Hexes the line crosses without passing their centre. */
  readonly half: Int16Array;
  /** Hexes the line only touches (edge or vertex). */
  readonly touch: Int16Array;
  /** The farthest any of these hexes, or the target, lies from the origin: nothing beyond is hit. */
  readonly reach: number;
}

export interface Board {
  readonly cols: number;
  readonly rows: number;
  readonly n: number;
  readonly coords: readonly Hex[];
  /** Neighbours of each hex that are on the board. */
  readonly nbrs: readonly Int16Array[];
  /** dist[a * n + b] */
  readonly dist: Uint8Array;
  /** base[seat]: the base hex (land: no ship may enter it). */
  readonly base: readonly [number, number];
  /** deploy[seat]: the deployment zone, base excluded. */
  readonly deploy: readonly [Int16Array, Int16Array];
  /** inDeploy[seat][h] */
  readonly inDeploy: readonly [Uint8Array, Uint8Array];
  /** ring[seat]: 基地周围一圈格子. */
  readonly ring: readonly [Int16Array, Int16Array];
  readonly neutral: Int16Array;
  /** Hex index by "q,r" key. */
  readonly index: ReadonlyMap<string, number>;
  /** Torpedo line from a to b, computed on first use. */
  line(a: number, b: number): TorpedoLine;
  /** All hexes within `r` of `h` (including h), cached. */
  within(h: number, r: number): Int16Array;
}

const boards = new Map<string, Board>();

export function boardFor(opts: NavalOptions['board']): Board {
  const key = `${opts.cols}x${opts.rows}:${opts.deployRadius}:${opts.neutralRows}`;
  let b = boards.get(key);
  if (!b) boards.set(key, (b = buildBoard(opts)));
  return b;
}

function buildBoard(o: NavalOptions['board']): Board {
  const coords: Hex[] = [];
  const index = new Map<string, number>();
  for (let row = 0; row < o.rows; row++) {
    for (let col = 0; col < o.cols; col++) {
      const h = offsetToAxial(col, row);
      index.set(hexKey(h), coords.length);
      coords.push(h);
    }
  }
  const n = coords.length;
  const dist = new Uint8Array(n * n);
  for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) dist[a * n + b] = distance(coords[a], coords[b]);
  const nbrs = coords.map((_, a) => {
    const out: number[] = [];
    for (let b = 0; b < n; b++) if (dist[a * n + b] === 1) out.push(b);
    return Int16Array.from(out);
  });
  const mid = Math.floor(o.cols / 2);
  const base: [number, number] = [index.get(hexKey(offsetToAxial(mid, 0)))!, index.get(hexKey(offsetToAxial(mid, o.rows - 1)))!];
  const zone = (center: number, r: number, min: number) => {
    const out: number[] = [];
    for (let h = 0; h < n; h++) {
      const d = dist[center * n + h];
      if (d >= min && d <= r) out.push(h);
    }
    return Int16Array.from(out);
  };
  const deploy: [Int16Array, Int16Array] = [zone(base[0], o.deployRadius, 1), zone(base[1], o.deployRadius, 1)];
  const inDeploy: [Uint8Array, Uint8Array] = [new Uint8Array(n), new Uint8Array(n)];
  for (const s of [0, 1] as const) for (const h of deploy[s]) inDeploy[s][h] = 1;
  const ring: [Int16Array, Int16Array] = [zone(base[0], 1, 1), zone(base[1], 1, 1)];
  const firstNeutral = Math.floor((o.rows - o.neutralRows) / 2);
  const neutral: number[] = [];
  for (let h = 0; h < n; h++) {
    const row = Math.floor(h / o.cols);
    if (row >= firstNeutral && row < firstNeutral + o.neutralRows) neutral.push(h);
  }
  // By a * n + b: an array, not a Map (asked once per torpedo, and by bots per candidate shot).
  const lines = new Array<TorpedoLine | undefined>(n * n).fill(undefined);
  // By h * 64 + r (radii stay below 64): an array, asked for on every shelling and torpedo list.
  const withinCache: (Int16Array | undefined)[] = new Array<Int16Array | undefined>(n * 64).fill(undefined);
  // The classified segment of a → b (exact, shared per delta), its hexes as board indices: the
  // odd-r offset of a hex is arithmetic, so no string keys (hexKey lookups made a cold line ~28 µs,
  // and a random game's torpedoes ask for thousands of distinct lines).
  const onBoardIndex = (q: number, r: number): number => {
    if (r < 0 || r >= o.rows) return -1;
    const col = q + (r - (r & 1)) / 2;
    return col < 0 || col >= o.cols ? -1 : r * o.cols + col;
  };
  const torpedoLine = (a: number, b: number): TorpedoLine => {
    const ca = coords[a];
    const cb = coords[b];
    const d = lineDeltaCached(cb.q - ca.q, cb.r - ca.r);
    const idx = (hs: readonly Hex[]) => {
      const out: number[] = [];
      for (const h of hs) {
        const i = onBoardIndex(ca.q + h.q, ca.r + h.r);
        if (i >= 0 && i !== a) out.push(i);
      }
      return Int16Array.from(out);
    };
    const full = idx(d.centres);
    const half = idx(d.crossed);
    const touch = idx(d.touched);
    let reach = dist[a * n + b];
    for (const hs of [full, half, touch]) for (const h of hs) reach = Math.max(reach, dist[a * n + h]);
    return { full, half, touch, reach };
  };
  const board: Board = {
    cols: o.cols,
    rows: o.rows,
    n,
    coords,
    nbrs,
    dist,
    base,
    deploy,
    inDeploy,
    ring,
    neutral: Int16Array.from(neutral),
    index,
    line(a, b) {
      const k = a * n + b;
      let l = lines[k];
      if (!l) lines[k] = l = torpedoLine(a, b);
      return l;
    },
    within(h, r) {
      // Boards are at most 31 × 31, so no two hexes lie 63 apart: a larger radius is radius 63 (the
      // whole board), and keys never collide (h * 64 + 64 was (h + 1) * 64 + 0).
      const k = h * 64 + Math.min(r, 63);
      let w = withinCache[k];
      if (w === undefined) withinCache[k] = w = zone(h, r, 0);
      return w;
    },
  };
  return board;
}

export function hexLabel(b: Board, h: number): string {
  const c = b.coords[h];
  return `(${c.q},${c.r})`;
}

