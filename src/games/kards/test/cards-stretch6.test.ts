// More cards of the other sets (issue 15's stretch, sixth part, 2026-12-02 night): the first unit deployed in a turn
// (K-R68d), … Each test plays the card and checks its effect; the test names the ruling and the card.
import { describe, expect, it } from 'vitest';
import { cardIndex, CARDS } from '../cards.js';
import { costAt } from '../costs.js';
import { allOffered } from '../effects/develop.js';
import { hqRef } from '../effects/select.js';
import { kards } from '../index.js';
import type { KardsState } from '../state.js';
import { KW } from '../effects/lang.js';
import { MOD } from '../hand.js';
import { attackOf as attackOfUnit, kwOf, opOf } from '../units.js';
import { act, at, scenario } from './scenario.js';

const ids = (s: KardsState, l: number): string[] => s.lines[l].map((u) => CARDS[u.card].id);
const hand = (s: KardsState, seat: number): string[] => s.sides[seat].hand.map((c) => CARDS[c].id);
const printed = (id: string) => CARDS[cardIndex(id)];
const NONE = -1;

describe('K-R68d the first unit you deploy this turn', () => {
  it('bloch_mb_152 BLOCH MB.152: the first unit this turn draws a card; deployed second, it does not', () => {
    const s = scenario({ hands: [['bloch_mb_152'], []], decks: [['t70', 't70'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(hand(s, 0)).toEqual(['t70']);
    const t = scenario({ hands: [['t70', 'bloch_mb_152'], []], decks: [['t70', 't70'], []] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect(hand(t, 0)).toEqual([]);
  });

  it('5e_cuirassiers 5e CUIRASSIERS: first unit of the turn, a 18e RÉGIMENT to hand; 18e_rgiment: the only unit deployed, operation cost 0 at turn end', () => {
    const s = scenario({ hands: [['5e_cuirassiers'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(hand(s, 0)).toEqual(['18e_rgiment']);
    const t = scenario({ hands: [['18e_rgiment'], []] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    const u = at(t, 0, 0);
    expect(opOf(t, u)).toBe(printed('18e_rgiment').op);
    act(t, { t: 'end' });
    expect(opOf(t, u)).toBe(0);
    const v = scenario({ hands: [['18e_rgiment', 't70'], []] });
    act(v, { t: 'deploy', h: 0, tgt: NONE });
    act(v, { t: 'deploy', h: 0, tgt: NONE });
    act(v, { t: 'end' });
    expect(opOf(v, at(v, 0, 0))).toBe(printed('18e_rgiment').op);
  });

  it('french_75 FRENCH 75, somua_s35 SOMUA S35: the first unit you deploy each turn gets +1+1 (SOMUA: and -1 operation cost); the second does not', () => {
    const s = scenario({ hands: [['t70', 't70'], []], support: [['french_75', 'somua_s35'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const [a, b] = [at(s, 0, 2), at(s, 0, 3)];
    const t70 = printed('t70');
    expect([a.atk, a.def, opOf(s, a)]).toEqual([t70.atk + 2, t70.def + 2, Math.max(0, t70.op - 1)]);
    expect([b.atk, b.def, opOf(s, b)]).toEqual([t70.atk, t70.def, t70.op]);
  });

  it('13e_dragons 13e DRAGONS: cannot be deployed once you have deployed a unit this turn', () => {
    const s = scenario({ hands: [['13e_dragons', 't70'], []] });
    const may = () => kards.legalActions(s, 0).some((a) => a.t === 'deploy' && s.sides[0].hand[a.h] === cardIndex('13e_dragons'));
    expect(may()).toBe(true);
    act(s, { t: 'deploy', h: 1, tgt: NONE });
    expect(may()).toBe(false);
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    expect(may()).toBe(true);
  });
});

describe('K-R68e Salvage as a verb, as a keyword given, and "when it Salvages a unit"', () => {
  it('motti_tactic MOTTI TACTIC: destroy target unit and Salvage it (its card to your hand as a Salvaged card, shown)', () => {
    const s = scenario({ hands: [['motti_tactic'], []], support: [[], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([ids(s, 1), hand(s, 0), s.sides[0].mods, s.sides[0].shown]).toEqual([[], ['bt7'], [MOD.captured], [true]]);
  });

  it('on_the_ascent ON THE ASCENT: destroy and Salvage the unit(s) with the least attack on the battlefield (ties: all)', () => {
    const s = scenario({ hands: [['on_the_ascent'], []], support: [['t70'], ['bt7', '5th_brigade']], front: ['grenadier_guards'], frontOwner: 1 });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([ids(s, 0), ids(s, 1), ids(s, 2)]).toEqual([['t70'], ['bt7'], ['grenadier_guards']]);
    expect([hand(s, 0), s.sides[0].mods]).toEqual([['5th_brigade'], [MOD.captured]]);
    const t = scenario({ hands: [['on_the_ascent'], []], support: [['t70'], ['bt7', 'bt7']] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    expect([ids(t, 0), ids(t, 1), hand(t, 0)]).toEqual([['t70'], [], ['bt7', 'bt7']]);
  });

  it('entrenched ENTRENCHED: a friendly Guard unit gets +3 attack, Fury and Salvage', () => {
    const s = scenario({ hands: [['entrenched'], []], support: [['t70'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.atk, kwOf(s, u) & (KW.fury | KW.capture)]).toEqual([printed('t70').atk + 3, KW.fury | KW.capture]);
  });

  it('raf_mitchell RAF MITCHELL: has Salvage while Guarded (a Guard unit next to it), and then salvages the unit it destroys', () => {
    const s = scenario({ support: [['raf_mitchell', '5th_brigade'], ['bt7']] });
    const u = at(s, 0, 0);
    expect(kwOf(s, u) & KW.capture).toBe(KW.capture);
    act(s, { t: 'attack', u: u.uid, tgt: at(s, 1, 0).uid });
    expect([hand(s, 0), s.sides[0].mods]).toEqual([['bt7'], [MOD.captured]]);
    const t = scenario({ support: [['raf_mitchell', 't70'], ['bt7']] });
    t.lines[0][1].kw = 0;
    expect(kwOf(t, at(t, 0, 0)) & KW.capture).toBe(0);
    act(t, { t: 'attack', u: at(t, 0, 0).uid, tgt: at(t, 1, 0).uid });
    expect(hand(t, 0)).toEqual([]);
  });

  it('winter_regiment WINTER REGIMENT: fully repaired when it Salvages a unit', () => {
    const s = scenario({ support: [[], ['bt7']], front: ['winter_regiment'], frontOwner: 0 });
    const u = at(s, 2, 0);
    act(s, { t: 'attack', u: u.uid, tgt: at(s, 1, 0).uid });
    expect([hand(s, 0), u.def]).toEqual([['bt7'], printed('winter_regiment').def]);
    const t = scenario({ support: [[], ['t70']], front: ['winter_regiment'], frontOwner: 0 });
    const v = at(t, 2, 0);
    t.lines[1][0].def = 9;
    act(t, { t: 'attack', u: v.uid, tgt: at(t, 1, 0).uid });
    expect(v.def).toBe(printed('winter_regiment').def - printed('t70').atk);
  });
});

describe('K-R68f hand cards whose cost moves with the enemy\'s draws or your losses', () => {
  it('4th_guards_rifles 4th GUARDS RIFLES: in hand, 1 less each time the enemy draws a card (its turn-start draw too)', () => {
    const s = scenario({ hands: [['4th_guards_rifles'], []], decks: [['t70'], ['t70', 't70', 't70']] });
    const cost = printed('4th_guards_rifles').cost;
    expect(costAt(s, 0, 0)).toBe(cost);
    act(s, { t: 'end' });
    expect(costAt(s, 0, 0)).toBe(cost - 1);
    act(s, { t: 'end' });
    expect(costAt(s, 0, 0)).toBe(cost - 1);
  });

  it('39th_bologna_regiment 39th BOLOGNA REGIMENT: in hand, 1 more each time you lose a unit (not the enemy\'s losses)', () => {
    const s = scenario({ hands: [['39th_bologna_regiment', 'motti_tactic'], []], support: [['t70'], ['bt7']] });
    const cost = printed('39th_bologna_regiment').cost;
    act(s, { t: 'give', h: 1, tgt: at(s, 1, 0).uid });
    expect(costAt(s, 0, 0)).toBe(cost);
    const t = scenario({ hands: [['39th_bologna_regiment', 'motti_tactic'], []], support: [['t70'], ['bt7']] });
    act(t, { t: 'give', h: 1, tgt: at(t, 0, 0).uid });
    expect(costAt(t, 0, 0)).toBe(cost + 1);
  });
});

describe('K-R68g "loses Destruction"; destruction effects triggered as yours', () => {
  it('patrol PATROL: target enemy unit loses Guard, Smokescreen and Destruction, then takes 2 damage', () => {
    const s = scenario({ hands: [['patrol'], []], support: [[], ['5th_brigade']] });
    const u = at(s, 1, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([kwOf(s, u) & KW.guard, u.def]).toEqual([0, printed('5th_brigade').def - 2]);
    // AKITA REGIMENT (Destruction: 2 damage to a random enemy) destroyed by PATROL: its destruction effect is gone.
    const t = scenario({ hands: [['patrol'], []], support: [[], ['akita_regiment']] });
    const hq = t.sides[0].hq;
    act(t, { t: 'give', h: 0, tgt: at(t, 1, 0).uid });
    expect([ids(t, 1), t.sides[0].hq]).toEqual([[], hq]);
    const c = scenario({ hands: [['motti_tactic'], []], support: [[], ['akita_regiment']] });
    act(c, { t: 'give', h: 0, tgt: at(c, 1, 0).uid });
    expect(c.sides[0].hq).toBe(hq - 2);
  });

  it('fortunes_of_war FORTUNES OF WAR: an enemy unit\'s destruction effect runs as yours, then it loses it', () => {
    const s = scenario({ hands: [['fortunes_of_war', 'motti_tactic'], []], support: [[], ['akita_regiment']] });
    const u = at(s, 1, 0);
    const [mine, theirs] = [s.sides[0].hq, s.sides[1].hq];
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect(s.sides[0].hq).toBe(mine);
    expect(theirs - s.sides[1].hq + (ids(s, 1).length === 0 ? 2 : 0)).toBe(2);
    expect(u.kw & KW.noDeath).toBe(KW.noDeath);
    if (ids(s, 1).length === 1) {
      act(s, { t: 'give', h: 0, tgt: u.uid });
      expect(s.sides[0].hq).toBe(mine);
    }
    // A friendly unit's destruction effect runs and stays.
    const t = scenario({ hands: [['fortunes_of_war'], []], support: [['akita_regiment'], []] });
    const v = at(t, 0, 0), foe = t.sides[1].hq;
    act(t, { t: 'give', h: 0, tgt: v.uid });
    expect([t.sides[1].hq, kwOf(t, v) & KW.noDeath]).toEqual([foe - 2, 0]);
  });
});

describe('K-R68h a countermeasure chosen in hand, activated', () => {
  it('kurmark_aufklrung KURMARK AUFKLÄRUNG: deployed, choose a countermeasure in hand; it is set face down for free, hidden from the enemy, and fires in the enemy turn', () => {
    const s = scenario({ hands: [['kurmark_aufklrung', 'careless_talk', 't70'], ['bt7']], kredits: 3 });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(kards.legalActions(s, 0).map(kards.actionKey)).toEqual(['pick:0']);
    act(s, { t: 'pick', h: 0 });
    expect([hand(s, 0), s.sides[0].cms.map((c) => CARDS[c].id), s.sides[0].kredits]).toEqual([['t70'], ['careless_talk'], 3 - printed('kurmark_aufklrung').cost]);
    expect(JSON.stringify(kards.view(s, 1))).not.toContain('careless_talk');
    act(s, { t: 'end' });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([ids(s, 1), s.sides[0].cms]).toEqual([[], []]);
  });
});

describe('K-R68i "after this unit attacks and survives combat"; units with an active Pincer', () => {
  it('5_panzergrenadier 5. PANZERGRENADIER: its pincer formed, after it attacks and survives, your other units with an active Pincer get +1+1', () => {
    const s = scenario({ support: [['56_jger_regiment', 'irish_guards', 't70'], ['bt7']], front: ['5_panzergrenadier'], frontOwner: 0 });
    s.lines[1][0].def = 9;
    const [a, b, c, me] = [at(s, 0, 0), at(s, 0, 1), at(s, 0, 2), at(s, 2, 0)];
    const before = [a.atk, a.def, b.atk, b.def, c.atk, me.atk];
    act(s, { t: 'attack', u: me.uid, tgt: at(s, 1, 0).uid });
    expect([a.atk, a.def, b.atk, b.def, c.atk, me.atk]).toEqual([before[0] + 1, before[1] + 1, before[2] + 1, before[3] + 1, before[4], before[5]]);
    // Destroyed in the fight: nothing.
    const t = scenario({ support: [['56_jger_regiment'], ['t70']], front: ['5_panzergrenadier'], frontOwner: 0 });
    t.lines[1][0].atk = 9;
    const x = at(t, 0, 0), atk = x.atk;
    act(t, { t: 'attack', u: at(t, 2, 0).uid, tgt: at(t, 1, 0).uid });
    expect([ids(t, 2), x.atk]).toEqual([[], atk]);
  });
});

describe('K-R68j the Navy type given to the top card of your deck', () => {
  it('lovat_scouts LOVAT SCOUTS: while it stands, your top deck card is a Navy card (U-16 draws); not the enemy\'s, not once it is gone', () => {
    const s = scenario({ hands: [['u16'], []], support: [['lovat_scouts'], []], front: ['bt7'], frontOwner: 1, decks: [['t70', 't70'], ['t70']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 2, 0).uid });
    expect(hand(s, 0)).toEqual(['t70']);
    const t = scenario({ hands: [['u16'], []], support: [[], ['lovat_scouts']], front: ['bt7'], frontOwner: 1, decks: [['t70', 't70'], ['t70']] });
    act(t, { t: 'give', h: 0, tgt: at(t, 2, 0).uid });
    expect(hand(t, 0)).toEqual([]);
  });

  it('rm_roma RM ROMA: 4 damage, then your top deck card is Navy until the end of your next turn; betasom BETASOM: Develop a Navy card, the same', () => {
    const s = scenario({ hands: [['rm_roma', 'u16', 'u16', 'u16'], []], support: [[], ['grenadier_guards']], front: ['bt7'], frontOwner: 1, decks: [['t70', 't70', 't70', 't70', 't70'], ['t70', 't70', 't70']], kredits: 20 });
    const g = at(s, 1, 0);
    act(s, { t: 'give', h: 0, tgt: g.uid });
    expect(g.def).toBe(printed('grenadier_guards').def - 4);
    act(s, { t: 'give', h: 0, tgt: at(s, 2, 0).uid });
    expect(hand(s, 0)).toEqual(['u16', 'u16', 't70']);
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    // The next turn (its draw: 4 in hand), still Navy; the turn after, not.
    s.lines[2] = [];
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(hand(s, 0).length).toBe(4);
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(hand(s, 0).length).toBe(4);
    const b = scenario({ hands: [['betasom'], []], decks: [['t70'], []] });
    act(b, { t: 'give', h: 0, tgt: NONE });
    const offered = allOffered(b.sides[0].dev ?? []);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((c) => CARDS[c].set === 'NavalWarfare')).toBe(true);
    expect(b.sides[0].navyTop).toBe(b.turn + 2);
  });
});

describe('K-R68k attack auras that count', () => {
  it('sdf SDF: your other units have +1 attack for each of your Guard units', () => {
    const s = scenario({ support: [['sdf', 't70', '5th_brigade', 'bt7'], ['89th_infantry_regiment']] });
    const a = (i: number) => attackOfUnit(s, at(s, 0, i));
    expect([a(0), a(1), a(2), a(3)]).toEqual([printed('sdf').atk, printed('t70').atk + 2, printed('5th_brigade').atk + 2, printed('bt7').atk + 2]);
    expect(attackOfUnit(s, at(s, 1, 0))).toBe(printed('89th_infantry_regiment').atk);
  });

  it('kv1s KV-1S: your other units have +1 attack for each of their combat keywords', () => {
    const s = scenario({ support: [['kv1s', 't70', 'akita_regiment', 'bt7'], []] });
    const a = (i: number) => attackOfUnit(s, at(s, 0, i));
    at(s, 0, 1).kw |= KW.fury;
    expect([a(0), a(1), a(2), a(3)]).toEqual([printed('kv1s').atk, printed('t70').atk + 2, printed('akita_regiment').atk + 1, printed('bt7').atk]);
  });
});

describe('K-R68l "at the end of each enemy turn"', () => {
  it('fw_190_f9 FW 190 F-9: at the end of each enemy turn, 4 damage to their HQ if they did not deploy a unit; not at your own turn end', () => {
    const s = scenario({ support: [['fw_190_f9'], []], hands: [[], ['bt7']], decks: [['t70', 't70', 't70'], ['t70', 't70', 't70']] });
    const hq = s.sides[1].hq;
    act(s, { t: 'end' });
    expect(s.sides[1].hq).toBe(hq);
    act(s, { t: 'end' });
    expect(s.sides[1].hq).toBe(hq - 4);
    act(s, { t: 'end' });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'end' });
    expect(s.sides[1].hq).toBe(hq - 4);
  });
});

describe('K-R68m every unit\'s operation cost set for a time', () => {
  it('snowstorm SNOWSTORM: all units (both sides\') operate for 4 until the start of your next turn', () => {
    const s = scenario({ hands: [['snowstorm'], []], support: [['t70'], ['bt7']], decks: [['t70', 't70'], ['t70', 't70']] });
    const [mine, theirs] = [at(s, 0, 0), at(s, 1, 0)];
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([opOf(s, mine), opOf(s, theirs)]).toEqual([4, 4]);
    act(s, { t: 'end' });
    expect(opOf(s, theirs)).toBe(4);
    // BT-7 (operation cost 0) cannot move for 4 with 3 kredits.
    s.sides[1].kredits = 3;
    expect(kards.legalActions(s, 1).some((a) => a.t === 'move' && a.u === theirs.uid)).toBe(false);
    act(s, { t: 'end' });
    expect([opOf(s, mine), opOf(s, theirs)]).toEqual([printed('t70').op, printed('bt7').op]);
  });
});

describe('K-R68n "Apply both if …" after a choice', () => {
  it('shock_tactics SHOCK TACTICS: a ground unit gets Blitz or Shock; both while you control a unit with 4 or more attack', () => {
    const s = scenario({ hands: [['shock_tactics'], []], support: [['bt7'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'choose', i: 1 });
    act(s, { t: 'target', r: u.uid });
    expect(kwOf(s, u) & (KW.blitz | KW.shock)).toBe(KW.shock);
    const t = scenario({ hands: [['shock_tactics'], []], support: [['bt7', 'grenadier_guards'], []] });
    const v = at(t, 0, 0);
    act(t, { t: 'give', h: 0, tgt: NONE });
    act(t, { t: 'choose', i: 0 });
    act(t, { t: 'target', r: v.uid });
    expect(kwOf(t, v) & (KW.blitz | KW.shock)).toBe(KW.blitz | KW.shock);
  });
});

describe('K-R68o Veteran once the enemy HQ has taken damage', () => {
  it('panzer_iiij_late PANZER III-J LATE: becomes Veteran as the enemy HQ falls 4 below its start; at once if already so when deployed', () => {
    const s = scenario({ front: ['panzer_iiij_late'], frontOwner: 0 });
    const u = at(s, 2, 0);
    act(s, { t: 'attack', u: u.uid, tgt: hqRef(1) });
    expect([s.sides[1].hq, CARDS[u.card].id]).toEqual([s.o.hq - printed('panzer_iiij_late').atk, 'panzer_iiij_late_vet']);
    const t = scenario({ hands: [['panzer_iiij_late'], []] });
    t.sides[1].hq = t.o.hq - 3;
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect(CARDS[at(t, 0, 0).card].id).toBe('panzer_iiij_late');
    const v = scenario({ hands: [['panzer_iiij_late'], []] });
    v.sides[1].hq = v.o.hq - 4;
    act(v, { t: 'deploy', h: 0, tgt: NONE });
    expect(CARDS[at(v, 0, 0).card].id).toBe('panzer_iiij_late_vet');
  });
});

describe('K-R68p the enemy\'s first card each turn', () => {
  it('a6m221_zero A6M2-21 ZERO: the first card the enemy plays each turn costs double; the second does not; its owner\'s do not', () => {
    const s = scenario({ hands: [['t70', 'bt7'], ['t70']], support: [[], ['a6m221_zero']], kredits: 10 });
    const c = printed('t70').cost;
    expect([costAt(s, 0, 0), costAt(s, 1, 0)]).toEqual([2 * c, c]);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([s.sides[0].kredits, costAt(s, 0, 0)]).toEqual([10 - 2 * c, printed('bt7').cost]);
  });
});

describe('K-R68q a countermeasure on the enemy\'s extra draw', () => {
  it('lightning_strike LIGHTNING STRIKE: fires when the enemy draws a card beyond its turn\'s draw (4 damage to its HQ); not on the turn\'s draw', () => {
    const s = scenario({ active: 1, hands: [['convoy_hx_175'], []], cms: [[], ['lightning_strike']], decks: [['t70', 't70', 't70', 't70'], ['t70']] });
    act(s, { t: 'end' });
    const hq = s.sides[0].hq;
    expect([s.sides[1].cms.length, hand(s, 0).length]).toEqual([1, 2]);
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.sides[1].cms, s.sides[0].hq, hand(s, 0).length]).toEqual([[], hq - 4, 3]);
  });
});
