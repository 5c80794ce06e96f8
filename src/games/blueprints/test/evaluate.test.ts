// The bots' evaluation (evaluate.ts): the two things that make a one-ply bot play to finish a character.
import { describe, expect, it } from 'vitest';
import { cellOf } from '../board.js';
import { evaluate } from '../evaluate.js';
import { scenario } from './scenario.js';

describe('blueprints evaluation', () => {
  it('scores an attack under way as if resolved: aiming a weapon at an open target is worth more than holding it', () => {
    const sc = scenario();
    const m = sc.put(0, 'missile');
    sc.act({ t: 'attack' });
    const before = evaluate(sc.s, 0);
    sc.act({ t: 'aim', o: m.id, x: 1 });
    expect(evaluate(sc.s, 0)).toBeGreaterThan(before);
  });

  it('a blocker assigned is worth it to the defender before the hit lands', () => {
    const sc = scenario();
    const m = sc.put(0, 'missile');
    const pl = sc.put(1, 'plating');
    sc.act({ t: 'attack' });
    sc.act({ t: 'aim', o: m.id, x: 1 });
    sc.act({ t: 'fire' });
    const before = evaluate(sc.s, 1);
    sc.act({ t: 'block', o: pl.id, w: 0 }, 1);
    expect(evaluate(sc.s, 1)).toBeGreaterThan(before);
  });

  it('a [p] weapon is worth more riding "You" than left at the base, and more as "You" walks it toward the enemy', () => {
    const sc = scenario();
    sc.you(0, 6);
    const blade = sc.put(0, 'blade', { line: 'ground' });
    const atBase = evaluate(sc.s, 0);
    sc.act({ t: 'carry', o: blade.id, slot: 4 });
    const riding = evaluate(sc.s, 0);
    expect(riding).toBeGreaterThanOrEqual(atBase);
    const s1 = sc.s.players[0];
    s1.youCell = cellOf(7, 4); // halfway round the ring toward (13,04)
    expect(evaluate(sc.s, 0)).toBeGreaterThan(riding);
  });
});
