// Cards of the five nations' other sets that change or choose cards in a hand: cost changes of every card in a
// hand (per hand slot, Side.mods), and "choose a card in hand" (a HOLD decision of the owner on the resolution
// queue: the card stays hidden from the opponent, then the rest of the text acts on it). Each test plays the card.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/index.js';
import { cardIndex, CARDS } from '../cards.js';
import { kards } from '../index.js';
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

describe('choose a card in hand: a HOLD decision of the owner, answered with a hand slot', () => {
  it('observer_corps OBSERVER CORPS: only cards costing 5 or more are offered; the chosen one costs 2 less', () => {
    const s = scenario({ hands: [['observer_corps', 'monty', 'carpet_bombing', 'the_commonwealth'], []] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    // The hand is now monty (1), carpet_bombing (7), the_commonwealth (12): slots 1 and 2 fit.
    expect(keys(s)).toEqual(['pick:1', 'pick:2']);
    act(s, { t: 'pick', h: 1 });
    expect(costs(s, 0)).toEqual([1, 5, 12]);
    expect(s.q).toHaveLength(0);
  });

  it('observer_corps OBSERVER CORPS: with no card that fits, it is given and nothing is asked (K-R63h)', () => {
    const s = scenario({ hands: [['observer_corps', 'monty'], []] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(s.q).toHaveLength(0);
    expect(costs(s, 0)).toEqual([1]);
  });

  it('4_fallschirmjger 4. FALLSCHIRMJÄGER: a unit in hand costing 2 or less now costs 0', () => {
    const s = scenario({ hands: [['4_fallschirmjger', 'bt7', 'monty', 'panzer_ivg'], []] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    // bt7 (a 2-cost tank) fits; the order and the 4-cost tank do not.
    expect(keys(s)).toEqual(['pick:0']);
    act(s, { t: 'pick', h: 0 });
    expect(costs(s, 0)[0]).toBe(0);
    expect(handIds(s, 0)).toEqual(['bt7', 'monty', 'panzer_ivg']);
  });

  it('women_at_work WOMEN AT WORK: a US unit in hand costs less by its operation cost', () => {
    const s = scenario({ hands: [['women_at_work', 'panzer_ivg', '30th_regiment'], []] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(keys(s)).toEqual(['pick:1']);
    act(s, { t: 'pick', h: 1 });
    const c = CARDS[cardIndex('30th_regiment')];
    expect(costs(s, 0)).toEqual([printed('panzer_ivg'), Math.max(0, c.cost - c.op)]);
  });

  it('175th_infantry_regiment 175th INFANTRY REGIMENT: the chosen card goes on top of your deck (the next draw)', () => {
    const s = scenario({ hands: [['175th_infantry_regiment', 'monty', 'fortification'], []], decks: [['bt7', 'bt7'], ['bt7']] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    act(s, { t: 'pick', h: 1 });
    expect(handIds(s, 0)).toEqual(['monty']);
    const d = s.sides[0].deck;
    expect(CARDS[d[d.length - 1]].id).toBe('fortification');
  });

  it('night_patrol NIGHT PATROL and thunderbolt THUNDERBOLT: draw 2, then a card of the hand (the drawn ones too) goes on top of the deck', () => {
    for (const [card, how] of [['night_patrol', 'give'], ['thunderbolt', 'deploy']] as const) {
      const s = scenario({ hands: [[card, 'monty'], []], decks: [['bt7', 'fortification', 'cup_of_tea'], []] });
      act(s, { t: how, h: 0, tgt: -1 });
      expect(handIds(s, 0)).toEqual(['monty', 'cup_of_tea', 'fortification']);
      expect(keys(s)).toEqual(['pick:0', 'pick:1', 'pick:2']);
      act(s, { t: 'pick', h: 2 });
      expect(handIds(s, 0)).toEqual(['monty', 'cup_of_tea']);
      expect(s.sides[0].deck.map((c) => CARDS[c].id)).toEqual(['bt7', 'fortification']);
    }
  });

  it('reorganize REORGANIZE and 10th_recon 10th RECON: the chosen card is shuffled into the deck, then a card is drawn', () => {
    for (const [card, how] of [['reorganize', 'give'], ['10th_recon', 'deploy']] as const) {
      const s = scenario({ hands: [[card, 'the_commonwealth'], ['monty']], decks: [['bt7', 'bt7', 'bt7'], ['bt7']] });
      act(s, { t: how, h: 0, tgt: -1 });
      act(s, { t: 'pick', h: 0 });
      expect(s.sides[0].hand).toHaveLength(1);
      // Four cards were in play between hand and deck; one came back, one was drawn.
      expect(s.sides[0].deck.length).toBe(3);
      expect([...s.sides[0].hand, ...s.sides[0].deck].map((c) => CARDS[c].id).sort()).toEqual(['bt7', 'bt7', 'bt7', 'the_commonwealth']);
    }
  });

  it('336th_guards_naval 336th GUARDS NAVAL: a copy of a unit in hand costing 3 or less joins your support line; the card stays in hand', () => {
    const s = scenario({ hands: [['336th_guards_naval', 'bt7', 'panzer_ivg'], []] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    expect(keys(s)).toEqual(['pick:0']);
    act(s, { t: 'pick', h: 0 });
    expect(s.lines[0].map((u) => CARDS[u.card].id)).toEqual(['336th_guards_naval', 'bt7']);
    expect(handIds(s, 0)).toEqual(['bt7', 'panzer_ivg']);
  });

  it('ilyushin_il2 ILYUSHIN IL-2 and special_assignment SPECIAL ASSIGNMENT: the chosen unit leaves the hand and is put into play (增加)', () => {
    const s = scenario({ hands: [['ilyushin_il2', 'bt7', 'panzer_ivg'], []] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    expect(keys(s)).toEqual(['pick:0']);
    act(s, { t: 'pick', h: 0 });
    expect(s.lines[0].map((u) => CARDS[u.card].id)).toEqual(['ilyushin_il2', 'bt7']);
    expect(handIds(s, 0)).toEqual(['panzer_ivg']);
    // Added, not deployed: it has no Blitz, so it cannot act this turn (§4.1.9.1).
    expect(s.lines[0][1].fresh).toBe(true);
    const t = scenario({ hands: [['special_assignment', 'monty', 'panzer_ivg'], []] });
    act(t, { t: 'give', h: 0, tgt: -1 });
    expect(keys(t)).toEqual(['pick:1']);
    act(t, { t: 'pick', h: 1 });
    expect(t.lines[0].map((u) => CARDS[u.card].id)).toEqual(['panzer_ivg']);
    expect(handIds(t, 0)).toEqual(['monty']);
  });

  it('K-R63h the chosen card is never shown to the opponent: its view, the events it gets and the action label hide it', () => {
    const s = scenario({ hands: [['175th_infantry_regiment', 'monty', 'fortification'], ['cup_of_tea']], decks: [['bt7'], ['bt7']] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    // While the HOLD is owed, the opponent's view lists the hand as hidden cards and no options.
    const v1 = JSON.stringify(kards.view(s, 1));
    expect(v1).not.toContain('fortification');
    expect(v1).not.toContain('monty');
    expect(kards.legalActions(s, 1)).toEqual([]);
    expect(kards.describeAction(s, 0, { t: 'pick', h: 1 }).en).toBe('choose FORTIFICATION in hand');
    const ev: GameEvent[] = [];
    kards.apply(s, 0, { t: 'pick', h: 1 }, ev);
    const toOpp = ev.filter((e) => e.to === 'all' || (Array.isArray(e.to) && e.to.includes(1)));
    expect(JSON.stringify(toOpp)).not.toContain('fortification');
    expect(ev.some((e) => e.type === 'held' && Array.isArray(e.to) && e.to.length === 1 && e.to[0] === 0)).toBe(true);
    expect(JSON.stringify(kards.view(s, 1))).not.toContain('fortification');
  });
});
