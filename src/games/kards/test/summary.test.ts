// The end-of-game summary (run --json, the end screen): every card a seat played, as often as it played
// it, their printed cost, and its units still standing; nothing before the game is over.
import { describe, expect, it } from 'vitest';
import { Match, Rng } from '../../../engine/index.js';
import { playRandomly } from '../../../engine/test/random-play.js';
import { CARDS, cardIndex } from '../cards.js';
import { kards } from '../index.js';
import type { KardsState } from '../state.js';

describe('KARDS summary', () => {
  it('lists the cards each seat played with their cost, and the units it has left; null until the end', () => {
    const m = Match.create(kards, {}, 'summary', 2);
    let mid: unknown = undefined;
    playRandomly(m, new Rng('summary-bots'), () => {
      if (m.actions().length === 30) mid = m.summaries();
    });
    expect(mid).toBeNull();
    const sum = m.summaries()!;
    expect(sum).toHaveLength(2);
    const end = m.read((s) => s as KardsState);
    for (const row of sum) {
      const side = end.sides[row.seat];
      const times = side.plays.reduce((a, b) => a + b, 0);
      expect(row.fielded).toHaveLength(times);
      expect(times).toBeGreaterThan(0);
      expect(row.fieldedCost).toBe(row.fielded.reduce((a, id) => a + CARDS[cardIndex(id)].cost, 0));
      const standing = end.lines.flat().filter((u) => u.owner === row.seat && !u.dead).map((u) => CARDS[u.card].id);
      expect(row.left.slice().sort()).toEqual(standing.sort());
      for (const id of row.left) expect(cardIndex(id)).toBeGreaterThanOrEqual(0);
    }
  });
});
