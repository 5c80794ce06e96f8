// What the view adds for a player (issue 15): each own hand card's cost now (after cost changes, per hand
// slot), never the opponent's; both sides' destroyed units and discarded cards, public, in order.
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/index.js';
import { CARDS, cardIndex } from '../cards.js';
import { costAt } from '../costs.js';
import { kards } from '../index.js';
import { act, scenario } from './scenario.js';

type SideView = { hand: (string | null)[]; costs: number[] | null; destroyed: string[]; discarded: string[] };
const sides = (s: Parameters<typeof kards.view>[0], seat: Seat) => (kards.view(s, seat) as unknown as { sides: SideView[] }).sides;

describe('kards view', () => {
  it('VIEW-1 own hand costs are the costs now (BLACK WATCH: orders in enemy hand cost 2 more); the opponent sees none', () => {
    const s = scenario({ hands: [[], ['fortification', '30th_regiment']], support: [['black_watch'], []] });
    const mine = sides(s, 1)[1];
    const fort = CARDS[cardIndex('fortification')].cost, reg = CARDS[cardIndex('30th_regiment')].cost;
    expect(mine.costs).toEqual([fort + 2, reg]);
    expect(mine.costs).toEqual([costAt(s, 1, 0), costAt(s, 1, 1)]);
    expect(sides(s, 0)[1].costs).toBeNull();
    expect(sides(s, 0)[1].hand).toEqual([null, null]);
  });

  it('VIEW-2 destroyed units and discarded cards are listed per side, the same in both seats\' views', () => {
    // CARPET BOMBING: 3 damage to every enemy unit; U375: the enemy discards a random card costing 5 or less.
    const s = scenario({ hands: [['carpet_bombing', 'u375'], ['fortification']], support: [[], ['1_infantry_regiment', 'tiger_ih', 'himeji_regiment']] });
    for (const seat of [0, 1] as Seat[]) expect(sides(s, seat)[1]).toMatchObject({ destroyed: [], discarded: [] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    // The two 2- and 1-defense infantry are destroyed, in board order; the TIGER stands.
    const gone = ['1_infantry_regiment', 'himeji_regiment'];
    expect(s.lines[1].map((u) => CARDS[u.card].id)).toEqual(['tiger_ih']);
    act(s, { t: 'give', h: 0, tgt: -1 });
    for (const seat of [0, 1] as Seat[]) {
      const v = sides(s, seat);
      expect(v[1].destroyed).toEqual(gone);
      expect(v[1].discarded).toEqual(['fortification']);
      expect(v[0]).toMatchObject({ destroyed: [], discarded: [] });
    }
  });
});
