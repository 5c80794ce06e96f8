import { describe, expect, it } from 'vitest';
import { reachable } from './route.js';
import type { NavalBoardView } from './view.js';

// A 3-hex-wide strip: axial (q, 0), (q, 1) for q = 0..2.
const board: NavalBoardView = {
  cols: 3,
  rows: 2,
  hexes: [
    [0, 0],
    [1, 0],
    [2, 0],
    [0, 1],
    [1, 1],
    [2, 1],
  ],
  bases: [0, 5],
  deploy: [[], []],
  neutral: [],
};

describe('moving by destination', () => {
  it('PREVIEW-1 the reachable hexes within the moves left, with shortest paths around what blocks', () => {
    const r = reachable(board, 3, 2, new Set([0, 5]));
    expect([...r.keys()].sort()).toEqual([1, 2, 4]);
    expect(r.get(4)).toEqual([4]);
    expect(r.get(2)?.length).toBe(2);
    expect(reachable(board, 3, 1, new Set([4])).has(2)).toBe(false);
    expect(reachable(board, 3, 0, new Set()).size).toBe(0);
  });
});
