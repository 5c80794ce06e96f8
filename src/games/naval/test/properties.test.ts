// Property tests over random legal play: no exceptions, turn cap respected, replays reproduce, views and
// logs never leak, determinization agrees with what the seat knows and depends on nothing else.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playMatch } from '../../../ai/play.js';
import { randomBot } from '../../../ai/random.js';
import { hashState, Match, Rng, type GameEvent, type Json, type Seat } from '../../../engine/index.js';
import { collectActionCodes } from '../../../engine/test/action-codes.js';
import { naval, type NavalAction, type NavalState } from '../index.js';
import { builtList } from '../legal.js';
import { visibleTo } from '../state.js';

type ViewUnit = { id: number; owner: number; hex: number; hp: number; cls: string };
type NavalView = { units: ViewUnit[]; mines: { hex: number; owner: number }[]; aims: unknown[]; fleet: string[] };

/** Events that are a seat's own secret: never sent to anyone else. */
const PRIVATE_TYPES = new Set(['add', 'place', 'reinforce', 'lay', 'aim', 'fighters', 'resupplied']);

function checkViews(s: NavalState, events: readonly GameEvent[]): void {
  for (const seat of [0, 1] as Seat[]) {
    const v = naval.view(s, seat) as unknown as NavalView;
    for (const u of v.units) {
      const truth = s.units.find((x) => x.id === u.id)!;
      if (u.owner !== seat && s.phase !== 'over') {
        // An enemy unit in the view must be lit (or in contact) in the true state, and shown truly.
        expect(visibleTo(truth, seat), `seat ${seat} sees unlit enemy ${u.id}`).toBe(true);
      }
      expect(u.hex).toBe(truth.hex);
      expect(u.hp).toBe(truth.hp);
    }
    for (const m of v.mines) {
      const truth = s.mines.find((x) => x.hex === m.hex && x.owner === m.owner)!;
      expect(m.owner === seat || truth.revealed || s.phase === 'over').toBe(true);
    }
    // The other seat's pending secret choices never show: fleet under construction, shelling aims.
    expect(v.fleet).toEqual(s.setup[seat].fleet);
    expect(v.aims.length).toBe(s.aims[seat].length);
  }
  for (const e of events) {
    if (PRIVATE_TYPES.has(e.type)) {
      expect(e.to).not.toBe('all');
      expect((e.to as readonly number[]).length).toBe(1);
    }
  }
}

function randomMatch(seed: number, options: Record<string, unknown>, check: boolean): Match<NavalState, NavalAction, unknown> {
  const m = Match.create(naval, options, seed) as unknown as Match<NavalState, NavalAction, unknown>;
  const rng = new Rng(`p:${seed}`);
  let guard = 0;
  while (!m.isOver()) {
    const seat = m.toMove()[rng.int(m.toMove().length)];
    const legal = m.legalActions(seat);
    expect(legal.length).toBeGreaterThan(0);
    const a = legal[rng.int(legal.length)];
    const ev = m.apply(seat, a);
    if (check) checkViews(m.snapshot(), ev);
    if (++guard > 200_000) throw new Error('runaway match');
  }
  return m;
}

describe('naval: random legal play', () => {
  it('N-42 1,000 seeded random matches finish within the turn cap; every action replays as legal to the same hash', () => {
    for (let seed = 0; seed < 1000; seed++) {
      const small = seed % 4 === 0;
      const m = Match.create(naval, small ? { costLimit: 6, turnCap: 20 } : {}, seed, 2, false);
      playMatch(m, [randomBot, randomBot], seed);
      const r = m.result();
      expect(r).not.toBeNull();
      expect(m.turn()).toBeLessThanOrEqual(small ? 20 : 40);
      if (seed % 10 === 0) {
        // Replay goes through the legality check of every action, and from JSON.
        const rec = JSON.parse(JSON.stringify(m.toRecord()));
        expect(Match.replay(naval, rec).hash()).toBe(m.hash());
      }
    }
  });

  it('N-43 views never show an unlit enemy, an enemy mine, or the other side\'s secret choices; private events stay private', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.boolean(), (seed, small) => {
        randomMatch(seed, small ? { costLimit: 8, turnCap: 12 } : { turnCap: 12 }, true);
      }),
      { numRuns: 25 },
    );
  });

  it('NR-20 determinize agrees with everything the seat sees, and depends on nothing it does not see', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 600 }), (seed, stop) => {
        const m = Match.create(naval, { turnCap: 15 }, seed) as unknown as Match<NavalState, NavalAction, unknown>;
        const rng = new Rng(seed);
        for (let i = 0; i < stop && !m.isOver(); i++) {
          const seat = m.toMove()[0];
          const legal = m.legalActions(seat);
          m.apply(seat, legal[rng.int(legal.length)]);
        }
        const s = m.snapshot();
        for (const seat of [0, 1] as Seat[]) {
          const d1 = naval.determinize(s, seat, new Rng(`d1:${seed}`));
          // Consistency: the sample looks exactly like the truth from this seat.
          expect(naval.view(d1, seat) as Json).toEqual(naval.view(s, seat) as Json);
          expect(naval.toMove(d1)).toEqual(naval.toMove(s));
          if (naval.toMove(s).includes(seat)) {
            const keys = (x: NavalState) => naval.legalActions(x, seat).map((a) => naval.actionKey(a));
            expect(keys(d1)).toEqual(keys(s));
          }
          // Fairness: a state the seat cannot tell from s gives the very same sample.
          const other = naval.determinize(s, seat, new Rng(`other:${seed}`));
          const a = naval.determinize(s, seat, new Rng(`same:${seed}`));
          const b = naval.determinize(other, seat, new Rng(`same:${seed}`));
          expect(hashState(b)).toBe(hashState(a));
          // Planted hidden changes (a sample can only copy what it was given, so plant them by hand):
          // move and damage an unseen enemy ship, add an unseen enemy mine, reseed the dice.
          const planted = naval.clone(s);
          const inPlay = s.phase !== 'over' && s.phase !== 'build';
          const hidden = planted.units.find((u) => u.owner !== seat && u.alive && u.hex >= 0 && !u.lit && !u.exposed);
          if (hidden && inPlay) {
            const free = planted.ctx.board.within(hidden.hex, 1).find((h) => h !== hidden.hex && !planted.units.some((u) => u.hex === h));
            if (free !== undefined) hidden.hex = free;
            hidden.hp = Math.max(1, hidden.hp - 1);
            hidden.mine = 0;
          }
          if (inPlay) planted.mines.push({ hex: 0, owner: 1 - seat, revealed: false });
          planted.rng = new Rng(`planted:${seed}`);
          expect(naval.view(planted, seat) as Json).toEqual(naval.view(s, seat) as Json);
          expect(hashState(naval.determinize(planted, seat, new Rng(`same:${seed}`)))).toBe(hashState(a));
          // Bots play on in samples: random legal play from one never throws.
          const r = new Rng(`play:${seed}`);
          for (let i = 0; i < 150; i++) {
            const movers = naval.toMove(a);
            if (movers.length === 0) break;
            const legal = naval.legalActions(a, movers[0]);
            expect(legal.length).toBeGreaterThan(0);
            naval.apply(a, movers[0], legal[r.int(legal.length)], null);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('naval: action codes', () => {
  it('actionCode names actions exactly as actionKey does (search keys its trees by it), on the default and the largest board', () => {
    for (const [seed, options] of [
      [1, {}],
      [2, { board: { cols: 31, rows: 31 } }],
      [3, {}],
    ] as const) {
      collectActionCodes(naval, options, seed, new Map());
    }
    // The field limits: the last reinforcement ids and the last hex of a 31 × 31 board stay apart.
    const far = naval.actionCode!({ t: 'step', u: 10000 + 2 * 3000 + 1, h: 960 });
    expect(far).not.toBe(naval.actionCode!({ t: 'step', u: 10000 + 2 * 3000 + 1, h: 959 }));
    expect(far).not.toBe(naval.actionCode!({ t: 'aim', u: 10000 + 2 * 3000 + 1, h: 960 }));
  });
});

describe('naval: interned actions', () => {
  it('carry the code a plain copy of them has, and nothing a copy, key or JSON would show', () => {
    const m = Match.create(naval, {}, 'codes', 2, false, 'sfc32') as unknown as Match<NavalState, NavalAction, unknown>;
    const rng = new Rng('codes');
    let checked = 0;
    while (!m.isOver() && checked < 6_000) {
      const seat = m.toMove()[0];
      const legal = m.legalActions(seat);
      for (const a of [...legal, ...(naval.macroActions!(m.snapshot(), seat) ?? [])]) {
        const copy = JSON.parse(JSON.stringify(a)) as NavalAction;
        expect(Object.keys(a)).toEqual(Object.keys(copy));
        expect(naval.actionCode!(a)).toBe(naval.actionCode!(copy));
        expect(naval.actionCode!(structuredClone(a))).toBe(naval.actionCode!(copy));
        checked++;
      }
      m.apply(seat, legal[rng.int(legal.length)]);
    }
    expect(checked).toBeGreaterThan(2_000);
  });
});

describe('naval: shared legal lists', () => {
  it('a shared list (one unit acting alone) holds what the general case builds, in its order', () => {
    const kinds = new Map<string, number>();
    for (const [seed, options] of [
      ['lists-a', {}],
      ['lists-b', { board: { cols: 17, rows: 13 } }],
      ['lists-c', { maxMinelayers: 3 }],
    ] as const) {
      for (let g = 0; g < 12; g++) {
        const m = Match.create(naval, options, `${seed}:${g}`, 2, false) as unknown as Match<NavalState, NavalAction, unknown>;
        const rng = new Rng(`${seed}:${g}`);
        while (!m.isOver()) {
          const seat = m.toMove()[0];
          const legal = m.legalActions(seat);
          const s = m.snapshot();
          if (s.phase !== 'build' && s.phase !== 'deploy' && Object.isFrozen(legal)) {
            // A shared list must not be written to: every later list of the kind is the same array.
            expect(builtList(s, seat)).toEqual(legal);
            const kind = `${s.phase}:${s.active === null ? s.pending[seat].length : 'active'}`;
            kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
          }
          m.apply(seat, legal[rng.int(legal.length)]);
        }
      }
    }
    // Shared lists were met in every phase where units act: a unit owing its act, and one under way.
    for (const phase of ['supply', 'move', 'recon', 'fighters', 'strike', 'shelling', 'torpedo', 'subMove', 'subTorpedo']) {
      expect(kinds.get(`${phase}:1`) ?? 0, `${phase} alone`).toBeGreaterThan(0);
    }
    for (const phase of ['supply', 'move', 'strike', 'subMove']) expect(kinds.get(`${phase}:active`) ?? 0, `${phase} under way`).toBeGreaterThan(0);
  });
});

describe('naval: random setup for simulations', () => {
  it('N-1 random fleets are full: ships are added while the cost limit allows one more, every pick legal', () => {
    for (let seed = 0; seed < 60; seed++) {
      const s = naval.setup(naval.optionsSchema.parse({}), 2, new Rng(seed));
      const rng = new Rng(`setup:${seed}`);
      while (s.phase === 'build') {
        const seat = naval.toMove(s)[0];
        const legal = naval.legalActions(s, seat);
        const a = naval.randomSetup!(legal, rng);
        expect(legal.map((x) => naval.actionKey(x))).toContain(naval.actionKey(a));
        // The fleet is declared built only when no ship can be added any more.
        if (a.t === 'built') expect(legal.some((x) => x.t === 'add')).toBe(false);
        naval.apply(s, seat, a, null);
      }
      for (const seat of [0, 1]) {
        const cost = s.setup[seat].fleet.reduce((n, c) => n + s.ctx.stats[c].cost, 0);
        expect(cost).toBeLessThanOrEqual(s.ctx.opts.costLimit);
        expect(s.setup[seat].fleet.length).toBeGreaterThan(1);
      }
    }
  });
});
