// Property tests over random legal play (2, 3 and 6 players): games finish under the round cap
// without exception, every applied action is legal (Match checks it), replays reproduce the hash,
// and no view shows another player's face-down objects or hand — a differential probe: a state whose
// hidden facts are changed gives every other seat the same view, the same mover and the same queue.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describe as describeQueue } from '../../../engine/queue.js';
import { Match, Rng, type GameEvent, type Seat } from '../../../engine/index.js';
import { collectActionCodes } from '../../../engine/test/action-codes.js';
import { BLUEPRINTS } from '../data.js';
import { blueprints, type BpAction, type BpState } from '../index.js';
import { cloneState } from '../state.js';
import { STEPS } from '../steps.js';

const PRIVATE = new Set(['made', 'drew']);

/** Change every fact `seat` cannot see: others' hands, piles and face-down objects (any card of the same space). */
function perturb(s: BpState, seat: Seat, rng: Rng): BpState {
  const d = cloneState(s);
  d.rng = new Rng(`x:${rng.next()}`);
  for (let i = 0; i < d.n; i++) {
    if (i === seat) continue;
    const p = d.players[i];
    p.hand = p.hand.map(() => rng.int(BLUEPRINTS.length)).sort((a, b) => a - b);
    p.pile = p.pile.map(() => rng.int(BLUEPRINTS.length));
    for (const o of d.objs) {
      if (o.owner !== i || o.shown) continue;
      const same = BLUEPRINTS.map((_, c) => c).filter((c) => BLUEPRINTS[c].space === BLUEPRINTS[o.card].space);
      o.card = same[rng.int(same.length)];
      o.w = BLUEPRINTS[o.card].w;
    }
  }
  return d;
}

function probe(s: BpState, rng: Rng): void {
  if (s.phase === 'over') return;
  for (let seat = 0; seat < s.n; seat++) {
    const d = perturb(s, seat, rng);
    expect(blueprints.view(d, seat)).toEqual(blueprints.view(s, seat));
    expect(blueprints.toMove(d)).toEqual(blueprints.toMove(s));
    expect(describeQueue(d.q, STEPS)).toEqual(describeQueue(s.q, STEPS));
    // What the seat may do depends only on what it sees.
    if (blueprints.toMove(s).includes(seat)) expect(blueprints.legalActions(d, seat).map(blueprints.actionKey)).toEqual(blueprints.legalActions(s, seat).map(blueprints.actionKey));
  }
  expect(blueprints.view(perturb(s, -1, rng), null)).toEqual(blueprints.view(s, null));
}

function checkEvents(n: number, ev: readonly GameEvent[]): void {
  for (const e of ev) if (PRIVATE.has(e.type)) expect(e.to).toEqual([(e.data as { seat: number }).seat]);
  void n;
}

function randomMatch(seed: number, seats: number, check: boolean): Match<BpState, BpAction, unknown> {
  const m = Match.create(blueprints, { maxRounds: 30 }, seed, seats, check, 'sfc32') as unknown as Match<BpState, BpAction, unknown>;
  const rng = new Rng(`p:${seed}`);
  let guard = 0;
  while (!m.isOver()) {
    const seat = m.toMove()[0];
    const legal = m.legalActions(seat);
    if (legal.length === 0) throw new Error(`seat ${seat} to move with no legal action`); // not expect(): 10⁵ calls a run
    const ev = m.apply(seat, legal[rng.int(legal.length)]);
    if (check) {
      checkEvents(seats, ev);
      if (guard % 7 === 0) probe(m.snapshot(), rng);
      // Determinization keeps the seat's own view.
      if (guard % 13 === 0) {
        const s = m.snapshot();
        for (let x = 0; x < seats; x++) expect(blueprints.view(blueprints.determinize(s, x, rng), x)).toEqual(blueprints.view(s, x));
      }
    }
    if (++guard > 50_000) throw new Error('runaway match');
  }
  expect(m.turn()).toBeLessThanOrEqual(31);
  return m;
}

describe('blueprints properties', () => {
  for (const seats of [2, 3, 6]) {
    it(`1,000 random ${seats}p games finish under the round cap, every action legal`, () => {
      for (let g = 0; g < 1000; g++) {
        const r = randomMatch(g * 7919 + seats, seats, false).result()!;
        expect(['lastStanding', 'turnCap']).toContain(r.reason.code);
        expect(r.ranks).toHaveLength(seats);
      }
    }, 120_000);

    it(`${seats}p: views leak no face-down object or hand (differential probe), determinize keeps each view, replay reproduces the hash`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
          const m = randomMatch(seed, seats, true);
          const again = Match.replay(blueprints, m.toRecord());
          expect(again.hash()).toBe(m.hash());
        }),
        { numRuns: seats === 6 ? 4 : 8 },
      );
    }, 120_000);
  }

  it('actionCode names actions exactly as actionKey does', () => {
    const keyOf = new Map<number, string>();
    for (const seed of [1, 2, 3]) collectActionCodes(blueprints, { maxRounds: 10 }, seed, keyOf);
    expect(keyOf.size).toBeGreaterThan(50);
  });
});
