// The end-of-game summary (run --json, the end screen): each seat's character and the talent it placed,
// and its character with its life left if it still stands; nothing before the game is over.
import { describe, expect, it } from 'vitest';
import { Match, Rng } from '../../../engine/index.js';
import { playRandomly } from '../../../engine/test/random-play.js';
import { CHARACTERS, TALENTS } from '../data/cards.js';
import { arena, type ArenaState } from '../index.js';

function play(seed: string, seats: number): { m: Match<ArenaState, never, unknown>; mid: unknown } {
  const m = Match.create(arena, {}, seed, seats) as unknown as Match<ArenaState, never, unknown>;
  let mid: unknown = undefined;
  playRandomly(m, new Rng(`${seed}:bots`), () => {
    if (m.actions().length === 20) mid = m.summaries();
  });
  return { m, mid };
}

describe('arena summary', () => {
  it('names each seat\'s character and talent, and the life its character has left; null until the end', () => {
    for (const [seed, seats] of [['sum-2', 2], ['sum-4', 4]] as const) {
      const { m, mid } = play(seed, seats);
      expect(mid).toBeNull();
      const end = m.read((s) => s);
      const rows = m.summaries()!;
      expect(rows.map((r) => r.seat)).toEqual([...Array(seats).keys()]);
      for (const row of rows) {
        const pl = end.players[row.seat];
        const character = `character:${CHARACTERS[pl.char].id}`;
        expect(row.fielded).toEqual(pl.talent >= 0 ? [character, `talent:${TALENTS[pl.talent].id}`] : [character]);
        expect(row.fieldedCost).toBeNull();
        expect(row.left).toEqual(pl.life.length > 0 ? [`${character} ${pl.life.length}`] : []);
      }
      // Two players won on life (生命): the loser has nothing standing, the winner its character.
      if (seats === 2 && end.reason === 'life0') {
        const [w] = end.winners;
        expect(rows[1 - w].left).toEqual([]);
        expect(rows[w].left).toHaveLength(1);
      }
    }
  });
});
