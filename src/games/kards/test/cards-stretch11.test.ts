// More cards of the other sets (issue 15's stretch, eleventh part, 2026-12-03 evening): the five major nations' last one-card
// texts that a ruling can settle (Covert stays out: no source defines it). Each test plays the card and checks its effect; where
// the card changes a hidden card, that the opponent learns nothing of it. The test names the ruling and the card.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine/index.js';
import { cardIndex, CARDS } from '../cards.js';
import { kards } from '../index.js';
import { cloneState, type KardsState } from '../state.js';
import { KW } from '../effects/lang.js';
import { draw } from '../hand.js';
import { costAt } from '../costs.js';
import { attackOf, opOf } from '../units.js';
import { GV_UNIT, STAT_BOND, statAdd, statGv, statOf } from '../deck-rec.js';
import { determinize } from '../determinize.js';
import { STARTER_DECKS } from '../data/starter-decks.js';
import { HAND_MOD, HAND_PLUS_SHIFT } from '../effects/lang.js';
import { act, at, scenario, type Spec } from './scenario.js';
import { hiddenFrom } from './hidden.js';
import { resampledOffers } from './develop-offers.js';

const printed = (id: string) => CARDS[cardIndex(id)];
const NONE = -1;
const PLUS = (n: number): number => n << HAND_PLUS_SHIFT;
const FILL = ['bt7', 'bt7', 'bt7', 'bt7'];
const ids = (cs: readonly number[]): string[] => cs.map((c) => CARDS[c].id);
const deckScenario = (deck0: string[], sp: Spec): KardsState => scenario({ decks: [deck0, FILL], ...sp });


describe('K-R71a "Choose One - Draw the top unit of your deck OR give it Ambush and Shock." (SPARS)', () => {
  it('spars SPARS: the first option draws the unit card nearest the top of the deck (an order above it stays)', () => {
    const s = deckScenario(['himeji_regiment', 'bt7', 'from_the_people'], { hands: [['spars'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'choose', i: 0 });
    expect(ids(s.sides[0].hand)).toEqual(['bt7']);
    expect(ids(s.sides[0].deck)).toEqual(['himeji_regiment', 'from_the_people']);
  });

  it('spars SPARS: the second option gives that unit card Ambush and Shock in the deck (K-R70w2\'s record); drawn and deployed, it has them; hidden from the opponent', () => {
    const s = deckScenario(['himeji_regiment', 'bt7', 'from_the_people'], { hands: [['spars'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'choose', i: 1 });
    expect(s.sides[0].hand).toEqual([]);
    expect(s.sides[0].dstat).toEqual([0, statOf(0, 0, KW.ambush | KW.shock), 0]);
    hiddenFrom(s, 0, 1);
    draw(s, 0, 2, null);
    expect(ids(s.sides[0].hand)).toEqual(['from_the_people', 'bt7']);
    act(s, { t: 'deploy', h: 1, tgt: NONE });
    const u = s.lines[0][s.lines[0].length - 1];
    expect([CARDS[u.card].id, u.atk, u.def, u.kw & (KW.ambush | KW.shock)]).toEqual(['bt7', printed('bt7').atk, printed('bt7').def, KW.ambush | KW.shock]);
  });

  it('spars SPARS: no unit in the deck — either option does nothing', () => {
    for (const i of [0, 1]) {
      const s = deckScenario(['from_the_people'], { hands: [['spars'], []] });
      act(s, { t: 'give', h: 0, tgt: NONE });
      act(s, { t: 'choose', i });
      expect([s.sides[0].hand.length, s.sides[0].deck.length, s.sides[0].dstat]).toEqual([0, 1, undefined]);
    }
  });
});

describe('K-R71b "Draw from your deck on turn 4. Reduce the cost of German cards with odd cost in your deck by 1." (FRONT AND HOMELAND)', () => {
  it('front_and_homeland FRONT AND HOMELAND: given, each German card of odd printed cost in the deck (units and orders) costs 1 less once drawn; even costs, other nations and the hand untouched', () => {
    const s = deckScenario(['panzer_35t', 'himeji_regiment', 'air_blitz', 'panzer_iia'], { hands: [['front_and_homeland', 'panzer_iia'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].dmods).toEqual([0, 0, -1 << 16, -1 << 16]);
    expect(costAt(s, 0, 0)).toBe(printed('panzer_iia').cost);
    hiddenFrom(s, 0, 1);
    draw(s, 0, 4, null);
    expect(ids(s.sides[0].hand)).toEqual(['panzer_iia', 'panzer_iia', 'air_blitz', 'himeji_regiment', 'panzer_35t']);
    expect([1, 2, 3, 4].map((h) => costAt(s, 0, h))).toEqual([printed('panzer_iia').cost - 1, printed('air_blitz').cost - 1, printed('himeji_regiment').cost, printed('panzer_35t').cost]);
  });

  it('front_and_homeland FRONT AND HOMELAND: in the deck as its player\'s fourth turn draws (game turn 7 for the first player), it is drawn besides the turn\'s card — each copy; not on the third turn, nor for the other player', () => {
    // Seat 0 plays first: its fourth turn is game turn 7.
    const s = deckScenario(['front_and_homeland', 'bt7', 'front_and_homeland', 'bt7', 'bt7'], { active: 1, turn: 6 });
    act(s, { t: 'end' });
    expect([s.turn, s.active]).toEqual([7, 0]);
    expect(ids(s.sides[0].hand)).toEqual(['bt7', 'front_and_homeland', 'front_and_homeland']);
    expect(ids(s.sides[0].deck)).toEqual(['bt7', 'bt7']);
    // Its third turn (game turn 5): the turn's card only.
    const t = deckScenario(['front_and_homeland', 'bt7', 'bt7'], { active: 1, turn: 4 });
    act(t, { t: 'end' });
    expect(ids(t.sides[0].hand)).toEqual(['bt7']);
    // The second player's fourth turn is game turn 8.
    const u = scenario({ active: 0, turn: 7, decks: [FILL, ['front_and_homeland', 'bt7', 'bt7']] });
    act(u, { t: 'end' });
    expect([u.turn, u.active]).toEqual([8, 1]);
    expect(ids(u.sides[1].hand)).toEqual(['bt7', 'front_and_homeland']);
  });
});

describe('K-R71c "Add a random Research card to your hand." (SPY RING)', () => {
  it('spy_ring SPY RING: a random deckable card whose printed name has the word RESEARCH (any nation: ROYAL, REICH, US MILITARY RESEARCH, ALLIED RESEARCH EFFORT), to hand, shown', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const s = scenario({ hands: [['spy_ring'], []], seed });
      s.rng = new Rng(seed);
      act(s, { t: 'give', h: 0, tgt: NONE });
      expect(s.sides[0].hand.length).toBe(1);
      expect(s.sides[0].shown[0]).toBe(true);
      seen.add(CARDS[s.sides[0].hand[0]].id);
    }
    expect([...seen].sort()).toEqual(['allied_research_effort', 'reich_research', 'royal_research', 'us_military_research']);
  });
});

describe('K-R71d "Your HQ gets: \'This battle, the first time you Develop each turn, also Develop a RETRIBUTION.\'" (YANK)', () => {
  it('yank YANK: after it, its player\'s first Develop of each turn is followed by a Develop of a RETRIBUTION; the second Develop that turn is not; next turn again; the record is absent until it fires', () => {
    const s = scenario({ hands: [['yank', 'outrage', 'outrage'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].hears).toEqual([cardIndex('yank'), -1]);
    expect('devAt' in s.sides[0]).toBe(false);
    act(s, { t: 'give', h: 0, tgt: NONE });
    // Two Develops owed: OUTRAGE's and YANK's, each among the RETRIBUTION cards.
    const names = new Set(CARDS.filter((c) => c.name.en === 'RETRIBUTION').map((c) => c.i));
    act(s, { t: 'choose', i: 0 });
    act(s, { t: 'choose', i: 0 });
    expect(s.q.length).toBe(0);
    expect(s.sides[0].devAt).toBe(s.turn);
    expect(s.sides[0].hand.length).toBe(3);
    expect(s.sides[0].hand.slice(1).every((c) => names.has(c))).toBe(true);
    // The second Develop this turn: one card only.
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'choose', i: 0 });
    expect(s.q.length).toBe(0);
    expect(s.sides[0].hand.length).toBe(3);
    // Copied with the state.
    expect(cloneState(s).sides[0].devAt).toBe(s.turn);
  });

  it('yank YANK: in a later turn, its first Develop brings the second again', () => {
    const s = scenario({ hands: [['yank', 'outrage'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    const before = s.sides[0].hand.length;
    act(s, { t: 'give', h: s.sides[0].hand.indexOf(cardIndex('outrage')), tgt: NONE });
    act(s, { t: 'choose', i: 0 });
    act(s, { t: 'choose', i: 0 });
    expect(s.sides[0].hand.length).toBe(before + 1);
    expect(s.sides[0].devAt).toBe(s.turn);
  });

  it('yank: a game without it has no record (the state JSON has no devAt)', () => {
    const s = scenario({ hands: [['outrage'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'choose', i: 0 });
    expect(JSON.stringify(s)).not.toContain('devAt');
  });
});

describe('K-R71e "Destruction: Deal 3 damage to each unit that dealt damage to this unit this turn." (BRYANSK IRREGULARS)', () => {
  it('bryansk_irregulars BRYANSK IRREGULARS: destroyed, 3 damage to each unit that damaged it this turn — by a deployment effect or in a fight; an order\'s damage names nobody; a unit that did not damage it is untouched', () => {
    const s = scenario({ hands: [['nebelwerfer_42', 'from_the_people'], []], support: [['gladiator_mk_i', 'gladiator_mk_i'], ['bryansk_irregulars']] });
    const b = at(s, 1, 0);
    b.def = 3;
    act(s, { t: 'deploy', h: 0, tgt: b.uid });
    expect(b.def).toBe(2);
    const g = at(s, 0, 0), idle = at(s, 0, 1), nb = s.lines[0][2];
    act(s, { t: 'attack', u: g.uid, tgt: b.uid });
    expect(b.def).toBe(1);
    expect(g.dlt).toEqual([s.turn, b.uid]);
    expect(nb.dlt).toEqual([s.turn, b.uid]);
    expect(idle.dlt).toBeUndefined();
    act(s, { t: 'give', h: 0, tgt: b.uid });
    expect(s.lines[1].length).toBe(0);
    expect([g.def, nb.def, idle.def]).toEqual([printed('gladiator_mk_i').def - 3, printed('nebelwerfer_42').def - 3, printed('gladiator_mk_i').def]);
    expect(s.lines[0].map((u) => u.uid)).toEqual([idle.uid]);
  });

  it('bryansk_irregulars: the damage of an earlier turn does not count', () => {
    const s = scenario({ hands: [['from_the_people'], []], support: [['gladiator_mk_i'], ['bryansk_irregulars']] });
    const b = at(s, 1, 0), g = at(s, 0, 0);
    act(s, { t: 'attack', u: g.uid, tgt: b.uid });
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    b.def = 3;
    act(s, { t: 'give', h: 0, tgt: b.uid });
    expect(s.lines[1].length).toBe(0);
    expect(g.def).toBe(printed('gladiator_mk_i').def);
  });

  it('bryansk_irregulars: no record on units that damage other units (the state JSON has no dlt)', () => {
    const s = scenario({ support: [['gladiator_mk_i'], ['gladiator_mk_i']] });
    act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: at(s, 1, 0).uid });
    expect(JSON.stringify(s)).not.toContain('dlt');
  });
});

/** Pairs (card id, given-text bits) of seat's deck cards that carry a given text (K-R71f). */
const givenInDeck = (s: KardsState, seat: number): [string, number][] => {
  const p = s.sides[seat];
  return p.deck.flatMap((c, i) => ((p.dstat?.[i] ?? 0) >= GV_UNIT ? [[CARDS[c].id, statGv(p.dstat![i])] as [string, number]] : []));
};

describe('K-R71f given texts on cards in hand and deck (a STAT\'s bits above 32, Side.gvT)', () => {
  it('ijn_yamato IJN YAMATO: its Japanese units on the battlefield, Japanese unit cards in hand and deck carry "Destruction: Deal 2 damage to the enemy HQ."; others not; a deployed card\'s unit carries it; hidden from the opponent', () => {
    const s = deckScenario(['himeji_regiment', 'from_the_people', 'bt7', '41st_bicycle_regiment'], { kredits: 30, hands: [['ijn_yamato', 'himeji_regiment', 'bt7', 'from_the_people', 'from_the_people'], []], support: [['himeji_regiment', 'bt7'], []] });
    const yam = cardIndex('ijn_yamato');
    const hi = at(s, 0, 0), bt = at(s, 0, 1);
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([hi.gv, bt.gv]).toEqual([[yam], undefined]);
    expect(s.sides[0].gvT).toEqual([yam]);
    expect(s.sides[0].hstat).toEqual([GV_UNIT, 0, 0, 0]);
    expect(givenInDeck(s, 0)).toEqual([['himeji_regiment', 1], ['41st_bicycle_regiment', 1]]);
    hiddenFrom(s, 0, 1);
    expect(determinize(s, 1, new Rng(2)).sides[0].hstat).toEqual([0, 0, 0, 0]);
    // The one on the battlefield destroyed: 2 damage to the enemy HQ.
    const hq = s.sides[1].hq;
    act(s, { t: 'give', h: 2, tgt: hi.uid });
    expect(s.sides[1].hq).toBe(hq - 2);
    // The hand card deployed: its unit carries the text; destroyed, 2 more.
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const u = s.lines[0][s.lines[0].length - 1];
    expect([CARDS[u.card].id, u.gv]).toEqual(['himeji_regiment', [yam]]);
    act(s, { t: 'give', h: 1, tgt: u.uid });
    expect(s.sides[1].hq).toBe(hq - 4);
    // The deck's: drawn, the slot keeps it (the bicycle regiment is the top card).
    draw(s, 0, 1, null);
    expect(ids(s.sides[0].hand)).toEqual(['bt7', '41st_bicycle_regiment']);
    expect(s.sides[0].hstat).toEqual([0, GV_UNIT]);
  });

  it('victory_garden VICTORY GARDEN: each US unit card in the deck carries "Destruction: Give the top unit in your deck +1+1." (not the hand\'s, not the battlefield\'s); deployed and destroyed, the top unit of the deck gets +1+1', () => {
    const s = deckScenario(['bt7', '506th_airborne', 'from_the_people', '30th_regiment'], { kredits: 30, hands: [['victory_garden', '506th_airborne', 'from_the_people'], []], support: [['506th_airborne'], []] });
    const vg = cardIndex('victory_garden');
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(at(s, 0, 0).gv).toBeUndefined();
    expect(s.sides[0].hstat).toBeUndefined();
    expect(givenInDeck(s, 0)).toEqual([['506th_airborne', 1], ['30th_regiment', 1]]);
    expect(s.sides[0].gvT).toEqual([vg]);
    hiddenFrom(s, 0, 1);
    // The top card (30th REGIMENT) drawn and deployed: its unit carries the text.
    draw(s, 0, 1, null);
    const h = s.sides[0].hand.length - 1;
    act(s, { t: 'deploy', h, tgt: NONE });
    const u = s.lines[0][s.lines[0].length - 1];
    expect([CARDS[u.card].id, u.gv]).toEqual(['30th_regiment', [vg]]);
    // Destroyed: the top unit of the deck (the 506th under the order) gets +1+1 (the deck record, K-R70w).
    u.def = 1;
    act(s, { t: 'give', h: s.sides[0].hand.indexOf(cardIndex('from_the_people')), tgt: u.uid });
    expect(s.lines[0].includes(u)).toBe(false);
    expect(ids(s.sides[0].deck)).toEqual(['bt7', '506th_airborne', 'from_the_people']);
    expect(s.sides[0].dmods).toEqual([0, PLUS(1), 0]);
  });

  it('the given-text bits: absent in games without such a card (no gvT); a STAT with them still adds its attack, defense and keywords as before', () => {
    const s = scenario({ hands: [['from_the_people'], []] });
    expect(JSON.stringify(cloneState(s))).not.toContain('gvT');
    const a = statOf(1, 2, KW.blitz), b = statOf(3, 0, KW.guard) + 4 * GV_UNIT;
    expect(statAdd(a, b) & 0xffffffff).toBe(statOf(4, 2, KW.blitz | KW.guard) | 0);
    expect(statGv(statAdd(a, b))).toBe(4);
    expect(statAdd(a, statOf(1, 1, 0))).toBe(statOf(2, 3, KW.blitz));
  });
});

describe('K-R71g "All Japanese cards in your deck get Bond and \'Your HQ gets +1 defense when you play this card.\'" (WAY OF SUBJECTS)', () => {
  it('way_of_subjects WAY OF SUBJECTS: each Japanese card in the deck (unit and order) gets Bond and the text; played from hand, the HQ gets +1; other nations and the hand untouched; hidden from the opponent', () => {
    const s = deckScenario(['bt7', 'admiral_yamamoto', 'himeji_regiment'], { kredits: 30, hands: [['way_of_subjects', 'himeji_regiment'], []], support: [['himeji_regiment'], []] });
    const wos = cardIndex('way_of_subjects');
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].gvT).toEqual([wos]);
    expect(givenInDeck(s, 0)).toEqual([['admiral_yamamoto', 1], ['himeji_regiment', 1]]);
    expect(s.sides[0].dstat!.map((x) => (x & STAT_BOND) !== 0)).toEqual([false, true, false]);
    expect(s.sides[0].dmods!.map((x) => (x & HAND_MOD.bondGiven) !== 0)).toEqual([false, false, true]);
    expect(s.sides[0].hstat).toBeUndefined();
    hiddenFrom(s, 0, 1);
    // The hand's HIMEJI (not given): deployed, no gain.
    const hq0 = s.sides[0].hq;
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.sides[0].hq).toBe(hq0);
    draw(s, 0, 2, null);
    expect(ids(s.sides[0].hand)).toEqual(['himeji_regiment', 'admiral_yamamoto']);
    // A Japanese unit stood as the turn began: Bond costs nothing; each card played gives the HQ +1, and the unit is marked Bond.
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const u = s.lines[0][s.lines[0].length - 1];
    expect([s.sides[0].hq, u.kw & KW.bond, u.gv]).toEqual([hq0 + 1, KW.bond, undefined]);
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.sides[0].hq, s.sides[0].fatigue]).toEqual([hq0 + 2, 0]);
  });

  it('way_of_subjects: without a Japanese unit at the turn\'s start, the order given has Bond — morale damage (K-R70j) and the +1', () => {
    const s = deckScenario(['admiral_yamamoto'], { kredits: 30, hands: [['way_of_subjects'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    draw(s, 0, 1, null);
    const hq0 = s.sides[0].hq;
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.sides[0].fatigue, s.sides[0].hq]).toEqual([1, hq0 - 1 + 1]);
  });
});

describe('K-R71h "Develop a card in your deck. Lose a kredit slot." (AIR, LAND & SEA)', () => {
  it('air_land_sea AIR, LAND & SEA: up to three different cards of its player\'s deck are offered; the one chosen is added to hand as a copy (shown), the deck untouched; a kredit slot lost', () => {
    const s = deckScenario(['bt7', 'bt7', 'himeji_regiment', 'from_the_people'], { hands: [['air_land_sea'], []] });
    const slots = s.sides[0].slots;
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].slots).toBe(slots - 1);
    expect(ids(s.sides[0].dev!.slice(3))).toEqual(['bt7', 'himeji_regiment', 'from_the_people']);
    expect(JSON.stringify(kards.view(s, 1))).not.toContain('himeji_regiment');
    act(s, { t: 'choose', i: 1 });
    expect(ids(s.sides[0].hand)).toEqual(['himeji_regiment']);
    expect(s.sides[0].shown).toEqual([true]);
    expect(ids(s.sides[0].deck)).toEqual(['bt7', 'bt7', 'himeji_regiment', 'from_the_people']);
    expect(s.sides[0].dev).toBeUndefined();
  });

  it('air_land_sea: the bot\'s determinization redraws the opponent\'s candidates from the opponent\'s resampled deck; an empty deck offers nothing', () => {
    expect(resampledOffers()).toHaveLength(5);
    const e = deckScenario([], { hands: [['air_land_sea'], []] });
    act(e, { t: 'give', h: 0, tgt: NONE });
    expect([e.sides[0].dev, e.q.length, e.sides[0].hand.length]).toEqual([undefined, 0, 0]);
  });
});

describe('K-R71i "Deployment: Trigger the destruction effects of all friendly units destroyed since the start of your last turn." (73rd INFANTRY REGIMENT)', () => {
  it('73rd_infantry_regiment 73rd INFANTRY REGIMENT: the destruction effects of its player\'s units destroyed in its last turn and the enemy\'s turn since run again, in order; an older loss does not', () => {
    const s = scenario({ turn: 3, kredits: 30, hands: [['from_the_people', '73rd_infantry_regiment'], []], support: [['mito_regiment', 'mito_regiment'], ['gladiator_mk_i']] });
    // As setup does for a deck that holds the card (or its entering the hand): the record is kept; an entry of game turn 1.
    s.sides[0].lostAt = [cardIndex('ki43_hayabusa'), 1];
    const hq1 = s.sides[1].hq;
    const [a, b] = [at(s, 0, 0), at(s, 0, 1)];
    act(s, { t: 'give', h: 0, tgt: a.uid });
    expect(s.sides[1].hq).toBe(hq1 - 2);
    expect(s.sides[0].lostAt).toEqual([cardIndex('ki43_hayabusa'), 1, cardIndex('mito_regiment'), 3]);
    act(s, { t: 'end' });
    b.def = 1;
    act(s, { t: 'attack', u: at(s, 1, 0).uid, tgt: b.uid });
    expect(s.sides[1].hq).toBe(hq1 - 4);
    expect(s.sides[0].lostAt).toEqual([cardIndex('mito_regiment'), 3, cardIndex('mito_regiment'), 4]);
    act(s, { t: 'end' });
    expect(s.turn).toBe(5);
    act(s, { t: 'deploy', h: s.sides[0].hand.indexOf(cardIndex('73rd_infantry_regiment')), tgt: NONE });
    expect(s.sides[1].hq).toBe(hq1 - 8);
  });

  it('73rd_infantry_regiment: the record starts as the card enters the hand (or at setup, its deck holding it); absent in games without it', () => {
    const s = deckScenario(['bt7', '73rd_infantry_regiment'], {});
    expect(s.sides[0].lostAt).toBeUndefined();
    draw(s, 0, 1, null);
    expect(s.sides[0].lostAt).toEqual([]);
    // Setup: a deck that holds it keeps the record from the start; the other side's not.
    const jp = STARTER_DECKS.Japan;
    const deck = JSON.stringify({ ...jp, cards: { ...jp.cards, himeji_regiment: 1, '73rd_infantry_regiment': 1 } });
    const g = kards.setup(kards.optionsSchema.parse({ decks: [deck, 'Soviet'] }), 2, new Rng(4));
    expect([g.sides[0].lostAt, g.sides[1].lostAt]).toEqual([[], undefined]);
    const t = scenario({ support: [['mito_regiment'], ['gladiator_mk_i']] });
    at(t, 0, 0).def = 1;
    act(t, { t: 'end' });
    act(t, { t: 'attack', u: at(t, 1, 0).uid, tgt: at(t, 0, 0).uid });
    expect(JSON.stringify(t)).not.toContain('lostAt');
  });
});

describe('K-R71j "Convert 4 of the top 8 cards of your deck into 22nd MARINES. Give them the Navy type." (SEMPER FI)', () => {
  it('semper_fi SEMPER FI: four random cards among the top eight become 22nd MARINES (a NavalWarfare card: Navy already, K-R27n); the cards below untouched; a converted card loses its deck record (K-R70w)', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const deck = ['t70', 'ot34', 'bt7', 'bt7', 'bt7', 'bt7', 'himeji_regiment', 'himeji_regiment', 'himeji_regiment', 'himeji_regiment'];
      const s = deckScenario(deck, { hands: [['semper_fi'], []], seed });
      s.rng = new Rng(seed);
      s.sides[0].dmods = deck.map(() => PLUS(1));
      act(s, { t: 'give', h: 0, tgt: NONE });
      const d = ids(s.sides[0].deck);
      expect(d.slice(0, 2)).toEqual(['t70', 'ot34']);
      expect(d.slice(2).filter((c) => c === '22nd_marines').length).toBe(4);
      expect(d.slice(2).filter((c) => c !== '22nd_marines').length).toBe(4);
      d.forEach((c, i) => expect(s.sides[0].dmods![i]).toBe(c === '22nd_marines' ? 0 : PLUS(1)));
      expect(printed('22nd_marines').set).toBe('NavalWarfare');
    }
  });

  it('semper_fi: a deck of fewer than eight cards converts four of them (all, if four or fewer)', () => {
    const s = deckScenario(['bt7', 'bt7', 'bt7'], { hands: [['semper_fi'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(ids(s.sides[0].deck)).toEqual(['22nd_marines', '22nd_marines', '22nd_marines']);
  });
});

describe('K-R71k "When you deploy a unit, this unit is Converted into it and gains this ability." (123s)', () => {
  it('123s 123s: its player deploys a unit — it becomes that card (as printed, where it stands) and carries 123s\'s text, so the next deploy converts it again; the enemy\'s deploys do not', () => {
    const s = scenario({ hands: [['bt7', 'himeji_regiment'], ['t70']], support: [['123s'], []] });
    const u = at(s, 0, 0), uid = u.uid, c123 = cardIndex('123s');
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([u.uid, CARDS[u.card].id, u.atk, u.def, u.gv]).toEqual([uid, 'bt7', printed('bt7').atk, printed('bt7').def, [c123]]);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.lines[0].map((v) => CARDS[v.card].id)).toEqual(['himeji_regiment', 'bt7', 'himeji_regiment']);
    expect([s.lines[0][0].uid, s.lines[0][0].gv, s.lines[0][1].gv, s.lines[0][2].gv]).toEqual([uid, [c123], undefined, undefined]);
    act(s, { t: 'end' });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(CARDS[s.lines[0][0].card].id).toBe('himeji_regiment');
  });
});

describe('K-R71l "Put a German air unit into play with Blitz. Return it to your hand at the end of the turn." (EAGLE DAY)', () => {
  it('eagle_day EAGLE DAY: a German air unit chosen in its player\'s hand enters the support line (no deployment) with Blitz, may attack at once, and goes back to the hand as the turn ends', () => {
    const s = scenario({ hands: [['eagle_day', 'bt7', 'arado_ar_196', 'henschel_hs_123'], []], support: [[], ['gladiator_mk_i']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    // Only the German air units may be chosen (the BT-7 is no air unit).
    expect(kards.legalActions(s, 0).map((a) => JSON.stringify(a)).sort()).toEqual([JSON.stringify({ t: 'pick', h: 1 }), JSON.stringify({ t: 'pick', h: 2 })]);
    act(s, { t: 'pick', h: 1 });
    const u = at(s, 0, 0);
    expect([CARDS[u.card].id, u.kw & KW.blitz]).toEqual(['arado_ar_196', KW.blitz]);
    expect(ids(s.sides[0].hand)).toEqual(['bt7', 'henschel_hs_123']);
    act(s, { t: 'attack', u: u.uid, tgt: at(s, 1, 0).uid });
    expect(u.attacks).toBe(1);
    act(s, { t: 'end' });
    expect(s.lines[0].length).toBe(0);
    expect(ids(s.sides[0].hand)).toEqual(['bt7', 'henschel_hs_123', 'arado_ar_196']);
  });

  it('eagle_day: no German air unit in hand — nothing is put into play', () => {
    const s = scenario({ hands: [['eagle_day', 'bt7', 'gladiator_mk_i'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.lines[0].length, s.q.length, s.sides[0].hand.length]).toEqual([0, 0, 2]);
  });
});

describe('K-R71m "Give a unit: \'Adjacent ground units have +1 attack and operate for 1 less.\'" (SUPPORT COLUMN)', () => {
  it('support_column SUPPORT COLUMN: the unit chosen carries the aura: its adjacent friendly ground units have +1 attack and operate for 1 less (an air unit next to it not, nor itself); gone with it', () => {
    const s = scenario({ hands: [['support_column', 'from_the_people'], []], support: [['t70', 'himeji_regiment', 'gladiator_mk_i', 'ot34'], []] });
    const [t7, hi, gl, ot] = [at(s, 0, 0), at(s, 0, 1), at(s, 0, 2), at(s, 0, 3)];
    expect(s.watch).toBe(0);
    act(s, { t: 'give', h: 0, tgt: hi.uid });
    expect(hi.gv).toEqual([cardIndex('support_column')]);
    expect([attackOf(s, t7), opOf(s, t7)]).toEqual([printed('t70').atk + 1, printed('t70').op - 1]);
    expect([attackOf(s, hi), attackOf(s, gl), attackOf(s, ot)]).toEqual([printed('himeji_regiment').atk, printed('gladiator_mk_i').atk, printed('ot34').atk]);
    expect([opOf(s, gl), opOf(s, ot)]).toEqual([printed('gladiator_mk_i').op, printed('ot34').op]);
    hi.def = 1;
    act(s, { t: 'give', h: 0, tgt: hi.uid });
    expect(s.lines[0].includes(hi)).toBe(false);
    expect([attackOf(s, t7), opOf(s, t7)]).toEqual([printed('t70').atk, printed('t70').op]);
  });

  it('support_column: adjacency follows the line — a unit moved next to the carrier gets it', () => {
    const s = scenario({ hands: [['support_column'], []], support: [['himeji_regiment', 'gladiator_mk_i', 'bt7'], []] });
    const [hi, gl, bt] = [at(s, 0, 0), at(s, 0, 1), at(s, 0, 2)];
    act(s, { t: 'give', h: 0, tgt: hi.uid });
    expect(attackOf(s, bt)).toBe(printed('bt7').atk);
    gl.def = 0;
    gl.dead = true;
    s.lines[0].splice(1, 1);
    expect(attackOf(s, bt)).toBe(printed('bt7').atk + 1);
  });
});

describe('K-R71n "When an enemy unit attacks, its attack damage goes to a random other enemy." (FRIENDLY FIRE)', () => {
  it('friendly_fire FRIENDLY FIRE: the attack is spent without a fight (the target and the attacker untouched); the attacker\'s attack is dealt to a random other unit of its side or its HQ', () => {
    const hits = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const s = scenario({ cms: [[], ['friendly_fire']], support: [['ki43_hayabusa', 't70'], ['gordon_highlanders']], seed });
      s.rng = new Rng(seed);
      const [a, mate, foe] = [at(s, 0, 0), at(s, 0, 1), at(s, 1, 0)];
      const hq = s.sides[0].hq;
      act(s, { t: 'attack', u: a.uid, tgt: foe.uid });
      expect(s.sides[1].cms).toEqual([]);
      expect([foe.def, a.def, a.attacks]).toEqual([printed('gordon_highlanders').def, printed('ki43_hayabusa').def, 1]);
      const dealt = (hq - s.sides[0].hq) + (printed('t70').def - mate.def);
      expect(dealt).toBe(printed('ki43_hayabusa').atk);
      hits.add(s.sides[0].hq < hq ? 'hq' : 'mate');
    }
    expect([...hits].sort()).toEqual(['hq', 'mate']);
  });
});

describe('K-R71o "Also counts as a tank." (SAVOIA CAVALLERIA)', () => {
  it('savoia_cavalleria SAVOIA CAVALLERIA: texts that name tanks reach it (33. PANZERGRENADIER\'s "friendly tanks", PANZER III E\'s tank aura); it stays an infantry for the rulebook\'s unit rules — having moved, it may not attack (§3.3.3)', () => {
    const s = scenario({ hands: [['33_panzergrenadier'], []], support: [['savoia_cavalleria', 'himeji_regiment', 'panzer_iiie'], ['gladiator_mk_i']] });
    const [sv, hi] = [at(s, 0, 0), at(s, 0, 1)];
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([sv.atk, hi.atk]).toEqual([printed('savoia_cavalleria').atk + 2, printed('himeji_regiment').atk]);
    // PANZER III E: "Other friendly tanks with Blitz have +2 attack" — SAVOIA has Blitz.
    expect(attackOf(s, sv)).toBe(printed('savoia_cavalleria').atk + 2 + 2);
    expect(CARDS[cardIndex('savoia_cavalleria')].cls).toBe(1 | 2);
    act(s, { t: 'move', u: sv.uid });
    expect(kards.legalActions(s, 0).some((a) => a.t === 'attack' && a.u === sv.uid)).toBe(false);
  });
});

describe('K-R71p "If in hand or on the battlefield, random effects always choose this unit." (ROYAL SCOTS)', () => {
  it('royal_scots ROYAL SCOTS: on the battlefield, "a random enemy" is always it (not another unit, not the HQ)', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const s = scenario({ active: 1, hands: [[], ['from_the_people']], support: [['akita_regiment'], ['himeji_regiment', 'royal_scots', 't70']], seed });
      s.rng = new Rng(seed);
      s.scots = true;
      const hq = s.sides[1].hq, rs = at(s, 1, 1);
      act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
      expect(s.lines[0].length).toBe(0);
      expect([rs.def, s.sides[1].hq, at(s, 1, 0).def, at(s, 1, 2).def]).toEqual([printed('royal_scots').def - 2, hq, printed('himeji_regiment').def, printed('t70').def]);
    }
  });

  it('royal_scots: in hand, a random discard always takes it', () => {
    for (let seed = 1; seed <= 8; seed++) {
      // The TAKASAKI REGIMENT's owner's enemy (the order's player) discards.
      const s = scenario({ active: 1, hands: [[], ['from_the_people', 'bt7', 'royal_scots', 'himeji_regiment', 'from_the_people']], support: [['takasaki_regiment'], []], seed });
      s.rng = new Rng(seed);
      s.scots = true;
      at(s, 0, 0).def = 1;
      act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
      expect(ids(s.sides[1].hand)).toEqual(['bt7', 'himeji_regiment', 'from_the_people']);
    }
  });

  it('royal_scots: suppressed (its text off), random effects choose freely; the flag is set as the card enters a hand or the battlefield, absent in other games', () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const s = scenario({ active: 1, hands: [[], ['from_the_people']], support: [['akita_regiment'], ['royal_scots', 'himeji_regiment']], seed });
      s.rng = new Rng(seed);
      s.scots = true;
      at(s, 1, 0).sup = true;
      const hq = s.sides[1].hq;
      act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
      seen.add(at(s, 1, 0).def < printed('royal_scots').def ? 0 : s.sides[1].hq < hq ? 2 : 1);
    }
    expect(seen.size).toBeGreaterThan(1);
    const d = deckScenario(['royal_scots'], {});
    expect(d.scots).toBeUndefined();
    draw(d, 0, 1, null);
    expect(d.scots).toBe(true);
    expect(JSON.stringify(scenario({ support: [['bt7'], []] }))).not.toContain('scots');
  });
});

describe('K-R71q words no source defines: the card stays unsupported, with a reason naming the word', () => {
  it('K-R71q BLITZ DOCTRINE, CONTEST DOCTRINE, BAKER STREET IRREGULARS, 91st ASTRAKHAN, 40 ROYAL MARINE, the Exile cards and RM BERSAGLIERE are refused, each naming what is missing', () => {
    const why: [string, RegExp][] = [
      ['blitz_doctrine', /"light tank"/],
      ['contest_doctrine', /"medium or heavy tank"/],
      ['baker_street_irregulars', /"special force unit"/],
      ['91st_astrakhan', /Pincer/],
      ['40_royal_marine', /Navy/],
      ['pzl_p_11', /"Exile"/],
      ['daring_strike', /"Exile"/],
      ['rm_bersagliere', /did not start there/],
    ];
    for (const [id, word] of why) {
      const sc = printed(id).script;
      expect(sc.ok, id).toBe(false);
      if (!sc.ok) {
        expect(sc.reason, id).toMatch(word);
        expect(sc.reason, id).toContain('K-R71q');
      }
    }
  });
});
