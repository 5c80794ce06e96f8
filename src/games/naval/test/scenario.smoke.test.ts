import { describe, expect, it } from 'vitest';
import { hexAt, play, scenario, unitOf } from './scenario.js';

describe('scenario helper', () => {
  it('N-33 builds a shelling position and resolves a scripted shot', () => {
    const s = scenario({
      phase: 'shelling',
      units: [
        { owner: 0, cls: 'BB', at: [3, 5] },
        { owner: 1, cls: 'DD', at: [2, 7] },
      ],
      dice: [4],
    });
    const bb = unitOf(s, 0, 0);
    const dd = unitOf(s, 1, 0);
    play(s, 0, { t: 'aim', u: bb.id, h: hexAt(s, [2, 7]) });
    play(s, 1, { t: 'pass' });
    expect(dd.alive).toBe(false);
  });
});
