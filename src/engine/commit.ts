// When a decision can no longer be taken back (undo). A seat may take back its own latest decisions
// only while they have shown nobody anything new: a decision commits — with everything before it —
// when it rolls a die or shuffles (the generator moved), when the seat no longer owes a decision
// (someone else now decides on what they saw), when the game ends, or when it produced an event that
// reveals something. Games say which events reveal (`Game.reveals`); a game that does not say is
// taken conservatively: every event commits — even one only the actor sees may show it something new
// (a card drawn, "no target there").
import type { ActionLike, Game, GameEvent, Seat } from './types.js';

/** The generator's position as text, to see whether an action drew from it. */
export function rngMark<S>(game: Game<S, ActionLike, unknown>, state: S): string {
  return JSON.stringify(game.rng(state).toJSON());
}

/** True when `seat`'s action, which produced `events`, can no longer be taken back. */
export function commits<S>(
  game: Game<S, ActionLike, unknown>,
  state: S,
  seat: Seat,
  events: readonly GameEvent[],
  rngBefore: string,
): boolean {
  const movers = game.toMove(state);
  if (movers.length === 0 || !movers.includes(seat)) return true;
  if (rngMark(game, state) !== rngBefore) return true;
  const reveals = game.reveals;
  for (const e of events) {
    if (reveals === undefined || reveals.call(game, e)) return true;
  }
  return false;
}
