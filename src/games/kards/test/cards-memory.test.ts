// The last Base cards, part 1: memory of past events (this turn, this game), countermeasures that fire on
// damage and on deaths, and the choice inside an order (a PICK decision on the resolution queue). Each test
// plays the card and checks its effect on the state; ruling ids are named where the text is silent.
import { describe, expect, it } from 'vitest';
import { owed, push, settle } from '../../../engine/queue.js';
import { cardIndex, CARDS } from '../cards.js';
import { kards } from '../index.js';
import { hqRef } from '../effects/select.js';
import { K, STEPS } from '../steps.js';
import type { KardsState, Unit } from '../state.js';
import { attackOf, kwOf } from '../units.js';
import { act, keys, scenario } from './scenario.js';

const unitOf = (s: KardsState, card: string): Unit => {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.card === cardIndex(card)) return u;
  throw new Error(`no ${card} on the battlefield`);
};
const handIds = (s: KardsState, seat: number): string[] => s.sides[seat].hand.map((c) => CARDS[c].id);
/** Units marked destroyed leave with a DEATHS batch (ruling 2), as after any action. */
function deaths(s: KardsState): void {
  push(s.q, K.DEATHS, -1);
  settle(s, s.q, STEPS, null);
}
/** The active player ends the turn, then the other one: back to the first player's next turn. */
function roundTrip(s: KardsState): void {
  act(s, { t: 'end' });
  act(s, { t: 'end' });
}

describe('Base cards with memory of past events', () => {
  it('reserves RESERVES: two LIGHT INFANTRY, plus one for each RESERVES played before (per game)', () => {
    const s = scenario({ hands: [['reserves', 'reserves'], []] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(handIds(s, 0).filter((c) => c === 'light_infantry')).toHaveLength(2);
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(handIds(s, 0).filter((c) => c === 'light_infantry')).toHaveLength(5);
    // Added cards come from outside the deck: shown to both (明牌).
    expect(s.sides[0].shown.every(Boolean)).toBe(true);
  });

  it('mother_russia MOTHER RUSSIA: a copy of each friendly Soviet unit destroyed this turn, none of other nations or turns', () => {
    const s = scenario({ hands: [['mother_russia'], []], support: [['t34_1942', 'panzer_ivg', 'bt7'], []] });
    unitOf(s, 't34_1942').dead = true;
    unitOf(s, 'panzer_ivg').dead = true;
    deaths(s);
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(handIds(s, 0)).toEqual(['t34_1942']);
    // K-R19t: "this turn" restarts at every turn start.
    const t = scenario({ hands: [['mother_russia'], []], support: [['bt7'], []] });
    unitOf(t, 'bt7').dead = true;
    deaths(t);
    roundTrip(t);
    act(t, { t: 'give', h: t.sides[0].hand.indexOf(cardIndex('mother_russia')), tgt: -1 });
    expect(handIds(t, 0)).not.toContain('bt7');
  });

  it('type_98_keni TYPE 98 Ke-Ni: +1 attack once another friendly unit attacked this turn', () => {
    const s = scenario({ front: ['type_98_keni', '30th_regiment'], support: [[], ['1_infantry_regiment', 'panzer_ivg']] });
    const keni = unitOf(s, 'type_98_keni');
    expect(attackOf(s, keni)).toBe(2);
    act(s, { t: 'attack', u: unitOf(s, '30th_regiment').uid, tgt: unitOf(s, 'panzer_ivg').uid });
    expect(attackOf(s, keni)).toBe(3);
    act(s, { t: 'end' });
    expect(attackOf(s, keni)).toBe(2);
  });

  it('158_nachschub 158. NACHSCHUB: once per turn, +2 kredits when an enemy unit is destroyed in your turn (K-R29o)', () => {
    const s = scenario({ support: [['158_nachschub'], ['bt7', 't70']], kredits: 5 });
    unitOf(s, 'bt7').dead = true;
    deaths(s);
    expect(s.sides[0].kredits).toBe(7);
    unitOf(s, 't70').dead = true;
    deaths(s);
    expect(s.sides[0].kredits).toBe(7);
    // Not in the enemy's turn.
    const t = scenario({ support: [['158_nachschub'], ['bt7']], kredits: 5, active: 1 });
    unitOf(t, 'bt7').dead = true;
    deaths(t);
    expect(t.sides[0].kredits).toBe(5);
  });

  it('sexton SEXTON: pins its target, and pins it again at the start of each of your turns', () => {
    const s = scenario({ hands: [['sexton'], []], support: [[], ['panzer_ivg']] });
    const foe = unitOf(s, 'panzer_ivg');
    act(s, { t: 'deploy', h: 0, tgt: foe.uid });
    expect(foe.pinned).toBe(s.turn + 1);
    roundTrip(s);
    // Pinned again for the enemy's coming turn.
    expect(foe.pinned).toBe(s.turn + 1);
  });

  it('dive_bombing DIVE BOMBING: 1 damage and attack 0 through the enemy turn, back at your next turn (K-R30z)', () => {
    const s = scenario({ hands: [['dive_bombing'], []], support: [[], ['panzer_ivg']] });
    const foe = unitOf(s, 'panzer_ivg');
    act(s, { t: 'give', h: 0, tgt: foe.uid });
    expect(foe.def).toBe(5);
    expect(attackOf(s, foe)).toBe(0);
    act(s, { t: 'end' });
    expect(attackOf(s, foe)).toBe(0);
    act(s, { t: 'end' });
    expect(attackOf(s, foe)).toBe(5);
  });

  it('t19_howitzer T19 HOWITZER: the unit it attacks loses Guard this turn', () => {
    const guard = CARDS.find((c) => c.set === 'Base' && c.cls === 1 && c.script.ok && (c.script.kw & 1) !== 0 && c.def >= 4)!;
    const s = scenario({ support: [['t19_howitzer'], [guard.id]] });
    const g = unitOf(s, guard.id);
    expect(kwOf(s, g) & 1).toBe(1);
    act(s, { t: 'attack', u: unitOf(s, 't19_howitzer').uid, tgt: g.uid });
    expect(kwOf(s, g) & 1).toBe(0);
    act(s, { t: 'end' });
    expect(kwOf(s, g) & 1).toBe(1);
  });
});

describe('Base countermeasures on damage and deaths', () => {
  it('national_fire_service NATIONAL FIRE SERVICE: fires at the first damage to its HQ; that turn each damage is 1 (K-R31f)', () => {
    const s = scenario({ front: ['panzer_ivg', 't34_1942'], cms: [[], ['national_fire_service']] });
    s.sides[1].hq = 20;
    act(s, { t: 'attack', u: unitOf(s, 'panzer_ivg').uid, tgt: hqRef(1) });
    expect(s.sides[1].hq).toBe(19);
    expect(s.sides[1].cms).toEqual([]);
    act(s, { t: 'attack', u: unitOf(s, 't34_1942').uid, tgt: hqRef(1) });
    expect(s.sides[1].hq).toBe(18);
    // Over at the turn's end.
    expect(s.sides[1].hqCap).toBe(true);
    act(s, { t: 'end' });
    expect(s.sides[1].hqCap).toBe(false);
  });

  it('rescue_mission RESCUE MISSION: a friendly unit destroyed in the enemy turn comes back as two copies in hand (K-R42c)', () => {
    const s = scenario({ support: [[], ['la5', 'bt7']], cms: [[], ['rescue_mission']] });
    unitOf(s, 'la5').dead = true;
    deaths(s);
    expect(handIds(s, 1)).toEqual(['la5', 'la5']);
    expect(s.sides[1].cms).toEqual([]);
  });

  it('c6n_saiun C6N SAIUN: while it is on the battlefield no countermeasure fires (either side)', () => {
    const withIt = scenario({ hands: [['30th_regiment'], []], support: [[], ['c6n_saiun']], cms: [[], ['radar_alert']] });
    const s = scenario({ hands: [[], []], support: [['c6n_saiun'], ['bt7']], cms: [[], ['rescue_mission']] });
    unitOf(s, 'bt7').dead = true;
    deaths(s);
    expect(s.sides[1].cms).toHaveLength(1);
    expect(handIds(s, 1)).toEqual([]);
    act(withIt, { t: 'deploy', h: 0, tgt: -1 });
    expect(withIt.sides[1].cms).toHaveLength(1);
    expect(withIt.lines[1]).toHaveLength(1);
  });
});

describe('A choice inside an order: a PICK decision on the resolution queue', () => {
  it('code_of_bushido CODE OF BUSHIDO: target first, then the owner picks the air unit to discard; the target is destroyed', () => {
    const s = scenario({ hands: [['code_of_bushido', 'la5', 'bt7', 'hurricane_mk_i'], []], support: [[], ['panzer_ivg', 'la5']] });
    // Only targets with 5 or less attack.
    const foe = unitOf(s, 'panzer_ivg');
    expect(keys(s)).toContain(`give:0:${foe.uid}`);
    act(s, { t: 'give', h: 0, tgt: foe.uid });
    // The queue owes the owner a decision: only the air units of the hand are offered.
    expect(owed(s.q)).toBe(0);
    expect(keys(s)).toEqual(['pick:0', 'pick:2']);
    act(s, { t: 'pick', h: 2 });
    expect(s.q.length).toBe(0);
    expect(s.lines[1].some((u) => u.uid === foe.uid)).toBe(false);
    expect(handIds(s, 0)).toEqual(['la5', 'bt7']);
    // K-R32p: without an air unit in hand (besides itself) it cannot be given.
    const t = scenario({ hands: [['code_of_bushido', 'bt7'], []], support: [[], ['panzer_ivg']] });
    expect(keys(t).some((k) => k.startsWith('give:0'))).toBe(false);
  });

  it('overwhelming_force OVERWHELMING FORCE: the picked unit card gives its attack and defense to the target', () => {
    const s = scenario({ hands: [['overwhelming_force', 't34_1942', 'tactical_strike'], []], support: [['30th_regiment'], []] });
    const inf = unitOf(s, '30th_regiment');
    act(s, { t: 'give', h: 0, tgt: inf.uid });
    expect(keys(s)).toEqual(['pick:0']);
    act(s, { t: 'pick', h: 0 });
    expect([inf.atk, inf.def]).toEqual([9, 9]);
    expect(handIds(s, 0)).toEqual(['tactical_strike']);
    expect(kards.result(s)).toBeNull();
  });
});
