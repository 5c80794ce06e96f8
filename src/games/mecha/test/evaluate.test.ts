// The evaluation bots and reports use: the worth of the victory-condition pick (胜利条件).
import { describe, expect, it } from 'vitest';
import { Match, Rng } from '../../../engine/index.js';
import { evaluate, evaluateAll } from '../evaluate.js';
import { mecha } from '../index.js';
import type { MechaState } from '../state.js';
import { scenario } from './scenario.js';

function atPick(red: number, blue: number) {
  const s = scenario({ red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' }, turn: 0 });
  s.phase = 'goal';
  s.goals = 0;
  s.sides[0].goal = red;
  s.sides[1].goal = blue;
  return s;
}

describe('mecha evaluation', () => {
  it('picking 劫掠战舰 is worth more than the other conditions, for either seat', () => {
    for (const other of [1, 2]) {
      expect(evaluate(atPick(0, -1), 0)).toBeGreaterThan(evaluate(atPick(other, -1), 0));
      expect(evaluate(atPick(-1, 0), 1)).toBeGreaterThan(evaluate(atPick(-1, other), 1));
    }
  });

  it('is zero-sum in a mirrored position, and both picking raid cancels out', () => {
    for (const [r, b] of [[0, 2], [2, 0], [0, 0], [1, 2]]) {
      const s = atPick(r, b);
      expect(evaluate(s, 0)).toBeCloseTo(-evaluate(s, 1), 9);
    }
    expect(evaluate(atPick(0, 0), 0)).toBeCloseTo(0, 9);
  });

  it('evaluateAll gives exactly evaluate for each seat (every position of random games, goals hidden or public)', () => {
    const same = (st: MechaState) => {
      const all = evaluateAll(st);
      const one = [evaluate(st, 0), evaluate(st, 1)];
      // Bit for bit (Object.is tells -0 from 0): simulations' reports read these numbers.
      expect(all.length).toBe(2);
      if (!Object.is(all[0], one[0]) || !Object.is(all[1], one[1])) expect(all).toEqual(one);
    };
    // The picks, secret (each seat weighs ships by its own goal) and public.
    for (const r of [-1, 0, 1, 2]) {
      for (const b of [-1, 0, 1, 2]) {
        const s = atPick(r, b);
        same(s);
        // Uneven ships: the weight each seat gives ships shows.
        s.units[0].hp = Math.max(1, s.units[0].hp - 3);
        same(s);
      }
    }
    let positions = 0;
    for (const [seed, options] of [[1, {}], [2, {}], [3, { adjacency: 'king' }], [4, { armsRaceTurn: 6 }], [5, {}]] as const) {
      const m = Match.create(mecha, options, seed, 2, false, 'sfc32');
      const rng = new Rng(`pick:${seed}`);
      while (!m.isOver()) {
        m.read(same);
        positions++;
        const seat = m.toMove()[0];
        const legal = m.legalActions(seat);
        m.apply(seat, legal[rng.int(legal.length)]);
      }
      m.read(same);
    }
    expect(positions).toBeGreaterThan(500);
  });
});
