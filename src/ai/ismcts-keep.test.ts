// ISMCTS keeps each node's decision per world (who decides, the choices, their keys) instead of asking
// the game again on every visit. A node is reached by the same actions from the same world, so the
// search must come out exactly as when it asks every time — and ask the game less.
import { describe, expect, it } from 'vitest';
import { Match, Rng, type ActionLike, type AnyGame, type Game } from '../engine/index.js';
import { mecha } from '../games/mecha/index.js';
import { naval } from '../games/naval/index.js';
import { search } from './ismcts.js';
import { ISMCTS_PRESETS } from './registry.js';

/** A decision with at least two choices, after `steps` random actions from the seed. */
function position<S, A extends ActionLike, O>(game: Game<S, A, O>, seed: number, steps: number) {
  const m = Match.create(game, {}, seed, undefined, false, 'sfc32');
  const rng = new Rng(seed);
  for (let i = 0; !m.isOver() && (i < steps || m.legalActions(m.toMove()[0]).length < 2); i++) {
    const seat = m.toMove()[0];
    const legal = m.legalActions(seat);
    m.apply(seat, legal[rng.int(legal.length)]);
  }
  return m;
}

/** The game, counting how often the search asks it for legal actions or whole moves. */
function counted(game: AnyGame): { game: AnyGame; calls: () => number } {
  let n = 0;
  const legalActions = (s: unknown, seat: number) => {
    n++;
    return game.legalActions(s, seat);
  };
  const macro = game.macroActions;
  const macroActions = macro && ((s: unknown, seat: number) => (n++, macro.call(game, s, seat)));
  return { game: { ...game, legalActions, macroActions } as AnyGame, calls: () => n };
}

describe('ISMCTS keeps decisions per world', () => {
  for (const [game, steps] of [[naval, 300], [mecha, 60]] as const) {
    it(`searches ${game.id} exactly as when it asks the game at every visit, asking it less`, () => {
      let searched = 0;
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const m = position(game as unknown as AnyGame, seed, steps);
        if (m.isOver()) continue;
        const seat = m.toMove()[0];
        for (const iters of [300, 1000]) {
          const kept = counted(game as unknown as AnyGame);
          const asked = counted(game as unknown as AnyGame);
          const d = (g: AnyGame) => ({ game: g, seat, seats: m.seats, legal: m.legalActions(seat), rng: new Rng(`keep:${seed}`), state: () => m.snapshot() });
          const a = search(d(kept.game), { ...ISMCTS_PRESETS.normal, iters });
          const b = search(d(asked.game), { ...ISMCTS_PRESETS.normal, iters, keepDecisions: false });
          expect(a, `${game.id} seed ${seed} iters ${iters}`).toEqual(b);
          // A decision the game's whole moves leave with one choice is not searched at all.
          if (a.iterations <= 16) continue;
          searched++;
          expect(kept.calls()).toBeLessThan(asked.calls());
        }
      }
      expect(searched).toBeGreaterThan(2);
    });
  }
});
