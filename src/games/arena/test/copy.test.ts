// cloneInto (search's scratch state) must give exactly what a fresh clone gives, whatever state the
// scratch held before, and share nothing mutable with its source.
import { describe, expect, it } from 'vitest';
import { hashState, Match, Rng } from '../../../engine/index.js';
import { search } from '../../../ai/ismcts.js';
import { ISMCTS_PRESETS } from '../../../ai/registry.js';
import { arena, type ArenaAction, type ArenaState } from '../index.js';
import { cloneInto } from '../copy.js';
import { playOn as playOnFrom, randomSnapshots } from '../../../engine/test/clone-into.js';
import { VARIANTS } from './random-game.js';

/** Snapshots of a seeded random game, every few actions, from the talent picks to the end. */
function snapshots(seed: number, seats: number, variant: number): ArenaState[] {
  const m = Match.create(arena, VARIANTS[variant], `copy:${seed}`, seats, false, 'sfc32') as unknown as Match<ArenaState, ArenaAction, unknown>;
  return randomSnapshots(m, new Rng(`copy-walk:${seed}`), 5);
}

const playOn = (s: ArenaState, n: number, seed: string): string => playOnFrom(arena, s, n, seed);

describe('arena: cloneInto', () => {
  it('refills a scratch state (whatever it held) to exactly a fresh clone, which then plays on the same and shares nothing', () => {
    let checked = 0;
    let inPlay = 0;
    for (const [seats, variant] of [[2, 0], [2, 1], [4, 2], [6, 3]] as const) {
      const states = [...snapshots(variant * 10 + 1, seats, variant), ...snapshots(variant * 10 + 2, seats, variant)];
      let scratch = arena.clone(states[states.length - 1]);
      for (let i = 0; i < states.length; i++) {
        // Determinizations too: the scratch state search refills was one.
        const src = i % 3 === 0 ? arena.determinize(states[(i * 7) % states.length], i % seats, new Rng(i)) : states[(i * 7) % states.length];
        const before = hashState(src);
        const d = cloneInto(scratch, src);
        if (d !== scratch) {
          // Only a scratch from the other game of the pair (its own card kinds) gets a fresh clone.
          expect(scratch.kinds).not.toBe(src.kinds);
          scratch = d;
        }
        expect(hashState(d)).toBe(before);
        expect(JSON.stringify(d)).toBe(JSON.stringify(arena.clone(src)));
        if (src.cur !== null) inPlay++;
        expect(playOn(d, 30, `on:${i}`)).toBe(playOn(arena.clone(src), 30, `on:${i}`));
        expect(hashState(src), 'the source is untouched by play on the copy').toBe(before);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(inPlay, 'some snapshots have a card in play').toBeGreaterThan(0);
  });

  it('a scratch state of another match (other options or seats) gets a fresh clone', () => {
    const a = snapshots(5, 2, 0)[3];
    const b = snapshots(6, 4, 2)[3];
    const d = cloneInto(arena.clone(a), b);
    expect(d.ctx).toBe(b.ctx);
    expect(hashState(d)).toBe(hashState(b));
  });

  it('ISMCTS searches exactly as it did with clone', () => {
    const withClone = { ...arena, cloneInto: undefined };
    for (const seed of [3, 4]) {
      const states = snapshots(seed, 2, 0);
      const s = states[Math.floor(states.length / 2)];
      const seat = arena.toMove(s)[0];
      const d = (game: typeof arena) => ({ game, seat, seats: 2, legal: arena.legalActions(s, seat), rng: new Rng(`into:${seed}`), state: () => arena.clone(s) });
      const a = search(d(arena), { ...ISMCTS_PRESETS.normal, iters: 400 });
      const b = search(d(withClone), { ...ISMCTS_PRESETS.normal, iters: 400 });
      expect(arena.actionKey(a.action)).toBe(arena.actionKey(b.action));
      expect(a.children).toEqual(b.children);
    }
  });
});
