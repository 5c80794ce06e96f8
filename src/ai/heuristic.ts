// The heuristic bot: one-ply look-ahead. For each legal action it applies the action to a few
// determinized samples (hidden facts and dice resampled — it never reads the true hidden state) and
// scores the result with the game's own evaluation; ties are broken at random.
import type { ActionLike, Game, Rng, Seat } from '../engine/index.js';
import type { Bot, Decision } from './bot.js';
import { copyInto, scratch, type Scratch } from './scratch.js';

export interface HeuristicParams {
  /** Determinized samples per decision (each also resamples the dice). */
  readonly samples: number;
  /** Most actions scored per decision; the rest are sampled away at random. */
  readonly width: number;
}

export function heuristicBot(params: HeuristicParams, spec = 'heuristic'): Bot {
  return {
    spec,
    choose<S, A extends ActionLike, O>(d: Decision<S, A, O>): A {
      if (d.legal.length === 1) return d.legal[0];
      const { game, seat, rng } = d;
      const root = d.state();
      const worlds: S[] = [];
      for (let i = 0; i < params.samples; i++) worlds.push(game.determinize(root, seat, rng));
      const candidates = d.legal.length <= params.width ? d.legal : sampleWithout(d.legal, params.width, rng);
      const slot = scratch<S>();
      let best: A[] = [];
      let bestScore = -Infinity;
      for (const a of candidates) {
        const score = scoreAction(game, worlds, seat, a, slot);
        if (score > bestScore + 1e-9) {
          bestScore = score;
          best = [a];
        } else if (score > bestScore - 1e-9) best.push(a);
      }
      return best[rng.int(best.length)];
    },
  };
}

function scoreAction<S, A extends ActionLike, O>(game: Game<S, A, O>, worlds: readonly S[], seat: Seat, a: A, slot: Scratch<S>): number {
  let total = 0;
  for (const w of worlds) {
    // Clones per action and world were two fifths of what a study of the slowest game allocated.
    const s = copyInto(game, w, slot);
    // A determinization has the deciding seat's legal list (a property every game's tests check).
    game.apply(s, seat, a, null);
    total += game.evaluate(s, seat);
  }
  return total / worlds.length;
}

function sampleWithout<T>(items: readonly T[], k: number, rng: Rng): T[] {
  const copy = items.slice();
  rng.shuffle(copy);
  return copy.slice(0, k);
}
