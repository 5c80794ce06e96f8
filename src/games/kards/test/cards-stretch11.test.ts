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
import { statOf } from '../deck-rec.js';
import { act, at, scenario, type Spec } from './scenario.js';

const printed = (id: string) => CARDS[cardIndex(id)];
const NONE = -1;
const FILL = ['bt7', 'bt7', 'bt7', 'bt7'];
const ids = (cs: readonly number[]): string[] => cs.map((c) => CARDS[c].id);
const deckScenario = (deck0: string[], sp: Spec): KardsState => scenario({ decks: [deck0, FILL], ...sp });

/** The opponent's view is that of the same state without seat's deck and hand records (nothing of them leaks). */
function hiddenFrom(s: KardsState, seat: 0 | 1, viewer: 0 | 1): void {
  const t = cloneState(s);
  delete t.sides[seat].dmods;
  delete t.sides[seat].dstat;
  // A revealed (明牌) slot's change is public (view.ts `gets`): only the hidden slots' must not show.
  const p = t.sides[seat];
  if (p.hstat !== undefined) {
    if (p.shown.some((x, h) => x && p.hstat![h] !== 0)) p.hstat = p.hstat.map((x, h) => (p.shown[h] ? x : 0));
    else delete p.hstat;
  }
  expect(kards.view(s, viewer)).toEqual(kards.view(t, viewer));
}

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
