// The shape of a naval view (what `view(state, seat)` returns), for clients that draw it.
export interface NavalUnitView {
  readonly id: number;
  readonly owner: number;
  readonly cls: 'DD' | 'CL' | 'CA' | 'BB' | 'CV' | 'SS' | 'C' | 'ML';
  /** Hex index into `board.hexes`; -1 = not yet placed (own units during deployment). */
  readonly hex: number;
  readonly hp: number;
  readonly maxHp: number;
  /** Torpedoes left (雷击值); null for enemy units. */
  readonly mine: number | null;
  readonly lit: boolean;
}

export interface NavalBoardView {
  readonly cols: number;
  readonly rows: number;
  /** Axial [q, r] of each hex index. */
  readonly hexes: readonly (readonly [number, number])[];
  readonly bases: readonly [number, number];
  readonly deploy: readonly [readonly number[], readonly number[]];
  readonly neutral: readonly number[];
}

export interface NavalView {
  readonly game: 'naval';
  readonly you: number | null;
  readonly turn: number;
  readonly phase: string;
  readonly first: number;
  readonly actor: number | null;
  readonly board: NavalBoardView;
  readonly units: readonly NavalUnitView[];
  readonly roster: readonly { readonly id: number; readonly owner: number; readonly cls: string; readonly status: string }[];
  readonly lastSeen: readonly { readonly id: number; readonly cls: string; readonly hex: number; readonly turn: number; readonly hp: number }[];
  readonly sunk: readonly { readonly id: number; readonly owner: number; readonly cls: string }[];
  readonly mines: readonly { readonly hex: number; readonly owner: number }[];
  readonly zones: readonly { readonly hex: number; readonly owner: number; readonly spent: boolean }[];
  readonly scouted: readonly number[];
  readonly aims: readonly { readonly u: number; readonly hex: number }[];
  readonly active: { readonly u: number; readonly left: number; readonly sortie: string | null; readonly struck: readonly number[] } | null;
  readonly fleet: readonly string[];
  readonly ready: readonly [boolean, boolean];
  readonly hold: readonly [number, number];
  readonly reinforcements: { readonly supplyThisTurn: number; readonly minelayers: number } | null;
  readonly winner: number;
  readonly reason: string;
}
