// A game's optional `cloneInto` lets ISMCTS refill scratch states instead of cloning one per iteration
// and per one-ply probe. The search must come out exactly as with `clone`, and clone far less.
import { describe, expect, it } from 'vitest';
import { Match, Rng, type Game } from '../engine/index.js';
import { tictactoe, type TttAction, type TttOptions, type TttState } from '../engine/test/tictactoe.js';
import { search } from './ismcts.js';
import { ISMCTS_PRESETS } from './registry.js';

type Ttt = Game<TttState, TttAction, TttOptions>;

/** Tic-tac-toe with `cloneInto` (reusing the destination's arrays and generator), counting both copies. */
function withCloneInto(): { game: Ttt; clones: () => number; refills: () => number } {
  let clones = 0;
  let refills = 0;
  const game: Ttt = {
    ...tictactoe,
    clone(s) {
      clones++;
      return tictactoe.clone(s);
    },
    cloneInto(dst, src) {
      refills++;
      for (let i = 0; i < src.cells.length; i++) dst.cells[i] = src.cells[i];
      dst.cells.length = src.cells.length;
      dst.bids[0] = src.bids[0];
      dst.bids[1] = src.bids[1];
      dst.size = src.size;
      dst.toPlay = src.toPlay;
      dst.winner = src.winner;
      dst.moves = src.moves;
      dst.rng.copyFrom(src.rng);
      return dst;
    },
  };
  return { game, clones: () => clones, refills: () => refills };
}

/** A 4×4 board after the bids and `marks` random marks. */
function position(seed: number, marks: number): TttState {
  const m = Match.create(tictactoe, { size: 4 }, seed);
  m.apply(0, { t: 'bid', n: 2 });
  m.apply(1, { t: 'bid', n: 1 });
  const rng = new Rng(seed);
  for (let i = 0; i < marks && !m.isOver(); i++) {
    const seat = m.toMove()[0];
    const legal = m.legalActions(seat);
    m.apply(seat, legal[rng.int(legal.length)]);
  }
  return m.snapshot();
}

describe('ISMCTS with a game\'s cloneInto', () => {
  it('searches exactly as with clone, refilling scratch states instead of cloning', () => {
    for (const seed of [1, 2, 3]) {
      const s = position(seed, 3);
      const seat = s.toPlay;
      for (const params of [{ ...ISMCTS_PRESETS.normal, iters: 1500 }, { ...ISMCTS_PRESETS.hard, depth: 3, sample: 2 }]) {
        const into = withCloneInto();
        const d = (game: Ttt) => ({ game, seat, seats: 2, legal: game.legalActions(s, seat), rng: new Rng(`into:${seed}`), state: () => tictactoe.clone(s) });
        const a = search(d(into.game), params);
        const b = search(d(tictactoe), params);
        expect(a, `seed ${seed}`).toEqual(b);
        expect(a.iterations).toBeGreaterThan(100);
        // One clone per scratch state (the iteration's and the probes'), every other copy a refill.
        expect(into.clones()).toBe(2);
        expect(into.refills()).toBeGreaterThanOrEqual(a.iterations);
      }
    }
  });
});
