// More cards of the other sets (issue 15's stretch, seventh part, 2026-12-03 morning): a pin's end (K-R68r), … Each test
// plays the card and checks its effect; the test names the ruling and the card.
import { describe, expect, it } from 'vitest';
import { cardIndex, CARDS } from '../cards.js';
import type { KardsState } from '../state.js';
import { hqRef } from '../effects/select.js';
import { KW } from '../effects/lang.js';
import { MOD } from '../hand.js';
import { kwOf } from '../units.js';
import { act, at, keys, scenario } from './scenario.js';

const ids = (s: KardsState, l: number): string[] => s.lines[l].map((u) => CARDS[u.card].id);
const hand = (s: KardsState, seat: number): string[] => s.sides[seat].hand.map((c) => CARDS[c].id);
const printed = (id: string) => CARDS[cardIndex(id)];
const NONE = -1;

describe('K-R68r "When the Pin is removed, Retreat it"', () => {
  it('creeping_barrage CREEPING BARRAGE: an enemy frontline unit pinned, retreated at the start of your next turn as its pin ends', () => {
    const s = scenario({ hands: [['creeping_barrage'], []], front: ['bt7'], frontOwner: 1, decks: [['t70', 't70'], ['t70', 't70']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 2, 0).uid });
    expect(at(s, 2, 0).pinned).toBe(s.turn + 1);
    act(s, { t: 'end' });
    expect(ids(s, 2)).toEqual(['bt7']);
    act(s, { t: 'end' });
    expect([ids(s, 2), ids(s, 1)]).toEqual([[], ['bt7']]);
  });

  it('creeping_barrage CREEPING BARRAGE: a friendly frontline unit, pinned through your next turn, retreats as that turn ends', () => {
    const s = scenario({ hands: [['creeping_barrage'], []], front: ['t70'], frontOwner: 0, decks: [['t70', 't70'], ['t70', 't70']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 2, 0).uid });
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    expect(ids(s, 2)).toEqual(['t70']);
    act(s, { t: 'end' });
    expect([ids(s, 2), ids(s, 0)]).toEqual([[], ['t70']]);
  });
});

describe('K-R68s "If you deployed a British infantry last turn"', () => {
  it('baltimore_mk_iii BALTIMORE Mk III: deals 3 to an enemy unit after a British infantry deployed in your previous turn; not after one this turn only', () => {
    const s = scenario({ hands: [['5th_brigade', 'baltimore_mk_iii'], []], support: [[], ['kv1_1939']], decks: [['t70', 't70'], ['t70', 't70']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.sides[0].brInf).toEqual([-1, s.turn]);
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    const foe = at(s, 1, 0);
    act(s, { t: 'deploy', h: 0, tgt: foe.uid });
    expect(foe.def).toBe(printed('kv1_1939').def - 3);
    const t = scenario({ hands: [['5th_brigade', 'baltimore_mk_iii'], []], support: [[], ['kv1_1939']] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    act(t, { t: 'deploy', h: 0, tgt: at(t, 1, 0).uid });
    expect(at(t, 1, 0).def).toBe(printed('kv1_1939').def);
  });

  it('forward_observers FORWARD OBSERVERS: 2 damage to all enemy units; a card drawn only after a British infantry deployed last turn; starter decks keep no record', () => {
    const s = scenario({ hands: [['5th_brigade', 'forward_observers'], []], support: [[], ['kv1_1939']], decks: [['t70', 't70', 't70'], ['t70', 't70']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    const n = s.sides[0].hand.length;
    act(s, { t: 'give', h: s.sides[0].hand.indexOf(cardIndex('forward_observers')), tgt: NONE });
    expect([at(s, 1, 0).def, s.sides[0].hand.length]).toEqual([printed('kv1_1939').def - 2, n]);
    const t = scenario({ hands: [['forward_observers'], []], decks: [['t70'], []] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    expect(hand(t, 0)).toEqual([]);
    const u = scenario({ hands: [['5th_brigade'], []] });
    act(u, { t: 'deploy', h: 0, tgt: NONE });
    expect(u.sides[0].brInf).toBeUndefined();
  });
});

describe('K-R68t "… if it is destroyed this turn"', () => {
  it('glide_bombing GLIDE BOMBING: 0 attack until your next turn; a card drawn when the unit is destroyed later this turn; none once the turn is over', () => {
    const s = scenario({ hands: [['glide_bombing', 'daylight_bombing'], []], support: [[], ['bt7']], decks: [['t70', 't70'], ['t70', 't70']] });
    const foe = at(s, 1, 0);
    act(s, { t: 'give', h: 0, tgt: foe.uid });
    expect(s.sides[0].later).toHaveLength(3);
    act(s, { t: 'give', h: 0, tgt: foe.uid });
    expect([ids(s, 1), hand(s, 0), s.sides[0].later]).toEqual([[], ['t70'], undefined]);
    const t = scenario({ hands: [['glide_bombing'], ['daylight_bombing']], support: [[], ['bt7']], decks: [['t70', 't70'], ['t70', 't70']] });
    act(t, { t: 'give', h: 0, tgt: at(t, 1, 0).uid });
    act(t, { t: 'end' });
    expect(t.sides[0].later).toBeUndefined();
  });

  it('out_of_the_mist OUT OF THE MIST: 1 damage; destroyed this turn, the unit\'s card to your hand as a Salvaged card', () => {
    const s = scenario({ hands: [['out_of_the_mist'], []], support: [[], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([at(s, 1, 0).def, hand(s, 0)]).toEqual([printed('bt7').def - 1, []]);
    const t = scenario({ hands: [['out_of_the_mist', 'daylight_bombing'], []], support: [[], ['bt7']] });
    act(t, { t: 'give', h: 0, tgt: at(t, 1, 0).uid });
    act(t, { t: 'give', h: 0, tgt: at(t, 1, 0).uid });
    expect([ids(t, 1), hand(t, 0), t.sides[0].mods, t.sides[0].shown]).toEqual([[], ['bt7'], [MOD.captured], [true]]);
  });
});

describe('K-R68u "Your units get +2+2 and: \'When this unit deals damage, deal equal damage to your HQ.\'"', () => {
  it('reckless_assault RECKLESS ASSAULT: your units +2+2; the damage they deal in combat is dealt to your HQ as well (an attack on the HQ, and a fight)', () => {
    const s = scenario({ hands: [['reckless_assault'], []], front: ['t70'], frontOwner: 0, support: [['bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    const [u, v] = [at(s, 2, 0), at(s, 0, 0)];
    const t70 = printed('t70');
    expect([u.atk, u.def, v.atk, v.def]).toEqual([t70.atk + 2, t70.def + 2, printed('bt7').atk + 2, printed('bt7').def + 2]);
    act(s, { t: 'attack', u: u.uid, tgt: hqRef(1) });
    expect([s.sides[0].hq, s.sides[1].hq]).toEqual([s.o.hq - (t70.atk + 2), s.o.hq - (t70.atk + 2)]);
    const t = scenario({ hands: [['reckless_assault'], []], front: ['t70'], frontOwner: 0, support: [[], ['kv1_1939']] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    act(t, { t: 'attack', u: at(t, 2, 0).uid, tgt: at(t, 1, 0).uid });
    // KV-1 1939 has Heavy Armor 1: the damage dealt (after it) is what the HQ takes.
    expect([t.o.hq - t.sides[0].hq, printed('kv1_1939').def - at(t, 1, 0).def]).toEqual([t70.atk + 1, t70.atk + 1]);
  });
});

describe('K-R68v a deployment choice of the damage a unit doubles', () => {
  it('120mm_m1_gun 120mm M1 GUN: "double damage to tanks" chosen doubles its damage to a tank; "to air units" chosen does not', () => {
    const kv = printed('kv1_1939'), gun = printed('120mm_m1_gun');
    for (const [i, dmg] of [[1, 2 * gun.atk - 1], [0, gun.atk - 1]]) {
      const s = scenario({ hands: [['120mm_m1_gun'], []], support: [[], ['kv1_1939']], decks: [['t70', 't70'], ['t70', 't70']] });
      act(s, { t: 'deploy', h: 0, tgt: NONE });
      act(s, { t: 'choose', i });
      const u = at(s, 0, 0);
      expect(u.mem).toBe(i);
      u.fresh = false;
      act(s, { t: 'attack', u: u.uid, tgt: at(s, 1, 0).uid });
      // KV-1 1939 has Heavy Armor 1 (doubling first, ruling 4).
      expect(at(s, 1, 0).def).toBe(kv.def - dmg);
    }
  });
});

describe('K-R68w "If this unit is removed from your deck, it enters the battlefield instead"', () => {
  it('35th_mountain_rifles 35th MOUNTAIN RIFLES: removed from the deck by ALPENFESTUNG or drawn and discarded (34th INFANTRY REGIMENT), it is added to your support line', () => {
    const s = scenario({ hands: [['alpenfestung'], []], decks: [['t70', '35th_mountain_rifles', 't70'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.sides[0].deck, ids(s, 0), at(s, 0, 0).fresh]).toEqual([[], ['35th_mountain_rifles'], true]);
    const t = scenario({ support: [['34th_infantry_regiment'], []], decks: [['35th_mountain_rifles'], ['t70']] });
    act(t, { t: 'end' });
    expect([ids(t, 0), t.sides[0].deck]).toEqual([['34th_infantry_regiment', '35th_mountain_rifles'], []]);
  });
});

describe('K-R68x "Pincer: When this unit is destroyed, put it on top of owner\'s deck"', () => {
  it('t28 T-28: destroyed with its pincer formed, back on top of its owner\'s deck; without a partner, gone', () => {
    const s = scenario({ hands: [['for_the_king'], []], front: ['t28'], frontOwner: 1, support: [[], ['5_panzergrenadier']], decks: [[], ['t70']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 2, 0).uid });
    expect([ids(s, 2), s.sides[1].deck.map((c) => CARDS[c].id)]).toEqual([[], ['t70', 't28']]);
    const t = scenario({ hands: [['for_the_king'], []], front: ['t28'], frontOwner: 1, decks: [[], ['t70']] });
    act(t, { t: 'give', h: 0, tgt: at(t, 2, 0).uid });
    expect([ids(t, 2), t.sides[1].deck.map((c) => CARDS[c].id)]).toEqual([[], ['t70']]);
  });
});

describe('K-R68y "If you have 4+ units with active Pincer, end the next enemy turn immediately"', () => {
  it('protect_the_pocket PROTECT THE POCKET: draws 4; with 4 units whose pincer is formed, the enemy\'s next turn ends as it begins; with 3, it does not', () => {
    const pg = '5_panzergrenadier';
    const deck: [string[], string[]] = [['t70', 't70', 't70', 't70', 't70', 't70'], ['t70', 't70', 't70']];
    const s = scenario({ hands: [['protect_the_pocket'], []], front: [pg, pg], frontOwner: 0, support: [[pg, pg], []], decks: deck });
    const turn = s.turn;
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([hand(s, 0).length, s.sides[1].endAt]).toEqual([4, turn + 1]);
    act(s, { t: 'end' });
    expect([s.active, s.turn, s.sides[1].hand.length, s.sides[1].endAt]).toEqual([0, turn + 2, 1, undefined]);
    const t = scenario({ hands: [['protect_the_pocket'], []], front: [pg, pg], frontOwner: 0, support: [[pg], []], decks: deck });
    act(t, { t: 'give', h: 0, tgt: NONE });
    act(t, { t: 'end' });
    expect([t.active, t.turn, t.sides[1].endAt]).toEqual([1, turn + 1, undefined]);
  });
});

describe('K-R68z "Convert into ENGAGE UP CLOSE if put from your hand to deck"', () => {
  it('engage_at_range ENGAGE AT RANGE: shuffled from the hand into the deck (THE TIDE TURNS), it is ENGAGE UP CLOSE there; given, it deals 2', () => {
    const s = scenario({ hands: [['the_tide_turns', 'engage_at_range'], []], decks: [[], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([hand(s, 0), s.sides[0].deck]).toEqual([['engage_up_close'], []]);
    const t = scenario({ hands: [['engage_at_range'], []], support: [[], ['kv1_1939']] });
    act(t, { t: 'give', h: 0, tgt: at(t, 1, 0).uid });
    expect(at(t, 1, 0).def).toBe(printed('kv1_1939').def - 2);
  });
});

describe('K-R69a "Choose a card in hand. Convert it into target unit."', () => {
  it('surveil SURVEIL: the order names a unit, then the card chosen in hand becomes that unit\'s card (shown)', () => {
    const s = scenario({ hands: [['surveil', 't70', 'bt7'], []], support: [[], ['kv1_1939']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    act(s, { t: 'pick', h: 1 });
    expect([hand(s, 0), s.sides[0].shown]).toEqual([['t70', 'kv1_1939'], [false, true]]);
  });
});

describe('K-R69b "Return it at the end of the next enemy turn, then duplicate it"', () => {
  it('second_front SECOND FRONT: a German ground unit removed; back as the enemy turn ends, with a copy as it stood', () => {
    const s = scenario({ hands: [['second_front'], []], support: [['panzer_iia'], []], decks: [['t70', 't70'], ['t70', 't70']] });
    const u = at(s, 0, 0);
    u.def -= 1;
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([ids(s, 0), s.limbo.length]).toEqual([[], 1]);
    act(s, { t: 'end' });
    expect(ids(s, 0)).toEqual([]);
    act(s, { t: 'end' });
    expect([ids(s, 0), s.limbo.length]).toEqual([['panzer_iia', 'panzer_iia'], 0]);
    expect([at(s, 0, 0).uid, at(s, 0, 1).def]).toEqual([u.uid, printed('panzer_iia').def - 1]);
  });
});

describe('K-R69c "Choose a unit in hand. Swap it with a friendly unit on the battlefield."', () => {
  it('mayhem MAYHEM: the unit chosen in hand takes the friendly unit\'s place (added, in its line and position); that unit goes to hand', () => {
    const s = scenario({ hands: [['mayhem', 'kv1_1939', 'daylight_bombing'], []], front: ['bt7', 't70'], frontOwner: 0 });
    act(s, { t: 'give', h: 0, tgt: at(s, 2, 0).uid });
    act(s, { t: 'pick', h: 0 });
    expect([ids(s, 2), hand(s, 0), at(s, 2, 0).fresh]).toEqual([['kv1_1939', 't70'], ['daylight_bombing', 'bt7'], true]);
  });
});

describe('K-R69d a given "Destruction: Add a copy to owner\'s hand"', () => {
  it('retribution_j RETRIBUTION: the friendly unit, once destroyed, leaves a copy of its card in its owner\'s hand (once)', () => {
    const s = scenario({ hands: [['retribution_j', 'daylight_bombing'], []], support: [['bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    expect([ids(s, 0), hand(s, 0), s.sides[0].shown]).toEqual([[], ['bt7'], [true]]);
  });
});

describe('K-R69e "When a unit is fully repaired, distribute the damage repaired between random enemies"', () => {
  it('158th_bushmasters 158th BUSHMASTERS: a unit repaired of 3 damage, 3 damage distributed between random enemies (no enemy unit: all to the HQ)', () => {
    const s = scenario({ hands: [['imperial_order'], []], support: [['158th_bushmasters', 'kv1_1939'], []] });
    const u = at(s, 0, 1);
    u.def -= 3;
    u.hurt = true;
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.def, s.sides[1].hq, at(s, 0, 0).mem]).toEqual([printed('kv1_1939').def + 1, s.o.hq - 3, 0]);
  });
});

describe('K-R69f "Spend 7 kredits at the end of enemy turn and add it to the battlefield"', () => {
  it('ki61ii_tony KI-61-II TONY: in hand with 7 kredits unspent as the enemy turn ends, 7 are spent and it is added; with 6, it stays in hand', () => {
    const s = scenario({ hands: [['ki61ii_tony'], []], decks: [['t70', 't70'], ['t70', 't70']], kredits: 9 });
    act(s, { t: 'end' });
    s.sides[0].kredits = 6;
    act(s, { t: 'end' });
    expect([hand(s, 0), ids(s, 0)]).toEqual([['ki61ii_tony', 't70'], []]);
    act(s, { t: 'end' });
    expect(s.sides[0].kredits).toBeGreaterThanOrEqual(7);
    act(s, { t: 'end' });
    expect([ids(s, 0), hand(s, 0)]).toEqual([['ki61ii_tony'], ['t70', 't70']]);
  });
});

describe('K-R69g "Deployment: Target a unit. … gets +1+1 and Guard when the targeted unit deals damage"', () => {
  it('15th_recce 15th RECCE: the unit it targeted deals combat damage (to the HQ), it gets +1+1 and Guard; another unit\'s damage does nothing', () => {
    const s = scenario({ hands: [['15th_recce'], []], front: ['t70', 'bt7'], frontOwner: 0 });
    const [a, b] = [at(s, 2, 0), at(s, 2, 1)];
    act(s, { t: 'deploy', h: 0, tgt: a.uid });
    const r = at(s, 0, 0), p = printed('15th_recce');
    act(s, { t: 'attack', u: b.uid, tgt: hqRef(1) });
    expect([r.atk, r.def, kwOf(s, r) & KW.guard]).toEqual([p.atk, p.def, 0]);
    act(s, { t: 'attack', u: a.uid, tgt: hqRef(1) });
    expect([r.atk, r.def, kwOf(s, r) & KW.guard]).toEqual([p.atk + 1, p.def + 1, KW.guard]);
  });
});

describe('K-R69h "Give units you deploy +2 attack and deal them 1 damage. Becomes Veteran when it has dealt 4+ damage."', () => {
  it('392nd_rifles 392nd RIFLES: a unit you deploy gets +2 attack and 1 damage (1 dealt); its attack on the HQ deals 3 more: Veteran at 4', () => {
    const s = scenario({ hands: [['t70'], []], front: ['392nd_rifles'], frontOwner: 0 });
    const u = at(s, 2, 0);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const t70 = printed('t70');
    expect([at(s, 0, 0).atk, at(s, 0, 0).def, u.mem, CARDS[u.card].id]).toEqual([t70.atk + 2, t70.def - 1, 1, '392nd_rifles']);
    act(s, { t: 'attack', u: u.uid, tgt: hqRef(1) });
    expect([s.sides[1].hq, CARDS[at(s, 2, 0).card].id]).toEqual([s.o.hq - printed('392nd_rifles').atk, '392nd_rifles_vet']);
  });
});

describe('K-R69i "Pincer: Damage dealt to this unit is dealt to its Pincer partner instead"', () => {
  it('kings_own_scottish KING\'S OWN SCOTTISH: with its pincer formed, an order\'s 2 damage lands on its partner; alone, on itself', () => {
    const k = printed('kings_own_scottish'), pg = printed('5_panzergrenadier');
    const s = scenario({ hands: [['daylight_bombing'], []], support: [['kings_own_scottish'], []], front: ['5_panzergrenadier'], frontOwner: 0 });
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    expect([at(s, 0, 0).def, at(s, 2, 0).def]).toEqual([k.def, pg.def - 2]);
    const t = scenario({ hands: [['daylight_bombing'], []], support: [['kings_own_scottish'], []] });
    act(t, { t: 'give', h: 0, tgt: at(t, 0, 0).uid });
    expect(at(t, 0, 0).def).toBe(k.def - 2);
  });
});

describe('K-R69j "Only 2 units can occupy the frontline. Deployment: Retreat all units in it."', () => {
  it('black_prince BLACK PRINCE: deployed, the frontline\'s units retreat; while it stands, a third unit may not move in', () => {
    const s = scenario({ hands: [['black_prince'], []], support: [['t70', 't70'], []], front: ['bt7', 'bt7', 'bt7'], frontOwner: 1 });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([ids(s, 2), ids(s, 1)]).toEqual([[], ['bt7', 'bt7', 'bt7']]);
    const t = scenario({ support: [['black_prince', 't70', 't70', 't70'], []], front: ['t70'], frontOwner: 0 });
    expect(keys(t).filter((k) => k.startsWith('move:')).length).toBe(4);
    act(t, { t: 'move', u: at(t, 0, 1).uid });
    expect(ids(t, 2)).toEqual(['t70', 't70']);
    expect(keys(t).some((k) => k.startsWith('move:'))).toBe(false);
  });
});

describe('K-R69k a given "Gets +1+1 if another of your units is attacked"', () => {
  it('echelon ECHELON: your units get the text; an enemy attack on one gives the others +1+1, not the attacked one nor a unit deployed later', () => {
    const s = scenario({ hands: [['echelon', 't70'], []], support: [['bt7', 't70'], []], front: ['kv1_1939'], frontOwner: 1, decks: [['t70', 't70'], ['t70', 't70']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'end' });
    const [b, a, c] = [at(s, 0, 0), at(s, 0, 1), at(s, 0, 2)];
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: a.uid });
    expect([b.atk, b.def, c.atk, c.def]).toEqual([printed('bt7').atk + 1, printed('bt7').def + 1, printed('t70').atk, printed('t70').def]);
    expect(a.atk).toBe(printed('t70').atk);
  });
});
