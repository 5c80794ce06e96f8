// More cards of the other sets (issue 15's stretch, sixth part, 2026-12-02 night): the first unit deployed in a turn
// (K-R68d), … Each test plays the card and checks its effect; the test names the ruling and the card.
import { describe, expect, it } from 'vitest';
import { cardIndex, CARDS } from '../cards.js';
import { kards } from '../index.js';
import type { KardsState } from '../state.js';
import { opOf } from '../units.js';
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
