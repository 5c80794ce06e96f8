// Property tests over random legal play for 2, 4 and 6 players: games finish under the round cap,
// every action is legal (Match checks), replays reproduce the hash, views never show another
// player's hand, deck order, life cards or face-down display cards (a differential probe), and
// determinization agrees with everything the seat sees.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playMatch } from '../../../ai/play.js';
import { randomBot } from '../../../ai/random.js';
import { Match, Rng, type Seat } from '../../../engine/index.js';
import { collectActionCodes } from '../../../engine/test/action-codes.js';
import { determinize } from '../determinize.js';
import { arena, type ArenaAction, type ArenaState } from '../index.js';
import { UP, cloneState, entry, instOf, KNOWN } from '../state.js';

const VARIANTS: Record<string, unknown>[] = [
  {},
  { deck: 'rules36', madRule: 'nearestEnemy', simultaneousZero: 'activeLoses', stuck: 'discardHand' },
  { ownShownApplies: true, stuck: 'endTurn', radius: 3 },
  { teams6: 'three', radius: 5 },
];

/** Shuffle every card `seat` cannot see, independently of determinize (same slots, same flags). */
function perturb(s: ArenaState, seat: Seat, rng: Rng): ArenaState {
  const d = cloneState(s);
  d.players.forEach((pl, p) => {
    const slots: [number[], number, boolean][] = [];
    const zones = p === seat ? [pl.deck, pl.life, pl.recycle] : [pl.hand, pl.deck, pl.life, pl.recycle];
    for (const z of zones) for (let i = 0; i < z.length; i++) slots.push([z, i, false]);
    pl.disp.forEach((e, i) => {
      if ((e & UP) === 0 && !(p === seat && (e & KNOWN) !== 0)) slots.push([pl.disp, i, true]);
    });
    const cards = slots.map(([z, i, disp]) => (disp ? instOf(z[i]) : z[i]));
    rng.shuffle(cards);
    slots.forEach(([z, i, disp], k) => (z[i] = disp ? entry(cards[k], z[i] & 3) : cards[k]));
  });
  return d;
}

function randomGame(seed: number, seats: number, options: Record<string, unknown>, probe: boolean): Match<ArenaState, ArenaAction, unknown> {
  const m = Match.create(arena, options, seed, seats, false) as unknown as Match<ArenaState, ArenaAction, unknown>;
  const rng = new Rng(`p:${seed}`);
  let n = 0;
  while (!m.isOver()) {
    const seat = m.toMove()[0];
    const legal = m.legalActions(seat);
    expect(legal.length).toBeGreaterThan(0);
    if (probe && n % 7 === 0) {
      const s = m.snapshot();
      for (let v = 0; v < seats; v++) {
        const view = JSON.stringify(arena.view(s, v));
        expect(JSON.stringify(arena.view(perturb(s, v, rng), v))).toBe(view);
        expect(JSON.stringify(arena.view(determinize(s, v, rng), v))).toBe(view);
        const other = (v + 1) % seats;
        const ov = arena.view(s, v) as { players: { hand: unknown }[] };
        if (s.phase !== 'over') expect(ov.players[other].hand).toBeNull();
      }
    }
    m.apply(seat, legal[rng.int(legal.length)]);
    if (++n > 100_000) throw new Error('runaway');
  }
  return m;
}

describe('arena: random legal play', () => {
  for (const [seats, games] of [[2, 1000], [4, 600], [6, 400]] as const) {
    it(`AR-P1 ${games} random ${seats}-player games finish under the round cap; every 10th replays to the same hash`, () => {
      for (let seed = 0; seed < games; seed++) {
        const options = VARIANTS[seed % (seats === 6 ? 4 : 3)];
        const m = Match.create(arena, options, seed, seats, false);
        playMatch(m, [randomBot], seed);
        expect(m.result()).not.toBeNull();
        if (seed % 10 === 0) {
          const rec = JSON.parse(JSON.stringify(m.toRecord()));
          expect(Match.replay(arena, rec).hash()).toBe(m.hash());
        }
      }
    });
  }

  it('AR-P2 no view shows another player’s hand, deck order, life cards or face-down display cards (differential probe)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom(2, 4, 6), fc.integer({ min: 0, max: 3 }), (seed, seats, variant) => {
        randomGame(seed, seats, VARIANTS[variant === 3 && seats !== 6 ? 0 : variant], true);
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
