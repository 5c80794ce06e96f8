// KARDS on the wire: the card catalog (GET /api/games/kards/cards, public catalog data only, for the
// browser's deck builder), the deck file, and tables whose online seats choose their own decks.
import type { Json, Label } from '../engine/types.js';
import type { SeatSpec, TurnClock } from './types.js';

export interface KardsCatalogCard {
  readonly id: string;
  readonly name: Label;
  readonly nation: string;
  /** infantry, tank, artillery, fighter, bomber, order, countermeasure. */
  readonly type: string;
  readonly rarity: string;
  readonly set: string;
  /** Kredits to deploy or play. */
  readonly cost: number;
  /** Units only: operation cost, attack, defense. */
  readonly op?: number;
  readonly atk?: number;
  readonly def?: number;
  /** Keywords as the catalog names them (Guard, Blitz, Heavy Armor 1 …). */
  readonly keywords: readonly string[];
  readonly text: string;
  /** Why the effect language cannot play it yet (deck building refuses it); absent when implemented. */
  readonly unsupported?: string;
}

export interface KardsCatalog {
  /** Nations a deck may have as its main nation, and every nation (allies). */
  readonly major: readonly string[];
  readonly nations: readonly string[];
  /** The starter decks by name, as deck files. */
  readonly starters: Readonly<Record<string, KardsDeckFile>>;
  /** Every card a deck may hold (no token cards), implemented or not. */
  readonly cards: readonly KardsCatalogCard[];
}

/** The deck file of `--deck FILE` and of the browser's import/export. */
export interface KardsDeckFile {
  readonly nation: string;
  readonly ally: string;
  readonly cards: Readonly<Record<string, number>>;
}

/** A seat's deck: a starter deck by name, or a deck file. */
export type KardsDeckRef = string | KardsDeckFile;

/** POST /api/games/kards/tables: a KARDS match whose human seats without a deck choose their own first. */
export interface KardsTableRequest {
  /** The game's options but `decks` (chosen per seat). */
  readonly options?: Json;
  readonly seed?: number | string;
  readonly clock?: TurnClock;
  /** A bot seat without a deck plays the starter deck of the default option; a human seat without one is asked. */
  readonly seats: readonly (SeatSpec & { readonly deck?: KardsDeckRef })[];
}

export interface KardsTableSeat {
  readonly seat: number;
  readonly type: 'human' | 'bot';
  /** Whether its deck is in (never which deck). */
  readonly ready: boolean;
}

/** A table as a seat sees it; `match` once every deck is in: the match and this seat's token in it. */
export interface KardsTableState {
  readonly id: string;
  /** The seat whose token read the table (on creation: the first human seat). */
  readonly seat: number;
  readonly seats: readonly KardsTableSeat[];
  readonly match: { readonly id: string; readonly token: string | null; readonly clientSeeded: boolean } | null;
}

/** The creation's answer: the table's token of every human seat (the creator keeps its own, sends the others). */
export interface KardsTableCreated extends KardsTableState {
  readonly tokens: readonly (string | null)[];
}
