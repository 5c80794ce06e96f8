// Messages between the server and its bot workers.
import type { JsonObject, Seat } from '../../engine/index.js';
import type { MatchSource } from '../live/live-match.js';

export interface BotJob {
  readonly id: number;
  readonly matchId: string;
  readonly source: MatchSource;
  readonly seat: Seat;
  readonly spec: string;
  /** Fresh secret randomness for the bot: from the match id alone a player could predict its choices. */
  readonly rngSeed: string;
}

export type BotReply =
  | { readonly id: number; readonly action: JsonObject }
  | { readonly id: number; readonly error: string }
  /** Sent once when the worker has loaded and can take jobs. */
  | { readonly ready: true };
