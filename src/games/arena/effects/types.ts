// The shape every effect verb shares.
import type { EventSink, Seat } from '../../../engine/index.js';
import type { Queue } from '../../../engine/queue.js';
import type { Effect } from '../data/schema.js';
import type { ArenaState } from '../state.js';

export interface FxCtx {
  /** Whose effect it is. */
  readonly owner: Seat;
  /** The other party of a trigger (the attacker of a response, the damaged of a 展示中 'hit'), or -1. */
  readonly other: Seat;
  /** The card instance when the source is the card being resolved, else -1. */
  readonly inst: number;
}

export type Run<E extends Effect = Effect> = (s: ArenaState, q: Queue, c: FxCtx, e: E, ev: EventSink) => void;
export type Runs = { readonly [V in Effect['do']]: Run<Extract<Effect, { do: V }>> };
/** The effect record of one verb. */
export type Of<V extends Effect['do']> = Extract<Effect, { do: V }>;
