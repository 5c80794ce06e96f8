// Cards of the five nations' other sets (the issue's stretch) that the language now reads: conditions on the
// HQ's defense and on unspent kredits, "gets +N+N and Blitz", "pin them", a kredit this turn. Each test plays
// the card and checks its effect, with the condition met and not met.
import { describe, expect, it } from 'vitest';
import { cardIndex, CARDS } from '../cards.js';
import type { KardsState, Unit } from '../state.js';
import { attackOf, isPinned, kwOf, opOf } from '../units.js';
import { costAt } from '../costs.js';
import { act, keys, scenario } from './scenario.js';

const unitOf = (s: KardsState, card: string): Unit => {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.card === cardIndex(card)) return u;
  throw new Error(`no ${card} on the battlefield`);
};
const printed = (id: string) => CARDS[cardIndex(id)];

/** Deploy hand card 0 with the deployer's HQ at `hq`. */
function deployAt(card: string, hq: number): Unit {
  const s = scenario({ hands: [[card], []] });
  s.sides[0].hq = hq;
  act(s, { t: 'deploy', h: 0, tgt: -1 });
  return unitOf(s, card);
}

describe('other sets: conditions, keywords, kredits', () => {
  it('m3_grant M3 GRANT: +2+2 if your HQ has 25 or more defense', () => {
    expect(deployAt('m3_grant', 25).atk).toBe(printed('m3_grant').atk + 2);
    expect(deployAt('m3_grant', 24).atk).toBe(printed('m3_grant').atk);
  });

  it('sunrise_division SUNRISE DIVISION: +6+6 if your HQ has 10 or less defense', () => {
    const u = deployAt('sunrise_division', 10);
    expect([u.atk, u.def]).toEqual([printed('sunrise_division').atk + 6, printed('sunrise_division').def + 6]);
    expect(deployAt('sunrise_division', 11).atk).toBe(printed('sunrise_division').atk);
  });

  it('type_1_37mm TYPE 1 37mm: +1+1 and Blitz if your HQ has 10 or less defense', () => {
    const s = scenario({ hands: [['type_1_37mm'], []] });
    s.sides[0].hq = 8;
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    const u = unitOf(s, 'type_1_37mm');
    expect([u.atk, kwOf(s, u) & 16]).toEqual([printed('type_1_37mm').atk + 1, 16]);
    expect(kwOf(s, deployAt('type_1_37mm', 20)) & 16).toBe(0);
  });

  it('island_defense ISLAND DEFENSE: a card if your HQ has 10 or less defense; your HQ +6 either way', () => {
    const s = scenario({ hands: [['island_defense'], []], decks: [['bt7', 'bt7'], []] });
    s.sides[0].hq = 9;
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect([s.sides[0].hand.length, s.sides[0].hq]).toEqual([1, 15]);
    const t = scenario({ hands: [['island_defense'], []], decks: [['bt7', 'bt7'], []] });
    t.sides[0].hq = 12;
    act(t, { t: 'give', h: 0, tgt: -1 });
    expect([t.sides[0].hand.length, t.sides[0].hq]).toEqual([0, 18]);
  });

  it('america_at_war AMERICA AT WAR: a kredit slot; a card if 2 or more kredits are left unspent', () => {
    const s = scenario({ hands: [['america_at_war'], []], decks: [['bt7'], []], kredits: 5 });
    s.sides[0].slots = 5;
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect([s.sides[0].slots, s.sides[0].hand.length]).toEqual([6, 1]);
    const t = scenario({ hands: [['america_at_war'], []], decks: [['bt7'], []], kredits: 4 });
    act(t, { t: 'give', h: 0, tgt: -1 });
    expect(t.sides[0].hand.length).toBe(0);
  });

  it('gebirgspionier_95 GEBIRGSPIONIER 95: one more kredit at the start of your turn', () => {
    const s = scenario({ support: [['gebirgspionier_95'], []], kredits: 5 });
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    expect(s.sides[0].kredits).toBe(s.sides[0].slots + 1);
  });

  it('shelling SHELLING: 1 damage to every enemy unit and pins them; the enemy loses a kredit slot', () => {
    const s = scenario({ hands: [['shelling'], []], support: [[], ['panzer_ivg', 't34_1942']] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    const foes = s.lines[1];
    expect(foes.map((u) => u.def)).toEqual([5, 4]);
    s.turn++;
    expect(foes.every((u) => isPinned(s, u))).toBe(true);
    expect(s.sides[1].slots).toBe(11);
  });

  it('957_volksgrenadier 957. VOLKSGRENADIER and production PRODUCTION: the order added to hand gives 1 kredit this turn', () => {
    const s = scenario({ hands: [['957_volksgrenadier'], []], kredits: 5 });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    expect(s.sides[0].hand.map((c) => CARDS[c].id)).toEqual(['production']);
    const k = s.sides[0].kredits;
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(s.sides[0].kredits).toBe(k + 1);
  });

  it('commando_raid COMMANDO RAID: 1 damage to a target, and two No. 10 COMMANDO to your support line', () => {
    const s = scenario({ hands: [['commando_raid'], []], support: [[], ['panzer_ivg']] });
    const foe = unitOf(s, 'panzer_ivg');
    act(s, { t: 'give', h: 0, tgt: foe.uid });
    expect(foe.def).toBe(5);
    expect(s.lines[0].map((u) => CARDS[u.card].id)).toEqual(['no_10_commando', 'no_10_commando']);
  });

  it('ju_87_b2 JU 87 B2: deployed, a DIVE BOMBING to your hand', () => {
    const s = scenario({ hands: [['ju_87_b2'], []] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    expect(s.sides[0].hand.map((c) => CARDS[c].id)).toEqual(['dive_bombing']);
  });

  it('503rd_motors 503rd MOTORS: deployed, your LIGHT INFANTRY units +1+1', () => {
    const s = scenario({ hands: [['503rd_motors'], []], support: [['light_infantry', 'bt7'], []] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    const li = unitOf(s, 'light_infantry');
    expect([li.atk, li.def, unitOf(s, 'bt7').atk]).toEqual([2, 2, 2]);
  });

  it('25th_infantry_regiment 25th INFANTRY REGIMENT: at the end of your turn a LIGHT INFANTRY joins its line (K-R33s)', () => {
    const s = scenario({ front: ['25th_infantry_regiment'] });
    act(s, { t: 'end' });
    expect(s.lines[2].map((u) => CARDS[u.card].id)).toEqual(['25th_infantry_regiment', 'light_infantry']);
  });

  it('272nd_guards 272nd GUARDS: destroyed, an IOSEF STALIN II is added to your support line', () => {
    const s = scenario({ hands: [['tactical_strike'], []], support: [[], ['272nd_guards']] });
    const g = unitOf(s, '272nd_guards');
    g.def = 1;
    act(s, { t: 'give', h: 0, tgt: g.uid });
    expect(s.lines[1].map((u) => CARDS[u.card].id)).toEqual(['iosef_stalin_ii']);
  });

  it('retribution_l RETRIBUTION and fresh_recruits FRESH RECRUITS: countermeasures on a friendly unit destroyed in the enemy turn (K-R42c)', () => {
    const s = scenario({ hands: [['tactical_strike'], []], support: [['bt7'], ['t70', 'panzer_ivg']], cms: [[], ['fresh_recruits']] });
    const t70 = unitOf(s, 't70');
    t70.def = 1;
    act(s, { t: 'give', h: 0, tgt: t70.uid });
    const pz = unitOf(s, 'panzer_ivg');
    expect([pz.atk, pz.def]).toEqual([7, 9]);
    const r = scenario({ hands: [['tactical_strike'], []], support: [['bt7'], ['t70']], cms: [[], ['retribution_l']] });
    const v = unitOf(r, 't70');
    v.def = 1;
    act(r, { t: 'give', h: 0, tgt: v.uid });
    expect(r.lines[0]).toHaveLength(0);
  });

  it('seaforth_highlanders, tempest_mk_v and type_1_chihe: attack bonuses on the enemy turn or on your own', () => {
    const s = scenario({ support: [['seaforth_highlanders', 'tempest_mk_v', 'type_1_chihe'], []] });
    const [sea, tem, chi] = s.lines[0];
    expect([attackOf(s, sea), attackOf(s, tem), attackOf(s, chi)]).toEqual([1, 3, 6]);
    s.active = 1;
    expect([attackOf(s, sea), attackOf(s, tem), attackOf(s, chi)]).toEqual([4, 7, 2]);
  });

  it('wespe WESPE: +2 attack while you control a tank', () => {
    const s = scenario({ support: [['wespe', 'bt7'], []] });
    expect(attackOf(s, unitOf(s, 'wespe'))).toBe(3);
    s.lines[0].pop();
    expect(attackOf(s, unitOf(s, 'wespe'))).toBe(1);
  });

  it('su100 SU-100: +4 attack while damaged (受伤); a full repair ends it', () => {
    const s = scenario({ support: [['su100'], []] });
    const u = unitOf(s, 'su100');
    expect(attackOf(s, u)).toBe(4);
    u.def = 2;
    u.hurt = true;
    expect(attackOf(s, u)).toBe(8);
    u.hurt = false;
    expect(attackOf(s, u)).toBe(4);
  });

  it('171_infantry_regiment 171. INFANTRY REGIMENT: +4 attack while it is your only unit', () => {
    const s = scenario({ support: [['171_infantry_regiment'], ['bt7']] });
    expect(attackOf(s, unitOf(s, '171_infantry_regiment'))).toBe(7);
    const t = scenario({ support: [['171_infantry_regiment', 'bt7'], []] });
    expect(attackOf(t, unitOf(t, '171_infantry_regiment'))).toBe(3);
  });

  it('112th_infantry_regiment and 26th_infantry_regiment: +2 attack for each unit next to it in its line', () => {
    const s = scenario({ support: [['bt7', '112th_infantry_regiment', 't70', '26th_infantry_regiment'], []] });
    expect([attackOf(s, unitOf(s, '112th_infantry_regiment')), attackOf(s, unitOf(s, '26th_infantry_regiment'))]).toEqual([5, 6]);
  });

  it('3inch_m5 3-INCH M5: +1 attack for each friendly unit in the frontline', () => {
    const s = scenario({ support: [['3inch_m5'], []], front: ['bt7', 't70'], frontOwner: 0 });
    expect(attackOf(s, unitOf(s, '3inch_m5'))).toBe(3);
  });

  it('304_panzergrenadier, 146th_infantry_regiment, 989_infantry_regiment: deployment bonuses on the enemy HQ hit this turn, 3+ units, alone', () => {
    const hit = scenario({ hands: [['304_panzergrenadier'], []] });
    hit.sides[0].hitHq = 1;
    act(hit, { t: 'deploy', h: 0, tgt: -1 });
    expect(unitOf(hit, '304_panzergrenadier').atk).toBe(5);
    expect(deployAt('304_panzergrenadier', 20).atk).toBe(3);
    const three = scenario({ hands: [['146th_infantry_regiment'], []], support: [['bt7', 't70'], []] });
    act(three, { t: 'deploy', h: 0, tgt: -1 });
    expect(unitOf(three, '146th_infantry_regiment').def).toBe(3);
    expect(deployAt('146th_infantry_regiment', 20).def).toBe(1);
    expect(deployAt('989_infantry_regiment', 20).atk).toBe(5);
    const two = scenario({ hands: [['989_infantry_regiment'], []], support: [['bt7'], []] });
    act(two, { t: 'deploy', h: 0, tgt: -1 });
    expect(unitOf(two, '989_infantry_regiment').atk).toBe(3);
  });

  it('13_gebirgsjger and 139_gebirgsjger: when you deploy an Alpine unit, +1+1 / 2 damage to the enemy HQ', () => {
    const s = scenario({ hands: [['gebirgspionier_95', 'bt7'], []], support: [['13_gebirgsjger', '139_gebirgsjger'], []] });
    s.sides[1].hq = 20;
    const g13 = unitOf(s, '13_gebirgsjger');
    const atk = g13.atk;
    act(s, { t: 'deploy', h: 1, tgt: -1 });
    expect([g13.atk, s.sides[1].hq]).toEqual([atk, 20]);
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    expect([g13.atk, s.sides[1].hq]).toEqual([atk + 1, 18]);
  });

  it('tactical_retreat TACTICAL RETREAT: the attacked unit goes to its owner\'s hand before damage; the attack does not happen', () => {
    const s = scenario({ front: ['t34_1942'], support: [[], ['panzer_ivg']], cms: [[], ['tactical_retreat']] });
    const t34 = unitOf(s, 't34_1942');
    act(s, { t: 'attack', u: t34.uid, tgt: unitOf(s, 'panzer_ivg').uid });
    expect(s.sides[1].hand.map((c) => CARDS[c].id)).toEqual(['panzer_ivg']);
    expect(t34.def).toBe(5);
    expect(s.sides[1].cms).toEqual([]);
  });

  it('v1_flying_bomb, enemy_sighted, flammpanzer: destroy a target "with cost N or less" (only such targets are offered)', () => {
    const s = scenario({ hands: [['v1_flying_bomb', 'enemy_sighted'], []], support: [[], ['bt7', 'panzer_ivg']], decks: [['t70'], []] });
    const bt = unitOf(s, 'bt7');
    expect(keys(s)).not.toContain(`give:0:${unitOf(s, 'panzer_ivg').uid}`);
    act(s, { t: 'give', h: 0, tgt: bt.uid });
    expect(s.lines[1].map((u) => CARDS[u.card].id)).toEqual(['panzer_ivg']);
    const t = scenario({ hands: [['enemy_sighted'], []], support: [[], ['bt7']], decks: [['t70'], []] });
    act(t, { t: 'give', h: 0, tgt: unitOf(t, 'bt7').uid });
    expect([t.lines[1].length, t.sides[0].hand.length]).toEqual([0, 1]);
    const f = scenario({ hands: [['flammpanzer'], []], support: [[], ['1_infantry_regiment', 'bt7']] });
    act(f, { t: 'deploy', h: 0, tgt: unitOf(f, '1_infantry_regiment').uid });
    expect(f.lines[1].map((u) => CARDS[u.card].id)).toEqual(['bt7']);
  });

  it('high_altitude_bombing HIGH ALTITUDE BOMBING: two random enemy units are destroyed', () => {
    const s = scenario({ hands: [['high_altitude_bombing'], []], support: [['bt7'], ['bt7', 't70', 'panzer_ivg']] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect([s.lines[0].length, s.lines[1].length]).toEqual([1, 1]);
  });

  it('in_hour_of_need IN HOUR OF NEED: two kredit slots', () => {
    const s = scenario({ hands: [['in_hour_of_need'], []], kredits: 6 });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(s.sides[0].slots).toBe(8);
  });

  it('penicillin PENICILLIN, respite RESPITE, retribution_f RETRIBUTION (F), five_year_plan FIVE YEAR PLAN: HQ defense up or down', () => {
    const p = scenario({ hands: [['penicillin'], []], support: [['bt7'], []], decks: [['t70', 't70', 't70', 't70', 't70'], []] });
    p.sides[0].hq = 10;
    act(p, { t: 'give', h: 0, tgt: -1 });
    expect([p.sides[0].hq, unitOf(p, 'bt7').def, p.sides[0].hand.length]).toEqual([16, 8, 4]);
    const r = scenario({ hands: [['respite'], []], support: [['bt7'], []] });
    r.sides[1].hq = 10;
    act(r, { t: 'give', h: 0, tgt: -1 });
    expect([r.sides[1].hq, unitOf(r, 'bt7').atk, unitOf(r, 'bt7').def]).toEqual([15, 3, 5]);
    const f = scenario({ hands: [['retribution_f'], []], support: [[], ['panzer_ivg']] });
    f.sides[0].hq = 10;
    act(f, { t: 'give', h: 0, tgt: unitOf(f, 'panzer_ivg').uid });
    expect([f.sides[0].hq, unitOf(f, 'panzer_ivg').def]).toEqual([12, 2]);
    const y = scenario({ hands: [['five_year_plan'], []], decks: [['t70', 't70', 't70', 't70', 't70'], []] });
    y.sides[0].hq = 10;
    act(y, { t: 'give', h: 0, tgt: -1 });
    expect([y.sides[0].hq, y.sides[0].hand.length]).toEqual([5, 5]);
  });

  it('usaaf_spitfire_ix USAAF SPITFIRE IX: deployed, draws a random air unit of your deck', () => {
    const s = scenario({ hands: [['usaaf_spitfire_ix'], []], decks: [['bt7', 'la5', 'bt7'], []] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    expect(s.sides[0].hand.map((c) => CARDS[c].id)).toEqual(['la5']);
  });

  it('b29_superfortress, greif, 1st_london_brigade: a cost with the frontline held; auras on operation cost and on British ground units', () => {
    const b = scenario({ hands: [['b29_superfortress'], []], front: ['bt7'], frontOwner: 0 });
    expect(costAt(b, 0, 0)).toBe(12);
    const nb = scenario({ hands: [['b29_superfortress'], []] });
    expect(costAt(nb, 0, 0)).toBe(15);
    const g = scenario({ support: [['greif', 't34_1942', '30th_regiment'], []] });
    expect([opOf(g, unitOf(g, 't34_1942')), opOf(g, unitOf(g, '30th_regiment')), opOf(g, unitOf(g, 'greif'))]).toEqual([1, 1, 1]);
    const l = scenario({ support: [['1st_london_brigade', 'churchill_mk_iv', '30th_regiment'], []] });
    expect([attackOf(l, unitOf(l, 'churchill_mk_iv')), attackOf(l, unitOf(l, '30th_regiment')), attackOf(l, unitOf(l, '1st_london_brigade'))])
      .toEqual([CARDS[cardIndex('churchill_mk_iv')].atk + 2, 4, 2]);
  });

  it('lost_convoy LOST CONVOY: the unit the enemy deploys gets -2 attack', () => {
    const s = scenario({ hands: [['30th_regiment'], []], cms: [[], ['lost_convoy']] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    expect(unitOf(s, '30th_regiment').atk).toBe(2);
    expect(s.sides[1].cms).toEqual([]);
  });
});

describe('readings the Chinese card text made visible (issue 15)', () => {
  it('yak_9 YAK 9: "Destruction: Draw a random Soviet card" draws any Soviet card (here an order), not only units', () => {
    // DEATH FROM ABOVE destroys YAK 9 (the only enemy unit); seat 1's deck holds one Soviet card, an order.
    const s = scenario({ hands: [['death_from_above'], []], support: [[], ['yak_9']], decks: [['bt7'], ['humber_mk_ii', 'war_production', 'humber_mk_ii']] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(s.sides[1].hand.map((c) => CARDS[c].id)).toEqual(['war_production']);
    expect(s.sides[1].deck.map((c) => CARDS[c].id)).toEqual(['humber_mk_ii', 'humber_mk_ii']);
  });

  it('combined_chiefs_of_staff COMBINED CHIEFS OF STAFF: "Your British and US units get +2+3" buffs both nations, not others', () => {
    const s = scenario({ hands: [['combined_chiefs_of_staff'], []], support: [['humber_mk_ii', '30th_regiment', 't34_1942'], []] });
    const before = s.lines[0].map((u) => [u.atk, u.def]);
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(s.lines[0].map((u) => [u.atk, u.def])).toEqual([
      [before[0][0] + 2, before[0][1] + 3],
      [before[1][0] + 2, before[1][1] + 3],
      before[2],
    ]);
  });
});
