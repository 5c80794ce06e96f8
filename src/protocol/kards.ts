// KARDS on the wire: the card catalog (GET /api/games/kards/catalog, public catalog data only, for the
// browser's deck builder), the deck file, and tables whose online seats choose their own decks.
import type { Json, Label } from '../engine/types.js';
import type { SeatSpec, TableCreated, TableSeat, TableState, TurnClock } from './types.js';

export type { KardsCatalog, KardsCatalogCard, KardsDeckFile } from '../games/kards/catalog.js';
import type { KardsDeckFile } from '../games/kards/catalog.js';

/** A seat's deck: a starter deck by name, or a deck file. */
export type KardsDeckRef = string | KardsDeckFile;

/** POST /api/games/kards/tables (the generic tables of `Game.seatSecret`): human seats without a deck choose their own first. */
export interface KardsTableRequest {
  /** The game's options but `decks` (chosen per seat). */
  readonly options?: Json;
  readonly seed?: number | string;
  readonly clock?: TurnClock;
  /** A bot seat without a deck plays the starter deck of the default option; a human seat without one is asked. */
  readonly seats: readonly (SeatSpec & { readonly deck?: KardsDeckRef })[];
}

/** The generic table types, named for KARDS' decks. */
export type KardsTableSeat = TableSeat;
export type KardsTableState = TableState;
export type KardsTableCreated = TableCreated;
