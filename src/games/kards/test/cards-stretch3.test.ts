// More cards of the other sets (issue 15's stretch, third part): 战斗关键字 combat keywords (K-R65k), … Each test
// plays the card and checks its effect; the test names the card.
import { describe, expect, it } from 'vitest';
import { cardIndex, CARDS } from '../cards.js';
import { costAt } from '../costs.js';
import { COMBAT_KW, KW } from '../effects/lang.js';
import { combatKws } from '../effects/select.js';
import type { KardsState, Unit } from '../state.js';
import { kwOf } from '../units.js';
import { act, at, keys, scenario } from './scenario.js';

const unitOf = (s: KardsState, card: string): Unit => {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.card === cardIndex(card)) return u;
  throw new Error(`no ${card} on the battlefield`);
};
const ids = (s: KardsState, l: number): string[] => s.lines[l].map((u) => CARDS[u.card].id);
const NONE = -1;

describe('K-R65k 战斗关键字 combat keywords: Guard, Smokescreen, Fury, Ambush, Blitz, Shock', () => {
  it('monastyr MONASTYR: destroys every unit with 1 or fewer combat keywords, either side; 2+ stay', () => {
    // T-70 (Guard: 1), BT-7 (none), 132nd OMSK (Blitz, Ambush: 2).
    const s = scenario({ hands: [['monastyr'], []], support: [['t70', '132nd_omsk'], ['bt7', '44th_silesia']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([ids(s, 0), ids(s, 1)]).toEqual([['132nd_omsk'], ['44th_silesia']]);
  });

  it('aid_to_the_front AID TO THE FRONT: +2+2 only to a unit with two or more combat keywords', () => {
    const s = scenario({ hands: [['aid_to_the_front'], []], support: [['t70', '132nd_omsk'], []] });
    const [t70, omsk] = s.lines[0];
    expect(keys(s)).not.toContain(`give:0:${t70.uid}`);
    act(s, { t: 'give', h: 0, tgt: omsk.uid });
    expect([omsk.atk, omsk.def]).toEqual([3, 4]);
  });

  it('exposed EXPOSED: 5 damage to a unit with no combat keywords; costs 1 less while you control a US unit', () => {
    const s = scenario({ hands: [['exposed'], []], support: [[], ['t70', 'panzer_ivg']] });
    const printed = CARDS[cardIndex('exposed')].cost;
    expect(costAt(s, 0, 0)).toBe(printed);
    const [t70, pz] = s.lines[1];
    expect(keys(s)).not.toContain(`give:0:${t70.uid}`);
    act(s, { t: 'give', h: 0, tgt: pz.uid });
    expect(pz.def).toBe(1);
    const t = scenario({ hands: [['exposed'], []], support: [['30th_regiment'], []] });
    expect(costAt(t, 0, 0)).toBe(Math.max(0, printed - 1));
  });

  it('132nd_omsk 132nd OMSK: deployed, +1+1 for each of your units with two or more combat keywords (itself included)', () => {
    const s = scenario({ hands: [['132nd_omsk'], []], support: [['44th_silesia', 't70'], ['132nd_omsk']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const u = s.lines[0][2];
    // 44th SILESIA and itself: +2+2 on a 1/2.
    expect([u.atk, u.def]).toEqual([3, 4]);
  });

  it('44th_silesia 44th SILESIA: deployed, draws a card for each friendly unit with two or more combat keywords', () => {
    const s = scenario({ hands: [['44th_silesia'], []], support: [['132nd_omsk', 't70'], ['132nd_omsk']], decks: [['bt7', 'bt7', 'bt7'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.sides[0].hand.length).toBe(2);
  });

  it('forged_in_fire FORGED IN FIRE: a combat keyword the unit lacks; a card drawn once it has two or more', () => {
    const s = scenario({ hands: [['forged_in_fire', 'forged_in_fire'], []], support: [['bt7'], []], decks: [['t70', 't70'], []], seed: 3 });
    const bt = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: bt.uid });
    expect(combatKws(s, bt)).toBe(1);
    expect(s.sides[0].hand.length).toBe(1);
    const before = kwOf(s, bt) & COMBAT_KW;
    act(s, { t: 'give', h: 0, tgt: bt.uid });
    expect(combatKws(s, bt)).toBe(2);
    expect(kwOf(s, bt) & before).toBe(before);
    expect(s.sides[0].hand.length).toBe(1);
  });

  it('77th_guards 77th GUARDS: each unit you deploy or add gets a random combat keyword', () => {
    const s = scenario({ hands: [['bt7'], []], support: [['77th_guards'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(combatKws(s, unitOf(s, 'bt7'))).toBe(1);
  });

  it('coastal_battalion_7 COASTAL BATTALION 7 (Finland): units you deploy get +1+1 for each combat keyword they have', () => {
    const s = scenario({ hands: [['t34_1942', '132nd_omsk'], []], support: [['coastal_battalion_7'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const t34 = unitOf(s, 't34_1942');
    expect([t34.atk, t34.def]).toEqual([6, 6]);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const omsk = s.lines[0][2];
    // Blitz and Ambush: +2+2, then its own deployment: +1+1 for each unit with two or more (itself, the battalion's Blitz and Ambush).
    expect((kwOf(s, omsk) & (KW.blitz | KW.ambush))).toBe(KW.blitz | KW.ambush);
    expect([omsk.atk, omsk.def]).toEqual([1 + 2 + 2, 2 + 2 + 2]);
  });
});
