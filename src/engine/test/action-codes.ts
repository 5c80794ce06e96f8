// Test helper: a game's optional `actionCode` must name actions exactly as `actionKey` does, since
// search keys its trees by it. Plays a random match and checks every legal action on the way.
import { expect } from 'vitest';
import { Match } from '../match.js';
import { Rng } from '../rng.js';
import type { ActionLike, Game, Json } from '../types.js';

/** Adds code → key for every legal action met in a random match; fails on a clash or a bad code. */
export function collectActionCodes<S, A extends ActionLike, O>(game: Game<S, A, O>, options: Json, seed: number, keyOf: Map<number, string>): void {
  const code = game.actionCode!;
  const m = Match.create(game, options, seed);
  const rng = new Rng(`codes:${seed}`);
  while (!m.isOver()) {
    const seat = m.toMove()[0];
    const legal = m.legalActions(seat);
    for (const a of legal) {
      const c = code(a);
      expect(Number.isInteger(c) && c >= 0 && c < 2 ** 30).toBe(true);
      const key = game.actionKey(a);
      expect(keyOf.get(c) ?? key, `code ${c} names two actions`).toBe(key);
      keyOf.set(c, key);
    }
    m.apply(seat, legal[rng.int(legal.length)]);
  }
  // No two keys share a code: the map is one-to-one.
  expect(new Set(keyOf.values()).size).toBe(keyOf.size);
}
