// clone and cloneInto: a copy behaves exactly as the original and shares nothing mutable with it. One
// scratch state is refilled from states of every seat count and phase (as a search refills its own).
import { describe, expect, it } from 'vitest';
import { hashState, Rng, type DiceScheme } from '../../../engine/index.js';
import { blueprints, type BpState } from '../index.js';

const into = blueprints.cloneInto!;

describe('blueprints cloneInto', () => {
  it('refilling one scratch state equals a fresh clone, then both play on alike and the source stays as it was', () => {
    let scratch: BpState | null = null;
    let checked = 0;
    for (let g = 0; g < 12; g++) {
      const seats = [2, 6, 3, 2, 4, 5][g % 6];
      const dice: DiceScheme = g % 2 === 0 ? 'sfc32' : 'chacha20';
      const s = blueprints.setup(blueprints.optionsSchema.parse({}), seats, Rng.create(`clone:${g}`, dice));
      const pick = new Rng(`pick:${g}`);
      scratch ??= blueprints.clone(s);
      for (let n = 0; blueprints.toMove(s).length > 0; n++) {
        const seat = blueprints.toMove(s)[0];
        const legal = blueprints.legalActions(s, seat);
        if (n % 3 === 0) {
          const before = hashState(s);
          const fresh = blueprints.clone(s);
          expect(into(scratch, s)).toBe(scratch);
          expect(hashState(scratch)).toBe(before);
          expect(scratch).toEqual(fresh);
          // Play the same action on the copy and the clone: same result, source untouched.
          const a = legal[pick.int(legal.length)];
          blueprints.apply(scratch, seat, a, null);
          blueprints.apply(fresh, seat, a, null);
          expect(hashState(scratch)).toBe(hashState(fresh));
          expect(scratch.rng.next()).toBe(fresh.rng.next());
          expect(hashState(s)).toBe(before);
          checked++;
        }
        blueprints.apply(s, seat, legal[pick.int(legal.length)], null);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
