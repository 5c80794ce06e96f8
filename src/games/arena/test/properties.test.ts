// Property tests over random legal play (2 players here; 4 and 6 in properties-4p/6p.test.ts, split
// so each file stays short): games finish under the round cap,
// every action is legal (Match checks), replays reproduce the hash, views never show another
// player's hand, deck order, life cards or face-down display cards (a differential probe), and
// determinization agrees with everything the seat sees.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Match, Rng } from '../../../engine/index.js';
import { collectActionCodes } from '../../../engine/test/action-codes.js';
import { arena, type ArenaAction, type ArenaState } from '../index.js';
import { propertyGames, propertyTitle, randomGame, VARIANTS } from './random-game.js';

describe('arena: random legal play', () => {
  it(propertyTitle(2, 1000), () => {
    const r = propertyGames(2, 1000);
    expect(r.finished).toBe(1000);
    expect(r.replayed).toBe(r.replays);
    expect(r.replays).toBe(100);
  });

  it('AR-P2 no view shows another player’s hand, deck order, life cards or face-down display cards (differential probe)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom(2, 4, 6), fc.integer({ min: 0, max: 3 }), (seed, seats, variant) => {
        randomGame(seed, seats, VARIANTS[variant === 3 && seats !== 6 ? 0 : variant], 7);
      }),
      { numRuns: 30 },
    );
  });

  it('AR-P3 every legal action and every event has a Chinese and an English label; action codes match keys', () => {
    for (let seed = 0; seed < 12; seed++) {
      const seats = [2, 4, 6][seed % 3];
      const m = Match.create(arena, {}, seed, seats) as unknown as Match<ArenaState, ArenaAction, unknown>;
      const rng = new Rng(`labels:${seed}`);
      while (!m.isOver()) {
        const seat = m.toMove()[0];
        for (const c of m.legalChoices(seat)) expect(c.label.zh.length * c.label.en.length).toBeGreaterThan(0);
        const legal = m.legalActions(seat);
        m.apply(seat, legal[rng.int(legal.length)]);
      }
      for (const e of m.fullLog()) expect(arena.describeEvent(e).en, `event ${e.type}`).not.toBe(e.type);
    }
    const keys = new Map<number, string>();
    for (let seed = 0; seed < 6; seed++) collectActionCodes(arena, {}, seed, keys);
  });
});
