// The board's torpedo lines are the exact line classification (hex/line) mapped to board indices.
import { describe, expect, it } from 'vitest';
import { classifyLine, hexKey, type Hex } from '../../../hex/index.js';
import { boardFor } from '../board.js';
import { navalOptionsSchema } from '../options.js';

describe('naval board lines', () => {
  for (const layout of [{}, { cols: 8, rows: 11, deployRadius: 2 }]) {
    it(`equal classifyLine's hexes on the board, in order (${JSON.stringify(layout)})`, () => {
      const board = boardFor(navalOptionsSchema.parse({ board: layout }).board);
      const idx = (a: number, hs: readonly Hex[]) => hs.map((h) => board.index.get(hexKey(h)) ?? -1).filter((i) => i >= 0 && i !== a);
      let checked = 0;
      for (let a = 0; a < board.n; a += 5) {
        for (let b = 0; b < board.n; b++) {
          if (board.dist[a * board.n + b] > 6) continue;
          const c = classifyLine(board.coords[a], board.coords[b]);
          const l = board.line(a, b);
          expect([...l.full]).toEqual(idx(a, c.centres));
          expect([...l.half]).toEqual(idx(a, c.crossed));
          expect([...l.touch]).toEqual(idx(a, c.touched));
          let reach = board.dist[a * board.n + b];
          for (const h of [...l.full, ...l.half, ...l.touch]) reach = Math.max(reach, board.dist[a * board.n + h]);
          expect(l.reach).toBe(reach);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(500);
    });
  }
});
