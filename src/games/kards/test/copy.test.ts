// cloneInto (search's scratch state) must give exactly what a fresh clone gives, whatever state the
// scratch held before, and share nothing mutable with its source.
import { describe, expect, it } from 'vitest';
import { hashState, Rng } from '../../../engine/index.js';
import { kards, type KardsState } from '../index.js';
import { cloneInto } from '../copy.js';
import { playOn as playOnFrom } from '../../../engine/test/clone-into.js';

const PAIRS: [string, string][] = [['Germany', 'Soviet'], ['USA', 'Japan'], ['Britain', 'Germany'], ['Soviet', 'USA']];

/** Snapshots of a seeded random starter-deck game, every few actions, from the mulligan to the end. */
function snapshots(seed: number): KardsState[] {
  const s = kards.setup(kards.optionsSchema.parse({ decks: PAIRS[seed % PAIRS.length] }), 2, new Rng(seed));
  const rng = new Rng(`copy-walk:${seed}`);
  const out: KardsState[] = [];
  for (let i = 0; kards.toMove(s).length > 0; i++) {
    if (i % 7 === 0) out.push(kards.clone(s));
    const seat = kards.toMove(s)[0];
    const legal = kards.legalActions(s, seat);
    kards.apply(s, seat, legal[rng.int(legal.length)], null);
  }
  out.push(kards.clone(s));
  return out;
}

const playOn = (s: KardsState, n: number, seed: string): string => playOnFrom(kards, s, n, seed);

describe('kards: cloneInto', () => {
  it('refills a scratch state (whatever it held) to exactly a fresh clone, which then plays on the same and shares nothing', () => {
    let checked = 0;
    for (let g = 0; g < 4; g++) {
      const states = [...snapshots(g * 2 + 1), ...snapshots(g * 2 + 2)];
      const seat = g % 2;
      // The scratch search refills was a determinization once, with a board and hands of other sizes.
      const scratch = kards.determinize(states[states.length >> 1], seat, new Rng(g));
      for (let i = 0; i < states.length; i++) {
        const at = states[(i * 5) % states.length];
        const src = i % 3 === 0 && at.phase === 'play' ? kards.determinize(at, seat, new Rng(i)) : at;
        const before = hashState(src);
        const d = cloneInto(scratch, src);
        expect(d).toBe(scratch);
        expect(JSON.stringify(d)).toBe(JSON.stringify(kards.clone(src)));
        expect(playOn(d, 40, `on:${i}`)).toBe(playOn(kards.clone(src), 40, `on:${i}`));
        expect(hashState(src), 'the source is untouched by play on the copy').toBe(before);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
