// Where matches live between restarts: one small interface, so SQLite can be swapped for Postgres
// (DATABASE_URL) without touching the server's logic or any game. Methods are async for that reason.
import type { DiceScheme, GameResult, Json, JsonObject, Resignation, Seat } from '../../engine/index.js';

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
  /** The dice scheme (absent: a row from before it, legacy sfc32). */
  readonly dice?: DiceScheme;
  /** The creator chose the seed, so it may know the dice. */
  readonly clientSeeded?: boolean;
  /** The turn clock chosen at creation (absent: none). */
  readonly clock?: { readonly seconds: number; readonly onTimeout: 'default' | 'forfeit' };
  readonly seats: readonly StoredSeat[];
  /** Message versions per observer (each seat, then the spectator). */
  readonly versions: readonly number[];
  /** State hash after setup. */
  readonly hash: string;
  readonly createdAt: number;
  /** The next decision belongs to a bot seat (the server resumes these at start without loading the rest). */
  readonly botToMove: boolean;
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
  /** A bot seat owes the next decision. */
  readonly botToMove: boolean;
}

/** A decision taken back (undo): the match keeps its first `actions` actions, with these versions/hash. */
export interface TakenBack {
  /** How many actions stand now; the store drops the one after them (it must be the last). */
  readonly actions: number;
  readonly versions: readonly number[];
  readonly hash: string;
  readonly botToMove: boolean;
}

/** A seat resigned: the match ends with this result after its first `by.at` actions. */
export interface Resigned {
  readonly by: Resignation;
  readonly versions: readonly number[];
  readonly result: GameResult;
}

export interface StoredMatch extends NewMatchRow {
  readonly actions: readonly StoredAction[];
  readonly result: GameResult | null;
  readonly over: boolean;
  /** Present when the match ended by a resignation (replays apply it after the actions). */
  readonly resigned?: Resignation;
  /** Abandoned: nobody acted for too long; kept for reading and replay, takes no more actions. */
  readonly status: MatchStatus;
}

export type MatchStatus = 'active' | 'abandoned';

/**
 * Why the store could not do something, when it is not a bug: `busy` (another writer holds the lock;
 * try again), `lost` (the database file is gone; nothing more is written), `abandoned` (the match
 * expired), `corrupt` (a stored row does not parse), `stale` (the write was for a match version the
 * store has moved past: another node stored an action first; nothing was written), `unavailable`
 * (the database server cannot be reached; try again later).
 */
export type StoreFailureKind = 'busy' | 'lost' | 'abandoned' | 'corrupt' | 'stale' | 'unavailable';

export class StoreFailure extends Error {
  constructor(
    readonly kind: StoreFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'StoreFailure';
  }
}

/** One stored action of a match's log. */
export interface StoredAction {
  readonly seat: Seat;
  readonly action: JsonObject;
}

/** What a match's stored snapshot says it is at: enough for a node to tell whether its copy is the stored one. */
export interface StoredHead {
  readonly actions: number;
  /** The state hash after the last stored action. */
  readonly hash: string;
  readonly versions: readonly number[];
}

/**
 * Given to a write's callback, which runs while the store holds the match's write lock: how many
 * actions the store holds for the match at that moment (the match's stored version), and the stored
 * snapshot's hash and versions. A node whose copy in memory differs (another node stored actions
 * since — or took one back and stored another, which leaves the count as it was) must not apply
 * anything: it throws `StoreFailure('stale')` from the callback, catches up, and tries again.
 */
export type Make<T> = T | ((storedActions: number, head: StoredHead) => T);

export interface MatchStore {
  createMatch(m: NewMatchRow): Promise<void>;
  /**
   * Record an action and the match's new versions/hash/result atomically (one transaction). Given a
   * function, the store calls it (once) only after it holds the write lock, inside that transaction:
   * the caller applies the action in memory there, so a write that cannot start changes nothing.
   * Compare-and-set on the match's version: the action must be the next one (`index` = the stored
   * action count) of an active match, else nothing is written and it fails as `stale` (`abandoned`
   * for an abandoned match). Of two nodes racing for one version, exactly one wins.
   */
  appendAction(id: string, a: Make<AcceptedAction>): Promise<void>;
  /**
   * Drop a match's last action (undo), atomically with its new versions/hash; like appendAction, a
   * function is called only once the write lock is held. Refused (`stale`) unless the match has
   * exactly `actions + 1` actions and is active and unfinished.
   */
  takeBack(id: string, t: Make<TakenBack>): Promise<void>;
  /** End a match by a resignation, atomically; a function is called once the write lock is held (`stale` unless `by.at` actions are stored). */
  resign(id: string, r: Make<Resigned>): Promise<void>;
  loadMatch(id: string): Promise<StoredMatch | null>;
  /**
   * The stored actions after the first `n` (in order), for a node whose copy is behind the store;
   * null for an unknown match. Read in one snapshot (an undo may later drop the last of them).
   */
  actionsSince(id: string, n: number): Promise<StoredAction[] | null>;
  /** Ids of matches that are not over, oldest first. */
  unfinishedIds(): Promise<string[]>;
  /** Ids of active, unfinished matches whose next decision belongs to a bot, oldest first. */
  botToMoveIds(): Promise<string[]>;
  /** Correct a match's bot-to-move mark (one that turned out wrong when the match was loaded). */
  setBotToMove(id: string, botToMove: boolean): Promise<void>;
  /** Mark active unfinished matches with no action (or creation) since `before` (ms) abandoned; returns how many. */
  expireIdle(before: number): Promise<number>;
  close(): Promise<void>;
}
