// Play a match to the end with one bot per seat. Simultaneous decisions are asked seat by seat;
// each bot sees only its own legal list (and whatever the game's view/determinize give it).
import { Rng, type ActionLike, type Match } from '../engine/index.js';
import type { Bot } from './bot.js';

export interface PlayLimits {
  /** Safety stop for runaway games; games have their own turn caps. */
  readonly maxActions?: number;
}

export function playMatch<S, A extends ActionLike, O>(
  match: Match<S, A, O>,
  bots: readonly Bot[],
  botSeed: number | string,
  limits: PlayLimits = {},
): void {
  const rng = new Rng(`bots:${botSeed}`);
  const max = limits.maxActions ?? 1_000_000;
  let n = 0;
  // One memo per seat: bots keep the whole moves they play step by step on it.
  const memos = Array.from({ length: match.seats }, () => ({}));
  // One closure for the whole match (a fresh one per decision was garbage in every random game).
  const state = () => match.snapshot();
  for (;;) {
    const movers = match.toMove();
    if (movers.length === 0) return;
    const seat = movers[0];
    const legal = match.legalActions(seat);
    const bot = bots[seat % bots.length];
    const d = { game: match.game, seat, seats: match.seats, legal, rng, memo: memos[seat], state, setup: match.isSetup() };
    if (bot.pick !== undefined) match.applyAt(seat, bot.pick(d));
    else match.apply(seat, bot.choose(d));
    if (++n >= max) throw new Error(`match exceeded ${max} actions`);
  }
}
