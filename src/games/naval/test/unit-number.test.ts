// The numbers players read for units: each side counts its own fleet (#1, #2 …) and reinforcements
// (#R1 …), though ids interleave the seats so that they tell nothing about the enemy.
import { describe, expect, it } from 'vitest';
import { Match, Rng } from '../../../engine/index.js';
import { naval } from '../index.js';
import { REINFORCEMENT_BASE } from '../state.js';
import { unitNumber } from '../unit-number.js';

describe('unit numbers', () => {
  it('counts each side from 1, reinforcements as R1, R2 …', () => {
    expect([0, 1, 2, 3, 4].map(unitNumber)).toEqual(['1', '1', '2', '2', '3']);
    expect([REINFORCEMENT_BASE, REINFORCEMENT_BASE + 1, REINFORCEMENT_BASE + 2].map(unitNumber)).toEqual(['R1', 'R1', 'R2']);
  });

  it('the log names no unit by its raw id (#10000 read as #R1)', () => {
    const m = Match.create(naval, {}, 'numbers', 2);
    const rng = new Rng('numbers-bots');
    while (!m.isOver()) {
      const seat = m.toMove()[0];
      const legal = m.legalActions(seat);
      m.apply(seat, legal[rng.int(legal.length)]);
    }
    const texts = m.fullLog().map((e) => naval.describeEvent!(e).en);
    expect(texts.some((t) => / #R\d/.test(t))).toBe(true);
    for (const t of texts) expect(t).not.toMatch(/#1\d{4}/);
  });
});
