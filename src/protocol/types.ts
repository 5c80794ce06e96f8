// The wire protocol between the server and its clients (HTTP JSON bodies and WebSocket messages).
// Shared by src/server and web/: plain types only, no server internals, no game code.
import type { DiceScheme } from '../engine/rng.js';
import type { GameResult, Json, Label } from '../engine/types.js';

export type { DiceScheme, GameResult, Json, Label };

/** A seat when creating a match: a human (gets a secret token) or a server-side bot. */
export type SeatSpec = { readonly type: 'human' } | { readonly type: 'bot'; readonly bot: string };

export interface CreateMatchRequest {
  readonly game: string;
  readonly options?: Json;
  readonly seed?: number | string;
  readonly seats: readonly SeatSpec[];
  /** Optional turn clock: seconds per decision (10 s to a week) and what a seat that runs out does. */
  readonly clock?: TurnClock;
}

export interface TurnClock {
  readonly seconds: number;
  /** default: the seat plays what the heuristic bot would (else a pass); forfeit: it resigns. */
  readonly onTimeout: 'default' | 'forfeit';
}

export interface SeatTicket {
  readonly seat: number;
  /** Secret token for a human seat; null for a bot seat. */
  readonly token: string | null;
  readonly type: 'human' | 'bot';
  readonly bot?: string;
}

export interface CreateMatchResponse {
  readonly id: string;
  readonly seats: readonly SeatTicket[];
  /** Path of the spectator view. */
  readonly spectate: string;
  /** The request chose the seed: its creator can know every die (see MatchStateMessage). */
  readonly clientSeeded: boolean;
}

/** One legal choice, labelled in both languages; send `action` back to take it. */
export interface ActionChoice {
  readonly action: Json;
  readonly key: string;
  readonly label: Label;
  /** What the action would do as your seat can foresee it (an attack's damage both ways), where the game says. */
  readonly preview?: Label;
}

/** One line of a seat's log: only events that seat may see. */
export interface LogEntry {
  readonly type: string;
  readonly text: Label;
  readonly data: Json;
}

/** What a seat (or a spectator, seat null) is told about a match. */
export interface MatchStateMessage {
  readonly id: string;
  readonly game: string;
  readonly seat: number | null;
  /** Increases with every accepted action; send it back with an action to guard against stale moves. */
  readonly version: number;
  readonly view: Json;
  /** What the game lets every seat know of the match's options (absent: the game shares none). */
  readonly options?: Json;
  readonly actions: readonly ActionChoice[];
  readonly log: readonly LogEntry[];
  readonly result: GameResult | null;
  /** Seats that owe a decision now. */
  readonly toMove: readonly number[];
  readonly seats: readonly { readonly seat: number; readonly type: 'human' | 'bot'; readonly bot?: string }[];
  /**
   * The creator chose the seed (practice, reproducing a game), so it can know every die; otherwise the
   * server drew it from crypto.randomBytes and shows it to nobody before the end (in the replay).
   */
  readonly clientSeeded: boolean;
  /**
   * How many of its own latest decisions this seat may take back now (0 for spectators, and once a
   * decision drew dice, revealed something or passed play on). Undo withdraws a suffix of the log:
   * a message may then start (`logStart`) before entries the client holds, which it drops.
   */
  readonly undoable: number;
  /**
   * The turn clock, if the match has one: each seat's deadline (ms since the epoch by the server's
   * clock; null when it owes nothing) and the server's time when the message was made, to count from.
   */
  readonly clock?: TurnClock & { readonly deadlines: readonly (number | null)[]; readonly now: number };
  /** The seat that resigned, when the match ended that way. */
  readonly resigned?: number;
  /** Once the match is over (nothing is hidden then): what each seat fielded and has left. */
  readonly summary?: readonly SeatSummaryEntry[];
  /**
   * Index of `log[0]` in the seat's whole log. Absent (= 0) unless the client asked for part of the
   * log (`logFrom`), e.g. a WebSocket whose hello said `logFrom: N` gets only new entries in each push.
   */
  readonly logStart?: number;
}

/** One seat's forces at the end: names of what it fielded (repeats kept), their cost, what is left. */
export interface SeatSummaryEntry {
  readonly seat: number;
  readonly fielded: readonly string[];
  readonly fieldedCost: number | null;
  readonly left: readonly string[];
}

/** POST /api/matches/:id/actions; the seat's token goes in `Authorization: Bearer <token>`. */
export interface ActionRequest {
  readonly action: Json;
  readonly version: number;
  /** Optional: return the log from this index on (see MatchStateMessage.logStart). */
  readonly logFrom?: number;
}

/** POST /api/matches/:id/resign: the seat (token as for actions) resigns; body `{}`. */
export type ResignRequest = Record<string, never>;

/** POST /api/matches/:id/undo: take back the seat's latest decision (token as for actions). */
export interface UndoRequest {
  readonly version: number;
  readonly logFrom?: number;
}

export type ErrorCode =
  | 'bad_request'
  | 'unknown_game'
  | 'unknown_match'
  | 'bad_token'
  | 'bad_options'
  | 'bad_seats'
  | 'illegal_action'
  | 'not_your_turn'
  | 'stale_version'
  | 'game_over'
  | 'cannot_undo'
  | 'not_finished'
  | 'too_large'
  | 'abandoned'
  | 'busy'
  | 'storage_lost'
  | 'stale'
  | 'unavailable'
  | 'corrupt_match'
  | 'rate_limited'
  | 'bad_origin'
  | 'internal';

export interface ErrorBody {
  readonly error: { readonly code: ErrorCode; readonly message: string };
}

/** A finished match, everything revealed: the format `sandtable replay FILE` reads and verifies. */
export interface ReplayResponse {
  readonly game: string;
  readonly options: Json;
  readonly seed: number | string;
  /** The dice scheme; absent in records from before it (legacy sfc32). */
  readonly dice?: DiceScheme;
  readonly clientSeeded?: boolean;
  readonly seats: number;
  readonly actions: readonly { readonly seat: number; readonly action: Json }[];
  readonly hash: string;
  readonly result: GameResult | null;
  /** The match ended when this seat resigned, after the first `at` actions. */
  readonly resigned?: { readonly seat: number; readonly at: number };
}

/** A game in the lobby: its titles, seat counts, and its options as JSON Schema (with defaults). */
export interface GameInfo {
  readonly id: string;
  readonly title: Label;
  readonly seatCounts: readonly number[];
  readonly optionsSchema: Json;
  readonly bots: readonly string[];
}

/** WebSocket: server → client. */
export type ServerMessage =
  | { readonly type: 'state'; readonly state: MatchStateMessage }
  | { readonly type: 'error'; readonly error: ErrorBody['error'] };

/**
 * WebSocket: client → server. The first message must be `hello` (the seat token, if any, travels
 * here, never in the URL); `logFrom` asks for pushes with only the log entries from there on.
 */
export type ClientMessage =
  | { readonly type: 'hello'; readonly token?: string; readonly logFrom?: number }
  | { readonly type: 'action'; readonly action: Json; readonly version: number }
  | { readonly type: 'undo'; readonly version: number }
  | { readonly type: 'resign' }
  | { readonly type: 'sync' };

/** A table's seat as every seat of it sees it: whether its secret is in (never what it is). */
export interface TableSeat {
  readonly seat: number;
  readonly type: 'human' | 'bot';
  readonly ready: boolean;
}

/**
 * A table (POST /api/games/:game/tables) as one seat sees it: the seats, and once every seat's secret
 * is in, the match with this seat's token in it (the same token that reads the table).
 */
export interface TableState {
  readonly id: string;
  readonly game: string;
  /** The seat whose token read the table (on creation: the first human seat). */
  readonly seat: number;
  readonly seats: readonly TableSeat[];
  readonly match: { readonly id: string; readonly token: string | null; readonly clientSeeded: boolean } | null;
}

/** The creation's answer: the token of every human seat (the creator keeps its own, sends the others). */
export interface TableCreated extends TableState {
  readonly tokens: readonly (string | null)[];
}
