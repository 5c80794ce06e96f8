// A game's evaluateAll is a shortcut for simulations (every seat's value once a turn, shared work done
// once): it must give exactly what evaluate gives seat by seat, or reports would differ with it.
import { describe, expect, it } from 'vitest';
import { Match, Rng, type ActionLike, type AnyGame } from '../engine/index.js';
import { listGames } from '../games/registry.js';

/** Every position of `games` random games of `game` (each seat count it has), checked bit for bit. */
function checkGame(game: AnyGame, games: number): number {
  const all = game.evaluateAll!;
  let positions = 0;
  for (const seats of game.seatCounts) {
    for (let i = 0; i < games; i++) {
      const m = Match.create(game, {}, `eval-all:${i}`, seats, false, 'sfc32');
      const rng = new Rng(`eval-all-bots:${i}`);
      for (let n = 0; n < 3000; n++) {
        const movers = m.toMove();
        const values = m.read((s) => all.call(game, s));
        const one: number[] = [];
        for (let p = 0; p < seats; p++) one.push(m.evaluate(p));
        expect(values.length).toBe(seats);
        // Object.is tells -0 from 0: the numbers must be the very same.
        for (let p = 0; p < seats; p++) if (!Object.is(values[p], one[p])) expect(values).toEqual(one);
        positions++;
        if (movers.length === 0) break;
        const legal = m.legalActions(movers[0]);
        const pick: ActionLike = m.isSetup() && game.randomSetup ? game.randomSetup(legal, rng) : legal[rng.int(legal.length)];
        m.apply(movers[0], pick);
      }
    }
  }
  return positions;
}

describe('evaluateAll', () => {
  for (const game of listGames()) {
    if (game.evaluateAll === undefined) continue;
    it(`${game.id}: gives exactly evaluate seat by seat at every position of random games`, () => {
      expect(checkGame(game, game.id === 'naval' ? 3 : 8)).toBeGreaterThan(100);
    });
  }
});
