// The bots' evaluation (evaluate.ts): the two things that make a one-ply bot play to finish a character.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine/index.js';
import { cellOf } from '../board.js';
import { BLUEPRINTS, CARD } from '../data.js';
import { determinize } from '../determinize.js';
import { evaluate } from '../evaluate.js';
import { GEN, slotKind } from '../state.js';
import { scenario } from './scenario.js';

/** The value for seat 0 after it makes `id` at its base, paying the cost from its pool. */
function afterMaking(id: string): { before: number; after: number } {
  const sc = scenario();
  const before = evaluate(sc.s, 0);
  sc.put(0, id);
  sc.s.players[0].pool -= BLUEPRINTS[CARD[id]].cost;
  return { before, after: evaluate(sc.s, 0) };
}

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

  it('a ground weapon that can never close in (v 0, no "You") is worth less than it costs; one that walks is worth more', () => {
    // Valued by its A, a Lance made at the base looked like progress and held a ground line all game.
    for (const id of ['lance', 'turret', 'blade']) {
      const { before, after } = afterMaking(id);
      expect(after, id).toBeLessThan(before);
    }
    for (const id of ['strider', 'bike']) {
      const { before, after } = afterMaking(id);
      expect(after, id).toBeGreaterThan(before);
    }
  });

  it('armor is worth about the W it absorbs: armor holding 3 W per W paid is worth more than the pool it cost', () => {
    for (const id of ['light-plate', 'sandbags']) {
      const { before, after } = afterMaking(id);
      expect(after, id).toBeGreaterThan(before);
    }
  });
});

describe('blueprints determinization', () => {
  it('deals a face-down general object a weapon more often than the deck mix would, and armor still', () => {
    const sc = scenario();
    const o = sc.put(1, 'plating'); // raider: half of its general cards are weapons
    expect(slotKind(sc.s, o.slot)).toBe(GEN);
    const rng = new Rng('det-odds');
    let weapons = 0;
    const n = 400;
    for (let i = 0; i < n; i++) {
      const d = determinize(sc.s, 0, rng);
      if (BLUEPRINTS[d.objs.find((x) => x.id === o.id)!.card].type === 'weapon') weapons++;
    }
    const hidden = [...sc.s.players[1].pile, o.card].filter((c) => BLUEPRINTS[c].space !== 'G');
    const uniform = hidden.filter((c) => BLUEPRINTS[c].type === 'weapon').length / hidden.length;
    expect(weapons / n).toBeGreaterThan(uniform + 0.15);
    expect(weapons).toBeLessThan(n);
  });
});
