import { describe, expect, it } from 'vitest';
import { refill } from './copy.js';

describe('refill', () => {
  it('makes dst hold src, growing, shrinking or keeping its storage, and returns it', () => {
    const dst = [9, 9, 9];
    expect(refill(dst, [1, 2])).toBe(dst);
    expect(dst).toEqual([1, 2]);
    refill(dst, [3, 4, 5, 6]);
    expect(dst).toEqual([3, 4, 5, 6]);
    const src = [7];
    refill(dst, src);
    src[0] = 8;
    expect(dst).toEqual([7]);
  });
});
