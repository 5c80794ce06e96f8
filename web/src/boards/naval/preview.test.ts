import { describe, expect, it } from 'vitest';
import { torpedoLine } from './preview.js';
import type { NavalBoardView } from './view.js';

const strip: NavalBoardView = {
  cols: 4,
  rows: 1,
  hexes: [
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 0],
  ],
  bases: [0, 3],
  deploy: [[], []],
  neutral: [],
};

describe('torpedo preview', () => {
  it('PREVIEW-3 a straight line runs through every hex centre on the way: all full, none half, not the firer', () => {
    const l = torpedoLine(strip, 0, 3);
    expect([...l.full].sort()).toEqual([1, 2, 3]);
    expect(l.half.size).toBe(0);
  });
});
