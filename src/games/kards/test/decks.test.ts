// K-1.4 decks: starter decks are legal; illegal decks fail with one clear line.
import { describe, expect, it } from 'vitest';
import { SandtableError } from '../../../engine/index.js';
import { STARTER_DECKS } from '../data/starter-decks.js';
import { buildDeck, deckFor } from '../decks.js';
import { cardReport } from '../report.js';
import { cardIndex, CARDS } from '../cards.js';

const starter = STARTER_DECKS.Germany;

function err(spec: unknown): string {
  try {
    buildDeck(spec);
  } catch (e) {
    expect(e).toBeInstanceOf(SandtableError);
    return (e as Error).message;
  }
  return 'no error';
}

describe('K-1.4 卡组', () => {
  it('K-1.4a every starter deck has 39 cards with at most 12 allied', () => {
    for (const [name, spec] of Object.entries(STARTER_DECKS)) {
      const d = deckFor(name);
      expect(d.cards.length).toBe(39);
      expect(d.nation).toBe(spec.nation);
    }
  });
  it('K-1.4b 双方卡组都为39张: a 38-card deck is refused', () => {
    const cards = { ...starter.cards };
    const k = Object.keys(cards)[0];
    cards[k] -= 1;
    if (cards[k] === 0) delete cards[k];
    expect(err({ ...starter, cards })).toMatch(/38 cards, a deck has 39/);
  });
  it('K-1.4c 盟国卡牌不可超过12张', () => {
    const allied: Record<string, number> = { himeji_regiment: 4, '6th_infantry_regiment': 4, akita_regiment: 4, mito_regiment: 1 };
    const cards: Record<string, number> = { ...allied };
    let n = 13;
    for (const [id, k] of Object.entries(starter.cards)) {
      if (CARDS[cardIndex(id)].nation !== 'Germany') continue;
      const take = Math.min(k, 39 - n);
      if (take > 0) cards[id] = take;
      n += take;
    }
    expect(n).toBe(39);
    expect(err({ ...starter, cards })).toMatch(/13 allied cards, at most 12/);
  });
  it('K-1.4d copies are limited by rarity, unsupported and token cards are refused', () => {
    expect(err({ ...starter, cards: { ...starter.cards, panzer_ivg: 5 } })).toMatch(/panzer_ivg|Too big|<=4|too_big|4/);
    expect(err({ ...starter, cards: { ...starter.cards, '174th_independent': 1 } })).toMatch(/not supported yet/);
    expect(err({ ...starter, cards: { ...starter.cards, radar: 1 } })).toMatch(/token card/);
    expect(err({ ...starter, cards: { ...starter.cards, no_such_card: 1 } })).toMatch(/unknown card/);
  });
  it('K-4.0t a card that adds, draws or shuffles in a card that is not implemented is unsupported, naming that card', () => {
    const byId = new Map(CARDS.map((c) => [c.id, c]));
    const blocked = CARDS.filter((c) => !c.script.ok && c.script.reason.startsWith('the card it adds, '));
    // The other direction (the stretch's fifth part supported the last blocked cards): every card a supported card adds,
    // draws, shuffles in or converts into is supported.
    for (const c of CARDS) {
      if (!c.script.ok) continue;
      for (const a of c.script.abilities) for (const e of a.effects) {
        if (e.do !== 'spawn' && e.do !== 'drawNamed' && e.do !== 'shuffleIn' && e.do !== 'convert' && e.do !== 'convertHand' && e.do !== 'convertDeck' && e.do !== 'convertTop' && e.do !== 'replaceAll' && e.do !== 'spawnSides' && e.do !== 'shuffleInEnemy') continue;
        expect(byId.get(e.card)?.script.ok, `${c.id} → ${e.card}`).toBe(true);
      }
    }
    for (const c of blocked) {
      const token = byId.get(c.script.ok ? '' : c.script.reason.slice('the card it adds, '.length).split(':')[0]);
      expect(token?.script.ok).toBe(false);
    }
  });
  it('the card report counts the Base set of the five nations (350 cards)', () => {
    const r = cardReport();
    const base = r.sets.Base;
    expect(['Germany', 'Soviet', 'USA', 'Britain', 'Japan'].map((n) => base[n].total).reduce((a, b) => a + b, 0)).toBe(350);
    expect(r.unsupported.every((u) => u.reason.length > 0)).toBe(true);
  });
});
