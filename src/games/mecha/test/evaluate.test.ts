// The evaluation bots and reports use: the worth of the victory-condition pick (胜利条件).
import { describe, expect, it } from 'vitest';
import { evaluate } from '../evaluate.js';
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
});
