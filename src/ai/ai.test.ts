import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Match, Rng, SandtableError, hashState, type ActionLike, type Game } from '../engine/index.js';
import { tictactoe, type TttState } from '../engine/test/tictactoe.js';
import { mecha } from '../games/mecha/index.js';
import type { MechaState } from '../games/mecha/state.js';
import { naval } from '../games/naval/index.js';
import type { NavalState } from '../games/naval/state.js';
import type { Bot } from './bot.js';
import { search } from './ismcts.js';
import { ISMCTS_PRESETS, makeBot } from './registry.js';
import { parseBotSpec } from './spec.js';

function choose<S, A extends ActionLike, O>(bot: Bot, game: Game<S, A, O>, s: S, seat: number, seed: string): A {
  return bot.choose({ game, seat, seats: 2, legal: game.legalActions(s, seat), rng: new Rng(seed), state: () => game.clone(s) });
}

function errCode(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return e instanceof SandtableError ? `${e.code}:${e.message.includes('\n') ? 'multiline' : 'oneline'}` : 'other';
  }
  return 'none';
}

/** A naval position mid-battle after random play, where `seat` must decide. */
function navalPosition(seed: number, steps: number): { s: NavalState; seat: number } {
  const m = Match.create(naval, { turnCap: 30 }, seed);
  const rng = new Rng(seed);
  for (let i = 0; i < steps && !m.isOver(); i++) {
    const seat = m.toMove()[0];
    const legal = m.legalActions(seat);
    m.apply(seat, legal[rng.int(legal.length)]);
  }
  return { s: m.snapshot() as NavalState, seat: m.toMove()[0] };
}

describe('bot specs', () => {
  it('parses names, presets and parameters', () => {
    expect(parseBotSpec('ismcts:iters=2000')).toMatchObject({ name: 'ismcts', preset: null });
    expect(parseBotSpec('ismcts:iters=2000').params.get('iters')).toBe(2000);
    expect(parseBotSpec('ismcts:hard').preset).toBe('hard');
    expect(makeBot('ismcts:ms=50').spec).toBe('ismcts:ms=50');
    expect(makeBot('ismcts:normal:bias=1').spec).toBe('ismcts:normal:bias=1');
    expect(parseBotSpec('ismcts:hard:depth=3')).toMatchObject({ preset: 'hard' });
    expect(parseBotSpec('ismcts:iters=9:depth=3').params.get('depth')).toBe(3);
    for (const s of ['random', 'heuristic', 'heuristic:samples=2', 'ismcts', 'ismcts:easy', 'ismcts:normal', 'ismcts:hard', 'easy', 'normal', 'hard']) {
      expect(makeBot(s).spec).toBe(s);
    }
  });

  it('rejects unknown bots and bad parameters with a one-line error', () => {
    expect(errCode(() => makeBot('alphazero'))).toBe('bad_input:oneline');
    expect(errCode(() => makeBot('ismcts:iters=-3'))).toBe('bad_input:oneline');
    expect(errCode(() => makeBot('ismcts:turbo'))).toBe('bad_input:oneline');
    expect(errCode(() => makeBot('ismcts:speed=3'))).toBe('bad_input:oneline');
    expect(errCode(() => makeBot('random:x=1'))).toBe('bad_input:oneline');
    expect(errCode(() => makeBot('ismcts:iters=0'))).toBe('bad_input:oneline');
  });
});

describe('bots play to win', () => {
  // X (seat 0) holds 0 and 1; O holds 3 and 4. Cell 2 wins at once for X; cell 5 would win for O.
  function nearWin(): TttState {
    const m = Match.create(tictactoe, {}, 1);
    m.apply(0, { t: 'bid', n: 3 });
    m.apply(1, { t: 'bid', n: 1 });
    for (const [seat, cell] of [[0, 0], [1, 3], [0, 1], [1, 4]] as const) m.apply(seat, { t: 'mark', cell });
    return m.snapshot();
  }

  it('the heuristic bot takes an immediate win', () => {
    expect(choose(makeBot('heuristic'), tictactoe, nearWin(), 0, 'h')).toEqual({ t: 'mark', cell: 2 });
  });

  it('ISMCTS takes an immediate win and blocks the opponent\'s', () => {
    expect(choose(makeBot('ismcts:iters=400'), tictactoe, nearWin(), 0, 'i')).toEqual({ t: 'mark', cell: 2 });
    // O to move after X played elsewhere: O must take 5 to win (or X wins next at 2).
    const s = nearWin();
    tictactoe.apply(s, 0, { t: 'mark', cell: 8 }, null);
    expect(choose(makeBot('ismcts:iters=400'), tictactoe, s, 1, 'j')).toEqual({ t: 'mark', cell: 5 });
  });

  it('ISMCTS progressive bias holds back actions that look worse one-ply (naval positions)', () => {
    let differs = 0;
    for (const seed of [6, 8, 9, 13]) {
      const { s, seat } = navalPosition(seed, 150 + seed * 10);
      const d = { game: naval, seat, seats: 2, legal: naval.legalActions(s, seat), rng: new Rng(seed), state: () => naval.clone(s) };
      // The bot's choices there (naval offers only plausible targets: a shelling with none is one pass).
      if ((naval.macroActions?.(s, seat) ?? d.legal).length < 3) continue;
      const plain = search({ ...d, rng: new Rng(seed) }, { ...ISMCTS_PRESETS.normal, iters: 200 });
      const biased = search({ ...d, rng: new Rng(seed) }, { ...ISMCTS_PRESETS.normal, iters: 200, bias: 100 });
      // With an overwhelming bias the most visited root child is one of the best-looking one-ply.
      const best = Math.max(...biased.children.map((c) => c.prior ?? -Infinity));
      const top = biased.children.reduce((a, b) => (b.visits > a.visits ? b : a));
      // (Within the 1e-9 tie noise: whole moves to hexes the evaluation rates the same are exact ties.)
      expect(top.prior).toBeCloseTo(best, 8);
      if (plain.children.map((c) => c.visits).join() !== biased.children.map((c) => c.visits).join()) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });

  it('ISMCTS plays the simultaneous secret bid without reading the other bid', () => {
    const m = Match.create(tictactoe, {}, 2);
    m.apply(1, { t: 'bid', n: 1 });
    const a = choose(makeBot('ismcts:iters=200'), tictactoe, m.snapshot(), 0, 'bid');
    expect(a.t).toBe('bid');
  });
});

/** One seat opens one of `n` boxes; every box is worth the same (a draw): the evaluation cannot tell them apart. */
interface BoxState {
  opened: number;
  readonly rng: Rng;
}
type BoxAction = { readonly box: number };
function boxes(n: number): Game<BoxState, BoxAction, Record<string, never>> {
  return {
    id: 'boxes',
    title: { zh: '开箱', en: 'Boxes' },
    seatCounts: [2],
    optionsSchema: z.object({}),
    setup: (_o, _seats, rng) => ({ opened: -1, rng }),
    toMove: (s) => (s.opened < 0 ? [0] : []),
    legalActions: (s, seat) => (s.opened < 0 && seat === 0 ? Array.from({ length: n }, (_, box) => ({ box })) : []),
    actionKey: (a) => `box:${a.box}`,
    apply: (s, _seat, a) => {
      s.opened = a.box;
    },
    view: (s) => ({ opened: s.opened }),
    result: (s) => (s.opened < 0 ? null : { winners: [], draw: true, reason: { code: 'opened', zh: '已开', en: 'opened' } }),
    turn: () => 1,
    clone: (s) => ({ opened: s.opened, rng: s.rng.clone() }),
    determinize: (s) => ({ opened: s.opened, rng: s.rng.clone() }),
    rng: (s) => s.rng,
    describeAction: (_s, _seat, a) => ({ zh: `开${a.box}号箱`, en: `open box ${a.box}` }),
    describeEvent: (e) => ({ zh: e.type, en: e.type }),
    evaluate: () => 0,
  };
}

describe('ties', () => {
  it('ISMCTS breaks exact ties in value at random, as the heuristic does (widening used to offer, and pick, the first in list order: naval scouts went to hex 0)', () => {
    const game = boxes(20);
    const s = game.setup({}, 2, new Rng(1));
    const picks = new Set<number>();
    for (let seed = 0; seed < 12; seed++) picks.add(choose(makeBot('ismcts:normal'), game, s, 0, `tie${seed}`).box);
    expect(picks.size).toBeGreaterThanOrEqual(4);
    const heuristic = new Set<number>();
    for (let seed = 0; seed < 12; seed++) heuristic.add(choose(makeBot('heuristic'), game, s, 0, `tie${seed}`).box);
    expect(heuristic.size).toBeGreaterThanOrEqual(4);
  });
});

describe('fairness: bots decide only from what their seat knows', () => {
  it('the same bot with the same seed chooses the same action in two states that differ only in hidden facts (tic-tac-toe bid)', () => {
    const m = Match.create(tictactoe, {}, 4);
    m.apply(1, { t: 'bid', n: 3 });
    const s1 = m.snapshot();
    const s2 = tictactoe.clone(s1);
    s2.bids[1] = 1; // the hidden bid
    s2.rng = new Rng('other dice');
    for (const spec of ['ismcts:iters=300', 'heuristic', 'random']) {
      expect(choose(makeBot(spec), tictactoe, s2, 0, 'x')).toEqual(choose(makeBot(spec), tictactoe, s1, 0, 'x'));
    }
  });

  it('naval: unlit ships, mines, secret reinforcements and the RNG state can differ without changing the choice', () => {
    let checked = 0;
    for (let seed = 0; seed < 12; seed++) {
      const { s, seat } = navalPosition(seed, 150 + seed * 37);
      if (naval.toMove(s).length === 0) continue;
      // Another state this seat cannot tell from s: its hidden facts (and dice) resampled.
      const other = naval.determinize(s, seat, new Rng(`hidden:${seed}`));
      expect(naval.view(other, seat)).toEqual(naval.view(s, seat));
      const differs = hashState(other) !== hashState(s);
      for (const spec of ['ismcts:iters=60:depth=4', 'heuristic:samples=2']) {
        const a = choose(makeBot(spec), naval, s, seat, `bot:${seed}`);
        const b = choose(makeBot(spec), naval, other, seat, `bot:${seed}`);
        expect(naval.actionKey(b)).toBe(naval.actionKey(a));
      }
      if (differs) checked++;
    }
    expect(checked).toBeGreaterThan(8);
  });

  it('mecha: the opponent\'s hand, face-down pilots, captain, library and the RNG state can differ without changing the choice', () => {
    let checked = 0;
    let handsDiffer = 0;
    for (let seed = 0; seed < 12; seed++) {
      const m = Match.create(mecha, {}, seed);
      const rng = new Rng(seed);
      for (let i = 0; i < 60 + seed * 7 && !m.isOver(); i++) {
        const seat = m.toMove()[0];
        const legal = m.legalActions(seat);
        m.apply(seat, legal[rng.int(legal.length)]);
      }
      if (m.isOver()) continue;
      const s = m.snapshot() as MechaState;
      const seat = m.toMove()[0];
      const other = mecha.determinize(s, seat, new Rng(`hidden:${seed}`));
      expect(mecha.view(other, seat)).toEqual(mecha.view(s, seat));
      const foe = 1 - seat;
      if (JSON.stringify(other.sides[foe]) !== JSON.stringify(s.sides[foe])) handsDiffer++;
      for (const spec of ['ismcts:iters=60', 'heuristic:samples=2']) {
        const a = choose(makeBot(spec), mecha, s, seat, `bot:${seed}`);
        const b = choose(makeBot(spec), mecha, other, seat, `bot:${seed}`);
        expect(mecha.actionKey(b)).toBe(mecha.actionKey(a));
      }
      if (hashState(other) !== hashState(s)) checked++;
    }
    expect(checked).toBeGreaterThan(8);
    expect(handsDiffer).toBeGreaterThan(8);
  });
});
