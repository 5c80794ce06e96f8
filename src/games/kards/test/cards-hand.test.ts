// Cards of the five nations' other sets that change or choose cards in a hand: cost changes of every card in a
// hand (per hand slot, Side.mods), and "choose a card in hand" (a HOLD decision of the owner on the resolution
// queue: the card stays hidden from the opponent, then the rest of the text acts on it). Each test plays the card.
import { describe, expect, it } from 'vitest';
import { cardIndex, CARDS } from '../cards.js';
import { costAt } from '../costs.js';
import type { KardsState } from '../state.js';
import { act, keys, scenario } from './scenario.js';

const handIds = (s: KardsState, seat: number): string[] => s.sides[seat].hand.map((c) => CARDS[c].id);
const costs = (s: KardsState, seat: number): number[] => s.sides[seat].hand.map((_c, h) => costAt(s, seat, h));
const printed = (id: string): number => CARDS[cardIndex(id)].cost;

describe('cost changes of the cards in a hand (per hand slot)', () => {
  it('mikawa_regiment MIKAWA REGIMENT: deployment raises the cost of every card then in your hand by 1', () => {
    const s = scenario({ hands: [['mikawa_regiment', 'fortification', 'monty'], ['cup_of_tea']] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    expect(costs(s, 0)).toEqual([printed('fortification') + 1, printed('monty') + 1]);
    expect(costs(s, 1)).toEqual([printed('cup_of_tea')]);
  });

  it('40th_cavalry_regiment 40th CAVALRY REGIMENT: destroyed, it lowers the cost of the cards in your hand by 1 (not below 0)', () => {
    const s = scenario({ hands: [['40th_cavalry_regiment', 'unexpected_resistance', 'fortification'], ['the_desert_rats']], active: 0 });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    const u = s.lines[0][0];
    s.active = 1;
    u.def = 1;
    act(s, { t: 'give', h: 0, tgt: u.uid }, 1);
    expect(s.lines[0]).toHaveLength(0);
    // 0 stays 0; 3 becomes 2.
    expect(costs(s, 0)).toEqual([0, printed('fortification') - 1]);
  });

  it('active_sonar ACTIVE SONAR: every card in the enemy hand costs 3 more', () => {
    const s = scenario({ hands: [['active_sonar'], ['cup_of_tea', 'monty']] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(costs(s, 1)).toEqual([printed('cup_of_tea') + 3, printed('monty') + 3]);
    expect(handIds(s, 1)).toEqual(['cup_of_tea', 'monty']);
  });
});
