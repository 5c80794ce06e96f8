// The mechanics the effect language gained for the Base set: auras, cost changes, operation costs,
// combat statics, promotion (ruling 5), conditions on "it" ("… instead"), counting amounts, delayed
// effects and countermeasures on attacks. One test per rule id of docs/rules/kards.md, on real cards.
import { describe, expect, it } from 'vitest';
import { costOf } from '../costs.js';
import { cardIndex } from '../cards.js';
import { KW } from '../effects/lang.js';
import { hqRef } from '../effects/select.js';
import { attackOf, isPinned, kwOf, opOf } from '../units.js';
import { act, at, keys, scenario } from './scenario.js';

const NONE = -1;

describe('K-3.4.2 永续 continuous effects on other units (auras)', () => {
  it('K-3.4.2a TYPE 93: your other units have +1 attack, for as long as it is on the battlefield', () => {
    const s = scenario({ support: [['type_93', '30th_regiment'], ['1_infantry_regiment']] });
    expect(attackOf(s, at(s, 0, 1))).toBe(5);
    expect(attackOf(s, at(s, 0, 0))).toBe(1);
    expect(attackOf(s, at(s, 1, 0))).toBe(1);
    s.lines[0].splice(0, 1);
    expect(attackOf(s, at(s, 0, 0))).toBe(4);
  });
  it('K-3.4.2b Sd KFz 222: adjacent ground units only; 10th ENGINEERS BATTALION: +2', () => {
    const s = scenario({ support: [['30th_regiment', 'sd_kfz_222', 'bt7', '30th_regiment'], []] });
    expect([0, 1, 2, 3].map((i) => attackOf(s, at(s, 0, i)))).toEqual([5, 1, 3, 4]);
    const t = scenario({ support: [['10th_engineers_battalion', 'bt7'], []] });
    expect(attackOf(t, at(t, 0, 1))).toBe(4);
  });
  it('K-3.4.2c M8 GREYHOUND: while in the frontline, units in your support line have +1 attack', () => {
    const s = scenario({ support: [['30th_regiment'], []], front: ['m8_greyhound'], frontOwner: 0 });
    expect(attackOf(s, at(s, 0, 0))).toBe(5);
    const t = scenario({ support: [['30th_regiment', 'm8_greyhound'], []] });
    expect(attackOf(t, at(t, 0, 0))).toBe(4);
  });
  it('K-3.4.2d ROYAL WEST KENTS: other Guard units have +2 attack and Blitz (a fresh guard unit may act)', () => {
    const s = scenario({ support: [['royal_west_kents', 'churchill_mk_iv', '30th_regiment'], []] });
    const churchill = at(s, 0, 1);
    churchill.fresh = true;
    expect(attackOf(s, churchill)).toBe(4);
    expect(kwOf(s, churchill) & KW.blitz).toBe(KW.blitz);
    expect(keys(s)).toContain(`move:${churchill.uid}`);
    expect(attackOf(s, at(s, 0, 2))).toBe(4);
  });
  it('K-3.4.2e PANZER III-E: other friendly tanks with Blitz have +2 attack; P-38D LIGHTNING: your bombers +2', () => {
    const s = scenario({ support: [['panzer_iiie', 't34_1942', 'bt7'], []] });
    expect([attackOf(s, at(s, 0, 0)), attackOf(s, at(s, 0, 1)), attackOf(s, at(s, 0, 2))]).toEqual([4, 7, 2]);
    const t = scenario({ support: [['p38d_lightning', 'swordfish_mk_i'], []] });
    expect(attackOf(t, at(t, 0, 1))).toBe(3);
  });
  it('K-3.4.2f 37 mm ANTI-AIRCRAFT GUN: enemy air units cost +2 to operate (an attack pays it)', () => {
    const s = scenario({ support: [['la5'], ['37_mm_antiaircraft_gun']], kredits: 4 });
    const la5 = at(s, 0, 0);
    expect(opOf(s, la5)).toBe(4);
    act(s, { t: 'attack', u: la5.uid, tgt: hqRef(1) });
    expect(s.sides[0].kredits).toBe(0);
  });
});

describe('K-3.4.2 combat statics', () => {
  it('K-3.4.2g OT-34 deals double damage against infantry and HQ; M4A3R3 ZIPPO +4 against them', () => {
    const s = scenario({ support: [[], []], front: ['ot34'], frontOwner: 0 });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: hqRef(1) });
    expect(s.sides[1].hq).toBe(14);
    const t = scenario({ support: [[], ['30th_regiment']], front: ['m4a3r3_zippo'], frontOwner: 0 });
    act(t, { t: 'attack', u: at(t, 2, 0).uid, tgt: at(t, 1, 0).uid });
    expect(t.lines[1]).toEqual([]);
  });
  it('K-3.4.2h 2nd RIFLES has +2 attack against units with Blitz (and counter-attacks with it)', () => {
    const s = scenario({ support: [[], ['2nd_rifles']], front: ['t34_1942'], frontOwner: 0 });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect(s.lines[2]).toEqual([]);
  });
  it('K-3.4.2i MATILDA Mk II pins the units it damages; 85mm D-44 pins their neighbours too', () => {
    const s = scenario({ support: [[], ['1_infantry_regiment', 'la5']], front: ['matilda_mk_ii'], frontOwner: 0 });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 1).uid });
    expect(isPinned(s, at(s, 1, 1))).toBe(true);
    expect(isPinned(s, at(s, 1, 0))).toBe(false);
    const t = scenario({ support: [['85mm_d44_field_gun'], ['bt7', 'la5', 'bt7']] });
    act(t, { t: 'attack', u: at(t, 0, 0).uid, tgt: at(t, 1, 1).uid });
    expect([0, 1, 2].map((i) => isPinned(t, at(t, 1, i)))).toEqual([true, true, true]);
  });
  it('K-3.4.2j B-4 203mm HOWITZER: units it damages get -3 attack until end of turn', () => {
    const s = scenario({ support: [['b4_203mm_howitzer'], ['la5']] });
    act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: at(s, 1, 0).uid });
    expect(attackOf(s, at(s, 1, 0))).toBe(1);
    act(s, { t: 'end' });
    expect(attackOf(s, at(s, 1, 0))).toBe(4);
  });
  it('K-3.4.2k 9.2" COASTAL GUN: damage it deals adds equal defense to your HQ', () => {
    const s = scenario({ support: [['9_2_coastal_gun'], ['la5']] });
    act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: at(s, 1, 0).uid });
    expect(s.sides[0].hq).toBe(23);
  });
  it('K-3.4.3h A34 COMET: when it deals damage to the enemy HQ, draw a card', () => {
    const s = scenario({ support: [[], []], front: ['a34_comet'], frontOwner: 0, decks: [['bt7'], ['bt7']] });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: hqRef(1) });
    expect(s.sides[0].hand.length).toBe(1);
  });
});

describe('K-2.2 cost changes (§4: 费用可以因其他卡牌效果增长或降低)', () => {
  it('K-2.2c BLACK WATCH: orders in the enemy hand cost 2 more, units do not', () => {
    const s = scenario({ hands: [[], ['fortification', '30th_regiment']], support: [['black_watch'], []] });
    expect(costOf(s, 1, cardIndex('fortification'))).toBe(5);
    expect(costOf(s, 1, cardIndex('30th_regiment'))).toBe(3);
    expect(costOf(s, 0, cardIndex('fortification'))).toBe(3);
  });
  it('K-2.2d 85 PIONEER COMPANY: the first order each turn costs 1 less (paid as such)', () => {
    const s = scenario({ hands: [['fortification', 'fortification'], []], support: [['85_pioneer_company'], []], kredits: 10 });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].kredits).toBe(8);
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].kredits).toBe(5);
  });
  it('K-2.2e a card\'s own cost rule: A-20B −1 per US unit, 35th RIFLE REGIMENT free after a loss, NAVAL BOMBARDMENT 2 less', () => {
    const s = scenario({ hands: [['a20b', '35th_rifle_regiment'], []], support: [['30th_regiment', '30th_regiment'], []] });
    expect(costOf(s, 0, cardIndex('a20b'))).toBe(2);
    expect(costOf(s, 0, cardIndex('35th_rifle_regiment'))).toBe(3);
    s.sides[0].lost = 1;
    expect(costOf(s, 0, cardIndex('35th_rifle_regiment'))).toBe(0);
    const t = scenario({ front: ['bt7'], frontOwner: 1 });
    expect(costOf(t, 0, cardIndex('naval_bombardment'))).toBe(2);
    expect(costOf(t, 1, cardIndex('naval_bombardment'))).toBe(4);
  });
  it('K-2.2f a unit destroyed this turn is counted for its owner and forgotten at the next turn', () => {
    const s = scenario({ hands: [['35th_rifle_regiment'], []], support: [[], ['bt7']], front: ['1_infantry_regiment'], frontOwner: 0, kredits: 0 });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect(s.sides[0].lost).toBe(1);
    expect(keys(s)).toContain('deploy:0:-1');
  });
});

describe('K-2.2o operation costs', () => {
  it('K-2.2o LAND OF THE FREE sets a unit\'s operation cost to 0; A5M4 CLAUDE gives another -1', () => {
    const s = scenario({ hands: [['land_of_the_free', 'a5m4_claude'], []], support: [['la5', 'panzer_ivg'], []] });
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    expect(opOf(s, at(s, 0, 0))).toBe(0);
    act(s, { t: 'deploy', h: 0, tgt: at(s, 0, 1).uid });
    expect(opOf(s, at(s, 0, 1))).toBe(1);
  });
  it('K-2.2o A-20 HAVOC: your bombers (itself included) operate for 2 less this turn only', () => {
    const s = scenario({ hands: [['a20_havoc'], []], support: [['a20_havoc'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([opOf(s, at(s, 0, 0)), opOf(s, at(s, 0, 1))]).toEqual([0, 0]);
    act(s, { t: 'end' });
    expect([opOf(s, at(s, 0, 0)), opOf(s, at(s, 0, 1))]).toEqual([2, 2]);
  });
  it('K-2.2p BLITZKRIEG: frontline units +3 attack and operate for one less until end of turn', () => {
    const s = scenario({ hands: [['blitzkrieg'], []], front: ['t34_1942'], frontOwner: 0 });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([attackOf(s, at(s, 2, 0)), opOf(s, at(s, 2, 0))]).toEqual([8, 1]);
    act(s, { t: 'end' });
    expect([attackOf(s, at(s, 2, 0)), opOf(s, at(s, 2, 0))]).toEqual([5, 2]);
  });
  it('K-2.2q K-3.7 TACTICAL WITHDRAWAL: a damaged unit stays damaged until repaired — retreat, fully repair, and it can operate again this turn', () => {
    const s = scenario({ hands: [['tactical_withdrawal'], []], support: [[], ['bt7']], front: ['t34_1942'], frontOwner: 0 });
    const t34 = at(s, 2, 0);
    act(s, { t: 'attack', u: t34.uid, tgt: at(s, 1, 0).uid });
    expect(t34.def).toBe(3);
    act(s, { t: 'give', h: 0, tgt: t34.uid });
    expect([s.lines[0].includes(t34), t34.def, t34.attacks]).toEqual([true, 5, 0]);
    expect(keys(s)).toContain(`move:${t34.uid}`);
  });
});

describe('K-3.5 晋升 promotion (ruling 5)', () => {
  it('K-3.5a 22nd GUARDS BRIGADE becomes Veteran at the start of its third turn: printed stats again, given keywords kept, its Veteran effect fires', () => {
    const s = scenario({ hands: [['22nd_guards_brigade'], []], support: [[], ['la5']], kredits: 12, decks: [['bt7', 'bt7', 'bt7'], ['bt7', 'bt7', 'bt7']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const u = at(s, 0, 0);
    u.atk = 7;
    u.def = 2;
    u.kw |= KW.fury;
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    expect(u.vet).toBe(false);
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    expect(u.vet).toBe(true);
    expect(u.card).toBe(cardIndex('22nd_guards_brigade_vet'));
    expect([u.atk, u.def, u.hurt]).toEqual([2, 5, false]);
    expect(u.kw & (KW.fury | KW.guard)).toBe(KW.fury | KW.guard);
    // "When this unit becomes Veteran, deal 3 damage to each enemy."
    expect(s.sides[1].hq).toBe(17);
    expect(at(s, 1, 0).def).toBe(2);
  });
  it('K-3.5b a unit at 0 defense is destroyed, not promoted (§3.5 Tips)', () => {
    const s = scenario({ support: [['22nd_guards_brigade'], []], active: 1, decks: [['bt7'], ['bt7']] });
    const u = at(s, 0, 0);
    u.turns = 2;
    u.def = 0;
    u.dead = true;
    act(s, { t: 'end' }, 1);
    expect(u.vet).toBe(false);
    expect(s.lines[0]).toEqual([]);
  });
});

describe('K-4.1 conditions on "it": X, or Y instead', () => {
  it('K-4.1.if SURPRISE ATTACK pins an enemy unit; one already pinned is destroyed instead', () => {
    const s = scenario({ hands: [['surprise_attack', 'surprise_attack'], []], support: [[], ['la5']] });
    const la5 = at(s, 1, 0);
    act(s, { t: 'give', h: 0, tgt: la5.uid });
    expect([isPinned(s, la5), s.lines[1].length]).toEqual([true, 1]);
    act(s, { t: 'give', h: 0, tgt: la5.uid });
    expect(s.lines[1]).toEqual([]);
  });
  it('K-4.1.ig TACTICAL STRIKE deals 4 to a support-line unit, 2 to a frontline one', () => {
    const s = scenario({ hands: [['tactical_strike', 'tactical_strike'], []], support: [[], ['la5']], front: ['panzer_ivg'], frontOwner: 1 });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    act(s, { t: 'give', h: 0, tgt: at(s, 2, 0).uid });
    expect([at(s, 1, 0).def, at(s, 2, 0).def]).toEqual([1, 4]);
  });
  it('K-4.1.ih AWOKEN GIANT draws only if it destroyed the target; AIR SUPERIORITY deals 3 with an air unit', () => {
    const s = scenario({ hands: [['awoken_giant', 'awoken_giant'], []], front: ['panzer_ivg', 'himeji_regiment'], frontOwner: 1, decks: [['bt7', 'bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: at(s, 2, 0).uid });
    expect(s.sides[0].hand.length).toBe(1);
    act(s, { t: 'give', h: 0, tgt: at(s, 2, 1).uid });
    expect(s.sides[0].hand.length).toBe(1);
    expect(s.lines[2].length).toBe(1);
    const t = scenario({ hands: [['air_superiority'], []], support: [[], ['panzer_ivg']] });
    act(t, { t: 'give', h: 0, tgt: at(t, 1, 0).uid });
    expect(at(t, 1, 0).def).toBe(5);
    const u = scenario({ hands: [['air_superiority'], []], support: [['la5'], ['panzer_ivg']] });
    act(u, { t: 'give', h: 0, tgt: at(u, 1, 0).uid });
    expect(at(u, 1, 0).def).toBe(3);
  });
  it('K-4.1.ii BREAKTHROUGH: if the target is destroyed, your units operate for 1 less this turn', () => {
    const s = scenario({ hands: [['breakthrough', 'breakthrough'], []], support: [['t34_1942'], ['la5', 'bt7']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(opOf(s, at(s, 0, 0))).toBe(2);
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 1).uid });
    expect(opOf(s, at(s, 0, 0))).toBe(1);
  });
});

describe('K-4.1 more order kinds', () => {
  it('K-4.1.2c counting amounts: THE EMPIRE STRIKES deals 1 plus your bombers to each enemy', () => {
    const s = scenario({ hands: [['the_empire_strikes'], []], support: [['swordfish_mk_i', 'swordfish_mk_i'], ['panzer_ivg']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.sides[1].hq, at(s, 1, 0).def]).toEqual([17, 3]);
  });
  it('K-4.1.3d delayed kredits and draws: REICHSBANK (+5 next turn, no orders), WAR BONDS (an extra draw)', () => {
    const s = scenario({ hands: [['reichsbank', 'war_bonds', 'fortification'], []], kredits: 12, decks: [['bt7', 'bt7', 'bt7', 'bt7'], ['bt7', 'bt7']] });
    s.sides[0].slots = 5;
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].slots).toBe(7);
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    expect(s.sides[0].kredits).toBe(13);
    expect(s.sides[0].hand.length).toBe(3);
    expect(keys(s).some((k) => k.startsWith('give:'))).toBe(false);
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    expect(keys(s).some((k) => k.startsWith('give:'))).toBe(true);
  });
  it('K-4.1.3e KM ADMIRAL HIPPER: the enemy gains no kredit slot and draws no card next turn', () => {
    const s = scenario({ hands: [['km_admiral_hipper'], []], support: [[], ['bt7']], decks: [['bt7'], ['bt7', 'bt7']] });
    s.sides[1].slots = 5;
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    act(s, { t: 'end' });
    expect([s.sides[1].slots, s.sides[1].kredits, s.sides[1].hand.length]).toEqual([5, 5, 1]);
  });
  it('K-4.1.4b targeted draws: ARCTIC CONVOY draws two units from the deck, never an order', () => {
    const s = scenario({ hands: [['arctic_convoy'], []], decks: [['fortification', 'bt7', 'fortification', 'la5', 'fortification'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].hand.map((c) => c).sort()).toEqual([cardIndex('bt7'), cardIndex('la5')].sort());
    expect(s.sides[0].deck.length).toBe(3);
  });
  it('K-4.1.5s set defense: GREAT PATRIOTIC WAR sets each HQ to 12', () => {
    const s = scenario({ hands: [['great_patriotic_war'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides.map((p) => p.hq)).toEqual([12, 12]);
  });
  it('K-4.1.5t IMPERIAL STRENGTH discards all set enemy countermeasures', () => {
    const s = scenario({ hands: [['imperial_strength'], []], cms: [[], ['air_defense', 'in_the_navy']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.sides[1].cms.length, s.sides[1].hq]).toEqual([0, 18]);
  });
  it('K-4.1.1a adjacency: MONTY pins the target and its neighbours; BOMBING RAID 3 and 2 beside', () => {
    const s = scenario({ hands: [['monty', 'bombing_raid'], []], support: [[], ['bt7', 'la5', 'panzer_ivg', '1_infantry_regiment']], decks: [['bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 1).uid });
    expect([0, 1, 2, 3].map((i) => isPinned(s, at(s, 1, i)))).toEqual([true, true, true, false]);
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 2).uid });
    // PANZER IV-G 6 → 3; beside it LA-5 5 → 3 and 1. INFANTRY REGIMENT 2 → destroyed.
    expect([s.lines[1].length, at(s, 1, 1).def, at(s, 1, 2).def]).toEqual([3, 3, 3]);
  });
});

describe('K-4.2 countermeasures on attacks', () => {
  it('K-4.2e AIR DEFENSE destroys an attacking air unit before it fights', () => {
    const s = scenario({ support: [['la5'], ['bt7']], cms: [[], ['air_defense']] });
    act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: at(s, 1, 0).uid });
    expect([s.lines[0].length, at(s, 1, 0).def]).toEqual([0, 2]);
  });
  it('K-4.2f AIR DEFENSE deals 3 to a ground attacker; IN THE NAVY gives the attacked unit +1+2 before damage', () => {
    const s = scenario({ support: [[], ['la5']], front: ['t34_1942'], frontOwner: 0, cms: [[], ['air_defense']] });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect(s.lines[2]).toEqual([]);
    const u = scenario({ support: [[], ['la5']], front: ['panzer_ivg'], frontOwner: 0, cms: [[], ['in_the_navy']] });
    act(u, { t: 'attack', u: at(u, 2, 0).uid, tgt: at(u, 1, 0).uid });
    expect(at(u, 1, 0).def).toBe(2);
  });
});

describe('more statics and triggers of the Base set', () => {
  it('K-3.1.2m 59. PANZERGRENADIER moves and attacks in one turn, like a tank', () => {
    const s = scenario({ support: [['59_panzergrenadier'], ['bt7']] });
    const u = at(s, 0, 0);
    act(s, { t: 'move', u: u.uid });
    expect(keys(s)).toContain(`attack:${u.uid}:${at(s, 1, 0).uid}`);
  });
  it('K-3.4.2l TYPE 88 AA GUN pins air units that attack it or that it attacks', () => {
    const s = scenario({ support: [['type_88_aa_gun'], ['la5', 'swordfish_mk_i']] });
    act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: at(s, 1, 1).uid });
    expect(isPinned(s, at(s, 1, 1))).toBe(true);
    const t = scenario({ support: [['la5'], ['type_88_aa_gun']] });
    act(t, { t: 'attack', u: at(t, 0, 0).uid, tgt: at(t, 1, 0).uid });
    expect(at(t, 0, 0).pinned).toBeGreaterThan(t.turn);
  });
  it('K-3.4.2m F1M2 PETE cannot be attacked by ground units while in the support line (air units may)', () => {
    const s = scenario({ support: [['la5'], ['f1m2_pete']], front: ['t34_1942'], frontOwner: 0 });
    expect(keys(s)).not.toContain(`attack:${at(s, 2, 0).uid}:${at(s, 1, 0).uid}`);
    expect(keys(s)).toContain(`attack:${at(s, 0, 0).uid}:${at(s, 1, 0).uid}`);
  });
  it('K-3.4.2n TYPE 3 Chi-Nu has Ambush and Guard while in its support line only', () => {
    const s = scenario({ support: [[], ['type_3_chinu']], front: ['t34_1942'], frontOwner: 0 });
    expect(kwOf(s, at(s, 1, 0)) & (KW.ambush | KW.guard)).toBe(KW.ambush | KW.guard);
    const t = scenario({ front: ['type_3_chinu'], frontOwner: 1 });
    expect(kwOf(t, at(t, 2, 0)) & (KW.ambush | KW.guard)).toBe(0);
  });
  it('K-3.4.3d 33rd RECON draws a card when it takes damage', () => {
    const s = scenario({ hands: [['air_superiority'], []], support: [[], ['33rd_recon']], decks: [[], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(s.sides[1].hand.length).toBe(1);
  });
  it('K-3.4.3m 7th REGIMENT draws when it moves into the frontline; HUDSON Mk III gets Fury after a kill', () => {
    const s = scenario({ support: [['7th_regiment'], []], decks: [['bt7'], []] });
    act(s, { t: 'move', u: at(s, 0, 0).uid });
    expect(s.sides[0].hand.length).toBe(1);
    const t = scenario({ support: [['hudson_mk_iii'], ['1_infantry_regiment', 'bt7']] });
    const h = at(t, 0, 0);
    act(t, { t: 'attack', u: h.uid, tgt: at(t, 1, 0).uid });
    expect(kwOf(t, h) & KW.fury).toBe(KW.fury);
    expect(keys(t)).toContain(`attack:${h.uid}:${at(t, 1, 0).uid}`);
  });
  it('K-3.4.3e P-40 N-5: units the enemy deploys get +2 operation cost', () => {
    const s = scenario({ hands: [[], ['bt7']], support: [['p40_n5'], []], active: 1 });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(opOf(s, at(s, 1, 0))).toBe(2);
  });
  it('K-3.4.3f 22. INFANTRY REGIMENT: if you control the frontline at the end of your turn, draw a card', () => {
    const s = scenario({ front: ['22_infantry_regiment'], frontOwner: 0, decks: [['bt7', 'bt7'], ['bt7', 'bt7']] });
    act(s, { t: 'end' });
    expect(s.sides[0].hand.length).toBe(1);
    const t = scenario({ support: [['22_infantry_regiment'], []], decks: [['bt7', 'bt7'], ['bt7', 'bt7']] });
    act(t, { t: 'end' });
    expect(t.sides[0].hand.length).toBe(0);
  });
  it('K-4.1.2d M6A1 SEIRAN: your orders deal +1 damage (units do not)', () => {
    const s = scenario({ hands: [['air_blitz'], []], support: [['m6a1_seiran'], []] });
    act(s, { t: 'give', h: 0, tgt: hqRef(1) });
    expect(s.sides[1].hq).toBe(16);
  });
  it('K-1.1e HQ shields: 593rd JASCO −1 damage, 8th CAVALRY immune on your turn, M26 PERSHING in the frontline keeps it at 1', () => {
    const s = scenario({ hands: [[], ['air_blitz']], support: [['593rd_jasco'], []], active: 1 });
    act(s, { t: 'give', h: 0, tgt: hqRef(0) });
    expect(s.sides[0].hq).toBe(18);
    const t = scenario({ hands: [['air_blitz'], ['air_blitz']], support: [['8th_cavalry_regiment'], []], active: 1 });
    act(t, { t: 'give', h: 0, tgt: hqRef(0) });
    expect(t.sides[0].hq).toBe(17);
    const u = scenario({ hands: [[], ['air_blitz']], front: ['m26_pershing'], frontOwner: 0, active: 1 });
    u.sides[0].hq = 2;
    act(u, { t: 'give', h: 0, tgt: hqRef(0) });
    expect([u.sides[0].hq, u.phase]).toEqual([1, 'play']);
  });
  it('K-3.3.7b SU 152: your other tanks get +1 attack and +1 heavy armor (at most 3)', () => {
    const s = scenario({ hands: [['su_152'], []], support: [['t34_1942', 'churchill_mk_iv'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([at(s, 0, 0).atk, at(s, 0, 0).armor, at(s, 0, 1).armor, at(s, 0, 2).armor]).toEqual([6, 1, 2, 1]);
  });
  it('K-4.2g INTERCEPTION counters an enemy order that targets a friendly target, not one at the enemy\'s own', () => {
    const s = scenario({ hands: [[], ['air_blitz', 'air_blitz']], cms: [['interception'], []], active: 1 });
    act(s, { t: 'give', h: 0, tgt: hqRef(1) });
    expect([s.sides[1].hq, s.sides[0].cms.length]).toEqual([17, 1]);
    act(s, { t: 'give', h: 0, tgt: hqRef(0) });
    expect([s.sides[0].hq, s.sides[0].cms.length]).toEqual([20, 0]);
  });
  it('K-4.1.6c TBF-1 AVENGER destroys a random enemy unit with 5 or more defense; PATRIOTIC ZEAL doubles', () => {
    const s = scenario({ hands: [['tbf1_avenger', 'patriotic_zeal'], []], support: [['bt7'], ['la5', 'bt7']], kredits: 20 });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.lines[1].map((u) => u.card)).toEqual([cardIndex('bt7')]);
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    expect([at(s, 0, 0).atk, at(s, 0, 0).def]).toEqual([4, 4]);
  });
  it('K-4.1.9b NO SURRENDER fills your support line with LIGHT INFANTRY with Blitz', () => {
    const s = scenario({ hands: [['no_surrender'], []], support: [['bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.lines[0].length).toBe(4);
    expect(s.lines[0].slice(1).every((u) => u.card === cardIndex('light_infantry') && (u.kw & KW.blitz) !== 0)).toBe(true);
  });
});

describe('rulings with options', () => {
  it('K-R13p promotion counts the arrival turn as the first (option arrivalTurnCounts: false counts from the next)', () => {
    for (const [counts, turns] of [[true, 2], [false, 3]] as const) {
      const s = scenario({ hands: [['22nd_guards_brigade'], []], options: { arrivalTurnCounts: counts }, decks: [['bt7', 'bt7', 'bt7', 'bt7'], ['bt7', 'bt7', 'bt7', 'bt7']] });
      act(s, { t: 'deploy', h: 0, tgt: NONE });
      const u = at(s, 0, 0);
      let n = 0;
      while (!u.vet && n < 5) {
        act(s, { t: 'end' });
        act(s, { t: 'end' }, 1);
        n++;
      }
      expect(n).toBe(turns);
    }
  });
  it('K-R14c BLACK WATCH raises countermeasures too (option cmsAreOrders: false leaves them)', () => {
    const s = scenario({ support: [['black_watch'], []] });
    expect(costOf(s, 1, cardIndex('air_defense'))).toBe(4);
    const t = scenario({ support: [['black_watch'], []], options: { cmsAreOrders: false } });
    expect(costOf(t, 1, cardIndex('air_defense'))).toBe(2);
  });
});

describe('draws, discards and order listeners', () => {
  it('K-4.1.4c counted draws: EMPIRE OF THE SUN draws the destroyed unit\'s attack, ENIGMA up to the enemy hand, INDUSTRIAL MIGHT per unit arrived', () => {
    const s = scenario({ hands: [['empire_of_the_sun'], []], support: [[], ['la5']], decks: [['bt7', 'bt7', 'bt7', 'bt7', 'bt7', 'bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([s.lines[1].length, s.sides[0].hand.length]).toEqual([0, 4]);
    const t = scenario({ hands: [['enigma'], ['bt7', 'bt7', 'bt7', 'bt7']], decks: [['bt7', 'bt7', 'bt7', 'bt7', 'bt7', 'bt7'], []] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    expect(t.sides[0].hand.length).toBe(4);
    const u = scenario({ hands: [['bt7', 'bt7', 'industrial_might'], []], decks: [['bt7', 'bt7', 'bt7'], []] });
    act(u, { t: 'deploy', h: 0, tgt: NONE });
    act(u, { t: 'deploy', h: 0, tgt: NONE });
    act(u, { t: 'give', h: 0, tgt: NONE });
    expect(u.sides[0].hand.length).toBe(2);
  });
  it('K-4.1.4d ANCIENT EMPIRE draws an ANCIENT EMPIRE from the deck, not another card', () => {
    const s = scenario({ hands: [['ancient_empire'], []], decks: [['ancient_empire', 'bt7', 'bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.sides[0].hq, s.sides[0].hand, s.sides[0].deck.length]).toEqual([8, [cardIndex('ancient_empire')], 2]);
  });
  it('K-4.1.7d filtered discards: U375 (cost 5 or less), Ki-44 TOJO (a bomber), WAR PRODUCTION (all your non-unit cards)', () => {
    const s = scenario({ hands: [['u375'], ['panzer_ivg', 'kv1_1941', 'tbf1_avenger']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[1].hand.map((c) => c).sort()).toEqual([cardIndex('kv1_1941'), cardIndex('tbf1_avenger')].sort());
    const t = scenario({ hands: [['ki44_tojo'], ['la5', 'petlyakov_pe2']] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect(t.sides[1].hand).toEqual([cardIndex('la5')]);
    const u = scenario({ hands: [['war_production', 'fortification', 'bt7', 'air_defense'], []] });
    act(u, { t: 'give', h: 0, tgt: NONE });
    expect([u.sides[0].hand, u.sides[0].kredits]).toEqual([[cardIndex('bt7')], 14]);
  });
  it('K-4.1.3f NAVAL SUPPLY RUN: your units +2+1 now, a random discard at the start of your next turn', () => {
    const s = scenario({ hands: [['naval_supply_run', 'bt7', 'bt7'], []], support: [['bt7'], []], decks: [[], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([at(s, 0, 0).atk, at(s, 0, 0).def]).toEqual([4, 3]);
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    // Two in hand, one discarded, then the turn's draw from an empty deck is fatigue.
    expect(s.sides[0].hand.length).toBe(1);
  });
  it('K-3.4.3g TYPE 95 HA-GO: any order given deals 1 damage to the HQ of the player who gave it', () => {
    const s = scenario({ hands: [['air_blitz'], ['air_blitz']], support: [['type_95_hago'], []], decks: [['bt7'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: hqRef(1) });
    expect(s.sides.map((p) => p.hq)).toEqual([19, 17]);
    act(s, { t: 'end' });
    act(s, { t: 'give', h: 0, tgt: hqRef(0) }, 1);
    expect(s.sides.map((p) => p.hq)).toEqual([16, 16]);
  });
});

describe('discards, copies and decks', () => {
  it('K-4.1.7e "if discarded": Ki-21 SALLY draws 2; G4M1 BETTY goes to the support line instead', () => {
    const s = scenario({ hands: [['u375'], ['ki21_sally']], decks: [[], ['bt7', 'bt7', 'bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[1].hand.length).toBe(2);
    const t = scenario({ hands: [['u375'], ['g4m1_betty']] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    expect([t.sides[1].hand.length, t.lines[1].map((u) => u.card)]).toEqual([0, [cardIndex('g4m1_betty')]]);
  });
  it('K-4.1.10 LAST RITES shuffles 8 KAMIKAZE into your deck', () => {
    const s = scenario({ hands: [['last_rites'], []], decks: [['bt7', 'bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].deck.filter((c) => c === cardIndex('kamikaze')).length).toBe(8);
  });
  it('K-4.1.9c RED BANNER: destroy a friendly unit, add a random unit of its nation costing 2 more', () => {
    const s = scenario({ hands: [['red_banner'], []], support: [['bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    expect(s.lines[0].length).toBe(1);
    const c = at(s, 0, 0).card;
    expect(c).not.toBe(cardIndex('bt7'));
    expect(kwOf(s, at(s, 0, 0)) >= 0).toBe(true);
  });
  it('K-4.1.9d M24 CHAFFEE adds a copy beside it as it moves into the frontline; BREWSTER F2A +1 attack there', () => {
    const s = scenario({ support: [['m24_chaffee'], []] });
    act(s, { t: 'move', u: at(s, 0, 0).uid });
    expect(s.lines[2].map((u) => u.card)).toEqual([cardIndex('m24_chaffee'), cardIndex('m24_chaffee')]);
    const t = scenario({ support: [['f4f4_wildcat'], []] });
    act(t, { t: 'move', u: at(t, 0, 0).uid });
    expect(attackOf(t, at(t, 2, 1))).toBe(2);
  });
  it('K-3.4.3i 3. FALLSCHIRMJÄGER gets +1 attack per tank in its line at the start of your turn', () => {
    const s = scenario({ support: [['3_fallschirmjger', 'bt7', 't34_1942'], ['bt7']], active: 1, decks: [['bt7'], ['bt7']] });
    act(s, { t: 'end' }, 1);
    expect(at(s, 0, 0).atk).toBe(4);
  });
});

describe('attack counts and more', () => {
  it('K-3.4.2o AICHI D3A-2 has +2 attack per other AICHI D3A you control; PANZER III-L +1 per non-tank class', () => {
    const s = scenario({ support: [['aichi_d3a2', 'aichi_d3a1', 'aichi_d3a2'], []] });
    expect(attackOf(s, at(s, 0, 0))).toBe(7);
    const t = scenario({ support: [['panzer_iiil', 'bt7', '30th_regiment', 'la5'], []] });
    expect(attackOf(t, at(t, 0, 0))).toBe(5);
  });
  it('K-3.4.2p 756th REGIMENT: the excess damage of its kill goes to the enemy HQ', () => {
    const s = scenario({ support: [[], ['himeji_regiment']], front: ['756th_regiment'], frontOwner: 0 });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect(s.sides[1].hq).toBe(14);
  });
  it('K-3.4.2q KV-1 1941: each card the enemy draws deals 2 damage to the enemy HQ', () => {
    const s = scenario({ support: [['kv1_1941'], []], decks: [['bt7'], ['bt7', 'bt7']] });
    act(s, { t: 'end' });
    expect(s.sides[1].hq).toBe(18);
  });
  it('K-4.1.7f UNCLE SAM: a copy of a random unit of your hand, shown (明牌); THE ALLIANCE: your non-US units +2+2', () => {
    const s = scenario({ hands: [['uncle_sam', 'fortification', 'bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.sides[0].hand.slice(-1)[0], s.sides[0].shown.slice(-1)[0]]).toEqual([cardIndex('bt7'), true]);
    const t = scenario({ hands: [['the_alliance'], []], support: [['bt7', '30th_regiment'], []] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    expect([at(t, 0, 0).atk, at(t, 0, 1).atk]).toEqual([4, 4]);
  });
  it('K-3.4.3j LONG TOM deals 3 damage split at random among enemies when it attacks', () => {
    const s = scenario({ support: [['long_tom'], ['panzer_ivg']] });
    act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: hqRef(1) });
    // 2 from the attack, 3 split between the HQ and the PANZER IV-G.
    expect(s.sides[1].hq + at(s, 1, 0).def).toBe(20 - 2 + 6 - 3);
  });
});

describe('this turn\'s rule changes', () => {
  it('K-2.2g PATTON: units you deploy this turn cost 1 less and have Blitz', () => {
    const s = scenario({ hands: [['patton', '30th_regiment'], []], kredits: 10, decks: [['bt7'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(costOf(s, 0, cardIndex('30th_regiment'))).toBe(2);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([s.sides[0].kredits, kwOf(s, at(s, 0, 0)) & KW.blitz]).toEqual([7, KW.blitz]);
    expect(keys(s)).toContain(`move:${at(s, 0, 0).uid}`);
    act(s, { t: 'end' });
    expect(costOf(s, 0, cardIndex('30th_regiment'))).toBe(3);
  });
  it('K-3.3.10b LIGHTNING CONQUEST: friendly infantry immune to damage and able to move and attack this turn', () => {
    const s = scenario({ hands: [['lightning_conquest'], []], support: [['30th_regiment'], ['bt7']], decks: [['bt7'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    const u = at(s, 0, 0);
    act(s, { t: 'move', u: u.uid });
    act(s, { t: 'attack', u: u.uid, tgt: at(s, 1, 0).uid });
    expect(u.def).toBe(4);
    act(s, { t: 'end' });
    expect(kwOf(s, u) & (KW.immune | KW.moveAttack)).toBe(0);
  });
});

describe('listeners on orders aimed at a unit', () => {
  it('K-3.4.3k T-34-85 draws a card when the opponent targets it with an order, not another unit', () => {
    const s = scenario({ hands: [['tactical_strike', 'tactical_strike'], []], support: [[], ['t3485', 'bt7']], decks: [['bt7'], ['bt7', 'bt7']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 1).uid });
    expect(s.sides[1].hand.length).toBe(0);
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(s.sides[1].hand.length).toBe(1);
  });
});

describe('what happened this turn', () => {
  it('K-3.4.1d QF 40mm Mk III duplicates itself on deployment if you have damaged the enemy HQ this turn', () => {
    const s = scenario({ hands: [['qf_40mm_mk_iii', 'qf_40mm_mk_iii'], []], front: ['t34_1942'], frontOwner: 0 });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.lines[0].length).toBe(1);
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: hqRef(1) });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.lines[0].map((u) => u.card)).toEqual([0, 0, 0].map(() => cardIndex('qf_40mm_mk_iii')));
  });
});
