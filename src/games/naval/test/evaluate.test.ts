// The naval evaluation (for bots and reports): what it rewards, position by position.
import { describe, expect, it } from 'vitest';
import { naval } from '../index.js';
import { hexAt, play, scenario, unitOf } from './scenario.js';

describe('naval evaluation', () => {
  it('values material: a damaged enemy ship is worth less to its owner', () => {
    const units = [
      { owner: 0 as const, cls: 'BB' as const, at: [3, 6] as [number, number] },
      { owner: 1 as const, cls: 'BB' as const, at: [3, 9] as [number, number] },
    ];
    const even = scenario({ phase: 'move', units });
    const hurt = scenario({ phase: 'move', units: [units[0], { ...units[1], hp: 4 }] });
    expect(naval.evaluate(hurt, 0)).toBeGreaterThan(naval.evaluate(even, 0));
    expect(naval.evaluate(hurt, 1)).toBeLessThan(naval.evaluate(even, 1));
  });

  it('a scout over the enemy is worth more than one over empty sea (so bots scout where the enemy probably is)', () => {
    const spec = {
      phase: 'recon' as const,
      units: [
        { owner: 0 as const, cls: 'CV' as const, at: [2, 2] as [number, number] },
        { owner: 1 as const, cls: 'BB' as const, at: [3, 9] as [number, number] },
        { owner: 1 as const, cls: 'CA' as const, at: [4, 9] as [number, number] },
      ],
    };
    const over = scenario(spec);
    const before = naval.evaluate(over, 0);
    play(over, 0, { t: 'recon', u: unitOf(over, 0, 0).id, h: hexAt(over, [3, 9]) });
    expect(unitOf(over, 1, 0).lit).toBe(true);
    const empty = scenario(spec);
    play(empty, 0, { t: 'recon', u: unitOf(empty, 0, 0).id, h: 0 });
    expect(unitOf(empty, 1, 0).lit).toBe(false);
    expect(naval.evaluate(over, 0)).toBeGreaterThan(naval.evaluate(empty, 0));
    expect(naval.evaluate(empty, 0)).toBeCloseTo(before, 9);
  });

  it('a fighter zone over one\'s own ships is worth more than one far from them', () => {
    const spec = {
      phase: 'fighters' as const,
      units: [
        { owner: 0 as const, cls: 'CV' as const, at: [2, 2] as [number, number] },
        { owner: 0 as const, cls: 'BB' as const, at: [3, 6] as [number, number] },
        { owner: 1 as const, cls: 'CV' as const, at: [1, 10] as [number, number] },
      ],
    };
    const over = scenario(spec);
    play(over, 0, { t: 'fighters', u: unitOf(over, 0, 0).id, h: hexAt(over, [3, 6]) });
    const far = scenario(spec);
    play(far, 0, { t: 'fighters', u: unitOf(far, 0, 0).id, h: hexAt(far, [1, 10]) });
    expect(naval.evaluate(over, 0)).toBeGreaterThan(naval.evaluate(far, 0));
    expect(naval.evaluate(over, 1)).toBeLessThan(naval.evaluate(far, 1));
  });

  it('counts a shot already aimed at an enemy ship as expected damage', () => {
    const spec = {
      phase: 'shelling' as const,
      units: [
        { owner: 0 as const, cls: 'BB' as const, at: [3, 6] as [number, number] },
        { owner: 1 as const, cls: 'CA' as const, at: [3, 8] as [number, number] },
      ],
    };
    const aimed = scenario(spec);
    const before = naval.evaluate(aimed, 0);
    play(aimed, 0, { t: 'aim', u: unitOf(aimed, 0, 0).id, h: hexAt(aimed, [3, 8]) });
    expect(naval.evaluate(aimed, 0)).toBeGreaterThan(before);
  });
});
