// cloneInto (search's scratch state) must give exactly what a fresh clone gives, whatever state the
// scratch held before, and share nothing mutable with its source.
import { describe, expect, it } from 'vitest';
import { hashState, Match, Rng } from '../../../engine/index.js';
import { mecha, type MechaAction, type MechaState } from '../index.js';
import { cloneInto } from '../copy.js';
import { playOn as playOnFrom, randomSnapshots } from '../../../engine/test/clone-into.js';
import { TRACE_VARIANTS } from './trace.js';

/** Snapshots of a seeded random game, every few actions, from the build to the end. */
function snapshots(seed: number, variant: number): MechaState[] {
  const m = Match.create(mecha, TRACE_VARIANTS[variant], `copy:${seed}`, 2, false, 'sfc32') as unknown as Match<MechaState, MechaAction, unknown>;
  return randomSnapshots(m, new Rng(`copy-walk:${seed}`), 7);
}

const playOn = (s: MechaState, n: number, seed: string): string => playOnFrom(mecha, s, n, seed);

describe('mecha: cloneInto', () => {
  it('refills a scratch state (whatever it held) to exactly a fresh clone, which then plays on the same and shares nothing', () => {
    let checked = 0;
    for (const variant of [0, 1, 2, 3]) {
      const states = [...snapshots(variant * 10 + 1, variant), ...snapshots(variant * 10 + 2, variant)];
      const scratch = mecha.clone(states[states.length - 1]);
      for (let i = 0; i < states.length; i++) {
        const src = states[(i * 5) % states.length];
        const before = hashState(src);
        const d = cloneInto(scratch, src);
        expect(d).toBe(scratch);
        expect(hashState(d)).toBe(before);
        expect(JSON.stringify(d)).toBe(JSON.stringify(mecha.clone(src)));
        expect(playOn(d, 40, `on:${i}`)).toBe(playOn(mecha.clone(src), 40, `on:${i}`));
        expect(hashState(src), 'the source is untouched by play on the copy').toBe(before);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('a scratch state of other options gets a fresh clone (its ctx differs)', () => {
    const a = snapshots(5, 0)[3];
    const b = snapshots(6, 2)[3];
    const d = cloneInto(mecha.clone(a), b);
    expect(d.ctx).toBe(b.ctx);
    expect(hashState(d)).toBe(hashState(b));
  });
});
