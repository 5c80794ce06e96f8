// Where matches live between restarts: one small interface, so SQLite can be swapped for Postgres
// (DATABASE_URL) without touching the server's logic or any game. Methods are async for that reason.
import type { GameResult, Json, JsonObject, Seat } from '../../engine/index.js';

/** A seat as stored: humans keep only the hash of their token. */
export interface StoredSeat {
  readonly type: 'human' | 'bot';
  readonly bot?: string;
  readonly tokenHash?: string;
}

export interface NewMatchRow {
  readonly id: string;
  readonly game: string;
  /** The options after validation (defaults filled in), so a replay needs nothing else. */
  readonly options: Json;
  readonly seed: number | string;
  readonly seats: readonly StoredSeat[];
  /** Message versions per observer (each seat, then the spectator). */
  readonly versions: readonly number[];
  /** State hash after setup. */
  readonly hash: string;
  readonly createdAt: number;
}

/** One accepted action, with what the match looks like after it. */
export interface AcceptedAction {
  /** 0-based position in the match; the store refuses anything but the next one. */
  readonly index: number;
  readonly seat: Seat;
  readonly action: JsonObject;
  readonly versions: readonly number[];
  readonly hash: string;
  readonly result: GameResult | null;
  /** No seat owes a decision any more. */
  readonly over: boolean;
}

export interface StoredMatch extends NewMatchRow {
  readonly actions: readonly { readonly seat: Seat; readonly action: JsonObject }[];
  readonly result: GameResult | null;
  readonly over: boolean;
}

export interface MatchStore {
  createMatch(m: NewMatchRow): Promise<void>;
  /** Record an action and the match's new versions/hash/result atomically (one transaction). */
  appendAction(id: string, a: AcceptedAction): Promise<void>;
  loadMatch(id: string): Promise<StoredMatch | null>;
  /** Ids of matches that are not over, oldest first. */
  unfinishedIds(): Promise<string[]>;
  close(): Promise<void>;
}
