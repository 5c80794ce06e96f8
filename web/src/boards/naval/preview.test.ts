import { describe, expect, it } from 'vitest';
import { collisionHexes, hexDistance, reconArea, shellOdds, torpedoLine } from './preview.js';
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

describe('recon and collision previews', () => {
  it('PREVIEW-5 the recon area is every hex within the radius of its centre (N-27)', () => {
    expect([...reconArea(strip, 0, 2)].sort()).toEqual([0, 1, 2]);
    expect(reconArea(strip, 1, 4).size).toBe(4);
  });
  it('PREVIEW-6 a friendly ship on a hex the mover could end on is a collision warning (N-24); submarines take no part (N-25)', () => {
    const units = [
      { id: 0, owner: 0, cls: 'BB', hex: 0 },
      { id: 1, owner: 0, cls: 'DD', hex: 2 },
      { id: 2, owner: 0, cls: 'SS', hex: 3 },
      { id: 3, owner: 1, cls: 'CA', hex: 1 },
    ];
    expect([...collisionHexes(units, 0, 0, [1, 2, 3])]).toEqual([2]);
    expect(collisionHexes(units, 2, 0, [0, 2]).size).toBe(0);
  });
});

describe('shelling preview', () => {
  it('PREVIEW-7 a shot shows the number it needs and its chance, by distance (N-34)', () => {
    const t = [2, 2, 3, 4, 4];
    expect(shellOdds(t, 6, 1)).toEqual({ need: 2, chance: 5 / 6 });
    expect(shellOdds(t, 6, 4)).toEqual({ need: 4, chance: 0.5 });
    expect(shellOdds(t, 6, 9)?.need).toBe(4);
    expect(shellOdds(undefined, 6, 1)).toBeNull();
    expect(hexDistance(strip, 0, 3)).toBe(3);
  });
});
