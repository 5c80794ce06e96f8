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
  /** Public marks of effects on it (K-R65v): destroyed at the end of its owner's turn, taken until the end of turn, attack 0; absent in older views. */
  doomed?: boolean; borrowed?: boolean; atkZero?: boolean;
  /** The cards whose given text it carries (K-R65t); absent in older views. */
  given?: string[];
}
/** A unit removed from the battlefield that returns (K-R38r, K-R64r): held by a unit until it leaves, or back at a set turn. */
export interface KardsLimboView {
  uid: number; card: string; name: Label; type: string; owner: number; atk: number; def: number; vet: boolean;
  heldBy: number | null; returns: { turn: number; at: 'start' | 'end'; to: 'line' | 'hand' } | null;
}
/** Delayed effects owed to a side for its next turn (§4.1.3). */
export interface KardsNextView { kredits: number; draws: number; noOrders: boolean; noDeploy: boolean; noSlot: boolean; discards: number }
export interface KardsSideView {
  hqName: Label | null; nation: string; ally: string; hq: number; slots: number; kredits: number;
  hand: (string | null)[]; shown: boolean[]; deck: number; fatigue: number; cms: string[] | number; mulled: boolean;
  /** Own hand only (null for the opponent's): each card's cost now, after cost changes; absent in older views. */
  costs?: number[] | null;
  /** Public: this side's destroyed units and discarded cards this game, in order; absent in older views. */
  destroyed?: string[]; discarded?: string[];
  /** Public states (K-R65v), absent in older views: the HQ's Smokescreen, its damage capped to 1 this turn, abilities the enemy gave it and the damage it took this turn (null: none given); this turn's restrictions, deploy discount, counts; what is owed next turn; per hand slot its marks. */
  hqSmoke?: boolean; hqCapped?: boolean; hqFx?: string[]; hqTaken?: number | null;
  noOrders?: boolean; noDeploy?: boolean; boost?: number;
  next?: KardsNextView;
  thisTurn?: { orders: number; arrived: number; attacks: number; lost: number; hitHq: number };
  /** Orders' delayed abilities still to come (K-R66e; public): the turn and moment each fires at (turn null: every turn's start). */
  delayed?: KardsDelayedView[];
  /** Other sets, public, absent in older views: listeners an order left this side (until: last game turn, null: the battle); the game turn its ground units cannot attack (MUD), the last turn its units cost the enemy +2 to target or attack (GRIM DAY), the turn its next damage order deals 1 more (IMPERIAL DECREE). */
  hears?: { card: string; until: number | null }[];
  mud?: number | null; grim?: number | null; decree?: number | null;
  marks?: string[][];
  /** Per hand slot, what its unit gets when deployed (K-R70w2), null when nothing or hidden; absent in older views. */
  gets?: (KardsGets | null)[];
}
/** Attack and defense added, and keyword bits (KW) given, to a card's unit when it is deployed; the cards whose texts it was given (absent in older views). */
export interface KardsGets {
  atk: number;
  def: number;
  kw: number;
  texts?: string[];
}
export interface KardsDelayedView {
  card: string;
  turn: number | null;
  at: 'start' | 'end';
}
export interface KardsView {
  phase: string; turn: number; active: number; first: number; winner: number;
  sides: KardsSideView[]; support: KardsUnitView[][]; front: KardsUnitView[];
  /** Units removed until they return (public); absent in older views. */
  limbo?: KardsLimboView[];
}

export function asKardsView(v: Json): KardsView | null {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  return Array.isArray(o.sides) && Array.isArray(o.support) && Array.isArray(o.front) ? (v as unknown as KardsView) : null;
}

/** A ref as in actions: a unit uid, or an HQ as -2 - seat. */
export const hqRef = (seat: number): number => -2 - seat;
