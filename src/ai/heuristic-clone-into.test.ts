// The heuristic bot refills one scratch state per decision with the game's `cloneInto` instead of
// cloning the state for every action and sample. Its choices must come out exactly as with `clone`.
import { describe, expect, it } from 'vitest';
import { Match, Rng, type ActionLike, type AnyGame, type Game } from '../engine/index.js';
import { listGames } from '../games/registry.js';
import { heuristicBot } from './heuristic.js';

/** States met in a random game of `game` (past its setup), every `every`-th decision with two choices or more. */
function positions(game: AnyGame, seed: number, every: number): { seats: number; states: unknown[] } {
  const m = Match.create(game, {}, seed, undefined, false);
  const rng = new Rng(`pos:${seed}`);
  const out: unknown[] = [];
  for (let i = 0; !m.isOver() && i < 3000; i++) {
    const seat = m.toMove()[0];
    const legal = m.legalActions(seat);
    if (!m.isSetup() && legal.length > 1 && i % every === 0) out.push(m.snapshot());
    m.apply(seat, legal[rng.int(legal.length)]);
  }
  return { seats: m.seats, states: out };
}

describe('the heuristic bot with a game\'s cloneInto', () => {
  it('chooses exactly as with clone, in every game that has cloneInto', () => {
    const bot = heuristicBot({ samples: 3, width: 64 });
    let compared = 0;
    for (const game of listGames()) {
      if (game.cloneInto === undefined) continue;
      const g = game as Game<unknown, ActionLike, unknown>;
      const withClone: Game<unknown, ActionLike, unknown> = { ...g, cloneInto: undefined };
      const { seats, states } = positions(game, 7, 9);
      for (const [k, s] of states.slice(0, 12).entries()) {
        const seat = g.toMove(s)[0];
        const legal = g.legalActions(s, seat);
        const d = (which: Game<unknown, ActionLike, unknown>) => ({ game: which, seat, seats, legal, rng: new Rng(`h:${k}`), state: () => g.clone(s) });
        expect(g.actionKey(bot.choose(d(g))), `${game.id} position ${k}`).toBe(g.actionKey(bot.choose(d(withClone))));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(40);
  });
});
