// More cards of the other sets (issue 15's stretch, fifth part, 2026-12-02 evening): units moved into the frontline by an
// effect (K-R67a), "Cannot attack the enemy HQ" for a turn or ignored (K-R67c), destruction effects triggered again
// (K-R67d), … Each test plays the card and checks its effect; the test names the card.
import { describe, expect, it } from 'vitest';
import { cardIndex, CARDS } from '../cards.js';
import { costAt } from '../costs.js';
import { KW } from '../effects/lang.js';
import { hqRef } from '../effects/select.js';
import { kards } from '../index.js';
import type { KardsState, Unit } from '../state.js';
import { attackOf as attackOfUnit, kwOf, opOf } from '../units.js';
import { act, at, scenario } from './scenario.js';

const ids = (s: KardsState, l: number): string[] => s.lines[l].map((u) => CARDS[u.card].id);
const hand = (s: KardsState, seat: number): string[] => s.sides[seat].hand.map((c) => CARDS[c].id);
const NONE = -1;
/** Whether seat 0's unit u may attack the enemy HQ now. */
const hitsHq = (s: KardsState, u: Unit): boolean => kards.legalActions(s, 0).some((a) => a.t === 'attack' && a.u === u.uid && a.tgt === hqRef(1));

describe('K-R67a units moved into the frontline by an effect', () => {
  it('chasing_shadows CHASING SHADOWS: target unit moves into the frontline, its action kept; not into an enemy-held frontline', () => {
    const s = scenario({ hands: [['chasing_shadows'], []], support: [['t70'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([ids(s, 0), ids(s, 2), u.moved]).toEqual([[], ['t70'], false]);
    const t = scenario({ hands: [['chasing_shadows'], []], support: [['t70'], []], front: ['bt7'], frontOwner: 1 });
    act(t, { t: 'give', h: 0, tgt: at(t, 0, 0).uid });
    expect([ids(t, 0), ids(t, 2)]).toEqual([['t70'], ['bt7']]);
  });

  it('5e_chasseurs 5e CHASSEURS: deployed, target unit moves into the frontline', () => {
    const s = scenario({ hands: [['5e_chasseurs'], []], support: [['t70'], []] });
    act(s, { t: 'deploy', h: 0, tgt: at(s, 0, 0).uid });
    expect([ids(s, 0), ids(s, 2)]).toEqual([['5e_chasseurs'], ['t70']]);
  });

  it('dornier_do_18g DORNIER Do 18G: units you deploy move into the frontline (not itself, not the enemy\'s)', () => {
    const s = scenario({ hands: [['dornier_do_18g', 't70'], ['bt7']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([ids(s, 0), ids(s, 2)]).toEqual([['dornier_do_18g'], []]);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([ids(s, 0), ids(s, 2)]).toEqual([['dornier_do_18g'], ['t70']]);
    act(s, { t: 'end' });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(ids(s, 1)).toEqual(['bt7']);
  });

  it('carrier_cover CARRIER COVER: choose one — your fighters get +1+1, or they move into the frontline', () => {
    const s = scenario({ hands: [['carrier_cover'], []], support: [['la5', 't70'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'choose', i: 0 });
    expect([at(s, 0, 0).atk, at(s, 0, 0).def]).toEqual([CARDS[cardIndex('la5')].atk + 1, CARDS[cardIndex('la5')].def + 1]);
    const t = scenario({ hands: [['carrier_cover'], []], support: [['la5', 't70'], []] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    act(t, { t: 'choose', i: 1 });
    expect([ids(t, 0), ids(t, 2)]).toEqual([['t70'], ['la5']]);
  });
});

describe('K-R67b suppressed copies', () => {
  it('36th_cavalry 36th CAVALRY: +3+3 and Blitz when deployed; destroyed, two suppressed copies join your support line', () => {
    const s = scenario({ hands: [['36th_cavalry'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const u = at(s, 0, 0);
    expect([u.atk, u.kw & KW.blitz]).toEqual([CARDS[u.card].atk + 3, KW.blitz]);
    u.dead = true;
    act(s, { t: 'end' });
    expect(ids(s, 0)).toEqual(['36th_cavalry', '36th_cavalry']);
    expect(s.lines[0].map((v) => [v.sup, v.atk])).toEqual([[true, CARDS[u.card].atk], [true, CARDS[u.card].atk]]);
  });
});

describe('K-R67c "Cannot attack the enemy HQ" for a turn, or ignored', () => {
  it('fw_200_condor FW 200 CONDOR: deployed with Blitz, it cannot attack the enemy HQ this turn; next turn it can', () => {
    const s = scenario({ hands: [['fw_200_condor'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const u = at(s, 0, 0);
    expect(hitsHq(s, u)).toBe(false);
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    expect(hitsHq(s, u)).toBe(true);
  });

  it('on_the_horizon ON THE HORIZON: this turn your units are immune to damage and cannot attack the enemy HQ', () => {
    const s = scenario({ hands: [['on_the_horizon'], []], support: [['la5'], ['la5']] });
    const u = at(s, 0, 0);
    expect(hitsHq(s, u)).toBe(true);
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([hitsHq(s, u), kwOf(s, u) & KW.immune]).toEqual([false, KW.immune]);
    act(s, { t: 'attack', u: u.uid, tgt: at(s, 1, 0).uid });
    expect(u.def).toBe(CARDS[u.card].def);
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    expect([hitsHq(s, u), kwOf(s, u) & KW.immune]).toEqual([true, 0]);
  });

  it('new_doctrine NEW DOCTRINE: target unit ignores its "Cannot attack the enemy HQ"', () => {
    const s = scenario({ hands: [['new_doctrine'], []], support: [['ki84_frank'], []] });
    const u = at(s, 0, 0);
    expect(hitsHq(s, u)).toBe(false);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect(hitsHq(s, u)).toBe(true);
  });

  it('nara_regiment NARA REGIMENT: your units ignore "Cannot attack the enemy HQ" while it stands (not the enemy\'s)', () => {
    const s = scenario({ support: [['nara_regiment', 'ki84_frank'], []] });
    expect(hitsHq(s, at(s, 0, 1))).toBe(true);
    at(s, 0, 0).dead = true;
    expect(hitsHq(s, at(s, 0, 1))).toBe(false);
  });
});

describe('K-R67d destruction effects triggered again', () => {
  it('duty_is_a_mountain DUTY IS A MOUNTAIN: your units\' destruction effects trigger an extra time', () => {
    const s = scenario({ hands: [['duty_is_a_mountain'], []], support: [['61st_infantry_regiment'], []], decks: [['bt7', 'bt7', 'bt7'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    at(s, 0, 0).dead = true;
    act(s, { t: 'end' });
    expect(hand(s, 0)).toEqual(['bt7', 'bt7']);
  });

  it('114th_infantry_regiment 114th INFANTRY REGIMENT: a friendly destruction effect triggers twice while it stands', () => {
    const s = scenario({ support: [['114th_infantry_regiment', '61st_infantry_regiment'], ['61st_infantry_regiment']], decks: [['bt7', 'bt7', 'bt7'], ['bt7', 'bt7', 'bt7']] });
    at(s, 0, 1).dead = true;
    at(s, 1, 0).dead = true;
    act(s, { t: 'end' });
    // Seat 0 drew 2 (its unit's effect twice); seat 1 drew 1 from its unit's effect and 1 for its turn.
    expect([hand(s, 0).length, hand(s, 1).length]).toEqual([2, 2]);
  });
});

describe('K-R67e units added on both sides', () => {
  it('tupolev_tb3 TUPOLEV TB-3: deployed, an I-16 ISHAK is added on each side of it', () => {
    const s = scenario({ hands: [['tupolev_tb3'], []], support: [['t70'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(ids(s, 0)).toEqual(['t70', 'i16_ishak', 'tupolev_tb3', 'i16_ishak']);
    const t = scenario({ hands: [['tupolev_tb3'], []], support: [['t70', 't70'], []] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect(ids(t, 0)).toEqual(['t70', 't70', 'i16_ishak', 'tupolev_tb3']);
  });
});

describe('K-R67f a countermeasure activated from hand', () => {
  it('fieseler_fi_156 FIESELER Fi 156: at the end of your turn a random countermeasure of your hand is set, for free', () => {
    const s = scenario({ hands: [['bt7', 'interception'], []], support: [['fieseler_fi_156'], []], decks: [['bt7'], ['bt7']] });
    const k = s.sides[0].kredits;
    act(s, { t: 'end' });
    expect([hand(s, 0), s.sides[0].cms.map((c) => CARDS[c].id), s.sides[0].kredits]).toEqual([['bt7'], ['interception'], k]);
  });
});

describe('K-R67g orders in hand cheaper, to a minimum', () => {
  it('aerial_reconnaissance AERIAL RECONNAISSANCE: when the enemy deploys a unit, your orders cost 1 less, not below 1', () => {
    const s = scenario({ active: 1, hands: [['bt7', 'air_superiority', 'sneak_attack', 'interception'], ['t70']], cms: [['aerial_reconnaissance'], []] });
    const before = [0, 1, 2, 3].map((h) => costAt(s, 0, h));
    act(s, { t: 'deploy', h: 0, tgt: NONE }, 1);
    const after = [0, 1, 2, 3].map((h) => costAt(s, 0, h));
    expect(after).toEqual(before.map((c, h) => (CARDS[s.sides[0].hand[h]].type === 'order' && c > 1 ? c - 1 : c)));
    expect(s.sides[0].cms).toEqual([]);
  });
});

describe('K-R67h a Develop if it is an air unit', () => {
  it('sea_embargo SEA EMBARGO: +1+1; an air unit also develops a British air unit with 2 or less attack', () => {
    const s = scenario({ hands: [['sea_embargo'], []], support: [['la5'], []] });
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    expect(at(s, 0, 0).atk).toBe(CARDS[cardIndex('la5')].atk + 1);
    const dev = s.sides[0].dev!;
    const offered = dev.slice(3, 3 + dev[2]);
    expect(offered.length).toBeGreaterThan(0);
    for (const c of offered) expect([CARDS[c].nation, (CARDS[c].cls & 24) !== 0, CARDS[c].atk <= 2]).toEqual(['Britain', true, true]);
    const t = scenario({ hands: [['sea_embargo'], []], support: [['t70'], []] });
    act(t, { t: 'give', h: 0, tgt: at(t, 0, 0).uid });
    expect(t.sides[0].dev ?? []).toEqual([]);
  });
});

describe('K-R67i a given text that leaves at the start of your turn', () => {
  it('stealth_mission STEALTH MISSION: at your turn start the unit leaves, you gain 6 kredits and draw 3 cards', () => {
    const s = scenario({ hands: [['stealth_mission'], []], support: [['t70'], []], kredits: 5, decks: [['bt7', 'bt7', 'bt7', 'bt7', 'bt7'], ['bt7', 'bt7']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    expect([ids(s, 0), s.sides[0].hand.length, s.sides[0].kredits]).toEqual([[], 4, Math.min(s.o.kreditCap, s.sides[0].slots + 6)]);
  });
});

describe('K-R67j an operation cost set by the attack the unit had', () => {
  it('pontoon_bridge PONTOON BRIDGE: +1+2; operation cost 0 only if it had 4 or more attack before', () => {
    const s = scenario({ hands: [['pontoon_bridge'], []], support: [['kv1_1939'], []] });
    const u = at(s, 0, 0);
    u.atk = 4;
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.atk, opOf(s, u)]).toEqual([5, 0]);
    const t = scenario({ hands: [['pontoon_bridge'], []], support: [['kv1_1939'], []] });
    const v = at(t, 0, 0);
    v.atk = 3;
    act(t, { t: 'give', h: 0, tgt: v.uid });
    expect([v.atk, opOf(t, v)]).toEqual([4, CARDS[v.card].op]);
  });
});

describe('K-R67k "when you attack and destroy" on a unit', () => {
  it('jagdpanzer_iv JAGDPANZER IV: when it attacks and destroys an enemy unit, a random enemy hand card becomes PRODUCTION', () => {
    const s = scenario({ hands: [[], ['bt7', 'bt7']], front: ['jagdpanzer_iv'], support: [[], ['t70']] });
    at(s, 1, 0).def = 1;
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect(hand(s, 1).sort()).toEqual(['bt7', 'production']);
  });
});

describe('K-R67l listeners an order gives its player', () => {
  it('rush_production RUSH PRODUCTION: German units you deploy this turn get +2-1; not next turn, not other nations', () => {
    const s = scenario({ hands: [['rush_production', 'panzer_ivg', 't70', 'panzer_ivg'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const pz = CARDS[cardIndex('panzer_ivg')], t70 = CARDS[cardIndex('t70')];
    expect(s.lines[0].map((u) => [u.atk, u.def])).toEqual([[pz.atk + 2, pz.def - 1], [t70.atk, t70.def]]);
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([at(s, 0, 2).atk, s.sides[0].hears]).toEqual([pz.atk, undefined]);
  });

  it('hasty_reinforcements HASTY REINFORCEMENTS: units you deploy or add this turn randomly get +1+1, Blitz or Ambush', () => {
    const s = scenario({ hands: [['hasty_reinforcements', 't70', 'bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    for (const u of s.lines[0]) {
      const c = CARDS[u.card];
      const boons = [u.atk === c.atk + 1 && u.def === c.def + 1, (u.kw & ~c.script.kw & KW.blitz) !== 0, (u.kw & ~c.script.kw & KW.ambush) !== 0];
      expect(boons.filter(Boolean).length).toBe(1);
    }
  });

  it('feigned_retreat FEIGNED RETREAT: your hand is discarded; for the battle, each unit you deploy draws a card', () => {
    const s = scenario({ hands: [['feigned_retreat', 'la5', 'la5'], []], decks: [['t70', 'bt7', 'bt7', 'bt7', 'bt7'], ['bt7', 'bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(hand(s, 0)).toEqual([]);
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    expect(hand(s, 0)).toEqual(['bt7']);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(hand(s, 0)).toEqual(['bt7']);
    act(s, { t: 'end' });
    act(s, { t: 'deploy', h: 0, tgt: NONE }, 1);
    expect(hand(s, 0)).toEqual(['bt7']);
  });
});

describe('K-R67m the unit a kill is about', () => {
  it('ju_88_g6 JU 88 G-6: when it destroys a unit, a copy of that unit\'s card joins your hand', () => {
    const s = scenario({ support: [['ju_88_g6'], ['t70']] });
    at(s, 1, 0).def = 1;
    act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: at(s, 1, 0).uid });
    expect([hand(s, 0), s.lines[1].length]).toEqual([['t70'], 0]);
  });

  it('stuka_87g STUKA 87G: becomes Veteran after an enemy ground unit is destroyed (not a friendly one, not an air unit)', () => {
    const s = scenario({ support: [['stuka_87g', 't70'], ['la5']] });
    at(s, 0, 1).dead = true;
    at(s, 1, 0).dead = true;
    act(s, { t: 'end' });
    expect(ids(s, 0)).toEqual(['stuka_87g']);
    const t = scenario({ support: [['stuka_87g'], ['t70']] });
    at(t, 1, 0).dead = true;
    act(t, { t: 'end' });
    expect(ids(t, 0)).toEqual(['stuka_87g_vet']);
  });

  it('stuka_87g_vet STUKA 87G (Veteran): the enemy discards a card when it attacks and destroys a ground unit (not an air unit)', () => {
    const s = scenario({ support: [['stuka_87g_vet'], ['t70', 'la5']], hands: [[], ['bt7', 'bt7', 'bt7']] });
    at(s, 0, 0).def = 20;
    at(s, 1, 0).def = 1;
    at(s, 1, 1).def = 1;
    act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: at(s, 1, 1).uid });
    expect(hand(s, 1).length).toBe(3);
    at(s, 0, 0).attacks = 0;
    act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: at(s, 1, 0).uid });
    expect(hand(s, 1).length).toBe(2);
  });
});

describe('K-R67n a destroyed unit\'s attack', () => {
  it('tsuruga_regiment TSURUGA REGIMENT: destroyed, it deals damage equal to its attack (as it stood) to the enemy HQ', () => {
    const s = scenario({ support: [['tsuruga_regiment'], []] });
    const u = at(s, 0, 0);
    u.atk = 6;
    u.dead = true;
    const hq = s.sides[1].hq;
    act(s, { t: 'end' });
    expect(s.sides[1].hq).toBe(hq - 6);
  });

  it('1st_florida 1st FLORIDA: destroyed, a random friendly unit gets +X+X, X its attack', () => {
    const s = scenario({ support: [['1st_florida', 't70'], []] });
    const u = at(s, 0, 0), v = at(s, 0, 1);
    u.atk = 5;
    u.dead = true;
    act(s, { t: 'end' });
    expect([v.atk, v.def]).toEqual([CARDS[v.card].atk + 5, CARDS[v.card].def + 5]);
  });
});

describe('K-R67o statics read on shared paths', () => {
  it('51st_recon 51st RECON: when the enemy HQ gains defense, it gets that much attack', () => {
    const s = scenario({ active: 1, hands: [[], ['naval_power']], support: [['51st_recon'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid }, 1);
    expect(u.atk).toBe(CARDS[u.card].atk + 3);
  });

  it('heinkel_he_219 HEINKEL HE 219: after a ground unit damages your HQ, 1 damage to the enemy HQ', () => {
    const s = scenario({ active: 1, support: [['heinkel_he_219'], []], front: ['t70'], frontOwner: 1 });
    const hq = s.sides[1].hq;
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: hqRef(0) }, 1);
    expect(s.sides[1].hq).toBe(hq - 1);
  });

  it('seagull SEAGULL: your HQ loses at most 4 defense in an enemy turn', () => {
    const s = scenario({ active: 1, hands: [[], ['air_blitz', 'air_blitz']], support: [['seagull'], []] });
    const hq = s.sides[0].hq;
    act(s, { t: 'give', h: 0, tgt: hqRef(0) }, 1);
    act(s, { t: 'give', h: 0, tgt: hqRef(0) }, 1);
    expect(s.sides[0].hq).toBe(hq - 4);
  });

  it('royal_ulster_rifles ROYAL ULSTER RIFLES: damage to your HQ is dealt to it instead', () => {
    const s = scenario({ active: 1, hands: [[], ['air_blitz']], support: [['royal_ulster_rifles'], []] });
    const hq = s.sides[0].hq, u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: hqRef(0) }, 1);
    expect([s.sides[0].hq, u.def]).toEqual([hq, CARDS[u.card].def - 3]);
  });

  it('beaufighter_tf_mk_x BEAUFIGHTER TF Mk X: a unit that attacks it takes 3 damage first', () => {
    const s = scenario({ support: [['la5'], ['beaufighter_tf_mk_x']] });
    const u = at(s, 0, 0);
    u.def = 20;
    act(s, { t: 'attack', u: u.uid, tgt: at(s, 1, 0).uid });
    // 3 first; a bomber deals no counter-damage (§3.1).
    expect(u.def).toBe(20 - 3);
    const t = scenario({ support: [['la5'], ['beaufighter_tf_mk_x']] });
    const v = at(t, 0, 0);
    v.def = 3;
    act(t, { t: 'attack', u: v.uid, tgt: at(t, 1, 0).uid });
    expect([ids(t, 0), at(t, 1, 0).def]).toEqual([[], CARDS[cardIndex('beaufighter_tf_mk_x')].def]);
  });

  it('kv2 KV-2: order damage to your units is reduced by their heavy armor', () => {
    const s = scenario({ active: 1, hands: [[], ['for_the_king']], support: [['kv2'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid }, 1);
    expect(u.def).toBe(CARDS[u.card].def - (5 - 2));
  });

  it('48th_armored_infantry 48th ARMORED INFANTRY: damage to it is 2 less for each adjacent unit', () => {
    const s = scenario({ active: 1, hands: [[], ['carpet_bombing']], support: [['la5', '48th_armored_infantry', 'la5'], []] });
    const u = at(s, 0, 1);
    act(s, { t: 'give', h: 0, tgt: NONE }, 1);
    expect(u.def).toBe(CARDS[u.card].def);
    const t = scenario({ active: 1, hands: [[], ['carpet_bombing']], support: [['48th_armored_infantry', 'la5'], []] });
    act(t, { t: 'give', h: 0, tgt: NONE }, 1);
    expect(at(t, 0, 0).def).toBe(CARDS[u.card].def - 1);
  });

  it('cromwell_mk_iv CROMWELL Mk IV: an enemy unit that is pinned is suppressed too', () => {
    const s = scenario({ hands: [['naval_power'], []], support: [['cromwell_mk_iv'], ['t70']] });
    const u = at(s, 1, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.pinned > 0, u.sup]).toEqual([true, true]);
  });

  it('2nd_michigan 2nd MICHIGAN: operating a unit of operation cost 3 or more gains 2 kredits', () => {
    const s = scenario({ support: [['2nd_michigan', 't70'], []] });
    act(s, { t: 'move', u: at(s, 0, 1).uid });
    expect(s.sides[0].kredits).toBe(12 - CARDS[cardIndex('t70')].op);
    act(s, { t: 'move', u: at(s, 0, 0).uid });
    expect(s.sides[0].kredits).toBe(12 - CARDS[cardIndex('t70')].op - 3 + 2);
  });

  it('panther_d PANTHER D: the damage it deals to a unit it attacks is dealt to the enemy HQ too', () => {
    const s = scenario({ front: ['panther_d'], support: [[], ['t70']] });
    const hq = s.sides[1].hq, t = at(s, 1, 0), def = t.def;
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: t.uid });
    expect(s.sides[1].hq).toBe(hq - (def - t.def));
    expect(def - t.def).toBe(CARDS[cardIndex('panther_d')].atk);
  });
});

describe('K-R67p cards a discard, an order or HQ damage is about', () => {
  it('grand_plans GRAND PLANS: choose and discard a card to draw a card with a higher cost from your deck', () => {
    const s = scenario({ hands: [['grand_plans', 'bt7'], []], decks: [['kv1_1939', 'bt7', 'bt7'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'pick', h: 0 });
    expect([hand(s, 0), s.sides[0].deck.map((c) => CARDS[c].id)]).toEqual([['kv1_1939'], ['bt7', 'bt7']]);
  });

  it('the_american_guard THE AMERICAN GUARD: deployed, the top card of your deck becomes the card chosen in hand', () => {
    const s = scenario({ hands: [['the_american_guard', 'la5'], []], decks: [['bt7', 't70'], ['bt7']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'pick', h: 0 });
    expect([hand(s, 0), s.sides[0].deck.map((c) => CARDS[c].id)]).toEqual([['la5'], ['bt7', 'la5']]);
  });

  it('calliope CALLIOPE: deployed, 2 damage one at a time between the target and the enemy units next to it', () => {
    const s = scenario({ hands: [['calliope'], []], support: [[], ['la5', 'la5', 'la5', 'la5']] });
    const hq = s.sides[1].hq;
    act(s, { t: 'deploy', h: 0, tgt: at(s, 1, 1).uid });
    const lost = s.lines[1].map((u) => CARDS[u.card].def - u.def);
    expect([lost[0] + lost[1] + lost[2], lost[3], s.sides[1].hq]).toEqual([2, 0, hq]);
  });

  it('retaliation RETALIATION: after your HQ receives damage, equal damage to the enemy HQ', () => {
    const s = scenario({ active: 1, hands: [[], ['air_blitz']], cms: [['retaliation'], []] });
    const [a, b] = [s.sides[0].hq, s.sides[1].hq];
    act(s, { t: 'give', h: 0, tgt: hqRef(0) }, 1);
    expect([s.sides[0].hq, s.sides[1].hq, s.sides[0].cms]).toEqual([a - 3, b - 3, []]);
  });

  it('foiled_plans FOILED PLANS: when the enemy gives an order, damage to the enemy HQ equal to its cost', () => {
    const s = scenario({ active: 1, hands: [[], ['air_blitz']], cms: [['foiled_plans'], []] });
    const [a, b] = [s.sides[0].hq, s.sides[1].hq];
    act(s, { t: 'give', h: 0, tgt: hqRef(0) }, 1);
    expect([s.sides[0].hq, s.sides[1].hq]).toEqual([a - 3, b - CARDS[cardIndex('air_blitz')].cost]);
  });

  it('allied_research_effort ALLIED RESEARCH EFFORT: choose one — a random US or British unit, or order, of cost 7 or more to hand', () => {
    for (const i of [0, 1]) {
      const s = scenario({ hands: [['allied_research_effort'], []], seed: 3 + i });
      act(s, { t: 'give', h: 0, tgt: NONE });
      act(s, { t: 'choose', i });
      const c = CARDS[s.sides[0].hand[0]];
      expect([['USA', 'Britain'].includes(c.nation), c.cost >= 7, i === 0 ? c.cls !== 0 : c.type === 'order', s.sides[0].shown[0]]).toEqual([true, true, true, true]);
    }
  });

  it('m4a1 M4A1: drawn from your deck when the enemy makes you discard', () => {
    const s = scenario({ active: 1, hands: [['bt7'], ['wolfpack']], support: [[], ['t70']], decks: [['t70', 'm4a1', 'bt7'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid }, 1);
    expect([hand(s, 0), s.sides[0].deck.map((c) => CARDS[c].id)]).toEqual([['m4a1'], ['t70', 'bt7']]);
  });

  it('5th_regiment 5th REGIMENT: when you lose a kredit slot, +2+1 on the battlefield, 2 less in hand', () => {
    const s = scenario({ active: 1, hands: [['5th_regiment'], ['daylight_bombing']], support: [['5th_regiment'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: hqRef(0) }, 1);
    expect([u.atk, u.def, costAt(s, 0, 0)]).toEqual([CARDS[u.card].atk + 2, CARDS[u.card].def + 1, CARDS[u.card].cost - 2]);
  });

  it('34th_guards 34th GUARDS: in hand, 2 less each time your HQ takes damage in your own turn (not in the enemy\'s)', () => {
    const s = scenario({ hands: [['34th_guards', 'air_blitz'], ['air_blitz']] });
    act(s, { t: 'give', h: 1, tgt: hqRef(0) });
    expect(costAt(s, 0, 0)).toBe(CARDS[cardIndex('34th_guards')].cost - 2);
    act(s, { t: 'end' });
    act(s, { t: 'give', h: 0, tgt: hqRef(0) }, 1);
    expect(costAt(s, 0, 0)).toBe(CARDS[cardIndex('34th_guards')].cost - 2);
  });
});

describe('K-R67q one-card mechanics of the evening', () => {
  it('hms_sceptre HMS SCEPTRE: counters an enemy order; a PLAN goes to the enemy\'s hand', () => {
    const s = scenario({ active: 1, hands: [[], ['air_blitz']], cms: [['hms_sceptre'], []] });
    const hq = s.sides[0].hq;
    act(s, { t: 'give', h: 0, tgt: hqRef(0) }, 1);
    expect([s.sides[0].hq, hand(s, 1), s.sides[1].shown]).toEqual([hq, ['plan'], [true]]);
  });

  it('the_rangers THE RANGERS: your units\' ability damage is 1 more (not orders)', () => {
    const s = scenario({ hands: [['p40_kittyhawk', 'air_blitz'], []], support: [['the_rangers'], ['kv1_1939']] });
    const t = at(s, 1, 0), hq = s.sides[1].hq;
    act(s, { t: 'deploy', h: 0, tgt: t.uid });
    expect(t.def).toBe(CARDS[t.card].def - 3);
    act(s, { t: 'give', h: 0, tgt: hqRef(1) });
    expect(s.sides[1].hq).toBe(hq - 3);
  });

  it('hms_belfast HMS BELFAST: a unit on top of its owner\'s deck; that deck shuffled if a Navy card tops yours', () => {
    const deck = ['bt7', 'bt7', 'bt7', 'bt7', 'bt7', 'bt7', 'bt7', 'bt7', 'bt7', 'bt7'];
    const s = scenario({ hands: [['hms_belfast'], []], support: [[], ['t70']], decks: [['bt7', 'bt7'], deck] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(CARDS[s.sides[1].deck[s.sides[1].deck.length - 1]].id).toBe('t70');
    const t = scenario({ hands: [['hms_belfast'], []], support: [[], ['t70']], decks: [['bt7', 'chain_home'], deck], seed: 5 });
    act(t, { t: 'give', h: 0, tgt: at(t, 1, 0).uid });
    const d = t.sides[1].deck.map((c) => CARDS[c].id);
    expect([d.length, d.filter((c) => c === 't70').length, d[d.length - 1]]).toEqual([11, 1, 'bt7']);
  });

  it('night_bombing NIGHT BOMBING: an undamaged unit destroyed (not a damaged one); the enemy units rearranged', () => {
    const s = scenario({ hands: [['night_bombing'], []], support: [[], ['t70', 'la5', 'bt7', 'kv1_1939']] });
    at(s, 1, 1).hurt = true;
    expect(kards.legalActions(s, 0).some((a) => a.t === 'give' && a.tgt === at(s, 1, 1).uid)).toBe(false);
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(ids(s, 1).sort()).toEqual(['bt7', 'kv1_1939', 'la5']);
  });

  it('firebomb FIREBOMB: 5 damage; the excess to random enemies with 2 or more unspent kredits', () => {
    const s = scenario({ hands: [['firebomb'], []], support: [[], ['t70', 'la5']] });
    const hq = s.sides[1].hq, la5 = at(s, 1, 1);
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect((hq - s.sides[1].hq) + (CARDS[la5.card].def - la5.def)).toBe(5 - CARDS[cardIndex('t70')].def);
    const t = scenario({ hands: [['firebomb'], []], support: [[], ['t70', 'la5']], kredits: 5 });
    act(t, { t: 'give', h: 0, tgt: at(t, 1, 0).uid });
    expect([t.sides[1].hq, at(t, 1, 0).def]).toEqual([hq, CARDS[la5.card].def]);
  });

  it('victory_banners VICTORY BANNERS: every other unit of the target\'s owner becomes its card', () => {
    const s = scenario({ hands: [['victory_banners'], []], support: [['t70'], ['t70', 'la5', 'bt7']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 1).uid });
    expect([ids(s, 0), ids(s, 1)]).toEqual([['t70'], ['la5', 'la5', 'la5']]);
  });

  it('ura URA!: this turn your Soviet units get +3 attack and their attacks\' excess damage goes to the enemy HQ', () => {
    const s = scenario({ hands: [['ura'], []], front: ['t34_1942'], support: [[], ['t70']] });
    const hq = s.sides[1].hq;
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect(s.sides[1].hq).toBe(hq - (CARDS[cardIndex('t34_1942')].atk + 3 - CARDS[cardIndex('t70')].def));
  });

  it('turning_point TURNING POINT: your T-34s operate for free this turn, their attacks\' excess damage to the enemy HQ', () => {
    const s = scenario({ hands: [['turning_point'], []], support: [['t34_1942'], ['t70']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    const k = s.sides[0].kredits, hq = s.sides[1].hq;
    act(s, { t: 'move', u: at(s, 0, 0).uid });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect([s.sides[0].kredits, s.sides[1].hq]).toEqual([k, hq - (CARDS[cardIndex('t34_1942')].atk - CARDS[cardIndex('t70')].def)]);
  });

  it('bm13n_us6 BM-13N US6: attacked, it retreats before the fight (from a support line: to hand)', () => {
    const s = scenario({ front: ['t70'], support: [[], ['bm13n_us6']] });
    const u = at(s, 2, 0);
    act(s, { t: 'attack', u: u.uid, tgt: at(s, 1, 0).uid });
    expect([ids(s, 1), hand(s, 1), u.def, u.attacks]).toEqual([[], ['bm13n_us6'], CARDS[u.card].def, 1]);
  });

  it('juggernaut JUGGERNAUT: +2+1; destroyed at the end of any of your turns it did not attack', () => {
    const s = scenario({ hands: [['juggernaut'], []], front: ['t70'], support: [[], ['bt7']] });
    const u = at(s, 2, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    act(s, { t: 'attack', u: u.uid, tgt: at(s, 1, 0).uid });
    act(s, { t: 'end' });
    expect(ids(s, 2)).toEqual(['t70']);
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    expect(ids(s, 2)).toEqual([]);
  });

  it('persian_corridor PERSIAN CORRIDOR: the British or US unit destroyed triggers your Soviet units\' destruction effects', () => {
    const s = scenario({ hands: [['persian_corridor'], []], support: [['m2a4', '321st_rifle_regiment'], []] });
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    at(s, 0, 0).dead = true;
    act(s, { t: 'end' });
    expect(ids(s, 0)).toEqual(['321st_rifle_regiment', 'light_infantry']);
  });

  it('39_panzergrenadier 39. PANZERGRENADIER: deployed, it swaps places with a friendly unit (into the frontline)', () => {
    const s = scenario({ hands: [['39_panzergrenadier'], []], front: ['t70'] });
    act(s, { t: 'deploy', h: 0, tgt: at(s, 2, 0).uid });
    expect([ids(s, 0), ids(s, 2)]).toEqual([['t70'], ['39_panzergrenadier']]);
  });

  it('run_the_battlefield RUN THE BATTLEFIELD: each of your units with 4+ attack: 3 kredits, +2+2 or a card, at random', () => {
    const s = scenario({ hands: [['run_the_battlefield'], []], support: [['la5', 'la5', 't70'], []], decks: [['bt7', 'bt7', 'bt7'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    const k = (s.sides[0].kredits - (12 - CARDS[cardIndex('run_the_battlefield')].cost)) / 3;
    const b = s.lines[0].filter((u) => u.atk === CARDS[u.card].atk + 2).length;
    expect([k + b + hand(s, 0).length, at(s, 0, 2).atk]).toEqual([2, CARDS[cardIndex('t70')].atk]);
  });

  it('henschel_hs_126 HENSCHEL Hs 126: deployed, a friendly tank +1+1 per non-tank unit type in its line', () => {
    const s = scenario({ hands: [['henschel_hs_126'], []], support: [['t70', '321st_rifle_regiment'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'deploy', h: 0, tgt: u.uid });
    expect([u.atk, u.def]).toEqual([CARDS[u.card].atk + 2, CARDS[u.card].def + 2]);
  });

  it('harass HARASS: a unit to hand, converted there into a random unit of the same cost if you have an air unit', () => {
    const s = scenario({ hands: [['harass'], []], support: [['la5'], ['t70']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    const c = CARDS[s.sides[1].hand[0]];
    expect([c.cls !== 0, c.cost, s.sides[1].shown[0]]).toEqual([true, CARDS[cardIndex('t70')].cost, true]);
    const t = scenario({ hands: [['harass'], []], support: [['t70'], ['t70']] });
    act(t, { t: 'give', h: 0, tgt: at(t, 1, 0).uid });
    expect(hand(t, 1)).toEqual(['t70']);
  });

  it('salamander SALAMANDER: after it attacks it leaves the battlefield until the start of your next turn', () => {
    const s = scenario({ support: [['salamander'], ['bt7']] });
    act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: at(s, 1, 0).uid });
    expect([ids(s, 0), s.limbo.map((u) => CARDS[u.card].id)]).toEqual([[], ['salamander']]);
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    expect(ids(s, 0)).toEqual(['salamander']);
  });

  it('exhaust_all_options EXHAUST ALL OPTIONS: pins; units the enemy deploys next turn are pinned', () => {
    const s = scenario({ hands: [['exhaust_all_options'], ['t70']], support: [[], ['la5']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    act(s, { t: 'end' });
    act(s, { t: 'deploy', h: 0, tgt: NONE }, 1);
    expect(at(s, 1, 1).pinned).toBeGreaterThan(0);
  });

  it('kokuras_sword KOKURA\'S SWORD: destroyed in the enemy turn, a random Japanese ground unit joins you with this ability', () => {
    const s = scenario({ active: 1, support: [['kokuras_sword'], []] });
    at(s, 0, 0).dead = true;
    act(s, { t: 'end' }, 1);
    const u = at(s, 0, 0);
    expect([CARDS[u.card].nation, (CARDS[u.card].cls & 7) !== 0, u.gv]).toEqual(['Japan', true, [cardIndex('kokuras_sword')]]);
    const t = scenario({ support: [['kokuras_sword'], []] });
    at(t, 0, 0).dead = true;
    act(t, { t: 'end' });
    expect(ids(t, 0)).toEqual([]);
  });

  it('shock_attack SHOCK ATTACK: this turn, a friendly unit that loses Smokescreen gets +2+2', () => {
    const s = scenario({ hands: [['shock_attack'], []], support: [['48th_armored_infantry'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'move', u: u.uid });
    expect([u.kw & KW.smokescreen, u.atk, u.def]).toEqual([0, CARDS[u.card].atk + 2, CARDS[u.card].def + 2]);
  });

  it('frontal_defense FRONTAL DEFENSE: the unit is given "At the end of your turn, deal 1 damage to all units" (a given turn-end ability, as JUGGERNAUT\'s)', () => {
    const s = scenario({ hands: [['frontal_defense'], []], support: [['kv1_1939', 't70'], ['la5']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    act(s, { t: 'end' });
    expect([...s.lines[0], ...s.lines[1]].map((u) => CARDS[u.card].def - u.def)).toEqual([1, 1, 1]);
    act(s, { t: 'end' });
    expect([...s.lines[0], ...s.lines[1]].map((u) => CARDS[u.card].def - u.def)).toEqual([1, 1, 1]);
  });
});

describe('K-R67r combat damage of 1, doubled, raised', () => {
  it('desert_raid DESERT RAID: every unit\'s combat damage is 1 until your next turn', () => {
    const s = scenario({ hands: [['desert_raid'], []], front: ['t34_1942'], support: [[], ['la5']] });
    const t = at(s, 1, 0), u = at(s, 2, 0);
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'attack', u: u.uid, tgt: t.uid });
    expect([CARDS[t.card].def - t.def, CARDS[u.card].def - u.def]).toEqual([1, 1]);
    expect(s.sides[0].oneDmg).toBe(s.turn + 1);
  });

  it('6th_airlanding_brigade 6th AIRLANDING BRIGADE: a friendly unit that would deal 1 combat damage deals 3', () => {
    const s = scenario({ support: [['6th_airlanding_brigade'], []], front: ['t70'], frontOwner: 0 });
    const u = at(s, 2, 0);
    u.atk = 1;
    const hq = s.sides[1].hq;
    act(s, { t: 'attack', u: u.uid, tgt: hqRef(1) });
    expect(s.sides[1].hq).toBe(hq - 3);
  });

  it('vildebeest VILDEBEEST: when a friendly unit deals 1 combat damage, 2 damage to the enemy HQ', () => {
    const s = scenario({ support: [['vildebeest'], ['kv1_1939']], front: ['t70'], frontOwner: 0 });
    const u = at(s, 2, 0), t = at(s, 1, 0);
    u.atk = 2;
    const hq = s.sides[1].hq;
    act(s, { t: 'attack', u: u.uid, tgt: t.uid });
    // 2 attack, 1 heavy armor: 1 combat damage.
    expect([CARDS[t.card].def - t.def, s.sides[1].hq]).toEqual([1, hq - 2]);
  });

  it('71st_zhytomyr 71st ZHYTOMYR: your units with Ambush deal double combat damage', () => {
    const s = scenario({ support: [['71st_zhytomyr'], ['kv1_1939']], front: ['t70'], frontOwner: 0 });
    const u = at(s, 2, 0), t = at(s, 1, 0);
    u.kw |= KW.ambush;
    act(s, { t: 'attack', u: u.uid, tgt: t.uid });
    expect(CARDS[t.card].def - t.def).toBe(CARDS[u.card].atk * 2 - 1);
  });

  it('110_panzergrenadier 110. PANZERGRENADIER: your ground units with 4 or more attack deal +3 damage', () => {
    const s = scenario({ support: [['110_panzergrenadier'], []], front: ['t34_1942'], frontOwner: 0 });
    const hq = s.sides[1].hq;
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: hqRef(1) });
    expect(s.sides[1].hq).toBe(hq - CARDS[cardIndex('t34_1942')].atk - 3);
  });

  it('emergency_measures EMERGENCY MEASURES: choose and discard a Spitfire to add a RAF GROUND CREW to the support line', () => {
    const s = scenario({ hands: [['emergency_measures', 'bt7', 'spitfire_mk_ia'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(kards.legalActions(s, 0).map((a) => (a.t === 'pick' ? hand(s, 0)[a.h] : '')).filter((x) => x !== '')).toEqual(['spitfire_mk_ia']);
    act(s, { t: 'pick', h: 1 });
    expect([ids(s, 0), hand(s, 0)]).toEqual([['raf_ground_crew'], ['bt7']]);
    const t = scenario({ hands: [['emergency_measures', 'bt7'], []] });
    expect(kards.legalActions(t, 0).some((a) => a.t === 'give' && a.h === 0)).toBe(false);
  });
});

describe('K-R67s "non-French" units and cards', () => {
  it('4e_brigade 4e BRIGADE: deployed, +1 attack per non-French unit you control (not French ones, not the enemy\'s)', () => {
    const s = scenario({ hands: [['4e_brigade'], []], support: [['t70', '4e_brigade'], ['la5']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(at(s, 0, 2).atk).toBe(CARDS[cardIndex('4e_brigade')].atk + 1);
  });

  it('1re_bfl 1re BFL: deployed, damage to the enemy HQ equal to your non-French units', () => {
    const s = scenario({ hands: [['1re_bfl'], []], support: [['t70', 'la5', '4e_brigade'], []] });
    const hq = s.sides[1].hq;
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.sides[1].hq).toBe(hq - 2);
  });

  it('2e_rmt 2e RMT: at the start of your turn, each non-French unit you control gets +1+1', () => {
    const s = scenario({ support: [['2e_rmt', 't70', '4e_brigade'], ['la5']] });
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    expect(s.lines[0].map((u) => u.atk - CARDS[u.card].atk)).toEqual([0, 1, 0]);
    expect(at(s, 1, 0).atk).toBe(CARDS[cardIndex('la5')].atk);
  });

  it('31e_algriens 31e ALGÉRIENS: adjacent non-French units have +2 attack', () => {
    const s = scenario({ support: [['t70', '31e_algriens', '4e_brigade'], []] });
    expect([attackOfUnit(s, at(s, 0, 0)), attackOfUnit(s, at(s, 0, 2))]).toEqual([CARDS[cardIndex('t70')].atk + 2, CARDS[cardIndex('4e_brigade')].atk]);
  });

  it('hotchkiss_h35 HOTCHKISS H35: gets +1 attack when you deploy a non-French unit', () => {
    const s = scenario({ hands: [['t70', '4e_brigade'], []], support: [['hotchkiss_h35'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(u.atk).toBe(CARDS[u.card].atk + 1);
  });

  it('western_allies WESTERN ALLIES: the top non-French unit of your deck joins your support line', () => {
    const s = scenario({ hands: [['western_allies'], []], decks: [['t70', 'la5', '4e_brigade', 'air_blitz'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([ids(s, 0), s.sides[0].deck.map((c) => CARDS[c].id)]).toEqual([['la5'], ['t70', '4e_brigade', 'air_blitz']]);
  });

  it('defend_the_nation DEFEND THE NATION: the top non-French card of your deck is drawn, then your deck is shuffled', () => {
    const s = scenario({ hands: [['defend_the_nation'], []], decks: [['t70', 'air_blitz', '4e_brigade'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([hand(s, 0), s.sides[0].deck.map((c) => CARDS[c].id).sort()]).toEqual([['air_blitz'], ['4e_brigade', 't70']]);
  });
});

describe('K-R67t RESISTANCE cards', () => {
  const inDeck = (s: KardsState, seat: number, id: string): number => s.sides[seat].deck.filter((c) => CARDS[c].id === id).length;

  it('resistance_b RESISTANCE: played for free when drawn — lose 1 kredit, 1 damage to your HQ, a random friendly unit pinned, a card drawn', () => {
    const s = scenario({ hands: [['bt7'], []], support: [['t70'], []], decks: [['la5', 'resistance_b'], ['bt7', 'bt7']] });
    const hq = s.sides[0].hq;
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    expect(hand(s, 0)).toEqual(['bt7', 'la5']);
    expect([s.sides[0].kredits, s.sides[0].hq, at(s, 0, 0).pinned > 0]).toEqual([s.sides[0].slots - 1, hq - 1, true]);
  });

  it('resistance_council RESISTANCE COUNCIL: pin, 1 damage to the enemy HQ, a RESISTANCE into the enemy deck', () => {
    const s = scenario({ hands: [['resistance_council'], []], support: [[], ['t70']], decks: [['bt7'], ['bt7', 'bt7']] });
    const hq = s.sides[1].hq;
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([at(s, 1, 0).pinned > 0, s.sides[1].hq, inDeck(s, 1, 'resistance_b'), s.sides[1].deck.length]).toEqual([true, hq - 1, 1, 3]);
  });

  it('expeditionary_corps EXPEDITIONARY CORPS: deployed, a RESISTANCE into the enemy deck', () => {
    const s = scenario({ hands: [['expeditionary_corps'], []], decks: [['bt7'], ['bt7']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(inDeck(s, 1, 'resistance_b')).toBe(1);
  });

  it('vive_la_resistance VIVE LA RÉSISTANCE: 2 RESISTANCE into the enemy deck; draw a card', () => {
    const s = scenario({ hands: [['vive_la_resistance'], []], decks: [['bt7'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([inDeck(s, 1, 'resistance_b'), hand(s, 0)]).toEqual([2, ['bt7']]);
  });

  it('liberation LIBERATION: 3 RESISTANCE into the enemy deck; your HQ gains 6', () => {
    const s = scenario({ hands: [['liberation'], []], decks: [['bt7'], ['bt7']] });
    const hq = s.sides[0].hq;
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([inDeck(s, 1, 'resistance_b'), s.sides[0].hq]).toEqual([3, hq + 6]);
  });

  it('arming_the_resistance ARMING THE RESISTANCE: 5 damage; a RESISTANCE into the enemy deck per excess damage', () => {
    const s = scenario({ hands: [['arming_the_resistance'], []], support: [[], ['t70']], decks: [['bt7'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(inDeck(s, 1, 'resistance_b')).toBe(5 - CARDS[cardIndex('t70')].def);
  });

  it('1er_bcp 1er BCP and 27e_dia 27e DIA: when the enemy draws a RESISTANCE order, draw a card / 2 damage to the enemy HQ', () => {
    const s = scenario({ support: [['1er_bcp', '27e_dia'], []], decks: [['bt7', 'bt7'], ['bt7', 'resistance_b']] });
    const hq = s.sides[1].hq;
    act(s, { t: 'end' });
    expect([hand(s, 0), s.sides[1].hq]).toEqual([['bt7'], hq - 2 - 1]);
  });

  it('ryhm_susi RYHMÄ SUSI: at the start of your turn, lose 1 kredit and draw a card', () => {
    const s = scenario({ support: [['ryhm_susi'], []], decks: [['bt7', 'bt7', 'bt7'], ['bt7', 'bt7']] });
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    expect([s.sides[0].kredits, hand(s, 0).length]).toEqual([s.sides[0].slots - 1, 2]);
  });
});

describe('K-R67u small nations: Mobilize, higher attack, names, known cards, turn ends', () => {
  it('frappe FRAPPE: with a Mobilize unit of yours, destroy a unit with 3 or less defense (not one with more)', () => {
    const s = scenario({ hands: [['frappe'], []], support: [['5th_parachute_brigade'], ['t70', 'kv1_1939']] });
    expect(kards.legalActions(s, 0).some((a) => a.t === 'give' && a.tgt === at(s, 1, 1).uid)).toBe(false);
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(ids(s, 1)).toEqual(['kv1_1939']);
    const t = scenario({ hands: [['frappe'], []], support: [['t70'], ['t70']] });
    act(t, { t: 'give', h: 0, tgt: at(t, 1, 0).uid });
    expect(ids(t, 1)).toEqual(['t70']);
  });

  it('sortie SORTIE: choose one — a friendly unit gets Mobilize, or a FRAPPE to your hand', () => {
    const s = scenario({ hands: [['sortie'], []], support: [['t70'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'choose', i: 1 });
    expect(hand(s, 0)).toEqual(['frappe']);
    const t = scenario({ hands: [['sortie'], []], support: [['t70'], []] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    act(t, { t: 'choose', i: 0 });
    act(t, { t: 'target', r: at(t, 0, 0).uid });
    expect(at(t, 0, 0).kw & KW.mobilize).toBe(KW.mobilize);
  });

  it('48e_rgiment_dinfanterie 48e RÉGIMENT D\'INFANTERIE: has Guard once it has lost Mobilize', () => {
    const s = scenario({ support: [['48e_rgiment_dinfanterie'], []] });
    const u = at(s, 0, 0);
    expect(kwOf(s, u) & KW.guard).toBe(0);
    u.kw &= ~KW.mobilize;
    expect(kwOf(s, u) & KW.guard).toBe(KW.guard);
  });

  it('155_c_modle_1917 155 C MODÈLE 1917: deployed, +2 attack per friendly Mobilized unit', () => {
    const s = scenario({ hands: [['155_c_modle_1917'], []], support: [['5th_parachute_brigade', '48e_rgiment_dinfanterie', 't70'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(at(s, 0, 3).atk).toBe(CARDS[cardIndex('155_c_modle_1917')].atk + 4);
  });

  it('t26_fi T-26 and fiat_g_50_fi FIAT G.50: +2 / +3 attack against units with higher attack', () => {
    const s = scenario({ front: ['t26_fi'], support: [[], ['la5', 'bt7']] });
    const u = at(s, 2, 0), la5 = at(s, 1, 0);
    u.def = 20;
    act(s, { t: 'attack', u: u.uid, tgt: la5.uid });
    expect(CARDS[la5.card].def - la5.def).toBe(1 + 2);
    const t = scenario({ support: [['fiat_g_50_fi'], ['kv1_1939']] });
    at(t, 0, 0).def = 20;
    act(t, { t: 'attack', u: at(t, 0, 0).uid, tgt: at(t, 1, 0).uid });
    // 2 + 3, less KV-1's Heavy Armor 1.
    expect(CARDS[cardIndex('kv1_1939')].def - at(t, 1, 0).def).toBe(2 + 3 - 1);
  });

  it('breaking_point BREAKING POINT: destroy a suppressed or pinned unit (not another)', () => {
    const s = scenario({ hands: [['breaking_point'], []], support: [[], ['t70', 'la5']] });
    at(s, 1, 0).pinned = s.turn + 1;
    expect(kards.legalActions(s, 0).some((a) => a.t === 'give' && a.tgt === at(s, 1, 1).uid)).toBe(false);
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(ids(s, 1)).toEqual(['la5']);
  });

  it('through_the_ice THROUGH THE ICE: 2 damage to a unit and each other unit of the same name', () => {
    const s = scenario({ hands: [['through_the_ice'], []], support: [['la5'], ['la5', 'kv1_1939']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([at(s, 0, 0).def, at(s, 1, 0).def, at(s, 1, 1).def]).toEqual([3, 3, CARDS[cardIndex('kv1_1939')].def]);
  });

  it('rapid_response RAPID RESPONSE: a LEGIONS per enemy unit in the frontline', () => {
    const s = scenario({ hands: [['rapid_response'], []], front: ['t70', 'bt7'], frontOwner: 1 });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(ids(s, 0)).toEqual(['legions', 'legions']);
  });

  it('act_on_the_intel ACT ON THE INTEL: damage equal to the known cards in the enemy hand (before its own Intel)', () => {
    const s = scenario({ hands: [['act_on_the_intel'], ['bt7', 'bt7', 'bt7', 'bt7']], support: [[], ['kv1_1939']] });
    s.sides[1].shown = [true, true, false, false];
    const t = at(s, 1, 0);
    act(s, { t: 'give', h: 0, tgt: t.uid });
    expect(CARDS[t.card].def - t.def).toBe(2);
  });

  it('convoy_attack CONVOY ATTACK: 0 to 2 damage to any target', () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const s = scenario({ hands: [['convoy_attack'], []], seed });
      const hq = s.sides[1].hq;
      act(s, { t: 'give', h: 0, tgt: hqRef(1) });
      seen.add(hq - s.sides[1].hq);
    }
    expect([...seen].sort()).toEqual([0, 1, 2]);
  });

  it('fortified_position FORTIFIED POSITION: pins an enemy unit; one in the frontline also retreats', () => {
    const s = scenario({ hands: [['fortified_position'], []], front: ['t70'], frontOwner: 1 });
    act(s, { t: 'give', h: 0, tgt: at(s, 2, 0).uid });
    expect([ids(s, 2), ids(s, 1), at(s, 1, 0).pinned > 0]).toEqual([[], ['t70'], true]);
  });

  it('honor_and_loyalty HONOR AND LOYALTY: a friendly unit shuffled into your deck, then 2 cards drawn', () => {
    const s = scenario({ hands: [['honor_and_loyalty'], []], support: [['kv1_1939'], []], decks: [['bt7', 'bt7', 'bt7'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    expect([ids(s, 0), hand(s, 0).length, s.sides[0].deck.length]).toEqual([[], 2, 2]);
  });

  it('8e_marocains 8e MAROCAINS: when you deploy another unit, your HQ gains its operation cost', () => {
    const s = scenario({ hands: [['t70'], []], support: [['8e_marocains'], []] });
    const hq = s.sides[0].hq;
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.sides[0].hq).toBe(hq + CARDS[cardIndex('t70')].op);
  });

  it('phoney_war PHONEY WAR: both players draw until they hold 8 cards', () => {
    const d = ['bt7', 'bt7', 'bt7', 'bt7', 'bt7', 'bt7', 'bt7', 'bt7', 'bt7', 'bt7'];
    const s = scenario({ hands: [['phoney_war', 'la5'], ['la5', 'la5', 'la5']], decks: [d, d], options: { handLimit: 10 } });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.sides[0].hand.length, s.sides[1].hand.length]).toEqual([8, 8]);
  });

  it('4tp 4TP: destroyed after it attacks the enemy HQ', () => {
    const s = scenario({ front: ['4tp'] });
    const hq = s.sides[1].hq;
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: hqRef(1) });
    expect([s.sides[1].hq, ids(s, 2)]).toEqual([hq - 2, []]);
  });

  it('danuta DANUTA: at your turn start a 4TP with Blitz joins your support line, destroyed at the end of the turn', () => {
    const s = scenario({ support: [['danuta'], []], decks: [['bt7', 'bt7'], ['bt7', 'bt7']] });
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    expect([ids(s, 0), at(s, 0, 1).kw & KW.blitz]).toEqual([['danuta', '4tp'], KW.blitz]);
    act(s, { t: 'end' });
    expect(ids(s, 0)).toEqual(['danuta']);
  });

  it('24th_uan 24th UŁAN: 1 damage at the end of your turn unless a unit was destroyed; 3rd_carpathian 3rd CARPATHIAN converts into it', () => {
    const s = scenario({ support: [['24th_uan', 't70'], []] });
    act(s, { t: 'end' });
    expect(CARDS[at(s, 0, 0).card].def - at(s, 0, 0).def).toBe(1);
    const t = scenario({ support: [['24th_uan'], ['bt7']], front: ['t70'] });
    act(t, { t: 'attack', u: at(t, 2, 0).uid, tgt: at(t, 1, 0).uid });
    act(t, { t: 'end' });
    expect(CARDS[at(t, 0, 0).card].def - at(t, 0, 0).def).toBe(0);
    const u = scenario({ hands: [['3rd_carpathian'], []], support: [['t70'], []] });
    act(u, { t: 'deploy', h: 0, tgt: at(u, 0, 0).uid });
    expect(ids(u, 0)).toEqual(['24th_uan', '3rd_carpathian']);
  });
});

describe('K-R67v small nations, more one-card mechanics', () => {
  it('romanian_bridgehead ROMANIAN BRIDGEHEAD: +2+2 and Blitz; the unit is destroyed at the end of your next turn', () => {
    const s = scenario({ hands: [['romanian_bridgehead'], []], support: [['t70'], []], decks: [['bt7', 'bt7', 'bt7'], ['bt7', 'bt7', 'bt7']] });
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.atk, u.kw & KW.blitz]).toEqual([CARDS[u.card].atk + 2, KW.blitz]);
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    expect(ids(s, 0)).toEqual(['t70']);
    act(s, { t: 'end' });
    expect(ids(s, 0)).toEqual([]);
  });

  it('exiled_forces EXILED FORCES: a copy of target unit joins you; it is destroyed at the end of your turn after next', () => {
    const s = scenario({ hands: [['exiled_forces'], []], support: [[], ['la5']], decks: [['bt7', 'bt7', 'bt7'], ['bt7', 'bt7', 'bt7']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(ids(s, 0)).toEqual(['la5']);
    for (let k = 0; k < 3; k++) { act(s, { t: 'end' }, s.active); }
    expect(ids(s, 0)).toEqual(['la5']);
    act(s, { t: 'end' }, s.active);
    act(s, { t: 'end' }, s.active);
    expect(ids(s, 0)).toEqual([]);
  });

  it('stretch_the_line STRETCH THE LINE: a LEGIONS, then Intel equal to your LEGIONS', () => {
    const s = scenario({ hands: [['stretch_the_line'], ['bt7', 'bt7', 'bt7', 'bt7']], support: [['legions'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([ids(s, 0), s.sides[1].shown.filter(Boolean).length]).toEqual([['legions', 'legions'], 2]);
  });

  it('uprising UPRISING: damage to all units equal to Polish units destroyed this battle', () => {
    const s = scenario({ hands: [['uprising'], []], support: [['kv1_1939'], ['kv1_1939']] });
    s.sides[0].removed = [cardIndex('legions'), cardIndex('t70'), ~cardIndex('legions'), cardIndex('7tp')];
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([at(s, 0, 0).def, at(s, 1, 0).def]).toEqual([7 - 2, 7 - 2]);
  });

  it('2nd_infantry_regiment 2nd INFANTRY REGIMENT: deployed, it gets the combat keywords of a target unit', () => {
    const s = scenario({ hands: [['2nd_infantry_regiment'], []], support: [['kv1_1939'], []] });
    act(s, { t: 'deploy', h: 0, tgt: at(s, 0, 0).uid });
    expect(at(s, 0, 1).kw & KW.guard).toBe(KW.guard);
  });

  it('5th_wilno_brigade 5th WILNO BRIGADE: deployed, it becomes the target unit\'s card', () => {
    const s = scenario({ hands: [['5th_wilno_brigade'], []], support: [[], ['kv1_1939']] });
    act(s, { t: 'deploy', h: 0, tgt: at(s, 1, 0).uid });
    expect(ids(s, 0)).toEqual(['kv1_1939']);
  });

  it('orp_byskawica ORP BŁYSKAWICA: a copy of a random enemy deck order; your HQ gains its cost', () => {
    const s = scenario({ hands: [['orp_byskawica'], []], decks: [['bt7'], ['bt7', 'air_blitz']] });
    const hq = s.sides[0].hq;
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([hand(s, 0), s.sides[0].hq]).toEqual([['air_blitz'], hq + CARDS[cardIndex('air_blitz')].cost]);
  });

  it('agency_africa AGENCY AFRICA: a copy of a random known enemy hand card (before its own Intel)', () => {
    const s = scenario({ hands: [['agency_africa'], ['la5', 'bt7']] });
    s.sides[1].shown = [true, false];
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(hand(s, 0)).toEqual(['la5']);
  });

  it('orp_orze ORP ORZEŁ: a known enemy hand card costs 2 more', () => {
    const s = scenario({ hands: [['orp_orze'], ['la5', 'bt7']] });
    s.sides[1].shown = [true, false];
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([costAt(s, 1, 0), costAt(s, 1, 1)]).toEqual([CARDS[cardIndex('la5')].cost + 2, CARDS[cardIndex('bt7')].cost]);
  });

  it('colonial_dreams COLONIAL DREAMS: the player with more units in hand draws 2 (none on a tie)', () => {
    const s = scenario({ hands: [['colonial_dreams', 'air_blitz'], ['la5', 'bt7']], decks: [['bt7', 'bt7'], ['bt7', 'bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.sides[0].hand.length, s.sides[1].hand.length]).toEqual([1, 4]);
  });

  it('185th_folgore 185th FOLGORE: costs 1 more if you started the battle', () => {
    const s = scenario({ hands: [['185th_folgore'], ['185th_folgore']] });
    expect([costAt(s, 0, 0), costAt(s, 1, 0)]).toEqual([CARDS[cardIndex('185th_folgore')].cost + 1, CARDS[cardIndex('185th_folgore')].cost]);
  });

  it('eastern_front_bound EASTERN FRONT BOUND: your Alpine units +1+1; an Alpine unit drawn from your deck', () => {
    const s = scenario({ hands: [['eastern_front_bound'], []], support: [['136_gebirgsjger', 't70'], []], decks: [['bt7', '136_gebirgsjger', 'bt7'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([at(s, 0, 0).atk - CARDS[cardIndex('136_gebirgsjger')].atk, at(s, 0, 1).atk - CARDS[cardIndex('t70')].atk, hand(s, 0)]).toEqual([1, 0, ['136_gebirgsjger']]);
  });

  it('1st_san_marco 1st SAN MARCO: deployed with a Navy card on top of your deck, +2+2 and Blitz', () => {
    const s = scenario({ hands: [['1st_san_marco'], []], decks: [['bt7', 'chain_home'], ['bt7']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([at(s, 0, 0).atk, at(s, 0, 0).kw & KW.blitz]).toEqual([CARDS[cardIndex('1st_san_marco')].atk + 2, KW.blitz]);
    const t = scenario({ hands: [['1st_san_marco'], []], decks: [['chain_home', 'bt7'], ['bt7']] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect(at(t, 0, 0).atk).toBe(CARDS[cardIndex('1st_san_marco')].atk);
  });

  it('fiat_c_r_32 FIAT CR.32 and commandos_kieffer COMMANDOS KIEFFER: when your HQ gains defense, a unit repaired, 1 damage to a random enemy', () => {
    const s = scenario({ hands: [['naval_power'], []], support: [['fiat_c_r_32', 'commandos_kieffer'], ['t70']] });
    const f = at(s, 0, 0);
    f.def = 1;
    f.hurt = true;
    const k = at(s, 0, 1);
    k.def = 1;
    k.hurt = true;
    const before = s.sides[1].hq + at(s, 1, 0).def;
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([f.def === CARDS[f.card].def || k.def === CARDS[k.card].def, s.sides[1].hq + at(s, 1, 0).def]).toEqual([true, before - 1]);
  });

  it('the_dagger_strikes THE DAGGER STRIKES: pins; destroys it only with the single highest attack', () => {
    const s = scenario({ hands: [['the_dagger_strikes'], []], support: [['t70'], ['kv1_1939']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(ids(s, 1)).toEqual([]);
    const t = scenario({ hands: [['the_dagger_strikes'], []], support: [['t34_1942'], ['kv1_1939']] });
    act(t, { t: 'give', h: 0, tgt: at(t, 1, 0).uid });
    expect([ids(t, 1), at(t, 1, 0).pinned > 0]).toEqual([['kv1_1939'], true]);
  });

  it('33rd_livorno_regiment 33rd LIVORNO: 1 attack less each time it is attacked, not below 1', () => {
    const s = scenario({ front: ['t70'], support: [[], ['33rd_livorno_regiment']] });
    const u = at(s, 1, 0), a = at(s, 2, 0);
    a.def = 20;
    act(s, { t: 'attack', u: a.uid, tgt: u.uid });
    expect(u.atk).toBe(CARDS[u.card].atk - 1);
    u.atk = 1;
    a.attacks = 0;
    act(s, { t: 'attack', u: a.uid, tgt: u.uid });
    expect(u.atk).toBe(1);
  });

  it('spring_offensive SPRING OFFENSIVE: draw 2; 2 kredits per unit with 4+ attack drawn', () => {
    const s = scenario({ hands: [['spring_offensive'], []], decks: [['bt7', 'la5', 'kv1_1939'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].kredits).toBe(12 - CARDS[cardIndex('spring_offensive')].cost + 4);
  });

  it('sally SALLY: a tank pinned, an infantry suppressed, an artillery destroyed, an air unit retreats', () => {
    const s = scenario({ hands: [['sally', 'sally', 'sally'], []], support: [[], ['t70', '33rd_livorno_regiment', 'la5']] });
    const [tank, inf, air] = s.lines[1];
    act(s, { t: 'give', h: 0, tgt: tank.uid });
    act(s, { t: 'give', h: 0, tgt: inf.uid });
    act(s, { t: 'give', h: 0, tgt: air.uid });
    expect([tank.pinned > 0, inf.sup, hand(s, 1)]).toEqual([true, true, ['la5']]);
  });

  it('free_french_navy FREE FRENCH NAVY: the top unit of operation cost 3 drawn; your HQ gains 3', () => {
    const s = scenario({ hands: [['free_french_navy'], []], decks: [['2nd_michigan', 't70', 'kv1_1939'], ['bt7']] });
    const hq = s.sides[0].hq;
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([hand(s, 0), s.sides[0].hq]).toEqual([['2nd_michigan'], hq + 3]);
  });

  it('cross_of_lorraine CROSS OF LORRAINE and saar_offensive SAAR OFFENSIVE: 1 less per enemy hand card; the first order of a turn adds it', () => {
    const s = scenario({ hands: [['cross_of_lorraine'], ['bt7', 'bt7', 'bt7']] });
    expect(costAt(s, 0, 0)).toBe(CARDS[cardIndex('cross_of_lorraine')].cost - 3);
    const t = scenario({ hands: [['saar_offensive', 'saar_offensive'], []], support: [[], ['kv1_1939', 'kv1_1939']] });
    act(t, { t: 'give', h: 0, tgt: at(t, 1, 0).uid });
    act(t, { t: 'give', h: 0, tgt: at(t, 1, 0).uid });
    expect(hand(t, 0)).toEqual(['cross_of_lorraine']);
  });

  it('152e_rgiment 152e RÉGIMENT: cannot be deployed with fewer than 6 kredit slots', () => {
    const s = scenario({ hands: [['152e_rgiment'], []], kredits: 5 });
    expect(kards.legalActions(s, 0).some((a) => a.t === 'deploy')).toBe(false);
    const t = scenario({ hands: [['152e_rgiment'], []], kredits: 6 });
    expect(kards.legalActions(t, 0).some((a) => a.t === 'deploy')).toBe(true);
  });

  it('infantry_regiment_56 INFANTRY REGIMENT 56: deployed, a SISSI joins; your SISSI units get +3+3', () => {
    const s = scenario({ hands: [['infantry_regiment_56'], []], support: [['sissi'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.lines[0].filter((u) => CARDS[u.card].id === 'sissi').map((u) => u.atk)).toEqual([4, 4]);
  });

  it('escaut_plan ESCAUT PLAN: the unit moves into the frontline; Ambush if this is the first order this turn', () => {
    const s = scenario({ hands: [['escaut_plan', 'escaut_plan'], []], support: [['t70', 'bt7'], []] });
    const [a, b] = s.lines[0];
    act(s, { t: 'give', h: 0, tgt: a.uid });
    act(s, { t: 'give', h: 0, tgt: b.uid });
    expect([ids(s, 2), a.kw & KW.ambush, b.kw & KW.ambush]).toEqual([['t70', 'bt7'], KW.ambush, 0]);
  });
});

describe('K-R67w given texts, listeners and countermeasures of the small nations', () => {
  it('first_to_fight FIRST TO FIGHT: the unit is given "When this unit survives combat, add a LEGIONS to your support line"', () => {
    const s = scenario({ hands: [['first_to_fight'], []], front: ['kv1_1939'], support: [[], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 2, 0).uid });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect(ids(s, 0)).toEqual(['legions']);
  });

  it('maginot_line MAGINOT LINE: a ground unit +3+4 and "Cannot retreat or be suppressed"', () => {
    const s = scenario({ hands: [['maginot_line', 'sally'], []], support: [['t70'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.atk, u.def, u.gv]).toEqual([CARDS[u.card].atk + 3, CARDS[u.card].def + 4, [cardIndex('maginot_line')]]);
    const t = scenario({ hands: [['maginot_line'], ['sally']], front: ['33rd_livorno_regiment'] });
    act(t, { t: 'give', h: 0, tgt: at(t, 2, 0).uid });
    act(t, { t: 'end' });
    act(t, { t: 'give', h: 0, tgt: at(t, 2, 0).uid }, 1);
    expect(at(t, 2, 0).sup).toBeUndefined();
  });

  it('vanguard VANGUARD: a friendly Alpine unit gets Blitz and "Damage dealt by this unit adds equal defense to your HQ"', () => {
    const s = scenario({ hands: [['vanguard'], []], front: ['136_gebirgsjger'], support: [[], ['kv1_1939']] });
    const u = at(s, 2, 0), hq = s.sides[0].hq;
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect(u.kw & KW.blitz).toBe(KW.blitz);
    act(s, { t: 'attack', u: u.uid, tgt: at(s, 1, 0).uid });
    expect(s.sides[0].hq).toBe(hq + CARDS[u.card].atk - 1);
  });

  it('light_detachment_15 LIGHT DETACHMENT 15: +1 attack when a unit with higher attack is deployed (either side\'s)', () => {
    const s = scenario({ hands: [['t70', 'light_detachment_15'], []], support: [['light_detachment_15'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(u.atk).toBe(1);
  });

  it('sissiosasto_5_d SISSIOSASTO 5.D: +1+1 when an enemy unit is added, deployed or destroyed', () => {
    const s = scenario({ active: 1, hands: [[], ['t70']], support: [['sissiosasto_5_d'], ['bt7']] });
    const u = at(s, 0, 0);
    act(s, { t: 'deploy', h: 0, tgt: NONE }, 1);
    at(s, 1, 0).dead = true;
    act(s, { t: 'end' }, 1);
    expect([u.atk, u.def]).toEqual([CARDS[u.card].atk + 2, CARDS[u.card].def + 2]);
  });

  it('infantry_regiment_25 INFANTRY REGIMENT 25: your HQ +2 when you attack with a unit with 2+ combat keywords', () => {
    const s = scenario({ support: [['infantry_regiment_25'], []], front: ['t70', 'bt7'] });
    const hq = s.sides[0].hq;
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: hqRef(1) });
    expect(s.sides[0].hq).toBe(hq);
    at(s, 2, 1).kw |= KW.fury | KW.ambush;
    act(s, { t: 'attack', u: at(s, 2, 1).uid, tgt: hqRef(1) });
    expect(s.sides[0].hq).toBe(hq + 2);
  });

  it('heartland_defense HEARTLAND DEFENSE: after your HQ receives damage, a SISSI with +X+X (X the damage)', () => {
    const s = scenario({ active: 1, hands: [[], ['air_blitz']], cms: [['heartland_defense'], []] });
    act(s, { t: 'give', h: 0, tgt: hqRef(0) }, 1);
    expect([ids(s, 0), at(s, 0, 0).atk]).toEqual([['sissi'], 1 + 3]);
  });

  it('sisu SISU: the damage your HQ is to take goes to the enemy HQ instead', () => {
    const s = scenario({ active: 1, hands: [[], ['air_blitz']], cms: [['sisu'], []] });
    const [a, b] = [s.sides[0].hq, s.sides[1].hq];
    act(s, { t: 'give', h: 0, tgt: hqRef(0) }, 1);
    expect([s.sides[0].hq, s.sides[1].hq]).toEqual([a, b - 3]);
  });

  it('punish PUNISH: the enemy discards a random card; a card drawn if it was known', () => {
    const s = scenario({ hands: [['punish'], ['la5']], decks: [['bt7'], ['bt7']] });
    s.sides[1].shown = [true];
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([hand(s, 1), hand(s, 0)]).toEqual([[], ['bt7']]);
    const t = scenario({ hands: [['punish'], ['la5']], decks: [['bt7'], ['bt7']] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    expect([hand(t, 1), hand(t, 0)]).toEqual([[], []]);
  });

  it('iron_division IRON DIVISION: a card at each turn start; destroyed after the third', () => {
    const d = ['bt7', 'bt7', 'bt7', 'bt7', 'bt7', 'bt7', 'bt7', 'bt7', 'bt7', 'bt7'];
    const s = scenario({ support: [['iron_division'], []], decks: [d, d] });
    for (let k = 0; k < 4; k++) act(s, { t: 'end' }, s.active);
    expect(ids(s, 0)).toEqual(['iron_division']);
    act(s, { t: 'end' }, s.active);
    act(s, { t: 'end' }, s.active);
    expect(ids(s, 0)).toEqual([]);
  });

  it('me_bf_109_g_fi ME BF 109 G (FI): after it attacks the enemy HQ, the enemy deck\'s top card joins your hand until the end of turn', () => {
    const s = scenario({ support: [['me_bf_109_g_fi'], []], decks: [['bt7'], ['bt7', 'la5']] });
    act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: hqRef(1) });
    expect([hand(s, 0), s.sides[1].deck.length]).toEqual([['la5'], 1]);
    act(s, { t: 'end' });
    expect(hand(s, 0)).toEqual([]);
  });

  it('m4_firefly_pl M4 FIREFLY PL: a friendly unit attacked gets +1+1 before damage', () => {
    const s = scenario({ active: 1, support: [['m4_firefly_pl', 't70'], []], front: ['bt7'], frontOwner: 1 });
    const t = at(s, 0, 1);
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: t.uid }, 1);
    expect([t.atk, t.def]).toEqual([CARDS[t.card].atk + 1, CARDS[t.card].def + 1 - CARDS[cardIndex('bt7')].atk]);
  });

  it('pact_of_steel PACT OF STEEL: four rounds of a draw each, the lower cost card discarded', () => {
    const s = scenario({ hands: [['pact_of_steel'], []], decks: [['la5', 'la5', 'la5', 'la5'], ['bt7', 'bt7', 'bt7', 'bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([hand(s, 0), hand(s, 1)]).toEqual([['la5', 'la5', 'la5', 'la5'], []]);
  });

  it('air_escort AIR ESCORT / savoiamarchetti_sm_79 SAVOIA-MARCHETTI SM.79: friendly units\' non-targeting deployment effects again', () => {
    const s = scenario({ hands: [['air_escort'], []], support: [['36th_cavalry'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(at(s, 0, 0).atk).toBe(CARDS[cardIndex('36th_cavalry')].atk + 3);
    const t = scenario({ hands: [['savoiamarchetti_sm_79'], []], support: [['36th_cavalry', 't70'], []] });
    expect(kards.legalActions(t, 0).some((a) => a.t === 'deploy' && a.tgt === at(t, 0, 1).uid)).toBe(false);
    act(t, { t: 'deploy', h: 0, tgt: at(t, 0, 0).uid });
    expect(at(t, 0, 0).atk).toBe(CARDS[cardIndex('36th_cavalry')].atk + 3);
  });
});

describe('K-R67x last cards of the evening', () => {
  it('190th_guard_rifles 190th GUARD RIFLES: cannot attack or move; Veteran once 4 enemy units are destroyed this battle', () => {
    const s = scenario({ support: [['190th_guard_rifles'], ['t70']] });
    expect(kards.legalActions(s, 0).some((a) => a.t === 'move' || a.t === 'attack')).toBe(false);
    s.sides[1].removed = [cardIndex('bt7'), ~cardIndex('bt7'), cardIndex('bt7'), cardIndex('bt7')];
    at(s, 1, 0).dead = true;
    act(s, { t: 'end' });
    expect(ids(s, 0)).toEqual(['190th_guard_rifles_vet']);
    const t = scenario({ hands: [['190th_guard_rifles'], []] });
    t.sides[1].removed = [cardIndex('bt7'), cardIndex('bt7'), cardIndex('bt7'), cardIndex('bt7')];
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect(ids(t, 0)).toEqual(['190th_guard_rifles_vet']);
  });

  it('fiery_ambush FIERY AMBUSH: 3 damage; 3 to the enemy HQ if the enemy now has no units', () => {
    const s = scenario({ hands: [['fiery_ambush'], []], support: [[], ['t70']] });
    const hq = s.sides[1].hq;
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(s.sides[1].hq).toBe(hq - 3);
    const t = scenario({ hands: [['fiery_ambush'], []], support: [[], ['t70', 'la5']] });
    act(t, { t: 'give', h: 0, tgt: at(t, 1, 0).uid });
    expect(t.sides[1].hq).toBe(hq);
  });

  it('compromise COMPROMISE: choose one — draw and +3 HQ, or that twice for both players', () => {
    const d = ['bt7', 'bt7', 'bt7'];
    const s = scenario({ hands: [['compromise'], []], decks: [d, d] });
    const [a, b] = [s.sides[0].hq, s.sides[1].hq];
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'choose', i: 1 });
    expect([s.sides[0].hand.length, s.sides[1].hand.length, s.sides[0].hq - a, s.sides[1].hq - b]).toEqual([2, 2, 6, 6]);
  });
});

describe('K-R67y targeted, mud, a grim day', () => {
  it('buffs BUFFS: +1+1 when an order or a deployment effect targets it', () => {
    const t = scenario({ active: 1, hands: [[], ['naval_power', 'p40_kittyhawk']], support: [['buffs'], []] });
    const u = at(t, 0, 0);
    act(t, { t: 'give', h: 0, tgt: u.uid }, 1);
    expect([u.atk, u.def]).toEqual([CARDS[u.card].atk + 1, CARDS[u.card].def + 1]);
    act(t, { t: 'deploy', h: 0, tgt: u.uid }, 1);
    expect([u.atk, u.def]).toEqual([CARDS[u.card].atk + 2, CARDS[u.card].def + 2 - 2]);
  });

  it('mud MUD: the enemy\'s ground units cannot attack in its next turn (air units can); the turn after they can', () => {
    const s = scenario({ hands: [['mud'], []], support: [[], ['la5']], front: ['t70'], frontOwner: 1, decks: [['bt7', 'bt7'], ['bt7', 'bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'end' });
    const attackers = (): number[] => [...new Set(kards.legalActions(s, 1).filter((a) => a.t === 'attack').map((a) => (a as { u: number }).u))];
    expect(attackers()).toEqual([at(s, 1, 0).uid]);
    act(s, { t: 'end' }, 1);
    act(s, { t: 'end' });
    expect(attackers().sort()).toEqual([at(s, 1, 0).uid, at(s, 2, 0).uid].sort());
  });

  it('grim_day GRIM DAY: until your next turn the enemy pays 2 more to target or attack your units', () => {
    const s = scenario({ hands: [['grim_day'], ['air_blitz', 'naval_power']], support: [['t70'], ['la5']], decks: [['bt7', 'bt7'], ['bt7', 'bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'end' });
    s.sides[1].kredits = CARDS[cardIndex('naval_power')].cost + 1;
    expect(kards.legalActions(s, 1).some((a) => a.t === 'give' && a.tgt === at(s, 0, 0).uid)).toBe(false);
    s.sides[1].kredits = CARDS[cardIndex('naval_power')].cost + 2;
    act(s, { t: 'give', h: 1, tgt: at(s, 0, 0).uid }, 1);
    expect(s.sides[1].kredits).toBe(0);
  });
});

describe('K-R67z an order\'s next damage, a card that joins a frontline taken', () => {
  it('imperial_decree IMPERIAL DECREE: your next damage order this turn deals 1 more (a non-damage order does not spend it)', () => {
    const s = scenario({ hands: [['imperial_decree', 'naval_power', 'air_blitz', 'air_blitz'], []], support: [[], ['t70']] });
    const hq = s.sides[1].hq;
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    act(s, { t: 'give', h: 0, tgt: hqRef(1) });
    expect(s.sides[1].hq).toBe(hq - 4);
    act(s, { t: 'give', h: 0, tgt: hqRef(1) });
    expect(s.sides[1].hq).toBe(hq - 4 - 3);
  });

  it('pz_befehlswagen_35t PZ.BEFEHLSWAGEN 35(t): in hand, it joins the frontline when you take it', () => {
    const s = scenario({ hands: [['pz_befehlswagen_35t', 'bt7'], []], support: [['t70'], []] });
    act(s, { t: 'move', u: at(s, 0, 0).uid });
    expect([ids(s, 2), hand(s, 0)]).toEqual([['t70', 'pz_befehlswagen_35t'], ['bt7']]);
    const t = scenario({ hands: [['pz_befehlswagen_35t'], []], support: [['t70', 'bt7'], []], front: ['la5'], frontOwner: 0 });
    act(t, { t: 'move', u: at(t, 0, 0).uid });
    expect(hand(t, 0)).toEqual(['pz_befehlswagen_35t']);
  });
});

describe('K-R67w (continued)', () => {
  it('lysander_pl LYSANDER PL: when the enemy plays a known card, 1 damage to the enemy HQ (not for a hidden one)', () => {
    const s = scenario({ active: 1, hands: [[], ['t70', 'bt7']], support: [['lysander_pl'], []] });
    s.sides[1].shown = [true, false];
    const hq = s.sides[1].hq;
    act(s, { t: 'deploy', h: 0, tgt: NONE }, 1);
    expect(s.sides[1].hq).toBe(hq - 1);
    act(s, { t: 'deploy', h: 0, tgt: NONE }, 1);
    expect(s.sides[1].hq).toBe(hq - 1);
  });
});

describe('K-R67l (continued)', () => {
  it('committed_crew COMMITTED CREW: this turn your Spitfires in hand cost 0 and Spitfires you deploy get +3+3', () => {
    const s = scenario({ hands: [['committed_crew', 'spitfire_mk_ia', 'spitfire_mk_ia', 'bt7'], []], kredits: 12 });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([costAt(s, 0, 0), costAt(s, 0, 1), costAt(s, 0, 2)]).toEqual([0, 0, CARDS[cardIndex('bt7')].cost]);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const u = at(s, 0, 0);
    expect([u.atk, u.def, s.sides[0].kredits]).toEqual([CARDS[u.card].atk + 3, CARDS[u.card].def + 3, 12 - CARDS[cardIndex('committed_crew')].cost]);
    act(s, { t: 'end' });
    expect(costAt(s, 0, 0)).toBe(CARDS[cardIndex('spitfire_mk_ia')].cost);
  });
});

describe('K-R67q (continued)', () => {
  it('mass_deployment MASS DEPLOYMENT: 3 US units whose printed costs add up to your kredit slots', () => {
    for (const seed of [1, 2, 3]) {
      const s = scenario({ hands: [['mass_deployment'], []], kredits: 12, seed });
      act(s, { t: 'give', h: 0, tgt: NONE });
      const cs = s.lines[0].map((u) => CARDS[u.card]);
      expect([cs.length, cs.every((c) => c.nation === 'USA' && c.cls !== 0), cs.reduce((a, c) => a + c.cost, 0)]).toEqual([3, true, 12]);
    }
  });
});

describe('K-R67q (continued, 2)', () => {
  it('sd_kfz_10_pak_38 SD.KFZ. 10 PAK 38: +2 attack until end of turn when another card raises its attack', () => {
    const s = scenario({ hands: [['pontoon_bridge'], []], support: [['sd_kfz_10_pak_38'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect(attackOfUnit(s, u)).toBe(CARDS[u.card].atk + 1 + 2);
    act(s, { t: 'end' });
    expect(attackOfUnit(s, u)).toBe(CARDS[u.card].atk + 1);
  });

  it('overrun OVERRUN: this turn your attacking ground units deal damage equal to their defense', () => {
    const s = scenario({ hands: [['overrun'], []], front: ['kv1_1939'], support: [[], ['la5']] });
    const u = at(s, 2, 0), t = at(s, 1, 0);
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'attack', u: u.uid, tgt: t.uid });
    expect(CARDS[t.card].def - t.def).toBe(CARDS[u.card].def);
  });
});

describe('K-R67q (continued, 3)', () => {
  it('seahawk SEAHAWK: enemy cards deal 1 less damage (orders and combat)', () => {
    const s = scenario({ active: 1, hands: [[], ['air_blitz']], support: [['seahawk', 'kv1_1939'], []], front: ['t34_1942'], frontOwner: 1 });
    const hq = s.sides[0].hq, t = at(s, 0, 1);
    act(s, { t: 'give', h: 0, tgt: hqRef(0) }, 1);
    expect(s.sides[0].hq).toBe(hq - 2);
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: t.uid }, 1);
    // 5 attack, 1 less, 1 heavy armor.
    expect(CARDS[t.card].def - t.def).toBe(5 - 1 - 1);
  });
});
