// Undo in the kernel: a seat takes back its own latest decisions until one of them committed (drew
// dice, revealed something, passed play on, ended the game); the state returns to the same hash.
import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { Match, Rng, SandtableError, type EventSink, type Game, type GameEvent, type Seat } from './index.js';

type Act = { readonly t: 'add' } | { readonly t: 'peek' } | { readonly t: 'roll' } | { readonly t: 'end' } | { readonly t: 'shout' };
interface S {
  turn: number;
  active: Seat;
  sums: [number, number];
  rolled: number;
  rng: Rng;
}

/** Two seats take turns: several decisions a turn, some private, one random, one revealing. */
function tally(withReveals: boolean): Game<S, Act, Record<string, never>> {
  const g: Game<S, Act, Record<string, never>> = {
    id: 'tally',
    title: { zh: '计数', en: 'Tally' },
    seatCounts: [2],
    optionsSchema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
    setup: (_o, _n, rng) => ({ turn: 0, active: 0, sums: [0, 0], rolled: 0, rng }),
    toMove: (s) => (s.turn >= 4 ? [] : [s.active]),
    legalActions: (s, seat) => (seat === s.active && s.turn < 4 ? [{ t: 'add' }, { t: 'peek' }, { t: 'roll' }, { t: 'end' }, { t: 'shout' }] : []),
    actionKey: (a) => a.t,
    apply(s, seat, a, ev: EventSink) {
      if (a.t === 'add') {
        s.sums[seat]++;
        ev?.push({ type: 'add', to: [seat], data: { n: s.sums[seat] } });
      } else if (a.t === 'peek') {
        ev?.push({ type: 'peek', to: [1 - seat], data: { n: s.sums[seat] } });
      } else if (a.t === 'roll') {
        s.rolled = s.rng.die(6);
        ev?.push({ type: 'roll', to: [seat], data: { d: s.rolled } });
      } else if (a.t === 'shout') {
        ev?.push({ type: 'shout', to: 'all', data: {} });
      } else {
        s.turn++;
        s.active = 1 - s.active;
        ev?.push({ type: 'end', to: 'all', data: {} });
      }
    },
    view: (s, seat) => ({ turn: s.turn, mine: seat === null ? null : s.sums[seat] }),
    result: (s) => (s.turn >= 4 ? { winners: [], draw: true, reason: { code: 'done', zh: '结束', en: 'done' } } : null),
    turn: (s) => s.turn,
    clone: (s) => ({ ...s, sums: [s.sums[0], s.sums[1]], rng: s.rng.clone() }),
    determinize: (s) => s,
    rng: (s) => s.rng,
    describeAction: (_s, _seat, a) => ({ zh: a.t, en: a.t }),
    describeEvent: (e: GameEvent) => ({ zh: e.type, en: e.type }),
    evaluate: () => 0,
  };
  // A game that says which events reveal: a shout everyone hears reveals nothing hidden.
  if (withReveals) g.reveals = (e) => e.type === 'peek';
  return g;
}

function code(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return e instanceof SandtableError ? e.code : 'other';
  }
  return 'none';
}

describe('kernel: undo', () => {
  it('takes back private decisions one at a time, to the same hash, events and record', () => {
    const m = Match.create(tally(true), {}, 1);
    m.trackUndo();
    const h0 = m.hash();
    m.apply(0, { t: 'add' });
    const h1 = m.hash();
    m.apply(0, { t: 'add' });
    expect(m.undoable(0)).toBe(2);
    expect(m.undoable(1)).toBe(0);
    m.undo(0);
    expect(m.hash()).toBe(h1);
    expect(m.log(0).map((e) => e.data)).toEqual([{ n: 1 }]);
    m.undo(0);
    expect(m.hash()).toBe(h0);
    expect(m.actions()).toHaveLength(0);
    expect(m.log(0)).toHaveLength(0);
    expect(code(() => m.undo(0))).toBe('cannot_undo');
  });

  it('a die roll, a reveal and passing play on each commit everything before them', () => {
    const m = Match.create(tally(true), {}, 2);
    m.trackUndo();
    m.apply(0, { t: 'add' });
    m.apply(0, { t: 'roll' });
    expect(m.undoable(0)).toBe(0);
    m.apply(0, { t: 'add' });
    expect(m.undoable(0)).toBe(1);
    m.apply(0, { t: 'peek' });
    expect(m.undoable(0)).toBe(0);
    m.apply(0, { t: 'shout' }); // heard by all, but the game says it reveals nothing hidden
    expect(m.undoable(0)).toBe(1);
    m.apply(0, { t: 'end' });
    expect(m.undoable(0)).toBe(0);
    expect(m.undoable(1)).toBe(0);
    const before = m.hash();
    expect(code(() => m.undo(0))).toBe('cannot_undo');
    expect(code(() => m.undo(1))).toBe('cannot_undo');
    expect(m.hash()).toBe(before);
  });

  it('without Game.reveals every event commits, even one only the actor sees (it may show it a drawn card)', () => {
    const m = Match.create(tally(false), {}, 3);
    m.trackUndo();
    m.apply(0, { t: 'add' });
    expect(m.undoable(0)).toBe(0);
  });

  it('is off unless tracked, and a replay with undo tracks it as the live match did', () => {
    const m = Match.create(tally(true), {}, 4);
    m.apply(0, { t: 'add' });
    expect(m.undoable(0)).toBe(0);
    expect(code(() => m.undo(0))).toBe('cannot_undo');
    const r = Match.replay(tally(true), m.toRecord(), { undo: true });
    expect(r.undoable(0)).toBe(1);
    r.undo(0);
    expect(r.toRecord().actions).toHaveLength(0);
  });

  it('the state after an undo is the one a replay of the record builds, even where the game\'s clone writes keys in another order', () => {
    // Play adds optional keys as it needs them (`x`, then `y`); this clone writes `y` before `x`. Equal
    // states, but the hash is the JSON: restored from a copy, the record would fail its own replay.
    const base = tally(true);
    type L = S & { x?: number; y?: number };
    const lazy: Game<L, Act, Record<string, never>> = {
      ...(base as unknown as Game<L, Act, Record<string, never>>),
      apply(s, seat, a, ev) {
        if (a.t === 'add') (s.sums[seat] === 0 ? (s.x = 1) : (s.y = 1));
        base.apply(s, seat, a, ev);
      },
      clone: (s) => ({ turn: s.turn, active: s.active, sums: [s.sums[0], s.sums[1]], rolled: s.rolled, rng: s.rng.clone(), y: s.y, x: s.x }),
    };
    const m = Match.create(lazy, {}, 7);
    m.trackUndo();
    m.apply(0, { t: 'add' });
    m.apply(0, { t: 'add' });
    const h = m.hash();
    m.apply(0, { t: 'add' });
    m.undo(0);
    expect(m.hash()).toBe(h);
    expect(Match.replay(lazy, m.toRecord()).hash()).toBe(m.hash());
  });

  it('property: undoing right after any undoable decision restores the exact state, and replays still verify', () => {
    const acts: Act[] = [{ t: 'add' }, { t: 'peek' }, { t: 'roll' }, { t: 'end' }, { t: 'shout' }];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 40 }), (seed, picks) => {
        const game = tally(true);
        const m = Match.create(game, {}, seed);
        m.trackUndo();
        for (const p of picks) {
          if (m.isOver()) break;
          const seat = m.toMove()[0];
          const h = m.hash();
          const logLen = m.log(seat).length;
          m.apply(seat, acts[p]);
          if (m.undoable(seat) > 0) {
            m.undo(seat);
            expect(m.hash()).toBe(h);
            expect(m.log(seat)).toHaveLength(logLen);
            m.apply(seat, acts[p]);
          }
        }
        expect(Match.replay(game, m.toRecord()).hash()).toBe(m.hash());
      }),
      { numRuns: 300 },
    );
  });
});

describe('kernel: resign', () => {
  it('RESIGN-1 a seat resigns at any moment: the other of two wins, the record keeps it and replays it', () => {
    const game = tally(true);
    const m = Match.create(game, {}, 5);
    m.trackUndo();
    m.apply(0, { t: 'add' });
    m.resign(1); // not its turn: resigning needs none
    expect(m.isOver()).toBe(true);
    expect(m.toMove()).toEqual([]);
    expect(m.legalActions(0)).toEqual([]);
    expect(m.undoable(0)).toBe(0);
    expect(m.result()).toMatchObject({ winners: [0], draw: false, reason: { code: 'resigned' } });
    expect(code(() => m.apply(0, { t: 'add' }))).toBe('game_over');
    expect(code(() => m.resign(0))).toBe('game_over');
    const rec = m.toRecord();
    expect(rec.resigned).toEqual({ seat: 1, at: 1 });
    const r = Match.replay(game, JSON.parse(JSON.stringify(rec)) as typeof rec);
    expect(r.result()).toEqual(m.result());
    expect(r.hash()).toBe(m.hash());
    expect(code(() => Match.replay(game, { ...rec, resigned: { seat: 1, at: 0 } }))).toBe('bad_record');
  });

  it('RESIGN-2 a game with more seats uses its own resignResult, or refuses', () => {
    const m = Match.create(tally(true), {}, 6);
    expect(code(() => m.resign(5))).toBe('bad_input');
    const g = { ...tally(true), seatCounts: [2, 3] };
    const three = Match.create(g, {}, 6, 3);
    expect(code(() => three.resign(2))).toBe('bad_input');
    expect(three.isOver()).toBe(false);
    const teams = Match.create({ ...g, resignResult: () => ({ winners: [1], draw: false, reason: { code: 'resigned', zh: '认输', en: 'resigned' } }) }, {}, 6, 3);
    teams.resign(0);
    expect(teams.result()?.winners).toEqual([1]);
  });
});
