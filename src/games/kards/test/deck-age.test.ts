// 卡组内效果 in-deck effects (§3.4.6): cards that count the turns they spent in your deck (ARMAMENTS, MATERIALS,
// shuffled in by ESCORT GROUP). Named by rule id.
import { describe, expect, it } from 'vitest';
import { Rng, hashString } from '../../../engine/index.js';
import { cardIndex } from '../cards.js';
import { cloneInto } from '../copy.js';
import { determinize } from '../determinize.js';
import { MOD } from '../hand.js';
import { deckIn, deckOut } from '../deck-age.js';
import { HAND_MOD } from '../effects/lang.js';
import { push } from '../../../engine/queue.js';
import { K } from '../steps.js';
import { kards } from '../index.js';
import { cloneState, type KardsState } from '../state.js';
import { kardsView } from '../view.js';
import { act, scenario } from './scenario.js';

const FILL = 'himeji_regiment';

/**
 * Seat 0 gives ESCORT GROUP on turn 3 and picks option `pick` (0: MATERIALS, 1: ARMAMENTS); the card is then put
 * under `above` filler cards (20 more below it), and turns pass until seat 0 has drawn it.
 */
function shuffledIn(pick: 0 | 1, above: number, options = {}): KardsState {
  const s = scenario({ hands: [['escort_group'], []], decks: [[], Array(30).fill(FILL)], options });
  act(s, { t: 'give', h: 0, tgt: -1 });
  act(s, { t: 'choose', i: pick });
  const card = cardIndex(pick === 0 ? 'materials' : 'armaments');
  expect(s.sides[0].deck).toEqual([card]);
  s.sides[0].deck = [...Array(20).fill(cardIndex(FILL)), card, ...Array(above).fill(cardIndex(FILL))];
  while (!s.sides[0].hand.includes(card)) {
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
  }
  return s;
}

describe('K-3.4.6 卡组内效果 in-deck effects', () => {
  it('K-3.4.6a ARMAMENTS: 根据在卡组内的时间获得额外效果 — 8 damage after 4 of its owner\'s turns in the deck, 4 after 3', () => {
    const hit = (above: number) => {
      const s = shuffledIn(1, above);
      const h = s.sides[0].hand.indexOf(cardIndex('armaments'));
      const hq = s.sides[1].hq;
      act(s, { t: 'give', h, tgt: -3 });
      return [s.turn, hq - s.sides[1].hq];
    };
    // Given on turn 3; drawn at the start of turn 11 (its owner's turns 5, 7, 9, 11: four) or turn 9 (three).
    expect(hit(3)).toEqual([11, 8]);
    expect(hit(2)).toEqual([9, 4]);
  });

  it('K-3.4.6b MATERIALS: "Draw 8 if this card spent 4+ turns in your deck", else 4', () => {
    const drawn = (above: number) => {
      const s = shuffledIn(0, above);
      const p = s.sides[0];
      const before = p.deck.length;
      act(s, { t: 'give', h: p.hand.indexOf(cardIndex('materials')), tgt: -1 });
      return before - p.deck.length;
    };
    expect(drawn(3)).toBe(8);
    expect(drawn(2)).toBe(4);
  });

  it('K-3.4.6c ESCORT GROUP: "Choose one - shuffle MATERIALS or ARMAMENTS into your deck": the one chosen starts counting then', () => {
    const s = scenario({ hands: [['escort_group'], []] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    act(s, { t: 'choose', i: 1 });
    expect(s.sides[0].aged).toEqual([cardIndex('armaments'), 3]);
    expect(s.sides[0].deck.filter((c) => c === cardIndex('armaments')).length).toBe(1);
  });

  it('K-3.4.6d the count is hidden: the opponent\'s view and determinization do not tell it (nor where the card is)', () => {
    const s = shuffledIn(1, 3);
    const h = s.sides[0].hand.indexOf(cardIndex('armaments'));
    expect(s.sides[0].mods[h] & MOD.aged).toBe(MOD.aged);
    const t = cloneState(s);
    t.sides[0].mods[h] &= ~MOD.aged;
    t.sides[0].aged = [cardIndex('armaments'), 1];
    expect(kardsView(t, 1)).toEqual(kardsView(s, 1));
    const d = determinize(s, 1, new Rng(5));
    expect([d.sides[0].aged, d.sides[0].mods.some((m) => (m & MOD.aged) !== 0)]).toEqual([undefined, false]);
    // An order waiting on the queue (a countermeasure's decision above it) keeps it from the other seat too.
    const w = cloneState(s);
    push(w.q, K.ORDER_FX, 0, cardIndex('armaments'), -3, 1, 0);
    const args = (seat: 0 | 1) => (kardsView(w, seat) as { queue: { step: string; args: number[] }[] }).queue.find((e) => e.step === 'orderFx')?.args;
    expect([args(0), args(1)]).toEqual([[cardIndex('armaments'), -3, 1, 0], [cardIndex('armaments'), -3, 0, 0]]);
    // Its own bot keeps it; copies agree with clones key for key.
    expect(determinize(s, 0, new Rng(5)).sides[0].mods[h] & MOD.aged).toBe(MOD.aged);
    expect(hashString(JSON.stringify(cloneInto(kards.setup(s.o, 2, new Rng(2)), t)))).toBe(hashString(JSON.stringify(cloneState(t))));
  });

  it('K-R62f two copies of a timed card in one deck: the one drawn takes the oldest count', () => {
    const s = scenario({ decks: [[], []] });
    const arm = cardIndex('armaments');
    expect(s.first).toBe(0);
    s.turn = 3;
    deckIn(s, 0, arm);
    s.turn = 5;
    deckIn(s, 0, arm);
    // On turn 11 the first copy has seen its owner's turns 5, 7, 9, 11 (four), the second 7, 9, 11 (three).
    s.turn = 11;
    expect([deckOut(s, 0, arm), deckOut(s, 0, arm)]).toEqual([HAND_MOD.aged, 0]);
    expect(s.sides[0].aged).toBeUndefined();
  });

  it('K-R62t option deckTurns "all": every game turn counts (drawn on turn 7: turns 4–7 are four)', () => {
    const s = shuffledIn(1, 1, { deckTurns: 'all' });
    expect(s.turn).toBe(7);
    const hq = s.sides[1].hq;
    act(s, { t: 'give', h: s.sides[0].hand.indexOf(cardIndex('armaments')), tgt: -3 });
    expect(hq - s.sides[1].hq).toBe(8);
  });
});
