// The blueprints view as the server sends it (src/games/blueprints/view.ts), typed for the board.
import type { Json, Label } from '../../../../src/protocol/types.js';

export interface BpPlayerView {
  readonly deck: string;
  readonly name: Label;
  readonly pool: number;
  readonly base: boolean;
  readonly alive: boolean;
  readonly you: boolean;
  readonly youW: number;
  readonly youCell: number;
  readonly youLabel: string;
  /** Own hand (blueprint ids), or the count of another's. */
  readonly hand: readonly string[] | number;
  readonly pile: number;
  readonly lines: readonly ('general' | 'ground' | 'you')[];
}

export interface BpObjectView {
  readonly id: number;
  readonly owner: number;
  readonly slot: number;
  readonly line: 'general' | 'ground' | 'you';
  readonly cell: number;
  readonly label: string;
  readonly pair: number;
  readonly fresh: boolean;
  readonly moved: boolean;
  readonly used: boolean;
  readonly shown: boolean;
  readonly card: string | null;
  readonly w: number | null;
}

export interface BpView {
  readonly n: number;
  readonly round: number;
  readonly active: number;
  readonly phase: string;
  readonly winner: number;
  /** BG-10: how range is measured on the ground (hex, or the sector option). */
  readonly geometry?: 'hex' | 'sector';
  readonly bases: readonly { readonly cell: number; readonly label: string }[];
  readonly players: readonly BpPlayerView[];
  readonly objects: readonly BpObjectView[];
  readonly attack: { readonly by: number; readonly melee: boolean; readonly weapons: readonly number[]; readonly targets: readonly number[] } | null;
}

export function asBpView(v: Json): BpView | null {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && 'players' in v && 'objects' in v ? (v as unknown as BpView) : null;
}
