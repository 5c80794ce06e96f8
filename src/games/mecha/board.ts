// The battle ground (battle_ground_1.0): 3 columns × 5 rows of zones (区域), numbered row by row.
// Row 0 is Red's (红方, seat 0): 出动区A | 战舰区 | 出动区B; row 4 is Blue's (蓝方, seat 1); rows 1–3 are
// neutral and the centre zone (row 2, column 1) is the event zone (事件区).
import type { Seat } from '../../engine/index.js';

export const COLS = 3;
export const ROWS = 5;
export const ZONES = COLS * ROWS;
export const EVENT_ZONE = 7;
/** 战舰区 of each seat. */
export const SHIP_ZONE: readonly [number, number] = [1, 13];
/** 出动区 A and B of each seat. */
export const LAUNCH_ZONES: readonly [readonly number[], readonly number[]] = [
  [0, 2],
  [12, 14],
];

export const rowOf = (z: number): number => Math.floor(z / COLS);
export const colOf = (z: number): number => z % COLS;

/** A zone's row counted from `seat`'s own edge, 1-based (区域 1 = home row, 区域 2 = the next…). */
export function rowFrom(seat: Seat, z: number): number {
  return seat === 0 ? rowOf(z) + 1 : ROWS - rowOf(z);
}

export interface Board {
  /** dist[a * ZONES + b]: moves between zones (MR-2). */
  readonly dist: Int8Array;
  /** Adjacent zones (one move away). */
  readonly nbrs: readonly (readonly number[])[];
}

function build(king: boolean): Board {
  const dist = new Int8Array(ZONES * ZONES);
  const nbrs: number[][] = [];
  for (let a = 0; a < ZONES; a++) {
    nbrs.push([]);
    for (let b = 0; b < ZONES; b++) {
      const dr = Math.abs(rowOf(a) - rowOf(b));
      const dc = Math.abs(colOf(a) - colOf(b));
      const d = king ? Math.max(dr, dc) : dr + dc;
      dist[a * ZONES + b] = d;
      if (d === 1) nbrs[a].push(b);
    }
  }
  return { dist, nbrs };
}

const BOARDS = { orthogonal: build(false), king: build(true) };

export function boardFor(adjacency: 'orthogonal' | 'king'): Board {
  return BOARDS[adjacency];
}

/** Is moving from → to a forward move for `seat` (toward the enemy's edge)? */
export function isForward(seat: Seat, from: number, to: number): boolean {
  return rowFrom(seat, to) > rowFrom(seat, from);
}

/** The zone `steps` rows back toward `seat`'s own edge, same column, stopping at the home row. */
export function backFrom(seat: Seat, z: number, steps: number): number {
  const row = seat === 0 ? Math.max(0, rowOf(z) - steps) : Math.min(ROWS - 1, rowOf(z) + steps);
  return row * COLS + colOf(z);
}

/** A zone's name for logs: 红方出动区A, 事件区, (2,1)…. */
export function zoneName(z: number): { zh: string; en: string } {
  if (z === EVENT_ZONE) return { zh: '事件区', en: 'event zone' };
  for (const p of [0, 1] as const) {
    const side = p === 0 ? { zh: '红方', en: 'Red' } : { zh: '蓝方', en: 'Blue' };
    if (z === SHIP_ZONE[p]) return { zh: `${side.zh}战舰区`, en: `${side.en} ship zone` };
    const i = LAUNCH_ZONES[p].indexOf(z);
    if (i >= 0) return { zh: `${side.zh}出动区${'AB'[i]}`, en: `${side.en} launch zone ${'AB'[i]}` };
  }
  return { zh: `区域(${rowOf(z) + 1},${colOf(z) + 1})`, en: `zone (${rowOf(z) + 1},${colOf(z) + 1})` };
}
