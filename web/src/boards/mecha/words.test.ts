// The mecha board's side names are the game's own.
import { describe, expect, it } from 'vitest';
import { SIDE } from '../../../../src/games/mecha/text.js';
import { SIDES } from './words.js';

describe('mecha board words', () => {
  it('side names are the game’s 红方 / 蓝方', () => {
    expect(SIDES).toEqual(SIDE);
  });
});
