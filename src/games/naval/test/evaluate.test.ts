// The naval evaluation (for bots and reports): what it rewards, position by position.
import { describe, expect, it } from 'vitest';
import { naval } from '../index.js';
import type { Seat } from '../../../engine/index.js';
import type { ShipClass } from '../data.js';
import { hexAt, play, scenario, unitOf, type UnitSpec } from './scenario.js';

const ship = (owner: Seat, cls: ShipClass, q: number, r: number, hp?: number): UnitSpec => ({ owner, cls, at: [q, r], hp });

describe('naval evaluation', () => {
  it('values material: a damaged enemy ship is worth less to its owner', () => {
    const even = scenario({ phase: 'move', units: [ship(0, 'BB', 3, 6), ship(1, 'BB', 3, 9)] });
    const hurt = scenario({ phase: 'move', units: [ship(0, 'BB', 3, 6), ship(1, 'BB', 3, 9, 4)] });
    expect(naval.evaluate(hurt, 0)).toBeGreaterThan(naval.evaluate(even, 0));
    expect(naval.evaluate(hurt, 1)).toBeLessThan(naval.evaluate(even, 1));
  });

  it('a scout over the enemy is worth more than one over empty sea (so bots scout where the enemy probably is)', () => {
    const spec = { phase: 'recon' as const, units: [ship(0, 'CV', 2, 2), ship(1, 'BB', 3, 9), ship(1, 'CA', 4, 9)] };
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
    const spec = { phase: 'fighters' as const, units: [ship(0, 'CV', 2, 2), ship(0, 'BB', 3, 6), ship(1, 'CV', 1, 10)] };
    const over = scenario(spec);
    play(over, 0, { t: 'fighters', u: unitOf(over, 0, 0).id, h: hexAt(over, [3, 6]) });
    const far = scenario(spec);
    play(far, 0, { t: 'fighters', u: unitOf(far, 0, 0).id, h: hexAt(far, [1, 10]) });
    expect(naval.evaluate(over, 0)).toBeGreaterThan(naval.evaluate(far, 0));
    expect(naval.evaluate(over, 1)).toBeLessThan(naval.evaluate(far, 1));
  });

  it('counts a shot already aimed at an enemy ship as expected damage', () => {
    const spec = { phase: 'shelling' as const, units: [ship(0, 'BB', 3, 6), ship(1, 'CA', 3, 8)] };
    const aimed = scenario(spec);
    const before = naval.evaluate(aimed, 0);
    play(aimed, 0, { t: 'aim', u: unitOf(aimed, 0, 0).id, h: hexAt(aimed, [3, 8]) });
    expect(naval.evaluate(aimed, 0)).toBeGreaterThan(before);
  });
});
