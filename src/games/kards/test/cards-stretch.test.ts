// Cards of the five nations' other sets that the language reads since the stretch work (issue 15's stretch):
// 震撼 shock (K-3.3.12, K-R45s), named cards added without an article, signed stat changes, Veteran triggers and
// copies, listeners for enemy orders and for units you deploy or add, keyword/nation/operation-cost auras,
// "+N damage" statics, kredit slots both ways. Each test plays the card and checks its effect on the state.
import { describe, expect, it } from 'vitest';
import { push, settle } from '../../../engine/queue.js';
import { cardIndex, CARDS } from '../cards.js';
import { hqRef } from '../effects/select.js';
import { KW } from '../effects/lang.js';
import { K, STEPS } from '../steps.js';
import type { KardsState, Unit } from '../state.js';
import { attackOf, isPinned, kwOf, opOf } from '../units.js';
import { costAt } from '../costs.js';
import { act, at, keys, scenario } from './scenario.js';

const unitOf = (s: KardsState, card: string): Unit => {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.card === cardIndex(card)) return u;
  throw new Error(`no ${card} on the battlefield`);
};
const ids = (s: KardsState, l: number): string[] => s.lines[l].map((u) => CARDS[u.card].id);
const handIds = (s: KardsState, seat: number): string[] => s.sides[seat].hand.map((c) => CARDS[c].id);
const printed = (id: string) => CARDS[cardIndex(id)];
const NONE = -1;

/** PROMOTE (§3.5) run on a unit now, as its turn start would. */
function promote(s: KardsState, u: Unit): void {
  push(s.q, K.PROMOTE, u.owner, u.uid);
  settle(s, s.q, STEPS, null);
}

describe('K-3.3.12 震撼 shock: the attacker strikes first', () => {
  it('humber_mk_iv HUMBER Mk IV (Shock): a defender it destroys deals no counter-damage; one that survives hits back', () => {
    // HUMBER Mk IV is 1/2 with Fury and Shock; a 1-defense target dies before it can strike back.
    const s = scenario({ front: ['humber_mk_iv'], frontOwner: 0, support: [[], ['himeji_regiment']] });
    const h = at(s, 2, 0), foe = at(s, 1, 0);
    expect(kwOf(s, h) & KW.shock).toBe(KW.shock);
    act(s, { t: 'attack', u: h.uid, tgt: foe.uid });
    expect([ids(s, 1), h.def]).toEqual([[], 2]);
    // The same fight without Shock: both strike at once.
    const t = scenario({ front: ['humber_mk_iv'], frontOwner: 0, support: [[], ['himeji_regiment']] });
    const th = at(t, 2, 0);
    th.kw &= ~KW.shock;
    act(t, { t: 'attack', u: th.uid, tgt: at(t, 1, 0).uid });
    expect([th.def <= 0, t.lines[2].length, t.lines[1].length]).toEqual([true, 0, 0]);
    // A survivor strikes back.
    const u = scenario({ front: ['humber_mk_iv'], frontOwner: 0, support: [[], ['89th_infantry_regiment']] });
    act(u, { t: 'attack', u: at(u, 2, 0).uid, tgt: at(u, 1, 0).uid });
    expect([at(u, 1, 0).def, at(u, 2, 0).def]).toEqual([2, 1]);
  });

  it('61st_kirkenes 61st KIRKENES and panzer_iiij_late_vet PANZER III-J LATE (Veteran) have Shock printed', () => {
    const s = scenario({ front: ['61st_kirkenes', 'panzer_iiij_late_vet'], frontOwner: 0, support: [[], ['himeji_regiment', 'himeji_regiment']] });
    const [k, p] = s.lines[2];
    expect([kwOf(s, k) & KW.shock, kwOf(s, p) & KW.shock]).toEqual([KW.shock, KW.shock]);
    act(s, { t: 'attack', u: k.uid, tgt: at(s, 1, 0).uid });
    act(s, { t: 'attack', u: p.uid, tgt: at(s, 1, 0).uid });
    expect([k.def, p.def, s.lines[1].length]).toEqual([printed('61st_kirkenes').def, printed('panzer_iiij_late_vet').def, 0]);
  });

  it('K-R45s an unspent ambush still strikes first against a Shock attacker', () => {
    const s = scenario({ front: ['humber_mk_iv'], frontOwner: 0, support: [[], ['89th_infantry_regiment']] });
    const foe = at(s, 1, 0);
    foe.kw |= KW.ambush;
    foe.atk = 2;
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: foe.uid });
    // The ambusher (2 attack) destroys HUMBER (2 defense) first: nothing comes back.
    expect([s.lines[2].length, foe.def]).toEqual([0, 3]);
  });

  it('panzer_i_dak PANZER I DAK: gets Shock when it moves into the frontline', () => {
    const s = scenario({ support: [['panzer_i_dak'], []] });
    const u = at(s, 0, 0);
    expect(kwOf(s, u) & KW.shock).toBe(0);
    act(s, { t: 'move', u: u.uid });
    expect(kwOf(s, u) & KW.shock).toBe(KW.shock);
  });

  it('204th_guards 204th GUARDS: after it destroys a unit in combat it gets Shock', () => {
    const s = scenario({ front: ['204th_guards'], frontOwner: 0, support: [[], ['himeji_regiment']] });
    const g = at(s, 2, 0);
    g.kw &= ~KW.shock;
    act(s, { t: 'attack', u: g.uid, tgt: at(s, 1, 0).uid });
    expect(kwOf(s, g) & KW.shock).toBe(KW.shock);
  });

  it('654th_rifles 654th RIFLES: deployment adds a T-70 to your support line with Shock', () => {
    const s = scenario({ hands: [['654th_rifles'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(ids(s, 0)).toEqual(['654th_rifles', 't70']);
    expect(kwOf(s, unitOf(s, 't70')) & KW.shock).toBe(KW.shock);
  });
});

describe('named cards added without an article ("Add TANK MANEUVER to your hand")', () => {
  it('aunt_frieda AUNT FRIEDA: a friendly infantry +1+1, TANK MANEUVER to your hand', () => {
    const s = scenario({ hands: [['aunt_frieda'], []], support: [['89th_infantry_regiment'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.atk, u.def, handIds(s, 0)]).toEqual([2, 4, ['tank_maneuver']]);
  });

  it('tank_maneuver TANK MANEUVER: a friendly tank +2+1, AIR SUPPORT to your hand', () => {
    const s = scenario({ hands: [['tank_maneuver'], []], support: [['t70'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.atk, u.def, handIds(s, 0)]).toEqual([5, 3, ['air_support']]);
  });

  it('night_witches NIGHT WITCHES: three POLIKARPOV PO-2-II to your hand', () => {
    const s = scenario({ hands: [['night_witches'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(handIds(s, 0)).toEqual(['polikarpov_po2ii', 'polikarpov_po2ii', 'polikarpov_po2ii']);
  });

  it('1271st_rifles 1271st RIFLES: deployment adds RESERVES to your hand', () => {
    const s = scenario({ hands: [['1271st_rifles'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(handIds(s, 0)).toEqual(['reserves']);
  });

  it('pressurized_cabin PRESSURIZED CABIN: a B-29 SUPERFORTRESS to hand and a random enemy unit destroyed', () => {
    const s = scenario({ hands: [['pressurized_cabin'], []], support: [[], ['t70']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([handIds(s, 0), s.lines[1].length]).toEqual([['b29_superfortress'], 0]);
  });

  it('178th_guard_rifles 178th GUARD RIFLES: destruction adds an 89th INFANTRY REGIMENT to your support line', () => {
    const s = scenario({ hands: [[], ['the_desert_rats']], support: [['178th_guard_rifles'], []], active: 1 });
    s.lines[0][0].def = 1;
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid }, 1);
    expect(ids(s, 0)).toEqual(['89th_infantry_regiment']);
  });

  it('77th_regiment 77th REGIMENT: after it destroys a unit, a 20th INFANTRY REGIMENT joins your support line', () => {
    const s = scenario({ front: ['77th_regiment'], frontOwner: 0, support: [[], ['himeji_regiment']] });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect(ids(s, 0)).toEqual(['20th_infantry_regiment']);
  });
});

describe('choose one between named cards (the research chains)', () => {
  it('red_dawn RED DAWN: 3 damage to a unit and your HQ, or FROM THE PEOPLE to hand', () => {
    const s = scenario({ hands: [['red_dawn'], []], support: [[], ['t70']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'choose', i: 0 });
    act(s, { t: 'target', r: at(s, 1, 0).uid });
    expect([s.lines[1].length, s.sides[0].hq]).toEqual([0, 17]);
    const t = scenario({ hands: [['red_dawn'], []] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    act(t, { t: 'choose', i: 1 });
    expect(handIds(t, 0)).toEqual(['from_the_people']);
  });

  it('naval_task_force NAVAL TASK FORCE: NAVAL BOMBARDMENT or SUPPLY SHIPMENT to hand', () => {
    for (const [i, card] of [[0, 'naval_bombardment'], [1, 'supply_shipment']] as const) {
      const s = scenario({ hands: [['naval_task_force'], []] });
      act(s, { t: 'give', h: 0, tgt: NONE });
      act(s, { t: 'choose', i });
      expect(handIds(s, 0)).toEqual([card]);
    }
  });

  it('expanded_us_research EXPANDED US RESEARCH and advanced_us_research ADVANCED US RESEARCH: the next step of the chain, or its end', () => {
    const s = scenario({ hands: [['expanded_us_research'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'choose', i: 1 });
    expect(handIds(s, 0)).toEqual(['advanced_us_research']);
    s.sides[0].kredits = 12;
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'choose', i: 1 });
    expect(handIds(s, 0)).toEqual(['manhattan_project', 'manhattan_project']);
    const t = scenario({ hands: [['expanded_us_research', 'advanced_us_research'], []] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    act(t, { t: 'choose', i: 0 });
    t.sides[0].kredits = 12;
    act(t, { t: 'give', h: 0, tgt: NONE });
    act(t, { t: 'choose', i: 0 });
    expect(handIds(t, 0)).toEqual(['pressurized_cabin', 'penicillin']);
  });
});

describe('Veteran cards: "when this unit becomes Veteran", a copy that is Veteran', () => {
  it('64_panzergrenadier_vet 64. PANZERGRENADIER (Veteran): 2 additional kredits when it becomes Veteran', () => {
    const s = scenario({ support: [['64_panzergrenadier'], []], kredits: 5 });
    promote(s, at(s, 0, 0));
    expect([CARDS[at(s, 0, 0).card].id, s.sides[0].kredits]).toEqual(['64_panzergrenadier_vet', 7]);
  });

  it('12th_guards_mechanised_vet 12th GUARDS MECHANISED (Veteran): draws 2 cards when it becomes Veteran', () => {
    const s = scenario({ support: [['12th_guards_mechanised'], []], decks: [['t70', 't70', 't70'], []] });
    promote(s, at(s, 0, 0));
    expect(s.sides[0].hand.length).toBe(2);
  });

  it('the_regulars_vet THE REGULARS (Veteran): UNITY IS STRENGTH to your hand when it becomes Veteran', () => {
    const s = scenario({ support: [['the_regulars'], []] });
    promote(s, at(s, 0, 0));
    expect(handIds(s, 0)).toEqual(['unity_is_strength']);
  });
});

describe('statics and auras', () => {
  it('185th_brigade 185th BRIGADE: deals +3 damage to HQs', () => {
    const s = scenario({ front: ['185th_brigade'], frontOwner: 0 });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: hqRef(1) });
    expect(s.sides[1].hq).toBe(20 - printed('185th_brigade').atk - 3);
  });

  it('dewoitine_d_520 DEWOITINE D.520 and macchi_c_205 MACCHI C.205: +2 damage to air units, not to ground units', () => {
    for (const id of ['dewoitine_d_520', 'macchi_c_205']) {
      const a = printed(id).atk;
      const s = scenario({ support: [[id], ['b17_flying_fortress']] });
      const air = at(s, 1, 0);
      air.def = 20;
      act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: air.uid });
      // B-17 has heavy armor 1 (ruling 4: the bonus first, the armor after).
      expect(air.def).toBe(20 - (a + 2 - 1));
      const t = scenario({ support: [[id], ['panzer_ivg']] });
      const tank = at(t, 1, 0);
      tank.def = 20;
      act(t, { t: 'attack', u: at(t, 0, 0).uid, tgt: tank.uid });
      expect(tank.def).toBe(20 - a);
    }
  });

  it('storm_division STORM DIVISION: your other Japanese units have +2 attack', () => {
    const s = scenario({ support: [['storm_division', '20th_infantry_regiment', 't70'], ['20th_infantry_regiment']] });
    const [sd, jp, su] = s.lines[0];
    expect([attackOf(s, sd), attackOf(s, jp), attackOf(s, su), attackOf(s, at(s, 1, 0))]).toEqual([sd.atk, jp.atk + 2, su.atk, 2]);
  });

  it('panzer_iiif PANZER III F: your German tanks have Blitz; deployment gives your other tanks +1+1', () => {
    const s = scenario({ hands: [['panzer_iiif', 'panzer_ivg'], []], support: [['t70'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const t70 = unitOf(s, 't70');
    expect([t70.atk, t70.def]).toEqual([4, 3]);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const p4 = unitOf(s, 'panzer_ivg');
    expect([kwOf(s, p4) & KW.blitz, kwOf(s, t70) & KW.blitz]).toEqual([KW.blitz, 0]);
    expect(keys(s)).toContain(`move:${p4.uid}`);
  });

  it('269th_rifles_vet 269th RIFLES (Veteran): your tanks operate for 1 less', () => {
    const s = scenario({ support: [['269th_rifles_vet', 'panzer_ivg', '89th_infantry_regiment'], []] });
    expect([opOf(s, at(s, 0, 1)), opOf(s, at(s, 0, 2))]).toEqual([printed('panzer_ivg').op - 1, printed('89th_infantry_regiment').op]);
  });
});

describe('listeners', () => {
  it('1st_gurkha_rifles 1st GURKHA RIFLES: +1 attack when you give an order', () => {
    const s = scenario({ hands: [['the_desert_rats'], []], support: [['1st_gurkha_rifles'], ['t70']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(at(s, 0, 0).atk).toBe(printed('1st_gurkha_rifles').atk + 1);
  });

  it('oxford OXFORD: a Guard unit you deploy or add gets +1+3; others do not', () => {
    const s = scenario({ hands: [['89th_infantry_regiment', 'himeji_regiment'], []], support: [['oxford'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([unitOf(s, '89th_infantry_regiment').atk, unitOf(s, '89th_infantry_regiment').def]).toEqual([2, 6]);
    expect([unitOf(s, 'himeji_regiment').atk, unitOf(s, 'himeji_regiment').def]).toEqual([3, 1]);
  });

  it('p40b_tomahawk P-40B TOMAHAWK: infantry you deploy or add get +1+1; tanks do not', () => {
    const s = scenario({ hands: [['89th_infantry_regiment', 't70'], []], support: [['p40b_tomahawk'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([unitOf(s, '89th_infantry_regiment').atk, unitOf(s, 't70').atk]).toEqual([2, 3]);
  });

  it('shibata_regiment SHIBATA REGIMENT and utsunomiya_regiment UTSUNOMIYA REGIMENT: the enemy HQ takes 1 / 2 when the enemy gives an order; yours do not count', () => {
    for (const [id, n] of [['shibata_regiment', 1], ['utsunomiya_regiment', 2]] as const) {
      const s = scenario({ hands: [['the_desert_rats'], ['the_desert_rats']], support: [['t70'], [id]] });
      act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
      expect(s.sides[0].hq).toBe(20 - n);
      const t = scenario({ hands: [['the_desert_rats'], []], support: [[id], ['t70']] });
      act(t, { t: 'give', h: 0, tgt: at(t, 1, 0).uid });
      expect([t.sides[0].hq, t.sides[1].hq]).toEqual([20, 20]);
    }
  });
});

describe('orders and effects: discards, slots, signed stat changes, adjacency', () => {
  it('type_xxi_uboat TYPE XXI U-BOAT: destroys a unit; the enemy discards 2 cards', () => {
    const s = scenario({ hands: [['type_xxi_uboat'], ['t70', 't70', 't70']], support: [[], ['panzer_ivg']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([s.lines[1].length, s.sides[1].hand.length]).toEqual([0, 1]);
  });

  it('joint_operation JOINT OPERATION: damage equal to 1 plus the unit types you control', () => {
    const s = scenario({ hands: [['joint_operation'], []], support: [['t70', '89th_infantry_regiment', '89th_infantry_regiment'], ['panzer_ivg']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(at(s, 1, 0).def).toBe(printed('panzer_ivg').def - 3);
  });

  it('root_out_the_enemy ROOT OUT THE ENEMY: all units get -1-2', () => {
    const s = scenario({ hands: [['root_out_the_enemy'], []], support: [['panzer_ivg'], ['89th_infantry_regiment']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([at(s, 0, 0).atk, at(s, 0, 0).def, at(s, 1, 0).atk, at(s, 1, 0).def]).toEqual([printed('panzer_ivg').atk - 1, printed('panzer_ivg').def - 2, 0, 1]);
  });

  it('119_grenadier_vet 119. GRENADIER (Veteran): at the end of your turn, enemy units get -1-2', () => {
    const s = scenario({ support: [['119_grenadier_vet'], ['panzer_ivg']], decks: [['t70'], ['t70']] });
    act(s, { t: 'end' });
    expect([at(s, 1, 0).atk, at(s, 1, 0).def]).toEqual([printed('panzer_ivg').atk - 1, printed('panzer_ivg').def - 2]);
  });

  it('35_grenadier_vet 35. GRENADIER (Veteran): at the end of your turn the enemy HQ takes 4 damage', () => {
    const s = scenario({ support: [['35_grenadier_vet'], []], decks: [['t70'], ['t70']] });
    act(s, { t: 'end' });
    expect(s.sides[1].hq).toBe(16);
  });

  it('desperate_measures DESPERATE MEASURES: 2 damage to all enemies; you lose a kredit slot', () => {
    const s = scenario({ hands: [['desperate_measures'], []], support: [[], ['panzer_ivg', '12th_guards_mechanised']], kredits: 6 });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.sides[1].hq, at(s, 1, 0).def, s.lines[1].length, s.sides[0].slots]).toEqual([18, printed('panzer_ivg').def - 2, 1, 5]);
  });

  it('fukuoka_regiment FUKUOKA REGIMENT: destruction gives the enemy an extra kredit slot', () => {
    const s = scenario({ hands: [[], ['the_desert_rats']], support: [['fukuoka_regiment'], []], active: 1, kredits: 6 });
    s.lines[0][0].def = 1;
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid }, 1);
    expect([s.lines[0].length, s.sides[1].slots, s.sides[0].slots]).toEqual([0, 7, 6]);
  });

  it('d4y_suisei D4Y SUISEI: deployment pins the target enemy unit and its adjacent units', () => {
    const s = scenario({ hands: [['d4y_suisei'], []], support: [[], ['t70', 'panzer_ivg', 't70', '89th_infantry_regiment']] });
    act(s, { t: 'deploy', h: 0, tgt: at(s, 1, 1).uid });
    s.turn++;
    expect(s.lines[1].map((u) => isPinned(s, u))).toEqual([true, true, true, false]);
  });

  it('under_fire UNDER FIRE: 1 damage to an enemy unit and the enemies next to it, all of them pinned', () => {
    const s = scenario({ hands: [['under_fire'], []], support: [[], ['panzer_ivg', 'panzer_ivg', 'panzer_ivg', 'panzer_ivg']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 1).uid });
    const d = printed('panzer_ivg').def;
    expect(s.lines[1].map((u) => u.def)).toEqual([d - 1, d - 1, d - 1, d]);
    s.turn++;
    expect(s.lines[1].map((u) => isPinned(s, u))).toEqual([true, true, true, false]);
  });

  it('t34_1942_b T-34 1942 (token): destroyed at the end of your turn', () => {
    const s = scenario({ support: [['t34_1942_b'], []], decks: [['t70'], ['t70']] });
    act(s, { t: 'end' });
    expect(s.lines[0].length).toBe(0);
  });
});

describe('"becomes Veteran" as an effect (§3.5: into its Veteran card, at once)', () => {
  it('50_infantry_regiment 50. INFANTRY REGIMENT: becomes Veteran when it moves into the frontline', () => {
    const s = scenario({ support: [['50_infantry_regiment'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'move', u: u.uid });
    expect([CARDS[u.card].id, u.vet, u.atk, kwOf(s, u) & KW.ambush]).toEqual(['50_infantry_regiment_vet', true, printed('50_infantry_regiment_vet').atk, KW.ambush]);
  });

  it('panzer_ib PANZER I-B and panzer_ib_vet: Veteran when it damages the enemy HQ, and then a PANZER I-B to your hand', () => {
    const s = scenario({ front: ['panzer_ib'], frontOwner: 0 });
    const u = at(s, 2, 0);
    act(s, { t: 'attack', u: u.uid, tgt: hqRef(1) });
    expect([CARDS[u.card].id, s.sides[1].hq, handIds(s, 0)]).toEqual(['panzer_ib_vet', 19, ['panzer_ib']]);
  });

  it('7_schtzen 7. SCHÜTZEN: Veteran when it attacks and destroys a unit; the Veteran deals 3 damage to the enemy HQ', () => {
    const s = scenario({ front: ['7_schtzen'], frontOwner: 0, support: [[], ['himeji_regiment']] });
    const u = at(s, 2, 0);
    act(s, { t: 'attack', u: u.uid, tgt: at(s, 1, 0).uid });
    expect([CARDS[u.card].id, s.sides[1].hq, u.def]).toEqual(['7_schtzen_vet', 17, printed('7_schtzen_vet').def]);
    // Not promoted when the target survives.
    const t = scenario({ front: ['7_schtzen'], frontOwner: 0, support: [[], ['980_volksgrenadier']] });
    act(t, { t: 'attack', u: at(t, 2, 0).uid, tgt: at(t, 1, 0).uid });
    expect(CARDS[at(t, 2, 0).card].id).toBe('7_schtzen');
  });

  it('ace_of_spades ACE OF SPADES: 3 damage to an enemy when deployed; Veteran at the start of your next turn (K-R46v)', () => {
    const s = scenario({ hands: [['ace_of_spades'], []], support: [[], ['panzer_ivg']], decks: [['t70', 't70'], ['t70', 't70']] });
    act(s, { t: 'deploy', h: 0, tgt: at(s, 1, 0).uid });
    expect(at(s, 1, 0).def).toBe(printed('panzer_ivg').def - 3);
    const u = unitOf(s, 'ace_of_spades');
    act(s, { t: 'end' });
    expect(u.vet).toBe(false);
    act(s, { t: 'end' }, 1);
    expect([CARDS[u.card].id, u.vet]).toEqual(['ace_of_spades_vet', true]);
  });

  it('battle_valor BATTLE VALOR: the target becomes Veteran, then gets +2+4 (kept: the promotion came first)', () => {
    const s = scenario({ hands: [['battle_valor'], []], support: [['50_infantry_regiment'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([CARDS[u.card].id, u.atk, u.def]).toEqual(['50_infantry_regiment_vet', printed('50_infantry_regiment_vet').atk + 2, printed('50_infantry_regiment_vet').def + 4]);
    // A unit without a Veteran card only gets +2+4.
    const t = scenario({ hands: [['battle_valor'], []], support: [['t70'], []] });
    act(t, { t: 'give', h: 0, tgt: at(t, 0, 0).uid });
    expect([CARDS[at(t, 0, 0).card].id, at(t, 0, 0).atk]).toEqual(['t70', 5]);
  });

  it('266th_guard_rifles_vet 266th GUARD RIFLES (Veteran): a unit you deploy becomes Veteran if able', () => {
    const s = scenario({ hands: [['50_infantry_regiment', 't70'], []], support: [['266th_guard_rifles_vet'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([CARDS[at(s, 0, 1).card].id, CARDS[at(s, 0, 2).card].id]).toEqual(['50_infantry_regiment_vet', 't70']);
  });

  it('327th_pathfinders 327th PATHFINDERS: 2 damage to a unit; Veteran if that destroys it', () => {
    const s = scenario({ hands: [['327th_pathfinders'], []], support: [[], ['himeji_regiment']] });
    act(s, { t: 'deploy', h: 0, tgt: at(s, 1, 0).uid });
    expect([s.lines[1].length, CARDS[at(s, 0, 0).card].id]).toEqual([0, '327th_pathfinders_vet']);
    const t = scenario({ hands: [['327th_pathfinders'], []], support: [[], ['panzer_ivg']] });
    act(t, { t: 'deploy', h: 0, tgt: at(t, 1, 0).uid });
    expect(CARDS[at(t, 0, 0).card].id).toBe('327th_pathfinders');
  });
});

describe('selectors by keyword, Veteran, rarity, damage', () => {
  it('resolute_defense RESOLUTE DEFENSE: only a unit with Guard can be targeted; it gets +1+3', () => {
    const s = scenario({ hands: [['resolute_defense'], []], support: [['89th_infantry_regiment', 'himeji_regiment'], []] });
    const [g, t] = s.lines[0];
    expect(keys(s)).not.toContain(`give:0:${t.uid}`);
    act(s, { t: 'give', h: 0, tgt: g.uid });
    expect([g.atk, g.def]).toEqual([2, 6]);
  });

  it('outflank OUTFLANK: destroys a unit with Guard, no other', () => {
    const s = scenario({ hands: [['outflank'], []], support: [[], ['89th_infantry_regiment', 'himeji_regiment']] });
    expect(keys(s)).not.toContain(`give:0:${at(s, 1, 1).uid}`);
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(ids(s, 1)).toEqual(['himeji_regiment']);
  });

  it('the_mighty_fall THE MIGHTY FALL and breakout BREAKOUT: only Veteran units are targets', () => {
    const s = scenario({ hands: [['the_mighty_fall'], []], support: [[], ['50_infantry_regiment_vet', 't70']] });
    at(s, 1, 0).vet = true;
    expect(keys(s)).not.toContain(`give:0:${at(s, 1, 1).uid}`);
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(ids(s, 1)).toEqual(['t70']);
    const t = scenario({ hands: [['breakout'], []], support: [['50_infantry_regiment_vet', 't70'], []] });
    const v = at(t, 0, 0);
    v.vet = true;
    expect(keys(t)).not.toContain(`give:0:${at(t, 0, 1).uid}`);
    act(t, { t: 'give', h: 0, tgt: v.uid });
    expect(kwOf(t, v) & (KW.fury | KW.shock)).toBe(KW.fury | KW.shock);
  });

  it('maelstrom MAELSTROM: 4 damage to each non-Veteran unit', () => {
    const s = scenario({ hands: [['maelstrom'], []], support: [['50_infantry_regiment_vet'], ['panzer_ivg']] });
    const v = at(s, 0, 0);
    v.vet = true;
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([v.def, at(s, 1, 0).def]).toEqual([printed('50_infantry_regiment_vet').def, printed('panzer_ivg').def - 4]);
  });

  it('for_glory FOR GLORY: destroys an Elite unit, no other', () => {
    const s = scenario({ hands: [['for_glory'], []], support: [[], ['storm_division', 't70']] });
    expect(keys(s)).not.toContain(`give:0:${at(s, 1, 1).uid}`);
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(ids(s, 1)).toEqual(['t70']);
  });

  it('diversion DIVERSION: Smokescreen to a non-Guard ground unit in a support line; a card', () => {
    const s = scenario({ hands: [['diversion'], []], support: [['89th_infantry_regiment', 'himeji_regiment'], []], decks: [['t70'], []] });
    expect(keys(s)).not.toContain(`give:0:${at(s, 0, 0).uid}`);
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 1).uid });
    expect([kwOf(s, at(s, 0, 1)) & KW.smokescreen, s.sides[0].hand.length]).toEqual([KW.smokescreen, 1]);
  });

  it('83rd_naval_brigade 83rd NAVAL BRIGADE: deployment destroys a damaged enemy unit', () => {
    const s = scenario({ hands: [['83rd_naval_brigade'], []], support: [[], ['panzer_ivg', 't70']] });
    const hurt = at(s, 1, 1);
    hurt.hurt = true;
    hurt.def = 1;
    expect(keys(s)).not.toContain(`deploy:0:${at(s, 1, 0).uid}`);
    act(s, { t: 'deploy', h: 0, tgt: hurt.uid });
    expect(ids(s, 1)).toEqual(['panzer_ivg']);
  });
});

describe('conditions of the other sets', () => {
  it('10th_para_battalion 10th PARA BATTALION: +1+1 and Blitz if you have given an order this turn', () => {
    const s = scenario({ hands: [['the_desert_rats', '10th_para_battalion'], []], support: [[], ['t70']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const u = unitOf(s, '10th_para_battalion');
    expect([u.atk, kwOf(s, u) & KW.blitz]).toEqual([printed('10th_para_battalion').atk + 1, KW.blitz]);
    const t = scenario({ hands: [['10th_para_battalion'], []] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect(unitOf(t, '10th_para_battalion').atk).toBe(printed('10th_para_battalion').atk);
  });

  it('stiff_upper_lip STIFF UPPER LIP: a card, another if you control a Guard', () => {
    const s = scenario({ hands: [['stiff_upper_lip'], []], support: [['89th_infantry_regiment'], []], decks: [['t70', 't70'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    const t = scenario({ hands: [['stiff_upper_lip'], []], support: [['himeji_regiment'], []], decks: [['t70', 't70'], []] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    expect([s.sides[0].hand.length, t.sides[0].hand.length]).toEqual([2, 1]);
  });

  it('spitfire_mk_iia SPITFIRE Mk IIA: +2+2 if the enemy controls an air unit, Fury if not', () => {
    const s = scenario({ hands: [['spitfire_mk_iia'], []], support: [[], ['b17_flying_fortress']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const u = unitOf(s, 'spitfire_mk_iia');
    expect([u.atk, kwOf(s, u) & KW.fury]).toEqual([printed('spitfire_mk_iia').atk + 2, 0]);
    const t = scenario({ hands: [['spitfire_mk_iia'], []], support: [[], ['t70']] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    const v = unitOf(t, 'spitfire_mk_iia');
    expect([v.atk, kwOf(t, v) & KW.fury]).toEqual([printed('spitfire_mk_iia').atk, KW.fury]);
  });

  it('104_panzergrenadier 104. PANZERGRENADIER and hummel HUMMEL: their deployment effects need a tank of yours', () => {
    const s = scenario({ hands: [['104_panzergrenadier'], []], support: [['t70'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(unitOf(s, '104_panzergrenadier').op).toBe(printed('104_panzergrenadier').op - 1);
    const t = scenario({ hands: [['104_panzergrenadier'], []] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect(unitOf(t, '104_panzergrenadier').op).toBe(printed('104_panzergrenadier').op);
    const h = scenario({ hands: [['hummel'], []], support: [['t70'], []], front: ['panzer_ivg'], frontOwner: 1 });
    act(h, { t: 'deploy', h: 0, tgt: at(h, 2, 0).uid });
    expect([h.lines[2].length, ids(h, 1)]).toEqual([0, ['panzer_ivg']]);
    const n = scenario({ hands: [['hummel'], []], front: ['panzer_ivg'], frontOwner: 1 });
    act(n, { t: 'deploy', h: 0, tgt: at(n, 2, 0).uid });
    expect(n.lines[2].length).toBe(1);
  });

  it('1097_volksgrenadier 1097. VOLKSGRENADIER: +2 defense and Guard if the enemy controls a Blitz unit', () => {
    const s = scenario({ hands: [['1097_volksgrenadier'], []], support: [[], ['t34_1942_b']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const u = unitOf(s, '1097_volksgrenadier');
    expect([u.def, kwOf(s, u) & KW.guard]).toEqual([printed('1097_volksgrenadier').def + 2, KW.guard]);
    const t = scenario({ hands: [['1097_volksgrenadier'], []], support: [[], ['t70']] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect(unitOf(t, '1097_volksgrenadier').def).toBe(printed('1097_volksgrenadier').def);
  });

  it('306th_regiment 306th REGIMENT (and the Italian 49th INFANTRY REGIMENT, TRENTO DIVISION): only another unit with 4+ attack counts (K-R48o)', () => {
    const s = scenario({ hands: [['306th_regiment'], []], support: [['panzer_ivg'], []], decks: [['t70'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const t = scenario({ hands: [['306th_regiment'], []], support: [['t70'], []], decks: [['t70'], []] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect([s.sides[0].hand.length, t.sides[0].hand.length]).toEqual([1, 0]);
    // 49th INFANTRY REGIMENT has 4 attack itself: alone it does not count.
    const u = scenario({ hands: [['49th_infantry_regiment'], []] });
    act(u, { t: 'deploy', h: 0, tgt: NONE });
    const v = scenario({ hands: [['49th_infantry_regiment'], []], support: [['panzer_ivg'], []] });
    act(v, { t: 'deploy', h: 0, tgt: NONE });
    expect([u.sides[0].hq, v.sides[0].hq]).toEqual([20, 24]);
    const w = scenario({ hands: [['trento_division'], []], support: [['panzer_ivg'], ['t70']] });
    act(w, { t: 'deploy', h: 0, tgt: at(w, 1, 0).uid });
    expect(w.lines[1].length).toBe(0);
  });
});

describe('more phrasings: operation costs, delayed kredits, listeners, countermeasures on attacks', () => {
  it('62_infantry_regiment 62. INFANTRY REGIMENT: deployment reduces a friendly unit\'s operation cost by 1', () => {
    const s = scenario({ hands: [['62_infantry_regiment'], []], support: [['panzer_ivg'], []] });
    act(s, { t: 'deploy', h: 0, tgt: at(s, 0, 0).uid });
    expect(opOf(s, at(s, 0, 0))).toBe(printed('panzer_ivg').op - 1);
  });

  it('retribution_k RETRIBUTION (token): +1+1 and operation cost 0', () => {
    const s = scenario({ hands: [['retribution_k'], []], support: [['panzer_ivg'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.atk, u.def, opOf(s, u)]).toEqual([6, 7, 0]);
  });

  it('stand_fast STAND FAST: +5+5 and +5 operation cost', () => {
    const s = scenario({ hands: [['stand_fast'], []], support: [['panzer_ivg'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.atk, u.def, opOf(s, u)]).toEqual([10, 11, printed('panzer_ivg').op + 5]);
  });

  it('m8_howitzer M8 HOWITZER: deployment deals 3 damage in 1s between random enemies', () => {
    const s = scenario({ hands: [['m8_howitzer'], []], support: [[], ['panzer_ivg']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(20 - s.sides[1].hq + (printed('panzer_ivg').def - at(s, 1, 0).def)).toBe(3);
  });

  it('55th_rifles 55th RIFLES: destruction gives 3 more kredits at the start of your next turn', () => {
    const s = scenario({ hands: [[], ['the_desert_rats']], support: [['55th_rifles'], []], active: 1, kredits: 5, decks: [['t70'], ['t70']] });
    s.lines[0][0].def = 1;
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid }, 1);
    act(s, { t: 'end' }, 1);
    expect(s.sides[0].kredits).toBe(s.sides[0].slots + 3);
  });

  it('28_jger_regiment 28. JÄGER REGIMENT: gains Ambush when it moves into the frontline', () => {
    const s = scenario({ support: [['28_jger_regiment'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'move', u: u.uid });
    expect(kwOf(s, u) & KW.ambush).toBe(KW.ambush);
  });

  it('190th_guard_rifles_vet 190th GUARD RIFLES (Veteran): gains Shock at the start of your turn', () => {
    const s = scenario({ support: [['190th_guard_rifles_vet'], []], decks: [['t70'], ['t70']], active: 1 });
    act(s, { t: 'end' }, 1);
    expect(kwOf(s, at(s, 0, 0)) & KW.shock).toBe(KW.shock);
  });

  it('type_92_jyushokosha TYPE 92 JYU-SOKOSHA and type_94_tk_early TYPE 94 TK EARLY: +1 attack when it damages the enemy HQ', () => {
    for (const id of ['type_92_jyushokosha', 'type_94_tk_early']) {
      const s = scenario({ front: [id], frontOwner: 0 });
      const u = at(s, 2, 0);
      act(s, { t: 'attack', u: u.uid, tgt: hqRef(1) });
      expect([s.sides[1].hq, u.atk]).toEqual([20 - printed(id).atk, printed(id).atk + 1]);
    }
  });

  it('p61_black_widow P-61 BLACK WIDOW: at the start of your turn a random friendly air unit is immune this turn', () => {
    const s = scenario({ support: [['p61_black_widow'], []], decks: [['t70'], ['t70']], active: 1 });
    act(s, { t: 'end' }, 1);
    expect(kwOf(s, at(s, 0, 0)) & KW.immune).toBe(KW.immune);
  });

  it('p40_k P-40 K: when a friendly bomber is destroyed, a random enemy unit is destroyed; other losses do not count', () => {
    const s = scenario({ hands: [[], ['the_desert_rats']], support: [['p40_k', 'b17_flying_fortress'], ['t70']], active: 1 });
    at(s, 0, 1).def = 1;
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 1).uid }, 1);
    expect(s.lines[1].length).toBe(0);
    const t = scenario({ hands: [[], ['the_desert_rats']], support: [['p40_k', 'himeji_regiment'], ['t70']], active: 1 });
    act(t, { t: 'give', h: 0, tgt: at(t, 0, 1).uid }, 1);
    expect(t.lines[1].length).toBe(1);
  });

  it('96_infantry_regiment 96. INFANTRY REGIMENT: destroyed when you deploy another unit (not by its own deployment)', () => {
    const s = scenario({ hands: [['96_infantry_regiment', 't70'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(ids(s, 0)).toEqual(['96_infantry_regiment']);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(ids(s, 0)).toEqual(['t70']);
  });

  it('t35 T-35: 1 damage to each HQ at the end of your turn', () => {
    const s = scenario({ support: [['t35'], []], decks: [['t70'], ['t70']] });
    act(s, { t: 'end' });
    expect([s.sides[0].hq, s.sides[1].hq]).toEqual([19, 19]);
  });

  it('169_grenadiers 169. GRENADIERS: the enemy discards a card at random after giving an order', () => {
    const s = scenario({ hands: [[], ['the_desert_rats', 't70', 't70']], support: [['169_grenadiers'], []], active: 1 });
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid }, 1);
    expect(s.sides[1].hand.length).toBe(1);
  });

  it('125th_rifle_regiment 125th RIFLE REGIMENT: each card the enemy draws deals 1 damage to the enemy HQ', () => {
    const s = scenario({ support: [['125th_rifle_regiment'], []], decks: [['t70'], ['t70', 't70']] });
    act(s, { t: 'end' });
    expect([s.sides[1].hand.length, s.sides[1].hq]).toEqual([1, 19]);
  });

  it('rnzaf_kittyhawk RNZAF KITTYHAWK: whenever a unit is deployed (either side, K-R49d), 1 damage to the enemy HQ and +1 to yours', () => {
    const s = scenario({ hands: [['t70'], ['t70']], support: [['rnzaf_kittyhawk'], []], decks: [['t70'], ['t70']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([s.sides[0].hq, s.sides[1].hq]).toEqual([21, 19]);
    act(s, { t: 'end' });
    act(s, { t: 'deploy', h: 0, tgt: NONE }, 1);
    expect([s.sides[0].hq, s.sides[1].hq]).toEqual([22, 18]);
  });

  it('entrapment ENTRAPMENT: an attacking unit is destroyed before it fights (K-R47a); your units +1+1', () => {
    const s = scenario({ front: ['panzer_ivg'], frontOwner: 0, support: [[], ['89th_infantry_regiment']], cms: [[], ['entrapment']] });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect([s.lines[2].length, at(s, 1, 0).atk, at(s, 1, 0).def]).toEqual([0, 2, 4]);
  });

  it('against_the_odds AGAINST THE ODDS: an attacking unit is pinned (K-R47a); a card', () => {
    const s = scenario({ front: ['panzer_ivg'], frontOwner: 0, support: [[], ['89th_infantry_regiment']], cms: [[], ['against_the_odds']], decks: [['t70'], ['t70']] });
    const u = at(s, 2, 0);
    act(s, { t: 'attack', u: u.uid, tgt: at(s, 1, 0).uid });
    s.turn++;
    expect([isPinned(s, u), s.sides[1].hand.length]).toEqual([true, 1]);
  });

  it('scatter_tactics SCATTER TACTICS: when a unit attacks, the attacker\'s side gets -2 attack this turn (before the fight)', () => {
    const s = scenario({ front: ['panzer_ivg'], frontOwner: 0, support: [[], ['980_volksgrenadier']], cms: [[], ['scatter_tactics']] });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect(at(s, 1, 0).def).toBe(6 - (5 - 2));
  });

  it('swift_response SWIFT RESPONSE: when a friendly unit is destroyed, your units get +1+1 and Shock', () => {
    const s = scenario({ hands: [['the_desert_rats'], []], support: [[], ['himeji_regiment', 'panzer_ivg']], cms: [[], ['swift_response']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    const p = unitOf(s, 'panzer_ivg');
    expect([p.atk, p.def, kwOf(s, p) & KW.shock]).toEqual([6, 7, KW.shock]);
  });

  it('barrage BARRAGE: enemy units -4 attack this turn, or 2 damage to a ground unit', () => {
    const s = scenario({ hands: [['barrage'], []], support: [[], ['panzer_ivg']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'choose', i: 0 });
    expect(attackOf(s, at(s, 1, 0))).toBe(1);
    const t = scenario({ hands: [['barrage'], []], support: [[], ['panzer_ivg']] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    act(t, { t: 'choose', i: 1 });
    act(t, { t: 'target', r: at(t, 1, 0).uid });
    expect(at(t, 1, 0).def).toBe(printed('panzer_ivg').def - 2);
  });

  it('m1340 M13/40 (Italy): deployment gives it Blitz if you control an infantry', () => {
    const s = scenario({ hands: [['m1340'], []], support: [['himeji_regiment'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const t = scenario({ hands: [['m1340'], []] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect([kwOf(s, unitOf(s, 'm1340')) & KW.blitz, kwOf(t, unitOf(t, 'm1340')) & KW.blitz]).toEqual([KW.blitz, 0]);
  });
});

describe('"fight target enemy unit" (K-R50f) and a copy of itself from the deck', () => {
  it('113_schtzen 113. SCHÜTZEN: deployment fights an enemy unit: damage both ways, and it may still attack later (not an attack)', () => {
    const s = scenario({ hands: [['113_schtzen'], []], support: [[], ['980_volksgrenadier']] });
    act(s, { t: 'deploy', h: 0, tgt: at(s, 1, 0).uid });
    const u = unitOf(s, '113_schtzen');
    expect([at(s, 1, 0).def, u.def, u.attacks]).toEqual([6 - 4, 4 - 3, 0]);
  });

  it('panzer_ivh PANZER IV-H was unsupported while its Veteran card was (K-3.5: a card that promotes needs it); both are now (K-R66c)', () => {
    expect([printed('panzer_ivh').script.ok, printed('panzer_ivh_vet').script.ok]).toEqual([true, true]);
  });

  it('henschel_hs_129 HENSCHEL HS 129: +2 against ground targets, and its deployment fight uses it', () => {
    const s = scenario({ hands: [['henschel_hs_129'], []], support: [[], ['panzer_ivg']] });
    at(s, 1, 0).def = 20;
    act(s, { t: 'deploy', h: 0, tgt: at(s, 1, 0).uid });
    // 4 attack +2 against a ground unit; PANZER IV-G's 5 back destroys the 5-defense fighter.
    expect([at(s, 1, 0).def, s.lines[0].length]).toEqual([20 - 6, 0]);
  });

  it('24th_cavalry_regiment 24th CAVALRY REGIMENT and 32nd_infantry_regiment 32nd INFANTRY REGIMENT: draw another copy of itself from your deck', () => {
    const s = scenario({ hands: [['32nd_infantry_regiment'], []], decks: [['t70', '32nd_infantry_regiment', 't70'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([handIds(s, 0), s.sides[0].deck.length]).toEqual([['32nd_infantry_regiment'], 2]);
    const t = scenario({ hands: [[], ['the_desert_rats']], support: [['24th_cavalry_regiment'], []], decks: [['24th_cavalry_regiment', 't70'], []], active: 1 });
    act(t, { t: 'give', h: 0, tgt: at(t, 0, 0).uid }, 1);
    expect(handIds(t, 0)).toEqual(['24th_cavalry_regiment']);
  });
});

describe('stat changes then "its attack equals its defense", heavy armor, "instead" on damaged / support line, adjacency after a target', () => {
  it('synthetic_rubber SYNTHETIC RUBBER: +4 defense, then attack equal to defense', () => {
    const s = scenario({ hands: [['synthetic_rubber'], []], support: [['panzer_ivg'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.atk, u.def]).toEqual([10, 10]);
  });

  it('tiger_moth TIGER MOTH: deployment gives a friendly unit +1 defense, then attack equal to defense', () => {
    const s = scenario({ hands: [['tiger_moth'], []], support: [['89th_infantry_regiment'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'deploy', h: 0, tgt: u.uid });
    expect([u.atk, u.def]).toEqual([4, 4]);
  });

  it('rule_britannia RULE BRITANNIA: your British units +2 defense, then attack equal to defense; others untouched', () => {
    const s = scenario({ hands: [['rule_britannia'], []], support: [['5th_brigade', 'panzer_ivg'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([at(s, 0, 0).atk, at(s, 0, 0).def, at(s, 0, 1).atk]).toEqual([7, 7, 5]);
  });

  it('kangaroo_transport KANGAROO TRANSPORT: a British infantry gets Blitz and +1 heavy armor', () => {
    const s = scenario({ hands: [['kangaroo_transport'], []], support: [['5th_brigade', '89th_infantry_regiment'], []] });
    expect(keys(s)).not.toContain(`give:0:${at(s, 0, 1).uid}`);
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    expect([kwOf(s, at(s, 0, 0)) & KW.blitz, at(s, 0, 0).armor]).toEqual([KW.blitz, 1]);
  });

  it('turmoil TURMOIL: 2 damage to a unit, 4 if it is damaged', () => {
    const s = scenario({ hands: [['turmoil'], []], support: [[], ['panzer_ivg']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(at(s, 1, 0).def).toBe(4);
    const t = scenario({ hands: [['turmoil'], []], support: [[], ['panzer_ivg']] });
    at(t, 1, 0).hurt = true;
    act(t, { t: 'give', h: 0, tgt: at(t, 1, 0).uid });
    expect(at(t, 1, 0).def).toBe(2);
  });

  it('through_the_breach THROUGH THE BREACH: 1 damage to a unit, 2 if it is in a support line', () => {
    const s = scenario({ hands: [['through_the_breach'], []], support: [[], ['panzer_ivg']], front: ['panzer_ivg'], frontOwner: 1 });
    act(s, { t: 'give', h: 0, tgt: at(s, 2, 0).uid });
    expect(at(s, 2, 0).def).toBe(5);
    const t = scenario({ hands: [['through_the_breach'], []], support: [[], ['panzer_ivg']] });
    act(t, { t: 'give', h: 0, tgt: at(t, 1, 0).uid });
    expect(at(t, 1, 0).def).toBe(4);
  });

  it('b6n_tenzan B6N TENZAN: deployment pins an enemy unit, and destroys it if it was already pinned', () => {
    const s = scenario({ hands: [['b6n_tenzan'], []], support: [[], ['panzer_ivg']] });
    act(s, { t: 'deploy', h: 0, tgt: at(s, 1, 0).uid });
    s.turn++;
    expect(isPinned(s, at(s, 1, 0))).toBe(true);
    const t = scenario({ hands: [['b6n_tenzan'], []], support: [[], ['panzer_ivg']] });
    at(t, 1, 0).pinned = t.turn + 1;
    act(t, { t: 'deploy', h: 0, tgt: at(t, 1, 0).uid });
    expect(t.lines[1].length).toBe(0);
  });

  it('surazh_gate SURAZH GATE: pins a unit and deals 2 damage to the units next to it', () => {
    const s = scenario({ hands: [['surazh_gate'], []], support: [[], ['panzer_ivg', 'panzer_ivg', 'panzer_ivg']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 1).uid });
    expect(s.lines[1].map((u) => u.def)).toEqual([4, 6, 4]);
  });

  it('uss_missouri USS MISSOURI: destroys a unit in the frontline; the units next to it retreat', () => {
    const s = scenario({ hands: [['uss_missouri'], []], front: ['panzer_ivg', 'panzer_ivg', 'panzer_ivg'], frontOwner: 1 });
    act(s, { t: 'give', h: 0, tgt: at(s, 2, 1).uid });
    expect([s.lines[2].length, ids(s, 1)]).toEqual([0, ['panzer_ivg', 'panzer_ivg']]);
  });
});

describe('the enemy draws, defense set (not damage), filling the support line', () => {
  it('388th_independent 388th INDEPENDENT: destruction lets the enemy draw a card', () => {
    const s = scenario({ hands: [[], ['the_desert_rats']], support: [['388th_independent'], []], active: 1, decks: [['t70'], ['t70']] });
    s.lines[0][0].def = 1;
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid }, 1);
    expect([s.sides[1].hand.length, s.sides[0].hand.length]).toEqual([1, 0]);
  });

  it('ki83 Ki-83: at the start of your turn you draw a card and the enemy draws 2', () => {
    const s = scenario({ support: [['ki83'], []], active: 1, decks: [['t70', 't70', 't70'], ['t70', 't70', 't70']] });
    act(s, { t: 'end' }, 1);
    // Its owner also draws the turn's card (K-R1: unit turn-start effects, then the draw).
    expect([s.sides[0].hand.length, s.sides[1].hand.length]).toEqual([2, 2]);
  });

  it('overcast OVERCAST: both HQs +2, both players a kredit slot and a card', () => {
    const s = scenario({ hands: [['overcast'], []], kredits: 6, decks: [['t70'], ['t70']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.sides[0].hq, s.sides[1].hq, s.sides[0].slots, s.sides[1].slots, s.sides[0].hand.length, s.sides[1].hand.length]).toEqual([22, 22, 7, 7, 1, 1]);
  });

  it('monsoon_rot MONSOON ROT and no_9_commando No. 9 COMMANDO: defense set to 1, which is not damage (§3.7.1 Tips)', () => {
    const s = scenario({ hands: [['monsoon_rot'], []], support: [['panzer_ivg'], ['panzer_ivg', 't70']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.lines[1].map((u) => u.def), s.lines[1].map((u) => u.hurt), at(s, 0, 0).def]).toEqual([[1, 1], [false, false], 6]);
    const t = scenario({ hands: [['no_9_commando'], []], support: [[], ['panzer_ivg']] });
    act(t, { t: 'deploy', h: 0, tgt: at(t, 1, 0).uid });
    expect([at(t, 1, 0).def, at(t, 1, 0).hurt]).toEqual([1, false]);
  });

  it('hms_hermes HMS HERMES: fills your support line with SWORDFISH Mk I', () => {
    const s = scenario({ hands: [['hms_hermes'], []], support: [['t70'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(ids(s, 0)).toEqual(['t70', 'swordfish_mk_i', 'swordfish_mk_i', 'swordfish_mk_i']);
  });
});

describe('钳制 Pincer (§3.3.6, K-R51p): formed with another friendly Pincer unit in your other line', () => {
  it('irish_guards IRISH GUARDS and cruiser_mk_iii CRUISER Mk III: +1 / +2 attack while the pincer is formed, not in the same line, not alone', () => {
    const s = scenario({ support: [['irish_guards'], []], front: ['cruiser_mk_iii'], frontOwner: 0 });
    const [ig, cr] = [at(s, 0, 0), at(s, 2, 0)];
    expect([attackOf(s, ig), attackOf(s, cr)]).toEqual([3, 4]);
    const t = scenario({ support: [['irish_guards', 'cruiser_mk_iii'], []] });
    expect([attackOf(t, at(t, 0, 0)), attackOf(t, at(t, 0, 1))]).toEqual([2, 2]);
    const u = scenario({ support: [['irish_guards'], []], front: ['t70'], frontOwner: 0 });
    expect(attackOf(u, at(u, 0, 0))).toBe(2);
    // The partner gone, the bonus goes (§3.3.6).
    s.lines[2][0].dead = true;
    expect(attackOf(s, ig)).toBe(2);
  });

  it('56_jger_regiment 56. JÄGER REGIMENT, 128th_rifles 128th RIFLES, zis2 ZiS-2: -1 operation cost, Ambush, Blitz while formed', () => {
    const s = scenario({ support: [['56_jger_regiment', '128th_rifles', 'zis2'], []], front: ['irish_guards'], frontOwner: 0 });
    const [j, r, z] = s.lines[0];
    expect([opOf(s, j), kwOf(s, r) & KW.ambush, kwOf(s, z) & KW.blitz]).toEqual([0, KW.ambush, KW.blitz]);
    const t = scenario({ support: [['56_jger_regiment', '128th_rifles', 'zis2'], []] });
    const [j2, r2, z2] = t.lines[0];
    expect([opOf(t, j2), kwOf(t, r2) & KW.ambush, kwOf(t, z2) & KW.blitz]).toEqual([1, 0, 0]);
  });

  it('101_infantry_regiment 101. INFANTRY REGIMENT: +1+1 when it attacks, only while formed', () => {
    const s = scenario({ front: ['101_infantry_regiment'], frontOwner: 0, support: [['irish_guards'], ['980_volksgrenadier']] });
    const u = at(s, 2, 0);
    act(s, { t: 'attack', u: u.uid, tgt: at(s, 1, 0).uid });
    expect([u.atk, u.def]).toEqual([3, 6 - 3]);
    const t = scenario({ front: ['101_infantry_regiment'], frontOwner: 0, support: [[], ['980_volksgrenadier']] });
    const v = at(t, 2, 0);
    act(t, { t: 'attack', u: v.uid, tgt: at(t, 1, 0).uid });
    expect([v.atk, v.def]).toEqual([2, 5 - 3]);
  });

  it('me_bf_109_g Me Bf 109 G: a kredit and a card when it destroys a unit, only while formed', () => {
    const s = scenario({ support: [['me_bf_109_g'], ['bt7']], front: ['irish_guards'], frontOwner: 0, kredits: 5, decks: [['t70'], []] });
    act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: at(s, 1, 0).uid });
    expect([s.sides[0].kredits, s.sides[0].hand.length]).toEqual([5 - 2 + 1, 1]);
    const t = scenario({ support: [['me_bf_109_g'], ['bt7']], kredits: 5, decks: [['t70'], []] });
    act(t, { t: 'attack', u: at(t, 0, 0).uid, tgt: at(t, 1, 0).uid });
    expect([t.sides[0].kredits, t.sides[0].hand.length]).toEqual([3, 0]);
  });

  it('222nd_guard_rifles 222nd GUARD RIFLES: fully repaired at the end of your turn, only while formed', () => {
    const s = scenario({ support: [['222nd_guard_rifles'], []], front: ['irish_guards'], frontOwner: 0, decks: [['t70'], ['t70']] });
    at(s, 0, 0).def = 2;
    at(s, 0, 0).hurt = true;
    act(s, { t: 'end' });
    const t = scenario({ support: [['222nd_guard_rifles'], []], decks: [['t70'], ['t70']] });
    at(t, 0, 0).def = 2;
    at(t, 0, 0).hurt = true;
    act(t, { t: 'end' });
    expect([at(s, 0, 0).def, at(t, 0, 0).def]).toEqual([7, 2]);
  });
});

describe('combat damage statics of the other sets', () => {
  it('no_1_commando No. 1 COMMANDO: a unit it deals combat damage to is destroyed', () => {
    const s = scenario({ front: ['no_1_commando'], frontOwner: 0, support: [[], ['panzer_ivg']] });
    at(s, 1, 0).atk = 0;
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect(s.lines[1].length).toBe(0);
  });

  it('m10_wolverine M10 WOLVERINE: an enemy tank it damages is destroyed; an infantry is not', () => {
    const s = scenario({ front: ['m10_wolverine'], frontOwner: 0, support: [[], ['panzer_ivg']] });
    at(s, 1, 0).atk = 0;
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect(s.lines[1].length).toBe(0);
    const t = scenario({ front: ['m10_wolverine'], frontOwner: 0, support: [[], ['980_volksgrenadier']] });
    at(t, 1, 0).atk = 0;
    act(t, { t: 'attack', u: at(t, 2, 0).uid, tgt: at(t, 1, 0).uid });
    expect(at(t, 1, 0).def).toBe(6 - 3);
  });

  it('2nd_california 2nd CALIFORNIA: combat damage to it is at most 1, attacking or attacked', () => {
    const s = scenario({ front: ['2nd_california'], frontOwner: 0, support: [[], ['panzer_ivg']] });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect([at(s, 2, 0).def, at(s, 1, 0).def]).toEqual([2, 1]);
  });

  it('2nd_marines_battalion 2nd MARINES BATTALION: combat damage to it is doubled', () => {
    const s = scenario({ front: ['2nd_marines_battalion'], frontOwner: 0, support: [[], ['89th_infantry_regiment']] });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect(at(s, 2, 0).def).toBe(4 - 2);
  });

  it('p39_airacobra P-39 AIRACOBRA: takes 2 less combat damage from ground units, not from air units', () => {
    const s = scenario({ support: [['p39_airacobra'], ['980_volksgrenadier']] });
    act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: at(s, 1, 0).uid });
    expect(at(s, 0, 0).def).toBe(4 - 1);
    const t = scenario({ support: [['p39_airacobra'], ['p39_airacobra']] });
    act(t, { t: 'attack', u: at(t, 0, 0).uid, tgt: at(t, 1, 0).uid });
    expect(at(t, 0, 0).def).toBe(4 - 3);
  });
});

describe('targeted draws and counts of the other sets', () => {
  it('lurking_danger LURKING DANGER: two random countermeasures from your deck', () => {
    const s = scenario({ hands: [['lurking_danger'], []], decks: [['t70', 'interception', 't70', 'air_defense', 'interception'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(handIds(s, 0).map((id) => printed(id).type)).toEqual(['countermeasure', 'countermeasure']);
  });

  it('gathering_storm GATHERING STORM: a random infantry, tank, artillery and fighter from your deck', () => {
    const s = scenario({ hands: [['gathering_storm'], []], decks: [['t70', 'himeji_regiment', 'the_desert_rats', '2_pounder', 'la5', 't70'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(handIds(s, 0).sort()).toEqual(['2_pounder', 'himeji_regiment', 'la5', 't70']);
  });

  it('by_the_sword BY THE SWORD: a card for each enemy unit on the battlefield', () => {
    const s = scenario({ hands: [['by_the_sword'], []], support: [['t70'], ['t70', 't70']], front: ['t70'], frontOwner: 1, decks: [['t70', 't70', 't70', 't70'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].hand.length).toBe(3);
  });

  it('enemy_at_the_gates ENEMY AT THE GATES: all units +2 attack and 2 damage', () => {
    const s = scenario({ hands: [['enemy_at_the_gates'], []], support: [['panzer_ivg'], ['89th_infantry_regiment']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([at(s, 0, 0).atk, at(s, 0, 0).def, at(s, 1, 0).atk, at(s, 1, 0).def]).toEqual([7, 4, 3, 1]);
  });
});

describe('a unit\'s own adjacent units', () => {
  it('8th_marines 8th MARINES: deployment deals 1 damage to the units next to it, which get +2 attack', () => {
    const s = scenario({ hands: [['8th_marines'], []], support: [['panzer_ivg'], ['panzer_ivg']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const [p, m] = s.lines[0];
    expect([p.def, p.atk, m.def, at(s, 1, 0).def]).toEqual([5, 7, printed('8th_marines').def, 6]);
  });
});

describe('costs per friendly unit, no orders next turn', () => {
  it('122nd_korsun 122nd KORSUN: costs 1 less for each of your units', () => {
    const s = scenario({ hands: [['122nd_korsun'], []], support: [['t70', 'himeji_regiment'], ['t70']] });
    expect(costAt(s, 0, 0)).toBe(printed('122nd_korsun').cost - 2);
  });

  it('sea_patrol SEA PATROL: costs 1 less for each friendly air unit; 3 damage to an enemy', () => {
    const s = scenario({ hands: [['sea_patrol'], []], support: [['la5', 'p39_airacobra', 't70'], ['panzer_ivg']] });
    expect(costAt(s, 0, 0)).toBe(printed('sea_patrol').cost - 2);
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(at(s, 1, 0).def).toBe(3);
  });

  it('elusive_force ELUSIVE FORCE: the enemy cannot give orders in its next turn', () => {
    const s = scenario({ hands: [['elusive_force'], ['the_desert_rats']], support: [['t70'], []], decks: [['t70'], ['t70']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'end' });
    expect(keys(s, 1).some((k) => k.startsWith('give:'))).toBe(false);
    act(s, { t: 'end' }, 1);
    act(s, { t: 'end' });
    expect(keys(s, 1).some((k) => k.startsWith('give:'))).toBe(true);
  });
});

describe('conditional bonuses of a unit and "while they have Shock"', () => {
  it('58th_infantry_regiment 58th INFANTRY REGIMENT: +2 attack while it has Shock', () => {
    const s = scenario({ support: [['58th_infantry_regiment'], []] });
    const u = at(s, 0, 0);
    expect(attackOf(s, u)).toBe(3);
    u.kw &= ~KW.shock;
    expect(attackOf(s, u)).toBe(1);
  });

  it('type_4_chito TYPE 4 CHI-TO: your units with Shock have +2 attack', () => {
    const s = scenario({ support: [['type_4_chito', '58th_infantry_regiment', 't70'], []] });
    expect([attackOf(s, at(s, 0, 0)), attackOf(s, at(s, 0, 2))]).toEqual([6, 3]);
  });

  it('t3485_1944 T-34/85 1944: Blitz and Guard while you control 3 or more units', () => {
    const s = scenario({ support: [['t3485_1944', 't70'], []] });
    const u = at(s, 0, 0);
    expect(kwOf(s, u) & (KW.blitz | KW.guard)).toBe(0);
    s.lines[0].push(at(scenario({ support: [['himeji_regiment'], []] }), 0, 0));
    expect(kwOf(s, u) & (KW.blitz | KW.guard)).toBe(KW.blitz | KW.guard);
  });

  it('kyushu_j7w3 KYUSHU J7W3: +2 attack and Fury while undamaged', () => {
    const s = scenario({ support: [['kyushu_j7w3'], []] });
    const u = at(s, 0, 0);
    expect([attackOf(s, u), kwOf(s, u) & KW.fury]).toEqual([5, KW.fury]);
    u.hurt = true;
    expect([attackOf(s, u), kwOf(s, u) & KW.fury]).toEqual([3, 0]);
  });

  it('yamagata_regiment YAMAGATA REGIMENT: Ambush, Blitz and Fury with an empty hand', () => {
    const s = scenario({ support: [['yamagata_regiment'], []] });
    const all = KW.ambush | KW.blitz | KW.fury;
    expect(kwOf(s, at(s, 0, 0)) & all).toBe(all);
    const t = scenario({ hands: [['t70'], []], support: [['yamagata_regiment'], []] });
    expect(kwOf(t, at(t, 0, 0)) & all).toBe(0);
  });

  it('spitfire_mk_ii SPITFIRE Mk II: +2 attack while a friendly Guard unit stands next to it (Guarded, K-R53g)', () => {
    const s = scenario({ support: [['spitfire_mk_ii', '89th_infantry_regiment'], []] });
    const t = scenario({ support: [['spitfire_mk_ii', 'himeji_regiment'], []] });
    expect([attackOf(s, at(s, 0, 0)), attackOf(t, at(t, 0, 0))]).toEqual([5, 3]);
  });
});

describe('Veteran conditions of the other sets (K-3.5c)', () => {
  it('12th_guards_mechanised 12th GUARDS MECHANISED and 269th_rifles 269th RIFLES: Veteran when you deploy a tank with 4 or more attack', () => {
    for (const id of ['12th_guards_mechanised', '269th_rifles']) {
      const s = scenario({ hands: [['bt7', 'panzer_ivg'], []], support: [[id], []] });
      act(s, { t: 'deploy', h: 0, tgt: NONE });
      expect(CARDS[at(s, 0, 0).card].id).toBe(id);
      act(s, { t: 'deploy', h: 0, tgt: NONE });
      expect(CARDS[at(s, 0, 0).card].id).toBe(`${id}_vet`);
    }
  });

  it('47th_infantry_regiment 47th INFANTRY REGIMENT (and 47th_infantry_regiment_vet): Veteran at your turn start with 13 or more kredit slots', () => {
    const s = scenario({ support: [['47th_infantry_regiment'], []], active: 1, decks: [['t70', 't70'], ['t70', 't70']] });
    s.sides[0].slots = 11;
    act(s, { t: 'end' }, 1);
    expect(CARDS[at(s, 0, 0).card].id).toBe('47th_infantry_regiment');
    // The natural cap is 12 (K-2.1): 13 comes from effects.
    s.sides[0].slots = 13;
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    expect(CARDS[at(s, 0, 0).card].id).toBe('47th_infantry_regiment_vet');
    // The Veteran: a copy beside it when it moves into the frontline.
    act(s, { t: 'move', u: at(s, 0, 0).uid });
    expect(s.lines[2].map((u) => CARDS[u.card].id)).toEqual(['47th_infantry_regiment_vet', '47th_infantry_regiment']);
  });

  it('266th_guard_rifles 266th GUARD RIFLES: Veteran at your turn start if the enemy has no Veteran unit', () => {
    const s = scenario({ support: [['266th_guard_rifles'], ['50_infantry_regiment_vet']], active: 1, decks: [['t70', 't70'], ['t70', 't70']] });
    at(s, 1, 0).vet = true;
    act(s, { t: 'end' }, 1);
    expect(CARDS[at(s, 0, 0).card].id).toBe('266th_guard_rifles');
    at(s, 1, 0).vet = false;
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    expect(CARDS[at(s, 0, 0).card].id).toBe('266th_guard_rifles_vet');
  });

  it('64_panzergrenadier 64. PANZERGRENADIER: Veteran if it starts your turn in the frontline', () => {
    const s = scenario({ support: [['64_panzergrenadier'], []], active: 1, decks: [['t70', 't70'], ['t70', 't70']] });
    act(s, { t: 'end' }, 1);
    expect(CARDS[at(s, 0, 0).card].id).toBe('64_panzergrenadier');
    const t = scenario({ front: ['64_panzergrenadier'], frontOwner: 0, active: 1, decks: [['t70', 't70'], ['t70', 't70']] });
    act(t, { t: 'end' }, 1);
    expect(CARDS[at(t, 2, 0).card].id).toBe('64_panzergrenadier_vet');
  });
});

describe('removal from the battlefield (K-R52r) and pins removed', () => {
  it('ki67_peggy Ki-67 PEGGY: deployment removes an enemy unit with 3 or less attack, without destroying it', () => {
    const s = scenario({ hands: [['ki67_peggy'], []], support: [[], ['55th_rifles', 'panzer_ivg']], kredits: 8 });
    expect(keys(s)).not.toContain(`deploy:0:${at(s, 1, 1).uid}`);
    act(s, { t: 'deploy', h: 0, tgt: at(s, 1, 0).uid });
    // 55th RIFLES' "Destruction:" does not run: removed is not destroyed.
    expect([ids(s, 1), s.sides[1].nextKredits]).toEqual([['panzer_ivg'], 0]);
  });

  it('ijn_shirakumo IJN SHIRAKUMO: pins a unit, removes it if it was already pinned; your HQ +2 either way', () => {
    const s = scenario({ hands: [['ijn_shirakumo'], []], support: [[], ['panzer_ivg']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    s.turn++;
    expect([isPinned(s, at(s, 1, 0)), s.sides[0].hq]).toEqual([true, 22]);
    const t = scenario({ hands: [['ijn_shirakumo'], []], support: [[], ['panzer_ivg']] });
    at(t, 1, 0).pinned = t.turn + 1;
    act(t, { t: 'give', h: 0, tgt: at(t, 1, 0).uid });
    expect([t.lines[1].length, t.sides[0].hq]).toEqual([0, 22]);
  });

  it('recuperation RECUPERATION: +2 attack; a pinned unit is unpinned and gets +4 instead', () => {
    const s = scenario({ hands: [['recuperation'], []], support: [['panzer_ivg'], []] });
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    expect(at(s, 0, 0).atk).toBe(7);
    const t = scenario({ hands: [['recuperation'], []], support: [['panzer_ivg'], []] });
    const u = at(t, 0, 0);
    u.pinned = t.turn + 2;
    act(t, { t: 'give', h: 0, tgt: u.uid });
    expect([u.atk, isPinned(t, u)]).toEqual([9, false]);
  });

  it('rally RALLY: your units +1 attack this turn, their pins removed; a card', () => {
    const s = scenario({ hands: [['rally'], []], support: [['panzer_ivg'], []], decks: [['t70'], []] });
    const u = at(s, 0, 0);
    u.pinned = s.turn + 2;
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([attackOf(s, u), isPinned(s, u), s.sides[0].hand.length]).toEqual([6, false, 1]);
  });
});
