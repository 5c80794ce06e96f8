// A random legal arena game with a differential leak probe, shared by the property tests: every
// `probe` actions each seat's view must not change when everything that seat cannot see is reshuffled
// (hands, deck order, life cards, face-down display cards), nor under determinization.
import { expect } from 'vitest';
import { Match, Rng, type Seat } from '../../../engine/index.js';
import { determinize } from '../determinize.js';
import { arena, type ArenaAction, type ArenaState } from '../index.js';
import { UP, cloneState, entry, instOf, KNOWN } from '../state.js';

export const VARIANTS: Record<string, unknown>[] = [
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

/** A random legal game; every `probe` actions (0: never) every seat's view is checked for leaks. */
export function randomGame(seed: number, seats: number, options: Record<string, unknown>, probe: number): Match<ArenaState, ArenaAction, unknown> {
  const m = Match.create(arena, options, seed, seats, false) as unknown as Match<ArenaState, ArenaAction, unknown>;
  const rng = new Rng(`p:${seed}`);
  let n = 0;
  while (!m.isOver()) {
    const seat = m.toMove()[0];
    const legal = m.legalActions(seat);
    expect(legal.length).toBeGreaterThan(0);
    if (probe > 0 && n % probe === 0) {
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

/**
 * AR-P1 for one seat count (the 1,000 games): plays them, each probed for leaks every 97th
 * action (Match checks every action is legal); every 10th is replayed. Returns what the test asserts:
 * games that ended with a result, and replays that reproduced their hash.
 */
export function propertyGames(seats: number, games: number): { finished: number; replayed: number; replays: number } {
  let finished = 0;
  let replayed = 0;
  let replays = 0;
  for (let seed = 0; seed < games; seed++) {
    const m = randomGame(seed, seats, VARIANTS[seed % (seats === 6 ? 4 : 3)], 97);
    if (m.result() !== null) finished++;
    if (seed % 10 === 0) {
      replays++;
      const rec = JSON.parse(JSON.stringify(m.toRecord())) as Parameters<typeof Match.replay>[1];
      if (Match.replay(arena, rec).hash() === m.hash()) replayed++;
    }
  }
  return { finished, replayed, replays };
}

/** The AR-P1 test title for a seat count. */
export const propertyTitle = (seats: number, games: number): string =>
  `AR-P1 ${games} random ${seats}-player games finish under the round cap, every action legal, no view leaks; every 10th replays to the same hash`;
