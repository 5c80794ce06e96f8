// More cards of the other sets (issue 15's stretch, third part): 战斗关键字 combat keywords (K-R65k), … Each test
// plays the card and checks its effect; the test names the card.
import { describe, expect, it } from 'vitest';
import { cardIndex, CARDS } from '../cards.js';
import { costAt } from '../costs.js';
import { COMBAT_KW, KW } from '../effects/lang.js';
import { combatKws } from '../effects/select.js';
import { pinUnit } from '../effects/verbs.js';
import type { KardsState, Unit } from '../state.js';
import { armorOf, attackOf, kwOf, opOf } from '../units.js';
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

describe('K-R65g rules for everyone while the unit stands', () => {
  it('kagoshima_regiment KAGOSHIMA REGIMENT: no HQ gains defense while it stands (FORTIFICATION gives nothing)', () => {
    const s = scenario({ hands: [['fortification', 'fortification'], []], support: [[], ['kagoshima_regiment']] });
    const hq = s.sides[0].hq;
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].hq).toBe(hq);
    unitOf(s, 'kagoshima_regiment').dead = true;
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].hq).toBe(hq + 7);
  });

  it('tottori_regiment TOTTORI REGIMENT: no unit is repaired while it stands (TAMANSKAYA repairs nothing)', () => {
    const s = scenario({ hands: [['tamanskaya'], []], support: [['t70'], ['tottori_regiment']] });
    const t = at(s, 0, 0);
    t.def = 1;
    t.hurt = true;
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([t.def, t.hurt]).toEqual([1, true]);
    const u = scenario({ hands: [['tamanskaya'], []], support: [['t70'], []] });
    at(u, 0, 0).def = 1;
    at(u, 0, 0).hurt = true;
    act(u, { t: 'give', h: 0, tgt: NONE });
    expect(at(u, 0, 0).def).toBe(2);
  });

  it('no_3_commando No. 3 COMMANDO: units with 4 or more attack cannot attack, on either side; 3 or less may', () => {
    const s = scenario({ front: ['panzer_ivg', 't70'], frontOwner: 0, support: [[], ['no_3_commando']] });
    const [pz, t70] = s.lines[2];
    expect(keys(s).some((k) => k.startsWith(`attack:${pz.uid}:`))).toBe(false);
    expect(keys(s).some((k) => k.startsWith(`attack:${t70.uid}:`))).toBe(true);
    unitOf(s, 'no_3_commando').dead = true;
    expect(keys(s).some((k) => k.startsWith(`attack:${pz.uid}:`))).toBe(true);
  });
});

describe('K-R65o selectors and "instead" amounts of the other sets', () => {
  it('command_failure COMMAND FAILURE: destroys only a unit with less attack than defense', () => {
    const s = scenario({ hands: [['command_failure'], []], support: [[], ['89th_infantry_regiment', 'himeji_regiment']] });
    const [inf, himeji] = s.lines[1];
    expect(keys(s)).not.toContain(`give:0:${himeji.uid}`);
    act(s, { t: 'give', h: 0, tgt: inf.uid });
    expect(ids(s, 1)).toEqual(['himeji_regiment']);
  });

  it('commit_the_reserves COMMIT THE RESERVES: a unit with attack up to your kredit slots; then a slot is lost', () => {
    const s = scenario({ hands: [['commit_the_reserves'], []], support: [[], ['panzer_ivg', 'bt7']], kredits: 4 });
    const [pz, bt] = s.lines[1];
    expect(keys(s)).not.toContain(`give:0:${pz.uid}`);
    act(s, { t: 'give', h: 0, tgt: bt.uid });
    expect([ids(s, 1), s.sides[0].slots]).toEqual([['panzer_ivg'], 3]);
  });

  it('bomber_run BOMBER RUN: 2 damage, 5 if you control a bomber with 5+ attack', () => {
    const s = scenario({ hands: [['bomber_run'], []], support: [['swordfish_mk_i'], ['kv1_1939']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(at(s, 1, 0).def).toBe(5);
    const t = scenario({ hands: [['bomber_run'], []], support: [['stirling_mk_i_s3'], ['kv1_1939']] });
    act(t, { t: 'give', h: 0, tgt: at(t, 1, 0).uid });
    expect(at(t, 1, 0).def).toBe(2);
  });

  it('wave_after_wave WAVE AFTER WAVE: 2 damage to all enemy units, 4 if it is your second order this turn', () => {
    const s = scenario({ hands: [['wave_after_wave'], []], support: [[], ['kv1_1939']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(at(s, 1, 0).def).toBe(5);
    const t = scenario({ hands: [['fortification', 'wave_after_wave'], []], support: [[], ['kv1_1939']] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    act(t, { t: 'give', h: 0, tgt: NONE });
    expect(at(t, 1, 0).def).toBe(3);
  });

  it('wakamatsu_regiment WAKAMATSU REGIMENT: destroyed, it destroys every other friendly WAKAMATSU REGIMENT (not the enemy\'s)', () => {
    const s = scenario({ support: [['wakamatsu_regiment', 'wakamatsu_regiment', 't70'], ['wakamatsu_regiment']], hands: [['tactical_strike'], []] });
    at(s, 0, 0).dead = true;
    act(s, { t: 'end' });
    expect([ids(s, 0), ids(s, 1)]).toEqual([['t70'], ['wakamatsu_regiment']]);
  });
});

describe('K-R65e "End your turn" / "End the turn"', () => {
  it('calm_before_the_storm CALM BEFORE THE STORM: +3+1 to your units, then your turn ends (the enemy\'s begins)', () => {
    const s = scenario({ hands: [['calm_before_the_storm'], []], support: [['t70'], []], decks: [['bt7'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([at(s, 0, 0).atk, at(s, 0, 0).def]).toEqual([6, 3]);
    expect([s.active, s.turn]).toEqual([1, 4]);
    expect(s.sides[1].hand.length).toBe(1);
  });

  it('banzai BANZAI: destroys every unit with 4 attack or less, then ends your turn', () => {
    const s = scenario({ hands: [['banzai'], []], support: [['t70', 'panzer_ivg'], ['bt7', 'kv1_1939']], decks: [['bt7'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([ids(s, 0), ids(s, 1), s.active]).toEqual([['panzer_ivg'], ['kv1_1939'], 1]);
  });

  it('kurume_regiment KURUME REGIMENT: destroyed in the enemy turn, it ends that turn', () => {
    const s = scenario({ front: ['panzer_ivg', 't70'], frontOwner: 0, support: [[], ['kurume_regiment']], decks: [['bt7'], ['bt7']] });
    const pz = at(s, 2, 0), t70 = at(s, 2, 1);
    act(s, { t: 'attack', u: pz.uid, tgt: at(s, 1, 0).uid });
    expect(ids(s, 1)).toEqual([]);
    // Seat 0's turn is over: the T-70 never got to act.
    expect([s.active, t70.attacks]).toEqual([1, 0]);
  });
});

describe('K-R65t given texts: "Your units get: \'…\'", "Give target unit: \'…\'"', () => {
  it('greater_purpose GREATER PURPOSE: your units now standing get "Destruction: Draw a card"; units deployed later do not', () => {
    const s = scenario({ hands: [['greater_purpose', 'bt7'], []], support: [['t70', 't70'], []], decks: [['bt7', 'bt7', 'bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.lines[0].map((u) => u.gv?.length ?? 0)).toEqual([1, 1, 0]);
    for (const u of s.lines[0]) u.dead = true;
    act(s, { t: 'end' });
    // Two draws for the two T-70 (the BT-7 draws nothing), before the turn ends.
    expect(s.sides[0].hand.length).toBe(2);
  });

  it('defeat_in_detail DEFEAT IN DETAIL: a unit that damages the enemy HQ gets +1+1', () => {
    const s = scenario({ hands: [['defeat_in_detail'], []], front: ['t70'], frontOwner: 0 });
    act(s, { t: 'give', h: 0, tgt: NONE });
    const t = at(s, 2, 0);
    act(s, { t: 'attack', u: t.uid, tgt: -3 });
    expect([t.atk, t.def]).toEqual([4, 3]);
  });

  it('bocage_warfare BOCAGE WARFARE: a unit of your support line gets +2+2 when it moves into the frontline', () => {
    const s = scenario({ hands: [['bocage_warfare'], []], support: [['t70'], []] });
    const t = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: t.uid });
    act(s, { t: 'move', u: t.uid });
    expect([t.atk, t.def]).toEqual([5, 4]);
  });

  it('firewall FIREWALL: the unit cannot attack the enemy HQ (units still)', () => {
    const s = scenario({ hands: [['firewall'], []], front: ['t70'], frontOwner: 0, support: [[], ['bt7']] });
    const t = at(s, 2, 0);
    expect(keys(s)).toContain(`attack:${t.uid}:-3`);
    act(s, { t: 'give', h: 0, tgt: t.uid });
    expect(keys(s)).not.toContain(`attack:${t.uid}:-3`);
    expect(keys(s)).toContain(`attack:${t.uid}:${at(s, 1, 0).uid}`);
  });

  it('no_retreat NO RETREAT: the unit cannot be suppressed (DURESS does nothing to it)', () => {
    const s = scenario({ hands: [['no_retreat'], ['duress']], support: [['panzer_ivg'], []], decks: [['bt7'], ['bt7']] });
    const pz = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: pz.uid });
    act(s, { t: 'end' });
    act(s, { t: 'give', h: 0, tgt: pz.uid }, 1);
    expect(pz.sup).toBeUndefined();
  });

  it('long_range_desert_group LONG RANGE DESERT GROUP: a unit it gave the text to destroys the units it deals combat damage to', () => {
    const s = scenario({ hands: [['long_range_desert_group'], []], front: ['t70'], frontOwner: 0, support: [[], ['kv1_1939']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect(ids(s, 1)).toEqual([]);
  });

  it('supply_shortage SUPPLY SHORTAGE: each enemy unit takes 1 damage at the start of its owner\'s turn', () => {
    const s = scenario({ hands: [['supply_shortage'], []], support: [['t70'], ['kv1_1939', 'bt7']], decks: [['bt7'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(at(s, 1, 0).def).toBe(7);
    act(s, { t: 'end' });
    expect([at(s, 1, 0).def, at(s, 1, 1).def, at(s, 0, 0).def]).toEqual([6, 1, 2]);
  });

  it('K-R65t a suppressed unit loses the texts it was given (DURESS after GREATER PURPOSE)', () => {
    const s = scenario({ hands: [['greater_purpose'], ['duress']], support: [['panzer_ivg'], []], decks: [['bt7'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'end' });
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid }, 1);
    expect(at(s, 0, 0).gv).toBeUndefined();
  });
});

describe('K-R65l listeners with a floor or a name family', () => {
  it('les_terribles LES TERRIBLES: draws when you deploy another unit with operation cost 3 or more', () => {
    const s = scenario({ hands: [['bt7', 'tiger_ih'], []], support: [['les_terribles'], []], decks: [['t70', 't70'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.sides[0].hand.length).toBe(1);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.sides[0].hand.length).toBe(1);
  });

  it('feldherrnhalle_rifles FELDHERRNHALLE RIFLES: 2 kredits when you deploy another unit with 4+ attack, once per turn', () => {
    const s = scenario({ hands: [['panzer_ivg', 'panzer_ivg', 'bt7'], []], support: [['feldherrnhalle_rifles'], []], kredits: 20 });
    const pz = CARDS[cardIndex('panzer_ivg')].cost, bt = CARDS[cardIndex('bt7')].cost;
    act(s, { t: 'deploy', h: 2, tgt: NONE });
    expect(s.sides[0].kredits).toBe(20 - bt);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.sides[0].kredits).toBe(20 - bt - pz + 2);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.sides[0].kredits).toBe(20 - bt - 2 * pz + 2);
  });

  it('13th_engineers_battalion 13th ENGINEERS BATTALION: a kredit slot when you deploy a unit with 3 or more operation cost', () => {
    const s = scenario({ hands: [['tiger_ih', 'bt7'], []], support: [['13th_engineers_battalion'], []] });
    act(s, { t: 'deploy', h: 1, tgt: NONE });
    expect(s.sides[0].slots).toBe(12);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.sides[0].slots).toBe(13);
  });

  it('avro_anson AVRO ANSON: draws after you attack with a Spitfire, not with another unit', () => {
    const s = scenario({ front: ['spitfire_mk_ia', 't70'], frontOwner: 0, support: [['avro_anson'], []], decks: [['bt7', 'bt7'], []] });
    act(s, { t: 'attack', u: at(s, 2, 1).uid, tgt: -3 });
    expect(s.sides[0].hand.length).toBe(0);
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: -3 });
    expect(s.sides[0].hand.length).toBe(1);
  });

  it('cameronians CAMERONIANS: draws 2 when you give your second order in a turn (not the first, not the third)', () => {
    const s = scenario({ hands: [['fortification', 'fortification', 'fortification'], []], support: [['cameronians'], []], decks: [['bt7', 'bt7', 'bt7', 'bt7'], []], kredits: 20 });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].hand.length).toBe(2);
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].hand.length).toBe(3);
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].hand.length).toBe(2);
  });
});

describe('K-R65o more phrasings of the other sets', () => {
  it('asw_patrol ASW PATROL: 3 kredit slots; with the US as ally, a random enemy unit is destroyed too', () => {
    const s = scenario({ hands: [['asw_patrol'], []], support: [[], ['bt7']], kredits: 8 });
    s.sides[0].ally = 'Soviet';
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.sides[0].slots, ids(s, 1)]).toEqual([11, ['bt7']]);
    const t = scenario({ hands: [['asw_patrol'], []], support: [[], ['bt7']], kredits: 8 });
    t.sides[0].ally = 'USA';
    act(t, { t: 'give', h: 0, tgt: NONE });
    expect([t.sides[0].slots, ids(t, 1)]).toEqual([11, []]);
  });

  it('special_delivery SPECIAL DELIVERY: every card costing 2 or less leaves the hand, then 2 are drawn', () => {
    const s = scenario({ hands: [['special_delivery', 'bt7', 'light_infantry', 'panzer_ivg'], []], decks: [['t70', 't70'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].hand.map((c) => CARDS[c].id).sort()).toEqual(['panzer_ivg', 't70', 't70']);
    expect(s.sides[0].removed.filter((c) => c < 0).length).toBe(2);
  });

  it('bolster_the_ranks BOLSTER THE RANKS: +X+X where X is its operation cost, then that cost is 0', () => {
    const s = scenario({ hands: [['bolster_the_ranks'], []], support: [['tiger_ih'], []] });
    const t = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: t.uid });
    expect([t.atk, t.def, t.op]).toEqual([11, 11, 0]);
  });

  it('outmaneuver OUTMANEUVER: a Japanese unit operates for free this turn; with Smokescreen it also gets +2+2', () => {
    const s = scenario({ hands: [['outmaneuver', 'outmaneuver'], []], support: [['sendai_regiment', 'himeji_regiment'], []] });
    const [sen, him] = s.lines[0];
    act(s, { t: 'give', h: 0, tgt: him.uid });
    expect([him.atk, him.def, him.tmpOp < 0]).toEqual([3, 1, true]);
    act(s, { t: 'give', h: 0, tgt: sen.uid });
    expect([sen.atk, sen.def]).toEqual([4, 5]);
  });

  it('sneak_maneuver SNEAK MANEUVER: +2 attack to an infantry or tank with 0 operation cost only', () => {
    const s = scenario({ hands: [['sneak_maneuver'], []], support: [['bt7', 't70'], []] });
    const [bt, t70] = s.lines[0];
    expect(keys(s)).not.toContain(`give:0:${t70.uid}`);
    act(s, { t: 'give', h: 0, tgt: bt.uid });
    expect(bt.atk).toBe(4);
  });

  it('urban_fighting URBAN FIGHTING: the unit operates for 4; its damaged neighbours are destroyed, the undamaged stay', () => {
    const s = scenario({ hands: [['urban_fighting'], []], support: [[], ['kv1_1939', 'bt7', 't70']] });
    const [kv, bt, t70] = s.lines[1];
    kv.def = 3; kv.hurt = true;
    act(s, { t: 'give', h: 0, tgt: bt.uid });
    expect([bt.op, ids(s, 1)]).toEqual([4, ['bt7', 't70']]);
    expect(t70.dead).toBe(false);
  });
});

describe('K-R65m "Deployment: Target a unit" and what later speaks of it', () => {
  it('tsu_regiment TSU REGIMENT: the unit it targeted is destroyed when TSU is', () => {
    const s = scenario({ hands: [['tsu_regiment'], []], support: [[], ['kv1_1939', 'bt7']] });
    const kv = at(s, 1, 0);
    act(s, { t: 'deploy', h: 0, tgt: kv.uid });
    unitOf(s, 'tsu_regiment').dead = true;
    act(s, { t: 'end' });
    expect(ids(s, 1)).toEqual(['bt7']);
  });

  it('m20_scout_car M20 SCOUT CAR: the unit it targeted gets +1+1 when it is destroyed', () => {
    const s = scenario({ hands: [['m20_scout_car'], []], support: [['t70'], []] });
    const t = at(s, 0, 0);
    act(s, { t: 'deploy', h: 0, tgt: t.uid });
    unitOf(s, 'm20_scout_car').dead = true;
    act(s, { t: 'end' });
    expect([t.atk, t.def]).toEqual([4, 3]);
  });

  it('738_jger_regiment 738. JÄGER REGIMENT: a card when the unit it targeted is destroyed (not another)', () => {
    const s = scenario({ hands: [['738_jger_regiment'], []], support: [[], ['bt7', 't70']], decks: [['t70', 't70'], []] });
    const [bt, t70] = s.lines[1];
    act(s, { t: 'deploy', h: 0, tgt: bt.uid });
    t70.dead = true;
    act(s, { t: 'end' });
    const before = s.sides[0].hand.length;
    bt.dead = true;
    act(s, { t: 'end' }, 1);
    // Its own turn's draw plus the card for the BT-7.
    expect(s.sides[0].hand.length).toBe(before + 2);
  });
});

describe('K-R65d conditional doubling, K-R65x more statics and repeats of the other sets', () => {
  it('blenheim_mk_i BLENHEIM Mk I: double damage while the frontline is empty', () => {
    const s = scenario({ support: [['blenheim_mk_i'], ['kv1_1939']] });
    act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: at(s, 1, 0).uid });
    // 3 attack doubled, less the KV-1's 1 heavy armor: 5 of 7.
    expect(at(s, 1, 0).def).toBe(2);
    const t = scenario({ support: [['blenheim_mk_i'], ['kv1_1939']], front: ['bt7'], frontOwner: 0 });
    act(t, { t: 'attack', u: at(t, 0, 0).uid, tgt: at(t, 1, 0).uid });
    expect(at(t, 1, 0).def).toBe(5);
  });

  it('25_marines 25th MARINES: double damage against units in the frontline', () => {
    const s = scenario({ front: ['25_marines'], frontOwner: 0, support: [[], ['kv1_1939']] });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect(at(s, 1, 0).def).toBe(5);
    expect(CARDS[cardIndex('25_marines')].script.ok).toBe(true);
  });

  it('22nd_marines_vet 22nd MARINES (Veteran): double damage while a Navy card tops your deck', () => {
    const s = scenario({ front: ['22nd_marines_vet'], frontOwner: 0, support: [[], ['kv1_1939']], decks: [['dilemma'], []] });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect(at(s, 1, 0).def).toBe(2);
    const t = scenario({ front: ['22nd_marines_vet'], frontOwner: 0, support: [[], ['kv1_1939']], decks: [['bt7'], []] });
    act(t, { t: 'attack', u: at(t, 2, 0).uid, tgt: at(t, 1, 0).uid });
    expect(at(t, 1, 0).def).toBe(5);
  });

  it('stug_iiig StuG III G: its combat damage ignores heavy armor', () => {
    const s = scenario({ front: ['stug_iiig'], frontOwner: 0, support: [[], ['kv1_1939']] });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect(at(s, 1, 0).def).toBe(4);
  });

  it('t3485_1945 T-34-85 1945: cannot be suppressed (DURESS) and keeps Shock', () => {
    const s = scenario({ hands: [[], ['duress']], support: [['t3485_1945'], []], active: 1 });
    const t = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: t.uid }, 1);
    expect([t.sup, (kwOf(s, t) & KW.shock) !== 0]).toEqual([undefined, true]);
    const sc = CARDS[t.card].script;
    expect(sc.ok && sc.statics.keepsShock).toBe(true);
  });

  it('focused_attack FOCUSED ATTACK: your infantry and tanks get +1+1 for each unit type you control', () => {
    const s = scenario({ hands: [['focused_attack'], []], support: [['bt7', '30th_regiment', 'la5'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    const [bt, inf, la] = s.lines[0];
    expect([bt.atk, inf.atk, la.atk]).toEqual([2 + 3, 4 + 3, 4]);
  });

  it('beaufighter_vi_f BEAUFIGHTER VI F: British air units you deploy get +2+2, others not', () => {
    const s = scenario({ hands: [['spitfire_mk_ia', 'la5'], []], support: [['beaufighter_vi_f'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([at(s, 0, 1).atk, at(s, 0, 2).atk]).toEqual([7, 4]);
  });

  it('red_bull RED BULL: its attack doubles at the start of your turn', () => {
    const s = scenario({ support: [['red_bull'], []], decks: [['bt7', 'bt7'], ['bt7', 'bt7']] });
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    expect(attackOf(s, at(s, 0, 0))).toBe(2);
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    expect(attackOf(s, at(s, 0, 0))).toBe(4);
  });

  it('t70_b T-70 (token): destroyed at the end of its second turn on the battlefield', () => {
    const s = scenario({ hands: [['t70_b'], []], decks: [['bt7', 'bt7'], ['bt7', 'bt7']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'end' });
    expect(ids(s, 0)).toEqual(['t70_b']);
    act(s, { t: 'end' }, 1);
    act(s, { t: 'end' });
    expect(ids(s, 0)).toEqual([]);
  });

  it('uss_archerfish USS ARCHERFISH: a random enemy unit destroyed, twice with a Navy card on top of your deck', () => {
    const s = scenario({ hands: [['uss_archerfish'], []], support: [[], ['bt7', 't70', 'la5']], decks: [['bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.lines[1].length).toBe(2);
    const t = scenario({ hands: [['uss_archerfish'], []], support: [[], ['bt7', 't70', 'la5']], decks: [['dilemma'], []] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    expect(t.lines[1].length).toBe(1);
  });

  it('uss_fitch USS FITCH: your units get +1+1, or +2+2 with a Navy card on top of your deck', () => {
    const s = scenario({ hands: [['uss_fitch'], []], support: [['bt7'], []], decks: [['bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(at(s, 0, 0).atk).toBe(3);
    const t = scenario({ hands: [['uss_fitch'], []], support: [['bt7'], []], decks: [['dilemma'], []] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    expect(at(t, 0, 0).atk).toBe(4);
  });

  it('sunderland_mk_v SUNDERLAND Mk V: at the end of your turn, a random Navy card of your deck is drawn', () => {
    const s = scenario({ support: [['sunderland_mk_v'], []], decks: [['dilemma', 'bt7', 'bt7'], ['bt7']] });
    act(s, { t: 'end' });
    expect(s.sides[0].hand.map((c) => CARDS[c].id)).toEqual(['dilemma']);
  });
});

describe('K-R65f name families: Sherman, Spitfire, T-34; K-R65a Ki-51 SONIA and AUDACITY', () => {
  it('62nd_armored_infantry 62nd ARMORED INFANTRY: your Shermans get +2+2; with none, an M4 SHERMAN to hand', () => {
    const s = scenario({ hands: [['62nd_armored_infantry'], []], support: [['m4_sherman', 'm4_sherman_pl', 'bt7'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.lines[0].slice(0, 3).map((u) => u.atk)).toEqual([6, CARDS[cardIndex('m4_sherman_pl')].atk + 2, 2]);
    expect(s.sides[0].hand).toEqual([]);
    const t = scenario({ hands: [['62nd_armored_infantry'], []], support: [['bt7'], []] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect(t.sides[0].hand.map((c) => CARDS[c].id)).toEqual(['m4_sherman']);
  });

  it('l4_grasshopper L-4 GRASSHOPPER: your Shermans cost 1 less to deploy and have Blitz', () => {
    const s = scenario({ hands: [['m4_sherman', 'bt7'], []], support: [['l4_grasshopper'], []] });
    expect([costAt(s, 0, 0), costAt(s, 0, 1)]).toEqual([CARDS[cardIndex('m4_sherman')].cost - 1, CARDS[cardIndex('bt7')].cost]);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const sh = unitOf(s, 'm4_sherman');
    expect((kwOf(s, sh) & KW.blitz) !== 0).toBe(true);
    expect(keys(s)).toContain(`move:${sh.uid}`);
  });

  it('raf_ground_crew RAF GROUND CREW: your Spitfires cost 2 less and get +1+1 when deployed', () => {
    const s = scenario({ hands: [['spitfire_mk_ia', 'la5'], []], support: [['raf_ground_crew'], []] });
    expect(costAt(s, 0, 0)).toBe(CARDS[cardIndex('spitfire_mk_ia')].cost - 2);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([at(s, 0, 1).atk, at(s, 0, 2).atk]).toEqual([6, 4]);
  });

  it('ki51_sonia Ki-51 SONIA: attacking a pinned unit destroys it (no fight); an unpinned one it fights', () => {
    const s = scenario({ support: [['ki51_sonia'], ['kv1_1939', 'bt7']] });
    const [kv, bt] = s.lines[1];
    kv.pinned = s.turn + 1;
    act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: kv.uid });
    expect(ids(s, 1)).toEqual(['bt7']);
    expect(at(s, 0, 0).def).toBe(2);
    const t = scenario({ support: [['ki51_sonia'], ['kv1_1939']] });
    act(t, { t: 'attack', u: at(t, 0, 0).uid, tgt: at(t, 1, 0).uid });
    expect(ids(t, 1)).toEqual(['kv1_1939']);
    void bt;
  });

  it('audacity AUDACITY: an AICHI D3A-2 to your support line, then damage equal to its attack to a random enemy unit', () => {
    const s = scenario({ hands: [['audacity'], []], support: [[], ['kv1_1939']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(ids(s, 0)).toEqual(['aichi_d3a2']);
    expect(at(s, 1, 0).def).toBe(7 - CARDS[cardIndex('aichi_d3a2')].atk);
  });
});

describe('K-R65x more units of the other sets', () => {
  it('5th_medical_battalion 5th MEDICAL BATTALION: your other units have +1 attack and are fully repaired at the end of your turn', () => {
    const s = scenario({ support: [['5th_medical_battalion', 't70'], []], decks: [['bt7'], ['bt7']] });
    const t = at(s, 0, 1);
    expect(attackOf(s, t)).toBe(4);
    t.def = 1; t.hurt = true;
    act(s, { t: 'end' });
    expect([t.def, t.hurt]).toEqual([2, false]);
  });

  it('392nd_rifles_vet 392nd RIFLES (Veteran): your damaged units have +2 attack', () => {
    const s = scenario({ support: [['392nd_rifles_vet', 't70', 'bt7'], []] });
    const [, t, b] = s.lines[0];
    t.def = 1; t.hurt = true;
    expect([attackOf(s, t), attackOf(s, b)]).toEqual([5, 2]);
  });

  it('cedar_division_vet CEDAR DIVISION (Veteran): 2 more cards at the start of your turn if your hand is empty', () => {
    const s = scenario({ support: [['cedar_division_vet'], []], decks: [['bt7', 'bt7', 'bt7', 'bt7'], ['bt7', 'bt7']] });
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    expect(s.sides[0].hand.length).toBe(3);
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    expect(s.sides[0].hand.length).toBe(4);
  });

  it('22nd_marines 22nd MARINES: becomes Veteran and you draw when you play a Navy card (USS FITCH)', () => {
    const s = scenario({ hands: [['uss_fitch'], []], support: [['22nd_marines'], []], decks: [['bt7', 'bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(ids(s, 0)).toEqual(['22nd_marines_vet']);
    expect(s.sides[0].hand.length).toBe(1);
  });

  it('refit REFIT: choose one - draw a Spitfire from your deck, or give a Spitfire Blitz', () => {
    const s = scenario({ hands: [['refit'], []], decks: [['bt7', 'spitfire_mk_v', 'bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'choose', i: 0 });
    expect(s.sides[0].hand.map((c) => CARDS[c].id)).toEqual(['spitfire_mk_v']);
    const t = scenario({ hands: [['refit'], []], support: [['spitfire_mk_ia', 'bt7'], []] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    act(t, { t: 'choose', i: 1 });
    expect(keys(t)).not.toContain(`target:${at(t, 0, 1).uid}`);
    act(t, { t: 'target', r: at(t, 0, 0).uid });
    expect((kwOf(t, at(t, 0, 0)) & KW.blitz) !== 0).toBe(true);
  });

  it('25_pounder_mk_i 25-POUNDER Mk I: at the start of your turn, it and adjacent ground units get +1+1 (not air)', () => {
    const s = scenario({ support: [['t70', '25_pounder_mk_i', 'la5'], []], decks: [['bt7', 'bt7'], ['bt7']] });
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    expect(s.lines[0].map((u) => u.atk)).toEqual([4, 3, 4]);
  });

  it('panzer_iiig PANZER III G: cannot be pinned while its pincer is formed', () => {
    const s = scenario({ front: ['panzer_iiig'], frontOwner: 0, support: [['irish_guards'], []] });
    const pz = at(s, 2, 0);
    pinUnit(s, pz, null);
    expect(pz.pinned).toBe(0);
    const t = scenario({ front: ['panzer_iiig'], frontOwner: 0 });
    pinUnit(t, at(t, 2, 0), null);
    expect(at(t, 2, 0).pinned).toBeGreaterThan(0);
  });
});

describe('K-R65x units added to the battlefield, Commandos', () => {
  it('air_cover AIR COVER: two BREWSTER F2A, in the frontline if possible (you hold it), else the support line', () => {
    const s = scenario({ hands: [['air_cover'], []], front: ['t70'], frontOwner: 0 });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(ids(s, 2)).toEqual(['t70', 'brewster_f2a', 'brewster_f2a']);
    const t = scenario({ hands: [['air_cover'], []], front: ['t70'], frontOwner: 1 });
    act(t, { t: 'give', h: 0, tgt: NONE });
    expect(ids(t, 0)).toEqual(['brewster_f2a', 'brewster_f2a']);
  });

  it('uss_yorktown USS YORKTOWN: four BREWSTER F2A, the frontline first, the rest to the support line', () => {
    const s = scenario({ hands: [['uss_yorktown'], []], front: ['t70', 't70', 't70'], frontOwner: 0 });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.lines[2].length, ids(s, 0)]).toEqual([5, ['brewster_f2a', 'brewster_f2a']]);
  });

  it('momentum MOMENTUM: two PANZER I-B to the frontline unless the enemy holds it', () => {
    const s = scenario({ hands: [['momentum'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(ids(s, 2)).toEqual(['panzer_ib', 'panzer_ib']);
    const t = scenario({ hands: [['momentum'], []], front: ['t70'], frontOwner: 1 });
    act(t, { t: 'give', h: 0, tgt: NONE });
    expect([ids(t, 2), ids(t, 0)]).toEqual([['t70'], []]);
  });

  it('resourcefulness RESOURCEFULNESS: a random Commando unit drawn from your deck', () => {
    const s = scenario({ hands: [['resourcefulness'], []], decks: [['bt7', 'no_3_commando', 'bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].hand.map((c) => CARDS[c].id)).toEqual(['no_3_commando']);
  });
});

describe('K-3.3.7b heavy armor from auras (other sets)', () => {
  it('214th_amur 214th AMUR: your T-34 units have +1 heavy armor and operate for 1 less (not OT-34s nor others)', () => {
    const s = scenario({ support: [['214th_amur', 't34_1942', 'bt7'], []] });
    const [, t34, bt] = s.lines[0];
    expect([armorOf(s, t34), opOf(s, t34), armorOf(s, bt), opOf(s, bt)]).toEqual([1, 1, 0, 0]);
    // In a fight the armor counts: a 3-attack BT-7 of the enemy deals 2.
    const t = scenario({ front: ['t34_1942'], frontOwner: 1, support: [['t70'], ['214th_amur']] });
    act(t, { t: 'attack', u: at(t, 0, 0).uid, tgt: at(t, 2, 0).uid });
    expect(at(t, 2, 0).def).toBe(5 - 2);
  });

  it('stug_iii_g_schrzen StuG III G SCHÜRZEN: +1 heavy armor while its pincer is formed', () => {
    const s = scenario({ front: ['stug_iii_g_schrzen'], frontOwner: 0, support: [['irish_guards'], []] });
    expect(armorOf(s, at(s, 2, 0))).toBe(1);
    const t = scenario({ front: ['stug_iii_g_schrzen'], frontOwner: 0 });
    expect(armorOf(t, at(t, 2, 0))).toBe(0);
  });
});

describe('K-R65c 转化 Convert', () => {
  it('rout ROUT: a unit costing 2 or less becomes ROUTED TROOPS (a 1/1, no text), where it stands', () => {
    const s = scenario({ hands: [['rout'], []], support: [[], ['t70', 'panzer_ivg']] });
    const [t70, pz] = s.lines[1];
    t70.def = 1; t70.hurt = true; t70.pinned = s.turn + 1;
    expect(keys(s)).not.toContain(`give:0:${pz.uid}`);
    act(s, { t: 'give', h: 0, tgt: t70.uid });
    expect([CARDS[t70.card].id, t70.atk, t70.def, t70.hurt, t70.kw, t70.pinned > 0]).toEqual(['routed_troops', 1, 1, false, 0, true]);
  });

  it('108_panzergrenadier 108. PANZERGRENADIER: an enemy unit costing 4 or less becomes ROUTED TROOPS, then retreats', () => {
    const s = scenario({ hands: [['108_panzergrenadier'], []], front: ['t70'], frontOwner: 1 });
    act(s, { t: 'deploy', h: 0, tgt: at(s, 2, 0).uid });
    expect([ids(s, 2), ids(s, 1)]).toEqual([[], ['routed_troops']]);
  });

  it('capitulation CAPITULATION: every enemy unit becomes ROUTED TROOPS; yours stay', () => {
    const s = scenario({ hands: [['capitulation'], []], support: [['t70'], ['kv1_1939', 'bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([ids(s, 0), ids(s, 1)]).toEqual([['t70'], ['routed_troops', 'routed_troops']]);
  });

  it('mosquito_b_mk_iv MOSQUITO B Mk IV and mosquito_f_mk_ii MOSQUITO F Mk II: each converts into the other at the end of your turn', () => {
    const s = scenario({ support: [['mosquito_b_mk_iv'], []], decks: [['bt7', 'bt7'], ['bt7', 'bt7']] });
    act(s, { t: 'end' });
    expect(ids(s, 0)).toEqual(['mosquito_f_mk_ii']);
    act(s, { t: 'end' }, 1);
    expect(ids(s, 0)).toEqual(['mosquito_f_mk_ii']);
    act(s, { t: 'end' });
    expect(ids(s, 0)).toEqual(['mosquito_b_mk_iv']);
  });

  it('bpf BPF: a random enemy hand card becomes PLAN (shown to both), twice with a Navy card on top of your deck', () => {
    const s = scenario({ hands: [['bpf'], ['bt7', 'bt7', 'bt7']], decks: [['bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    const p = s.sides[1];
    expect(p.hand.filter((c) => CARDS[c].id === 'plan').length).toBe(1);
    expect(p.shown[p.hand.findIndex((c) => CARDS[c].id === 'plan')]).toBe(true);
    const t = scenario({ hands: [['bpf'], ['bt7', 'bt7', 'bt7', 'bt7', 'bt7', 'bt7']], decks: [['dilemma'], []], seed: 2 });
    act(t, { t: 'give', h: 0, tgt: NONE });
    expect(t.sides[1].hand.filter((c) => CARDS[c].id === 'plan').length).toBeGreaterThanOrEqual(1);
    expect(t.sides[1].shown.filter(Boolean).length).toBe(t.sides[1].hand.filter((c) => CARDS[c].id === 'plan').length);
  });

  it('orp_general_haller ORP GENERAL HALLER (Poland): the target and its neighbours become ROUTED TROOPS', () => {
    const s = scenario({ hands: [['orp_general_haller'], []], support: [[], ['kv1_1939', 'bt7', 't70', 'la5']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 1).uid });
    expect(ids(s, 1)).toEqual(['routed_troops', 'routed_troops', 'routed_troops', 'la5']);
  });
});

describe('K-R65c converting cards in the deck, and listeners for conversions', () => {
  it('6th_motor_rifles 6th MOTOR RIFLES: draws a card, then two cards of your deck become 6th MOTOR RIFLES', () => {
    const s = scenario({ hands: [['6th_motor_rifles'], []], decks: [['bt7', 'bt7', 'bt7', 't70'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.sides[0].hand.map((c) => CARDS[c].id)).toEqual(['t70']);
    expect(s.sides[0].deck.filter((c) => CARDS[c].id === '6th_motor_rifles').length).toBe(2);
  });

  it('51st_rifle_brigade 51st RIFLE BRIGADE: +1+2 when you convert one or more cards (once for ROUT)', () => {
    const s = scenario({ hands: [['rout'], []], support: [['51st_rifle_brigade'], ['t70']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([at(s, 0, 0).atk, at(s, 0, 0).def]).toEqual([1, 4]);
  });

  it('312th_novgorod 312th NOVGOROD: a 6th MOTOR RIFLES to your support line when you convert (CAPITULATION)', () => {
    const s = scenario({ hands: [['capitulation'], []], support: [['312th_novgorod'], ['t70', 'bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(ids(s, 0)).toEqual(['312th_novgorod', '6th_motor_rifles']);
  });
});

describe('K-R65c a countermeasure that converts', () => {
  it('km_prinz_eugen KM PRINZ EUGEN: the unit the enemy deploys goes on top of its deck, converted into PRODUCTION', () => {
    const s = scenario({ hands: [['t70'], []], cms: [[], ['km_prinz_eugen']], decks: [['bt7'], ['bt7']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const d = s.sides[0].deck;
    expect([ids(s, 0), CARDS[d[d.length - 1]].id, d.length]).toEqual([[], 'production', 2]);
  });
});

describe('K-R65r kredits spent, excess damage, cards removed from the deck, units shuffled in', () => {
  it('12th_infantry_regiment 12th INFANTRY REGIMENT: spends your remaining kredits and gets +X+X for them', () => {
    const s = scenario({ hands: [['12th_infantry_regiment'], []], kredits: 7 });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const left = 7 - CARDS[cardIndex('12th_infantry_regiment')].cost;
    expect([s.sides[0].kredits, at(s, 0, 0).atk, at(s, 0, 0).def]).toEqual([0, 2 + left, 2 + left]);
  });

  it('1st_yokosuka 1st YOKOSUKA: +1 attack for each friendly unit with 0 operation cost', () => {
    const s = scenario({ hands: [['1st_yokosuka'], []], support: [['bt7', 'light_infantry', 't70'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(at(s, 0, 3).atk).toBe(1 + 2);
  });

  it('battery BATTERY: 4 damage to a unit, the excess to the enemy HQ', () => {
    const s = scenario({ hands: [['battery', 'battery'], []], support: [[], ['t70', 'kv1_1939']] });
    const hq = s.sides[1].hq;
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(s.sides[1].hq).toBe(hq - 2);
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([s.sides[1].hq, at(s, 1, 0).def]).toEqual([hq - 2, 3]);
  });

  it('conscripts CONSCRIPTS: a RESERVES shuffled in for each enemy unit, then a card drawn', () => {
    const s = scenario({ hands: [['conscripts'], []], support: [[], ['t70', 'bt7', 'la5']], decks: [['bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    const all = [...s.sides[0].deck, ...s.sides[0].hand].map((c) => CARDS[c].id);
    expect(all.filter((x) => x === 'reserves').length).toBe(3);
    expect(s.sides[0].hand.length + s.sides[0].deck.length).toBe(4);
  });

  it('cobelligerents COBELLIGERENTS: the enemy unit leaves (not destroyed) and its card is shuffled into your deck', () => {
    const s = scenario({ hands: [['cobelligerents'], []], support: [[], ['kv1_1939']], decks: [['bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([ids(s, 1), s.sides[0].deck.map((c) => CARDS[c].id).sort(), s.sides[1].removed]).toEqual([[], ['bt7', 'kv1_1939'], []]);
  });

  it('costly_victory COSTLY VICTORY: the target destroyed, then as many cards off the top of your deck as its attack', () => {
    const s = scenario({ hands: [['costly_victory'], []], support: [[], ['t70']], decks: [['bt7', 'bt7', 'bt7', 'bt7', 'bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([ids(s, 1), s.sides[0].deck.length]).toEqual([[], 2]);
  });

  it('alpenfestung ALPENFESTUNG: your HQ is set to 25, the top 10 cards of your deck are removed', () => {
    const s = scenario({ hands: [['alpenfestung'], []], decks: [Array(12).fill('bt7') as string[], []], kredits: 9 });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.sides[0].hq, s.sides[0].deck.length]).toEqual([25, 2]);
  });
});

describe('K-R65u "when an undestroyed unit leaves the battlefield", "when a Destruction effect triggers"', () => {
  it('dornier_do_17z DORNIER Do 17Z: 2 kredits and a card when an undestroyed unit leaves (ISOLATION), once per turn', () => {
    const s = scenario({ hands: [['isolation', 'isolation'], []], support: [['dornier_do_17z'], ['t70', 'bt7']], decks: [['bt7', 'bt7'], []], kredits: 12 });
    const cost = CARDS[cardIndex('isolation')].cost;
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([s.sides[0].kredits, s.sides[0].hand.length]).toEqual([12 - cost + 2, 2]);
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([s.sides[0].kredits, s.sides[0].hand.length]).toEqual([12 - 2 * cost + 2, 1]);
  });

  it('kanazawa_regiment KANAZAWA REGIMENT: 2 damage to the enemy HQ and +2 to yours when an undestroyed unit leaves; a destroyed one does not count', () => {
    const s = scenario({ hands: [['isolation'], []], support: [['kanazawa_regiment'], ['t70', 'bt7']] });
    const [mine, theirs] = [s.sides[0].hq, s.sides[1].hq];
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([s.sides[0].hq, s.sides[1].hq]).toEqual([mine + 2, theirs - 2]);
    at(s, 1, 0).dead = true;
    act(s, { t: 'end' });
    expect(s.sides[1].hq).toBe(theirs - 2);
  });

  it('sapporo_regiment SAPPORO REGIMENT: +1+1 and a random combat keyword when an undestroyed unit leaves', () => {
    const s = scenario({ hands: [['isolation'], []], support: [['sapporo_regiment'], ['t70']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    const u = at(s, 0, 0);
    expect([u.atk, u.def, combatKws(s, u)]).toEqual([4, 4, 1]);
  });

  it('ita_regiment ITA REGIMENT: +1+1 each time a Destruction effect triggers (either side\'s)', () => {
    const s = scenario({ support: [['ita_regiment', 'wakamatsu_regiment'], ['wakamatsu_regiment', 't70']] });
    at(s, 0, 1).dead = true;
    at(s, 1, 0).dead = true;
    at(s, 1, 1).dead = true;
    act(s, { t: 'end' });
    expect([at(s, 0, 0).atk, at(s, 0, 0).def]).toEqual([3, 5]);
  });

  it('matsumoto_regiment MATSUMOTO REGIMENT: 1 damage to the enemy HQ when a Destruction effect triggers', () => {
    const s = scenario({ support: [['matsumoto_regiment', 'wakamatsu_regiment'], []] });
    const hq = s.sides[1].hq;
    at(s, 0, 1).dead = true;
    act(s, { t: 'end' });
    expect(s.sides[1].hq).toBe(hq - 1);
  });
});

describe('K-R65o friendly or enemy "it"', () => {
  it('orders_from_above ORDERS FROM ABOVE: a friendly target gets +1+1 per damaged unit; an enemy one takes 3 damage', () => {
    const s = scenario({ hands: [['orders_from_above', 'orders_from_above'], []], support: [['t70', 'bt7'], ['kv1_1939']] });
    at(s, 0, 1).def = 1; at(s, 0, 1).hurt = true;
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    expect([at(s, 0, 0).atk, at(s, 0, 0).def, at(s, 1, 0).def]).toEqual([4, 3, 7]);
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([at(s, 1, 0).def, at(s, 0, 0).atk]).toEqual([4, 4]);
  });

  it('15th_wolves_regiment 15th WOLVES REGIMENT (Poland): a unit becomes ROUTED TROOPS; 2 cards drawn if it was yours', () => {
    const s = scenario({ hands: [['15th_wolves_regiment', '15th_wolves_regiment'], []], support: [['t70'], ['bt7']], decks: [['bt7', 'bt7', 'bt7'], []], kredits: 12 });
    act(s, { t: 'deploy', h: 0, tgt: at(s, 1, 0).uid });
    expect([ids(s, 1), s.sides[0].hand.length]).toEqual([['routed_troops'], 1]);
    act(s, { t: 'deploy', h: 0, tgt: at(s, 0, 0).uid });
    expect([ids(s, 0).slice(0, 1), s.sides[0].hand.length]).toEqual([['routed_troops'], 2]);
  });
});

describe('K-R65u "when a ground unit retreats"', () => {
  it('typhoon_mk_ib TYPHOON Mk IB: a card when a ground unit retreats (TACTICAL WITHDRAWAL), either side\'s', () => {
    const s = scenario({ hands: [['tactical_withdrawal'], []], front: ['t70'], frontOwner: 0, support: [['typhoon_mk_ib'], []], decks: [['bt7', 'bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: at(s, 2, 0).uid });
    expect([ids(s, 0), s.sides[0].hand.length]).toEqual([['typhoon_mk_ib', 't70'], 1]);
  });
});

describe('K-R65x more of the other sets: pincer kills, alpine listeners, T-34s, flanked units, all-or-one buffs, own-and-other 亡计, reset attack', () => {
  it('2nd_para_c 2nd PARA C: with its pincer formed, units it deals combat damage to are destroyed', () => {
    // A 1-attack unit against a 2/2 BT-7 (no heavy armor: the damage lands).
    const s = scenario({ front: ['2nd_para_c'], frontOwner: 0, support: [['irish_guards'], ['bt7']] });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect(ids(s, 1)).toEqual([]);
    const t = scenario({ front: ['2nd_para_c'], frontOwner: 0, support: [[], ['bt7']] });
    act(t, { t: 'attack', u: at(t, 2, 0).uid, tgt: at(t, 1, 0).uid });
    expect(ids(t, 1)).toEqual(['bt7']);
  });

  it('3rd_maizuru_snlf 3rd MAIZURU SNLF: deploying an Alpine unit deals 1 to a random enemy and pins it if a unit', () => {
    const s = scenario({ hands: [['3rd_maizuru_snlf'], []], support: [['3rd_maizuru_snlf'], ['kv1_1939']], seed: 4 });
    const hq = s.sides[1].hq;
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const kv = at(s, 1, 0);
    const hitUnit = kv.def === 6;
    expect(hitUnit || s.sides[1].hq === hq - 1).toBe(true);
    expect(kv.pinned > 0).toBe(hitUnit);
  });

  it('57th_rifles 57th RIFLES: a T-34 you deploy fights a random enemy unit', () => {
    const s = scenario({ hands: [['t34_1942', 'bt7'], []], support: [['57th_rifles'], ['kv1_1939']] });
    act(s, { t: 'deploy', h: 1, tgt: NONE });
    expect(at(s, 1, 0).def).toBe(7);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(at(s, 1, 0).def).toBe(7 - (5 - 1));
  });

  it('66th_independent 66th INDEPENDENT: destroys an enemy unit standing between two others', () => {
    const s = scenario({ hands: [['66th_independent'], []], support: [[], ['bt7', 'kv1_1939', 't70']] });
    const [bt, kv] = s.lines[1];
    expect(keys(s)).not.toContain(`deploy:0:${bt.uid}`);
    act(s, { t: 'deploy', h: 0, tgt: kv.uid });
    expect(ids(s, 1)).toEqual(['bt7', 't70']);
  });

  it('air_corps_ferrying AIR CORPS FERRYING: +1+1 to one friendly unit, or to all of them with 5+ unspent kredits', () => {
    const s = scenario({ hands: [['air_corps_ferrying'], []], support: [['bt7', 't70'], []], kredits: 3 });
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    expect(s.lines[0].map((u) => u.atk)).toEqual([3, 3]);
    const t = scenario({ hands: [['air_corps_ferrying'], []], support: [['bt7', 't70'], []], kredits: 9 });
    act(t, { t: 'give', h: 0, tgt: at(t, 0, 0).uid });
    expect(t.lines[0].map((u) => u.atk)).toEqual([3, 4]);
  });

  it('blue_and_gray BLUE AND GRAY: an OUTRAGE to hand when a friendly unit is destroyed, itself included', () => {
    const s = scenario({ support: [['blue_and_gray', 't70'], []], decks: [['bt7'], ['bt7']] });
    at(s, 0, 1).dead = true;
    act(s, { t: 'end' });
    const t = scenario({ support: [['blue_and_gray'], []], decks: [['bt7'], ['bt7']] });
    at(t, 0, 0).dead = true;
    act(t, { t: 'end' });
    for (const x of [s, t]) expect(x.sides[0].hand.map((c) => CARDS[c].id)).toEqual(['outrage']);
  });

  it('37mm_m1_aa_gun 37mm M1 AA GUN: the unit it attacks has its attack reset to its card\'s, before the fight', () => {
    const s = scenario({ support: [['37mm_m1_aa_gun'], ['t70']] });
    const t = at(s, 1, 0);
    t.atk = 9;
    act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: t.uid });
    expect(t.atk).toBe(3);
  });
});

describe('K-R65f a T-34 drawn cheaper', () => {
  it('t3476d T-34/76D: destroyed, it draws a T-34 from your deck that costs 2 less', () => {
    const s = scenario({ support: [['t3476d'], []], decks: [['bt7', 't34_1942', 'bt7'], ['bt7']] });
    at(s, 0, 0).dead = true;
    act(s, { t: 'end' });
    expect(s.sides[0].hand.map((c) => CARDS[c].id)).toEqual(['t34_1942']);
    expect(costAt(s, 0, 0)).toBe(CARDS[cardIndex('t34_1942')].cost - 2);
  });
});

describe('K-R65t a given "after this unit attacks the enemy HQ"', () => {
  it('seek_and_destroy SEEK AND DESTROY: your units get "After this unit attacks the enemy HQ, draw a card"', () => {
    const s = scenario({ hands: [['seek_and_destroy'], []], front: ['t70', 'bt7'], frontOwner: 0, support: [[], ['la5']], decks: [['bt7', 'bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: -3 });
    expect(s.sides[0].hand.length).toBe(1);
    act(s, { t: 'attack', u: at(s, 2, 1).uid, tgt: at(s, 1, 0).uid });
    expect(s.sides[0].hand.length).toBe(1);
  });
});

describe('K-R65t a given 亡计 triggered at once', () => {
  it('jungle_warfare JUNGLE WARFARE: the unit gets "Destruction: 2 damage to a random enemy", and it triggers now (the unit stays)', () => {
    const s = scenario({ hands: [['jungle_warfare'], []], support: [['t70'], ['kv1_1939']], seed: 5 });
    const hq = s.sides[1].hq;
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    expect(ids(s, 0)).toEqual(['t70']);
    expect(at(s, 0, 0).gv?.map((c) => CARDS[c].id)).toEqual(['jungle_warfare']);
    expect((7 - at(s, 1, 0).def) + (hq - s.sides[1].hq)).toBe(2);
    // And again when it is destroyed.
    at(s, 0, 0).dead = true;
    act(s, { t: 'end' });
    expect((7 - (s.lines[1][0]?.def ?? 7)) + (hq - s.sides[1].hq)).toBe(4);
  });
});

describe('K-R65f a Sherman duplicated', () => {
  it('hell_on_wheels HELL ON WHEELS: a copy of a friendly tank operating for 2 less; a Sherman copy has its attack doubled', () => {
    const s = scenario({ hands: [['hell_on_wheels'], []], support: [['m4_sherman'], []] });
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    const copy = at(s, 0, 1);
    expect([ids(s, 0), attackOf(s, copy), opOf(s, copy), at(s, 0, 0).atk]).toEqual([['m4_sherman', 'm4_sherman'], 8, 0, 4]);
    const t = scenario({ hands: [['hell_on_wheels'], []], support: [['t34_1942'], []] });
    act(t, { t: 'give', h: 0, tgt: at(t, 0, 0).uid });
    expect([attackOf(t, at(t, 0, 1)), opOf(t, at(t, 0, 1))]).toEqual([5, 0]);
  });
});
