// More cards of the other sets (issue 15's stretch, eighth part, 2026-12-03 late morning): hand-slot marks of their own
// (K-R69m, the mark field widened to 16 bits), … Each test plays the card and checks its effect; the test names the ruling
// and the card.
import { describe, expect, it } from 'vitest';
import { cardIndex, CARDS } from '../cards.js';
import type { KardsState } from '../state.js';
import { KW } from '../effects/lang.js';
import { hqRef } from '../effects/select.js';
import { MOD } from '../hand.js';
import { costAt } from '../costs.js';
import { kwOf, opOf } from '../units.js';
import { act, at, keys, scenario } from './scenario.js';

const ids = (s: KardsState, l: number): string[] => s.lines[l].map((u) => CARDS[u.card].id);
const hand = (s: KardsState, seat: number): string[] => s.sides[seat].hand.map((c) => CARDS[c].id);
const printed = (id: string) => CARDS[cardIndex(id)];
const NONE = -1;

describe('K-R69m hand-slot marks of the other sets (the mark field widened to 16 bits)', () => {
  it('deep_operation DEEP OPERATION: two LIGHT INFANTRY added; every LIGHT INFANTRY in hand, the one there before too, deploys with Blitz', () => {
    const s = scenario({ hands: [['deep_operation', 'light_infantry', 'bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(hand(s, 0)).toEqual(['light_infantry', 'bt7', 'light_infantry', 'light_infantry']);
    expect(s.sides[0].mods.map((m) => (m & MOD.blitz) !== 0)).toEqual([true, false, true, true]);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const [li, bt] = [at(s, 0, 0), at(s, 0, 1)];
    expect([kwOf(s, li) & KW.blitz, kwOf(s, bt) & KW.blitz]).toEqual([KW.blitz, 0]);
    expect(keys(s)).toContain(`move:${li.uid}`);
  });

  it('iron_victory IRON VICTORY: the hand discarded, a T-34 1942 with 1 operation cost for each card; deployed, it operates for 1', () => {
    const s = scenario({ hands: [['iron_victory', 'bt7', 't70', 'la5'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(hand(s, 0)).toEqual(['t34_1942', 't34_1942', 't34_1942']);
    expect(s.sides[0].mods.every((m) => (m & MOD.op1) !== 0)).toBe(true);
    expect(costAt(s, 0, 0)).toBe(printed('t34_1942').cost);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([opOf(s, at(s, 0, 0)), printed('t34_1942').op]).toEqual([1, 2]);
  });
});

describe('K-R69n "Choose a tank in hand. When it is deployed, it gets +1+2 and fights a random enemy unit."', () => {
  it('hull_down HULL DOWN: the chosen tank, deployed later, gets +1+2 and fights an enemy unit (not an attack: it may still act by its rules)', () => {
    const s = scenario({ hands: [['hull_down', 'la5', 't34_1942'], []], support: [[], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    // Only the tank fits (LA-5 is a fighter).
    expect(keys(s)).toEqual(['pick:1']);
    act(s, { t: 'pick', h: 1 });
    expect((s.sides[0].mods[1] & MOD.hullDown) !== 0).toBe(true);
    act(s, { t: 'deploy', h: 1, tgt: NONE });
    const u = at(s, 0, 0), p = printed('t34_1942');
    expect(ids(s, 1)).toEqual([]);
    expect([u.atk, u.def, u.hurt]).toEqual([p.atk + 1, p.def + 2 - printed('bt7').atk, true]);
    expect(u.attacks).toBe(0);
  });
});

describe('K-R69o "If you control the frontline, draw 1 of 3 top units of your deck. Give it Blitz and set cost to 0. Put rest on bottom."', () => {
  it('exploit_the_gap EXPLOIT THE GAP: the top three units offered (orders between them stay); the one drawn has Blitz and costs 0; the rest under the deck', () => {
    const deck = ['kv1_1939', 't34_1942', 'supply_drop', 'bt7', 'tamanskaya'];
    const s = scenario({ hands: [['exploit_the_gap'], []], front: ['t70'], frontOwner: 0, decks: [deck, ['t70']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(keys(s)).toEqual(['choose:0', 'choose:1', 'choose:2']);
    act(s, { t: 'choose', i: 1 });
    expect(hand(s, 0)).toEqual(['t34_1942']);
    expect([costAt(s, 0, 0), (s.sides[0].mods[0] & MOD.blitz) !== 0]).toEqual([0, true]);
    expect(s.sides[0].deck.map((c) => CARDS[c].id)).toEqual(['kv1_1939', 'bt7', 'supply_drop', 'tamanskaya']);
    const k = s.sides[0].kredits;
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([s.sides[0].kredits, kwOf(s, at(s, 0, 0)) & KW.blitz]).toEqual([k, KW.blitz]);
    // Without the frontline: nothing.
    const t = scenario({ hands: [['exploit_the_gap'], []], decks: [deck, ['t70']] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    expect([hand(t, 0), t.sides[0].deck.length, t.q.length]).toEqual([[], 5, 0]);
  });
});

describe('K-R69p "Your units get +1 attack for each other unit in their front."', () => {
  it('ancestral_call ANCESTRAL CALL: each of your units +1 attack per other unit of its line, counted as it resolves; enemy units get nothing', () => {
    const s = scenario({ hands: [['ancestral_call'], []], support: [['bt7', 't70', 'la5'], ['kv1_1939', 'bt7']], front: ['t34_1942', 'kv1_1939'], frontOwner: 0 });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.lines[0].map((u) => u.atk - printed(CARDS[u.card].id).atk)).toEqual([2, 2, 2]);
    expect(s.lines[2].map((u) => u.atk - printed(CARDS[u.card].id).atk)).toEqual([1, 1]);
    expect(s.lines[1].map((u) => u.atk - printed(CARDS[u.card].id).atk)).toEqual([0, 0]);
  });
});

describe('K-R69q countermeasures on a deployment effect, before it resolves', () => {
  it('evasive_action EVASIVE ACTION: a deployed unit\'s deployment effect is cancelled; a unit without one does not fire it', () => {
    const s = scenario({ hands: [['bt7', '95th_rifle_regiment'], []], support: [[], ['t70']], cms: [[], ['evasive_action']] });
    const foe = at(s, 1, 0);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.sides[1].cms.length).toBe(1);
    act(s, { t: 'deploy', h: 0, tgt: foe.uid });
    expect([foe.def, s.sides[0].hq, s.sides[1].cms.length, ids(s, 0)]).toEqual([printed('t70').def, 20, 0, ['bt7', '95th_rifle_regiment']]);
  });

  it('close_call CLOSE CALL: a deployment effect aimed at a friendly unit is cancelled, one aimed elsewhere is not; an order at a friendly unit is countered', () => {
    const s = scenario({ hands: [['95th_rifle_regiment', '95th_rifle_regiment'], []], support: [['bt7'], ['t70']], cms: [[], ['close_call']] });
    const [mine, foe] = [at(s, 0, 0), at(s, 1, 0)];
    act(s, { t: 'deploy', h: 0, tgt: mine.uid });
    expect([mine.def, s.sides[0].hq, s.sides[1].cms.length]).toEqual([printed('bt7').def - 1, 19, 1]);
    act(s, { t: 'deploy', h: 0, tgt: foe.uid });
    expect([foe.def, s.sides[0].hq, s.sides[1].cms.length]).toEqual([printed('t70').def, 19, 0]);
    const o = scenario({ hands: [['vicious_salvo'], []], support: [[], ['kv1_1939']], cms: [[], ['close_call']] });
    act(o, { t: 'give', h: 0, tgt: at(o, 1, 0).uid });
    expect([at(o, 1, 0).def, o.sides[1].cms.length]).toEqual([printed('kv1_1939').def, 0]);
  });
});

describe('K-R69r "Add a Sherman to hand. Becomes Veteran when you have deployed 2 Shermans."', () => {
  it('cyclone_division cyclone_division_vet CYCLONE DIVISION: a random Sherman added; Veteran at the second Sherman deployed; the Veteran adds a Sherman with Blitz each turn start', () => {
    const s = scenario({ hands: [['cyclone_division', 'm4_sherman', 'm4_sherman'], []], kredits: 24, decks: [['t70', 't70', 't70'], ['t70', 't70', 't70']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const u = at(s, 0, 0);
    expect(hand(s, 0)).toEqual(['m4_sherman', 'm4_sherman', 'm4_sherman']);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(u.vet).toBe(false);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([u.vet, CARDS[u.card].id]).toEqual([true, 'cyclone_division_vet']);
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    const h = s.sides[0].hand;
    expect(h.slice(1).map((c) => CARDS[c].id)).toEqual(['m4_sherman', 't70']);
    expect((s.sides[0].mods[1] & MOD.blitz) !== 0).toBe(true);
  });
});

describe('K-R69s a named card on top of the deck; the first order of each turn hits the enemy HQ', () => {
  it('air_strips AIR STRIPS: BREDA Ba.65 to hand, RM ROMA on top of the deck (not shuffled in)', () => {
    const s = scenario({ hands: [['air_strips'], []], decks: [['t70', 'bt7'], ['t70']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([hand(s, 0), s.sides[0].deck.map((c) => CARDS[c].id)]).toEqual([['breda_ba_65'], ['t70', 'bt7', 'rm_roma']]);
  });

  it('b26_groupe_bretagne B-26 GROUPE BRETAGNE: the first order given this turn deals its printed cost to the enemy HQ, the second nothing', () => {
    const s = scenario({ hands: [['supply_drop', 'supply_drop'], []], support: [['b26_groupe_bretagne', 't70'], []] });
    const t = at(s, 0, 1);
    act(s, { t: 'give', h: 0, tgt: t.uid });
    expect(s.sides[1].hq).toBe(20 - printed('supply_drop').cost);
    act(s, { t: 'give', h: 0, tgt: t.uid });
    expect(s.sides[1].hq).toBe(20 - printed('supply_drop').cost);
  });
});

describe('K-R69t "Choose and discard a unit to draw a card. Gain 4 kredits if the unit was Salvaged."', () => {
  it('scrap_metal SCRAP METAL: a Salvaged unit discarded draws a card and gives 4 kredits; another unit only draws', () => {
    for (const salvaged of [true, false]) {
      const s = scenario({ hands: [['scrap_metal', 'bt7', 't70'], []], decks: [['la5', 'la5'], ['la5']] });
      s.sides[0].mods[2] = MOD.captured;
      act(s, { t: 'give', h: 0, tgt: NONE });
      expect(keys(s)).toEqual(['pick:0', 'pick:1']);
      const k = s.sides[0].kredits;
      act(s, { t: 'pick', h: salvaged ? 1 : 0 });
      expect([hand(s, 0), s.sides[0].kredits - k]).toEqual([[salvaged ? 'bt7' : 't70', 'la5'], salvaged ? 4 : 0]);
    }
  });
});

describe('K-R69u "Add a SISSI adjacent to a friendly unit. It has Blitz and Salvage."', () => {
  it('frozen_assets FROZEN ASSETS: a SISSI added right after the friendly unit chosen, in its line, with Blitz and Salvage; a full line: nothing', () => {
    const s = scenario({ hands: [['frozen_assets'], []], support: [['bt7', 't70'], []] });
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    expect(ids(s, 0)).toEqual(['bt7', 'sissi', 't70']);
    expect(kwOf(s, at(s, 0, 1)) & (KW.blitz | KW.capture)).toBe(KW.blitz | KW.capture);
    const f = scenario({ hands: [['frozen_assets'], []], support: [['bt7', 't70', 'bt7', 't70'], []] });
    act(f, { t: 'give', h: 0, tgt: at(f, 0, 3).uid });
    expect(ids(f, 0)).toEqual(['bt7', 't70', 'bt7', 't70']);
  });
});

describe('K-R69v "Destroy target unit that was attacked this turn."', () => {
  it('target_acquired TARGET ACQUIRED: only a unit attacked this turn may be targeted, and it is destroyed; with the card in hand the attack is remembered', () => {
    const s = scenario({ hands: [['target_acquired'], []], support: [[], ['kv1_1939', 'bt7']], front: ['t34_1942'], frontOwner: 0 });
    const [kv, bt] = [at(s, 1, 0), at(s, 1, 1)];
    expect(keys(s).filter((k) => k.startsWith('give'))).toEqual([]);
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: kv.uid });
    expect(keys(s).filter((k) => k.startsWith('give'))).toEqual([`give:0:${kv.uid}`]);
    act(s, { t: 'give', h: 0, tgt: kv.uid });
    expect(ids(s, 1)).toEqual(['bt7']);
    expect(bt.hit).toBeUndefined();
  });
});

describe('K-R69w "Your HQ takes 3 damage. Deal damage to target enemy equal to damage to your HQ this turn."', () => {
  it('push PUSH: the damage your HQ took earlier this turn (held in hand, it was tallied) and its own 3, to the enemy chosen', () => {
    const s = scenario({ hands: [['95th_rifle_regiment', 'push'], []], support: [['bt7'], ['kv1_1939']] });
    act(s, { t: 'deploy', h: 0, tgt: at(s, 0, 0).uid });
    expect([s.sides[0].hq, s.sides[0].hqTaken]).toEqual([19, 1]);
    const kv = at(s, 1, 0);
    act(s, { t: 'give', h: 0, tgt: kv.uid });
    expect([s.sides[0].hq, kv.def]).toEqual([16, printed('kv1_1939').def - 4]);
    const t = scenario({ hands: [['push'], []] });
    act(t, { t: 'give', h: 0, tgt: hqRef(1) });
    expect([t.sides[0].hq, t.sides[1].hq]).toEqual([17, 17]);
  });
});

describe('K-R69x "Draw 1 card. Add TAKE INITIATIVE to the enemy hand with all numericals one higher."', () => {
  it('take_initiative TAKE INITIATIVE: the enemy gets it shown, costing 1 more and drawing 1 more; given back, 2 more', () => {
    const deck = ['t70', 't70', 't70', 't70', 't70', 't70'];
    const s = scenario({ hands: [['take_initiative'], []], decks: [deck, deck] });
    const cost = printed('take_initiative').cost;
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([hand(s, 0), hand(s, 1), s.sides[1].shown, costAt(s, 1, 0)]).toEqual([['t70'], ['take_initiative'], [true], cost + 1]);
    act(s, { t: 'end' });
    // The enemy's turn draw first (t70), then its copy draws 2.
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([hand(s, 1), hand(s, 0), costAt(s, 0, 1)]).toEqual([['t70', 't70', 't70'], ['t70', 'take_initiative'], cost + 2]);
  });

  it('carrier_battle CARRIER BATTLE: 3 damage to a target; the enemy\'s copy costs 1 more and deals 4', () => {
    const deck = ['t70', 't70', 't70', 't70'];
    const s = scenario({ hands: [['carrier_battle'], []], decks: [deck, deck] });
    act(s, { t: 'give', h: 0, tgt: hqRef(1) });
    expect([s.sides[1].hq, hand(s, 1), costAt(s, 1, 0)]).toEqual([17, ['carrier_battle'], printed('carrier_battle').cost + 1]);
    act(s, { t: 'end' });
    act(s, { t: 'give', h: 0, tgt: hqRef(0) });
    expect([s.sides[0].hq, hand(s, 0)]).toEqual([16, ['carrier_battle']]);
  });
});

describe('K-R69y "Develop an air unit of your main nation. It costs 1 less to deploy and operate."', () => {
  it('pilot_escape PILOT ESCAPE: three air units of your main nation offered; the one chosen costs 1 less and operates for 1 less once deployed', () => {
    const s = scenario({ hands: [['pilot_escape'], []], kredits: 24 });
    expect(s.sides[0].nation).toBe('Germany');
    act(s, { t: 'give', h: 0, tgt: NONE });
    const offered = s.sides[0].dev!.slice(3);
    expect(offered.every((c) => CARDS[c].nation === 'Germany' && (CARDS[c].cls & 24) !== 0)).toBe(true);
    act(s, { t: 'choose', i: 0 });
    const c = printed(hand(s, 0)[0]);
    expect([costAt(s, 0, 0), (s.sides[0].mods[0] & MOD.opLess) !== 0]).toEqual([Math.max(0, c.cost - 1), true]);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(opOf(s, at(s, 0, 0))).toBe(Math.max(0, c.op - 1));
  });
});

describe('K-R69z "When a friendly unit is attacked, give it +1 defense before damage. Draw a card if your unit survives."', () => {
  it('stubborn_defense STUBBORN DEFENSE: +1 defense before the fight; a card drawn once the attacked unit survives it, none when it falls', () => {
    const s = scenario({ support: [[], ['kv1_1939']], front: ['t34_1942'], frontOwner: 0, cms: [[], ['stubborn_defense']], decks: [['t70'], ['la5', 'la5']] });
    const kv = at(s, 1, 0);
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: kv.uid });
    // 7 + 1 defense, 5 - 1 (Heavy Armor 1) damage.
    expect([kv.def, hand(s, 1), s.sides[1].cms.length, s.sides[1].later]).toEqual([printed('kv1_1939').def + 1 - 4, ['la5'], 0, undefined]);
    const t = scenario({ support: [[], ['bt7']], front: ['t34_1942'], frontOwner: 0, cms: [[], ['stubborn_defense']], decks: [['t70'], ['la5', 'la5']] });
    act(t, { t: 'attack', u: at(t, 2, 0).uid, tgt: at(t, 1, 0).uid });
    expect([ids(t, 1), hand(t, 1), t.sides[1].cms.length]).toEqual([[], [], 0]);
    // The watch never fires in another turn; it goes as its owner's next turn ends.
    act(t, { t: 'end' });
    act(t, { t: 'end' });
    expect(t.sides[1].later).toBeUndefined();
  });
});

describe('K-R70a "Add two SISSI units to the support line. Your SISSI get: \'It costs the enemy +1 kredits to target or attack this unit.\'"', () => {
  it('order_of_the_day ORDER OF THE DAY: two SISSI added; the enemy pays 1 more to attack one (or target it), not another unit', () => {
    const s = scenario({ hands: [['order_of_the_day'], []], support: [['bt7'], []], front: ['t34_1942', 't34_1942'], frontOwner: 1, decks: [['t70', 't70'], ['t70', 't70']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(ids(s, 0)).toEqual(['bt7', 'sissi', 'sissi']);
    expect([s.sides[0].taxGv, at(s, 0, 1).gv?.length]).toEqual([true, 1]);
    act(s, { t: 'end' });
    const k = s.sides[1].kredits, op = printed('t34_1942').op;
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 0, 1).uid });
    expect(k - s.sides[1].kredits).toBe(op + 1);
    const k2 = s.sides[1].kredits;
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 0, 0).uid });
    expect(k2 - s.sides[1].kredits).toBe(op);
  });
});

describe('K-R70b "Give a unit Ambush, Shock and: \'Enemy discards a random card when they target or attack this unit.\'"', () => {
  it('decoy_tactics DECOY TACTICS: the unit gets Ambush and Shock; an enemy order aimed at it and an enemy attack on it each make the enemy discard a random card', () => {
    const s = scenario({ hands: [['decoy_tactics'], ['naval_power', 'la5', 'la5', 'la5']], support: [['kv1_1939'], []], front: ['t34_1942'], frontOwner: 1, decks: [['t70', 't70'], ['t70', 't70']] });
    const kv = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: kv.uid });
    expect(kwOf(s, kv) & (KW.ambush | KW.shock)).toBe(KW.ambush | KW.shock);
    act(s, { t: 'end' });
    // Four cards and the turn's draw: five; the order leaves, one is discarded.
    act(s, { t: 'give', h: 0, tgt: kv.uid });
    expect(s.sides[1].hand.length).toBe(3);
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: kv.uid });
    expect(s.sides[1].hand.length).toBe(2);
  });
});

describe('K-R70c countermeasures that add the defender of an attack', () => {
  it('cold_trap COLD TRAP: an enemy attack goes to a SISSI added to the support line; the unit it was aimed at is untouched', () => {
    const s = scenario({ support: [[], ['bt7']], front: ['t34_1942'], frontOwner: 0, cms: [[], ['cold_trap']] });
    const bt = at(s, 1, 0);
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: bt.uid });
    expect([bt.def, ids(s, 1), ids(s, 2), s.sides[1].cms.length]).toEqual([printed('bt7').def, ['bt7'], [], 0]);
    expect(s.sides[1].removed).toContain(cardIndex('sissi'));
  });

  it('decisive_defense DECISIVE DEFENSE: an attack on your HQ goes to a 6th ALPINI REGIMENT added next to it; the HQ takes nothing', () => {
    const s = scenario({ front: ['t34_1942'], frontOwner: 0, cms: [[], ['decisive_defense']] });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: hqRef(1) });
    expect([s.sides[1].hq, ids(s, 1)]).toEqual([20, []]);
    expect(at(s, 2, 0).def).toBe(printed('t34_1942').def - printed('6th_alpini_regiment').atk);
  });
});

describe('K-R70d "Your cards cannot be discarded."', () => {
  it('finnish_boys FINNISH BOYS: an enemy order\'s discard, your own "discard your hand" and a "choose and discard" cost all fail while it stands', () => {
    const s = scenario({ hands: [['u375'], ['bt7', 't70', 'iron_victory', 'scrap_metal']], support: [[], ['finnish_boys']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(hand(s, 1)).toEqual(['bt7', 't70', 'iron_victory', 'scrap_metal']);
    const t = scenario({ hands: [['iron_victory', 'scrap_metal', 'bt7'], []], support: [['finnish_boys'], []] });
    // SCRAP METAL's cost cannot be paid.
    expect(keys(t).filter((k) => k.startsWith('give'))).toEqual(['give:0:-1']);
    act(t, { t: 'give', h: 0, tgt: NONE });
    expect(hand(t, 0)).toEqual(['scrap_metal', 'bt7']);
  });
});

describe('K-R70e "Choose 1 of 3 cards in the enemy hand."', () => {
  it('sabotage SABOTAGE: three enemy cards revealed and offered; the one chosen is discarded from the enemy hand and a copy joins yours', () => {
    const s = scenario({ hands: [['sabotage'], ['bt7', 't70', 'la5', 'kv1_1939']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(keys(s)).toEqual(['choose:0', 'choose:1', 'choose:2']);
    expect(s.sides[1].shown.filter(Boolean).length).toBe(3);
    const c = CARDS[s.sides[0].dev![4]].id;
    act(s, { t: 'choose', i: 1 });
    expect([hand(s, 0), hand(s, 1).length, hand(s, 1).includes(c), s.sides[0].shown]).toEqual([[c], 3, false, [true]]);
  });

  it('happy_time HAPPY TIME: the enemy card chosen becomes PLAN, and you get a PLAN', () => {
    const s = scenario({ hands: [['happy_time'], ['bt7', 't70']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(keys(s)).toEqual(['choose:0', 'choose:1']);
    const c = CARDS[s.sides[0].dev![3]].id;
    act(s, { t: 'choose', i: 0 });
    expect([hand(s, 0), hand(s, 1).sort()]).toEqual([['plan'], ['bt7', 't70'].map((x) => (x === c ? 'plan' : x)).sort()]);
  });
});

describe('K-R70f "Cards you play have Intel 1."', () => {
  it('lublin_rxiii LUBLIN R-XIII: deployed itself, nothing; then a unit deployed and an order given each reveal one enemy hand card', () => {
    const s = scenario({ hands: [['lublin_rxiii', 'bt7', 'supply_drop'], ['la5', 'la5', 'la5', 'la5']], support: [['t70'], []] });
    const shown = (): number => s.sides[1].shown.filter(Boolean).length;
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(shown()).toBe(0);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(shown()).toBe(1);
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    expect(shown()).toBe(2);
  });
});

describe('K-R70g "Send target enemy unit to hand. Add a Salvaged copy to your hand."', () => {
  it('depot_raid DEPOT RAID: the enemy unit goes to its owner\'s hand; you get its card as a Salvaged copy (a 1/1 marked when deployed)', () => {
    const s = scenario({ hands: [['depot_raid'], []], support: [[], ['kv1_1939']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([ids(s, 1), hand(s, 1), hand(s, 0), (s.sides[0].mods[0] & MOD.captured) !== 0]).toEqual([[], ['kv1_1939'], ['kv1_1939'], true]);
    s.sides[0].kredits = 12;
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([at(s, 0, 0).atk, at(s, 0, 0).def, at(s, 0, 0).cap]).toEqual([1, 1, true]);
  });
});

describe('K-R70h "Your Salvaged units destroy any unit they damage."', () => {
  it('infantry_regiment_2 INFANTRY REGIMENT 2: a Salvaged 1/1 of its owner destroys the unit it damages in combat; without it, the unit lives', () => {
    for (const with2 of [true, false]) {
      const s = scenario({ support: [with2 ? ['infantry_regiment_2'] : [], ['bt7']], front: ['t34_1942'], frontOwner: 0 });
      const u = at(s, 2, 0);
      u.cap = true;
      u.atk = u.def = u.top = 1;
      act(s, { t: 'attack', u: u.uid, tgt: at(s, 1, 0).uid });
      expect(ids(s, 1)).toEqual(with2 ? [] : ['bt7']);
    }
  });
});

describe('K-R70i "Enemy units that damage anything but this unit are destroyed."', () => {
  it('1st_grenadier_regiment 1st GRENADIER REGIMENT: an enemy artillery that damages another unit, or the HQ, is destroyed; its damage to the regiment is allowed', () => {
    const s = scenario({ support: [['2_pounder', '2_pounder', '2_pounder'], ['1st_grenadier_regiment', 'bt7']] });
    const [a, b, c] = [at(s, 0, 0), at(s, 0, 1), at(s, 0, 2)];
    act(s, { t: 'attack', u: a.uid, tgt: at(s, 1, 1).uid });
    expect(ids(s, 0)).toEqual(['2_pounder', '2_pounder']);
    act(s, { t: 'attack', u: b.uid, tgt: hqRef(1) });
    expect([ids(s, 0), s.sides[1].hq]).toEqual([['2_pounder'], 19]);
    act(s, { t: 'attack', u: c.uid, tgt: at(s, 1, 0).uid });
    expect(ids(s, 0)).toEqual(['2_pounder']);
  });
});
