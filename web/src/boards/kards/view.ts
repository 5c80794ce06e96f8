// The KARDS view as the server sends it (src/games/kards/view.ts), typed for the board.
import type { Json, Label } from '../../../../src/protocol/types.js';

export interface KardsUnitView {
  uid: number; card: string; name: Label; type: string; owner: number; atk: number; def: number; op: number;
  kw: number; armor: number; hurt: boolean; pinned: number; moved: boolean; attacks: number; fresh: boolean;
  /** 老兵 (§3.5); absent in views from before promotion existed. */
  vet?: boolean;
  /** 抑制 (§4.1.12: its text is off) and 被收缴 (§3.3.8: a captured card); absent in views from before them. */
  suppressed?: boolean;
  captured?: boolean;
}
export interface KardsSideView {
  hqName: Label | null; nation: string; ally: string; hq: number; slots: number; kredits: number;
  hand: (string | null)[]; shown: boolean[]; deck: number; fatigue: number; cms: string[] | number; mulled: boolean;
  /** Own hand only (null for the opponent's): each card's cost now, after cost changes; absent in older views. */
  costs?: number[] | null;
  /** Public: this side's destroyed units and discarded cards this game, in order; absent in older views. */
  destroyed?: string[]; discarded?: string[];
}
export interface KardsView {
  phase: string; turn: number; active: number; first: number; winner: number;
  sides: KardsSideView[]; support: KardsUnitView[][]; front: KardsUnitView[];
}

export function asKardsView(v: Json): KardsView | null {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  return Array.isArray(o.sides) && Array.isArray(o.support) && Array.isArray(o.front) ? (v as unknown as KardsView) : null;
}

/** A ref as in actions: a unit uid, or an HQ as -2 - seat. */
export const hqRef = (seat: number): number => -2 - seat;
