// The arena view as the server sends it (src/games/arena/view.ts), typed for the board.
import type { Json, Label } from '../../../../src/protocol/types.js';

export interface ArenaCardView {
  readonly k?: number;
  readonly name: Label;
  readonly colour?: string;
  readonly cost?: number;
  readonly type: 'damage' | 'utility' | 'talent';
  readonly dmg?: number;
  readonly range?: readonly string[];
  readonly text: Label;
}

export interface ArenaPlayerView {
  readonly character: string;
  /** The character's name (zh/en). */
  readonly name?: Label;
  readonly talent: string | null;
  readonly cell: readonly [number, number];
  readonly face: number;
  readonly mad: boolean;
  readonly life: number;
  readonly deck: number;
  readonly recycle: number;
  readonly handCount: number;
  readonly hand: readonly string[] | null;
  readonly display: readonly { readonly up: boolean; readonly card: string | null }[];
  readonly exhaust: readonly string[];
  readonly zero: boolean;
}

export interface ArenaView {
  readonly phase: 'talent' | 'play' | 'over';
  readonly turn: number;
  readonly active: number;
  readonly radius: number;
  readonly corners: readonly (readonly [number, number])[];
  readonly team: readonly number[];
  readonly players: readonly ArenaPlayerView[];
  readonly cards: Readonly<Record<string, ArenaCardView>>;
  readonly winners: readonly number[];
}

export function asArenaView(v: Json): ArenaView | null {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && 'players' in v && 'radius' in v ? (v as unknown as ArenaView) : null;
}

/** Axial directions in the game's order (0 = east, counter-clockwise on screen). */
export const DIRS: readonly (readonly [number, number])[] = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]];

/** Cells a card's printed range reaches from (q, r) facing `face` (impact: every cell it could reach). */
export function rangeCells(q: number, r: number, face: number, range: readonly string[], radius: number): string[] {
  const out: string[] = [];
  range.forEach((side, i) => {
    if (side === '') return;
    const n = Number(side.replace(/[[\]()]/g, ''));
    const snipe = side.startsWith('[');
    const [dq, dr] = DIRS[(face + i) % 6];
    for (let d = 1; d <= n; d++) {
      const cq = q + dq * d;
      const cr = r + dr * d;
      if (Math.max(Math.abs(cq), Math.abs(cr), Math.abs(cq + cr)) > radius) break;
      if (!snipe || d === n) out.push(`${cq},${cr}`);
    }
  });
  return out;
}
