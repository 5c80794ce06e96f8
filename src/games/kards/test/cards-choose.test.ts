// "Choose one - A or B" (cards of other sets than Base): the order is given without a target, then the choice
// is a CHOOSE decision on the resolution queue and, for an option with a target, the target a TARGET decision
// after it — one decision per step, never a compound action. Each test plays the card through both options.
import { describe, expect, it } from 'vitest';
import { owed } from '../../../engine/queue.js';
import { cardIndex, CARDS } from '../cards.js';
import { kards } from '../index.js';
import { hqRef } from '../effects/select.js';
import type { KardsState, Unit } from '../state.js';
import { isPinned } from '../units.js';
import { act, keys, scenario } from './scenario.js';

const unitOf = (s: KardsState, card: string): Unit => {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.card === cardIndex(card)) return u;
  throw new Error(`no ${card} on the battlefield`);
};
const gone = (s: KardsState, u: Unit): boolean => !s.lines.some((l) => l.includes(u));

describe('choose one: a CHOOSE, then a TARGET decision on the queue', () => {
  it('shore_bombardment SHORE BOMBARDMENT: 3 damage to a unit, or +2+3 to a unit; the target is asked after the choice (K-R44o)', () => {
    const s = scenario({ hands: [['shore_bombardment'], []], support: [['30th_regiment'], ['panzer_ivg']] });
    // Given without a target: the choice comes first.
    expect(keys(s)).toContain('give:0:-1');
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(owed(s.q)).toBe(0);
    expect(keys(s)).toEqual(['choose:0', 'choose:1']);
    act(s, { t: 'choose', i: 0 });
    const foe = unitOf(s, 'panzer_ivg');
    expect(keys(s)).toContain(`target:${foe.uid}`);
    act(s, { t: 'target', r: foe.uid });
    expect(foe.def).toBe(3);
    expect(s.q.length).toBe(0);
    const t = scenario({ hands: [['shore_bombardment'], []], support: [['30th_regiment'], []] });
    act(t, { t: 'give', h: 0, tgt: -1 });
    act(t, { t: 'choose', i: 1 });
    const inf = unitOf(t, '30th_regiment');
    act(t, { t: 'target', r: inf.uid });
    expect([inf.atk, inf.def]).toEqual([6, 7]);
  });

  it('K-R44o a CHOOSE is labelled with the option as printed, so a player (the action panel) knows what each choice does', () => {
    const s = scenario({ hands: [['shore_bombardment'], []], support: [['30th_regiment'], ['panzer_ivg']] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    const labels = kards.legalActions(s, 0).map((a) => kards.describeAction(s, 0, a).en);
    expect(labels).toHaveLength(2);
    expect(labels[0]).toMatch(/^choose: deal 3 damage/i);
    expect(labels[1]).toMatch(/^choose: .*\+2/);
    expect(kards.describeAction(s, 0, { t: 'choose', i: 1 }).zh).toMatch(/^选择：/);
  });

  it('air_power AIR POWER: destroy target tank, or 2 damage to an enemy (the HQ too); an option without a legal target is not offered', () => {
    const s = scenario({ hands: [['air_power'], []], support: [[], ['panzer_ivg']] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    act(s, { t: 'choose', i: 0 });
    const tank = unitOf(s, 'panzer_ivg');
    act(s, { t: 'target', r: tank.uid });
    expect(gone(s, tank)).toBe(true);
    const t = scenario({ hands: [['air_power'], []], support: [[], ['1_infantry_regiment']] });
    t.sides[1].hq = 20;
    act(t, { t: 'give', h: 0, tgt: -1 });
    // No tank anywhere: only the second option.
    expect(keys(t)).toEqual(['choose:1']);
    act(t, { t: 'choose', i: 1 });
    act(t, { t: 'target', r: hqRef(1) });
    expect(t.sides[1].hq).toBe(18);
  });

  it('strafing STRAFING: destroy target artillery unit, or pin all units in the frontline (no target asked)', () => {
    const s = scenario({ hands: [['strafing'], []], support: [[], ['25_pounder']], front: ['bt7', 't70'], frontOwner: 1 });
    act(s, { t: 'give', h: 0, tgt: -1 });
    act(s, { t: 'choose', i: 1 });
    expect(s.q.length).toBe(0);
    s.turn++;
    expect(s.lines[2].every((u) => isPinned(s, u))).toBe(true);
    const t = scenario({ hands: [['strafing'], []], support: [[], ['25_pounder']] });
    act(t, { t: 'give', h: 0, tgt: -1 });
    act(t, { t: 'choose', i: 0 });
    const art = unitOf(t, '25_pounder');
    act(t, { t: 'target', r: art.uid });
    expect(gone(t, art)).toBe(true);
  });

  it('supply_priorities SUPPLY PRIORITIES: 1 damage to all units, or fully repair all units', () => {
    const s = scenario({ hands: [['supply_priorities'], []], support: [['t34_1942'], ['panzer_ivg']] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    act(s, { t: 'choose', i: 0 });
    expect([unitOf(s, 't34_1942').def, unitOf(s, 'panzer_ivg').def]).toEqual([4, 5]);
    const t = scenario({ hands: [['supply_priorities'], []], support: [['t34_1942'], ['panzer_ivg']] });
    for (const u of [unitOf(t, 't34_1942'), unitOf(t, 'panzer_ivg')]) { u.def -= 2; u.hurt = true; }
    act(t, { t: 'give', h: 0, tgt: -1 });
    act(t, { t: 'choose', i: 1 });
    expect([unitOf(t, 't34_1942').def, unitOf(t, 'panzer_ivg').def]).toEqual([5, 6]);
  });

  it('call_to_the_colonies CALL TO THE COLONIES: your HQ +8 defense, or draw 2 cards', () => {
    const s = scenario({ hands: [['call_to_the_colonies'], []] });
    s.sides[0].hq = 10;
    act(s, { t: 'give', h: 0, tgt: -1 });
    act(s, { t: 'choose', i: 0 });
    expect(s.sides[0].hq).toBe(18);
    const t = scenario({ hands: [['call_to_the_colonies'], []], decks: [['bt7', 'bt7', 'bt7'], []] });
    act(t, { t: 'give', h: 0, tgt: -1 });
    act(t, { t: 'choose', i: 1 });
    expect(t.sides[0].hand.map((c) => CARDS[c].id)).toEqual(['bt7', 'bt7']);
    expect(kards.result(t)).toBeNull();
  });

  it('propaganda PROPAGANDA: pick a countermeasure of your hand to discard, 3 damage to the enemy HQ; none in hand, it cannot be given', () => {
    const s = scenario({ hands: [['propaganda', 'bt7', 'rescue_mission'], []] });
    s.sides[1].hq = 20;
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(keys(s)).toEqual(['pick:1']);
    act(s, { t: 'pick', h: 1 });
    expect(s.sides[1].hq).toBe(17);
    expect(s.sides[0].hand.map((c) => CARDS[c].id)).toEqual(['bt7']);
    const t = scenario({ hands: [['propaganda', 'bt7'], []] });
    expect(keys(t).some((k) => k.startsWith('give:0'))).toBe(false);
  });

  it('lesser_of_two_evils LESSER OF TWO EVILS: draw two, then pick any card of the hand to discard (not a cost: given with an empty hand, K-R32p)', () => {
    const s = scenario({ hands: [['lesser_of_two_evils'], []], decks: [['t70', 'bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(keys(s)).toEqual(['pick:0', 'pick:1']);
    act(s, { t: 'pick', h: 0 });
    expect(s.sides[0].hand.map((c) => CARDS[c].id)).toEqual(['t70']);
  });

  it('matsue_regiment MATSUE REGIMENT: deployed, it picks a card of the hand to discard and gains attack equal to its cost', () => {
    const s = scenario({ hands: [['matsue_regiment', 'panzer_ivg', 'bt7'], []] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    expect(keys(s)).toEqual(['pick:0', 'pick:1']);
    act(s, { t: 'pick', h: 0 });
    const m = unitOf(s, 'matsue_regiment');
    expect(m.atk).toBe(CARDS[cardIndex('matsue_regiment')].atk + 5);
    // With an empty hand the deployment discards nothing.
    const t = scenario({ hands: [['matsue_regiment'], []] });
    act(t, { t: 'deploy', h: 0, tgt: -1 });
    expect(t.q.length).toBe(0);
  });

  it('matsue_regiment with B-26 MARAUDER (deployment effects twice): the second discard is asked only if a card is left (K-R63h)', () => {
    // One card in hand: the first pick discards it, so the second has nothing to ask (it used to stall the game).
    const s = scenario({ hands: [['matsue_regiment', 'bt7'], []], support: [['b26_marauder'], []] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    expect(keys(s)).toEqual(['pick:0']);
    act(s, { t: 'pick', h: 0 });
    expect(s.q.length).toBe(0);
    expect(kards.toMove(s)).toEqual([0]);
    expect(keys(s).length).toBeGreaterThan(0);
    // Two cards: both deployment effects ask, one after the other.
    const t = scenario({ hands: [['matsue_regiment', 'bt7', 'panzer_ivg'], []], support: [['b26_marauder'], []] });
    act(t, { t: 'deploy', h: 0, tgt: -1 });
    act(t, { t: 'pick', h: 0 });
    expect(keys(t)).toEqual(['pick:0']);
    act(t, { t: 'pick', h: 0 });
    expect(t.sides[0].hand).toEqual([]);
    expect(t.q.length).toBe(0);
  });
});
