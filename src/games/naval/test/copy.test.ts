// cloneInto (search's scratch state) must give exactly what a fresh clone gives, whatever state the
// scratch held before, and share nothing mutable with its source.
import { describe, expect, it } from 'vitest';
import { hashState, Match, Rng } from '../../../engine/index.js';
import { naval, type NavalAction, type NavalState } from '../index.js';
import { cloneInto } from '../copy.js';
import { playOn as playOnFrom, randomSnapshots } from '../../../engine/test/clone-into.js';

const VARIANTS: readonly Record<string, unknown>[] = [{}, { costLimit: 6, turnCap: 12 }, { openRoster: false, sortieStopsEarly: false, reinforceFromTurn: 1, maxMinelayers: 3 }];

/** Snapshots of a seeded random game, every few actions, from the build to the end. */
function snapshots(seed: number, options: Record<string, unknown>): NavalState[] {
  const m = Match.create(naval, options, `copy:${seed}`, 2, false, 'sfc32') as unknown as Match<NavalState, NavalAction, unknown>;
  return randomSnapshots(m, new Rng(`copy-walk:${seed}`), 41);
}

const playOn = (s: NavalState, n: number, seed: string): string => playOnFrom(naval, s, n, seed);

describe('naval: cloneInto', () => {
  it('refills a scratch state (whatever it held) to exactly a fresh clone, which then plays on the same and shares nothing', () => {
    let checked = 0;
    for (let v = 0; v < VARIANTS.length; v++) {
      const states = [...snapshots(v * 10 + 1, VARIANTS[v]), ...snapshots(v * 10 + 2, VARIANTS[v])];
      // Determinizations too: the scratch state search refills was one, with units dropped or added.
      const seat = v % 2;
      const scratch = naval.determinize(states[states.length >> 1], seat, new Rng(v));
      for (let i = 0; i < states.length; i++) {
        const src = i % 3 === 0 ? naval.determinize(states[(i * 5) % states.length], seat, new Rng(i)) : states[(i * 5) % states.length];
        const before = hashState(src);
        const d = cloneInto(scratch, src);
        expect(d).toBe(scratch);
        expect(JSON.stringify(d)).toBe(JSON.stringify(naval.clone(src)));
        expect(playOn(d, 60, `on:${i}`)).toBe(playOn(naval.clone(src), 60, `on:${i}`));
        expect(hashState(src), 'the source is untouched by play on the copy').toBe(before);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('a scratch state of other options gets a fresh clone (its ctx differs)', () => {
    const a = snapshots(5, VARIANTS[0])[3];
    const b = snapshots(6, VARIANTS[1])[3];
    const d = cloneInto(naval.clone(a), b);
    expect(d.ctx).toBe(b.ctx);
    expect(hashState(d)).toBe(hashState(b));
  });
});
