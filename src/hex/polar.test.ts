import { describe, expect, it } from 'vitest';
import { distance, hex, hexToPixel, ring } from './index.js';
import { hexToPolar, polarBases, polarCells, polarLabel, polarRing, polarToHex, ringSize } from './polar.js';

const CENTRE = hex(0, 0);

describe('polar hex coordinates (blueprints 虛擬地面)', () => {
  it('ring sizes: the centre is one cell, ring n has 6n; rings 0–4 hold 61 cells', () => {
    expect([0, 1, 2, 3, 4].map(ringSize)).toEqual([1, 6, 12, 18, 24]);
    for (let n = 0; n <= 6; n++) expect(polarRing(n)).toHaveLength(ringSize(n));
    expect(polarCells(4)).toHaveLength(61);
  });

  it('distance to the centre equals the ring number, for every cell', () => {
    for (let n = 0; n <= 6; n++) for (const h of polarRing(n)) expect(distance(CENTRE, h)).toBe(n);
  });

  it('index order: consecutive indices are neighbours, the ring closes, and it runs clockwise on screen', () => {
    for (let n = 1; n <= 5; n++) {
      const cells = polarRing(n);
      for (let i = 0; i < cells.length; i++) expect(distance(cells[i], cells[(i + 1) % cells.length])).toBe(1);
      // Shoelace over screen points (+y down): a positive area is clockwise as seen on screen.
      let area = 0;
      const pts = cells.map((h) => hexToPixel(h, 1));
      for (let i = 0; i < pts.length; i++) {
        const a = pts[i];
        const b = pts[(i + 1) % pts.length];
        area += a.x * b.y - b.x * a.y;
      }
      expect(area).toBeGreaterThan(0);
      // Index 1 is the same corner ray on every ring.
      expect(cells[0]).toEqual(hex(-n, n));
      expect(new Set(cells.map((h) => `${h.q},${h.r}`)).size).toBe(cells.length);
      expect(new Set(ring(CENTRE, n).map((h) => `${h.q},${h.r}`))).toEqual(new Set(cells.map((h) => `${h.q},${h.r}`)));
    }
  });

  it('(index, ring) ↔ hex round-trips for every cell of rings 0–6', () => {
    for (const p of polarCells(6)) expect(hexToPolar(polarToHex(p))).toEqual(p);
    for (let n = 0; n <= 6; n++) for (const h of polarRing(n)) expect(polarToHex(hexToPolar(h))).toEqual(h);
  });

  it('labels as the seed writes them: (01,04)… and 0', () => {
    expect(polarLabel({ index: 1, ring: 4 })).toBe('(01,04)');
    expect(polarLabel({ index: 12, ring: 2 })).toBe('(12,02)');
    expect(polarLabel({ index: 0, ring: 0 })).toBe('0');
  });

  it('bases spread evenly on ring 4 for 2–6 players (6: 01, 05, 09, 13, 17, 21)', () => {
    expect(polarBases(6, 4)).toEqual([1, 5, 9, 13, 17, 21]);
    expect(polarBases(2, 4)).toEqual([1, 13]);
    for (let p = 2; p <= 6; p++) {
      const b = polarBases(p, 4);
      expect(new Set(b).size).toBe(p);
      const gaps = b.map((x, i) => ((b[(i + 1) % p] - x + 24) % 24) || 24);
      expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1);
      expect(gaps.reduce((a, x) => a + x, 0)).toBe(24);
      for (const i of b) expect(distance(CENTRE, polarToHex({ index: i, ring: 4 }))).toBe(4);
    }
  });

  it('bad coordinates are errors, not guesses', () => {
    expect(() => polarToHex({ index: 0, ring: 2 })).toThrow(RangeError);
    expect(() => polarToHex({ index: 13, ring: 2 })).toThrow(RangeError);
    expect(() => polarToHex({ index: 1, ring: 0 })).toThrow(RangeError);
    expect(() => polarBases(7, 1)).toThrow(RangeError);
  });
});
