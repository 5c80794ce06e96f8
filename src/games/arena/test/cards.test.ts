// One test per card, named by its id and Chinese name: played from the hand in a standard position
// (an enemy straight ahead where its first range side reaches, at full damage), its cost goes to the
// next player as draws at 【2】, its damage is paid as life cards, and it ends in the display (or the
// recycle zone for 回收). The keyword tests (keywords.test.ts) check each effect verb in detail.
import { describe, expect, it } from 'vitest';
import { CARDS, RANGES } from '../data/cards.js';
import { arena } from '../index.js';
import { UP, instOf } from '../state.js';
import { act, idOf, life, scenario } from './scenario.js';

describe('arena cards', () => {
  CARDS.forEach((card, k) => {
    it(`card ${card.id} ${card.name.zh}: cost to the next player, damage as printed, into the display`, () => {
      const side = RANGES[k][0];
      const dist = side.k === 'none' ? 3 : side.n;
      const moves = card.fx.some((e) => e.when === 'pre' && e.do === 'move');
      const s = scenario({ players: [{ at: [-2, 0], hand: [card.id, 'c-jab'] }, { at: [-2 + dist, 0] }] });
      const legal = arena.legalActions(s, 0).filter((a) => a.t === 'play' && a.c === k && a.x === 0);
      expect(legal.length).toBeGreaterThan(0);
      const a = legal.find((x) => x.t === 'play' && x.l === 1) ?? legal[0];
      act(s, a);
      // Decisions owed inside the play (payment: all face down; a facing at a 方位点): the first option.
      while (s.q.length > 0) act(s, arena.legalActions(s, arena.toMove(s)[0])[0]);
      const feed = card.fx.filter((e) => e.when === 'play' && e.do === 'feed').reduce((n, e) => n + (e.do === 'feed' ? e.n : 0), 0);
      expect(s.players[1].hand.length).toBe(card.cost + feed);
      if (card.type === 'damage' && side.k !== 'none' && !moves) expect(18 - life(s, 1)).toBe(card.dmg);
      if (card.type === 'damage' && moves) expect(18 - life(s, 1)).toBeGreaterThanOrEqual(Math.min(1, card.dmg));
      if (card.type === 'utility') expect(life(s, 1)).toBe(18);
      const recycled = card.fx.some((e) => e.do === 'recycle');
      const zone = recycled ? s.players[0].recycle.map((c) => idOf(s, c)) : s.players[0].disp.filter((e) => (e & UP) !== 0).map((e) => idOf(s, instOf(e)));
      expect(zone).toContain(card.id);
    });
  });
});
