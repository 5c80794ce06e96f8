import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playMatch } from '../ai/play.js';
import { randomBot } from '../ai/random.js';
import { applySettings, Match, Rng, SandtableError, type MatchRecord } from './index.js';
import { tictactoe, type TttAction } from './test/tictactoe.js';

function errCode(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return e instanceof SandtableError ? e.code : 'other';
  }
  return 'none';
}

describe('kernel: match contract on the reference game', () => {
  it('validates options with defaults and rejects bad ones with a one-line error', () => {
    expect(Match.create(tictactoe, {}, 1).options.size).toBe(3);
    expect(Match.create(tictactoe, { size: 4 }, 1).options.size).toBe(4);
    expect(errCode(() => Match.create(tictactoe, { size: 9 }, 1))).toBe('bad_options');
    expect(errCode(() => Match.create(tictactoe, { size: 'x' }, 1))).toBe('bad_options');
    expect(errCode(() => Match.create(tictactoe, {}, 1, 3))).toBe('bad_seats');
    try {
      Match.create(tictactoe, { size: 9 }, 1);
    } catch (e) {
      expect((e as Error).message).toMatch(/^bad option size: /);
      expect((e as Error).message).not.toContain('\n');
    }
  });

  it('legal choices carry the game\'s preview only when asked for (a player choosing), and only where it gives one', () => {
    let asked = 0;
    const game = {
      ...tictactoe,
      preview(_s: unknown, seat: number, a: TttAction) {
        asked++;
        return a.t === 'bid' && a.n === 3 ? { zh: `座位${seat}出价最高`, en: `seat ${seat} bids high` } : null;
      },
    };
    const m = Match.create(game, {}, 7);
    expect(m.legalChoices(0).some((c) => 'preview' in c)).toBe(false);
    expect(asked).toBe(0);
    const choices = m.legalChoices(0, true);
    expect(asked).toBe(3);
    expect(choices.map((c) => c.preview ?? null)).toEqual([null, null, { zh: '座位0出价最高', en: 'seat 0 bids high' }]);
    expect(choices.filter((c) => 'preview' in c)).toHaveLength(1);
  });

  it('asks both seats at once for a simultaneous secret choice and hides each bid until both are in', () => {
    const m = Match.create(tictactoe, {}, 7);
    expect(m.toMove()).toEqual([0, 1]);
    m.apply(1, { t: 'bid', n: 3 });
    expect(m.toMove()).toEqual([0]);
    expect(JSON.stringify((m.view(0) as { bids: unknown[] }).bids)).not.toContain('3');
    expect((m.view(0) as { bids: unknown[] }).bids[1]).toBe('hidden');
    expect(m.log(0)).toHaveLength(0);
    expect(m.log(1)).toHaveLength(1);
    m.apply(0, { t: 'bid', n: 1 });
    expect((m.view(0) as { bids: unknown[] }).bids).toEqual([1, 3]);
    expect(m.toMove()).toEqual([1]);
    expect(m.log(null).map((e) => e.type)).toEqual(['bids']);
  });

  it('rejects an illegal or out-of-turn action and leaves the state untouched', () => {
    const m = Match.create(tictactoe, {}, 7);
    m.apply(0, { t: 'bid', n: 2 });
    m.apply(1, { t: 'bid', n: 1 });
    const before = m.hash();
    expect(errCode(() => m.apply(1, { t: 'mark', cell: 0 }))).toBe('not_your_turn');
    expect(errCode(() => m.apply(0, { t: 'mark', cell: 42 }))).toBe('illegal_action');
    expect(errCode(() => m.apply(0, { t: 'bid', n: 2 }))).toBe('illegal_action');
    expect(m.hash()).toBe(before);
    expect(m.actions()).toHaveLength(2);
    m.apply(0, { t: 'mark', cell: 4 });
    expect(errCode(() => m.apply(1, { t: 'mark', cell: 4 }))).toBe('illegal_action');
  });

  it('applyAt applies the choice at an index of the legal list, and rejects a bad index, the wrong seat or a finished game with the state untouched', () => {
    const m = Match.create(tictactoe, {}, 7);
    m.apply(0, { t: 'bid', n: 2 });
    m.apply(1, { t: 'bid', n: 1 });
    const before = m.hash();
    const legal = m.legalActions(0);
    for (const bad of [-1, legal.length, 1.5, Number.NaN]) expect(errCode(() => m.applyAt(0, bad))).toBe('illegal_action');
    expect(errCode(() => m.applyAt(1, 0))).toBe('not_your_turn');
    expect(m.hash()).toBe(before);
    expect(m.actions()).toHaveLength(2);
    const chosen = legal[3];
    m.applyAt(0, 3);
    expect(m.actions().at(-1)).toEqual({ seat: 0, action: chosen });
    const byAction = Match.create(tictactoe, {}, 7);
    byAction.apply(0, { t: 'bid', n: 2 });
    byAction.apply(1, { t: 'bid', n: 1 });
    byAction.apply(0, chosen);
    expect(m.hash()).toBe(byAction.hash());
    while (!m.isOver()) m.applyAt(m.toMove()[0], 0);
    expect(errCode(() => m.applyAt(0, 0))).toBe('game_over');
  });

  it('a bot that picks by index plays the very games it plays by choosing the action', () => {
    const choosing = { spec: 'random', choose: randomBot.choose };
    for (const seed of [1, 2, 3, 4, 5]) {
      const a = Match.create(tictactoe, {}, seed);
      const b = Match.create(tictactoe, {}, seed);
      playMatch(a, [randomBot, randomBot], seed);
      playMatch(b, [choosing, choosing], seed);
      expect(a.actions()).toEqual(b.actions());
      expect(a.hash()).toBe(b.hash());
    }
  });

  it('reports the result and refuses actions after the end', () => {
    const m = Match.create(tictactoe, {}, 7);
    m.apply(0, { t: 'bid', n: 3 });
    m.apply(1, { t: 'bid', n: 1 });
    for (const [seat, cell] of [[0, 0], [1, 3], [0, 1], [1, 4], [0, 2]] as const) m.apply(seat, { t: 'mark', cell });
    expect(m.result()?.winners).toEqual([0]);
    expect(m.isOver()).toBe(true);
    expect(errCode(() => m.apply(1, { t: 'mark', cell: 5 }))).toBe('game_over');
  });

  it('randomness comes only from the seeded generator in the state: a tie bid replays identically', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 20; seed++) {
      const m = Match.create(tictactoe, {}, seed);
      m.apply(0, { t: 'bid', n: 2 });
      m.apply(1, { t: 'bid', n: 2 });
      firsts.add(m.toMove()[0]);
      const again = Match.replay(tictactoe, m.toRecord());
      expect(again.toMove()).toEqual(m.toMove());
      expect(again.hash()).toBe(m.hash());
    }
    expect(firsts.size).toBe(2);
  });

  it('property: random matches replay to the same hash through JSON, and every applied action was legal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(3, 4), (seed, size) => {
        const m = Match.create(tictactoe, { size }, seed);
        const legalSeen: boolean[] = [];
        const rng = new Rng(seed);
        while (!m.isOver()) {
          const seat = m.toMove()[0];
          const legal = m.legalActions(seat);
          const a = legal[rng.int(legal.length)];
          legalSeen.push(legal.some((l) => tictactoe.actionKey(l) === tictactoe.actionKey(a)));
          m.apply(seat, a);
        }
        const rec = JSON.parse(JSON.stringify(m.toRecord())) as MatchRecord;
        const r = Match.replay(tictactoe, rec);
        expect(r.hash()).toBe(m.hash());
        expect(r.result()).toEqual(m.result());
        expect(legalSeen.every(Boolean)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('a tampered record is rejected with a clear error', () => {
    const m = Match.create(tictactoe, {}, 3);
    playMatch(m, [randomBot, randomBot], 3);
    const rec = m.toRecord();
    const bad: MatchRecord = { ...rec, actions: [...rec.actions.slice(0, 2), { seat: 0, action: { t: 'mark', cell: 99 } as TttAction }] };
    expect(errCode(() => Match.replay(tictactoe, bad))).toBe('bad_record');
    expect(errCode(() => Match.replay(tictactoe, { ...rec, hash: 'ffff' }))).toBe('bad_record');
    expect(errCode(() => Match.replay(tictactoe, { ...rec, game: 'chess' }))).toBe('bad_record');
  });

  it('determinize resamples hidden facts and the RNG but keeps what the seat knows', () => {
    const m = Match.create(tictactoe, {}, 11);
    m.apply(1, { t: 'bid', n: 3 });
    const s = m.snapshot();
    const seen = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const d = tictactoe.determinize(s, 0, new Rng(i));
      seen.add(d.bids[1]);
      expect(d.bids[0]).toBe(0);
      expect(d.cells).toEqual(s.cells);
    }
    expect(seen.size).toBeGreaterThan(1);
    // Two states that differ only in the hidden bid give the same sample for the same rng.
    const s2 = tictactoe.clone(s);
    s2.bids[1] = 1;
    expect(tictactoe.determinize(s, 0, new Rng(5))).toEqual(tictactoe.determinize(s2, 0, new Rng(5)));
  });

  it('applySettings builds nested options from key=value and rejects malformed ones', () => {
    expect(applySettings({ a: 1 }, ['b.c=3', 'd=true', 'e=hello'])).toEqual({ a: 1, b: { c: 3 }, d: true, e: 'hello' });
    expect(errCode(() => applySettings({}, ['novalue']))).toBe('bad_options');
    expect(errCode(() => applySettings({}, ['__proto__.x=1']))).toBe('bad_options');
  });

  it('Rng is deterministic, uniform enough, and clones carry its state', () => {
    const a = new Rng(42);
    const b = new Rng(42);
    const xs = Array.from({ length: 100 }, () => a.die(6));
    expect(Array.from({ length: 100 }, () => b.die(6))).toEqual(xs);
    const c = a.clone();
    expect(c.next()).toBe(a.next());
    const counts = [0, 0, 0, 0, 0, 0];
    const r = new Rng('dice');
    for (let i = 0; i < 60000; i++) counts[r.die(6) - 1]++;
    for (const n of counts) expect(Math.abs(n - 10000)).toBeLessThan(500);
  });
});
