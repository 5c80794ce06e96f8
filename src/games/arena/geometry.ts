// Ranges and movement on the arena board. A card's six range sides are relative to the piece's
// facing: side i points in direction (facing + i) mod 6. Area N hits every character at 1..N that
// way; sniper [X] only at exactly X; impact (N) only the nearest character (or obstacle) up to N.
import type { Seat } from '../../engine/index.js';
import { cellDist } from './board.js';
import { CARDS, RANGES } from './data/cards.js';
import { enemies, type ArenaState } from './state.js';

/** The seat standing on a cell, or -1. */
export function occupant(s: ArenaState, cell: number): Seat {
  for (let i = 0; i < s.seats; i++) if (s.players[i].pos === cell) return i;
  return -1;
}

function targetable(s: ArenaState, me: Seat, other: Seat, wild: boolean): boolean {
  return other !== me && (wild || enemies(s, me, other));
}

/**
 * Characters a damage card would hit from `me`'s cell and facing, with `extra` range (元素结晶-风):
 * flattened triples (seat, side, distance). Side is relative to facing (0 = forward).
 */
export function hitsOf(s: ArenaState, me: Seat, card: number, extra: number): number[] {
  const out: number[] = [];
  const b = s.ctx.board;
  const wild = CARDS[card].kw.wild;
  const sides = RANGES[card];
  const pl = s.players[me];
  for (let side = 0; side < 6; side++) {
    const r = sides[side];
    if (r.k === 'none') continue;
    const n = r.n + extra;
    const dir = (pl.face + side) % 6;
    let cell = pl.pos;
    for (let d = 1; d <= n; d++) {
      cell = b.step[cell * 6 + dir];
      if (cell < 0) break; // the board edge blocks
      const o = occupant(s, cell);
      if (r.k === 'snipe' && d !== n) continue;
      if (o < 0) continue;
      if (targetable(s, me, o, wild)) out.push(o, side, d);
      if (r.k === 'impact') break; // only the nearest character that way
    }
  }
  return out;
}

/** The impact maximum of a side (for falloff), 0 if the side is not impact. */
export function impactMax(card: number, side: number, extra: number): number {
  const r = RANGES[card][side];
  return r.k === 'impact' ? r.n + extra : 0;
}

/** Whether seat p may step to `cell`: on the board and empty. */
export function free(s: ArenaState, cell: number): boolean {
  return cell >= 0 && occupant(s, cell) < 0;
}

/** The nearest enemy distance from a cell (enemies alive first; all if none alive). */
export function enemyDists(s: ArenaState, me: Seat, cell: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.seats; i++) if (enemies(s, me, i)) out.push(cellDist(s.ctx.board, cell, s.players[i].pos));
  return out;
}

/**
 * 失控: a discard-move must end closer to an enemy than before. 4/6 players (AR-R3): closer to at
 * least one enemy ('anyEnemy'), or closer to the nearest one ('nearestEnemy').
 */
export function madAllows(s: ArenaState, me: Seat, to: number): boolean {
  const before = enemyDists(s, me, s.players[me].pos);
  const after = enemyDists(s, me, to);
  if (s.ctx.o.madRule === 'nearestEnemy') return Math.min(...after) < Math.min(...before);
  return after.some((d, i) => d < before[i]);
}
