// More cards of the other sets (issue 15's stretch, fourth part, 2026-12-02 afternoon): your last destroyed unit
// (K-R66a), … Each test plays the card and checks its effect; the test names the card.
import { describe, expect, it } from 'vitest';
import { cardIndex, CARDS } from '../cards.js';
import type { KardsState, Unit } from '../state.js';
import { act, at, scenario } from './scenario.js';

const unitOf = (s: KardsState, card: string): Unit => {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.card === cardIndex(card)) return u;
  throw new Error(`no ${card} on the battlefield`);
};
const ids = (s: KardsState, l: number): string[] => s.lines[l].map((u) => CARDS[u.card].id);
const hand = (s: KardsState, seat: number): string[] => s.sides[seat].hand.map((c) => CARDS[c].id);
const NONE = -1;
void unitOf;

describe('K-R66a your last destroyed unit', () => {
  // Destroyed: T-34 1942, then (discarded) BT-7, then LA-5: the last destroyed unit is the LA-5, the last ground one the T-34.
  const lost = (s: KardsState): void => { s.sides[0].removed = [cardIndex('t34_1942'), ~cardIndex('bt7'), cardIndex('la5')]; };

  it('special_reinforcements SPECIAL REINFORCEMENTS: a copy of your last destroyed unit to hand (a discard is not a destruction)', () => {
    const s = scenario({ hands: [['special_reinforcements'], []] });
    lost(s);
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(hand(s, 0)).toEqual(['la5']);
    expect(s.sides[0].shown).toEqual([true]);
    const t = scenario({ hands: [['special_reinforcements'], []] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    expect(hand(t, 0)).toEqual([]);
  });

  it('ilyushin_il10 ILYUSHIN IL-10: destroyed, your last destroyed ground unit joins your support line', () => {
    const s = scenario({ support: [['ilyushin_il10'], []], hands: [['bt7'], []] });
    lost(s);
    at(s, 0, 0).dead = true;
    act(s, { t: 'end' });
    expect(ids(s, 0)).toEqual(['t34_1942']);
  });

  it('honorifics HONORIFICS: a friendly unit becomes your last destroyed unit', () => {
    const s = scenario({ hands: [['honorifics'], []], support: [['t70'], []] });
    lost(s);
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    expect(ids(s, 0)).toEqual(['la5']);
  });

  it('kv85 KV-85: deployed, a card in hand becomes your last destroyed unit (a random one, K-R66a); 2 kredits fewer next turn', () => {
    const s = scenario({ hands: [['kv85', 'bt7'], []], decks: [['bt7', 'bt7'], ['bt7', 'bt7']] });
    lost(s);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(hand(s, 0)).toEqual(['la5']);
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    expect(s.sides[0].kredits).toBe(s.sides[0].slots - 2);
  });
});
