// Per-content statistics: what a seat brought, by card id (the piles hold counts per card, not cards).
import { describe, expect, it } from 'vitest';
import { Match, Rng } from '../../../engine/index.js';
import { SHIP_CARDS } from '../data.js';
import { mecha, type MechaAction, type MechaState } from '../index.js';

describe('mecha: content', () => {
  it('names the cards a seat has in hand, library or discard pile — not the counts of its piles', () => {
    const m = Match.create(mecha, {}, 'content', 2, false, 'sfc32') as unknown as Match<MechaState, MechaAction, unknown>;
    const rng = new Rng('content-walk');
    while (m.snapshot().phase !== 'play') {
      const seat = m.toMove()[0];
      const legal = m.legalActions(seat);
      m.apply(seat, legal[rng.int(legal.length)]);
    }
    const s = m.snapshot();
    const side = s.sides[0];
    side.hand = [3];
    side.lib = side.lib.map(() => 0);
    side.discard = side.discard.map((_, i) => (i === 5 ? 1 : 0));
    const cards = mecha.content!(s, 0).filter((c) => c.startsWith('card:'));
    const mechCards = new Set(s.sides[0].mhand.concat(s.sides[0].mlib.flatMap((n, i) => (n > 0 ? [i] : [])), s.sides[0].mdiscard.flatMap((n, i) => (n > 0 ? [i] : []))));
    expect(cards.length).toBe(2 + mechCards.size);
    expect(cards).toContain(`card:${SHIP_CARDS[3].id}`);
    expect(cards).toContain(`card:${SHIP_CARDS[5].id}`);
    expect(cards).not.toContain(`card:${SHIP_CARDS[0].id}`);
  });
});
