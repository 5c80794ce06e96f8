// The board's naval names must be the game's own (src/games/naval), in both languages.
import { describe, expect, it } from 'vitest';
import { SHIP_TABLE } from '../../../../src/games/naval/data.js';
import { PHASE_NAMES, SIDE } from '../../../../src/games/naval/text.js';
import { CLASS_NAMES, PHASES, SIDES } from './labels.js';

describe('naval board labels', () => {
  it('side names are the game’s 红方 / 蓝方', () => {
    expect(SIDES).toEqual(SIDE);
  });
  it('phase names are the game’s, for every phase', () => {
    expect(PHASES).toEqual(PHASE_NAMES);
  });
  it('class names are the ship table’s', () => {
    const fromGame = Object.fromEntries(Object.entries(SHIP_TABLE).map(([k, v]) => [k, v.name]));
    expect(CLASS_NAMES).toEqual(fromGame);
  });
});
